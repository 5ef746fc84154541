"""Which module decides in each phase, and why a move is refused (explain)."""

from __future__ import annotations

import dataclasses
from typing import Any

from ...core.game import GAME_OVER, MUTED, NOT_LEGAL, LogEntry, Move
from ...core.text import Text
from . import (
    action,
    cards,
    demand,
    endgame,
    information,
    investors,
    movement,
    selling,
    strategies,
    supply,
)
from . import messages as M
from .moves import (
    HALF,
    SOROS,
    SPLIT_SALE,
    Bid,
    BuyNotes,
    ChooseCard,
    ChooseCompany,
    DiscardStrategy,
    EndTurn,
    Place,
    PlaceCommercial,
    PlayAction,
    PlayStrategy,
    Sell,
)

_PHASES: dict[str, tuple[Any, Any]] = {
    "choose_investors": (investors.legal_choose, investors.apply_choose),
    "offer_investors": (investors.legal_offer, investors.apply_offer),
    "investor_auction": (demand.legal_demand, demand.apply_demand),
    "strategy_discard": (strategies.legal_discard, strategies.apply_discard),
    "notes": (information.legal_notes, information.apply_notes),
    "phil": (information.legal_phil, information.apply_phil),
    "robins": (supply.legal_robins, supply.apply_robins),
    "supply": (supply.legal_supply, supply.apply_supply),
    "commodity": (supply.legal_commodity, supply.apply_commodity),
    "first_card": (supply.legal_first_card, supply.apply_first_card),
    "pre_demand": (demand.legal_pre_demand, demand.apply_pre_demand),
    "demand": (demand.legal_demand, demand.apply_demand),
    "give_first_card": (demand.legal_give, demand.apply_give),
    "action": (action.legal, action.apply),
    "selling": (selling.legal, selling.apply),
    "bailout": (selling.legal_bailout, selling.apply_bailout),
    "claim": (movement.legal_claim, movement.apply_claim),
    "end_round": (endgame.legal, endgame.apply),
}


def legal_moves(s) -> list[Move]:
    if s.phase == "over":
        return []
    return _PHASES[s.phase][0](s)


def apply(s, move: Move) -> list[LogEntry]:
    s.flows = []
    log: list[LogEntry] = MUTED if s.quiet else []
    # explain() accepts any interchangeable card: play the one legal_moves names, so that a
    # move explain() accepts always does exactly what a legal move does
    _PHASES[s.phase][1](s, canonical(s, move), log)
    return log


# --- explain ----------------------------------------------------------------------------------
def _where(s, move) -> list[int] | None:
    """The list a card-carrying move takes its card from (for equivalent cards)."""
    seat = s.actor
    if isinstance(move, Sell):
        return s.split[seat] if move.how in (SPLIT_SALE, HALF) else s.portfolio[seat]
    if isinstance(move, ChooseCard):
        return {
            "portfolio": s.portfolio[seat],
            "split": s.split[seat],
            "discard": s.discard,
            "held": s.held[seat],
            "commercial": s.commercial[seat],
        }.get(move.source)
    if isinstance(move, PlayAction):
        return s.held[seat]
    if isinstance(move, (PlayStrategy, DiscardStrategy)):
        return s.strategy_hand[seat]
    return None


def _alike(move, a: int, b: int) -> bool:
    if isinstance(move, (PlayStrategy, DiscardStrategy)):
        return cards.strategy_type(a) == cards.strategy_type(b)
    if isinstance(move, PlayAction):
        return cards.action_delta(a) == cards.action_delta(b)
    if isinstance(move, ChooseCard) and move.source == "commercial":
        return (
            cards.is_commodity(a)
            and cards.is_commodity(b)
            and cards.commodity_kind(a) == cards.commodity_kind(b)
        )
    return cards.is_stock(a) and cards.is_stock(b) and cards.company_of(a) == cards.company_of(b)


_CARD_KINDS = frozenset({"sell", "choose_card", "play_action", "play_strategy", "discard_strategy"})


