"""How long the review of a whole game takes (`tabletop-cli bench --only review`): a game of
one human seat (played by an Easy player, who errs as a learner does) against Hard computers,
reviewed for the human seat with the review's full budget."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from ..core.game import GameInfo
from ..core.session import Seat, Session
from .levels import make_player
from .match import player_seed
from .parallel import default_workers
from .review import review_session


@dataclass
class ReviewBench:
    moves: int
    decisions: int
    marked: int
    close_calls: int
    seconds: float
    workers: int


def bench_review(
    info: GameInfo, seats: int, options: dict[str, Any], seed: int = 1, workers: int | None = None
) -> ReviewBench:
    kinds = ["easy"] + ["hard"] * (seats - 1)
    session = Session(
        info,
        [Seat(f"Seat {i + 1}", "human" if i == 0 else k) for i, k in enumerate(kinds)],
        seed,
        options,
    )
    players = [make_player(k, info, player_seed(seed, i)) for i, k in enumerate(kinds)]
    state = session.state
    while not state.is_terminal():
        seat = state.to_act()
        assert seat is not None
        assert session.submit(seat, players[seat].choose(state.view(seat), seat).move).ok
        state = session.state
    count = default_workers() if workers is None else workers
    start = time.perf_counter()
    review = review_session(session, [0], seed=seed, workers=count)
    assert review is not None
    return ReviewBench(
        len(session.moves),
        len(review.decisions),
        sum(d.mark is not None for d in review.decisions),
        sum(d.close_call for d in review.decisions),
        time.perf_counter() - start,
        count,
    )
