"""Positions for Stack Market's rule tests, built through the rules, then arranged by hand."""

from __future__ import annotations

from tabletop.games.stack_market.moves import Invest
from tabletop.games.stack_market.state import StackMarketState, new_game


def invested(seats: int = 3, seed: int = 1, companies: list[int] | None = None, **options):
    """A new game where every seat has invested (seat p in companies[p], default its own)."""
    st = new_game(seats, seed, options)
    companies = companies if companies is not None else list(range(seats))
    while st.phase == "invest":
        st.apply(Invest(companies[st.turn]))
    return st


def building(st: StackMarketState, company: int, values: list[int], xs: list[int] | None = None):
    """Give a company a building of these numbers (and centres), taking dice from the reserve."""
    st.reserve += st.height(company) - len(values)
    st.values[company] = list(values)
    st.xs[company] = list(xs) if xs is not None else [0] * len(values)
