"""Paired games between this tree's Hard and an older tree's Hard: does the new one play better?

    python -m tabletop.ai.paired --old /tmp/old --game take-stock --pairs 20 [--seats 4]
        [--seconds 0.25] [--workers 2]
    python -m tabletop.ai.paired --summary LOG [LOG ...]     (seeds of several runs added up)
    python -m tabletop.ai.paired --old /tmp/old --game stack-market --seats 3 --lone old
        (one old seat against new ones; --summary of both ways' logs gives the share of both)
    python -m tabletop.ai.paired --old . --game take-stock --seats 3 --old-level medium
        (how much a level takes from a weaker one: the room a game's luck leaves to skill)

One new seat plays against seats-1 old ones; each seed is played once per seat, the new player
moved round the table, so deals, luck and seat order even out.  `--lone old` turns the table
round: one old seat against seats-1 new ones (the lone seat's share is reported).  In Stack
Market a lone seat lost points whichever program sat there (docs/ai-strength.md): one way
alone then counts that loss against the new side, and the two ways together take it out.

The old player lives in a process running the old tree; it is handed the view as JSON (state
formats are compatible) and answers with a move as JSON; every move goes through this tree's
Session.

Equal iterations (the default): time caps are off on both sides and each plays its level's
whole budget (the new side per worker).  Equal time (--seconds T): both sides search for T
seconds a decision, unbounded in iterations, on the same machine, taking turns as the game
goes.  The result is the new side's share of the points against an old seat (50% = equal), a
95% confidence interval by bootstrap over seeds, and the raw win rate against its fair share.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from typing import IO, Any


# --- the old side -----------------------------------------------------------------------------
def worker(stdin: IO[str], stdout: IO[str]) -> None:
    from tabletop.ai.levels import make_player
    from tabletop.games import get

    players: dict[tuple[str, int, int], Any] = {}
    for line in stdin:
        job = json.loads(line)
        info = get(job["game"])
        key = (job["game"], job["game_seed"], job["seat"])
        if key not in players:
            players[key] = make_player(job["level"], info, job["player_seed"])
            players[key].time_cap = job.get("seconds")
            if job.get("seconds"):
                players[key].iterations = 10**9
        view = info.state_from_json(job["view"])
        decision = players[key].choose(view, job["seat"])
        stdout.write(json.dumps(decision.move.to_json()) + "\n")
        stdout.flush()


class OldPlayer:
    """A Player whose decisions come from the old tree's process."""

    def __init__(
        self,
        proc: subprocess.Popen[str],
        game: str,
        level: str,
        game_seed: int,
        player_seed: int,
        seconds: float | None = None,
    ) -> None:
        self.proc, self.game, self.level = proc, game, level
        self.game_seed, self.player_seed, self.seconds_each = game_seed, player_seed, seconds
        self.seconds: list[float] = []

    def choose(self, view: Any, seat: int) -> Any:
        from tabletop.ai.player import Decision
        from tabletop.core.text import plain
        from tabletop.games import get

        assert self.proc.stdin and self.proc.stdout
        start = time.perf_counter()
        self.proc.stdin.write(
            json.dumps(
                {
                    "game": self.game,
                    "level": self.level,
                    "game_seed": self.game_seed,
                    "player_seed": self.player_seed,
                    "seconds": self.seconds_each,
                    "seat": seat,
                    "view": view.to_json(),
                }
            )
            + "\n"
        )
        self.proc.stdin.flush()
        move = get(self.game).move_from_json(json.loads(self.proc.stdout.readline()))
        self.seconds.append(time.perf_counter() - start)
        return Decision(move, plain("old"))


class Timed:
    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.seconds: list[float] = []
        self.iterations: list[int] = []

    def choose(self, view: Any, seat: int) -> Any:
        start = time.perf_counter()
        decision = self.inner.choose(view, seat)
        self.seconds.append(time.perf_counter() - start)
        n = dict(getattr(decision.reason, "args", ())).get("n")
        if isinstance(n, int):
            self.iterations.append(n)  # all trees' iterations together
        return decision


# --- the driver -------------------------------------------------------------------------------
def points_share(new_rate: float, seats: int) -> float:
    """The new seat's share of the points against one old seat: its win rate against an old
    seat's mean (the old seats share what the new one did not win)."""
    old = (1.0 - new_rate) / (seats - 1)
    return new_rate / (new_rate + old) if new_rate + old else 0.5


def mean_interval(xs: list[float], draws: int = 4000) -> tuple[float, float]:
    """95% bootstrap interval of a mean over seeds (each seed's games stay together)."""
    from tabletop.core.rng import Rng

    rng, n, means = Rng(12345), len(xs), []
    for _ in range(draws):
        means.append(sum([xs[rng.below(n)] for _ in range(n)]) / n)
    return middle_95(means)


def middle_95(draws: list[float]) -> tuple[float, float]:
    """The bounds of the middle 95% of a bootstrap's draws."""
    draws = sorted(draws)
    return draws[int(0.025 * len(draws))], draws[int(0.975 * len(draws)) - 1]


