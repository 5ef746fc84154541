"""A game that is not over always offers its seat to act a move (issue 7.1).

Random games of every seat count x every investor mode, the other modules switched on or off at
random per game: `legal_moves()` is empty only when `is_terminal()`, in the real state and in
the acting seat's own view (the one the computer players choose from), and no game runs away.

CI plays a few games per combination.  For the issue's figure (3,000 per combination) set
STOCKPILE_GAMES, or run this file as a script, which prints the counts:
    STOCKPILE_GAMES=3000 .venv/bin/pytest tests/stockpile/test_stockpile_always_a_move.py
    .venv/bin/python tests/stockpile/test_stockpile_always_a_move.py 3000
"""

from __future__ import annotations

import os
import sys

import pytest

from tabletop.core.rng import Rng
from tabletop.games.stockpile.state import new_game

SEATS = (2, 3, 4, 5)
MODES = ("none", "choose", "auction")
FLAGS = (
    "advanced_board",
    "promissory",
    "commodities",
    "forecast_dice",
    "strategies",
    "first_player_card",
    "hidden_dividends",
)
GAMES = int(os.environ.get("STOCKPILE_GAMES", "60"))
MOVE_LIMIT = 20_000  # far beyond any real game (a few hundred moves): a hang


def game_seed(seats: int, mode: str, game: int) -> int:
    return (seats * 10 + MODES.index(mode)) * 1_000_000 + game


def options_for(seed: int, mode: str) -> dict:
    rng = Rng(seed)
    return dict({flag: rng.below(2) == 1 for flag in FLAGS}, investors=mode)


def play(seats: int, mode: str, game: int) -> int:
    """One random game to its end; returns its number of moves."""
    seed = game_seed(seats, mode, game)
    options = options_for(seed, mode)
    s = new_game(seats, seed, options)
    rng = Rng(seed ^ 0x5EED)
    moves = 0
    while not s.is_terminal():
        where = f"seed {seed}, {seats} seats, {options}, move {moves}, {s.phase}"
        legal = s.legal_moves()
        assert legal, f"no legal move: {where}"
        actor = s.to_act()
        assert actor is not None, f"nobody to act: {where}"
        assert s.view(actor).legal_moves(), f"the seat's own view has no move: {where}"
        s.apply(legal[rng.below(len(legal))])
        moves += 1
        assert moves < MOVE_LIMIT, f"runaway game: {where}"
    return moves


# games of this generator that had a seat without a move before the fix (Lazy Liliane outbid)
@pytest.mark.parametrize("seats,mode,game", [(2, "choose", 493), (2, "auction", 165)])
def test_games_that_once_left_a_seat_without_a_move(seats: int, mode: str, game: int) -> None:
    assert play(seats, mode, game) > 0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("seats", SEATS)
def test_a_game_not_over_always_offers_a_move(seats: int, mode: str) -> None:
    for game in range(GAMES):
        play(seats, mode, game)


if __name__ == "__main__":
    games = int(sys.argv[1]) if len(sys.argv) > 1 else GAMES
    for seats in SEATS:
        for mode in MODES:
            total = sum(play(seats, mode, game) for game in range(games))
            print(
                f"{seats} seats, investors={mode}: {games} games, {total} moves, "
                "0 without a legal move",
                flush=True,
            )
