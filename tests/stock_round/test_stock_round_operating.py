"""The condensed operating rounds: network level, runs, pay-out and withholding, trains,
phases and rusting, the forced purchase, bankruptcy and the bank break."""

from __future__ import annotations

from stock_round_setup import operating, start, stock_round

from tabletop.games.stock_round import operating as ops
from tabletop.games.stock_round.data import LEVEL_COST, LEVEL_VALUE, TRAIN_INDEX
from tabletop.games.stock_round.market import PRICES
from tabletop.games.stock_round.moves import BuyTrain, Done, Keep, Payout, Raise, Sell, Withhold

T2, T3, T4, T5, T6, TD = (TRAIN_INDEX[n] for n in ("2", "3", "4", "5", "6", "D"))


def test_raising_the_network_is_paid_from_the_treasury_once_and_capped_by_the_phase():
    st = stock_round(3)
    start(st, 0, [4, 2, 0], square=(0, 5))
    st.funds[0], st.trains[0] = 500, [T2]
    operating(st, 0, "network")
    st.apply(Raise())
    assert st.level[0] == 2 and st.funds[0] == 500 - LEVEL_COST[1]
    assert st.phase == "dividend"  # once per operating round: on to the run
    assert st.revenue == 2 * LEVEL_VALUE[2]
    operating(st, 0, "network")
    assert "may not exceed 2" in st.explain(Raise()).render()  # phase 2: level 2 at most


def test_pay_out_pays_a_tenth_a_share_and_moves_the_token_right():
    st = stock_round(3)
    start(st, 0, [4, 2, 0], square=(1, 5))
    st.pool[0], st.ipo[0], st.treasury[0] = 1, 2, 1
    st.trains[0] = [T3]
    start(st, 1, [0, 0, 6], square=(0, 2))
    operating(st, 0, "network", then=1)
    st.apply(Keep())
    run = 3 * LEVEL_VALUE[1]
    cash, bank = st.cash[:], st.bank
    st.apply(Payout())
    per = run // 10
    assert st.cash[0] == cash[0] + 4 * per and st.cash[1] == cash[1] + 2 * per
    assert st.funds[0] == 3 * per  # its unissued and treasury shares pay the railway
    assert st.bank == bank - 9 * per  # the pool's share stays in the bank
    assert (st.row[0], st.col[0]) == (1, 6)


def test_withholding_keeps_the_run_and_moves_the_token_left_or_down_at_the_edge():
    st = stock_round(3)
    start(st, 0, [4, 2, 0], square=(1, 0))
    st.trains[0] = [T2]
    start(st, 1, [0, 0, 6], square=(0, 2))
    operating(st, 0, "network", then=1)
    st.apply(Keep())
    st.apply(Withhold())
    assert st.funds[0] == 2 * LEVEL_VALUE[1] and (st.row[0], st.col[0]) == (2, 0)


def test_a_railway_without_a_train_must_buy_one_and_its_director_pays_the_rest():
    st = stock_round(3)
    start(st, 0, [4, 2, 0], square=(1, 5))
    st.funds[0] = 30
    operating(st, 0, "trains")
    assert Done() not in st.legal_moves()
    assert "must buy one" in st.explain(Done()).render()
    cash = st.cash[0]
    st.apply(BuyTrain(T2))
    assert st.trains[0] == [T2] and st.funds[0] == 0 and st.cash[0] == cash - 50


def test_a_director_short_of_cash_sells_to_the_pool_then_goes_bankrupt():
    st = stock_round(3)
    start(st, 0, [4, 2, 0], square=(1, 5))
    start(st, 1, [3, 0, 0], square=(2, 6))
    st.depot[T2] = 0  # the 3s are on sale: $180
    st.cash[0] = 10
    operating(st, 0, "trains")
    ops.trains_step(st, [])
    assert st.phase == "emergency"
    # never the railway in need so that it changes director; never a director's certificate
    assert set(st.legal_moves()) == {Sell(0, 1), Sell(1, 1)}
    st.apply(Sell(1, 1))
    assert st.pool[1] == 1 and st.cash[0] == 10 + PRICES[2][5] and (st.row[1], st.col[1]) == (3, 6)
    assert st.phase == "emergency" and set(st.legal_moves()) == {Sell(0, 1)}
    st.apply(Sell(0, 1))  # $79, still short of $180
    st.apply(Sell(0, 1))  # $75: enough
    assert st.phase == "trains" and st.legal_moves() == [BuyTrain(T3)]
    st.apply(BuyTrain(T3))
    assert st.trains[0] == [T3] and st.cash[0] == 10 + PRICES[2][5] + 79 + 75 - 180


def test_a_director_who_cannot_pay_is_bankrupt_and_the_game_ends():
    st = stock_round(3)
    start(st, 0, [2, 1, 0], square=(1, 5))
    st.cash[0] = 10
    operating(st, 0, "trains")
    ops.trains_step(st, [])
    assert st.is_terminal() and st.bankrupt == 0


def test_rusting_phases_and_train_limits():
    st = stock_round(3)
    start(st, 0, [6, 0, 0], square=(0, 5))
    start(st, 1, [6, 0, 0], square=(0, 4))
    st.trains[0] = [T2, T2, T3, T3]
    st.trains[1] = [T2]
    st.depot[T2] = st.depot[T3] = 0
    st.trainphase = T3
    st.funds[1] = 1000
    operating(st, 1, "trains")
    log = st.apply(BuyTrain(T4))
    texts = [e.public.render() for e in log if e.public is not None]
    assert "The 2-trains rust! (2 railways lose trains.)" in texts
    assert st.trains[1] == [T4] and st.trainphase == T4
    assert st.trains[0] == [T3, T3]  # 2s gone; the limit is now 3
    st.trains[0] = [T3, T3, T4]
    st.depot[T4] = 0
    operating(st, 1, "trains")
    st.apply(BuyTrain(T5))  # phase 5: limit 2
    assert len(st.trains[0]) == 2 and st.used[T3] == 1  # the oldest to the bank pool


def test_a_diesel_trades_in_a_4_and_comes_after_the_first_6():
    st = stock_round(3)
    start(st, 0, [6, 0, 0], square=(0, 5))
    st.trains[0] = [T4]
    st.depot = [0, 0, 0, 0, 1, 20]
    st.trainphase = T6
    st.funds[0] = 900
    operating(st, 0, "trains")
    assert BuyTrain(TD, 0, T4) in st.legal_moves() and BuyTrain(TD) not in st.legal_moves()
    st.apply(BuyTrain(TD, 0, T4))
    assert st.trains[0] == [TD] and st.funds[0] == 900 - 800


def test_operating_order_follows_the_share_price():
    st = stock_round(3)
    start(st, 0, [6, 0, 0], square=(2, 5))
    start(st, 1, [0, 6, 0], square=(0, 5))
    start(st, 2, [0, 0, 6], square=(1, 6))
    ops.begin_set(st, [])
    assert st.order == [2, 1, 0] and st.set_ors == 1  # $95, $91, $82


def test_a_broken_bank_ends_the_game_after_the_set():
    st = stock_round(3)
    start(st, 0, [6, 0, 0], square=(0, 5))
    st.trains[0] = [T5]
    st.level[0] = 5
    st.bank = 100
    st.trainphase = T5
    ops.begin_set(st, [])
    assert st.set_ors == 3
    for _ in range(3):
        assert not st.is_terminal()
        st.apply(Keep()) if st.phase == "network" else None
        st.apply(Payout())
        if st.phase == "trains":
            st.apply(Done())
    assert st.broken and st.is_terminal() and st.ors == 3
