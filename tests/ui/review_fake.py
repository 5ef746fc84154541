"""A stand-in for the review's engine (tabletop/ai/review.py) while it is being built: the same
names and types, plausible marks, instant (or as slow as a test asks), so the window can be
built and tested against the contract alone.  `install(monkeypatch)` puts it in place."""

from __future__ import annotations

import time

from tabletop.ai import review as engine
from tabletop.ai.review import HIGHLIGHTED, RETRY_GOOD, Mark, Retried, Review, Reviewed
from tabletop.core.game import GameState, Move
from tabletop.core.session import Session
from tabletop.core.text import QT_TRANSLATE_NOOP

DELAY = {"seconds": 0.0}  # per decision: a slow review, for the progress and cancel tests
REASON = QT_TRANSLATE_NOOP(
    "Review",
    "Selling gave {player} the majority: about $14K of round-end income lost. Holding and "
    "buying was better, because the majority pays at the end of every round.",
)
GOOD = QT_TRANSLATE_NOOP("Review", "As good as the best move: nothing given away.")


class FakeReview(Review):
    def marked(self, seat: int | None = None) -> list[Reviewed]:
        found = [d for d in self.decisions if d.mark is not None and seat in (None, d.seat)]
        top = sorted(found, key=lambda d: -d.drop)[:HIGHLIGHTED]
        return [d for d in self.decisions if d in top]

    def accuracy(self, seat: int) -> float:
        drops = [d.drop for d in self.decisions if d.seat == seat]
        return max(0.0, 100 - sum(drops) / len(drops)) if drops else 100.0

    def curve(self, seat: int) -> list[tuple[int, float]]:
        return [(d.number, d.played_share) for d in self.decisions if d.seat == seat]


def view_before(session: Session, number: int, seat: int) -> GameState:
    state = session.info.new_state(len(session.seats), session.seed, session.options)
    for move in session.moves[:number]:
        state.apply(move)
    return state.view(seat)


# (mark, drop in points, close call) by the decision's index among the seat's decisions
PLANTED = {
    1: (Mark.INACCURACY, 6.0, False),
    3: (Mark.BLUNDER, 18.0, False),
    4: (None, 12.0, True),
    6: (Mark.MISTAKE, 11.0, False),
}


def review_session(session, seats=None, *, seed=0, iterations=0, progress=None):
    seats = list(seats) if seats is not None else session.humans()
    numbers = [n for n, m in enumerate(session.movers) if m in seats]
    out = FakeReview(session.info.id, seats)
    share = 0.5
    for i, n in enumerate(numbers):
        if progress is not None and not progress(i, len(numbers)):
            return None
        time.sleep(DELAY["seconds"])
        seat, played = session.movers[n], session.moves[n]
        legal = view_before(session, n, seat).legal_moves()
        best = next((m for m in legal if m != played), played)
        mark, drop, close = PLANTED.get(i % 8, (None, 0.0, False))
        if best == played:
            mark, drop, close = None, 0.0, False
        best_share = min(0.95, share + 0.02)
        played_share = max(0.0, best_share - drop / 100)
        reason = REASON(player=(seat + 1) % len(session.seats)) if drop else None
        out.decisions.append(
            Reviewed(n, seat, played, best, played_share, best_share, 0.02, mark, reason, close)
        )
        share = played_share
    if progress is not None:
        progress(len(numbers), len(numbers))
    return out


def retry(session, decision: Reviewed, move: Move, *, seed: int = 0) -> Retried:
    if move == decision.best:
        return Retried(move, decision.best_share, 0.0, True, GOOD)
    drop = decision.drop if move == decision.played else 1.0 + 0 * RETRY_GOOD
    return Retried(
        move, decision.best_share - drop / 100, drop, drop < RETRY_GOOD, decision.reason or GOOD
    )


def install(monkeypatch) -> None:
    for name in ("review_session", "view_before", "retry"):
        monkeypatch.setattr(engine, name, globals()[name])
