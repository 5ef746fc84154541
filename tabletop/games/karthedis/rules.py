"""Which moves are legal, why a move is not (naming the rule), playing a move, and naming one.

Move objects are built once per card (they are frozen values), so legal_moves stays cheap
inside search."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from ...core.game import GAME_OVER, HIDDEN, MUTED, LogEntry, Move
from ...core.text import Text
from . import messages as m
from .abilities import discard, purge, purge_targets, set_deploy
from .calls import call, end_calls, end_speculate, pass_card, speculate
from .cards import BOUNCE, CYCLE, EXILE, effect_of
from .draft import pick
from .moves import (
    DEPLOY_OFF,
    DEPLOY_ON,
    DISCARD,
    END_CALLS,
    END_SPECULATE,
    END_TRADE,
    Bid,
    Call,
    Discard,
    DropOut,
    Intervene,
    PassCard,
    Pick,
    Purge,
    Speculate,
)
from .round import advance
from .trade import bid, drop_out, end_trade, intervene

if TYPE_CHECKING:
    from .state import KarthedisState

_pick, _speculate, _discard = cache(Pick), cache(Speculate), cache(Discard)
_pass, _call, _drop, _purge = cache(PassCard), cache(Call), cache(DropOut), cache(Purge)
_bid, _intervene = cache(Bid), cache(Intervene)
_INTERVENERS = (BOUNCE, EXILE)


def _intervener(card: int) -> bool:
    """Intervenieren: "Karten mit dieser speziellen Fähigkeit können nur in der Handelsphase
    offen gespielt werden, wenn der Spieler an der Reihe ist": never called face up."""
    return effect_of(card) in _INTERVENERS


def legal_moves(s: KarthedisState) -> list[Move]:
    """The moves of the seat to act; last, on every turn of it, changing its Einsatz choice."""
    if s.phase == "over":
        return []
    out = _moves(s)
    flag = s.deploy[s.to_act() or 0]
    if flag != HIDDEN:  # (a view of another seat's turn cannot say)
        out.append(DEPLOY_OFF if flag else DEPLOY_ON)
    return out


def _moves(s: KarthedisState) -> list[Move]:
    if s.pending:
        ask = s.pending[-1]
        what, seat = ask[0], ask[1]
        if what == DISCARD:
            return [_discard(c) for c in s.hands[seat]]
        return [_purge(p) for p in purge_targets(s, seat)]
    seat, phase = s.turn, s.phase
    hand = s.hands[seat]
    if phase == "draft":
        return [_pick(c) for c in s.packets[seat]]
    if phase == "speculate":
        used, fresh = s.spec_used, s.fresh[seat]
        out: list[Move] = [
            _speculate(c)
            for c in hand
            if effect_of(c) == CYCLE and c not in used and c not in fresh
        ]
        return [*out, END_SPECULATE]
    if phase == "call1":
        return [_pass(c) for c in hand] + [_call(c) for c in hand if not _intervener(c)]
    if phase == "call2":
        return [*(_call(c) for c in hand if not _intervener(c)), END_CALLS]
    # the trade phase
    out = []
    if not s.passed[seat]:
        slots = range(len(s.display))
        out = [_bid(c, slot) for c in hand for slot in slots]
    targets = [b for b, (owner, _, _) in enumerate(s.bids) if owner != seat]
    if targets:
        out += [_intervene(c, b) for c in hand if effect_of(c) in _INTERVENERS for b in targets]
    if not s.passed[seat] and not s.acted[seat]:
        out += [_drop(c) for c in hand]
    out.append(END_TRADE)
    return out


