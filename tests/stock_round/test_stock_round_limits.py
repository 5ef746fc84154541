"""The 1830 rules where the text is silent, and the stock round's frame: buying, re-issue,
the limits, priority, the rises."""

from __future__ import annotations

import pytest
from stock_round_setup import start, stock_round

from tabletop.games.stock_round import stock
from tabletop.games.stock_round.market import PRICES
from tabletop.games.stock_round.moves import Buy, Decline, Offer, Pass, Sell, Start
from tabletop.games.stock_round.state import new_game


def refusal(st, move) -> str:
    why = st.explain(move)
    assert why is not None and move not in st.legal_moves()
    return why.render()


def test_setup_cash_bank_and_a_priority_deal_by_lot():
    for seats, cash in ((3, 800), (4, 600), (5, 480), (6, 400)):
        st = new_game(seats, 5, {})
        assert st.cash == [cash] * seats and st.sr == 1 and st.phase == "turn"
    assert {new_game(4, s, {}).priority for s in range(40)} == {0, 1, 2, 3}


def test_starting_a_railway_pays_twice_par_to_it_at_a_par_of_the_top_row():
    st = stock_round(4, sr=1)
    st.apply(Start(2, 4))
    assert st.director[2] == 0 and st.held[2][0] == 2 and st.funds[2] == 2 * PRICES[0][4]
    assert (st.row[2], st.col[2]) == (0, 4) and st.cash[0] == 600 - 2 * PRICES[0][4]
    assert "top row" in refusal(stock_round(4, sr=1), Start(1, 7))


def test_a_new_share_and_a_reissued_share_pay_the_railway_the_market_price():
    st = stock_round(4)
    start(st, 0, [2, 0, 0, 0], square=(1, 5))
    st.treasury[0], st.offered[0], st.ipo[0] = 2, 1, 6
    st.apply(Buy(0, "new"))
    assert st.funds[0] == PRICES[1][5] and st.cash[0] == 600 - PRICES[1][5]
    st.turn = 1
    st.apply(Buy(0, "reissue"))
    assert st.funds[0] == 2 * PRICES[1][5] and st.treasury[0] == 1 and st.offered[0] == 0
    st.turn = 2
    assert "re-issue" in refusal(st, Buy(0, "reissue"))


def test_a_pool_share_costs_one_column_right_paid_to_the_bank():
    st = stock_round(4)
    start(st, 0, [3, 0, 0, 0], square=(2, 5))
    st.pool[0], st.ipo[0] = 2, 5
    bank = st.bank
    st.turn = 1
    st.apply(Buy(0, "pool"))
    assert st.cash[1] == 600 - PRICES[2][6] and st.bank == bank + PRICES[2][6]


def test_directors_declare_reissue_offers_in_priority_order():
    st = stock_round(4, sr=2, turn=2)
    start(st, 0, [3, 0, 0, 0])
    start(st, 1, [0, 0, 0, 3])
    st.treasury[0], st.treasury[1] = 2, 1
    st.sr = 1
    stock.begin(st, [])
    assert st.phase == "offer" and st.queue == [1, 0]  # seat 3 comes before seat 0 from 2
    assert st.to_act() == 3
    assert [m.count for m in st.legal_moves()] == [0, 1]
    st.apply(Offer(1, 1))
    assert st.to_act() == 0
    st.apply(Offer(0, 2))
    assert st.phase == "turn" and st.offered[:2] == [2, 1]


def test_a_director_who_offers_nothing_says_so_in_words():
    st = stock_round(4, sr=2, turn=2)
    start(st, 0, [3, 0, 0, 0])
    st.treasury[0], st.sr = 2, 1
    stock.begin(st, [])
    assert st.describe(Offer(0, 0)).render() == "Offer no shares of Ashford & Bay for re-issue"
    log = st.apply(Offer(0, 0))
    lines = [e.public.render() for e in log if e.public is not None]
    assert any(
        line.endswith("offers no treasury shares of Ashford & Bay for re-issue.") for line in lines
    )
    assert not any(" 0 " in line for line in lines)


