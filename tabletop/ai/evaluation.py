"""The game-specific knowledge the generic players use: the game's AI profile, loaded.

A game declares it on its GameInfo (`info.ai`, a core.game.AIProfile): its evaluation
f(state, seat) -> value in [0, 1] (think: chance to win), optionally every seat's value in one
pass, a cheap rollout policy for playouts, the moves worth considering where many are
near-identical, and its search settings (UCB exploration constant,
playout length, Hard's budget).  A game with only `info.heuristic` gets the defaults.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.game import AIProfile, GameInfo, GameState, Move
from ..core.rng import Rng

Evaluate = Callable[[GameState, int], float]
RolloutPolicy = Callable[[GameState, Rng], Move]
Candidates = Callable[[GameState], list[Move]]


def every_legal_move(state: GameState) -> list[Move]:
    return state.legal_moves()


def _load(path: str) -> Any:
    module, _, attr = path.partition(":")
    return getattr(importlib.import_module(module), attr)


@dataclass(frozen=True)
class Evaluation:
    evaluate: Evaluate
    evaluate_all: Callable[[GameState], list[float]]
    rollout_policy: RolloutPolicy | None = None
    exploration: float = 0.7
    rollout_depth: int = 16
    round_attr: str = "round"
    hard_iterations: int = 0
    candidates: Candidates = every_legal_move  # the moves the AI considers
    expert_iterations: int = 0

    @classmethod
    def of(cls, info: GameInfo) -> Evaluation:
        return cls.from_profile(info.ai or AIProfile(info.heuristic))

    @classmethod
    def from_profile(cls, profile: AIProfile) -> Evaluation:
        evaluate: Evaluate = _load(profile.evaluate)
        every = (
            _load(profile.evaluate_all)
            if profile.evaluate_all
            else (lambda state: [evaluate(state, s) for s in range(state.num_seats)])
        )
        policy = _load(profile.rollout_policy) if profile.rollout_policy else None
        return cls(
            evaluate,
            every,
            policy,
            profile.exploration,
            profile.rollout_depth,
            profile.round_attr,
            profile.hard_iterations,
            _load(profile.candidates) if profile.candidates else every_legal_move,
            profile.expert_iterations,
        )

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
