"""`tabletop-cli`: list the games, play AI-only games headless, measure the AI's speed.

tabletop-cli games
tabletop-cli play --game take-stock --seats hard,easy,easy,easy --games 200 --seed 1 --jobs 2
tabletop-cli bench --game take-stock --seats 4 --seconds 5
tabletop-cli review game.json --seat 1
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from typing import Any, NoReturn

from .core.game import GameInfo
from .core.session import LEVELS

BENCH_PARTS = ("engine", "levels", "hints", "review", "memory")
TIES = "a k-way tie for the highest score gives each tied seat 1/k of a win"


class _Parser(argparse.ArgumentParser):
    """argparse, but a mistake costs one line on stderr (exit code 2), not the whole usage."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


# Every number has bounds: a typo must cost one line on stderr, never a hang or a crash.
MAX_GAMES = 1_000_000_000
MAX_JOBS = 64
MAX_SECONDS = 3600.0
MAX_SEED = 2**63 - 1
MAX_SEATS = 99
BATCH = 32  # games handed to each worker process at a time: memory stays flat


def _whole(text: str, low: int, high: int) -> int:
    text = text.strip()
    if len(text.lstrip("+-")) > 20:  # int() of thousands of digits is slow or refused
        raise argparse.ArgumentTypeError(f"{text[:24]}... is far too large (at most {high:,})")
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < low:
        raise argparse.ArgumentTypeError(f"{text} is less than {low:,}")
    if value > high:
        raise argparse.ArgumentTypeError(f"{text} is more than {high:,}")
    return value


def _bounded(low: int, high: int, name: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        return _whole(text, low, high)

    parse.__name__ = name  # argparse names the type in some messages
    return parse


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"{text} is not a finite number of seconds")
    if not 0 < value <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(
            f"{text} is not a positive number of seconds up to {MAX_SECONDS:g}"
        )
    return value


def _game(parser: argparse.ArgumentParser, game_id: str) -> GameInfo:
    from .games import registry

    games = registry()
    info = games.get(game_id)
    if info is None:
        parser.error(f"unknown game {game_id!r}; known: {', '.join(games)}")
    if not info.has_rules:
        parser.error(f"{info.name} is coming soon and cannot be played yet")
    return info


def _check_seat_count(parser: argparse.ArgumentParser, info: GameInfo, n: int) -> None:
    if not info.min_seats <= n <= info.max_seats:
        parser.error(f"{info.name} takes {info.min_seats} to {info.max_seats} seats, not {n}")


# --- games ---------------------------------------------------------------------------------
def cmd_games(args, parser) -> int:
    from .games import registry

    rows = [
        (
            g.id,
            g.name,
            f"{g.min_seats}-{g.max_seats}",
            "playable" if g.playable else "rules only" if g.has_rules else "coming",
        )
        for g in registry().values()
    ]
    widths = [max(len(r[i]) for r in rows) for i in range(3)]
    for row in rows:
        print("  ".join(c.ljust(w) for c, w in zip(row, widths)) + "  " + row[3])
    return 0


# --- play ----------------------------------------------------------------------------------
def _play_one(game_id: str, levels: list[str], options: dict, seed: int):
    from .ai.match import play_game
    from .games import get

    return play_game(get(game_id), levels, seed, options=options)


def _options(parser: argparse.ArgumentParser, info: GameInfo, pairs: list[str]) -> dict:
    """--option KEY=VALUE pairs checked against the game's own option list."""
    known = {o.key: o for o in info.options}
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or key not in known:
            parser.error(
                f"--option wants KEY=VALUE with KEY one of: "
                f"{', '.join(known) or '(this game has no options)'}"
            )
        option = known[key]
        if isinstance(option.default, bool):
            if raw.lower() not in ("true", "false", "yes", "no", "1", "0", "on", "off"):
                parser.error(f"--option {key} is a switch: use {key}=true or {key}=false")
            options[key] = raw.lower() in ("true", "yes", "1", "on")
        elif option.choices:
            values = [str(v) for v, _ in option.choices]
            if raw not in values:
                parser.error(f"--option {key} takes one of: {', '.join(values)}")
            options[key] = option.choices[values.index(raw)][0]
        else:
            try:
                options[key] = _whole(raw, -(10**6), 10**6)
            except argparse.ArgumentTypeError as e:
                parser.error(f"--option {key} takes a whole number: {e}")
    return options


