"""The difficulty levels offered to players, and the budgets behind them.

Budgets count search iterations, so a level plays the same way on every machine and for a
given seed; the time cap only guards against a slow machine.  Hard is sized so that its median
decision stays under a second on a modest two-core computer (see `tabletop-cli bench`).
"""

from __future__ import annotations

from ..core.game import GameInfo
from ..core.session import LEVELS
from .evaluation import Evaluation
from .heuristic import HeuristicPlayer
from .ismcts import ISMCTSPlayer
from .player import Player, RandomPlayer

EASY_NOISE = 0.08  # value noise: Easy misjudges close moves, never the obvious ones
MEDIUM_ITERATIONS = 150
HARD_ITERATIONS = 600
# A computer turn never takes longer than this on a slow machine (Karthedis asks for under 2 s
# at 9 seats); on the machines measured every Hard median stays far below it.
TIME_CAP = 1.8  # seconds


def make_player(level: str, info: GameInfo, seed: int) -> Player:
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; known: {', '.join(LEVELS)}")
    if level == "random":
        return RandomPlayer(seed)
    evaluation = Evaluation.of(info)
    if level == "easy":
        return HeuristicPlayer(evaluation, seed, noise=EASY_NOISE)
    if level == "medium":
        iterations = MEDIUM_ITERATIONS
    else:
        iterations = evaluation.hard_iterations or HARD_ITERATIONS
    return ISMCTSPlayer(evaluation, seed, iterations=iterations, time_cap=TIME_CAP)
