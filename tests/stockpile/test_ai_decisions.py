"""Stockpile's AI at every kind of decision, with every module on: the Hard and Easy players
always answer with a legal move, and never with one that is dominated by what the seat knows."""

from __future__ import annotations

from stockpile_helpers import ALL_MODULES, advance_to, with_investors

from tabletop.ai import Evaluation, HeuristicPlayer, make_player
from tabletop.core.rng import Rng
from tabletop.games.stockpile import cards, heuristic, investors, playouts
from tabletop.games.stockpile.info import INFO
from tabletop.games.stockpile.moves import NORMAL, SPLIT_SALE, Bid, Claim, PlayAction, Sell
from tabletop.games.stockpile.state import new_game

TOLERANCE = 1.0  # $K: a move is dominated only when it loses clearly more than this


def kind_of(s) -> str:
    return f"{s.phase}:{s.prompt[0]}" if s.prompt else s.phase


def check(view, seat: int, move) -> None:
    """The checks that hold for any sensible player judging by the seat's own knowledge."""
    legal = view.legal_moves()
    assert move in legal, (view.phase, move)
    values = heuristic.expectations(view, seat)
    if isinstance(move, Claim):  # revealing fewer shares only forgoes dividends
        assert move == legal[0], (move, legal[0])
    if isinstance(move, Sell) and move.how in (NORMAL, SPLIT_SALE):
        company = cards.company_of(move.card)
        held = values[company][0] if move.how == NORMAL else values[company][1] / 2
        assert held - view.company_value(company) < TOLERANCE, (
            "sold a share it expects to rise",
            move,
            values[company],
        )
    if isinstance(move, Bid) and view.phase == "demand":
        cost = investors.bid_cost(view, seat, move.space)
        cheapest = min(investors.bid_cost(view, seat, m.space) for m in legal if isinstance(m, Bid))
        worth = heuristic.pile_worth(view, move.pile, seat)
        assert cost <= worth + TOLERANCE or cost == cheapest, (
            "paid more than the stockpile is worth",
            move,
            cost,
            worth,
        )
    if isinstance(move, PlayAction):
        mine = [
            view.shares(seat, k)[0] + 2 * view.shares(seat, k)[1]
            for k in range(cards.NUM_COMPANIES)
        ]
        if cards.action_delta(move.card) > 0 and any(mine):
            assert mine[move.company], ("a Stock Boom for someone else's shares", move, mine)
        if cards.action_delta(move.card) < 0 and not all(mine):
            assert not mine[move.company], ("a Stock Bust on its own shares", move, mine)


def play_and_ask(s, seed: int, easy_per_kind: int = 3, hard_asked: set | None = None) -> set[str]:
    """Play a game with random moves; at the first decisions of each kind ask Hard (once per
    kind not in `hard_asked`), Easy and Easy's judgement without its noise, and check their
    answers.  Returns the kinds seen."""
    evaluation = Evaluation.of(INFO)
    judge = HeuristicPlayer(evaluation, seed, noise=0.0)
    hard_asked = set() if hard_asked is None else hard_asked
    asked: dict[str, int] = {}
    rng = Rng(seed)
    while not s.is_terminal():
        seat = s.to_act()
        legal = s.legal_moves()
        if len(legal) > 1:
            kind = kind_of(s)
            n = asked[kind] = asked.get(kind, 0) + 1
            view = s.view(seat)
            if kind not in hard_asked:
                hard_asked.add(kind)
                check(view, seat, make_player("hard", INFO, seed + n).choose(view, seat).move)
            if n <= easy_per_kind:
                easy = make_player("easy", INFO, seed + n).choose(view, seat).move
                assert s.explain(easy) is None, (kind, easy)
                check(view, seat, judge.choose(view, seat).move)
        s.apply(legal[rng.below(len(legal))])
    return set(asked)


def test_every_decision_with_all_modules():
    seen = play_and_ask(new_game(4, 11, ALL_MODULES), 11)
    assert {
        "choose_investors",
        "strategy_discard",
        "notes",
        "supply",
        "commodity",
        "first_card",
        "demand",
        "give_first_card",
        "action",
        "selling",
        "claim:claim",
    } <= seen


