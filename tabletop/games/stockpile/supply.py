"""Fase de Abastecimento: seed each stockpile, then every player places one card face up and one
face down (twice in 2-player games); Royal Robins seeds the piles himself, Secretive Stuart may
place both face down.  Commodities & Taxes add a face-up commercial card per player; the
first-player-card variant adds the first player card."""

from __future__ import annotations

from functools import cache

from ...core.game import MUTED, LogEntry
from . import cards, flow, market
from . import messages as M
from .moves import Place, PlaceCommercial, PlaceFirstCard

ALL_KNOW = -1  # pile_known for a face-up card: every bit set


def _put(s, card: int, pile: int, up: int, placer: int) -> None:
    s.piles[pile].append(card)
    s.pile_up[pile].append(up)
    s.pile_known[pile].append(ALL_KNOW if up else (1 << placer if placer >= 0 else 0))


def enter_robins(s, log) -> bool:
    n = s.num_piles()
    s.piles = [[] for _ in range(n)]
    s.pile_up = [[] for _ in range(n)]
    s.pile_known = [[] for _ in range(n)]
    if log is not MUTED:
        log.append(LogEntry(M.PHASE_SUPPLY, event="phase", data={"phase": "supply"}))
    robins = s.owner_of(cards.ROBINS)
    if robins >= 0:
        s.robins_draw = [market.draw_market(s) for _ in range(n)]
        s.actor = robins
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.ROBINS_DRAWS(player=robins, count=n),
                    {robins: M.ROBINS_SEES(cards=M.join([M.card_text(c) for c in s.robins_draw]))},
                    reveal=frozenset({robins}),
                )
            )
        return True
    for pile in range(n):
        _put(s, market.draw_market(s), pile, 1, -1)
    if log is not MUTED:
        log.append(
            LogEntry(
                M.PILES_SEEDED(cards=M.join([M.card_text(p[0]) for p in s.piles])),
                reveal=frozenset(range(s.num_seats)),
                event="pile",
            )
        )
    return False


def legal_robins(s) -> list:
    return [Place(c, p, 0) for c in s.robins_draw for p in range(s.num_piles())]


def apply_robins(s, move: Place, log) -> None:
    s.robins_draw.remove(move.card)
    _put(s, move.card, move.pile, 0, s.actor)
    others = [p for p in range(s.num_piles()) if p != move.pile]
    for card, pile in zip(s.robins_draw, others):
        _put(s, card, pile, 1, -1)
    s.robins_draw = []
    if log is not MUTED:
        log.append(
            LogEntry(
                M.ROBINS_PLACES(player=s.actor, pile=move.pile + 1),
                reveal=frozenset(range(s.num_seats)),
                event="pile",
            )
        )
    flow.finish(s, log)


# --- the players' cards -----------------------------------------------------------------------
def enter_supply(s, log) -> bool:
    sets = cards.SUPPLY_SETS.get(s.num_seats, 1)
    s.queue = [k * 100 + seat for k in range(sets) for seat in s.turn_order()]
    _deal_set(s, log)
    return True


def _deal_set(s, log) -> None:
    for seat in s.turn_order():
        s.hands[seat] = [market.draw_market(s) for _ in range(cards.SUPPLY_HAND)]
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.CARDS_DEALT(player=seat, count=cards.SUPPLY_HAND),
                    {seat: M.YOU_RECEIVE(cards=M.join([M.card_text(c) for c in s.hands[seat]]))},
                    reveal=frozenset({seat}),
                )
            )
    s.actor = s.queue[0] % 100
    s.last_face = -1


def faces_allowed(s, seat: int) -> tuple[int, ...]:
    if len(s.hands[seat]) == cards.SUPPLY_HAND:
        return (1, 0)
    if s.last_face == 1:
        return (0,)
    return (1, 0) if s.has(seat, cards.STUART) else (1,)


def legal_supply(s) -> list:
    seat = s.actor
    faces, piles = faces_allowed(s, seat), range(s.num_piles())
    return [_place(c, p, up) for c in s.hands[seat] for up in faces for p in piles]


_place = cache(Place)  # moves are frozen values: one object per placement, built once


def apply_supply(s, move: Place, log) -> None:
    seat = s.actor
    s.hands[seat].remove(move.card)
    _put(s, move.card, move.pile, move.face_up, seat)
    s.last_face = move.face_up
    if log is not MUTED:
        what = M.card_text(move.card) if move.face_up else M.FACE_DOWN_CARD
        log.append(
            LogEntry(
                M.PLACES(player=seat, card=what, pile=move.pile + 1),
                {seat: M.YOU_PLACE(card=M.card_text(move.card), pile=move.pile + 1)},
                event="pile",
                data={"pile": move.pile},
            )
        )
    if s.hands[seat]:
        return
    if s.options["commodities"] and s.commercial_deck:
        s.commercial_hands[seat].append(s.commercial_deck.pop())
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.DRAWS_COMMERCIAL(player=seat),
                    {seat: M.YOU_RECEIVE(cards=M.card_text(s.commercial_hands[seat][-1]))},
                    reveal=frozenset({seat}),
                )
            )
    done = s.queue.pop(0)
    if not s.queue:
        flow.finish(s, log)
    elif s.queue[0] // 100 != done // 100:
        _deal_set(s, log)  # 2 players: the second pair of cards comes now
    else:
        s.actor = s.queue[0] % 100
        s.last_face = -1


# --- commodities & taxes ----------------------------------------------------------------------
def enter_commodity(s, log) -> bool:
    s.queue = [seat for seat in s.turn_order() for _ in s.commercial_hands[seat]]
    if not s.queue:
        return False
    s.actor = s.queue[0]
    s.last_pile = -1
    return True


def legal_commodity(s) -> list:
    return [
        PlaceCommercial(c, p)
        for c in s.commercial_hands[s.actor]
        for p in range(s.num_piles())
        if p != s.last_pile
    ]  # 2 players: different piles


def apply_commodity(s, move: PlaceCommercial, log) -> None:
    seat = s.queue.pop(0)
    s.commercial_hands[seat].remove(move.card)
    _put(s, move.card, move.pile, 1, -1)
    if log is not MUTED:
        log.append(
            LogEntry(
                M.PLACES(player=seat, card=M.card_text(move.card), pile=move.pile + 1),
                event="pile",
                data={"pile": move.pile},
            )
        )
    if not s.queue:
        flow.finish(s, log)
        return
    s.last_pile = move.pile if s.queue[0] == seat else -1
    s.actor = s.queue[0]


# --- first-player-card variant ----------------------------------------------------------------
def enter_first_card(s, log) -> bool:
    if not s.options["first_player_card"]:
        return False
    if s.round == s.rounds:
        s.first_card = -1  # the card leaves the game in the last round (rulebook)
        return False
    s.actor = s.first
    return True


def legal_first_card(s) -> list:
    return [PlaceFirstCard(p) for p in range(s.num_piles())]


def apply_first_card(s, move: PlaceFirstCard, log) -> None:
    s.first_card = -1
    _put(s, cards.FIRST_PLAYER_CARD, move.pile, 1, -1)
    if log is not MUTED:
        log.append(LogEntry(M.FIRST_CARD_PLACED(player=s.actor, pile=move.pile + 1), event="pile"))
    flow.finish(s, log)