class _Tally:
    """Wins and scores summed game by game: nothing grows with the number of games."""

    def __init__(self, seats: int) -> None:
        self.games = 0
        self.wins = [0.0] * seats
        self.scores = [0.0] * seats

    def add(self, result) -> None:
        self.games += 1
        for i in range(len(self.wins)):
            self.wins[i] += result.wins[i]
            self.scores[i] += result.scores[i]


def _results(run: Callable[[int], Any], seeds: range, jobs: int) -> Iterator[Any]:
    """Each game's result in seed order, played in `jobs` processes a batch at a time (a pool
    fed the whole range at once would queue every seed in memory first)."""
    if jobs == 1:
        yield from map(run, seeds)
        return
    import multiprocessing

    with multiprocessing.Pool(jobs) as pool:
        step = jobs * BATCH
        for start in range(0, len(seeds), step):
            yield from pool.imap(run, seeds[start : start + step])


def cmd_play(args, parser) -> int:
    info = _game(parser, args.game)
    levels = [s.strip() for s in args.seats.split(",")]
    for level in levels:
        if level not in LEVELS:
            parser.error(f"unknown AI level {level!r} in --seats; known: {', '.join(LEVELS)}")
    _check_seat_count(parser, info, len(levels))
    options = _options(parser, info, args.option)
    if args.seed + args.games - 1 > MAX_SEED:
        parser.error(
            f"--seed {args.seed} with --games {args.games} goes past the last seed {MAX_SEED}"
        )
    seeds = range(args.seed, args.seed + args.games)
    run = partial(_play_one, info.id, levels, options)
    tally = _Tally(len(levels))
    start = time.perf_counter()
    for result in _results(run, seeds, args.jobs):
        tally.add(result)
    seconds = time.perf_counter() - start
    n = tally.games
    seats = [
        {
            "seat": i + 1,
            "level": level,
            "wins": tally.wins[i],
            "win_rate": tally.wins[i] / n,
            "mean_score": tally.scores[i] / n,
        }
        for i, level in enumerate(levels)
    ]
    if args.json:
        print(
            json.dumps(
                {
                    "game": info.id,
                    "options": options,
                    "games": n,
                    "first_seed": args.seed,
                    "ties": TIES,
                    "seats": seats,
                    "seconds": round(seconds, 2),
                },
                indent=2,
            )
        )
        return 0
    print(f"{info.name}: {n} games, seeds {args.seed}-{args.seed + n - 1}, {seconds:.1f} s")
    print("seat  level    wins    win rate  mean score")
    for s in seats:
        print(
            f"{s['seat']:>4}  {s['level']:<7}{s['wins']:>7.2f}  {s['win_rate']:>8.1%}"
            f"  {s['mean_score']:>10.1f}"
        )
    print(f"Ties: {TIES}.")
    return 0


# --- bench ---------------------------------------------------------------------------------
def _bench_position(info: GameInfo, seats: int, seed: int, options: dict):
    """A position a few moves into the first round, reached by random moves."""
    from .core.rng import Rng

    state = info.new_state(seats, seed, options)
    rng = Rng(seed)
    for _ in range(3 * seats):
        legal = state.legal_moves()
        if state.is_terminal():
            break
        state.apply(legal[rng.below(len(legal))])
    return state


