"""Take Stock's position judgement and playout policy for the AI players.

`evaluate` turns each seat's projected final score into a chance to win: a softmax whose
temperature shrinks as the game nears its end (a 30-point lead means little in round 1 and a
lot at the last scoring).  The projection is the score so far, plus this round's certificates
at today's company values, plus what the seat's stock options can still bring: this round on
its best hand cards, later rounds at a flat rate.

`rollout_policy` is the cheap, sensible play used in the search's short playouts.
"""

from __future__ import annotations

from ...ai.evaluation import win_chances, win_shares
from ...ai.terms import NUMBER, POINTS, Term
from ...core.game import GameState, Move
from ...core.rng import Rng
from ...core.text import QT_TRANSLATE_NOOP, plain
from .cards import (
    COMPANIES,
    NUM_COMPANIES,
    NUM_SHARE_CARDS,
    ROUNDS,
    company_of,
    shares_on,
    value_of,
)
from .moves import Discard, UseOption

OPTION_WORTH = 12  # points an unused option brings in a later round
SECURED_WORTH = 4  # points a secured event card is worth holding
# Fitted to the winners of 160 three-seat Medium games (python -m tabletop.ai.calibrate): the
# chances to win foresee held-out games better (log loss 0.954 against 0.979 with the former
# 12 and 30, and hand cards counted at 0.6 of their worth) and the search plays better with
# them (paired games, docs/ai-strength.md).
TEMPERATURE = 15  # softmax temperature at the last scoring ...
TEMPERATURE_PER_ROUND = 12  # ... plus this much per round still to come
# Four seats and more (fitted to 120 four-seat Medium games, held-out log loss 1.091 against
# 1.120 with the three-seat values, and paired games agree): a lead in an early round tells
# more, a secured card less.  Five seats forecast better with them too (1.214 against 1.271),
# two seats worse (0.602 against 0.583); six were not measured.
LARGE_TABLE = 4  # seats from which the values below apply
TEMPERATURE_4 = 13
TEMPERATURE_PER_ROUND_4 = 5
SECURED_WORTH_4 = 2
EXPLORE = 0.25  # share of random moves in playouts, so they do not all agree

# Per share card: company, value and share symbols, looked up instead of computed (playouts
# score every legal move of every step).
_COMPANY = tuple(company_of(c) for c in range(NUM_SHARE_CARDS))
_VALUE = tuple(value_of(c) for c in range(NUM_SHARE_CARDS))
_SHARES = tuple(shares_on(c) for c in range(NUM_SHARE_CARDS))


def projected_scores(state) -> list[float]:
    values = state.company_values()
    secured = secured_worth(state.num_seats)
    return [
        state.totals[s]
        + _certificates(state, s, values)
        + _options(state, s, values)
        + secured * len(state.secured[s])
        for s in range(state.num_seats)
    ]


def secured_worth(seats: int) -> int:
    return SECURED_WORTH_4 if seats >= LARGE_TABLE else SECURED_WORTH


def _certificates(state, s: int, values: list[int]) -> float:
    shares, company = _SHARES, _COMPANY
    return sum([shares[c] * values[company[c]] for c in state.certificates[s]])


def _options(state, s: int, values: list[int]) -> float:
    """What the seat's stock options should still bring: this round on its best hand cards
    (worth more than keeping the option for later), later rounds at a flat rate."""
    rounds_left = ROUNDS - state.round
    options = state.options[s]
    shares, company = _SHARES, _COMPANY
    keep = OPTION_WORTH if rounds_left else 0
    if options:
        worths = sorted(
            [shares[c] * values[company[c]] for c in state.hands[s] if c >= 0], reverse=True
        )
        used = [w for w in worths[:options] if w > keep]
    else:
        used = []
    future = (options - len(used)) * OPTION_WORTH if rounds_left else 0
    return sum(used) + future  # the hand's cards at today's values: the fit found no discount


# --- the evaluation's terms, in the rulebook's words (for hints only) ------------------------
T_SCORE = QT_TRANSLATE_NOOP("Hints", "your score so far")
T_CERTIFICATES = QT_TRANSLATE_NOOP("Hints", "the value of your {company} certificates")
T_OPTIONS = QT_TRANSLATE_NOOP("Hints", "what your stock options should still bring")
T_SECURED = QT_TRANSLATE_NOOP("Hints", "the number of your secured event cards")
T_RIVAL = QT_TRANSLATE_NOOP("Hints", "the projected score of {player}")


