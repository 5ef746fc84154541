"""The train depot, phases, rusting and train limits (1830).

The depot sells the lowest kind it still has; Diesels once the first 6 is bought.  The first
train of a kind starts its phase: older kinds rust (the first 4 rusts the 2s, the first 6 the
3s, the first Diesel the 4s) and the train limit falls; a railway over the limit discards its
oldest trains to the bank pool, where any railway may buy them at the printed price.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import MUTED, LogEntry
from . import messages as m
from .data import DIESEL, DIESEL_AFTER, DIESEL_TRADE_IN, TRADE_INS, TRAINS

if TYPE_CHECKING:
    from .state import StockRoundState


def limit(st: StockRoundState) -> int:
    return TRAINS[st.trainphase].limit


def on_sale(st: StockRoundState) -> list[tuple[int, int]]:
    """(train, used) pairs a railway may buy: the depot's lowest kind, Diesels once the 6s
    came, and the bank pool's discarded trains."""
    out: list[tuple[int, int]] = []
    lowest = next((k for k, c in enumerate(st.depot) if c), -1)
    if lowest >= 0:
        out.append((lowest, 0))
    if st.trainphase >= DIESEL_AFTER and st.depot[DIESEL] and lowest != DIESEL:
        out.append((DIESEL, 0))
    out.extend((k, 1) for k, c in enumerate(st.used) if c)
    return out


def cost(train: int, trade: int) -> int:
    return TRAINS[train].price - (DIESEL_TRADE_IN if trade >= 0 else 0)


def trade_ins(st: StockRoundState, r: int, train: int, used: int) -> list[int]:
    """The trains `r` may trade in for this purchase (a new Diesel: a 4, 5 or 6)."""
    if train != DIESEL or used:
        return []
    return sorted({t for t in st.trains[r] if t in TRADE_INS})


def cheapest(st: StockRoundState) -> tuple[int, int] | None:
    options = on_sale(st)
    return min(options, key=lambda o: (TRAINS[o[0]].price, -o[1])) if options else None


def buy(st: StockRoundState, r: int, train: int, used: int, trade: int) -> int:
    """Hand the train over; returns the price (the caller pays it)."""
    if used:
        st.used[train] -= 1
    else:
        st.depot[train] -= 1
    if trade >= 0:
        st.trains[r].remove(trade)
    st.trains[r].append(train)
    st.trains[r].sort()
    return cost(train, trade)


def new_phase(st: StockRoundState, train: int, log: list[LogEntry]) -> None:
    """The first train of a newer kind: the phase changes, older trains rust, limits fall."""
    if train <= st.trainphase:
        return
    st.trainphase = train
    name = TRAINS[train].name
    if log is not MUTED:
        log.append(LogEntry(m.PHASE(train=name, limit=limit(st)), event="phase"))
    rusting = [k for k, t in enumerate(TRAINS) if t.rusts == name]
    for k in rusting:
        lost = [r for r, ts in enumerate(st.trains) if k in ts]
        for r in lost:
            st.trains[r] = [t for t in st.trains[r] if t != k]
        st.used[k] = 0
        if log is not MUTED:
            log.append(
                LogEntry(
                    m.counted(m.RUST_ONE, m.RUST, len(lost))(train=TRAINS[k].name, count=len(lost)),
                    event="rust",
                    data={"train": k, "railways": lost},
                )
            )
    for r, ts in enumerate(st.trains):
        while len(ts) > limit(st):
            old = ts.pop(0)
            st.used[old] += 1
            if log is not MUTED:
                log.append(LogEntry(m.DISCARD(railway=m.railway(r), train=TRAINS[old].name)))
