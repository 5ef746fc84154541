"""Die Handelsphase: cards face down at the resources in turns, Intervenieren face up, sitting
out; then the cards are revealed in the order placed, Expertise acts, and each resource goes
to the single highest trade total (a tie: nobody).  Meeting the Siegbedingung ends the game;
several at once: the most cards in hand wins (won resources count: they are in hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import MUTED, LogEntry
from . import messages as m
from .abilities import bonus, everyone, recall, take
from .cards import BOUNCE, DOUBLE, LONE, LONE_BONUS, effect_of, value_of
from .victory import met

if TYPE_CHECKING:
    from .state import KarthedisState


def start_trade(s: KarthedisState, log: list[LogEntry]) -> None:
    n = s.num_seats
    s.phase, s.turn, s.bids = "trade", s.leader, []
    s.done, s.dropped, s.acted = [0] * n, [0] * n, [0] * n
    if log is not MUTED:
        log.append(LogEntry(m.TRADE_STARTS))


def trade_turn(s: KarthedisState) -> bool:
    """Move `turn` to the next seat still trading (from `turn` on); False once all are done.
    A seat with no card in hand is done (hand sizes are public)."""
    n = s.num_seats
    for i in range(n):
        seat = (s.turn + i) % n
        if not s.done[seat] and not s.hands[seat]:
            s.done[seat] = 1
        if not s.done[seat]:
            s.turn = seat
            return True
    return False


def next_turn(s: KarthedisState) -> None:
    s.acted[s.turn] = 1
    s.turn = (s.turn + 1) % s.num_seats


def bid(s: KarthedisState, card: int, slot: int, log: list[LogEntry]) -> None:
    seat = s.turn
    take(s, seat, card)
    s.bids.append([seat, slot, card])
    if log is not MUTED:
        resource = m.pile_text(s.display, slot)
        log.append(
            LogEntry(
                m.BID(player=seat, resource=resource),
                {seat: m.YOU_BID(player=seat, card=m.card_text(card), resource=resource)},
            )
        )
    next_turn(s)


def intervene(s: KarthedisState, card: int, target: int, log: list[LogEntry]) -> None:
    seat = s.turn
    owner, slot, hit = s.bids.pop(target)
    take(s, seat, card)
    if log is not MUTED:
        resource = m.pile_text(s.display, slot)
        # the table shows it where it happened: whose card, which pile; the card it hit only
        # when everyone sees it (removed face up), never one that goes back to a hand
        shown = {"round": s.round, "seat": seat, "card": card, "owner": owner, "slot": slot}
        shown["removed"] = hit if effect_of(card) != BOUNCE else -1
        text = m.INTERVENES(player=seat, card=m.card_text(card), resource=resource)
        log.append(LogEntry(text, event="intervened", data=shown))
    if effect_of(card) == BOUNCE:
        s.hands[owner].append(hit)
        s.hands[owner].sort()
        if log is not MUTED:
            log.append(LogEntry(m.BOUNCED(player=owner)))
    else:  # EXILE: shown, then out of the game
        s.removed.append(hit)
        if log is not MUTED:
            log.append(LogEntry(m.EXILED(card=m.card_text(hit)), reveal=everyone(s)))
    recall(s, seat, card, log)
    next_turn(s)


def drop_out(s: KarthedisState, card: int, log: list[LogEntry]) -> None:
    seat = s.turn
    take(s, seat, card)
    s.done[seat] = s.dropped[seat] = 1
    if log is not MUTED:
        log.append(LogEntry(m.DROPPED(player=seat, card=m.card_text(card))))
    recall(s, seat, card, log)
    next_turn(s)


def end_trade(s: KarthedisState, log: list[LogEntry]) -> None:
    s.done[s.turn] = 1
    if log is not MUTED:
        log.append(LogEntry(m.ENDS_TRADE(player=s.turn)))
    next_turn(s)


def totals(s: KarthedisState) -> list[dict[int, int]]:
    """Per display place: each trading seat's trade total (all cards revealed)."""
    out: list[dict[int, int]] = [{} for _ in s.display]
    for seat, slot, card in s.bids:
        v = value_of(card)
        if effect_of(card) == DOUBLE:
            v *= 2
        out[slot][seat] = out[slot].get(seat, 0) + v
    for slot, bids in enumerate(out):
        alone = len(bids) == 1
        for seat in bids:
            bids[seat] += bonus(s, seat)
        if alone:
            for seat, place, card in s.bids:
                if place == slot and effect_of(card) == LONE:
                    bids[seat] += LONE_BONUS
    return out


def resolve(s: KarthedisState, log: list[LogEntry]) -> None:
    if log is not MUTED:
        for seat, slot, card in s.bids:
            log.append(
                LogEntry(
                    m.REVEALED(
                        player=seat,
                        card=m.card_text(card),
                        resource=m.pile_text(s.display, slot),
                    ),
                    reveal=everyone(s),
                )
            )
            if effect_of(card) in (DOUBLE, LONE):
                log.append(LogEntry(m.EXPERTISE(card=m.card_text(card))))
    won_slots, sums = [], totals(s)
    for slot, by_seat in enumerate(sums):
        if not by_seat:
            continue
        top = max(by_seat.values())
        best = [p for p, t in by_seat.items() if t == top]
        resource, place = s.display[slot], m.pile_text(s.display, slot)
        if len(best) == 1:
            s.won[best[0]].append(resource)
            won_slots.append(slot)
            if log is not MUTED:
                log.append(LogEntry(m.WINS_RESOURCE(player=best[0], resource=place, total=top)))
        elif log is not MUTED:
            log.append(LogEntry(m.TIE(resource=place, total=top)))
    if log is not MUTED:  # the table shows the whole reveal until the next trade phase
        data = {
            "round": s.round,
            "display": s.display[:],
            "bids": [b[:] for b in s.bids],
            "totals": [sorted(t.items()) for t in sums],
            "won": [slot in won_slots for slot in range(len(s.display))],
        }
        log.append(LogEntry(None, event="traded", data=data))
    for seat, _slot, card in s.bids:  # revealed cards stay in play until the round ends
        s.table[seat].append(card)
    s.bids = []
    s.display = [r for i, r in enumerate(s.display) if i not in won_slots]
    reached = [p for p in range(s.num_seats) if met(s.victory, s.won[p])]
    if not reached:
        return
    if len(reached) > 1:
        most = max(len(s.hands[p]) + len(s.won[p]) for p in reached)
        reached = [p for p in reached if len(s.hands[p]) + len(s.won[p]) == most]
        if log is not MUTED:
            log.append(LogEntry(m.SIMULTANEOUS))
    s.victors, s.phase = reached, "over"
    if log is not MUTED:
        for p in reached:
            log.append(LogEntry(m.WINS_GAME(player=p)))
        log.append(game_over(s))


def game_over(s: KarthedisState) -> LogEntry:
    """The entry the final score sheet reads."""
    return LogEntry(None, event="game_over", data={"winners": s.victors[:]})
