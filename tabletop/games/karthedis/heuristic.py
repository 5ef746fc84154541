"""Karthedis' position judgement, playout policy, move choice and draft policy for the AI.

`evaluate_all` turns each seat's progress towards the Siegbedingung into a chance to win (a
softmax): resources won count fully, resources its face-down cards lead at count half (the
search sees a sampled world, where the bids are known), cards in hand a little (a pass
buys two), and Aufruf and Abberufen-pile bonuses a little.

`candidates` keeps one card per design (two Hauskatze 3 are the same move) and plays the
draft by a ranking that costs no search (`draft_worth`: trade value plus what the ability is
worth, plus the species already kept and those that work with it, so a drafted deck follows a
plan of the kind `decks.ai_deck` builds).  The standing Einsatz choice is not searched: an AI
seat switches it to Deploy on its first turn if the game started with "keep hidden" (Deploy
nearly always pays: more cards; showing the card is its only cost) and never changes it again
(nor does a hint propose it after the first Einstellungsphase).
`rollout_policy` plays the search's playouts cheaply and never changes the choice.
"""

from __future__ import annotations

from ...ai.evaluation import win_chances, win_shares
from ...ai.terms import NUMBER, PERCENT, Term
from ...core.game import GameState, Move
from ...core.rng import Rng
from ...core.text import QT_TRANSLATE_NOOP
from .abilities import bonus, purge_targets
from .cards import (
    BOUNCE,
    CYCLE,
    DESIGN,
    DIG,
    DOUBLE,
    DRAW,
    EXILE,
    LONE,
    NONE,
    PILE_BONUS,
    PURGE,
    RALLY,
    RECALL_DRAW,
    effect_of,
    printed,
    species_of,
    value_of,
)
from .moves import DEPLOY_ON, DISCARD, END_CALLS, END_SPECULATE, END_TRADE
from .plans import synergy
from .trade import totals
from .victory import progress

ABILITY_WORTH = {
    NONE: 0.0,
    DIG: 1.5,
    DOUBLE: 1.6,
    BOUNCE: 1.2,
    PILE_BONUS: 1.0,
    PURGE: 0.6,
    RALLY: 1.2,
    CYCLE: 1.3,
    RECALL_DRAW: 1.0,
    EXILE: 1.4,
    LONE: 0.8,
    DRAW: 1.0,
}
WON_WEIGHT = 4.0  # a finished victory condition, in worth
LEAD_SHARE = 0.5  # a resource one's bids lead at counts this much of a won one
HAND_WEIGHT = 0.12  # per card in hand
BONUS_WEIGHT = 0.15  # per point of standing bonus
TEMPERATURE = 0.9
EXPLORE = 0.2  # share of random moves in playouts


def card_worth(card: int) -> float:
    value = value_of(card)
    effect = effect_of(card)
    worth = value + ABILITY_WORTH[effect]
    if effect == DOUBLE:
        worth += 0.3 * value
    return worth


SAME_SPECIES = 0.35  # per card of the species already kept (up to SAME_CAP): plans need mass
SAME_CAP = 6
PARTNER = 0.3  # per kept card of a species that works with this one, times their synergy
PARTNER_CAP = 2.0


def draft_worth(card: int, kept: list[int]) -> float:
    """A draft pick: the card's own worth, more if the cards kept so far are of its species
    or of one it works with (plans.SYNERGY), so a drafted deck follows a plan."""
    sp = species_of(card)
    same = sum(1 for k in kept if species_of(k) == sp)
    partner = sum(synergy(sp, species_of(k)) for k in kept if species_of(k) != sp)
    return (
        card_worth(card) + SAME_SPECIES * min(same, SAME_CAP) + min(PARTNER_CAP, PARTNER * partner)
    )


def worths(s) -> list[float]:
    n = s.num_seats
    leading = _leading(s)
    out = []
    for p in range(n):
        won = s.won[p]
        now = progress(s.victory, won)
        lead = progress(s.victory, won + leading[p]) if leading[p] else now
        worth = WON_WEIGHT * (now + LEAD_SHARE * (lead - now))
        worth += HAND_WEIGHT * len(s.hands[p]) + BONUS_WEIGHT * bonus(s, p)
        worth += 0.05 * len(s.decks[p])
        out.append(worth)
    return out


# --- the evaluation's terms, in the rulebook's words (for hints only) ------------------------
T_WON = QT_TRANSLATE_NOOP("Hints", "your progress towards your victory condition")
T_LEAD = QT_TRANSLATE_NOOP("Hints", "the progress your leading bids would add")
T_HAND = QT_TRANSLATE_NOOP("Hints", "the number of cards in your hand")
T_BONUS = QT_TRANSLATE_NOOP("Hints", "your standing bonus from calls and the recall pile")
T_DECK = QT_TRANSLATE_NOOP("Hints", "the number of cards in your deck")
T_RIVAL = QT_TRANSLATE_NOOP("Hints", "the progress of {player} towards victory")


LEAD_WEIGHT = WON_WEIGHT * LEAD_SHARE / 100


