"""Review of a finished (or saved) game: each decision of the reviewed seats, from that seat's
view only, estimated by the Hard search as the seat's expected share of the win after the move
made and after the best move; a drop marks an inaccuracy, a mistake or a blunder, as lichess
does with a chess game, explained in words by `reasons`.

THE CONTRACT between the review's engine (this module) and its window (tabletop/ui/review/):
the names and fields below. The engine fills in the bodies; the window only uses these.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from ..core.game import GameState, Move
from ..core.session import Session
from ..core.text import QT_TRANSLATE_NOOP, Text

# Points of the seat's share of the win (0-100) a move gives away, after lichess's thresholds.
INACCURACY, MISTAKE, BLUNDER = 5, 10, 15
HIGHLIGHTED = 5  # at most this many marked decisions are highlighted per seat
RETRY_GOOD = 3  # a retried move that loses less than this many points is good


class Mark(Enum):
    INACCURACY = QT_TRANSLATE_NOOP("Review", "Inaccuracy")
    MISTAKE = QT_TRANSLATE_NOOP("Review", "Mistake")
    BLUNDER = QT_TRANSLATE_NOOP("Review", "Blunder")

    @property
    def label(self) -> Text:
        return self.value


@dataclass(frozen=True)
class Reviewed:
    """One decision of a reviewed seat."""

    number: int  # index into session.moves: the position is the one before moves[number]
    seat: int
    played: Move
    best: Move
    played_share: float  # the seat's estimated share of the win after the move made, 0..1
    best_share: float  # after the best move the search found, 0..1
    error: float  # standard error of (best_share - played_share), 0..1
    mark: Mark | None  # None: a good move, or a drop too close to call
    reason: Text | None  # why the best move is better, in words (None for a good move)
    close_call: bool = False  # the drop looked large but lies within the estimate's noise

    @property
    def drop(self) -> float:
        """Points (0-100) of the win share the move made gave away; never negative."""
        return max(0.0, 100 * (self.best_share - self.played_share))


@dataclass
class Review:
    game: str  # GameInfo.key
    seats: list[int]  # the reviewed seats (the human seats by default)
    decisions: list[Reviewed] = field(default_factory=list)  # in game order

    def marked(self, seat: int | None = None) -> list[Reviewed]:
        """The highlighted decisions: at most HIGHLIGHTED largest drops per seat, game order."""
        raise NotImplementedError

    def accuracy(self, seat: int) -> float:
        """0-100: how close the seat's moves came to the best ones over the game."""
        raise NotImplementedError

    def curve(self, seat: int) -> list[tuple[int, float]]:
        """(move number, the seat's estimated share of the win 0..1) over the game."""
        raise NotImplementedError


Progress = Callable[[int, int], bool]  # (decisions done, decisions in all) -> go on?


def review_session(
    session: Session,
    seats: Sequence[int] | None = None,
    *,
    seed: int = 0,
    iterations: int = 0,
    progress: Progress | None = None,
) -> Review | None:
    """Review the decisions of `seats` (default: the human seats) of `session`, which is not
    changed.  None when `progress` returned False (cancelled)."""
    raise NotImplementedError


def view_before(session: Session, number: int, seat: int) -> GameState:
    """The position before session.moves[number], as `seat` saw it (its view)."""
    raise NotImplementedError


@dataclass(frozen=True)
class Retried:
    move: Move
    share: float  # estimated share of the win after the retried move, 0..1
    drop: float  # points given away compared with the best move
    good: bool  # drop < RETRY_GOOD
    reason: Text  # in words: why it is good, or what the best move does better


def retry(session: Session, decision: Reviewed, move: Move, *, seed: int = 0) -> Retried:
    """Judge `move`, played again by decision.seat at decision.number (a legal move there)."""
    raise NotImplementedError
