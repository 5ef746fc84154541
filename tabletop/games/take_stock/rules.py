"""Turn actions: which moves are legal, why a move is not, and playing a move.

Move objects are built once (they are frozen values) so that legal_moves stays cheap inside
search.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...core.game import GAME_OVER, MUTED, NOT_LEGAL, LogEntry, Move
from ...core.text import Text
from . import events
from . import messages as m
from .cards import (
    AUDIT,
    COMPANIES,
    MARKET_CLOSED_ID,
    NUM_COMPANIES,
    NUM_EVENTS,
    NUM_SHARE_CARDS,
    RAISE_MAX_STEP,
    ROUND_ENDING_VALUES,
    company_of,
    event_kind,
    target_of,
    value_of,
)
from .moves import (
    AUDIT_SHARE,
    AUDIT_SPLIT,
    MARKET_LOOK_TWO,
    MARKET_SECURE,
    AuditRemove,
    ChooseEvent,
    Discard,
    Draw,
    EndOptions,
    PickCompany,
    PlayMarket,
    PlaySecured,
    Raise,
    Secure,
    StopTaking,
    TakeFromDiscard,
    UseOption,
)
from .round import (
    check_hand,
    discard_event,
    discard_from_hand,
    draw_event,
    draw_share,
    end_round,
    end_turn,
    everyone,
    next_option_user,
    take_from_hand,
    use_option,
)

if TYPE_CHECKING:
    from .state import TakeStockState

_CARDS = range(NUM_SHARE_CARDS)
_COMPANY = tuple(company_of(c) for c in _CARDS)
_VALUE = tuple(value_of(c) for c in _CARDS)
DRAW, STOP, END_OPTIONS = Draw(), StopTaking(), EndOptions()
RAISE = [Raise(c) for c in _CARDS]
SECURE = [Secure(c) for c in _CARDS]
MARKET_A = [PlayMarket(c, MARKET_LOOK_TWO) for c in _CARDS]
MARKET_B = [PlayMarket(c, MARKET_SECURE) for c in _CARDS]
DISCARD = [Discard(c) for c in _CARDS]
TAKE = [TakeFromDiscard(c) for c in _CARDS]
USE_OPTION = [UseOption(c) for c in _CARDS]
PLAY_SECURED = [PlaySecured(e) for e in range(NUM_EVENTS)]
CHOOSE = [ChooseEvent(e) for e in range(NUM_EVENTS)]
PICK: list[Move] = [PickCompany(c) for c in range(NUM_COMPANIES)]
AUDIT_REMOVES: list[Move] = [AuditRemove(AUDIT_SHARE), AuditRemove(AUDIT_SPLIT)]

# The move kinds each phase accepts.
PHASE_KINDS = {
    "draw": {"draw"},
    "action": {"raise", "secure", "play_market", "play_secured"},
    "discard": {"discard"},
    "choose_event": {"choose_event"},
    "pick_company": {"pick_company"},
    "audit_remove": {"audit_remove"},
    "insider_take": {"take_from_discard", "stop_taking"},
    "options": {"use_option", "end_options"},
}


# --- legal moves ----------------------------------------------------------------------------
def can_raise(st: TakeStockState, card: int) -> bool:
    c = company_of(card)
    if st.frozen[c] is not None:
        return False
    top = value_of(st.market[c][-1])
    return top < value_of(card) <= top + RAISE_MAX_STEP


def limit_allows(st: TakeStockState, seat: int) -> bool:
    return len(st.certificates[seat]) < st.longest_row()


def legal_moves(st: TakeStockState) -> list[Move]:
    phase = st.phase
    if phase == "draw":
        return [DRAW]
    if phase == "action":
        seat = st.turn
        hand = st.hands[seat]
        # can_raise for the whole hand, each company's top looked up once (search's hot path)
        tops = [
            _VALUE[row[-1]] if frozen is None else 99 for row, frozen in zip(st.market, st.frozen)
        ]
        moves: list[Move] = [
            RAISE[c] for c in hand if 0 < _VALUE[c] - tops[_COMPANY[c]] <= RAISE_MAX_STEP
        ]
        if len(st.certificates[seat]) < st.longest_row():  # limit_allows
            moves += [SECURE[c] for c in hand]
        moves += [MARKET_A[c] for c in hand]
        moves += [MARKET_B[c] for c in hand]
        moves += [PLAY_SECURED[e] for e in st.secured[seat]]
        return moves
    if phase == "discard":
        return [DISCARD[c] for c in st.hands[st.actor]]
    if phase == "choose_event":
        return [CHOOSE[e] for e in st.looking_at]
    if phase == "pick_company":
        if event_kind(st.resolving_event()) == AUDIT:
            return [PICK[c] for c in range(NUM_COMPANIES) if st.frozen[c] is None]
        return list(PICK)
    if phase == "audit_remove":
        return AUDIT_REMOVES[:]
    if phase == "insider_take":
        return [TAKE[c] for c in events.insider_cards(st)] + [STOP]
    if phase == "options":
        return [USE_OPTION[c] for c in st.hands[st.actor]] + [END_OPTIONS]
    return []


# --- explanations ---------------------------------------------------------------------------
def explain(st: TakeStockState, move: Any) -> Text | None:  # dispatched on move.kind
    if st.phase == "over":
        return GAME_OVER
    if move in legal_moves(st):
        return None
    kind = getattr(move, "kind", "")
    if kind not in PHASE_KINDS[st.phase]:
        return _phase_hint(st, kind)
    seat = st.actor
    card: Any = getattr(move, "card", None)
    if (
        kind in ("raise", "secure", "play_market", "discard", "use_option")
        and card not in st.hands[seat]
    ):
        return m.NOT_IN_HAND
    if kind == "raise":
        c = company_of(card)
        name, top = COMPANIES[c], value_of(st.market[c][-1])
        if st.frozen[c] is not None:
            return m.FROZEN_RAISE(company=name)
        if value_of(card) <= top:
            return m.RAISE_NOT_HIGHER(company=name, top=top)
        return m.RAISE_TOO_HIGH(company=name, top=top)
    if kind == "secure":
        return m.LIMIT_RULE(count=len(st.certificates[seat]), longest=st.longest_row())
    if kind == "play_market":
        return m.NO_SUCH_MARKET_OPTION
    if kind == "play_secured":
        return m.NOT_SECURED
    if kind == "choose_event":
        return m.NOT_LOOKING_AT
    if (
        kind == "pick_company"
        and move.company in range(NUM_COMPANIES)
        and st.frozen[move.company] is not None
    ):
        return m.FROZEN_AUDIT(company=COMPANIES[move.company])
    if kind == "take_from_discard":
        company = COMPANIES[target_of(st.resolving_event())]
        if card not in st.discard:
            return m.NOT_IN_DISCARD
        if company_of(card) != target_of(st.resolving_event()):
            return m.INSIDER_WRONG_COMPANY(company=company)
        return m.INSIDER_MAX
    return NOT_LEGAL


def _phase_hint(st: TakeStockState, kind: str) -> Text:
    phase = st.phase
    if phase == "draw":
        return m.DRAW_FIRST
    if phase == "action":
        if kind == "draw":
            return m.ALREADY_DREW
        if kind in ("use_option", "end_options"):
            return m.OPTIONS_ONLY_AT_ROUND_END
        return m.NOT_NOW
    if phase == "discard":
        return m.DISCARD_FIRST
    if phase == "choose_event":
        return m.CHOOSE_EVENT_FIRST
    if phase == "pick_company":
        return m.PICK_COMPANY_FIRST(event=m.event_text(st.resolving_event()))
    if phase == "audit_remove":
        return m.AUDIT_REMOVE_FIRST
    if phase == "insider_take":
        return m.INSIDER_FIRST(company=COMPANIES[target_of(st.resolving_event())])
    return m.OPTIONS_FIRST


# --- playing moves --------------------------------------------------------------------------
def apply(st: TakeStockState, move: Move) -> list[LogEntry]:
    log: list[LogEntry] = MUTED if st.quiet else []
    _APPLY[move.kind](st, move, log)
    return log


def _draw(st: TakeStockState, move: Draw, log: list) -> None:
    if draw_share(st, st.turn, log):
        st.phase = "action"


def _raise(st: TakeStockState, move: Raise, log: list) -> None:
    seat, card = st.turn, move.card
    take_from_hand(st, seat, card)
    c = company_of(card)
    st.market[c].append(card)
    if log is not MUTED:
        log.append(LogEntry(m.RAISED(player=seat, company=COMPANIES[c], value=value_of(card))))
    if value_of(card) in ROUND_ENDING_VALUES:
        end_round(st, m.TOP_VALUE_ENDS(value=value_of(card)), log)
    elif check_hand(st, seat, log):
        end_turn(st)


def _secure(st: TakeStockState, move: Secure, log: list) -> None:
    seat = st.turn
    take_from_hand(st, seat, move.card)
    st.certificates[seat].append(move.card)
    if log is not MUTED:
        log.append(LogEntry(m.SECURED_CERTIFICATE(player=seat, card=m.card_text(move.card))))
    if check_hand(st, seat, log):
        st.phase = "discard"
        st.pending = "secure"


def _play_market(st: TakeStockState, move: PlayMarket, log: list) -> None:
    seat = st.turn
    if not discard_from_hand(st, seat, move.card, log):
        return  # that was the last card: the round ends before the market is played
    secret = frozenset((seat,))
    if move.option == MARKET_LOOK_TWO:
        if log is not MUTED:
            log.append(LogEntry(m.PLAYS_MARKET_A(player=seat)))
        first, second = draw_event(st), draw_event(st)
        if MARKET_CLOSED_ID in (first, second):
            other = second if first == MARKET_CLOSED_ID else first
            discard_event(st, other, 1 << seat)
            if log is not MUTED:
                log.append(
                    LogEntry(
                        m.OTHER_EVENT_DISCARDED(player=seat),
                        {seat: m.YOU_DISCARDED_EVENT(event=m.event_text(other))},
                        secret,
                    )
                )
            _market_closed(st, seat, log)
            return
        st.looking_at = [first, second]
        st.phase = "choose_event"
        if log is not MUTED:
            log.append(
                LogEntry(
                    None,
                    {seat: m.YOU_LOOK_AT(first=m.event_text(first), second=m.event_text(second))},
                    secret,
                )
            )
        return
    if log is not MUTED:
        log.append(LogEntry(m.PLAYS_MARKET_B(player=seat)))
    event = draw_event(st)
    if event == MARKET_CLOSED_ID:
        _market_closed(st, seat, log)
        return
    st.secured[seat].append(event)
    if log is not MUTED:
        log.append(
            LogEntry(
                m.SECURED_EVENT(player=seat),
                {seat: m.YOU_SECURED_EVENT(event=m.event_text(event))},
                secret,
            )
        )
    end_turn(st)


def _market_closed(st: TakeStockState, seat: int, log: list) -> None:
    st.closed = 1
    discard_event(st, MARKET_CLOSED_ID, everyone(st))  # shown to all
    end_round(st, m.MARKET_CLOSED_DRAWN(player=seat), log)


def _choose_event(st: TakeStockState, move: ChooseEvent, log: list) -> None:
    seat = st.turn
    other = st.looking_at[1] if st.looking_at[0] == move.event else st.looking_at[0]
    st.looking_at = []
    discard_event(st, other, 1 << seat)
    if log is not MUTED:
        log.append(
            LogEntry(
                m.OTHER_EVENT_DISCARDED(player=seat),
                {seat: m.YOU_DISCARDED_EVENT(event=m.event_text(other))},
            )
        )
    if log is not MUTED:
        log.append(LogEntry(m.EVENT_PLAYED(player=seat, event=m.event_text(move.event))))
    events.resolve(st, move.event, log)


def _play_secured(st: TakeStockState, move: PlaySecured, log: list) -> None:
    # The event is shown now; if the discard that follows empties the hand, the round ends
    # before the effect and the event goes to the event discard unused (round.end_round).
    seat = st.turn
    st.secured[seat].remove(move.event)
    st.resolving = move.event
    st.phase = "discard"
    st.pending = "secured_event"
    if log is not MUTED:
        log.append(LogEntry(m.SECURED_EVENT_PLAYED(player=seat, event=m.event_text(move.event))))


def _discard(st: TakeStockState, move: Discard, log: list) -> None:
    seat, pending = st.actor, st.pending
    if not discard_from_hand(st, seat, move.card, log):
        return
    if pending == "secure":
        end_turn(st)
    elif pending == "secured_event":
        events.resolve(st, st.resolving_event(), log)
    elif pending == "insider":
        st.owed -= 1
        if not st.owed:
            events.finish(st)
    else:  # downturn: the next seat in turn discards
        st.queue.pop(0)
        if st.queue:
            st.actor = st.queue[0]
        else:
            events.finish(st)


def _pick_company(st: TakeStockState, move: PickCompany, log: list) -> None:
    events.pick_company(st, move.company, log)


def _audit_remove(st: TakeStockState, move: AuditRemove, log: list) -> None:
    events.audit_remove(st, move.what, log)


def _take(st: TakeStockState, move: TakeFromDiscard, log: list) -> None:
    events.take_from_discard(st, move.card, log)


def _stop(st: TakeStockState, move: StopTaking, log: list) -> None:
    events.stop_taking(st, log)


def _use_option(st: TakeStockState, move: UseOption, log: list) -> None:
    use_option(st, move.card, log)


def _end_options(st: TakeStockState, move: EndOptions, log: list) -> None:
    if log is not MUTED:
        log.append(LogEntry(m.OPTIONS_DONE(player=st.actor)))
    next_option_user(st, log)


_APPLY: dict[str, Callable[[TakeStockState, Any, list[LogEntry]], None]] = {
    "draw": _draw,
    "raise": _raise,
    "secure": _secure,
    "play_market": _play_market,
    "choose_event": _choose_event,
    "play_secured": _play_secured,
    "discard": _discard,
    "pick_company": _pick_company,
    "audit_remove": _audit_remove,
    "take_from_discard": _take,
    "stop_taking": _stop,
    "use_option": _use_option,
    "end_options": _end_options,
}


# --- describing moves -----------------------------------------------------------------------
def describe(move: Any) -> Text:  # dispatched on move.kind
    kind = move.kind
    if kind == "draw":
        return m.D_DRAW
    if kind == "raise":
        return m.D_RAISE(company=COMPANIES[company_of(move.card)], value=value_of(move.card))
    if kind == "play_market":
        d = m.D_MARKET_A if move.option == MARKET_LOOK_TWO else m.D_MARKET_B
        return d(card=m.card_text(move.card))
    if kind in _DESCRIBE_CARD:
        return _DESCRIBE_CARD[kind](card=m.card_text(move.card))
    if kind in ("play_secured", "choose_event"):
        d = m.D_PLAY_SECURED if kind == "play_secured" else m.D_CHOOSE
        return d(event=m.event_text(move.event))
    if kind == "pick_company":
        return m.D_PICK(company=COMPANIES[move.company])
    if kind == "audit_remove":
        return m.D_AUDIT_SHARE if move.what == AUDIT_SHARE else m.D_AUDIT_SPLIT
    if kind == "stop_taking":
        return m.D_STOP
    return m.D_END_OPTIONS


_DESCRIBE_CARD = {
    "secure": m.D_SECURE,
    "discard": m.D_DISCARD,
    "take_from_discard": m.D_TAKE,
    "use_option": m.D_USE_OPTION,
}
