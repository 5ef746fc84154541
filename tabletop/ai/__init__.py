"""AI players for every game: random, one-ply heuristic and Information Set MCTS.

Pure Python (no Qt): the GUI runs `choose` in a worker thread, the CLI in processes.
"""

from .evaluation import Evaluation, win_shares
from .heuristic import HeuristicPlayer
from .ismcts import ISMCTSPlayer
from .levels import make_player
from .player import Decision, Player, RandomPlayer

__all__ = [
    "Decision",
    "Evaluation",
    "HeuristicPlayer",
    "ISMCTSPlayer",
    "Player",
    "RandomPlayer",
    "make_player",
    "win_shares",
]
