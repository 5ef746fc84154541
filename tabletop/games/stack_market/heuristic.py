"""Stack Market's position judgement and playout policy for the AI players.

`evaluate` turns each seat's projected money into a chance to win (a softmax that sharpens as
the game nears its end).  The projection is the money in hand, plus the round-end income the
investments would bring if the round ended now (the rachat succeeding with an estimated
chance), minus the collapse payments a shaky building threatens, plus the highest building
card's bonus.

The risks come from a per-die collapse chance that grows with the square of the height: close
to what careful stacking measures (docs/rules: about 1% a die at 10 floors, 4% at 20, 9% at
30), raised while the building leans near its edge.

`rollout_policy` plays the search's playouts cheaply: careful re-centring, random orders,
mostly staying put.
"""

from __future__ import annotations

from ...ai.evaluation import win_chances, win_shares
from ...ai.terms import THOUSANDS, Term
from ...core.game import Move
from ...core.rng import Rng
from ...core.text import QT_TRANSLATE_NOOP, plain
from .data import (
    AIM_MAX,
    AIM_STEP,
    COLLAPSE_FEE,
    COMPANIES,
    HIGHEST_BONUS,
    INCOME_PER_MARKER,
    TAKEOVER_BONUS,
)
from .physics import careless_aim, margin
from .rules import CHANGES, PICKS, PLACES, ROLL, STAY, legal_moves
from .state import StackMarketState

RISK_FLOORS_SQUARED = 10_000  # a die's collapse chance: height squared over this
TWO_HANDS_RISK = 0.6  # the rachat's two hands shake less
HIGHEST_CONFIDENCE = 0.6  # the card's bonus needs income in the rachat
SHAKY_MARGIN = 30  # hundredths: a building this close to tipping is riskier to stack on
TEMPERATURE = 15_000  # softmax temperature at the end, in dollars ...
TEMPERATURE_PER_ROUND = 30_000  # ... plus this much per round still to come
CHANGE_RATE = 6  # playouts move the marker one time in this many
NEAR = 10  # hundredths: the aims either side of the steadiest that the search also tries


def die_risk(height: int) -> float:
    """Chance that one carefully placed die brings down a building `height` floors tall."""
    return min(0.5, height * height / RISK_FLOORS_SQUARED)


def takeover_chance(tall: int, low: int) -> float:
    """Chance that stacking `low` dice with two hands on a building `tall` floors stands."""
    chance = 1.0
    for h in range(tall, tall + low):
        chance *= 1.0 - TWO_HANDS_RISK * die_risk(h)
    return chance


def shakiness(st: StackMarketState, company: int) -> float:
    """Chance that the next stacking on this building ends in a collapse."""
    xs = st.xs[company]
    if len(xs) < 2:
        return 0.0
    edge = max(0, SHAKY_MARGIN - margin(xs)) / SHAKY_MARGIN  # 0 steady .. 1 at the edge
    dice = min(4, max(1, st.reserve))  # a typical turn adds a few dice
    risk = 1.0 - (1.0 - die_risk(len(xs))) ** dice
    return min(0.95, risk + 0.5 * edge)


def projected_money(st: StackMarketState) -> list[float]:
    # the same sums in the same order as ever: the search's values do not move
    return [
        ((m + (income - takeover)) - collapse) + bonus
        for m, income, takeover, collapse, bonus in _parts(st)
    ]


def _parts(st: StackMarketState) -> list[tuple[float, float, float, float, float]]:
    """Per seat: money, expected round-end income, the expected cost of a failed takeover,
    the expected collapse payment and the highest building card's bonus."""
    n = st.num_seats
    if st.phase == "invest" or st.phase == "over":
        return [(float(v), 0.0, 0.0, 0.0, 0.0) for v in st.counted]
    invested = [c for c in range(st.companies) if st.markers(c) and st.is_building(c)]
    ranked = sorted(invested, key=lambda c: (st.height(c), st.top(c)))
    tall, low = (ranked[-1], ranked[0]) if len(ranked) > 1 else (-1, -1)
    if st.phase.startswith("takeover"):
        tall, low = st.tall, st.low
        chance = takeover_chance(st.height(tall), len(st.order) + len(st.tray))
    elif tall >= 0:
        chance = takeover_chance(st.height(tall), st.height(low))
    # the rest of the round: how much of the reserve is still to be stacked
    still = st.reserve / max(1, st.total_dice()) if not st.phase.startswith("takeover") else 0.0
    out = []
    for seat in range(n):
        company = st.invest[seat]
        markers = st.markers(company)
        takeover = 0.0
        if company == tall:
            income = chance * (INCOME_PER_MARKER * markers + TAKEOVER_BONUS)
            takeover = (1.0 - chance) * min(COLLAPSE_FEE, st.counted[seat])
        elif company == low:
            income = (1.0 - chance) * INCOME_PER_MARKER * markers
        else:
            income = float(INCOME_PER_MARKER * markers)
        collapse = 0.0
        if st.phase in ("roll", "order", "place", "change") and company >= 0:
            # a collapse costs every investor, whoever stacks; more so early in the round
            danger = shakiness(st, company) * min(1.0, 0.3 + 2 * still) * markers / 2
            collapse = danger * min(COLLAPSE_FEE, st.counted[seat])
        bonus = HIGHEST_CONFIDENCE * HIGHEST_BONUS if seat == st.holder else 0.0
        out.append((float(st.counted[seat]), income, takeover, collapse, bonus))
    return out