def bootstrap(rates: list[float], seats: int) -> tuple[float, float]:
    """95% interval of the points share: the share grows with the win rate, so it is the
    win rate's interval, turned into shares."""
    low, high = mean_interval(rates)
    return points_share(low, seats), points_share(high, seats)


def margin_standing(margins: list[float]) -> str:
    """The new seat's final score less the old seats' mean, per game: a win is a threshold on
    this, so it tells a small difference in play with fewer seeds (a screen, not the goal)."""
    low, high = mean_interval(margins)
    return f"score margin {sum(margins) / len(margins):+.1f} [{low:+.1f}, {high:+.1f}]"


def standing(rates: list[float], seats: int) -> str:
    """The new side's results so far: win rate, its fair share, points share and interval."""
    rate = sum(rates) / len(rates)
    low, high = bootstrap(rates, seats)
    return (
        f"win rate {rate:.3f} (fair {1 / seats:.3f}), points share "
        f"{points_share(rate, seats):.3f} [{low:.3f}, {high:.3f}]"
    )


def run(
    old_tree: str,
    game: str,
    pairs: int,
    seed: int,
    level: str,
    out: IO[str],
    seats: int = 2,
    seconds: float | None = None,
    workers: int = 1,
    keep_tree: bool = True,
    tuning: dict[str, Any] | None = None,
    old_level: str | None = None,
    lone: str = "new",
) -> dict[str, Any]:
    """`lone`: which side has the one seat ("new", or "old": the others are new); the shares
    and margins reported are the lone seat's."""
    from tabletop.ai.levels import make_player
    from tabletop.ai.match import play_game, player_seed
    from tabletop.ai.parallel import SearchPool
    from tabletop.games import get

    info = get(game)
    old_level = old_level or level
    env = dict(os.environ, PYTHONPATH=old_tree)
    proc = subprocess.Popen(
        [sys.executable, os.path.abspath(__file__), "--worker"],
        cwd=old_tree,
        env=env,
        text=True,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    pool = SearchPool(info, workers)
    rates: list[float] = []  # the lone seat's mean win share per seed
    margins: list[float] = []  # its mean score margin per seed (margin_standing)
    new_times: list[float] = []
    old_times: list[float] = []
    iterations: list[int] = []
    try:
        for k in range(pairs):
            game_seed = seed + k
            won, margin = [], 0.0
            for focus in range(seats):  # the lone seat, moved round the table
                players: list[Any] = []
                new_seats = {focus} if lone == "new" else set(range(seats)) - {focus}
                for s in range(seats):
                    ps = player_seed(game_seed, s)
                    if s in new_seats:
                        p = make_player(level, info, ps, pool, keep_tree)
                        for name, value in (tuning or {}).items():
                            setattr(p, name, value)  # a search setting tried on the new side
                        p.time_cap = seconds  # type: ignore[attr-defined]
                        if seconds:
                            p.iterations = 10**9  # type: ignore[attr-defined]
                        players.append(Timed(p))
                    else:
                        players.append(
                            OldPlayer(proc, game, old_level, game_seed * 16 + s, ps, seconds)
                        )
                levels = [level if s in new_seats else old_level for s in range(seats)]
                result = play_game(info, levels, game_seed, players=players)
                for s in range(seats):
                    if s in new_seats:
                        new_times += players[s].seconds
                        iterations += players[s].iterations
                    else:
                        old_times += players[s].seconds
                won.append(result.wins[focus])
                others = sum(result.scores) - result.scores[focus]
                margin += (result.scores[focus] - others / (seats - 1)) / seats
            rates.append(sum(won) / seats)
            margins.append(margin)
            out.write(
                f"seed {game_seed} ({k + 1}/{pairs}): {lone} won {won}; margin {margin:+.2f}; "
                f"so far {standing(rates, seats)}; {margin_standing(margins)}\n"
            )
            out.flush()
    finally:
        workers_used = pool.workers  # fewer than asked if processes could not start
        pool.close()
        assert proc.stdin
        proc.stdin.close()
        proc.wait()
    new_times.sort()
    old_times.sort()
    iterations.sort()
    rate = sum(rates) / len(rates)
    low, high = bootstrap(rates, seats)

    def q(xs: list[Any], f: float) -> Any:
        return xs[min(len(xs) - 1, int(f * len(xs)))] if xs else None

    return {
        "game": game,
        "seats": seats,
        "mode": f"equal time {seconds} s" if seconds else "equal iterations",
        "level": level,
        "old_level": old_level,
        "workers": workers_used,
        "keep_tree": keep_tree,
        "lone": lone,
        **(tuning or {}),
        "seeds": pairs,
        "games": seats * pairs,
        "new_win_rate": round(rate, 4),
        "fair_win_rate": round(1 / seats, 4),
        "points_share": round(points_share(rate, seats), 4),
        "points_share_95ci": [round(low, 4), round(high, 4)],
        "score_margin": round(sum(margins) / len(margins), 2),
        "score_margin_95ci": [round(x, 2) for x in mean_interval(margins)],
        "new_median_s": q(new_times, 0.5),
        "new_p90_s": q(new_times, 0.9),
        "old_median_s": q(old_times, 0.5),
        "old_p90_s": q(old_times, 0.9),
        "new_median_iterations": q(iterations, 0.5),
    }


def add_up(logs: list[str], out: IO[str]) -> None:
    """Adds up the seeds of earlier runs' logs (a run may be stopped or carried on later with
    another --seed): all of them, with the interval; where the logs hold both ways round
    (`--lone`), each way, then the new side's share of the two together (`both_ways`)."""
    import re

    line = re.compile(r"seed (\d+) .*(new|old) won \[([^\]]*)\](?:; margin ([-+.\d]+))?")
    every: dict[str, dict[str, float]] = {"new": {}, "old": {}}
    margins: dict[str, dict[str, float]] = {"new": {}, "old": {}}
    seats = 0
    for path in logs:
        with open(path, encoding="utf-8") as f:
            for m in map(line.search, f):
                if m:
                    lone, key = m.group(2), f"{path}:{m.group(1)}"
                    won = [float(x) for x in m.group(3).split(",")]
                    seats = len(won)
                    every[lone][key] = sum(won) / seats
                    if m.group(4):
                        margins[lone][key] = float(m.group(4))
    if not every["new"] and not every["old"]:
        out.write("no finished seed in these logs\n")
        return
    for lone in ("new", "old"):
        rates = list(every[lone].values())
        if not rates:
            continue
        said = "" if not every["old"] else f"one {lone} seat against the other side: "
        out.write(
            f"{said}{len(rates)} seeds ({seats * len(rates)} games, {seats} seats): "
            f"{standing(rates, seats)}\n"
        )
        if margins[lone]:  # logs before the margin was written have none
            n = len(margins[lone])
            out.write(f"{n} seeds with a margin: {margin_standing([*margins[lone].values()])}\n")
    if every["new"] and every["old"]:
        share, low, high = both_ways(
            list(every["new"].values()), list(every["old"].values()), seats
        )
        out.write(f"the new side both ways: points share {share:.3f} [{low:.3f}, {high:.3f}]\n")


def both_ways(
    new_alone: list[float], old_alone: list[float], seats: int, draws: int = 4000
) -> tuple[float, float, float]:
    """The new side's points share over the two ways round, each weighing half: its share as
    the lone seat and one less the old side's as the lone seat.  What a seat loses by being
    alone, whichever program it plays, cancels out of the mean.  A 95% bootstrap interval,
    each way's seeds drawn apart (they need not be the same seeds)."""
    from tabletop.core.rng import Rng

    def share(a: list[float], b: list[float]) -> float:
        rate_a, rate_b = sum(a) / len(a), sum(b) / len(b)
        return (points_share(rate_a, seats) + 1.0 - points_share(rate_b, seats)) / 2

    rng, shares = Rng(54321), []
    for _ in range(draws):
        a = [new_alone[rng.below(len(new_alone))] for _ in new_alone]
        b = [old_alone[rng.below(len(old_alone))] for _ in old_alone]
        shares.append(share(a, b))
    return (share(new_alone, old_alone), *middle_95(shares))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    if argv is None:
        argv = sys.argv[1:]
    if argv[:1] == ["--summary"]:
        add_up(argv[1:], sys.stdout)
        return 0
    parser.add_argument("--old", required=True, help="folder holding the old tree")
    parser.add_argument("--game", required=True)
    parser.add_argument("--pairs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--old-level", help="the old side's level (default: --level)")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument(
        "--seconds", type=float, help="equal time per decision (default: equal iterations)"
    )
    parser.add_argument("--workers", type=int, default=1, help="the new side's search workers")
    parser.add_argument("--no-keep-tree", action="store_true", help="the new side starts afresh")
    parser.add_argument(
        "--lone",
        choices=("new", "old"),
        default="new",
        help="the side with one seat, the others the other side's (shares are the lone seat's)",
    )
    parser.add_argument("--iterations", type=int, help="the new side's budget, per worker")
    parser.add_argument("--rollout-depth", type=int, help="the new side's playout length")
    parser.add_argument("--exploration", type=float, help="the new side's UCB constant")
    args = parser.parse_args(argv)
    tuning = {
        name: getattr(args, name)
        for name in ("iterations", "rollout_depth", "exploration")
        if getattr(args, name) is not None
    }
    summary = run(
        args.old,
        args.game,
        args.pairs,
        args.seed,
        args.level,
        sys.stdout,
        args.seats,
        args.seconds,
        args.workers,
        not args.no_keep_tree,
        tuning,
        args.old_level,
        args.lone,
    )
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--worker"]:
        sys.path = [p for p in sys.path if p != os.path.dirname(os.path.abspath(__file__))]
        worker(sys.stdin, sys.stdout)
    else:
        sys.exit(main())
