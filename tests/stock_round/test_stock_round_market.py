"""Stock Round's market grid (DECISIONS.md): the price formula, par prices and token moves."""

from tabletop.games.stock_round import market
from tabletop.games.stock_round.market import COLUMNS, PRICES, ROWS


def test_the_grid_is_14_by_8_and_follows_the_formula():
    assert len(PRICES) == ROWS == 8 and all(len(r) == COLUMNS == 14 for r in PRICES)
    assert PRICES[0][6] == 100  # the reference square
    assert PRICES[0][7] == 110 and PRICES[0][5] == 91  # one column: about 10%
    assert PRICES[1][6] == 95 and PRICES[2][6] == 90  # one row: about 5% (90.25)
    for r in range(ROWS):
        for c in range(COLUMNS):
            approx = 100 * 1.1 ** (c - 6) * 0.95**r
            assert abs(PRICES[r][c] - approx) <= 0.5 + 1e-9


def test_prices_fall_leftwards_and_downwards():
    for r in range(ROWS):
        assert list(PRICES[r]) == sorted(PRICES[r])
    for c in range(COLUMNS):
        assert [PRICES[r][c] for r in range(ROWS)] == sorted(
            (PRICES[r][c] for r in range(ROWS)), reverse=True
        )


def test_par_prices_are_the_top_row_columns_2_to_6():
    assert market.PARS == tuple(PRICES[0][c] for c in range(2, 7))
    assert market.PARS == (68, 75, 83, 91, 100)


def test_token_moves_at_the_edges():
    assert market.paid_out((3, 5)) == (3, 6)
    assert market.paid_out((3, 13)) == (2, 13)  # up at the right edge
    assert market.paid_out((0, 13)) == (0, 13)
    assert market.withheld((3, 5)) == (3, 4)
    assert market.withheld((3, 0)) == (4, 0)  # down at the left edge
    assert market.withheld((7, 0)) == (7, 0)
    assert market.rises((0, 4)) == (0, 4) and market.rises((2, 4)) == (1, 4)


def test_the_pool_absorbs_at_a_reduced_price_and_buys_one_column_right():
    assert market.absorbed((2, 6)) == (PRICES[2][5], (3, 6))
    assert market.absorbed((7, 6)) == (PRICES[7][4], (7, 5))  # the bottom row: very bad
    assert market.pool_price((2, 6)) == PRICES[2][7]
    assert market.pool_price((2, 13)) == PRICES[2][13]
