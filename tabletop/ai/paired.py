"""Paired games between this tree's Hard and an older tree's Hard: does the new one play better?

    python -m tabletop.ai.paired --old /tmp/old --game take-stock --pairs 20

Each pair plays one seed twice with the seats swapped, so deals and luck even out.  The old
player lives in a process running the old tree; it is handed the view as JSON (state formats
are compatible) and answers with a move as JSON; every move goes through this tree's Session.
Time caps are off on both sides: each plays its whole iteration budget whatever the load.
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
            players[key].time_cap = None
        view = info.state_from_json(job["view"])
        decision = players[key].choose(view, job["seat"])
        stdout.write(json.dumps(decision.move.to_json()) + "\n")
        stdout.flush()


class OldPlayer:
    """A Player whose decisions come from the old tree's process."""

    def __init__(
        self, proc: subprocess.Popen[str], game: str, level: str, game_seed: int, player_seed: int
    ) -> None:
        self.proc, self.game, self.level = proc, game, level
        self.game_seed, self.player_seed = game_seed, player_seed
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

    def choose(self, view: Any, seat: int) -> Any:
        start = time.perf_counter()
        decision = self.inner.choose(view, seat)
        self.seconds.append(time.perf_counter() - start)
        return decision


# --- the driver -------------------------------------------------------------------------------
def run(
    old_tree: str, game: str, pairs: int, seed: int, level: str, out: IO[str]
) -> dict[str, Any]:
    from tabletop.ai.levels import make_player
    from tabletop.ai.match import play_game, player_seed
    from tabletop.games import get

    info = get(game)
    env = dict(os.environ, PYTHONPATH=old_tree)
    proc = subprocess.Popen(
        [sys.executable, os.path.abspath(__file__), "--worker"],
        cwd=old_tree,
        env=env,
        text=True,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    new_wins = old_wins = 0.0
    pair_score = {"new": 0, "old": 0, "even": 0}
    new_times: list[float] = []
    old_times: list[float] = []
    try:
        for k in range(pairs):
            game_seed = seed + k
            won = []
            for new_seat in (0, 1):
                players: list[Any] = []
                for s in range(2):
                    ps = player_seed(game_seed, s)
                    if s == new_seat:
                        p = make_player(level, info, ps)
                        p.time_cap = None  # type: ignore[attr-defined]
                        players.append(Timed(p))
                    else:
                        players.append(OldPlayer(proc, game, level, game_seed * 2 + s, ps))
                result = play_game(info, [level, level], game_seed, players=players)
                new_times += players[new_seat].seconds
                old_times += players[1 - new_seat].seconds
                won.append(result.wins[new_seat])
                new_wins += result.wins[new_seat]
                old_wins += result.wins[1 - new_seat]
            diff = sum(won) - 1.0
            pair_score["new" if diff > 0 else "old" if diff < 0 else "even"] += 1
            out.write(
                f"pair {k + 1}/{pairs} seed {game_seed}: new won {won} "
                f"(total new {new_wins:g} - old {old_wins:g})\n"
            )
            out.flush()
    finally:
        assert proc.stdin
        proc.stdin.close()
        proc.wait()
    new_times.sort()
    old_times.sort()
    return {
        "game": game,
        "pairs": pairs,
        "games": 2 * pairs,
        "new_wins": new_wins,
        "old_wins": old_wins,
        "pairs_won": pair_score,
        "new_median_s": new_times[len(new_times) // 2] if new_times else None,
        "old_median_s": old_times[len(old_times) // 2] if old_times else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--old", required=True, help="folder holding the old tree")
    parser.add_argument("--game", required=True)
    parser.add_argument("--pairs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--level", default="hard")
    args = parser.parse_args(argv)
    summary = run(args.old, args.game, args.pairs, args.seed, args.level, sys.stdout)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--worker"]:
        sys.path = [p for p in sys.path if p != os.path.dirname(os.path.abspath(__file__))]
        worker(sys.stdin, sys.stdout)
    else:
        sys.exit(main())
