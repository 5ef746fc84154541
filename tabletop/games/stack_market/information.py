"""What a seat knows.  Everything on the table is public: the buildings, the dice rolled, the
markers, the record.  Hidden: other players' money, unless the game shows it (the rulebook:
"Cachez votre argent"), and what the dice and hands will do next (the random generator).

Every payment follows from public events, so a player who keeps count knows everyone's money:
`counted` is that count, and a sampled world takes the money from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import HIDDEN
from ...core.rng import Rng

if TYPE_CHECKING:
    from .state import StackMarketState


def view(st: StackMarketState, seat: int | None) -> StackMarketState:
    v = st.clone()
    v.rng = Rng(0)
    if not st.show_money:
        v.money = [mo if p == seat else HIDDEN for p, mo in enumerate(st.money)]
    return v


def determinize(v: StackMarketState, seat: int, rng: Rng) -> StackMarketState:
    st = v.clone()
    st.rng = Rng(rng.next64())
    st.money = st.counted[:]
    return st
