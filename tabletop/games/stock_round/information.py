"""What a seat knows: everything.  Stock Round hides nothing (all holdings, cash and trains
lie open, as in 1830), and after the priority deal is drawn nothing is left to chance, so a
view is a copy and a sampled world is the view itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.rng import Rng

if TYPE_CHECKING:
    from .state import StockRoundState


def view(st: StockRoundState, seat: int | None) -> StockRoundState:
    v = st.clone()
    v.rng = Rng(0)
    return v


def determinize(v: StockRoundState, seat: int, rng: Rng) -> StockRoundState:
    st = v.clone()
    st.rng = Rng(rng.next64())
    return st
