"""Stack Market's playout policy: the choices a playout makes as a player would."""

from __future__ import annotations

from collections import Counter

from stack_market_setup import building, invested

from tabletop.core.rng import Rng
from tabletop.games.stack_market.heuristic import best_investment, rollout_policy
from tabletop.games.stack_market.moves import ChangeInvestment, Stay


def test_playouts_leave_the_building_the_tallest_will_take_over_for_the_tallest():
    """Seat 2 alone in the lowest building, a free slot on the tallest: the rachat will take
    its company over (no income) while the tallest's investors earn double and the bonus."""
    st = invested(3, 5)
    building(st, 0, [0, 1, 2, 3, 4, 0, 1, 2, 3, 4])
    building(st, 1, [0, 1, 2, 3, 4, 0])
    building(st, 2, [0, 1, 2])
    st.turn, st.phase = 2, "change"
    assert best_investment(st) == ChangeInvestment(0)
    rng = Rng(3)
    chosen = Counter(rollout_policy(st, rng) for _ in range(1000))
    assert chosen[ChangeInvestment(0)] > 900  # one move in ten stays random
    assert chosen[Stay()] > 0 and chosen[ChangeInvestment(1)] > 0


def test_playouts_stay_where_the_investment_is_already_the_best():
    st = invested(3, 5, companies=[0, 0, 1])
    building(st, 0, [0, 1, 2, 3, 4, 0, 1, 2, 3, 4])
    building(st, 2, [0, 1, 2])
    st.turn, st.phase = 0, "change"
    assert best_investment(st) == Stay()
