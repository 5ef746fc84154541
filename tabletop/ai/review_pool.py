"""The review's decisions judged on every free core: each decision is judged on its own view
with its own seeds, so judging them in other processes changes nothing but the time taken.

Processes are started with "spawn" (the window runs a review in a thread of a Qt program, where
forking is unsafe) and ended as soon as the review is done or cancelled.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..core.game import GameInfo, GameState, Move

if TYPE_CHECKING:
    from .review import Judge, Reviewed

Task = tuple[int, int, GameState, Move]  # move number, seat, its view, the move made
Progress = Callable[[int, int], bool]

_judge: Judge | None = None  # a worker process's judge, made once


def _start(info: GameInfo, seed: int, iterations: int) -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the caller's to handle
    from .review import Judge

    global _judge
    _judge = Judge(info, seed=seed, iterations=iterations)


def _run(task: Task) -> Reviewed:
    number, seat, view, played = task
    assert _judge is not None
    return _judge.decision(view, seat, number, played)


def judge_all(
    info: GameInfo,
    tasks: Sequence[Task],
    *,
    seed: int,
    iterations: int,
    workers: int,
    progress: Progress | None,
) -> list[Reviewed] | None:
    """Every task judged, in order; None when `progress` returned False."""
    if progress is not None and not progress(0, len(tasks)):
        return None
    out: list[Reviewed] = []
    if workers <= 1 or len(tasks) < 2:
        from .review import Judge

        judge = Judge(info, seed=seed, iterations=iterations)  # this thread's own
        results: Any = (judge.decision(v, s, n, m) for n, s, v, m in tasks)
        pool = None
    else:
        ctx = multiprocessing.get_context("spawn")
        pool = ctx.Pool(min(workers, len(tasks)), _start, (info, seed, iterations))
        results = pool.imap(_run, tasks)
    try:
        for reviewed in results:
            out.append(reviewed)
            if progress is not None and not progress(len(out), len(tasks)):
                return None
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()
    return out
