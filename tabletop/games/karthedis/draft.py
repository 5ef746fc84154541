"""Der Draft: each seat takes five cards, keeps one and passes the rest; the first packet
goes clockwise, the next counter-clockwise, and so on until every deck holds 20 cards.

The picks are made in turn from the market leader clockwise (at the table they are made at
once: nobody sees another's packet, so the order changes nothing)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import MUTED, LogEntry
from . import messages as m
from .cards import DECK_SIZE, DRAFT_PACKET

if TYPE_CHECKING:
    from .state import KarthedisState

DRAFT_ROUNDS = DECK_SIZE // DRAFT_PACKET  # 4


def direction(draft_round: int) -> int:
    """+1: packets go clockwise (to the next seat), -1: counter-clockwise."""
    return 1 if draft_round % 2 == 1 else -1


def start_draft_round(s: KarthedisState, log: list[LogEntry]) -> None:
    s.draft_round += 1
    for p in range(s.num_seats):
        s.packets[p] = sorted(s.box.pop() for _ in range(DRAFT_PACKET))
    s.phase, s.step, s.turn = "draft", 0, s.leader
    if log is not MUTED:
        way = m.CLOCKWISE if direction(s.draft_round) > 0 else m.COUNTER_CLOCKWISE
        everyone = frozenset(range(s.num_seats))
        log.append(LogEntry(m.DRAFT_ROUND(round=s.draft_round, way=way), reveal=everyone))


def pick(s: KarthedisState, card: int, log: list[LogEntry]) -> None:
    seat = s.turn
    s.packets[seat].remove(card)
    s.kept[seat].append(card)
    if log is not MUTED:
        log.append(LogEntry(m.PICKED(player=seat), {seat: m.YOU_PICKED(card=m.card_text(card))}))
    s.step += 1
    if s.step < s.num_seats:
        s.turn = s.seat_at(s.step)
        return
    s.step, s.turn = 0, s.leader
    n, d = s.num_seats, direction(s.draft_round)
    passed: list[list[int]] = [[] for _ in range(n)]
    for p in range(n):
        passed[(p + d) % n] = sorted(s.packets[p])
    s.packets = passed
    if log is not MUTED and passed[0]:
        way = m.CLOCKWISE if d > 0 else m.COUNTER_CLOCKWISE
        everyone = frozenset(range(n))
        log.append(LogEntry(m.PACKETS_PASSED(way=way), reveal=everyone))
    if s.packets[0]:
        return
    if s.draft_round < DRAFT_ROUNDS:
        start_draft_round(s, log)
        return
    from .setup import deal_opening_hands

    for p in range(n):
        deck = s.kept[p]
        s.rng.shuffle(deck)
        s.decks[p], s.kept[p] = deck, []
    deal_opening_hands(s, log)
