"""A fast check of Stockpile's search player's strength: even on a small budget, Hard's
search (the game's evaluation and playout policy) must beat a random player almost always."""

from __future__ import annotations

from tabletop.ai import Evaluation, ISMCTSPlayer, RandomPlayer
from tabletop.ai.match import play_game, player_seed
from tabletop.games.stockpile.info import INFO

SMALL_BUDGET = 40  # iterations per decision (Hard uses levels.HARD_ITERATIONS)


def test_small_search_beats_random_in_two_seat_games():
    wins = 0.0
    for seed in range(10):
        players = [
            ISMCTSPlayer(Evaluation.of(INFO), player_seed(seed, 0), iterations=SMALL_BUDGET),
            RandomPlayer(player_seed(seed, 1)),
        ]
        wins += play_game(INFO, ["hard", "random"], seed, players=players).wins[0]
    assert wins >= 8
