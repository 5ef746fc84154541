"""Stockpile's evaluation in named terms (`heuristic.projected` of one seat, term by term),
in the rulebook's words, for hints and for the computer's reasons.  Kept beside the
heuristic (which is near its size limit); the search never calls it."""

from __future__ import annotations

from ...ai.terms import NUMBER, THOUSANDS, Term
from ...core.text import QT_TRANSLATE_NOOP, plain
from . import cards, endgame, investors
from .heuristic import (
    ACTION_CARD,
    MAJORITY_SHARE,
    _holdings,
    expectations,
    pile_worth,
    projected,
    unseen_card,
)

T_MONEY = QT_TRANSLATE_NOOP("Hints", "your money")
T_SHARES = QT_TRANSLATE_NOOP("Hints", "the expected value of your {company} shares")
T_HELD = QT_TRANSLATE_NOOP("Hints", "the number of Boom/Bust cards you keep for later")
T_NOTES = QT_TRANSLATE_NOOP("Hints", "the value of your notes")
T_COMMERCIAL = QT_TRANSLATE_NOOP("Hints", "your commodity bonus less taxes")
T_FEES = QT_TRANSLATE_NOOP("Hints", "your unpaid fees")
T_MAJORITY = QT_TRANSLATE_NOOP("Hints", "your share of the {company} majority bonus")
T_UNSEEN = QT_TRANSLATE_NOOP("Hints", "the expected value of your face-down shares")
T_BID = QT_TRANSLATE_NOOP("Hints", "the worth of your leading bids over their price")
T_RIVAL = QT_TRANSLATE_NOOP("Hints", "the projected fortune of {player}")


def terms(state, seat: int) -> list[Term]:
    """What `projected(state, seat)[seat]` adds up, as `seat` knows it ($K)."""
    holdings = _holdings(state)
    values = expectations(state, seat)
    unseen = unseen_card(values)
    out = [Term("money", T_MONEY, float(state.money[seat]), THOUSANDS)]
    normal, split, hidden_normal, hidden_split, _ = holdings[seat]
    for company in range(cards.NUM_COMPANIES):
        n, m = normal[company], split[company]
        if n or m:
            worth = n * values[company][0] + m * values[company][1]
            name = plain(cards.COMPANIES[company])
            out.append(Term(("shares", company), T_SHARES(company=name), worth, THOUSANDS))
    if hidden_normal or hidden_split:
        worth = (hidden_normal + 2 * hidden_split) * unseen
        out.append(Term("unseen", T_UNSEEN, worth, THOUSANDS))
    out.append(Term("held", T_HELD, len(state.held[seat]), NUMBER, ACTION_CARD))
    note = state.note_price() + state.rounds - state.round
    if state.notes[seat]:
        out.append(Term("notes", T_NOTES, float(state.notes[seat] * note), THOUSANDS))
    commercial = state.commercial[seat]
    if commercial:
        worth = endgame.commodity_bonus(commercial) - endgame.tax_penalty(commercial)
        out.append(Term("commercial", T_COMMERCIAL, float(worth), THOUSANDS))
    if state.unpaid[seat]:
        fees = sum(cards.fee_value(f) for f in state.unpaid[seat])
        out.append(Term("fees", T_FEES, float(fees), THOUSANDS, -1.0))
    if not any(h[2] or h[3] for h in holdings):
        weight = MAJORITY_SHARE * state.round / state.rounds
        for company in range(cards.NUM_COMPANIES):
            counts = [h[0][company] + 2 * h[1][company] for h in holdings]
            best = max(counts)
            if best and counts[seat] == best:
                tied = sum(1 for n in counts if n == best) > 1
                bonus = cards.MAJORITY_TIED_BONUS if tied else cards.MAJORITY_BONUS
                name = plain(cards.COMPANIES[company])
                out.append(
                    Term(("majority", company), T_MAJORITY(company=name), weight * bonus, THOUSANDS)
                )
    bid = 0.0
    for pile, (space, who) in enumerate(zip(state.bid_space, state.bid_seat)):
        if who != seat:
            continue
        if state.phase == "demand":
            bid += pile_worth(state, pile, seat, values, unseen)
            bid -= investors.bid_cost(state, seat, space)
        elif state.phase == "investor_auction":
            bid += investors.start_money(state, state.offered[pile]) - cards.BID_SPACES[space]
    if bid:
        out.append(Term("bid", T_BID, bid, THOUSANDS))
    if state.num_seats > 1:
        fortunes = projected(state, seat)
        rival = max((s for s in range(state.num_seats) if s != seat), key=lambda s: fortunes[s])
        out.append(
            Term("rival", T_RIVAL(player=rival), fortunes[rival], THOUSANDS, -0.5, own=False)
        )
    return out
