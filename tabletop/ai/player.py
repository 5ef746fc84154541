"""What every AI player is: something that turns a view of the game into a decision.

A player is handed `state.view(seat)` and nothing else, so it can only know what a person in
that seat knows; the search players sample the rest with `view.determinize`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..core.game import GameState, Move
from ..core.rng import Rng
from ..core.text import QT_TRANSLATE_NOOP, Text

ONLY_MOVE = QT_TRANSLATE_NOOP("AI", "{move}: the only possible move")
AT_RANDOM = QT_TRANSLATE_NOOP("AI", "{move}: picked at random")


@dataclass(frozen=True)
class Decision:
    move: Move
    reason: Text  # one line a player can read: what was chosen and why


class Player(Protocol):
    def choose(self, view: GameState, seat: int) -> Decision: ...


def only_move(view: GameState, legal: list[Move]) -> Decision | None:
    """The decision when there is nothing to decide, else None."""
    if len(legal) == 1:
        return Decision(legal[0], ONLY_MOVE(move=view.describe(legal[0])))
    return None


class RandomPlayer:
    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: GameState, seat: int) -> Decision:
        legal = view.legal_moves()
        move = legal[self.rng.below(len(legal))]
        return only_move(view, legal) or Decision(move, AT_RANDOM(move=view.describe(move)))