def _random_playouts(position, seconds: float) -> tuple[float, float]:
    from .core.rng import Rng

    rng, moves, playouts = Rng(1), 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = position.clone()
        while not state.is_terminal():
            legal = state.legal_moves()
            state.apply(legal[rng.below(len(legal))])
            moves += 1
        playouts += 1
    elapsed = time.perf_counter() - start
    return moves / elapsed, playouts / elapsed


def _ismcts_rate(info: GameInfo, position, seconds: float) -> float:
    from .ai.evaluation import Evaluation
    from .ai.ismcts import ISMCTSPlayer

    player = ISMCTSPlayer(Evaluation.of(info), 1, iterations=10**9, time_cap=seconds)
    seat = position.to_act()
    start = time.perf_counter()
    root = player.search(position.view(seat), seat)
    return root.visits / (time.perf_counter() - start)


SAMPLE_STRIDE = 9  # every 9th choice of a game is timed, so a measurement spans whole games


def _decision_times(
    info: GameInfo, level: str, seats: int, seconds: float, options: dict, pool=None
) -> list[float]:
    """Seconds per decision where there was a choice, at every SAMPLE_STRIDE-th choice of
    whole games played on by Easy seats, `level` deciding once more (with `pool`'s workers, as
    in the app)."""
    from .ai.levels import make_player
    from .ai.match import choices_over_games, player_seed

    times: list[float] = []
    start, players, game = time.perf_counter(), [], 0
    for seed, view, seat in choices_over_games(info, seats, SAMPLE_STRIDE, options):
        if time.perf_counter() - start >= seconds:
            break
        if seed != game:  # each game's own players, as in the app
            game = seed
            players = [make_player(level, info, player_seed(seed, i), pool) for i in range(seats)]
        t = time.perf_counter()
        players[seat].choose(view, seat)
        times.append(time.perf_counter() - t)
    return times


def cmd_bench(args, parser) -> int:
    info = _game(parser, args.game)
    seats = args.seats or max(info.min_seats, min(4, info.max_seats))
    _check_seat_count(parser, info, seats)
    s = args.seconds
    options = _options(parser, info, args.option)
    position = _bench_position(info, seats, args.seed, options)
    parts = args.only or list(BENCH_PARTS)
    print(f"{info.name}, {seats} seats, {s:g} s per measurement")
    if "engine" in parts:
        moves, playouts = _random_playouts(position, s)
        print(f"random playouts to the end:  {moves:,.0f} moves/s, {playouts:,.1f} playouts/s")
        print(f"ISMCTS:                      {_ismcts_rate(info, position, s):,.0f} iterations/s")
    if "levels" in parts:
        _bench_levels(info, args, seats, options)
    if "hints" in parts:
        from .ai.hint_bench import bench_hints

        hints = bench_hints(info, seats, s, options, args.seed)
        if hints.times:
            print(
                f"hint with its reason: median {1000 * hints.median:8.1f} ms   90th percentile "
                f"{1000 * hints.p90:8.1f} ms   ({len(hints.times)} hints, "
                f"{100 * hints.share_named:.0f}% name a term, "
                f"{100 * hints.share_close:.0f}% say the top moves are close)"
            )
    if "review" in parts:
        from .ai.review_bench import bench_review

        r = bench_review(info, seats, options, args.seed, args.workers)
        print(
            f"review of a whole game (one seat vs Hard): {r.seconds:.1f} s for {r.decisions} "
            f"decisions of {r.moves} moves ({r.workers} processes): {r.marked} marked, "
            f"{r.close_calls} too close to call"
        )
    if "memory" in parts:
        _bench_memory(info, args, seats, options)
    return 0