def explain(s: KarthedisState, move: Any) -> Text | None:
    if s.phase == "over":
        return GAME_OVER
    if move in legal_moves(s):
        return None
    kind = move.kind
    if kind == "set_deploy":
        return m.DEPLOY_ALREADY if move.on in (0, 1) else m.NOT_NOW
    if s.pending:
        return m.DISCARD_FIRST if s.pending[-1][0] == DISCARD else m.PURGE_FIRST
    if kind in ("discard", "purge"):
        return m.NO_ABILITY_ASKS
    seat, phase = s.turn, s.phase
    card = getattr(move, "card", None)
    if phase == "draft":
        return m.NOT_IN_PACKET if kind == "pick" else m.DRAFT_FIRST
    if kind == "pick":
        return m.DRAFT_OVER
    if card is not None and card not in s.hands[seat]:
        return m.NOT_IN_HAND
    wanted = {
        "speculate": ("speculate", m.SPECULATE_ONLY),
        "end_speculate": ("speculate", m.SPECULATE_ONLY),
        "pass_card": ("call1", m.FACE_DOWN_ONLY_FIRST),
        "end_calls": ("call2", m.END_CALLS_ONLY_SECOND),
        "bid": ("trade", m.TRADE_ONLY),
        "intervene": ("trade", m.INTERVENE_ONLY),
        "drop_out": ("trade", m.TRADE_ONLY),
        "end_trade": ("trade", m.TRADE_ONLY),
    }
    if kind in wanted and phase != wanted[kind][0]:
        return wanted[kind][1]
    if kind == "call" and phase not in ("call1", "call2"):
        return m.CALL_PHASE_ONLY
    if kind == "speculate":
        if effect_of(move.card) != CYCLE:
            return m.NOT_SPECULATE(card=m.card_text(move.card))
        if move.card in s.fresh[seat]:
            return m.NOT_AT_ROUND_START(card=m.card_text(move.card))
        return m.USED_ALREADY(card=m.card_text(move.card))
    if kind == "call" and _intervener(move.card):
        return m.INTERVENE_FACE_UP_TRADE(card=m.card_text(move.card))
    if kind == "call" and phase == "call2":
        return m.TWO_CALLS
    if phase == "trade":
        if s.passed[seat] and kind in ("bid", "drop_out"):
            return m.PASSED_NO_BID
        if kind == "bid":
            return m.NO_SUCH_RESOURCE
        if kind == "drop_out":
            return m.DROP_FIRST_TURN
        if kind == "intervene":
            if effect_of(move.card) not in _INTERVENERS:
                return m.NOT_INTERVENE(card=m.card_text(move.card))
            return m.NO_SUCH_BID
    return m.NOT_NOW


def apply(s: KarthedisState, move: Any) -> list[LogEntry]:
    log: list[LogEntry] = MUTED if s.quiet else []
    kind = move.kind
    if kind == "discard":
        seat = s.pending.pop()[1]
        discard(s, seat, move.card, log)
    elif kind == "purge":
        s.pending.pop()
        purge(s, move.seat, log)
    elif kind == "set_deploy":
        set_deploy(s, s.to_act() or 0, move.on, log)
    elif kind == "pick":
        pick(s, move.card, log)
    elif kind == "speculate":
        speculate(s, move.card, log)
    elif kind == "end_speculate":
        end_speculate(s, log)
    elif kind == "pass_card":
        pass_card(s, move.card, log)
    elif kind == "call":
        call(s, move.card, log)
    elif kind == "end_calls":
        end_calls(s, log)
    elif kind == "bid":
        bid(s, move.card, move.slot, log)
    elif kind == "intervene":
        intervene(s, move.card, move.bid, log)
    elif kind == "drop_out":
        drop_out(s, move.card, log)
    else:
        end_trade(s, log)
    advance(s, log)
    return log


def describe(s: KarthedisState, move: Any) -> Text:
    kind = move.kind
    if kind in _BY_CARD:
        return _BY_CARD[kind](card=m.card_text(move.card))
    if kind == "bid":
        slot = move.slot
        resource = m.pile_text(s.display, slot)
        return m.D_BID(card=m.card_text(move.card), resource=resource)
    if kind == "intervene":
        b = move.bid
        slot = s.bids[b][1] if b < len(s.bids) else -1
        resource = m.pile_text(s.display, slot)
        owner = s.bids[b][0] if b < len(s.bids) else -1
        return m.D_INTERVENE(card=m.card_text(move.card), player=owner, resource=resource)
    if kind == "purge":
        return m.D_PURGE(player=move.seat)
    if kind == "set_deploy":
        return m.D_DEPLOY_ON if move.on else m.D_DEPLOY_OFF
    return _PLAIN[kind]


def group(move: Any) -> Text:
    return m.GROUPS[move.kind]


_BY_CARD = {
    "pick": m.D_PICK,
    "speculate": m.D_SPECULATE,
    "discard": m.D_DISCARD,
    "pass_card": m.D_PASS,
    "call": m.D_CALL,
    "drop_out": m.D_DROP,
}
_PLAIN = {
    "end_speculate": m.D_END_SPECULATE,
    "end_calls": m.D_END_CALLS,
    "end_trade": m.D_END_TRADE,
}
