"""Review of a finished (or saved) game: each decision of the reviewed seats, from that seat's
view only, estimated by the Hard search as the seat's expected share of the win after the move
made and after the best move; a drop marks an inaccuracy, a mistake or a blunder, as lichess
does with a chess game, explained in words by `reasons`.

THE CONTRACT between the review's engine (this module) and its window (tabletop/ui/review/):
the names and fields below. The engine fills in the bodies; the window only uses these.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from ..core.game import GameInfo, GameState, Move
from ..core.rng import Rng
from ..core.session import Session
from ..core.text import QT_TRANSLATE_NOOP, Text
from .evaluation import Evaluation
from .ismcts import ISMCTSPlayer
from .levels import HARD_ITERATIONS
from .parallel import default_workers
from .reasons import SAMPLES, averages_after, compare, position_seed
from .review_pool import judge_all
from .review_search import ForcedSearch, mean, paired, ranked
from .terms import TermsFunction, terms_of

# Points of the seat's share of the win (0-100) a move gives away, after lichess's thresholds.
INACCURACY, MISTAKE, BLUNDER = 5, 10, 15
HIGHLIGHTED = 5  # at most this many marked decisions are highlighted per seat
RETRY_GOOD = 3  # a retried move that loses less than this many points is good
# A drop is marked only when it exceeds this many standard errors of its own estimate: at 2,
# a move as good as the best one is marked about once in 40 decisions by chance alone.
NOISE = 2.0
# Where a drop lies within this many standard errors of a threshold, or this many points (the
# error of one estimate is itself uncertain), the estimate is run again on this many times the
# worlds: the mark then depends on the move, not on the search's seed.
BORDER, BORDER_POINTS, LONGER = 1.5, 1.5, 3
# Iterations of each forced estimate, in Hard budgets: the two estimates of a decision cost as
# much as its search, which keeps a whole game's review within a minute on two cores, and
# their shared worlds keep the difference steady where the values alone would wobble.
FORCED = 0.5
SEED_MIX = 0x9E3779B97F4A7C15  # spreads the review's seed over the position's
MASK = (1 << 64) - 1

CLOSE_CALL = QT_TRANSLATE_NOOP(
    "Review",
    "Too close to call: {best} looked about {points} points better than {played}, but the "
    "search's estimate wobbles by about {noise} points.",
)
RETRY_BEST = QT_TRANSLATE_NOOP("Review", "Well found: {move} is the best move the search found.")
RETRY_FINE = QT_TRANSLATE_NOOP(
    "Review", "Good: {move} gives away less than {limit} points compared with {best}."
)


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
        out: list[Reviewed] = []
        for s in self.seats if seat is None else [seat]:
            marks = [d for d in self.decisions if d.seat == s and d.mark is not None]
            out += sorted(marks, key=lambda d: -d.drop)[:HIGHLIGHTED]
        return sorted(out, key=lambda d: (d.number, d.seat))

    def accuracy(self, seat: int) -> float:
        """0-100: how close the seat's moves came to the best ones over the game.

        lichess's accuracy of a move from the drop in win percentage it caused,
        103.1668 * exp(-0.04354 * drop) - 3.1669 (clamped to 0..100), averaged over the seat's
        decisions.  (lichess also blends in a harmonic mean weighted by the position's
        volatility; a plain mean is easier to explain to a player.)  A drop within the
        estimate's noise counts as no drop: a close call costs no accuracy.  A drop too small
        for a mark still counts: a game of a hundred small decisions (Take Stock) is lost by
        many drops of two points, none of them a mark."""
        mine = [d for d in self.decisions if d.seat == seat]
        drops = [d.drop if d.drop > NOISE * 100 * d.error else 0.0 for d in mine]
        if not drops:
            return 100.0
        each = [min(100.0, max(0.0, 103.1668 * math.exp(-0.04354 * x) - 3.1669)) for x in drops]
        return sum(each) / len(each)

    def curve(self, seat: int) -> list[tuple[int, float]]:
        """(move number, the seat's estimated share of the win 0..1) over the game."""
        return [(d.number, d.played_share) for d in self.decisions if d.seat == seat]


Progress = Callable[[int, int], bool]  # (decisions done, decisions in all) -> go on?


def review_session(
    session: Session,
    seats: Sequence[int] | None = None,
    *,
    seed: int = 0,
    iterations: int = 0,
    progress: Progress | None = None,
    workers: int | None = None,
) -> Review | None:
    """Review the decisions of `seats` (default: the human seats) of `session`, which is not
    changed.  None when `progress` returned False (cancelled).  `workers`: processes judging
    decisions at once (None: one per free core, as the search pool counts them; the marks
    are the same for any count)."""
    chosen = list(session.humans() if seats is None else seats)
    count = default_workers() if workers is None else workers
    tasks = decisions(session, chosen)
    judged = judge_all(
        session.info, tasks, seed=seed, iterations=iterations, workers=count, progress=progress
    )
    return None if judged is None else Review(session.info.id, chosen, judged)


def decisions(session: Session, seats: Sequence[int]) -> list[tuple[int, int, GameState, Move]]:
    """(move number, seat, the seat's view before it, the move made) for each move of `seats`
    where the seat had a choice, replayed on a copy: the session is not touched."""
    state = session.checkpoints[0].clone()
    state.quiet = True
    out = []
    for number, (seat, move) in enumerate(zip(session.movers, session.moves)):
        if seat in seats:
            view = state.view(seat)
            if len(view.legal_moves()) > 1:
                out.append((number, seat, view, move))
        state.apply(move)
    return out


def view_before(session: Session, number: int, seat: int) -> GameState:
    """The position before session.moves[number], as `seat` saw it (its view)."""
    if not 0 <= number <= len(session.moves):
        raise IndexError(f"move {number} is not in a game of {len(session.moves)} moves")
    start = max(k for k in session.checkpoints if k <= number)
    state = session.checkpoints[start].clone()
    state.quiet = True
    for move in session.moves[start:number]:
        state.apply(move)
    return state.view(seat)


class Judge:
    """Judges moves on a seat's view: the Hard search ranks them, a forced search on shared
    worlds measures the drop (review_search.py), `reasons` says it in words.  Every seed comes
    from the view (and the review's seed), so what the seat could not see changes nothing."""

    def __init__(self, info: GameInfo, *, seed: int = 0, iterations: int = 0) -> None:
        self.info = info
        self.evaluation = Evaluation.of(info)
        self.terms: TermsFunction = terms_of(info)
        self.seed = seed
        self.budget = iterations or self.evaluation.hard_iterations or HARD_ITERATIONS
        self.forced = max(8, int(FORCED * self.budget))  # per move estimated

    def _seed(self, view: GameState) -> int:
        return (position_seed(view) ^ (self.seed * SEED_MIX)) & MASK

    def best(self, view: GameState, seat: int) -> tuple[Move, float]:
        """The Hard search's move (the most visited, as Hard plays) and its value."""
        search = ISMCTSPlayer(self.evaluation, self._seed(view), iterations=self.budget)
        root = search.search(view, seat)
        order = ranked(root, seat, self.evaluation.candidates(view))
        if not order:  # no candidate searched (cannot happen with a budget > 0)
            return view.legal_moves()[0], 0.0
        return order[0].move, mean(order[0])  # type: ignore[return-value]

    def measure(self, view: GameState, seat: int, best: Move, other: Move) -> tuple[float, ...]:
        """(best's share, other's share, standard error of the difference), on shared worlds;
        run longer where the drop lies near a threshold, within its noise."""
        seed = self._seed(view)
        search = ForcedSearch(self.evaluation, seed)
        p = paired(search, view, seat, best, other, self.forced, seed)
        drop, noise = 100 * (p.a - p.b), 100 * p.error
        if any(
            abs(drop - t) < max(BORDER * noise, BORDER_POINTS)
            for t in (INACCURACY, MISTAKE, BLUNDER)
        ) or (drop >= INACCURACY and drop <= NOISE * noise):
            p = paired(search, view, seat, best, other, LONGER * self.forced, seed)
        return p.a, p.b, p.error

    def reason(self, view: GameState, seat: int, best: Move, other: Move) -> Text:
        rng = Rng(position_seed(view))  # the words do not depend on the review's seed
        a, b = averages_after(view, seat, [best, other], self.terms, rng, SAMPLES)
        return compare(view, best, other, a, b)

    def decision(self, view: GameState, seat: int, number: int, played: Move) -> Reviewed:
        best, value = self.best(view, seat)
        if best == played:
            return Reviewed(number, seat, played, best, value, value, 0.0, None, None)
        best_share, played_share, error = self.measure(view, seat, best, played)
        if played_share >= best_share:  # as good as the search's choice: the move made stands
            return Reviewed(
                number, seat, played, played, played_share, played_share, error, None, None
            )
        drop, noise = 100 * (best_share - played_share), 100 * error
        mark = mark_for(drop)
        if mark is None:
            return Reviewed(number, seat, played, best, played_share, best_share, error, None, None)
        if drop <= NOISE * noise:
            said = CLOSE_CALL(
                best=view.describe(best),
                played=view.describe(played),
                points=round(drop),
                noise=round(NOISE * noise),
            )
            return Reviewed(
                number, seat, played, best, played_share, best_share, error, None, said, True
            )
        said = self.reason(view, seat, best, played)
        return Reviewed(number, seat, played, best, played_share, best_share, error, mark, said)


def mark_for(drop: float) -> Mark | None:
    """The mark of a drop of `drop` points (lichess's thresholds)."""
    if drop >= BLUNDER:
        return Mark.BLUNDER
    if drop >= MISTAKE:
        return Mark.MISTAKE
    if drop >= INACCURACY:
        return Mark.INACCURACY
    return None


@dataclass(frozen=True)
class Retried:
    move: Move
    share: float  # estimated share of the win after the retried move, 0..1
    drop: float  # points given away compared with the best move
    good: bool  # drop < RETRY_GOOD
    reason: Text  # in words: why it is good, or what the best move does better


def retry(session: Session, decision: Reviewed, move: Move, *, seed: int = 0) -> Retried:
    """Judge `move`, played again by decision.seat at decision.number (a legal move there)."""
    view = view_before(session, decision.number, decision.seat)
    judge = Judge(session.info, seed=seed)
    best = decision.best
    if move == best:
        return Retried(move, decision.best_share, 0.0, True, RETRY_BEST(move=view.describe(move)))
    if move == decision.played:
        share, best_share = decision.played_share, decision.best_share
    else:
        best_share, share, _ = judge.measure(view, decision.seat, best, move)
    drop = max(0.0, 100 * (best_share - share))
    if drop < RETRY_GOOD:
        said = RETRY_FINE(move=view.describe(move), limit=RETRY_GOOD, best=view.describe(best))
        return Retried(move, share, drop, True, said)
    return Retried(move, share, drop, False, judge.reason(view, decision.seat, best, move))
