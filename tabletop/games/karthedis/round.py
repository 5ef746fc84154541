"""A Spielrunde: its four phases in order, from the Marktführer clockwise, and what happens
between decisions (draws, the passes' end, the Abberufen of all cards in play, refilling the
resources, the next market leader).  `advance` runs every automatic step until a seat must
decide (or the game is over)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import MUTED, LogEntry
from . import messages as m
from .abilities import draw, recall
from .moves import DISCARD, NO_CARD
from .trade import game_over, resolve, start_trade, trade_turn

if TYPE_CHECKING:
    from .state import KarthedisState

MAX_ROUNDS = 60  # a guard only: decks and hands run out long before


def start_round(s: KarthedisState, log: list[LogEntry]) -> None:
    n = s.num_seats
    s.phase, s.step, s.calls, s.turn = "speculate", 0, 0, s.leader
    s.spec_used, s.bids = [], []
    s.fresh = [[] for _ in range(n)]  # the hands as they are now may speculate
    s.passed, s.passcard = [0] * n, [NO_CARD] * n
    s.done, s.dropped, s.acted = [0] * n, [0] * n, [0] * n
    if log is not MUTED:
        log.append(LogEntry(m.ROUND_STARTS(round=s.round, player=s.leader)))
    if not s.display and not s.supply:
        end_without_victory(s, m.END_NO_RESOURCES, log)
    elif not any(s.hands) and not any(s.decks):
        end_without_victory(s, m.END_NO_CARDS, log)
    elif s.round > MAX_ROUNDS:
        end_without_victory(s, m.END_NO_CARDS, log)
    else:
        advance(s, log)


def end_without_victory(s: KarthedisState, why, log: list[LogEntry]) -> None:
    """Nobody can meet the condition any more: the most resources win, then the most cards."""
    best = max((len(w), len(h)) for w, h in zip(s.won, s.hands))
    s.victors = [p for p in range(s.num_seats) if (len(s.won[p]), len(s.hands[p])) == best]
    s.phase = "over"
    if log is not MUTED:
        log.append(LogEntry(why))
        for p in s.victors:
            log.append(LogEntry(m.WINS_GAME(player=p)))
        log.append(game_over(s))


def advance(s: KarthedisState, log: list[LogEntry]) -> None:
    n = s.num_seats
    while s.phase != "over":
        while s.pending:
            ask = s.pending[-1]
            what, seat = ask[0], ask[1]
            if what == DISCARD and not s.hands[seat]:
                s.pending.pop()  # nothing left to discard
                continue
            return
        phase = s.phase
        if phase == "draft":
            return
        if phase in ("speculate", "call1", "call2"):
            while s.step < n:
                seat = s.seat_at(s.step)
                if s.hands[seat] and not (phase == "call2" and s.calls >= 2):
                    s.turn = seat
                    return
                if phase == "call1":
                    s.passed[seat] = 1  # no card to play is a pass
                    if log is not MUTED:
                        log.append(LogEntry(m.NO_CARD_PASS(player=seat)))
                s.step, s.calls = s.step + 1, 0
            s.step = 0
            s.phase = {"speculate": "prep_draw", "call1": "pass_draws", "call2": "round_end"}[phase]
        elif phase == "prep_draw":
            if s.step < n:
                seat = s.seat_at(s.step)
                s.step += 1
                draw(s, seat, log)
                continue
            s.phase, s.step = "call1", 0
            if log is not MUTED:
                log.append(LogEntry(m.FIRST_CALL))
        elif phase == "pass_draws":
            if s.step < n:
                seat = s.seat_at(s.step)
                s.step += 1
                if s.passed[seat]:
                    card = s.passcard[seat]
                    if card >= 0:
                        s.vault.append(card)
                        s.vault_owner.append(seat)
                        s.passcard[seat] = NO_CARD
                    if log is not MUTED:
                        log.append(LogEntry(m.PASS_ENDS(player=seat)))
                    draw(s, seat, log)
                    draw(s, seat, log)
                continue
            start_trade(s, log)
        elif phase == "trade":
            if trade_turn(s):
                return
            resolve(s, log)
            if s.phase == "over":
                return
            s.phase, s.step, s.calls = "call2", 0, 0
            if log is not MUTED:
                log.append(LogEntry(m.SECOND_CALL))
        elif phase == "round_end":
            if s.step < n:
                seat = s.seat_at(s.step)
                if s.table[seat]:
                    recall(s, seat, s.table[seat].pop(0), log)
                else:
                    s.step += 1
                continue
            end_round(s, log)
            return


def end_round(s: KarthedisState, log: list[LogEntry]) -> None:
    while len(s.display) < s.num_seats + 1 and s.supply:
        s.display.append(s.supply.pop())
    s.leader = (s.leader + 1) % s.num_seats
    s.round += 1
    start_round(s, log)