def _bench_memory(info: GameInfo, args, seats: int, options: dict) -> None:
    from .ai.memory_bench import bench_memory

    for level in args.level or ["hard", "expert"]:
        m = bench_memory(info, seats, options, args.seed, level, args.workers, args.seconds)
        if m.peak_mb is None:
            print(f"peak memory, {level}: not measured here (Linux only)")
            continue
        each = ", ".join(f"{mb:.0f}" for mb in m.workers_mb if mb is not None) or "none"
        print(
            f"peak memory, {level} seats, {m.decisions} moves: this process "
            f"{m.before_mb:.0f} MB before searching, {m.peak_mb:.0f} MB at its peak; "
            f"workers {each} MB"
        )


def _bench_levels(info: GameInfo, args, seats: int, options: dict) -> None:
    from .ai.parallel import SearchPool

    pool = SearchPool(info, args.workers)  # ready before its first decision, as in the app
    print(
        f"decision time at every {SAMPLE_STRIDE}th choice of whole games "
        f"({pool.workers} search workers):"
    )
    try:
        for level in [level for level in LEVELS if not args.level or level in args.level]:
            times = sorted(_decision_times(info, level, seats, args.seconds, options, pool))
            _print_times(level, times, args.seconds)
    finally:
        pool.close()


def _print_times(level: str, times: list[float], s: float) -> None:
    if not times:
        print(f"  {level:<7} no decision finished in {s:g} s")
        return
    p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
    print(
        f"  {level:<7} median {1000 * statistics.median(times):8.1f} ms"
        f"   90th percentile {1000 * p90:8.1f} ms   ({len(times)} decisions)"
    )


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="tabletop-cli", description="Tabletop Exchange without the table.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    games = sub.add_parser("games", help="list the games")
    games.set_defaults(run=cmd_games)

    play = sub.add_parser("play", help="play AI-only games and count the wins")
    play.add_argument("--game", required=True)
    play.add_argument(
        "--seats",
        required=True,
        help=f"one AI level per seat, comma-separated ({', '.join(LEVELS)})",
    )
    play.add_argument(
        "--games",
        type=_bounded(1, MAX_GAMES, "games"),
        default=100,
        help=f"games to play (1 to {MAX_GAMES:,})",
    )
    play.add_argument(
        "--seed", type=_bounded(0, MAX_SEED, "seed"), default=1, help="game i is played with seed+i"
    )
    play.add_argument("--json", action="store_true")
    play.add_argument(
        "--jobs",
        type=_bounded(1, MAX_JOBS, "jobs"),
        default=1,
        help=f"processes to play in (1 to {MAX_JOBS})",
    )
    play.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, e.g. advanced_board=true (repeatable)",
    )
    play.set_defaults(run=cmd_play)

    bench = sub.add_parser("bench", help="measure how fast the engine and the AI are")
    bench.add_argument("--game", required=True)
    bench.add_argument("--seats", type=_bounded(1, MAX_SEATS, "seats"))
    bench.add_argument(
        "--seconds", type=_seconds, default=5.0, help="time spent on each measurement"
    )
    bench.add_argument("--seed", type=_bounded(0, MAX_SEED, "seed"), default=1)
    bench.add_argument(
        "--workers",
        type=_bounded(1, 64, "workers"),
        help="search processes for Hard and Expert (default: one per core, at most 4)",
    )
    bench.add_argument(
        "--level", action="append", choices=LEVELS, help="measure only this level (repeatable)"
    )
    bench.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, e.g. advanced_board=true (repeatable)",
    )
    bench.add_argument(
        "--only",
        action="append",
        choices=BENCH_PARTS,
        help="run only this part (repeatable; default: all)",
    )
    bench.set_defaults(run=cmd_bench)
    from .cli_review import add_parser

    add_parser(sub, _bounded, MAX_SEED)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        return args.run(args, parser)
    except SystemExit as done:  # argparse's exits (errors: 2, --help: 0) become the result
        return done.code if isinstance(done.code, int) else 1
    except KeyboardInterrupt:
        return 130
    except Exception as e:  # a failed game is one clear line, not a traceback
        print(f"tabletop-cli: failed: {type(e).__name__}: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
