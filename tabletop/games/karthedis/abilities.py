"""The abilities (Fähigkeiten) and the moves of cards between places.

Einsatz triggers when a card is drawn (never for the opening hand): "Zeige Karten mit dieser
Fähigkeit offen vor, falls du diesen Effekt nutzen möchtest".  Whether to show it is its
owner's standing, private choice (`deploy`, set by SetDeploy), applied at the draw without a
question: a question would tell the table that the card drawn has Einsatz.  Abberufen
triggers when a card goes from play to its owner's Abberufen pile (never from deck or hand:
discards do not trigger); a PILE_BONUS card works while it lies in the pile, until a PURGE
removes the pile from the game.
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
from .moves import DISCARD
from .moves import PURGE as ASK_PURGE

if TYPE_CHECKING:
    from .state import KarthedisState


def everyone(s: KarthedisState) -> frozenset[int]:
    return frozenset(range(s.num_seats))


def draw(s: KarthedisState, seat: int, log: list[LogEntry]) -> None:
    """Draw the top card of `seat`'s deck; a card with Einsatz is deployed at once if its
    owner's standing choice says so, else it stays hidden: either way nobody is asked.

    Every draw counts as shown to all seats (undo stops there): whether a Deploy follows
    depends on the card, and the others cannot know the drawer's choice."""
    deck = s.decks[seat]
    if not deck:
        if log is not MUTED:
            log.append(LogEntry(m.DECK_EMPTY(player=seat)))
        return
    card = deck.pop()
    insort(s.hands[seat], card)
    if s.phase == "speculate":  # not in hand when the round began: no Spekulieren with it
        s.fresh[seat].append(card)
    einsatz = effect_of(card) in (DIG, DRAW)
    deploying = einsatz and s.deploy[seat] == 1
    if log is not MUTED:
        # the drawer alone reads that an Einsatz card stays hidden: the same public line
        mine = m.YOU_DREW_HIDDEN if einsatz and not deploying else m.YOU_DREW
        log.append(
            LogEntry(
                m.DREW(player=seat),
                {seat: mine(player=seat, card=m.card_text(card))},
                reveal=everyone(s),
            )
        )
    if deploying:
        deploy(s, seat, card, log)


def deploy(s: KarthedisState, seat: int, card: int, log: list[LogEntry]) -> None:
    """Einsatz used: the card is shown (known while it stays in hand), then its ability acts.

    DIG ("draw two, then discard") asks for the discard before drawing: decisions are taken
    last first, so the discard comes after the two draws (and any Einsatz they deploy), as
    the card text orders it."""
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


def set_deploy(s: KarthedisState, seat: int, on: int, log: list[LogEntry]) -> None:
    """A seat changes its standing Einsatz choice: the others read that it changed a setting,
    never to what (the choice is private), nor anything about a card."""
    s.deploy[seat] = on
    if log is not MUTED:
        mine = m.YOU_DEPLOY_ON if on else m.YOU_DEPLOY_OFF
        log.append(LogEntry(m.SET_DEPLOY(player=seat), {seat: mine}))


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
