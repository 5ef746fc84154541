""" "Anyone wants a share?", step by step as the text runs it."""

from __future__ import annotations

from stock_round_setup import start, stock_round

from tabletop.games.stock_round import sale
from tabletop.games.stock_round.market import PRICES
from tabletop.games.stock_round.moves import Decline, Sell, Take


def test_asking_starts_left_of_the_seller_and_the_railway_comes_after_the_right():
    st = stock_round(4, turn=1)
    start(st, 0, [3, 3, 2, 2], director=0)
    st.funds[0] = 500
    st.apply(Sell(0, 2))
    assert st.phase == "anyone"
    asked = []
    for _ in range(3):
        asked.append((st.to_act(), sale.railway_asked(st)))
        st.apply(Decline())
    asked.append((st.to_act(), sale.railway_asked(st)))
    # players 2, 3, 0 (left of seller 1 round to its right), then the railway (its director 0)
    assert asked == [(2, False), (3, False), (0, False), (0, True)]


def test_all_sold_to_players_leaves_the_price_unchanged_and_pays_the_seller():
    st = stock_round(4, turn=0)
    start(st, 0, [4, 2, 0, 0], square=(2, 5))
    before = (st.row[0], st.col[0])
    price = PRICES[2][5]
    cash = st.cash[:]
    st.apply(Sell(0, 2))
    st.apply(Take())  # player 1
    st.apply(Take())  # player 2
    assert st.sale_left == 0 and st.phase in ("buy", "turn")
    assert (st.row[0], st.col[0]) == before
    assert st.cash[0] == cash[0] + 2 * price
    assert st.cash[1] == cash[1] - price and st.cash[2] == cash[2] - price
    assert st.pool[0] == 0 and st.held[0] == [2, 3, 1, 0]


def test_a_round_with_a_buyer_asks_again_before_the_pool_absorbs():
    st = stock_round(3, turn=0)
    start(st, 0, [5, 0, 0], square=(1, 5))
    st.apply(Sell(0, 3))
    st.apply(Take())  # player 1 buys one
    st.apply(Decline())  # player 2; the railway has no money: not asked
    # someone bought: ask again, starting left of the seller
    assert st.phase == "anyone" and st.to_act() == 1 and st.pool[0] == 0 and st.sale_left == 2
    st.apply(Take())
    assert st.to_act() == 2


def test_nobody_buys_the_pool_absorbs_one_a_column_left_and_a_row_down():
    st = stock_round(3, turn=0)
    start(st, 0, [4, 0, 0], square=(2, 6))
    cash = st.cash[0]
    st.apply(Sell(0, 1))
    st.apply(Decline())
    st.apply(Decline())  # the railway has no money: not asked
    assert st.pool[0] == 1
    assert st.cash[0] == cash + PRICES[2][5]  # one column to the left is paid
    assert (st.row[0], st.col[0]) == (3, 6)  # the token moves one row down


def test_on_the_bottom_row_the_pool_pays_two_columns_left_and_the_token_moves_left():
    st = stock_round(3, turn=0)
    start(st, 0, [4, 0, 0], square=(7, 6))
    cash = st.cash[0]
    st.apply(Sell(0, 1))
    for _ in range(2):  # the two others; the railway has no money to be asked
        st.apply(Decline())
    assert st.cash[0] == cash + PRICES[7][4]  # two columns to the left ("very bad!")
    assert (st.row[0], st.col[0]) == (7, 5)  # one column left


def test_each_absorption_starts_the_asking_again_at_the_new_price():
    st = stock_round(3, turn=0)
    start(st, 0, [5, 0, 0], square=(0, 6))
    cash = st.cash[0]
    st.apply(Sell(0, 2))
    for _ in range(2):  # the two others; the railway has no money to be asked
        st.apply(Decline())
    assert st.pool[0] == 1 and (st.row[0], st.col[0]) == (1, 6)
    assert st.phase == "anyone" and st.to_act() == 1  # the first step again
    st.apply(Take())  # at the new price
    assert st.cash[1] == 800 - PRICES[1][6]
    assert st.cash[0] == cash + PRICES[0][5] + PRICES[1][6]


def test_the_railway_buys_with_its_treasury_into_its_treasury():
    st = stock_round(3, turn=1)
    start(st, 0, [4, 2, 0], square=(0, 6))
    st.funds[0] = 300
    st.apply(Sell(0, 1))
    st.apply(Decline())  # player 2
    st.apply(Decline())  # player 0
    assert sale.railway_asked(st) and st.to_act() == 0  # the director decides
    st.apply(Take())
    assert st.treasury[0] == 1 and st.funds[0] == 300 - PRICES[0][6]


def test_players_who_may_not_buy_are_not_asked():
    st = stock_round(3, turn=0)
    start(st, 0, [4, 0, 0], square=(0, 6))
    st.cash[1] = 5  # cannot pay
    st.apply(Sell(0, 1))
    assert st.to_act() == 2