def terms(state, seat: int) -> list[Term]:
    """`projected_scores` of `seat`, term by term (they add up to it), and the strongest
    rival's projection: a raise helps everyone who holds the company."""
    values = state.company_values()
    per_company = [0.0] * NUM_COMPANIES
    for c in state.certificates[seat]:
        per_company[_COMPANY[c]] += _SHARES[c] * values[_COMPANY[c]]
    out = [Term("score", T_SCORE, float(state.totals[seat]), POINTS)]
    out += [
        Term(("certificates", c), T_CERTIFICATES(company=plain(COMPANIES[c])), v, POINTS)
        for c, v in enumerate(per_company)
        if v
    ]
    # the options' worth comes from the hand, the rival's from hands this seat cannot see
    out.append(Term("options", T_OPTIONS, _options(state, seat, values), POINTS, private=True))
    out.append(
        Term("secured", T_SECURED, len(state.secured[seat]), NUMBER, secured_worth(state.num_seats))
    )
    if state.num_seats > 1:
        scores = projected_scores(state)
        rival = max((s for s in range(state.num_seats) if s != seat), key=lambda s: scores[s])
        label = T_RIVAL(player=rival)
        out.append(Term("rival", label, scores[rival], POINTS, -0.5, own=False, private=True))
    return out


def evaluate_all(state) -> list[float]:
    if state.is_terminal():
        return win_shares(state)
    if state.num_seats >= LARGE_TABLE:
        temperature = TEMPERATURE_4 + TEMPERATURE_PER_ROUND_4 * (ROUNDS - state.round)
    else:
        temperature = TEMPERATURE + TEMPERATURE_PER_ROUND * (ROUNDS - state.round)
    return win_chances(projected_scores(state), temperature)


def evaluate(state: GameState, seat: int) -> float:
    return evaluate_all(state)[seat]


# --- playouts -------------------------------------------------------------------------------


def rollout_policy(state, rng: Rng) -> Move:
    legal = state.legal_moves()
    n = len(legal)
    if n == 1 or rng.random() < EXPLORE:
        return legal[rng.below(n)]
    phase = state.phase
    if phase == "action":
        # Start the comparison at a random move: ties go to a random one, at one draw's cost.
        return _best_action(state, legal, rng.below(n))
    if phase == "discard":  # the least valuable card (the first one on ties)
        values = state.company_values()
        best, low = legal[0], None
        for m in legal:
            worth = _SHARES[m.card] * values[_COMPANY[m.card]] if isinstance(m, Discard) else 0
            if low is None or worth < low:
                best, low = m, worth
        return best
    if phase == "options":  # the most valuable use, or keeping the option
        values = state.company_values()
        keep = OPTION_WORTH if state.round < ROUNDS else 0
        best, high = legal[0], None
        for m in legal:
            worth = _SHARES[m.card] * values[_COMPANY[m.card]] if isinstance(m, UseOption) else keep
            if high is None or worth > high:
                best, high = m, worth
        return best
    return legal[rng.below(n)]


def _stakes(state, seat: int) -> list[float]:
    """Per company: the seat's shares minus the average opponent's."""
    stake = [0.0] * NUM_COMPANIES
    others = 1.0 / (state.num_seats - 1)
    for s, certs in enumerate(state.certificates):
        weight = 1.0 if s == seat else -others
        for c in certs:
            stake[_COMPANY[c]] += weight * _SHARES[c]
    return stake


def _best_action(state, legal: list, first: int) -> Move:
    """The first best-scoring move, from `first` on round the list.  A raise earns its price
    step times the seat's stake in the company; a secure, most of the certificate's worth."""
    stake = _stakes(state, state.actor)
    tops = [_VALUE[row[-1]] for row in state.market]
    steps = [1 + len(row) for row in state.splits]
    value, company, shares = _VALUE, _COMPANY, _SHARES
    best, best_score = legal[first], float("-inf")
    for move in legal[first:] + legal[:first]:  # the same order, rotated in C
        kind = move.kind
        if kind == "play_market":  # the commonest: two per hand card
            score = 1.0
        elif kind == "raise":
            c = company[move.card]
            score = (value[move.card] - tops[c]) * steps[c] * stake[c]
        elif kind == "secure":
            c = company[move.card]
            score = 0.7 * shares[move.card] * (tops[c] * steps[c]) - 3
        elif kind == "play_secured":
            score = 2.0
        else:
            score = 0.0
        if score > best_score:
            best, best_score = move, score
    return best
