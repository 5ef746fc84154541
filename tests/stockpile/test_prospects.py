"""A share's prospects: what it fetches at the final sale, in today's money."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.games.stockpile import cards, heuristic, prospects
from tabletop.games.stockpile.state import new_game


def test_with_no_round_to_come_a_share_is_worth_its_price():
    s = new_game(4, 1)
    portfolio, split = prospects.future(s, 0, 0)
    values = s.track(0)[0]
    assert portfolio == tuple(float(v) for v in values)
    assert split == tuple(2.0 * v for v in values)
    assert prospects.growth(s, 0) == 1.0


@given(rounds=st.integers(1, 6), board=st.booleans(), dice=st.booleans())
@settings(max_examples=40, deadline=None)
def test_one_round_more_is_the_mean_over_the_forecasts(rounds, board, dice):
    s = new_game(4, 1, {"advanced_board": board, "forecast_dice": dice})
    for company in range(6):
        track = s.track(company)
        before = prospects.future(s, company, rounds - 1)
        after = prospects.future(s, company, rounds)
        faces = prospects._faces(dice)
        for pos in range(len(track[0])):
            total = 0.0
            for change, dividend in faces:
                to, splits, bankrupt = prospects.walk(track, pos, change)
                if bankrupt:
                    continue
                if splits:
                    total += before[1][to] + cards.SPLIT_BONUS * (splits - 1)
                else:
                    total += before[0][to] + dividend
            assert abs(after[0][pos] - total / len(faces)) < 1e-9


def test_a_share_at_the_starting_space_is_worth_its_price_on_the_standard_board():
    """Money and shares share one horizon: what money would fetch at the final sale if it
    bought a share at a company's start is what it is worth today."""
    s = new_game(4, 1)
    for rounds in range(6):
        g = prospects.growth(s, rounds)
        values, start, _ = s.track(0)
        assert abs(prospects.future(s, 0, rounds)[0][start] / g - values[start]) < 1e-9


def test_in_the_last_round_shares_are_worth_what_this_round_leaves_them():
    s = new_game(4, 1)
    s.round = s.rounds
    for company in range(6):
        values, _, _ = s.track(company)
        price = values[s.price[company]]
        assert heuristic.share_after(s, company, 0, 0) == (float(price), 2.0 * price)
        assert heuristic.share_after(s, company, -20, 1) == (1.0, 2.0)  # bankrupt: the dividend