def terms(state, seat: int) -> list[Term]:
    """`worths` of `seat`, term by term (they add up to it); progress in percent."""
    won = state.won[seat]
    now = progress(state.victory, won)
    lead = progress(state.victory, won + _leading(state)[seat])
    out = [
        Term("won", T_WON, 100 * now, PERCENT, WON_WEIGHT / 100),
        # the bids' cards lie face down: what they lead at is the bidder's secret
        Term("lead", T_LEAD, 100 * (lead - now), PERCENT, LEAD_WEIGHT, private=True),
        Term("hand", T_HAND, len(state.hands[seat]), NUMBER, HAND_WEIGHT),
        Term("bonus", T_BONUS, bonus(state, seat), NUMBER, BONUS_WEIGHT),
        Term("deck", T_DECK, len(state.decks[seat]), NUMBER, 0.05),
    ]
    if state.num_seats > 1:
        rivals = [
            (progress(state.victory, state.won[p]), p) for p in range(state.num_seats) if p != seat
        ]
        best, rival = max(rivals)
        out.append(
            Term("rival", T_RIVAL(player=rival), 100 * best, PERCENT, -WON_WEIGHT / 200, own=False)
        )
    return out


def _leading(s) -> list[list[int]]:
    """Per seat: the resources its bids lead at (where every bid's card is known)."""
    leading: list[list[int]] = [[] for _ in range(s.num_seats)]
    if s.bids and all(c >= 0 for _, _, c in s.bids):
        for slot, by_seat in enumerate(totals(s)):
            if by_seat:
                top = max(by_seat.values())
                best = [p for p, t in by_seat.items() if t == top]
                if len(best) == 1:
                    leading[best[0]].append(s.display[slot])
    return leading


def evaluate_all(state) -> list[float]:
    if state.is_terminal():
        return win_shares(state)
    return win_chances(worths(state), TEMPERATURE)


def evaluate(state: GameState, seat: int) -> float:
    return evaluate_all(state)[seat]


# --- the moves worth searching ---------------------------------------------------------------


def _playable(legal: list) -> list:
    """The legal moves but the change of the standing Einsatz choice (the list's last)."""
    return legal[:-1] if legal and legal[-1].kind == "set_deploy" else legal


def _opening(state) -> bool:
    """Before the first draw: where an AI seat sets its Einsatz choice, and the only time a
    hint proposes it (later a human's "keep hidden" is their own business)."""
    return state.round == 1 and state.phase in ("draft", "speculate")


def candidates(state) -> list[Move]:
    legal = state.legal_moves()
    if legal and legal[-1] == DEPLOY_ON and _opening(state):
        return [DEPLOY_ON]  # the AI uses its Einsatz cards
    legal = _playable(legal)
    if len(legal) <= 1:
        return legal
    if state.phase == "draft" and not state.pending:
        kept = state.kept[state.turn]
        return [max(legal, key=lambda mv: (draft_worth(mv.card, kept), -mv.card))]
    seen: set = set()
    out = []
    for mv in legal:
        card = getattr(mv, "card", None)
        design = DESIGN[printed(card)] if card is not None else None
        where = (getattr(mv, "slot", None), getattr(mv, "bid", None), getattr(mv, "seat", None))
        key = (mv.kind, design, where)
        if key not in seen:
            seen.add(key)
            out.append(mv)
    return out


# --- playouts -------------------------------------------------------------------------------


def _lowest(moves: list) -> Move:
    return min(moves, key=lambda mv: card_worth(mv.card))


def rollout_policy(state, rng: Rng) -> Move:
    legal = _playable(state.legal_moves())
    n = len(legal)
    if n == 1:
        return legal[0]
    if state.pending:
        ask = state.pending[-1]
        what, seat = ask[0], ask[1]
        if what == DISCARD:
            return _lowest(legal)
        piles = state.piles
        best = max(purge_targets(state, seat), key=lambda p: (bonus(state, p), len(piles[p])))
        return next(mv for mv in legal if mv.seat == best)
    if rng.random() < EXPLORE:
        return legal[rng.below(n)]
    phase = state.phase
    if phase == "draft":
        return max(legal, key=lambda mv: card_worth(mv.card))
    if phase == "speculate":
        return legal[0]  # use a Spekulieren card while there is one
    if phase == "call1":
        calls = [mv for mv in legal if mv.kind == "call"]
        rally = [mv for mv in calls if effect_of(mv.card) == RALLY]
        if rally:
            return rally[0]
        if len(calls) <= 2 or rng.below(5) == 0:
            return _lowest([mv for mv in legal if mv.kind == "pass_card"])
        return _lowest(calls)
    if phase == "call2":
        if len(legal) > 3 and rng.below(3) == 0:
            return _lowest([mv for mv in legal if mv.kind == "call"])
        return END_CALLS
    if phase == "trade":
        return _trade_move(state, legal, rng)
    return END_SPECULATE if END_SPECULATE in legal else legal[rng.below(n)]


def _trade_move(state, legal: list, rng: Rng) -> Move:
    seat = state.turn
    mine = sum(1 for p, _, _ in state.bids if p == seat)
    intervenes = [mv for mv in legal if mv.kind == "intervene"]
    if intervenes and rng.below(2) == 0:
        return intervenes[rng.below(len(intervenes))]
    bids = [mv for mv in legal if mv.kind == "bid"]
    if not bids or mine >= 2 or (mine and rng.below(2) == 0):
        return END_TRADE
    slot = bids[rng.below(len(bids))].slot
    at_slot = [mv for mv in bids if mv.slot == slot]
    return max(
        at_slot, key=lambda mv: value_of(mv.card) * (2 if effect_of(mv.card) == DOUBLE else 1)
    )


__all__ = ["candidates", "card_worth", "evaluate", "evaluate_all", "rollout_policy"]
