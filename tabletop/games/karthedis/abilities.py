"""The abilities (Fähigkeiten) and the moves of cards between places.

Einsatz triggers when a card is drawn (never for the opening hand): its owner chooses to show
it and use it (Deploy) or to keep it hidden (Conceal), the rulebook's "Zeige Karten mit dieser
Fähigkeit offen vor, falls du diesen Effekt nutzen möchtest".  Abberufen triggers when a card
goes from play to its owner's Abberufen pile (never from deck or hand: discards do not
trigger); a PILE_BONUS card works while it lies in the pile, until a PURGE removes the pile
from the game.
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from ...core.game import MUTED, LogEntry
from . import messages as m
from .cards import (
    DIG,
    DRAW,
    PILE_BONUS,
    PILE_BONUS_EACH,
    PURGE,
    RALLY,
    RALLY_BONUS,
    RECALL_DRAW,
    effect_of,
)
from .moves import DEPLOY, DISCARD
from .moves import PURGE as ASK_PURGE

if TYPE_CHECKING:
    from .state import KarthedisState


def everyone(s: KarthedisState) -> frozenset[int]:
    return frozenset(range(s.num_seats))


def draw(s: KarthedisState, seat: int, log: list[LogEntry]) -> None:
    """Draw the top card of `seat`'s deck; a card with Einsatz asks its owner whether to show
    it and use it (a DEPLOY decision: Deploy or Conceal).

    Every draw counts as shown to all seats: the table sees whether the seat must decide."""
    deck = s.decks[seat]
    if not deck:
        if log is not MUTED:
            log.append(LogEntry(m.DECK_EMPTY(player=seat)))
        return
    card = deck.pop()
    insort(s.hands[seat], card)
    if s.phase == "speculate":  # not in hand when the round began: no Spekulieren with it
        s.fresh[seat].append(card)
    if log is not MUTED:
        log.append(
            LogEntry(
                m.DREW(player=seat),
                {seat: m.YOU_DREW(player=seat, card=m.card_text(card))},
                reveal=everyone(s),
            )
        )
    effect = effect_of(card)
    if effect == DIG or effect == DRAW:
        s.pending.append([DEPLOY, seat, card])


def deploy(s: KarthedisState, seat: int, card: int, log: list[LogEntry]) -> None:
    """Einsatz used: the card is shown (known while it stays in hand), then its ability acts.

    DIG ("draw two, then discard") asks for the discard before drawing: the stack is decided
    last first, so the choices for Einsatz cards it draws come first and the discard last, as
    the card text orders it.  A card no longer in hand (only in an inconsistent sampled world)
    does nothing."""
    if card not in s.hands[seat]:
        return
    show(s, seat, card)
    if log is not MUTED:
        log.append(LogEntry(m.DEPLOYED(player=seat, card=m.card_text(card))))
    effect = effect_of(card)
    if effect == DIG:
        ask_discard(s, seat)
        draw(s, seat, log)
        draw(s, seat, log)
    elif effect == DRAW:
        draw(s, seat, log)


def conceal(s: KarthedisState, seat: int, card: int, log: list[LogEntry]) -> None:
    """Einsatz not used: the card stays hidden in hand, nothing happens."""
    if log is not MUTED:
        log.append(
            LogEntry(
                m.CONCEALED(player=seat),
                {seat: m.YOU_CONCEALED(player=seat, card=m.card_text(card))},
            )
        )


def take(s: KarthedisState, seat: int, card: int) -> None:
    """A card leaves `seat`'s hand (and what the table knew of it)."""
    s.hands[seat].remove(card)
    known = s.known[seat]
    if card in known:
        known.remove(card)


def show(s: KarthedisState, seat: int, card: int) -> None:
    """Everyone has seen `card`, which stays in `seat`'s hand."""
    if card not in s.known[seat]:
        s.known[seat].append(card)


def ask_discard(s: KarthedisState, seat: int) -> None:
    s.pending.append([DISCARD, seat])


def discard(s: KarthedisState, seat: int, card: int, log: list[LogEntry]) -> None:
    """From hand to the Abberufen pile: no Abberufen ability triggers."""
    take(s, seat, card)
    s.piles[seat].append(card)
    if log is not MUTED:
        log.append(LogEntry(m.DISCARDED(player=seat, card=m.card_text(card))))


def recall(s: KarthedisState, seat: int, card: int, log: list[LogEntry]) -> None:
    """Abberufen: a card in play goes to its owner's pile, and its Abberufen ability acts."""
    s.piles[seat].append(card)
    if log is not MUTED:
        log.append(LogEntry(m.RECALLED(player=seat, card=m.card_text(card))))
    effect = effect_of(card)
    if effect == RECALL_DRAW:
        draw(s, seat, log)
    elif effect == PURGE:
        targets = purge_targets(s, seat)
        if len(targets) == 1:
            purge(s, targets[0], log)
        elif targets:
            s.pending.append([ASK_PURGE, seat])


def purge_targets(s: KarthedisState, seat: int) -> list[int]:
    return [p for p in range(s.num_seats) if p != seat and s.piles[p]]


def purge(s: KarthedisState, target: int, log: list[LogEntry]) -> None:
    """Aus dem Spiel entfernen: the whole Abberufen pile of `target` leaves the game."""
    pile = s.piles[target]
    if log is not MUTED:
        log.append(LogEntry(m.PURGED(player=target, count=len(pile))))
    s.removed.extend(pile)
    pile.clear()


def bonus(s: KarthedisState, seat: int) -> int:
    """What Aufruf cards in play and the Abberufen pile add at every resource `seat` trades at."""
    rally = sum(1 for c in s.table[seat] if effect_of(c) == RALLY)
    pile = sum(1 for c in s.piles[seat] if effect_of(c) == PILE_BONUS)
    return RALLY_BONUS * rally + PILE_BONUS_EACH * pile
