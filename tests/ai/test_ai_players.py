"""The generic AI players on Twenty-One, a tiny hidden-information game (toygame.py)."""
from __future__ import annotations

import pytest

import toygame
from tabletop.ai import (Evaluation, HeuristicPlayer, ISMCTSPlayer, RandomPlayer, make_player)
from tabletop.ai.match import play_game
from tabletop.core.game import HIDDEN
from tabletop.core.text import Text

EVAL = Evaluation.of(toygame.INFO)


def players(seed: int = 3):
    return [RandomPlayer(seed), HeuristicPlayer(EVAL, seed),
            ISMCTSPlayer(EVAL, seed, iterations=300)]


@pytest.mark.parametrize("index", range(3))
def test_every_player_returns_a_legal_move_with_a_one_line_reason(index):
    state = toygame.new_game(3, seed=5, options={})
    decision = players()[index].choose(state.view(0), 0)
    assert decision.move in state.legal_moves()
    assert isinstance(decision.reason, Text)
    line = decision.reason.render()
    assert "play" in line and "\n" not in line


@pytest.mark.parametrize("index", [1, 2])
def test_search_players_take_the_winning_card(index):
    # 16 + 5 = 21 wins at once; 16 + 2 = 18 hands the opponent a win with any 3.
    state = toygame.position(16, [[2, 5], [1, 4]])
    decision = players()[index].choose(state.view(0), 0)
    assert decision.move == toygame.Play(5)


def test_ismcts_avoids_going_over_when_it_can():
    # 17 + 5 busts; 17 + 1 = 18 keeps the game going.
    state = toygame.position(17, [[1, 5], [2, 2]])
    assert ISMCTSPlayer(EVAL, 1, iterations=200).choose(state.view(0), 0).move == toygame.Play(1)


def test_ismcts_reports_its_simulations():
    state = toygame.position(16, [[2, 5], [1, 4]])
    line = ISMCTSPlayer(EVAL, 1, iterations=250).choose(state.view(0), 0).reason.render()
    assert line == "play 5: won 100% of 250 simulated continuations"


def test_a_single_legal_move_needs_no_search():
    state = toygame.position(16, [[3, 3], [1, 4]])
    decision = ISMCTSPlayer(EVAL, 1, iterations=10**9).choose(state.view(0), 0)
    assert decision.move == toygame.Play(3)
    assert decision.reason.render() == "play 3: the only possible move"


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_the_same_seed_makes_the_same_decisions(level):
    results = [play_game(toygame.INFO, [level, level, "random"], seed=11) for _ in range(2)]
    assert results[0] == results[1]


class Spy:
    """Wraps a player and checks that what it is handed hides every other seat's cards."""

    def __init__(self, inner):
        self.inner, self.calls = inner, 0

    def choose(self, view, seat):
        self.calls += 1
        assert all(c == HIDDEN for c in view.deck)
        for s, hand in enumerate(view.hands):
            assert (HIDDEN not in hand) if s == seat else all(c == HIDDEN for c in hand)
        return self.inner.choose(view, seat)


def test_players_only_ever_see_a_view():
    spies = [Spy(ISMCTSPlayer(EVAL, 1, iterations=50)), Spy(HeuristicPlayer(EVAL, 2)),
             Spy(RandomPlayer(3))]
    play_game(toygame.INFO, ["hard", "easy", "random"], seed=4, players=spies)
    assert all(s.calls > 0 for s in spies)


def test_ismcts_beats_random_players():
    wins = sum(play_game(toygame.INFO, ["medium", "random"], seed=s).wins[0] for s in range(30))
    assert wins >= 21, wins


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown AI level"):
        make_player("expert", toygame.INFO, 1)
