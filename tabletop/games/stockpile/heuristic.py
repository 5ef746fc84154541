"""Stockpile's position judgement and playout policy for the AI players.

Everything is judged from one seat's knowledge.  A share is worth what its company is expected
to be worth after this round's Movement Phase *as that seat knows it*: the pairs the seat has
seen (its own insider pairs, the face-up pair, pairs looked at with a power or a strategy)
move their company exactly; every other company gets the average of the forecasts the seat has
not seen.  Search players evaluate sampled worlds, and using the sampled forecasts there would
let every seat act on cards it cannot see; averaging over the unseen ones keeps each seat
honest and lowers the noise of a single sample.

`evaluate` turns each seat's projected fortune into a chance to win (a softmax that sharpens as
the last round nears).  The projection is money, plus shares at their expected value (splits,
bankruptcies and dividends included), plus notes, commodities, taxes, fees and unplayed
Boom/Bust cards, a share of the majority bonuses that grows as the end nears, and, during an
auction, what each stockpile is worth to the seat whose meeple leads on it minus that bid.

The playouts' cheap, sensible play is in playouts.py.
"""

from __future__ import annotations

from typing import Any

from ...ai.evaluation import win_chances, win_shares
from ...ai.terms import NUMBER, THOUSANDS, Term
from ...core.game import HIDDEN, GameState, Move
from ...core.text import QT_TRANSLATE_NOOP, plain
from . import cards, endgame, investors, movement

TEMPERATURE = 8  # $K at the very end ...
TEMPERATURE_PER_ROUND = 6  # ... plus this much per round still to come
MAJORITY_SHARE = 0.8  # of a bonus held in the last round; less before (shares change hands)
ACTION_CARD = 2.0  # a Stock Boom/Bust: a price step where it helps most
COMMODITY = 4.0
TAX = -4.0
BEFORE_MOVEMENT = frozenset(
    {
        "notes",
        "phil",
        "robins",
        "supply",
        "commodity",
        "first_card",
        "pre_demand",
        "demand",
        "give_first_card",
        "action",
        "selling",
        "bailout",
        "claim",
    }
)


# --- what a share will be worth ---------------------------------------------------------------
_WALKS: dict = {}


def share_after(state, company: int, change: int, dividend: int) -> tuple[float, float]:
    """(portfolio share, split share) of `company` once `change` and `dividend` have happened."""
    key = (state.options.get("advanced_board"), company, state.price[company], change, dividend)
    hit = _WALKS.get(key)
    if hit is None:
        hit = _WALKS[key] = _walk(state.track(company), state.price[company], change, dividend)
    return hit


def _walk(track, pos: int, change: int, dividend: int) -> tuple[float, float]:
    """Walks the track like market.move_price: a split doubles a share and pays $10K per share
    already split; a bankruptcy makes it worthless."""
    values, _, reset = track
    splits = 0
    for _ in range(abs(change)):
        if change > 0:
            if pos == len(values) - 1:
                splits += 1
                pos = reset
            else:
                pos += 1
        else:
            if pos == 0:
                return float(dividend), 2.0 * dividend
            pos -= 1
    v = values[pos]
    if splits:
        portfolio = 2 * v + cards.SPLIT_BONUS * (splits - 1)
        return float(portfolio + dividend), float(2 * v + cards.SPLIT_BONUS * splits + 2 * dividend)
    return float(v + dividend), float(2 * (v + dividend))


_CACHE: dict = {}
_QUICK: dict = {}
_STILL: dict = {}  # (board, prices) -> every company's share if nothing moves


def expectations(state, seat: int) -> list[tuple[float, float]]:
    """Per company, (portfolio share, split share) expected after the round, given what `seat`
    knows.  Works on views (unseen pairs are HIDDEN) and on sampled worlds alike."""
    # A playout asks again and again about one sampled world: a key that is quick to build
    # (but names every pair, seen or not) answers those repeats.  Of the phase it names only
    # what decides which pairs are still to move, so the answer carries over between phases.
    phase = state.phase
    quick = (
        seat,
        "claim" if phase == "claim" else phase in BEFORE_MOVEMENT,
        state.options.get("advanced_board"),
        tuple(state.price),
        tuple(state.pair_company),
        tuple(state.pair_forecast),
        tuple(state.pair_known),
        tuple(state.pair_falsified),
        tuple(state.forecast_set),
        tuple(state.queue) if phase == "claim" else (),
    )
    hit = _QUICK.get(quick)
    if hit is None:
        if len(_QUICK) > 20000:
            _QUICK.clear()
        hit = _QUICK[quick] = _expectations(state, seat)
    return hit


