"""Stockpile's heuristic and playout policy, and whole games through the AI players."""

from __future__ import annotations

from stockpile_helpers import ALL_MODULES, advance_to

from tabletop.ai.match import play_game
from tabletop.core.rng import Rng
from tabletop.games.stockpile import cards, heuristic, playouts
from tabletop.games.stockpile.info import INFO
from tabletop.games.stockpile.moves import Place
from tabletop.games.stockpile.state import new_game


def test_evaluation_is_a_distribution_and_playouts_choose_legal_moves():
    s = new_game(4, 1, ALL_MODULES)
    rng = Rng(2)
    while not s.is_terminal():
        world = s.view(0).determinize(0, rng)
        values = heuristic.evaluate_all(world)  # each seat's own judgement of its chance
        assert all(0 <= v <= 1 for v in values)
        assert values == [heuristic.evaluate(world, x) for x in range(4)]
        move = playouts.rollout_policy(s, rng)
        assert move in s.legal_moves()
        s.apply(move)
    assert sorted(heuristic.evaluate_all(s)) == sorted(
        [1.0 / len(s.winners()) if x in s.winners() else 0.0 for x in range(4)]
    )


def test_the_heuristic_player_beats_random_players():
    wins = 0.0
    for seed in range(4):
        result = play_game(
            INFO,
            ["easy", "random", "random"],
            seed,
            options=dict(promissory=True, commodities=True),
        )
        wins += result.wins[0]
    assert wins >= 3


def test_options_cover_every_module():
    keys = {o.key for o in INFO.options}
    assert keys == {
        "advanced_board",
        "promissory",
        "commodities",
        "forecast_dice",
        "strategies",
        "investors",
        "first_player_card",
        "hidden_dividends",
    }
    state = INFO.new_state(3, 5, {o.key: o.default for o in INFO.options})
    assert state.options["investors"] == "none"


def test_playouts_hide_a_good_card_on_the_pile_to_win_and_show_a_fee_on_the_pile_to_leave():
    """The playouts' Supply Phase: a share worth more than an unseen card goes face down on
    the pile the seat values most, a fee face up on the pile it values least (the card that
    matters more first)."""
    s = new_game(4, 3, {})
    advance_to(s, "supply")
    seat = s.actor
    values = heuristic.expectations(s, seat)
    company = max(range(cards.NUM_COMPANIES), key=lambda c: values[c][0])
    share, fee = company * cards.STOCKS_PER_COMPANY, cards.FEE_FIRST + len(cards.FEE_VALUES) - 1
    assert heuristic.card_worth(share, values, 0.0) > heuristic.unseen_card(values)
    s.hands[seat] = [fee, share]  # (a test position: these two cards are in two places now)
    worth = [heuristic.pile_worth(s, p, seat) for p in range(s.num_piles())]
    best = max(range(s.num_piles()), key=worth.__getitem__)
    worst = min((p for p in range(s.num_piles()) if p != best), key=worth.__getitem__)
    placed = []
    for _ in range(2):
        placed.append(playouts.supply_place(s, seat, s.legal_moves(), Rng(1)))
        s.apply(placed[-1])
    assert sorted(placed, key=lambda m: m.card) == [Place(share, best, 0), Place(fee, worst, 1)]
