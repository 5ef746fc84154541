"""The difficulty levels offered to players, and the budgets behind them.

Budgets count search iterations, so a level plays the same way for a given seed and worker
count; the time cap only guards against a slow machine.  Hard is sized so that its median
decision stays under a second on a modest two-core computer (see `tabletop-cli bench`).  Hard
and Expert grow one tree per worker of the game's `SearchPool` (a core each), each with the
whole budget: more cores, a larger search in the same time.  Expert is Hard with a longer
budget, about two and a half seconds a decision, for players who want more (unless a game's
paired games showed a longer search playing no better: Stock Round's Expert is its Hard).
"""

from __future__ import annotations

from ..core.game import GameInfo
from ..core.session import LEVELS
from .evaluation import Evaluation
from .heuristic import HeuristicPlayer
from .ismcts import ISMCTSPlayer
from .parallel import SearchPool
from .player import Player, RandomPlayer

EASY_NOISE = 0.08  # value noise: Easy misjudges close moves, never the obvious ones
MEDIUM_ITERATIONS = 150
HARD_ITERATIONS = 600
# A computer turn never takes longer than this on a slow machine (Karthedis asks for under 2 s
# at 9 seats); on the machines measured every Hard median stays far below it.
TIME_CAP = 1.8  # seconds
# Expert's budget in Hard budgets where a game names none of its own (each of ours names one
# of about 2.5 s a decision: `tabletop-cli bench --level expert`)
EXPERT_FACTOR = 5
EXPERT_TIME_CAP = 3.0  # seconds: "about 3 s" is a promise too, on a slow or busy machine
# Hard and Expert keep their tree between decisions where the information set allows
# (ismcts.py); it pays only where a player object lives on from one decision to the next.
KEEP_TREE = True


def make_player(
    level: str,
    info: GameInfo,
    seed: int,
    pool: SearchPool | None = None,
    keep_tree: bool = KEEP_TREE,
) -> Player:
    """`pool`: the game's worker processes, used by Hard and Expert (None: one process)."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; known: {', '.join(LEVELS)}")
    if level == "random":
        return RandomPlayer(seed)
    evaluation = Evaluation.of(info)
    if level == "easy":
        return HeuristicPlayer(evaluation, seed, noise=EASY_NOISE)
    if level == "medium":  # one tree: Medium stays as strong on every machine
        return ISMCTSPlayer(evaluation, seed, iterations=MEDIUM_ITERATIONS, time_cap=TIME_CAP)
    hard = evaluation.hard_iterations or HARD_ITERATIONS
    if level == "expert":
        iterations, cap = evaluation.expert_iterations or EXPERT_FACTOR * hard, EXPERT_TIME_CAP
    else:
        iterations, cap = hard, TIME_CAP
    return ISMCTSPlayer(
        evaluation, seed, iterations=iterations, time_cap=cap, pool=pool, keep_tree=keep_tree
    )
