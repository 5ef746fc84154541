"""Stock Round's position judgement and playout policy for the AI players.

Nothing is hidden, so the judgement is a forecast: each player's cash plus, per share, the
market price, the dividends the railway's trains should still pay before the bank breaks, and
a part of its treasury; a director whose railway has no train (or only trains about to rust)
and too little money for one is charged the difference, as 1830 will charge it.  `evaluate`
turns these worths into chances to win (a softmax that sharpens as the bank empties).

`rollout_policy` plays a game on cheaply and sensibly: buy shares of railways that run, pay
out unless a train is due, keep a train, raise the network when the money is there.  The
search runs no playouts here (info.ROLLOUT_DEPTH: the judgement where its tree ends played
better); the policy stays for a playout length worth measuring again, and tests use it to
reach late positions quickly.
"""

from __future__ import annotations

from ...ai.evaluation import win_chances, win_shares
from ...ai.terms import DOLLARS, Term
from ...core.game import Move
from ...core.rng import Rng
from ...core.text import QT_TRANSLATE_NOOP, Text, plain
from . import operating, shares, trains
from .data import LEVEL_COST, LEVEL_VALUE, RAILWAYS, SHARES_PER_RAILWAY, TRAIN_INDEX, TRAINS
from .moves import Buy, BuyTrain, Offer, Sell, Start
from .rules import DECLINE, DONE, KEEP, PASS, PAYOUT, RAISE, TAKE, WITHHOLD, legal_moves
from .state import StockRoundState

PAYOUT_SHARE = 0.8  # of future runs expected to be paid out
TREASURY_WORTH = 0.5  # a dollar in a railway's treasury, to its shareholders
FIRST_TRAIN_RUN = 2 * LEVEL_VALUE[1]  # what a new railway's first train should run for
RUN_PER_OR_FLOOR = 400  # the bank empties at least this fast (dollars per operating round)
MAX_ORS_AHEAD = 8.0
TEMPERATURE = 60.0  # softmax temperature at the end, in dollars ...
TEMPERATURE_PER_OR = 20.0  # ... plus this much per operating round still expected
SALE_DISCOUNT = 0.9  # what a share on offer fetches, of the market price
BANKRUPTCY_FEAR = 2.0  # per dollar a director could not pay towards a forced train
BUY_RATE = 70  # percent: how often a playout buys when it may


def rusting_soon(st: StockRoundState, train: int) -> bool:
    """A train that the next or the one after next kind of train would rust."""
    rusts = TRAINS[train].rusts
    if not rusts:
        return False
    return TRAIN_INDEX[rusts] <= st.trainphase + 2


def lasting_run(st: StockRoundState, r: int) -> float:
    """The run a railway can count on: rusting-soon trains at half weight; a floated railway
    without a train will have one."""
    value = LEVEL_VALUE[st.level[r]]
    run = sum(TRAINS[t].size * value * (0.5 if rusting_soon(st, t) else 1.0) for t in st.trains[r])
    if not run and (st.floated[r] or shares.started(st, r)):
        run = FIRST_TRAIN_RUN * (1.0 if st.floated[r] else 0.6)
    return run


def ors_ahead(st: StockRoundState) -> float:
    flow = sum(operating.run_value(st, r) for r in range(st.railways) if st.floated[r])
    return max(0.5, min(MAX_ORS_AHEAD, st.bank / max(RUN_PER_OR_FLOOR, flow)))


def share_values(st: StockRoundState) -> list[float]:
    ahead = ors_ahead(st)
    out = []
    for r in range(st.railways):
        if not shares.started(st, r):
            out.append(0.0)
            continue
        future = lasting_run(st, r) / SHARES_PER_RAILWAY * ahead * PAYOUT_SHARE
        out.append(shares.market_price(st, r) + future + st.funds[r] * TREASURY_WORTH / 10)
    return out


def train_gap(st: StockRoundState, r: int) -> float:
    """What the director may have to pay towards the railway's next train."""
    if not st.floated[r] or any(not rusting_soon(st, t) for t in st.trains[r]):
        return 0.0
    cheap = trains.cheapest(st)
    if cheap is None:
        return 0.0
    gap = TRAINS[cheap[0]].price - st.funds[r]
    return max(0.0, gap) * (1.0 if not st.trains[r] else 0.5)


def projected_worth(st: StockRoundState) -> list[float]:
    values = share_values(st)
    out = [float(c) for c in st.cash]
    if st.phase == "anyone":  # the shares on offer are as good as sold, a little cheaper
        r, left = st.sale_railway, st.sale_left
        out[st.sale_seller] += left * (SALE_DISCOUNT * shares.market_price(st, r) - values[r])
    for r in range(st.railways):
        if not shares.started(st, r):
            continue
        for p in range(st.num_seats):
            out[p] += st.held[r][p] * values[r]
        d = st.director[r]
        gap = train_gap(st, r)
        # a gap the director cannot pay risks bankruptcy, which ends the game
        out[d] -= gap + BANKRUPTCY_FEAR * max(0.0, gap - st.cash[d])
    return out


