"""Money moves between a player and the bank (the bank never runs out)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import StackMarketState


def pay(st: StackMarketState, seat: int, amount: int) -> int:
    """Pay the bank `amount`, or all the seat has; returns what was paid."""
    paid = min(amount, st.counted[seat])
    st.money[seat] -= paid
    st.counted[seat] -= paid
    return paid


def receive(st: StackMarketState, seat: int, amount: int) -> None:
    st.money[seat] += amount
    st.counted[seat] += amount
