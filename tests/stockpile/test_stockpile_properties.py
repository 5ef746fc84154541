"""Random games over every module combination: cards, money and secrecy stay sound."""

from __future__ import annotations

import itertools

import pytest
from stockpile_helpers import check_invariants, play_random

from tabletop.core.game import HIDDEN
from tabletop.core.rng import Rng
from tabletop.games.stockpile import cards
from tabletop.games.stockpile.moves import from_json as move_from_json
from tabletop.games.stockpile.state import StockpileState

FLAGS = (
    "advanced_board",
    "promissory",
    "commodities",
    "forecast_dice",
    "strategies",
    "first_player_card",
    "hidden_dividends",
)


def combinations():
    """Every on/off combination of the seven switches with each investor mode."""
    for bits in itertools.product((False, True), repeat=len(FLAGS)):
        for mode in ("none", "choose", "auction"):
            yield dict(zip(FLAGS, bits), investors=mode)


COMBOS = list(combinations())


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_every_module_combination_plays_to_the_end(seats):
    for i, options in enumerate(COMBOS):
        if i % 4 != seats - 2:  # each seat count takes a quarter of the 384 combinations
            continue
        s = play_random(seats, 1000 * seats + i, options, on_step=lambda s, m: None)
        check_invariants(s)
        assert s.is_terminal() and s.round == s.rounds
        assert s.totals == s.money and s.winners()


def _check_secrecy(s: StockpileState, seat: int, rng: Rng) -> None:
    v = s.view(seat)
    for other in range(s.num_seats):
        if other != seat:
            # shares show only where every player saw them arrive
            for shown, real, known in (
                (v.portfolio[other], s.portfolio[other], s.known_portfolio[other]),
                (v.split[other], s.split[other], s.known_split[other]),
            ):
                assert all(c == HIDDEN or (c in real and c in known) for c in shown)
            # unplayed Boom/Bust cards are face down among the shares: only the total shows
            assert v.held[other] == []
            assert len(v.portfolio[other]) == len(s.portfolio[other]) + len(s.held[other])
            assert all(c == HIDDEN for c in v.hands[other] + v.strategy_hand[other])
    assert all(c == HIDDEN for c in v.deck)
    for i, _holder in enumerate(s.pair_holder):
        if not s.pair_known[i] >> seat & 1:
            assert v.pair_company[i] == HIDDEN and v.pair_forecast[i] == HIDDEN
    for pile, ups, known in zip(v.piles, s.pile_up, s.pile_known):
        for c, up, k in zip(pile, ups, known):
            assert (c == HIDDEN) == (not up and not k >> seat & 1)
    d = v.determinize(seat, rng)
    check_invariants(d)
    assert d.view(seat).to_json() == v.to_json()  # the sample agrees with what seat knows
    if s.to_act() == seat:
        assert set(d.legal_moves()) == set(s.legal_moves())


@pytest.mark.parametrize(
    "seats,options",
    [
        (2, {}),
        (3, {}),
        (5, {}),
        (
            2,
            dict(
                promissory=True,
                commodities=True,
                strategies=True,
                investors="choose",
                forecast_dice=True,
                hidden_dividends=True,
            ),
        ),
        (
            4,
            dict(
                promissory=True,
                commodities=True,
                strategies=True,
                investors="auction",
                advanced_board=True,
                first_player_card=True,
            ),
        ),
        (
            5,
            dict(
                promissory=True,
                commodities=True,
                strategies=True,
                investors="choose",
                forecast_dice=True,
                first_player_card=True,
                hidden_dividends=True,
            ),
        ),
        (3, dict(strategies=True, investors="choose", commodities=True)),
    ],
)
def test_views_hide_and_determinize_agrees(seats, options):
    rng = Rng(99)
    steps = [0]

    def on_step(s, move):
        steps[0] += 1
        if steps[0] % 3 == 0:
            _check_secrecy(s, steps[0] % s.num_seats, rng)
        check_invariants(s)

    for seed in range(3):
        play_random(seats, seed, options, on_step)


def test_json_and_clone_are_exact():
    options = dict(
        promissory=True,
        commodities=True,
        strategies=True,
        investors="choose",
        forecast_dice=True,
        first_player_card=True,
        advanced_board=True,
    )

    def on_step(s, move):
        copy = StockpileState.from_json(s.to_json())
        assert copy == s and s.clone() == s
        assert move_from_json(move.to_json()) == move
        for a, b in ((copy, s), (s.clone(), s)):
            legal = b.legal_moves()
            if legal:
                m = legal[len(legal) // 2]
                assert a.apply(m) == b.clone().apply(m)

    play_random(4, 5, options, on_step)
    play_random(2, 6, dict(options, investors="auction"), on_step)


def test_market_cards_are_all_accounted_for_at_the_end():
    s = play_random(5, 3, dict(strategies=True, investors="choose"))
    assert sorted(c for c in s.deck + s.discard) == list(range(cards.NUM_MARKET))


def test_every_message_and_move_description_renders():
    from tabletop.games.stockpile.moves import ALL_MOVES

    seen_kinds = set()

    def on_step(s, move):
        if not s.is_terminal():
            for m in s.legal_moves():
                assert s.describe(m).render()
                seen_kinds.add(m.kind)
            for seat in range(s.num_seats):
                v = s.view(seat)
                if v.to_act() == seat:
                    for m in v.legal_moves():
                        assert v.describe(m).render()

    for seats, mode in ((3, "choose"), (2, "auction"), (5, "choose")):
        options = dict(
            advanced_board=True,
            promissory=True,
            commodities=True,
            forecast_dice=True,
            strategies=True,
            investors=mode,
            first_player_card=True,
            hidden_dividends=True,
        )
        s = new_game_logged(seats, 40 + seats, options, on_step)
        assert s.is_terminal()
    assert len(seen_kinds) >= len(ALL_MOVES) - 3


def new_game_logged(seats, seed, options, on_step):
    """A random game whose every log line is rendered for every seat."""
    from tabletop.games.stockpile.state import new_game

    s = new_game(seats, seed, options)
    rng = Rng(seed)
    while not s.is_terminal():
        legal = s.legal_moves()
        move = legal[rng.below(len(legal))]
        for entry in s.apply(move):
            for seat in range(seats):
                text = entry.text_for(seat)
                assert text is None or text.render()
        on_step(s, move)
    return s


def test_determinized_worlds_play_on_to_a_valid_end():
    rng = Rng(5)
    for seats, options in ((2, dict(COMBOS[-1])), (4, dict(COMBOS[-2])), (5, dict(COMBOS[-3]))):
        positions: list = []

        def keep(s, m, positions=positions):
            if rng.below(25) == 0:
                positions.append(s.clone())

        play_random(seats, 77, options, keep)
        for s in positions[:8]:
            seat = rng.below(seats)
            world = s.view(seat).determinize(seat, rng)
            while not world.is_terminal():
                legal = world.legal_moves()
                world.apply(legal[rng.below(len(legal))])
                check_invariants(world)
