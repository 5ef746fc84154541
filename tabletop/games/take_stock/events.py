"""The twelve market events.

An event being resolved is held in `state.resolving` (in no pile) until its effect is over;
then it goes face down to the event discard (its identity is public: everyone saw it played),
or lies face up on the market (a split, a freeze).  Effects that need a decision leave the
state in a phase waiting for the next small move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import MUTED, LogEntry, seats_after
from . import messages as m
from .cards import (
    AUDIT,
    COMPANIES,
    CRASH,
    DOWNTURN,
    FREEZE,
    INSIDER,
    INSIDER_MAX_TAKE,
    MARKET_CRASH,
    NO_CHANGE,
    NUM_COMPANIES,
    OPTION_GAINED,
    OPTION_LOST,
    SPLIT,
    UPTURN,
    company_of,
    event_kind,
    target_of,
)
from .moves import AUDIT_SHARE
from .round import discard_event, draw_share, end_turn, everyone

if TYPE_CHECKING:
    from .state import TakeStockState


def resolve(st: TakeStockState, event: int, log: list) -> None:
    """Apply `event`, played by the seat whose turn it is."""
    st.resolving = event
    st.pending = ""
    kind = event_kind(event)
    seat = st.turn
    if kind == SPLIT:
        split(st, event, target_of(event), log)
        st.resolving = None
    elif kind == CRASH:
        crash(st, target_of(event), log)
    elif kind == MARKET_CRASH:
        for c in range(NUM_COMPANIES):
            crash(st, c, log)
    elif kind == INSIDER:
        st.taken = 0
        if insider_cards(st):
            st.phase = "insider_take"
            return
    elif kind in (AUDIT, FREEZE):
        st.phase = "pick_company"
        return
    elif kind == UPTURN:
        for p in seats_after(seat, st.num_seats):
            if not draw_share(st, p, log):
                return  # the piles ran dry: the round is over
    elif kind == DOWNTURN:
        st.queue = list(seats_after(seat, st.num_seats))
        st.phase = "discard"
        st.pending = "downturn"
        return
    elif kind == OPTION_GAINED:
        for p in seats_after(seat, st.num_seats):
            if st.option_supply:
                st.option_supply -= 1
                st.options[p] += 1
                if log is not MUTED:
                    log.append(LogEntry(m.OPTION_GAINED_BY(player=p)))
            else:
                if log is not MUTED:
                    log.append(LogEntry(m.SUPPLY_EMPTY(player=p)))
    elif kind == OPTION_LOST:
        for p in seats_after(seat, st.num_seats):
            if st.options[p]:
                st.options[p] -= 1
                st.option_supply += 1
                if log is not MUTED:
                    log.append(LogEntry(m.OPTION_LOST_BY(player=p)))
    elif kind == NO_CHANGE:
        if log is not MUTED:
            log.append(LogEntry(m.NOTHING_HAPPENS))
    finish(st)


def finish(st: TakeStockState) -> None:
    """The event is over: its card goes face down to the event discard, the turn passes."""
    if st.resolving is not None:
        discard_event(st, st.resolving, everyone(st))
    end_turn(st)


# --- effects on one company -----------------------------------------------------------------
def split(st: TakeStockState, event: int, c: int, log: list) -> None:
    name = COMPANIES[c]
    if st.frozen[c] is not None:
        discard_event(st, event, everyone(st))
        if log is not MUTED:
            log.append(LogEntry(m.SPLIT_FROZEN(company=name)))
        return
    st.splits[c].append(event)
    row = st.market[c]
    if len(row) > 1:  # the highest card goes, unless it is the 1
        _remove_top(st, c, log)
    if log is not MUTED:
        log.append(LogEntry(m.SPLIT_PLACED(company=name, worth=st.company_value(c))))


def _frozen_by(st: TakeStockState, c: int) -> int:
    """The freeze card lying on company `c` (asked only where one lies)."""
    card = st.frozen[c]
    assert card is not None
    return card


def crash(st: TakeStockState, c: int, log: list) -> None:
    name = COMPANIES[c]
    if st.frozen[c] is not None:  # the freeze goes first, then the crash as usual
        discard_event(st, _frozen_by(st, c), everyone(st))
        st.frozen[c] = None
        if log is not MUTED:
            log.append(LogEntry(m.THAWED(company=name)))
    if st.company_value(c) <= 1:
        if log is not MUTED:
            log.append(LogEntry(m.NO_CRASH(company=name)))
        return
    # The upper half, rounded down, of the row's share cards; the starter counts but stays.
    for _ in range(len(st.market[c]) // 2):
        _remove_top(st, c, log)
    if st.splits[c]:
        _remove_split(st, c, log)
    if log is not MUTED:
        log.append(LogEntry(m.CRASHED(company=name, worth=st.company_value(c))))


def _remove_top(st: TakeStockState, c: int, log: list) -> None:
    card = st.market[c].pop()
    st.discard.append(card)
    if log is not MUTED:
        log.append(LogEntry(m.CARD_REMOVED(card=m.card_text(card))))


def _remove_split(st: TakeStockState, c: int, log: list) -> None:
    discard_event(st, st.splits[c].pop(), everyone(st))
    if log is not MUTED:
        log.append(LogEntry(m.SPLIT_REMOVED(company=COMPANIES[c])))


# --- decisions ------------------------------------------------------------------------------
def pick_company(st: TakeStockState, c: int, log: list) -> None:
    if event_kind(st.resolving_event()) == FREEZE:
        freeze(st, c, log)
        return
    seat, name = st.turn, COMPANIES[c]
    can_share, can_split = len(st.market[c]) > 1, bool(st.splits[c])
    if can_share and can_split:
        st.target = c
        st.phase = "audit_remove"
        return
    if can_share:
        _remove_top(st, c, log)
    elif can_split:
        _remove_split(st, c, log)
    else:
        if log is not MUTED:
            log.append(LogEntry(m.AUDIT_NOTHING(player=seat, company=name)))
        finish(st)
        return
    if log is not MUTED:
        log.append(LogEntry(m.AUDITED(player=seat, company=name, worth=st.company_value(c))))
    finish(st)


def audit_remove(st: TakeStockState, what: str, log: list) -> None:
    c = st.target
    if what == AUDIT_SHARE:
        _remove_top(st, c, log)
    else:
        _remove_split(st, c, log)
    if log is not MUTED:
        log.append(
            LogEntry(m.AUDITED(player=st.turn, company=COMPANIES[c], worth=st.company_value(c)))
        )
    finish(st)


def freeze(st: TakeStockState, c: int, log: list) -> None:
    name = COMPANIES[c]
    if st.frozen[c] is None:
        st.frozen[c] = st.resolving
        st.resolving = None
        if log is not MUTED:
            log.append(LogEntry(m.FROZE(company=name)))
    else:  # thaw: both freeze cards go face down
        discard_event(st, _frozen_by(st, c), everyone(st))
        st.frozen[c] = None
        if log is not MUTED:
            log.append(LogEntry(m.THAWED(company=name)))
    finish(st)


def insider_cards(st: TakeStockState) -> list[int]:
    """The cards Insider Trading may still take from the share discard."""
    if st.taken >= INSIDER_MAX_TAKE:
        return []
    c = target_of(st.resolving_event())
    return sorted({x for x in st.discard if company_of(x) == c})


def take_from_discard(st: TakeStockState, card: int, log: list) -> None:
    seat = st.turn
    st.discard.remove(card)
    st.hands[seat].append(card)
    st.known_hand[seat].append(card)  # shown to everyone before it joins the hand
    st.taken += 1
    if log is not MUTED:
        log.append(LogEntry(m.TOOK_FROM_DISCARD(player=seat, card=m.card_text(card))))
    if not insider_cards(st):
        stop_taking(st, log, quiet=True)


def stop_taking(st: TakeStockState, log: list, quiet: bool = False) -> None:
    if not quiet:
        if log is not MUTED:
            log.append(LogEntry(m.STOPPED_TAKING(player=st.turn)))
    st.owed = st.taken
    if st.owed:
        st.phase = "discard"
        st.pending = "insider"
    else:
        finish(st)
