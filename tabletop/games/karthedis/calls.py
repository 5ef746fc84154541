"""Einstellungsphase (Spekulieren) and the two Aufrufphasen: playing cards face down (a pass
until the next call phase) or face up (abberufen at once with a draw, or staying in play
with Aufruf)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import MUTED, LogEntry
from . import messages as m
from .abilities import ask_discard, draw, recall, show, take
from .cards import RALLY, effect_of

if TYPE_CHECKING:
    from .state import KarthedisState


def speculate(s: KarthedisState, card: int, log: list[LogEntry]) -> None:
    """Show the card (it stays in hand), draw a card, then discard one.

    The discard is asked before the draw: decisions are taken last first, so it comes after
    the draw and anything an Einsatz card drawn deploys."""
    seat = s.turn
    s.spec_used.append(card)
    show(s, seat, card)
    if log is not MUTED:
        log.append(LogEntry(m.SPECULATES(player=seat, card=m.card_text(card))))
    ask_discard(s, seat)
    draw(s, seat, log)


def end_speculate(s: KarthedisState, log: list[LogEntry]) -> None:
    s.step += 1


def pass_card(s: KarthedisState, card: int, log: list[LogEntry]) -> None:
    seat = s.turn
    take(s, seat, card)
    s.passed[seat], s.passcard[seat] = 1, card
    if log is not MUTED:
        log.append(LogEntry(m.PASSED(player=seat)))
    s.step += 1


def call(s: KarthedisState, card: int, log: list[LogEntry]) -> None:
    """Face up: an Aufruf card stays in play until the round ends; any other is abberufen at
    once (its Abberufen ability acts) and its player draws a card."""
    seat = s.turn
    take(s, seat, card)
    if log is not MUTED:
        log.append(LogEntry(m.CALLED(player=seat, card=m.card_text(card))))
    if effect_of(card) == RALLY:
        s.table[seat].append(card)
        if log is not MUTED:
            log.append(LogEntry(m.CALL_STAYS(card=m.card_text(card))))
    else:
        recall(s, seat, card, log)
        draw(s, seat, log)
    if s.phase == "call1":
        s.step += 1
    else:
        s.calls += 1


def end_calls(s: KarthedisState, log: list[LogEntry]) -> None:
    if log is not MUTED:
        log.append(LogEntry(m.ENDS_CALLS(player=s.turn)))
    s.step, s.calls = s.step + 1, 0