def canonical(s, move: Any) -> Move:  # a move that names a card
    """Cards of one company (or strategy type...) are interchangeable: legal_moves names the
    lowest one; any card the player really has there stands for it."""
    kind = getattr(move, "kind", None)
    if kind not in _CARD_KINDS:  # most moves name no card (every apply comes through here)
        return move
    place = _where(s, move)
    if place is None or move.card not in place:
        return move
    card = move.card
    if kind == "sell" or (kind == "choose_card" and move.source != "commercial"):
        if not cards.is_stock(card):  # only shares are alike here
            return move
        low = cards.company_of(card) * cards.STOCKS_PER_COMPANY  # the company's share ids
        lowest = min([c for c in place if low <= c < low + cards.STOCKS_PER_COMPANY])
        return move if lowest == card else dataclasses.replace(move, card=lowest)
    alike = [c for c in place if _alike(move, c, card)]
    return dataclasses.replace(move, card=min(alike)) if alike else move


def explain(s, move: Move) -> Text | None:
    if s.phase == "over":
        return GAME_OVER
    legal = legal_moves(s)
    if move in legal or canonical(s, move) in legal:
        return None
    return _why(s, move) or _not_now(s, move, legal) or NOT_LEGAL


def _not_now(s, move: Move, legal: list[Move]) -> Text | None:
    """A move the rules list no reason for names the rulebook phase the game is in."""
    from .prompts import PHASES, SETUP, phase_of

    index = phase_of(s.phase)
    phase = SETUP if index is None else PHASES[index][1]
    if all(m.kind != move.kind for m in legal):
        return M.WHY_NOT_THIS_PHASE(phase=phase)
    return M.WHY_NOT_YOURS(phase=phase)


def _why(s, move: Move) -> Text | None:
    seat = s.actor
    if isinstance(move, Bid) and s.phase in ("demand", "investor_auction"):
        if not 0 <= move.pile < len(s.bid_space) or not 0 <= move.space < len(cards.BID_SPACES):
            return None
        if s.bid_seat[move.pile] == seat:
            return M.WHY_OWN_TRACK
        if move.space < investors.min_outbid(s, move.pile):
            if (
                s.bid_space[move.pile] >= 0
                and move.space == s.bid_space[move.pile] + 1
                and s.phase == "demand"
                and s.has(s.bid_seat[move.pile], cards.CARLOS)
            ):
                return M.WHY_CARLOS
            return M.WHY_OUTBID
        if not demand.bid_limit_ok(s, seat, move.pile, move.space):
            return M.WHY_INVESTOR_LIMIT if s.phase == "investor_auction" else M.WHY_MONEY
    if isinstance(move, EndTurn) and s.phase == "action" and s.held[seat]:
        return M.WHY_PLAY_ACTIONS
    if isinstance(move, BuyNotes) and s.phase == "notes":
        if move.count > cards.NOTES_PER_ROUND:
            return M.WHY_NOTES_MAX
        return M.WHY_MONEY
    if isinstance(move, PlayStrategy) and s.phase == "action" and not s.prompt:
        if s.played_now[seat] >= strategies.per_round(s, seat):
            return M.WHY_ONE_STRATEGY
        if move.card in s.strategy_hand[seat]:
            if cards.STRATEGIES[cards.strategy_type(move.card)][1] > s.money[seat]:
                return M.WHY_MONEY
            return M.WHY_STRATEGY_IMPOSSIBLE
    if (
        isinstance(move, Place)
        and s.phase == "supply"
        and move.card in s.hands[seat]
        and move.face_up not in supply.faces_allowed(s, seat)
    ):
        return M.WHY_FACES
    if isinstance(move, PlaceCommercial) and s.phase == "commodity" and move.pile == s.last_pile:
        return M.WHY_COMMERCIAL_PILES
    if isinstance(move, Sell) and move.how == SOROS and s.phase == "selling":
        return M.WHY_SOROS_ONCE if s.has(seat, cards.SOROS) else M.WHY_NOT_SOROS
    if isinstance(move, ChooseCompany) and s.prompt[:1] == ["shock"]:
        return M.WHY_SHOCK_DIFFERENT
    return None


def describe(s, move: Move) -> Text:
    return M.describe(s, move)