# --- the evaluation's terms, in the rulebook's words (for hints only) ------------------------
T_CASH = QT_TRANSLATE_NOOP("Hints", "your cash")
T_SHARES = QT_TRANSLATE_NOOP("Hints", "the value of your {railway} shares")
# who directs the railway, by the shares that decide it (the director's first)
T_SHARES_DIRECTING = QT_TRANSLATE_NOOP(
    "Hints", "the value of your {railway} shares ({count} to {player}'s {other}: you direct it)"
)
T_SHARES_DIRECTED = QT_TRANSLATE_NOOP(
    "Hints", "the value of your {railway} shares ({count} to director {player}'s {other})"
)
T_OFFER = QT_TRANSLATE_NOOP("Hints", "what your shares on offer fetch")
T_TRAIN = QT_TRANSLATE_NOOP("Hints", "what {railway}'s next train may cost you as its director")
T_RIVAL = QT_TRANSLATE_NOOP("Hints", "the projected worth of {player}")


def _shares_label(st: StockRoundState, r: int, seat: int, name: Text) -> Text:
    """The seat's shares of railway `r`, and how they stand against the director's (or, for
    the director, against the next largest holder's)."""
    held = st.held[r]
    director = st.director[r]
    if director == seat:
        rivals = [s for s in range(st.num_seats) if s != seat and held[s]]
        if not rivals:
            return T_SHARES(railway=name)
        rival = max(rivals, key=lambda s: held[s])
        return T_SHARES_DIRECTING(railway=name, count=held[seat], player=rival, other=held[rival])
    if director < 0:
        return T_SHARES(railway=name)
    return T_SHARES_DIRECTED(railway=name, count=held[seat], player=director, other=held[director])


def terms(state, seat: int) -> list[Term]:
    """`projected_worth` of `seat`, term by term (they add up to it), and the strongest
    rival's projection."""
    st: StockRoundState = state
    values = share_values(st)
    out = [Term("cash", T_CASH, float(st.cash[seat]), DOLLARS)]
    if st.phase == "anyone" and st.sale_seller == seat:
        r, left = st.sale_railway, st.sale_left
        gap = left * (SALE_DISCOUNT * shares.market_price(st, r) - values[r])
        out.append(Term("offer", T_OFFER, gap, DOLLARS))
    for r in range(st.railways):
        if not shares.started(st, r):
            continue
        name = plain(RAILWAYS[r][0])
        if st.held[r][seat]:
            value = st.held[r][seat] * values[r]
            out.append(Term(("shares", r), _shares_label(st, r, seat, name), value, DOLLARS))
        if st.director[r] == seat:
            gap = train_gap(st, r)
            cost = gap + BANKRUPTCY_FEAR * max(0.0, gap - st.cash[seat])
            out.append(Term(("train", r), T_TRAIN(railway=name), cost, DOLLARS, -1.0))
    if st.num_seats > 1:
        worth = projected_worth(st)
        rival = max((s for s in range(st.num_seats) if s != seat), key=lambda s: worth[s])
        out.append(Term("rival", T_RIVAL(player=rival), worth[rival], DOLLARS, -0.5, own=False))
    return out


def evaluate_all(state) -> list[float]:
    if state.is_terminal():
        return win_shares(state)
    temperature = TEMPERATURE + TEMPERATURE_PER_OR * ors_ahead(state)
    return win_chances(projected_worth(state), temperature)


def evaluate(state, seat: int) -> float:
    return evaluate_all(state)[seat]


def reckless_raise(st: StockRoundState) -> bool:
    """Raising the network would leave a railway without a train too little for one."""
    r = st.operating()
    cheap = trains.cheapest(st)
    if st.trains[r] or cheap is None:
        return False
    return st.funds[r] - LEVEL_COST[st.level[r]] < TRAINS[cheap[0]].price


def candidates(state) -> list[Move]:
    """The moves worth searching: a sale of one share or of all a player may sell of a
    railway (the counts between rarely differ in kind); everything else."""
    legal = legal_moves(state)
    if state.phase == "network" and reckless_raise(state):
        return [KEEP]
    if state.phase != "turn":
        return legal
    most: dict[int, int] = {}
    for move in legal:
        if isinstance(move, Sell):
            most[move.railway] = max(most.get(move.railway, 0), move.count)
    return [
        move
        for move in legal
        if not isinstance(move, Sell) or move.count in (1, most[move.railway])
    ]


# --- playouts ------------------------------------------------------------------------------
def rollout_policy(state, rng: Rng) -> Move:
    st: StockRoundState = state
    phase = st.phase
    if phase == "anyone":
        return TAKE if TAKE in legal_moves(st) and rng.below(2) else DECLINE
    if phase == "network":
        return KEEP if reckless_raise(st) else RAISE
    if phase == "dividend":
        r = st.operating()
        return WITHHOLD if train_gap(st, r) > 0 else PAYOUT
    legal = legal_moves(st)
    if phase == "trains":
        buys = [m for m in legal if isinstance(m, BuyTrain)]
        r = st.operating()
        if buys and (not st.trains[r] or rng.below(3) == 0):
            return max(buys, key=lambda m: (m.train, -m.used))
        return DONE if DONE in legal else legal[0]
    if phase == "offer":
        offers = [m for m in legal if isinstance(m, Offer)]
        r = st.queue[0]
        needy = train_gap(st, r) > 0 or not st.trains[r]
        return offers[-1] if needy else offers[0]
    if phase == "emergency":
        return legal[rng.below(len(legal))]
    # a stock-round turn
    shopping = [m for m in legal if isinstance(m, (Buy, Start))]
    if shopping and rng.below(100) < BUY_RATE:
        return shopping[rng.below(len(shopping))]
    sells = [m for m in legal if isinstance(m, Sell)]
    if sells and rng.below(10) == 0:
        return sells[rng.below(len(sells))]
    return PASS
