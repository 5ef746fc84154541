"""Stock Round's numbers: six railways of ten shares, the 1830 limits, the trains and rusting."""

from tabletop.games.stock_round import data


def test_six_railways_each_of_a_directors_certificate_and_eight_shares():
    assert len(data.RAILWAYS) == 6
    assert len({code for _, code, _ in data.RAILWAYS}) == 6
    assert len({symbol for _, _, symbol in data.RAILWAYS}) == 6  # never colour alone
    assert data.DIRECTOR_PERCENT + 8 * data.SHARE_PERCENT == 100
    assert data.FLOAT_PERCENT == 60


def test_the_1830_limits_and_starting_cash():
    assert data.CERTIFICATE_LIMIT == {3: 20, 4: 16, 5: 13, 6: 11}
    assert all(n * cash == 2400 for n, cash in data.START_CASH.items())
    assert (data.PLAYER_LIMIT_PERCENT, data.POOL_LIMIT_PERCENT) == (60, 50)


def test_trains_in_order_of_size_and_price_with_1830_rusting():
    sizes = [t.size for t in data.TRAINS]
    prices = [t.price for t in data.TRAINS]
    assert sizes == sorted(sizes) and prices == sorted(prices)
    rusting = {t.name: t.rusts for t in data.TRAINS if t.rusts}
    assert rusting == {"2": "4", "3": "6", "4": "D"}
    assert [t.limit for t in data.TRAINS] == [4, 4, 3, 2, 2, 2]
