"""Search plays on quiet worlds that write no log: that must never change what happens."""

from __future__ import annotations

import pytest

from tabletop.ai import Evaluation, ISMCTSPlayer
from tabletop.core.rng import Rng
from tabletop.games import get

GAMES = [("take-stock", 2), ("take-stock", 4), ("stockpile", 2), ("stockpile", 4)]


def _positions(info, seats: int, seed: int, count: int):
    state, rng = info.new_state(seats, seed), Rng(seed)
    out = []
    while not state.is_terminal() and len(out) < count:
        legal = state.legal_moves()
        state.apply(legal[rng.below(len(legal))])
        if len(legal) > 1:
            out.append(state.clone())
    return out


@pytest.mark.parametrize("game,seats", GAMES)
def test_a_quiet_game_plays_exactly_like_a_logged_one(game, seats):
    info = get(game)
    loud = info.new_state(seats, 11)
    quiet = loud.clone()
    quiet.quiet = True
    rng = Rng(5)
    while not loud.is_terminal():
        legal = loud.legal_moves()
        assert quiet.legal_moves() == legal
        move = legal[rng.below(len(legal))]
        loud.apply(move)
        assert quiet.apply(move) == []  # nothing logged ...
        assert quiet.to_json() == loud.to_json()  # ... and nothing else differs
    assert loud.clone().quiet is False  # a copy logs again


@pytest.mark.parametrize("game,seats", GAMES)
def test_the_search_decides_the_same_with_the_log_on(game, seats):
    info = get(game)
    evaluation = Evaluation.of(info)
    for position in _positions(info, seats, seed=3, count=3):
        seat = position.to_act()
        view = position.view(seat)
        trees = []
        for quiet in (True, False):
            player = ISMCTSPlayer(evaluation, 9, iterations=60, quiet=quiet)
            root = player.search(view, seat)
            trees.append(
                sorted(
                    (k[0], repr(k[1]), c.visits, c.reward, c.avail)
                    for k, c in root.children.items()
                )
            )
        assert trees[0] == trees[1]
        assert ISMCTSPlayer(evaluation, 9, iterations=60).choose(view, seat) == ISMCTSPlayer(
            evaluation, 9, iterations=60, quiet=False
        ).choose(view, seat)


@pytest.mark.parametrize("game", ["take-stock", "stockpile"])
def test_the_ai_profile_is_declared_on_the_game_info(game):
    from tabletop.ai.levels import make_player

    info = get(game)
    assert info.ai is not None and info.ai.rollout_policy and info.ai.evaluate_all
    hard = make_player("hard", info, 1)
    assert hard.iterations == info.ai.hard_iterations  # type: ignore[attr-defined]
    assert hard.exploration == info.ai.exploration  # type: ignore[attr-defined]
