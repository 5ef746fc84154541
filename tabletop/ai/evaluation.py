"""The game-specific knowledge the generic players use, found through the game's GameInfo.

`info.heuristic` names `module:evaluate`, f(state, seat) -> value in [0, 1] (think: chance to
win).  The same module may offer two optional speed-ups:
  evaluate_all(state) -> list[float]     every seat's value at once
  rollout_policy(state, rng) -> Move     a cheap, sensible move for search playouts
  EXPLORATION = float                    ISMCTS's UCB constant, where the default suits the
                                         game badly (long chains of small own decisions)
"""
from __future__ import annotations

import importlib
import math
from dataclasses import dataclass
from typing import Callable

from ..core.game import GameInfo, GameState, Move
from ..core.rng import Rng

Evaluate = Callable[[GameState, int], float]
RolloutPolicy = Callable[[GameState, Rng], Move]


@dataclass(frozen=True)
class Evaluation:
    evaluate: Evaluate
    evaluate_all: Callable[[GameState], list[float]]
    rollout_policy: RolloutPolicy | None = None
    exploration: float | None = None

    @classmethod
    def of(cls, info: GameInfo) -> "Evaluation":
        return cls.from_function(info.evaluator())

    @classmethod
    def from_function(cls, evaluate: Evaluate) -> "Evaluation":
        module = importlib.import_module(evaluate.__module__)
        every = getattr(module, "evaluate_all", None) or (
            lambda state: [evaluate(state, s) for s in range(state.num_seats)])
        return cls(evaluate, every, getattr(module, "rollout_policy", None),
                   getattr(module, "EXPLORATION", None))

    def rewards(self, state: GameState) -> list[float]:
        """Each seat's value: the exact share of the victory once the game is over."""
        if state.is_terminal():
            return win_shares(state)
        return self.evaluate_all(state)


def win_shares(state: GameState) -> list[float]:
    """1 for a sole winner, 1/k to each of k tied winners, 0 to everyone else."""
    winners = state.winners()
    share = 1.0 / len(winners)
    return [share if s in winners else 0.0 for s in range(state.num_seats)]


def win_chances(worth: list[float], temperature: float) -> list[float]:
    """Projected worths turned into chances to win: a softmax, flatter while much is to come."""
    top = max(worth)
    weights = [math.exp((w - top) / temperature) for w in worth]
    total = sum(weights)
    return [w / total for w in weights]
