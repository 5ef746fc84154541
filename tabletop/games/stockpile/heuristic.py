"""Stockpile's position judgement and playout policy for the AI players.

`evaluate` turns each seat's projected fortune into a chance to win (a softmax that sharpens as
the last round nears).  The projection is money, plus every share at the price its company is
heading for this round (the pair's forecast, as the evaluated world has it; players evaluate
sampled worlds, never the true one), plus notes, commodities, taxes and fees, plus a share of
the majority bonuses.

`rollout_policy` is the cheap, sensible play used in the search's short playouts.
"""
from __future__ import annotations

import math

from ...core.game import GameState, Move
from ...core.rng import Rng
from . import cards, endgame, movement
from .moves import Bid, BuyNotes, EndTurn, PlayAction, Sell

TEMPERATURE = 8          # $K at the very end ...
TEMPERATURE_PER_ROUND = 6    # ... plus this much per round still to come
EXPLORE = 0.2            # share of random moves in playouts
BEFORE_MOVEMENT = frozenset({"notes", "phil", "robins", "supply", "commodity", "first_card",
                             "pre_demand", "demand", "give_first_card", "action", "selling",
                             "bailout", "claim"})


def heading(state) -> list[float]:
    """Each company's expected value after this round's Movement Phase (dividends included)."""
    values = [float(state.company_value(c)) for c in range(cards.NUM_COMPANIES)]
    if state.phase not in BEFORE_MOVEMENT or not state.pair_company:
        return values
    pending = set(state.queue) if state.phase == "claim" else set(range(len(state.pair_company)))
    for pair, company in enumerate(state.pair_company):
        if company < 0 or state.pair_forecast[pair] < 0 or pair not in pending:
            continue
        dividend, change = movement.forecast_effect(state, pair)
        track = state.track(company)[0]
        pos = min(max(state.price[company] + change, 0), len(track) - 1)
        values[company] = track[pos] + dividend
    return values


def projected(state) -> list[float]:
    values = heading(state)
    out = []
    for seat in range(state.num_seats):
        worth = float(state.money[seat])
        for c in state.portfolio[seat]:
            worth += values[cards.company_of(c)] if c >= 0 else 5.0
        for c in state.split[seat]:
            worth += 2 * values[cards.company_of(c)] if c >= 0 else 10.0
        worth += state.notes[seat] * (state.note_price() + state.rounds - state.round)
        worth += endgame.commodity_bonus(state.commercial[seat])
        worth -= endgame.tax_penalty(state.commercial[seat])
        worth -= sum(cards.fee_value(f) for f in state.unpaid[seat])
        out.append(worth)
    if all(c >= 0 for p in state.portfolio + state.split for c in p):
        for company in range(cards.NUM_COMPANIES):
            counts = [endgame.holdings(state, s, company) for s in range(state.num_seats)]
            best = max(counts)
            if best:
                top = [s for s, n in enumerate(counts) if n == best]
                bonus = cards.MAJORITY_BONUS if len(top) == 1 else cards.MAJORITY_TIED_BONUS
                for s in top:
                    out[s] += 0.6 * bonus
    return out


def evaluate_all(state) -> list[float]:
    if state.is_terminal():
        best = max(state.totals)
        winners = [s for s, t in enumerate(state.totals) if t == best]
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(state.num_seats)]
    worth = projected(state)
    temperature = TEMPERATURE + TEMPERATURE_PER_ROUND * (state.rounds - state.round)
    top = max(worth)
    weights = [math.exp((w - top) / temperature) for w in worth]
    total = sum(weights)
    return [w / total for w in weights]


def evaluate(state: GameState, seat: int) -> float:
    return evaluate_all(state)[seat]


# --- playouts ---------------------------------------------------------------------------------
def pile_worth(state, pile: int) -> float:
    values = heading(state)
    worth = 0.0
    for c in state.piles[pile]:
        if c < 0:
            worth += 3.0
        elif cards.is_stock(c):
            worth += values[cards.company_of(c)]
        elif cards.is_fee(c):
            worth -= cards.fee_value(c)
        elif cards.is_action(c):
            worth += 2.0
        elif cards.is_commodity(c):
            worth += 4.0
        elif cards.is_tax(c):
            worth -= 4.0
    return worth


def rollout_policy(state, rng: Rng) -> Move:
    legal = state.legal_moves()
    if len(legal) == 1 or rng.random() < EXPLORE:
        return legal[rng.below(len(legal))]
    seat = state.actor
    if state.phase == "demand" and isinstance(legal[0], Bid):
        from .investors import bid_cost
        return max((m for m in legal if isinstance(m, Bid)),
                   key=lambda m: pile_worth(state, m.pile) - bid_cost(state, seat, m.space)
                   + rng.random())
    if state.phase == "selling":
        values = heading(state)
        for m in legal:
            if isinstance(m, Sell) and m.how in ("normal", "split"):
                company = cards.company_of(m.card)
                if values[company] < state.company_value(company):
                    return m
        return EndTurn() if EndTurn() in legal else legal[0]
    if state.phase == "action" and not state.prompt:
        plays = [m for m in legal if isinstance(m, PlayAction)]
        if plays:
            mine = [endgame.holdings(state, seat, c) for c in range(cards.NUM_COMPANIES)]
            return max(plays, key=lambda m: cards.action_delta(m.card) * mine[m.company]
                       + rng.random())
        return EndTurn() if EndTurn() in legal else legal[rng.below(len(legal))]
    if state.phase == "notes":
        affordable = [m for m in legal if isinstance(m, BuyNotes)
                      and m.count * state.note_price() <= state.money[seat] // 2]
        return max(affordable, key=lambda m: m.count) if affordable else legal[0]
    return legal[rng.below(len(legal))]