def _expectations(state, seat: int) -> list[tuple[float, float]]:
    companies, phase = state.pair_company, state.phase
    # the pairs whose Movement is still to come this round, in order
    if phase not in BEFORE_MOVEMENT or not companies:
        pending: Any = ()
    elif phase == "claim":
        pending = sorted(set(state.queue))
    else:
        pending = range(len(companies))
    bit, knows = 1 << seat, state.pair_known
    forecast, falsified = state.pair_forecast, state.pair_falsified
    known, unknown_falsified = [], []
    for i in pending:
        if knows[i] & bit and companies[i] != HIDDEN:
            known.append((i, companies[i], forecast[i], falsified[i]))
        else:
            unknown_falsified.append(falsified[i])
    board, prices = state.options.get("advanced_board"), tuple(state.price)
    # what the seat knows, not the seat: seats that know the same share the answer
    key = (
        board,
        prices,
        tuple(known),
        tuple(unknown_falsified),
        tuple(state.forecast_set) if unknown_falsified else (),
    )
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    still = _STILL.get((board, prices))
    if still is None:
        still = _STILL[board, prices] = [
            share_after(state, c, 0, 0) for c in range(cards.NUM_COMPANIES)
        ]
    out = still[:]
    for pair, company, _, _ in known:
        dividend, change = movement.forecast_effect(state, pair)
        out[company] = share_after(state, company, change, dividend)
    if unknown_falsified:
        seen = {company for _, company, _, _ in known}
        used = {forecast for _, _, forecast, _ in known}
        pool = tuple(f for f in state.forecast_set if f not in used)
        p_false = sum(1 for f in unknown_falsified if f) / len(unknown_falsified)
        if pool:
            for company in range(cards.NUM_COMPANIES):
                if company not in seen:
                    out[company] = _average(state, company, pool, p_false)
    if len(_CACHE) > 20000:
        _STILL.clear()
        _CACHE.clear()
    _CACHE[key] = out
    return out


def _average(state, company: int, pool: tuple[int, ...], p_false: float) -> tuple[float, float]:
    key = (state.options.get("advanced_board"), company, state.price[company], pool, p_false)
    hit = _AVERAGES.get(key)
    if hit is None:
        hit = _AVERAGES[key] = _mean_after(state, company, pool, p_false)
    return hit


_AVERAGES: dict = {}


def _mean_after(state, company: int, pool: tuple[int, ...], p_false: float) -> tuple[float, float]:
    normal = split = 0.0
    for f in pool:
        _, change, dividend = cards.forecast_face(f)
        for weight, shift in ((1 - p_false, 0), (p_false, 1)):
            if not weight:
                continue
            c = change
            if shift:
                c += -cards.FALSIFIED_SHIFT if dividend or change > 0 else cards.FALSIFIED_SHIFT
            a, b = share_after(state, company, c, dividend)
            normal += weight * a
            split += weight * b
    return normal / len(pool), split / len(pool)


def unseen_card(values: list[tuple[float, float]]) -> float:
    """The expected worth of a face-down market card: a share, a fee or a Boom/Bust."""
    stock = sum([v[0] for v in values]) / len(values)
    return (cards.NUM_STOCKS * stock - _FEES + _ACTIONS * ACTION_CARD) / cards.NUM_MARKET


_FEES = sum(cards.FEE_VALUES) * cards.FEES_PER_VALUE  # the fee cards' total
_ACTIONS = cards.NUM_MARKET - cards.BOOM_FIRST  # Boom/Bust cards


def card_worth(card: int, values: list[tuple[float, float]], unseen: float) -> float:
    if card == HIDDEN:
        return unseen
    if cards.is_stock(card):
        return values[cards.company_of(card)][0]
    if cards.is_fee(card):
        return -cards.fee_value(card)
    if cards.is_action(card):
        return ACTION_CARD
    if cards.is_commodity(card):
        return COMMODITY
    if cards.is_tax(card):
        return TAX
    return 0.0


