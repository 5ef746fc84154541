"""The stock round, as the text runs it.

At its start the railway with the most modern train mix moves one row up; then, from the
player with the priority deal, directors declare how many treasury shares they offer for
re-issue.  Turns go round from the priority deal: sell any number of one railway's shares
(sale.py) and/or buy one share, in that order, or pass.  The round ends when everyone has
passed in a row; the priority deal goes to the player after the last to act, sold-out
railways move up, and the operating rounds begin (1830).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import MUTED, LogEntry
from . import buying, operating, sale, shares
from . import messages as m
from .data import SHARES_PER_RAILWAY
from .market import PRICES, rises

if TYPE_CHECKING:
    from .state import StockRoundState

DIRECTOR_SHARES, FLOAT_SHARES = shares.DIRECTOR_SHARES, shares.FLOAT_SHARES


def begin(st: StockRoundState, log: list[LogEntry]) -> None:
    st.sr += 1
    st.phase, st.passes, st.last_actor = "turn", 0, -1
    st.sold = [0] * st.num_seats
    st.turn = st.priority
    if log is not MUTED:
        log.append(LogEntry(m.SR_BEGINS(n=st.sr), event="stock_round"))
    modern = most_modern(st)
    if modern >= 0 and st.row[modern] > 0:
        st.move_token(modern, rises((st.row[modern], st.col[modern])))
        if log is not MUTED:
            log.append(
                LogEntry(
                    m.MODERN_RISES(railway=m.railway(modern)),
                    event="token",
                    data={"railway": modern},
                )
            )
    n = st.num_seats
    st.queue = [
        r
        for i in range(n)
        for r in range(len(st.held))
        if st.director[r] == (st.priority + i) % n and st.treasury[r] > 0
    ]
    if st.queue:
        st.phase = "offer"


def most_modern(st: StockRoundState) -> int:
    """The railway whose trains, newest first, beat every other's (-1 if none or a tie)."""
    mixes = [(sorted(t, reverse=True), r) for r, t in enumerate(st.trains) if t]
    if not mixes:
        return -1
    mixes.sort(reverse=True)
    if len(mixes) > 1 and mixes[0][0] == mixes[1][0]:
        return -1
    return mixes[0][1]


def offer(st: StockRoundState, count: int, log: list[LogEntry]) -> None:
    r = st.queue.pop(0)
    st.offered[r] = count
    if log is not MUTED:
        text = m.counted(m.OFFERED_ONE, m.OFFERED, count, m.OFFERED_NONE)
        log.append(LogEntry(text(player=st.director[r], count=count, railway=m.railway(r))))
    if not st.queue:
        st.phase = "turn"


def start(st: StockRoundState, r: int, col: int, log: list[LogEntry]) -> None:
    p, par = st.turn, PRICES[0][col]
    cost = DIRECTOR_SHARES * par
    st.cash[p] -= cost
    st.funds[r] += cost
    st.ipo[r] -= DIRECTOR_SHARES
    st.held[r][p] += DIRECTOR_SHARES
    st.director[r] = p
    st.move_token(r, (0, col))
    if log is not MUTED:
        log.append(LogEntry(m.STARTS(player=p, railway=m.railway(r), par=par, amount=cost)))
    _bought(st, log)


def buy(st: StockRoundState, r: int, source: str, log: list[LogEntry]) -> None:
    p = st.turn
    cost = buying.price_of(st, r, source)
    st.cash[p] -= cost
    st.held[r][p] += 1
    if source == "pool":
        st.pool[r] -= 1
        st.bank += cost
        text = m.BUYS_POOL
    else:
        st.funds[r] += cost  # incremental capitalisation: the railway is paid
        if source == "reissue":
            st.treasury[r] -= 1
            st.offered[r] -= 1
            text = m.BUYS_REISSUED
        else:
            st.ipo[r] -= 1
            text = m.BUYS_NEW
    if log is not MUTED:
        log.append(LogEntry(text(player=p, railway=m.railway(r), amount=cost)))
    new = shares.check_director(st, r)
    if new >= 0 and log is not MUTED:
        log.append(LogEntry(m.NEW_DIRECTOR(player=new, railway=m.railway(r))))
    _bought(st, log)


def _bought(st: StockRoundState, log: list[LogEntry]) -> None:
    for r in range(len(st.held)):
        if not st.floated[r] and SHARES_PER_RAILWAY - st.ipo[r] >= FLOAT_SHARES:
            st.floated[r] = 1
            if log is not MUTED:
                log.append(LogEntry(m.FLOATS(railway=m.railway(r)), event="float"))
    st.last_actor = st.turn
    st.passes = 0
    next_turn(st, log)


def sell(st: StockRoundState, r: int, count: int, log: list[LogEntry]) -> None:
    st.last_actor = st.turn
    st.passes = 0
    sale.begin(st, st.turn, r, count, log)
    if st.phase == "buy":
        after_sale(st, log)


def answer(st: StockRoundState, take: bool, log: list[LogEntry]) -> None:
    sale.answer(st, take, log)
    if st.phase == "buy":
        after_sale(st, log)


def after_sale(st: StockRoundState, log: list[LogEntry]) -> None:
    """The seller may buy one share now; with nothing they may buy, the turn ends."""
    if not can_buy_any(st, st.turn):
        next_turn(st, log)


def can_buy_any(st: StockRoundState, p: int) -> bool:
    return bool(buying.buys(st, p) or buying.starts(st, p))


def pass_turn(st: StockRoundState, log: list[LogEntry]) -> None:
    if st.phase == "turn":
        st.passes += 1
        if log is not MUTED:
            log.append(LogEntry(m.PASSES(player=st.turn)))
    next_turn(st, log)


def next_turn(st: StockRoundState, log: list[LogEntry]) -> None:
    if st.passes >= st.num_seats:
        end(st, log)
        return
    st.turn = (st.turn + 1) % st.num_seats
    st.phase = "turn"


def end(st: StockRoundState, log: list[LogEntry]) -> None:
    if st.last_actor >= 0:
        st.priority = (st.last_actor + 1) % st.num_seats
    for r in range(len(st.held)):
        st.offered[r] = 0
        if shares.started(st, r) and shares.sold_out(st, r) and st.row[r] > 0:
            st.move_token(r, rises((st.row[r], st.col[r])))
            if log is not MUTED:
                log.append(
                    LogEntry(
                        m.SOLD_OUT_RISES(railway=m.railway(r)), event="token", data={"railway": r}
                    )
                )
    if log is not MUTED:
        log.append(LogEntry(m.PRIORITY(player=st.priority)))
    st.record_worth(f"SR {st.sr}")
    operating.begin_set(st, log)
