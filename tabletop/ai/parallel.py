"""Root-parallel ISMCTS: every core grows its own tree from its own sampled worlds.

Chaslot, Winands & van den Herik, "Parallel Monte-Carlo Tree Search" (2008): root
parallelisation.  Worker 0 is the calling thread; workers 1..n-1 are processes started once per
game (`SearchPool`), so a decision never pays for their start-up.  Each worker searches the
same view with its own seed and budget and sends back only its root's statistics for the
deciding seat's moves; the caller sums them move by move.  A decision depends on the seed and
the worker count only (budgets count iterations), never on which process finished first.

Processes are started with "spawn" (forking a process that runs Qt threads is unsafe), are
daemons (multiprocessing ends them if the app exits without closing the pool) and leave as soon
as their pipe closes, so none outlives its game.  The frozen app calls freeze_support()
(packaging/launcher.py).  Where processes cannot start, or on a single core, the search runs
in one process, as before.

A player that keeps its tree keeps it in every worker too: a worker holds the trees of the last
few players it searched for, by their `tree_key`, and carries each down the moves the next job
names, exactly as the calling process carries its own.  Without that, the merged decision
would weigh one tree that knows the game so far against fresh ones that do not.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Any

from ..core.game import GameInfo, GameState, Move

if TYPE_CHECKING:
    from .evaluation import Evaluation
    from .ismcts import ISMCTSPlayer

MAX_WORKERS = 4  # more trees add little to a budget this size, and each costs ~40 MB
WORKERS_ENV = "TABLETOP_AI_WORKERS"  # forces a count (measurements, tests)
JOIN_SECONDS = 1.0  # how long a closing pool waits for a worker before ending it
KEPT_TREES = 12  # a worker keeps the trees of this many players (Karthedis seats up to 9)


def default_workers() -> int:
    """The searches a decision runs at once: one per core this process may use that other
    programs leave free when the game starts, at most 4.  Each tree costs a whole budget, so
    a tree on a busy core would make the player wait longer, not play better: on a two-core
    machine measured with two cores' load from elsewhere, two trees took 1.6-2.8 times as long
    as one."""
    forced = os.environ.get(WORKERS_ENV, "")
    if forced.isdigit() and int(forced) > 0:
        return int(forced)
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # macOS, Windows
        cores = os.cpu_count() or 1
    try:
        busy = int(os.getloadavg()[0])  # cores other programs kept busy over the last minute
    except (AttributeError, OSError):  # Windows: no load average
        busy = 0
    return max(1, min(cores - busy, MAX_WORKERS))


@dataclass(frozen=True)
class Job:
    view: GameState
    seat: int
    seed: int
    settings: dict[str, Any]  # ISMCTSPlayer's keywords: iterations, time_cap, ...
    tree: int = 0  # the player's tree_key where it keeps its tree (0: it does not)
    since: tuple[Move, ...] | None = None  # its seat's moves since its last search, if kept


# One root's statistics: (move, visits, summed reward, summed squared reward) per move of the
# deciding seat, and the iterations run.
RootStats = tuple[list[tuple[Move, int, float, float]], int]


def _serve(conn: Connection, info: GameInfo) -> None:
    """A worker process: answers jobs until its pipe closes or it is told to stop (None)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is the app's to handle
    from .evaluation import Evaluation

    evaluation = Evaluation.of(info)  # imports the engine and its AI profile now, not later
    trees: dict[int, ISMCTSPlayer] = {}  # by tree_key, the most recently used last
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        try:
            player = _searcher(trees, evaluation, job)
            conn.send(("ok", player.root_stats(job.view, job.seat)))
        except Exception as e:  # said to the caller, which carries on with its own tree
            conn.send(("error", f"{type(e).__name__}: {e}"))


def _searcher(trees: dict[int, ISMCTSPlayer], evaluation: Evaluation, job: Job) -> ISMCTSPlayer:
    """The player that searches `job`: the one keeping that player's tree here, carried down
    the moves played since, or a fresh one."""
    from .ismcts import ISMCTSPlayer

    if not job.tree:
        return ISMCTSPlayer(evaluation, job.seed, **job.settings)
    player = trees.pop(job.tree, None)
    if player is None:
        player = ISMCTSPlayer(evaluation, job.seed, keep_tree=True, **job.settings)
    else:
        player.reseed(job.seed)
        player.follow(job.since)
    trees[job.tree] = player
    while len(trees) > KEPT_TREES:  # the oldest: a player of an earlier game, most likely
        trees.pop(next(iter(trees)))
    return player


class SearchPool:
    """The worker processes of one game.  Thread-safe: one search uses them at a time."""

    def __init__(self, info: GameInfo, workers: int | None = None) -> None:
        self.info = info
        self._lock = threading.Lock()
        self._procs: list[Any] = []
        self._conns: list[Connection] = []
        self._busy: list[Connection] = []
        self.failure = ""  # why the workers stopped helping, if they did
        wanted = default_workers() if workers is None else max(1, workers)
        if wanted > 1:
            try:
                ctx = multiprocessing.get_context("spawn")
                for k in range(1, wanted):
                    mine, theirs = ctx.Pipe()
                    proc = ctx.Process(
                        target=_serve,
                        args=(theirs, info),
                        name=f"tabletop-search-{k}",
                        daemon=True,
                    )
                    proc.start()
                    theirs.close()  # the worker's end lives in the worker only
                    self._procs.append(proc)
                    self._conns.append(mine)
            except (OSError, ValueError, RuntimeError):  # no processes here: search alone
                self.close()
        self.workers = 1 + len(self._procs)

    def start(self, jobs: list[Job]) -> None:
        """Sends job k to worker process k+1; the caller searches its own tree, then `collect`s.
        The lock, held from start to collect, keeps a hint and an AI seat from mixing answers."""
        self._lock.acquire()
        self._busy = self._conns[: len(jobs)]  # what collect reads, even if closed meanwhile
        try:
            for conn, job in zip(self._busy, jobs):
                conn.send(job)
        except BaseException:
            self._lock.release()
            raise

    def collect(self) -> list[RootStats]:
        """The answers of the jobs `start` sent, in worker order.  A worker that failed or
        stopped adds nothing; the pool then closes (`failure` says why) and later decisions
        search in this process alone."""
        out: list[RootStats] = []
        try:
            for conn in self._busy:
                try:
                    kind, answer = conn.recv()
                except (EOFError, OSError) as e:
                    kind, answer = "error", f"a search process stopped: {e!r}"
                if kind == "ok":
                    out.append(answer)
                else:
                    self.failure = self.failure or answer
        finally:
            self._busy = []
            self._lock.release()
        if self.failure:
            self.close()
        return out

    def pids(self) -> list[int]:
        return [p.pid for p in self._procs if p.pid is not None]

    def close(self) -> None:
        """Ends the workers: told to stop when idle; ended at once when a search is using them
        (its thread then reads end-of-file and carries on alone).  Idempotent."""
        procs, conns = self._procs, self._conns
        self._procs, self._conns, self.workers = [], [], 1
        idle = self._lock.acquire(blocking=False)
        try:
            for conn in conns if idle else ():
                try:
                    conn.send(None)
                    conn.close()
                except OSError:
                    pass
            for proc in procs:
                if not idle:
                    proc.terminate()
                proc.join(JOIN_SECONDS)
                if proc.is_alive():
                    proc.kill()
                    proc.join()
        finally:
            if idle:
                self._lock.release()