def test_no_sales_in_the_first_stock_round():
    st = stock_round(4, sr=1)
    start(st, 0, [4, 0, 0, 0])
    assert "first stock round" in refusal(st, Sell(0, 1))


def test_the_directors_certificate_never_goes_to_the_pool():
    st = stock_round(4)
    start(st, 0, [3, 0, 0, 0])
    assert Sell(0, 1) in st.legal_moves()
    assert "never goes to the pool" in refusal(st, Sell(0, 2))


def test_a_director_may_sell_below_20_when_another_takes_the_certificate():
    st = stock_round(4)
    start(st, 0, [3, 1, 2, 0])
    st.apply(Sell(0, 3))
    assert st.director[0] == 2  # the player holding most takes the director's certificate


def test_the_pool_holds_at_most_half_a_railway():
    st = stock_round(4)
    start(st, 0, [4, 2, 0, 0])
    st.pool[0], st.ipo[0] = 4, 0
    assert "at most 50%" in refusal(st, Sell(0, 2))
    assert Sell(0, 1) in st.legal_moves()


def test_sixty_percent_and_the_certificate_limit():
    st = stock_round(4)
    start(st, 0, [6, 0, 0, 0])
    assert "60%" in refusal(st, Buy(0, "new"))
    st = stock_round(3)  # 3 players: 20 certificates
    for r in range(5):
        start(st, r, [5, 0, 0])  # a director's certificate and three shares: 4 certificates
    start(st, 5, [0, 2, 0])
    st.cash[0] = 5000
    assert "Certificate limit" in refusal(st, Buy(5, "new"))


def test_no_buying_back_a_railway_sold_in_the_same_round():
    st = stock_round(3)
    start(st, 0, [4, 0, 0])
    st.apply(Sell(0, 1))
    for _ in range(2):  # the two others; the railway has no money to be asked
        st.apply(Decline())
    assert st.phase == "buy"
    assert "same round" in refusal(st, Buy(0, "new"))


def test_a_turn_sells_first_then_buys_once():
    st = stock_round(3)
    start(st, 0, [4, 0, 0])
    start(st, 1, [3, 0, 0])
    st.apply(Sell(0, 1))
    for _ in range(2):  # the two others; the railway has no money to be asked
        st.apply(Decline())
    assert "sold this turn" in refusal(st, Sell(1, 1))
    st.apply(Buy(1, "new"))
    assert st.turn == 1  # one buy ends the turn


def test_the_director_changes_when_another_holds_more():
    st = stock_round(3)
    start(st, 0, [2, 2, 0])
    st.turn = 1
    st.apply(Buy(0, "new"))
    assert st.director[0] == 1


def test_the_priority_deal_goes_to_the_player_after_the_last_to_act_and_sold_out_rises():
    st = stock_round(4, turn=0)
    start(st, 0, [4, 3, 3, 0], square=(3, 5))
    start(st, 1, [0, 0, 2, 0])
    st.apply(Pass())  # 0
    st.apply(Pass())  # 1
    st.apply(Buy(1, "new"))  # player 2 acts last
    log = []
    for _ in range(4):
        log += st.apply(Pass())
    texts = [e.public.render() for e in log if e.public is not None]
    assert "3 has the priority deal." in texts
    assert "Ashford & Bay is sold out: its token moves one row up." in texts
    assert st.priority == 3 and st.row[0] == 2  # (then it operated without a train: left)


@pytest.mark.parametrize("mix, rises", [([[1, 2], [2], []], 0), ([[0, 0], [0, 0, 0], []], 1)])
def test_the_most_modern_train_mix_moves_one_row_up(mix, rises):
    st = stock_round(3)
    for r in range(3):
        start(st, r, [3, 0, 0], square=(2, 4 + r))
        st.trains[r] = mix[r]
    assert stock.most_modern(st) == rises
    st.sr = 2
    stock.begin(st, [])
    assert st.row[rises] == 1 and all(st.row[r] == 2 for r in range(3) if r != rises)


def test_a_tie_of_train_mixes_moves_nobody():
    st = stock_round(3)
    for r in range(2):
        start(st, r, [3, 0, 0], square=(2, 4 + r))
        st.trains[r] = [1, 2]
    assert stock.most_modern(st) == -1