def pile_worth(state, pile: int, seat: int, values=None, unseen: float | None = None) -> float:
    """What a stockpile is worth to `seat`: the cards it can see (face up, or seen face down)
    at their value, the others at the value of an unseen card (`unseen`, if known)."""
    values = values or expectations(state, seat)
    if unseen is None:
        unseen = unseen_card(values)
    bit, stocks, per_company = 1 << seat, cards.NUM_STOCKS, cards.STOCKS_PER_COMPANY
    total = 0.0  # summed in the same order as ever: the same floats
    for c, up, known in zip(state.piles[pile], state.pile_up[pile], state.pile_known[pile]):
        if not (up or known & bit):
            total += unseen
        elif 0 <= c < stocks:  # the common case, card_worth inlined
            total += values[c // per_company][0]
        elif 0 <= c < len(_FIXED_WORTH):  # the other cards' worth, looked up
            total += _FIXED_WORTH[c]
        else:
            total += card_worth(c, values, unseen)
    return total


# card_worth of every card whose worth does not depend on forecasts (shares: 0, unused)
_FIXED_WORTH = tuple(
    card_worth(c, [], 0.0) if c >= cards.NUM_STOCKS else 0.0
    for c in range(cards.FIRST_PLAYER_CARD + 1)
)


# --- a seat's fortune ---------------------------------------------------------------------------
def _holdings(state) -> list[tuple[list[int], list[int], int, int, list[tuple[int, int, int]]]]:
    """Per seat: shares per company in the portfolio and the split portfolio, how many of
    each are unseen (HIDDEN, on views), and the non-zero counts as (count, company, 0 for the
    portfolio or 1 for the split portfolio), in the order `projected` adds them up."""
    out = []
    per_company = cards.STOCKS_PER_COMPANY
    for o in range(state.num_seats):
        normal, split = [0] * cards.NUM_COMPANIES, [0] * cards.NUM_COMPANIES
        for c in state.portfolio[o]:
            if c >= 0:
                normal[c // per_company] += 1
        for c in state.split[o]:
            if c >= 0:
                split[c // per_company] += 1
        terms = []
        for company, (n, m) in enumerate(zip(normal, split)):
            if n:
                terms.append((n, company, 0))
            if m:
                terms.append((m, company, 1))
        hidden = len(state.portfolio[o]) - sum(normal), len(state.split[o]) - sum(split)
        out.append((normal, split, *hidden, terms))
    return out


def _base(state, holdings) -> list[float]:
    """What does not depend on anyone's forecasts: money, notes, commercial cards, fees,
    Boom/Bust cards and a share of the majority bonuses."""
    note = state.note_price() + state.rounds - state.round  # a note's worth, with interest
    out = []
    for o in range(state.num_seats):
        worth = float(state.money[o]) + ACTION_CARD * len(state.held[o])
        worth += state.notes[o] * note
        commercial = state.commercial[o]
        if commercial:  # (nothing to add or take without: no bonus, TAX_PENALTY[0] == 0)
            worth += endgame.commodity_bonus(commercial)
            worth -= endgame.tax_penalty(commercial)
        if state.unpaid[o]:
            worth -= sum(cards.fee_value(f) for f in state.unpaid[o])
        out.append(worth)
    if not any(h[2] or h[3] for h in holdings):
        weight = MAJORITY_SHARE * state.round / state.rounds
        for company in range(cards.NUM_COMPANIES):
            counts = [h[0][company] + 2 * h[1][company] for h in holdings]
            best = max(counts)
            if best:
                top = [s for s, n in enumerate(counts) if n == best]
                bonus = cards.MAJORITY_BONUS if len(top) == 1 else cards.MAJORITY_TIED_BONUS
                for s in top:
                    out[s] += weight * bonus
    return out


def projected(state, seat: int, holdings=None, base=None) -> list[float]:
    """Every seat's expected fortune at the end, as `seat` sees it."""
    holdings = holdings or _holdings(state)
    base = base or _base(state, holdings)
    values = expectations(state, seat)
    unseen = unseen_card(values)
    out = []
    for (_, _, hidden_normal, hidden_split, terms), worth in zip(holdings, base):
        for count, company, which in terms:
            worth += count * values[company][which]
        out.append(worth + (hidden_normal + 2 * hidden_split) * unseen)
    _auction(state, seat, values, unseen, out)
    return out


def _auction(state, seat: int, values, unseen: float, out: list[float]) -> None:
    """Credit each leading bid with what it would win, minus its price."""
    if state.phase == "demand":
        for pile, (space, who) in enumerate(zip(state.bid_space, state.bid_seat)):
            if who >= 0:
                out[who] += pile_worth(state, pile, seat, values, unseen) - investors.bid_cost(
                    state, who, space
                )
    elif state.phase == "investor_auction":
        for pile, (space, who) in enumerate(zip(state.bid_space, state.bid_seat)):
            if who >= 0:
                out[who] += (
                    investors.start_money(state, state.offered[pile]) - cards.BID_SPACES[space]
                )


def _chances(state, worth: list[float]) -> list[float]:
    temperature = TEMPERATURE + TEMPERATURE_PER_ROUND * (state.rounds - state.round)
    return win_chances(worth, temperature)


def evaluate_all(state) -> list[float]:
    """Each seat's chance to win as that seat judges it."""
    if state.is_terminal():
        return win_shares(state)
    holdings = _holdings(state)
    base = _base(state, holdings)
    return [_chances(state, projected(state, s, holdings, base))[s] for s in range(state.num_seats)]


def evaluate(state: GameState, seat: int) -> float:
    if state.is_terminal():
        return win_shares(state)[seat]
    return _chances(state, projected(state, seat))[seat]


def candidates(state) -> list[Move]:
    """The moves worth searching: every legal move, except that a dividend is claimed for every
    share shown (hidden dividends).  Showing fewer only forgoes money; what it keeps secret the
    AI's sampled worlds cannot value, so in a decided position the search would pick among the
    claims by chance."""
    legal = state.legal_moves()
    return legal[:1] if state.phase == "claim" else legal  # the largest claim comes first


# --- the evaluation's terms, in the rulebook's words (for hints only) ------------------------
T_MONEY = QT_TRANSLATE_NOOP("Hints", "your money")
T_SHARES = QT_TRANSLATE_NOOP("Hints", "the expected value of your {company} shares")
T_HELD = QT_TRANSLATE_NOOP("Hints", "the number of Boom/Bust cards you keep for later")
T_NOTES = QT_TRANSLATE_NOOP("Hints", "the value of your notes")
T_COMMERCIAL = QT_TRANSLATE_NOOP("Hints", "your commodity bonus less taxes")
T_FEES = QT_TRANSLATE_NOOP("Hints", "your unpaid fees")
# who is closest, in parentheses: a label is said inside "{term} is about {amount} higher"
T_MAJORITY = QT_TRANSLATE_NOOP("Hints", "your {company} majority bonus (ahead of {player})")
T_MAJORITY_TIED = QT_TRANSLATE_NOOP(
    "Hints", "your share of the {company} majority bonus (tied with {player})"
)
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
            # expected from the forecasts this seat has seen: its secret
            label = T_SHARES(company=name)
            out.append(Term(("shares", company), label, worth, THOUSANDS, private=True))
    if hidden_normal or hidden_split:
        worth = (hidden_normal + 2 * hidden_split) * unseen
        out.append(Term("unseen", T_UNSEEN, worth, THOUSANDS, private=True))
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
                # the closest rival by name: tied with them, or ahead of them
                others = (s for s in range(state.num_seats) if s != seat)
                rival = max(others, key=counts.__getitem__)
                tied = counts[rival] == best
                bonus = cards.MAJORITY_TIED_BONUS if tied else cards.MAJORITY_BONUS
                name = plain(cards.COMPANIES[company])
                label = (T_MAJORITY_TIED if tied else T_MAJORITY)(company=name, player=rival)
                # counted on a world whose face-down shares are sampled: the seat's guess
                key = ("majority", company)
                out.append(Term(key, label, weight * bonus, THOUSANDS, private=True))
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
        out.append(Term("bid", T_BID, bid, THOUSANDS, private=True))
    if state.num_seats > 1:
        fortunes = projected(state, seat)
        rival = max((s for s in range(state.num_seats) if s != seat), key=lambda s: fortunes[s])
        label = T_RIVAL(player=rival)
        worth = fortunes[rival]
        out.append(Term("rival", label, worth, THOUSANDS, -0.5, own=False, private=True))
    return out