# --- the evaluation's terms, in the rulebook's words (for hints only) ------------------------
T_MONEY = QT_TRANSLATE_NOOP("Hints", "your money")
T_INCOME = QT_TRANSLATE_NOOP("Hints", "your expected income from {company} at the round's end")
T_TAKEOVER = QT_TRANSLATE_NOOP("Hints", "the risk that the takeover of {company} fails")
T_COLLAPSE = QT_TRANSLATE_NOOP("Hints", "the risk of paying for a collapse of {company}")
T_HIGHEST = QT_TRANSLATE_NOOP("Hints", "the bonus of the highest building card")
T_HIGHEST_YOURS = QT_TRANSLATE_NOOP("Hints", "the bonus of the highest building card (yours)")
T_HIGHEST_THEIRS = QT_TRANSLATE_NOOP(
    "Hints", "the bonus of the highest building card (held by {player})"
)
T_RIVAL = QT_TRANSLATE_NOOP("Hints", "the projected money of {player}")


def terms(state, seat: int) -> list[Term]:
    """`projected_money` of `seat`, term by term (they add up to it), and the richest
    rival's projection.  Money is in dollars, said in thousands."""
    money, income, takeover, collapse, bonus = _parts(state)[seat]
    company = state.invest[seat]
    name = plain(COMPANIES[company]) if company >= 0 else plain("-")
    out = [Term("money", T_MONEY, money, THOUSANDS, scale=1000)]
    if company >= 0:
        out.append(Term("income", T_INCOME(company=name), income, THOUSANDS, scale=1000))
        out.append(Term("takeover", T_TAKEOVER(company=name), takeover, THOUSANDS, -1.0, 1000))
        out.append(Term("collapse", T_COLLAPSE(company=name), collapse, THOUSANDS, -1.0, 1000))
    holder = state.holder  # who holds the card, by name: what taking it changes
    highest = (
        T_HIGHEST
        if holder < 0
        else T_HIGHEST_YOURS
        if holder == seat
        else T_HIGHEST_THEIRS(player=holder)
    )
    out.append(Term("highest", highest, bonus, THOUSANDS, scale=1000))
    if state.num_seats > 1:
        worth = projected_money(state)
        rival = max((s for s in range(state.num_seats) if s != seat), key=lambda s: worth[s])
        out.append(
            Term("rival", T_RIVAL(player=rival), worth[rival], THOUSANDS, -0.5, 1000, own=False)
        )
    return out


def evaluate_all(state) -> list[float]:
    if state.is_terminal():
        return win_shares(state)
    rounds_left = state.rounds - state.round + (0.0 if state.phase == "over" else 0.5)
    temperature = TEMPERATURE + TEMPERATURE_PER_ROUND * rounds_left
    return win_chances(projected_money(state), temperature)


def evaluate(state, seat: int) -> float:
    return evaluate_all(state)[seat]


def steadiest_aim(xs: list[int]) -> int:
    """physics.careful_aim, fast: the new die lies above every die, so each die's stand test
    is a tent in the new die's position x (slack 50 - |x - c| / k, k the dice above it);
    the aim maximising the lowest tent.  Floats are fine here: the AI is not the engine."""
    n = len(xs)
    if n < 2:
        return 0
    tents = []
    above = 0
    for i in range(n - 1, -1, -1):  # the die at i carries the dice above it and the new one
        k = n - i
        tents.append((k * xs[i] - above, 1.0 / k))
        above += xs[i]
    top = xs[-1]
    best, best_slack = 0, -(10**9)
    # Slack in whole hundredths: ties go to the aim nearest the centre, as in careful_aim.
    # An aim is dropped at the first tent that leaves it no better than the best so far
    # (the minimum only falls), and the search ends where the top die's own tent (-|aim|)
    # allows no better: the same answer as testing every tent at every aim.
    for aim in _AIMS_NEAREST_FIRST:
        if -abs(aim) <= best_slack:
            break
        x = top + aim
        worst = 0.0
        for c, w in tents:
            slack = (x - c if x < c else c - x) * w
            if slack < worst:
                worst = slack
                if int(worst) <= best_slack:
                    break
        else:
            best, best_slack = aim, int(worst)
    return best


_AIMS_NEAREST_FIRST = sorted(range(-AIM_MAX, AIM_MAX + 1, AIM_STEP), key=abs)
_PLACE_BY_AIM: dict[int, Move] = {move.aim: move for move in PLACES}


def candidates(state) -> list[Move]:
    """The aims worth searching: the steadiest, a little either side of it, and careless on
    purpose (the rulebook's tip: lean the tower, then leave it to the others).  Every other
    decision offers all its legal moves."""
    if state.phase != "place" and state.phase != "takeover_place":
        return legal_moves(state)
    xs = state.xs[state.stacking_on()]
    best = steadiest_aim(xs)
    aims = [best, best - NEAR, best + NEAR, careless_aim(xs)]
    seen: list[Move] = []
    for aim in aims:
        move = _PLACE_BY_AIM.get(max(-AIM_MAX, min(AIM_MAX, aim)))
        if move is not None and move not in seen:
            seen.append(move)
    return seen


def rollout_policy(state, rng: Rng) -> Move:
    phase = state.phase
    if phase == "place" or phase == "takeover_place":
        return _PLACE_BY_AIM[steadiest_aim(state.xs[state.stacking_on()])]
    if phase == "roll":
        return ROLL
    if phase == "change" and rng.below(CHANGE_RATE):
        return STAY
    legal = legal_moves(state)
    move = legal[rng.below(len(legal))]
    assert move in PICKS or move in CHANGES or move is STAY or move.kind == "invest"
    return move
