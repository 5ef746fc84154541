"""Old code against new on the same positions: how much faster are the engines and the search?

    python -m tabletop.ai.bench_compare --old bf564e1        (a revision or a checked-out tree)

Each side runs in its own process on its own tree (a revision is checked out with
`git worktree add` into a temporary folder).  Both get the same positions (reached from seeds
by random moves; their fingerprints are compared) and the same search settings, and take
turns, old and new alternating, so a machine that slows down mid-run slows both.  Measured:
random playouts to the end of the game (moves per second) and ISMCTS iterations per second.

Only the protocol both trees share is used (GameInfo, GameState, ISMCTSPlayer's keywords), so
the same worker code runs on either side.  The worker marks its states `quiet` as the search
does; an older tree ignores the attribute (it had no log to skip).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import IO, Any

CASES = (("take-stock", 2), ("take-stock", 4), ("stockpile", 2), ("stockpile", 4))
EXPLORATION = {"take-stock": 0.7, "stockpile": 0.3}  # what bf564e1's Hard used
ROLLOUT_DEPTH = 16


# --- the worker: runs inside either tree ------------------------------------------------------
def _positions(game: str, seats: int, count: int) -> list[Any]:
    from tabletop.core.rng import Rng
    from tabletop.games import get

    info = get(game)
    out = []
    for seed in range(1, count + 1):
        state = info.new_state(seats, seed, {})
        rng = Rng(seed)
        for _ in range(3 * seats + 7 * (seed % 4)):  # from early to a little later
            legal = state.legal_moves()
            state.apply(legal[rng.below(len(legal))])
        if not state.is_terminal():
            out.append(state)
    return out


def _fingerprint(states: list[Any]) -> str:
    text = json.dumps([s.to_json() for s in states], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def _playouts(states: list[Any], seconds: float) -> float:
    from tabletop.core.rng import Rng

    rng, moves, i = Rng(7), 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = states[i % len(states)].clone()
        state.quiet = True
        while not state.is_terminal():
            legal = state.legal_moves()
            state.apply(legal[rng.below(len(legal))])
            moves += 1
        i += 1
    return moves / (time.perf_counter() - start)


def _iterations(game: str, states: list[Any], seconds: float, per_search: int) -> float:
    from tabletop.ai.evaluation import Evaluation
    from tabletop.ai.ismcts import ISMCTSPlayer
    from tabletop.games import get

    evaluation = Evaluation.of(get(game))
    done, i, busy = 0, 0, 0.0
    while busy < seconds:
        state = states[i % len(states)]
        seat = state.to_act()
        player = ISMCTSPlayer(
            evaluation,
            i + 1,
            iterations=per_search,
            time_cap=None,
            rollout_depth=ROLLOUT_DEPTH,
            exploration=EXPLORATION[game],
        )
        view = state.view(seat)
        start = time.perf_counter()
        done += player.search(view, seat).visits
        busy += time.perf_counter() - start
        i += 1
    return done / busy


def worker(stdin: IO[str], stdout: IO[str]) -> None:
    cache: dict[tuple[str, int], list[Any]] = {}
    for line in stdin:
        job = json.loads(line)
        key = (job["game"], job["seats"])
        if key not in cache:
            cache[key] = _positions(job["game"], job["seats"], job["positions"])
        states = cache[key]
        if job["what"] == "positions":
            result: Any = _fingerprint(states)
        elif job["what"] == "playouts":
            result = _playouts(states, job["seconds"])
        else:
            result = _iterations(job["game"], states, job["seconds"], job["per_search"])
        stdout.write(json.dumps(result) + "\n")
        stdout.flush()


# --- the driver -------------------------------------------------------------------------------
class Side:
    def __init__(self, name: str, tree: str) -> None:
        self.name = name
        env = dict(os.environ, PYTHONPATH=tree, PYTHONHASHSEED="0")
        self.proc = subprocess.Popen(
            [sys.executable, os.path.abspath(__file__), "--worker"],
            cwd=tree,
            env=env,
            text=True,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )

    def ask(self, **job: Any) -> Any:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps(job) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the {self.name} worker stopped")
        return json.loads(line)

    def close(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        self.proc.wait()


def _tree(old: str, repo: str) -> tuple[str, bool]:
    """A folder holding the old code: `old` itself, or a worktree checked out for it."""
    if os.path.isdir(old):
        return old, False
    folder = tempfile.mkdtemp(prefix="tabletop-old-")
    subprocess.run(
        ["git", "-C", repo, "worktree", "add", "--detach", folder, old],
        check=True,
        capture_output=True,
    )
    return folder, True


def compare(
    old_tree: str,
    new_tree: str,
    seconds: float,
    rounds: int,
    positions: int,
    per_search: int,
    out: IO[str],
) -> list[dict[str, Any]]:
    sides = [Side("old", old_tree), Side("new", new_tree)]
    rows: list[dict[str, Any]] = []
    try:
        for game, seats in CASES:
            job = {"game": game, "seats": seats, "positions": positions}
            prints = [side.ask(what="positions", **job) for side in sides]
            same = "same positions" if prints[0] == prints[1] else "POSITIONS DIFFER"
            for what in ("playouts", "iterations"):
                rates: dict[str, list[float]] = {"old": [], "new": []}
                for r in range(rounds):
                    for side in sides if r % 2 == 0 else sides[::-1]:  # alternate
                        rates[side.name].append(
                            side.ask(what=what, seconds=seconds, per_search=per_search, **job)
                        )
                old, new = statistics.median(rates["old"]), statistics.median(rates["new"])
                unit = "moves/s" if what == "playouts" else "iterations/s"
                row = {
                    "game": game,
                    "seats": seats,
                    "what": what,
                    "old": old,
                    "new": new,
                    "ratio": new / old,
                    "positions": same,
                }
                rows.append(row)
                out.write(
                    f"{game:<11}{seats} seats  {what:<10} old {old:>9,.0f}  "
                    f"new {new:>9,.0f} {unit:<13} x{new / old:4.2f}  ({same})\n"
                )
                out.flush()
    finally:
        for side in sides:
            side.close()
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--old", default="bf564e1", help="a revision or a folder (old code)")
    parser.add_argument("--new", default=None, help="folder of the new code (default: this)")
    parser.add_argument("--seconds", type=float, default=1.5, help="per measurement")
    parser.add_argument("--rounds", type=int, default=3, help="old/new alternations")
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--per-search", type=int, default=200, help="ISMCTS iterations per search")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    new = args.new or os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    old, made = _tree(args.old, new)
    try:
        rows = compare(
            old,
            new,
            args.seconds,
            args.rounds,
            args.positions,
            args.per_search,
            sys.stderr if args.json else sys.stdout,
        )
    finally:
        if made:
            subprocess.run(
                ["git", "-C", new, "worktree", "remove", "--force", old], capture_output=True
            )
    if args.json:
        print(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--worker"]:
        sys.path = [p for p in sys.path if p != os.path.dirname(os.path.abspath(__file__))]
        worker(sys.stdin, sys.stdout)
    else:
        sys.exit(main())
