"""One-ply lookahead: try every legal move on a few sampled worlds and keep the best-looking.

Noise added to each move's value makes the player fallible on purpose (the Easy level).
"""

from __future__ import annotations

from ..core.game import GameState, Move
from ..core.rng import Rng
from ..core.text import QT_TRANSLATE_NOOP
from .evaluation import Evaluation, win_shares
from .player import Decision, only_move

AT_A_GLANCE = QT_TRANSLATE_NOOP(
    "AI", "{move}: looks best at a glance ({pct}% estimated chance to win)"
)


class HeuristicPlayer:
    def __init__(
        self, evaluation: Evaluation, seed: int = 0, *, noise: float = 0.0, samples: int = 2
    ) -> None:
        self.evaluation = evaluation
        self.rng = Rng(seed)
        self.noise = noise  # standard deviation added to each value in [0, 1]
        self.samples = samples  # determinizations averaged per move

    def choose(self, view: GameState, seat: int) -> Decision:
        legal = self.evaluation.candidates(view)
        forced = only_move(view, legal)
        if forced:
            return forced
        worlds = [view.determinize(seat, self.rng) for _ in range(self.samples)]
        best, best_score, best_value = legal[0], float("-inf"), 0.0
        for move in legal:
            value = sum(self._value_after(w, move, seat) for w in worlds) / len(worlds)
            score = value + (self.rng.gauss(0.0, self.noise) if self.noise else 0.0)
            if score > best_score:
                best, best_score, best_value = move, score, value
        return Decision(best, AT_A_GLANCE(move=view.describe(best), pct=round(100 * best_value)))

    def _value_after(self, world: GameState, move: Move, seat: int) -> float:
        after = world.clone()
        after.apply(move)
        if after.is_terminal():
            return win_shares(after)[seat]
        return self.evaluation.evaluate(after, seat)
