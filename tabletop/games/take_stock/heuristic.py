"""Take Stock's position judgement and playout policy for the AI players.

`evaluate` turns each seat's projected final score into a chance to win: a softmax whose
temperature shrinks as the game nears its end (a 30-point lead means little in round 1 and a
lot at the last scoring).  The projection is the score so far, plus this round's certificates
at today's company values, plus what the seat's stock options can still bring: this round on
its best hand cards, later rounds at a flat rate.

`rollout_policy` is the cheap, sensible play used in the search's short playouts.
"""
from __future__ import annotations


from ...core.game import GameState, Move
from ...ai.evaluation import win_chances, win_shares
from ...core.rng import Rng
from .cards import NUM_COMPANIES, ROUNDS, company_of, shares_on, value_of
from .moves import Discard, PlayMarket, PlaySecured, Raise, Secure, UseOption

OPTION_WORTH = 12        # points an unused option brings in a later round
SECURED_WORTH = 4        # points a secured event card is worth holding
HAND_CONFIDENCE = 0.6    # a hand card's round-end value is uncertain until the round ends
TEMPERATURE = 12         # softmax temperature at the last scoring ...
TEMPERATURE_PER_ROUND = 30   # ... plus this much per round still to come
EXPLORE = 0.25           # share of random moves in playouts, so they do not all agree


def projected_scores(state) -> list[float]:
    values = state.company_values()
    rounds_left = ROUNDS - state.round
    at_round_end = state.phase == "options"
    out = []
    for s in range(state.num_seats):
        this_round = sum(shares_on(c) * values[company_of(c)] for c in state.certificates[s])
        options = state.options[s]
        # Options go on the best hand cards worth more than keeping the option for later.
        keep = OPTION_WORTH if rounds_left else 0
        worths = sorted((shares_on(c) * values[company_of(c)] for c in state.hands[s]
                         if c >= 0), reverse=True)
        used = [w for w in worths[:options] if w > keep]
        confidence = 1.0 if at_round_end else HAND_CONFIDENCE
        this_round += confidence * sum(used)
        future = (options - len(used)) * OPTION_WORTH if rounds_left else 0
        out.append(state.totals[s] + this_round + future + SECURED_WORTH * len(state.secured[s]))
    return out


def evaluate_all(state) -> list[float]:
    if state.is_terminal():
        return win_shares(state)
    temperature = TEMPERATURE + TEMPERATURE_PER_ROUND * (ROUNDS - state.round)
    return win_chances(projected_scores(state), temperature)


def evaluate(state: GameState, seat: int) -> float:
    return evaluate_all(state)[seat]


# --- playouts -------------------------------------------------------------------------------
def rollout_policy(state, rng: Rng) -> Move:
    legal = state.legal_moves()
    if len(legal) == 1 or rng.random() < EXPLORE:
        return legal[rng.below(len(legal))]
    phase = state.phase
    if phase == "action":
        stake = _stakes(state, state.actor)
        # Start the comparison at a random move: ties go to a random one, at one draw's cost.
        k = rng.below(len(legal))
        return max(legal[k:] + legal[:k], key=lambda m: _action_score(state, m, stake))
    if phase == "discard":
        values = state.company_values()
        return min(legal, key=lambda m: _card_worth(m.card, values)
                   if isinstance(m, Discard) else 0)
    if phase == "options":
        values = state.company_values()
        keep = OPTION_WORTH if state.round < ROUNDS else 0
        best = max(legal, key=lambda m: _card_worth(m.card, values)
                   if isinstance(m, UseOption) else keep)
        return best
    return legal[rng.below(len(legal))]


def _card_worth(card: int, values: list[int]) -> int:
    return shares_on(card) * values[company_of(card)]


def _stakes(state, seat: int) -> list[float]:
    """Per company: the seat's shares minus the average opponent's."""
    stake = [0.0] * NUM_COMPANIES
    others = 1.0 / (state.num_seats - 1)
    for s, certs in enumerate(state.certificates):
        weight = 1.0 if s == seat else -others
        for c in certs:
            stake[company_of(c)] += weight * shares_on(c)
    return stake


def _action_score(state, move: Move, stake: list[float]) -> float:
    if isinstance(move, Raise):
        c = company_of(move.card)
        gain = (value_of(move.card) - value_of(state.market[c][-1])) * (1 + len(state.splits[c]))
        return gain * stake[c]
    if isinstance(move, Secure):
        return 0.7 * shares_on(move.card) * state.company_value(company_of(move.card)) - 3
    if isinstance(move, PlaySecured):
        return 2.0
    if isinstance(move, PlayMarket):
        return 1.0
    return 0.0
