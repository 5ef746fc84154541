"""Stockpile's playouts: the cheap, sensible play of the search's short playouts.

Each choice is the seat's own, from what it knows (heuristic.expectations): bids by what a
stockpile is worth to it over the bid's price, sales of the shares it expects to fall, its
Supply Phase cards placed as a player would.  One move in ten is random, so that the search
also sees what a careless player might do.
"""

from __future__ import annotations

from ...core.game import Move
from ...core.rng import Rng
from . import cards, demand, endgame, investors
from .heuristic import card_worth, expectations, pile_worth, unseen_card
from .moves import NORMAL, SOROS, SPLIT_SALE, BuyNotes, Claim, EndTurn, Place, PlayAction, Sell

EXPLORE = 0.1  # share of random moves in playouts


def rollout_policy(state, rng: Rng) -> Move:
    seat, phase = state.actor, state.phase
    explore = rng.random() < EXPLORE
    if phase == "demand" and not state.prompt and not explore:
        bid = quick_bid(state, seat, rng)  # listing every bid costs more than the rest
        if bid is not None:
            return bid
    legal = state.legal_moves()
    if len(legal) == 1 or explore:
        return legal[rng.below(len(legal))]
    if phase == "investor_auction":
        return max(
            legal,
            key=lambda m: (
                investors.start_money(state, state.offered[m.pile])
                - cards.BID_SPACES[m.space]
                + rng.random()
            ),
        )
    if phase == "selling":
        return best_sale(state, seat, legal)
    if phase == "supply" and isinstance(legal[0], Place):
        return supply_place(state, seat, legal, rng)
    if phase == "claim" and isinstance(legal[0], Claim):
        return legal[0]  # the largest claim comes first
    if phase == "action" and not state.prompt:
        plays = [m for m in legal if isinstance(m, PlayAction)]
        if plays:
            mine = [endgame.holdings(state, seat, c) for c in range(cards.NUM_COMPANIES)]
            return max(
                plays, key=lambda m: cards.action_delta(m.card) * mine[m.company] + rng.random()
            )
        return EndTurn() if EndTurn() in legal else legal[rng.below(len(legal))]
    if phase == "notes":
        affordable = [
            m
            for m in legal
            if isinstance(m, BuyNotes) and m.count * state.note_price() <= state.money[seat] // 2
        ]
        return max(affordable, key=lambda m: m.count) if affordable else legal[0]
    return legal[rng.below(len(legal))]


def supply_place(state, seat: int, legal: list, rng: Rng) -> Move:
    """A card worth more than an unseen one goes face down on the pile the seat values most
    (the one it means to win, and others cannot see what it adds); a poorer one face up on the
    pile it values least (shown, so nobody bids for it unawares).  Of two cards, the one whose
    worth differs more from an unseen card's is placed first (a tie-break: gains are $K, a few
    tens at most, so /100 never outweighs the pile or the face)."""
    values = expectations(state, seat)
    unseen = unseen_card(values)
    worth = [pile_worth(state, p, seat, values, unseen) for p in range(len(state.piles))]
    best = max(range(len(worth)), key=worth.__getitem__)
    worst = min(range(len(worth)), key=lambda p: (p == best, worth[p]))
    gains = {c: card_worth(c, values, unseen) - unseen for c in state.hands[seat]}  # once a card

    def score(m: Place) -> float:
        gain = gains[m.card]
        good = gain > 0
        face = m.face_up != good
        return (
            2 * (m.pile == (best if good else worst))
            + face * (1 + abs(gain) / 100)
            + rng.random() / 100
        )

    return max(legal, key=score)


def quick_bid(state, seat: int, rng: Rng) -> Move | None:
    """The bid that wins the most over its price by the seat's own knowledge, among the
    cheapest legal bid on each track (a dearer one on the same track is never worth more).
    Only in the Demand Phase, so bid_limit_ok is the money test here."""
    values = expectations(state, seat)
    unseen, spent = unseen_card(values), demand.committed(state, seat)
    money, spaces = state.money[seat], len(cards.BID_SPACES)
    best, best_gain = None, 0.0
    for pile, who in enumerate(state.bid_seat):
        if who == seat:
            continue
        space = investors.min_outbid(state, pile)
        if space >= spaces:
            continue
        cost = investors.bid_cost(state, seat, space)
        if cost > 0 and spent + cost > money:  # demand.bid_limit_ok, its cost reused
            continue
        gain = pile_worth(state, pile, seat, values, unseen) - cost + rng.random()
        if best is None or gain > best_gain:
            best, best_gain = (pile, space), gain
    return None if best is None else demand.bid_move(*best)


def best_sale(state, seat: int, legal: list) -> Move:
    """Sell the share expected to lose the most this round, if any is expected to lose."""
    values = expectations(state, seat)
    best: Move = _END_TURN
    gain = 0.0
    board = cards.ADVANCED if state.options.get("advanced_board") else cards.STANDARD
    for m in legal:
        if not isinstance(m, Sell):
            continue
        company = m.card // cards.STOCKS_PER_COMPANY
        now = board[company][0][state.price[company]]  # state.company_value(company)
        if m.how == NORMAL:
            g = now - values[company][0]
        elif m.how == SOROS:
            g = cards.SOROS_PRICE - values[company][0]
        elif m.how == SPLIT_SALE:
            g = 2 * now - values[company][1]
        else:  # HALF: cash one half, keep the other as a portfolio share
            g = now + values[company][0] - values[company][1]
        if g > gain:
            best, gain = m, g
    return best


_END_TURN = EndTurn()