def test_every_investor_power_decision():
    seen: set[str] = set()
    for seed, assign in (
        (3, {0: [cards.PHIL], 1: [cards.WARREN], 2: [cards.DEBORAH], 3: [cards.BARACK]}),
        (4, {0: [cards.ROBINS], 1: [cards.MARK], 2: [cards.OPRAH], 3: [cards.MARTHA]}),
        (5, {0: [cards.CRAMER], 1: [cards.CHANDA], 2: [cards.SOROS], 3: [cards.STUART]}),
    ):
        options = {k: v for k, v in ALL_MODULES.items() if k != "investors"}
        seen |= play_and_ask(with_investors(4, seed, assign, **options), seed, 2, seen)
    assert {
        "phil",
        "pre_demand",
        "end_round",
        "bailout",
        "robins",
        "action:cramer",
        "action:chanda_pay",
    } <= seen


def test_investor_auction_two_seats():
    seen = play_and_ask(new_game(2, 6, dict(ALL_MODULES, investors="auction")), 6, 2)
    assert {"offer_investors", "investor_auction"} <= seen


# --- the forecast decides the sales -----------------------------------------------------------
def _selling_positions(count: int):
    """2-seat games at seat 0's first sale, with (falling, rising): two companies seat 0 holds,
    selling a share of `falling` keeping its majority whatever the opponent's unseen shares."""
    seed = 0
    while count:
        seed += 1
        s = new_game(2, seed, {})
        advance_to(s, "selling", Rng(seed))
        if s.actor != 0:
            continue
        view = s.view(0)  # the opponent's face-down shares could be anything
        mine = [view.shares(0, k)[0] for k in range(cards.NUM_COMPANIES)]
        unseen = len(view.portfolio[1]) - sum(
            view.shares(1, k)[0] for k in range(cards.NUM_COMPANIES)
        )
        theirs = [sum(view.shares(1, k)) + unseen for k in range(cards.NUM_COMPANIES)]
        free = [k for k in range(cards.NUM_COMPANIES) if mine[k] - 1 > theirs[k]]
        others = [k for k in range(cards.NUM_COMPANIES) if mine[k] and k not in free[:1]]
        if free and others:
            count -= 1
            yield s, free[0], others[0]


def _force_pair(s, seat: int, pair_slot: int, company: int, face: str) -> None:
    """Give seat's `pair_slot`-th insider pair this company and forecast (swapping with the
    pairs that had them)."""
    mine = s.seat_pairs(seat)[pair_slot]
    other = s.pair_company.index(company)
    s.pair_company[mine], s.pair_company[other] = company, s.pair_company[mine]
    card = next(f for f in s.forecast_set if cards.forecast_face(f)[0] == face)
    other = s.pair_forecast.index(card)
    s.pair_forecast[mine], s.pair_forecast[other] = card, s.pair_forecast[mine]


def test_sales_follow_the_private_forecast():
    for s, falling, rising in _selling_positions(3):
        _force_pair(s, 0, 0, falling, "-3")
        _force_pair(s, 0, 1, rising, "+4")
        view = s.view(0)
        judge = HeuristicPlayer(Evaluation.of(INFO), 1, noise=0.0, samples=8)
        move = judge.choose(view, 0).move
        assert isinstance(move, Sell) and cards.company_of(move.card) == falling, move
        assert cards.company_of(playouts.best_sale(view, 0, view.legal_moves()).card) == falling
        move = make_player("hard", INFO, 1).choose(view, 0).move
        assert not (isinstance(move, Sell) and cards.company_of(move.card) == rising), move


def test_expectations_depend_only_on_what_the_seat_knows():
    """Sampled worlds differ in the pairs and face-down cards the seat has not seen, never in
    how it values shares and stockpiles."""
    s = new_game(4, 8, ALL_MODULES)
    advance_to(s, "demand", Rng(8))
    rng = Rng(9)
    for seat in range(4):
        view = s.view(seat)
        expected = heuristic.expectations(view, seat)
        piles = [heuristic.pile_worth(view, p, seat) for p in range(len(s.piles))]
        for _ in range(5):
            world = view.determinize(seat, rng)
            assert heuristic.expectations(world, seat) == expected
            assert [heuristic.pile_worth(world, p, seat) for p in range(len(s.piles))] == piles
        own = s.seat_pairs(seat)[0]
        dividend, change = heuristic.movement.forecast_effect(s, own)
        assert expected[s.pair_company[own]] == heuristic.share_after(
            s, s.pair_company[own], change, dividend
        )
