"""Does a game's evaluation foresee who wins?  Fit its constants to the winners of whole games.

    python -m tabletop.ai.calibrate --game take-stock --seats 3 --games 300 --level easy \
        --params TEMPERATURE,TEMPERATURE_PER_ROUND,OPTION_WORTH --check-games 40

Games are played by seats of one level, and every STRIDE-th position of each is kept whole (the
search judges whole worlds, sampled).  The evaluation's chances to win are scored against each
game's winners by log loss (lower: nearer the truth; log(seats) is knowing nothing).
Coordinate search then scales one named constant of the game's heuristic module at a time and
keeps a change only where the loss falls, on the games of one half of the seeds; the other half
(and, with --check-games, games of a stronger level) say whether the fit holds for games it did
not see.  Paired games (tabletop.ai.paired) then say whether the fitted evaluation plays better:
a better forecast is a reason to try a change, not a proof it pays.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import IO, Any

from ..core.game import GameInfo, GameState
from .evaluation import Evaluation, win_shares
from .levels import make_player
from .match import player_seed

STRIDE = 3  # every third position: neighbours say nearly the same thing
FACTORS = (0.5, 0.7, 0.85, 1.2, 1.4, 2.0)  # the scalings tried on each constant
PASSES = 3
CHECK_LEVEL = "medium"


@dataclass(frozen=True)
class Sample:
    state: GameState
    shares: tuple[float, ...]  # each seat's share of the game's victory
    game: int  # its game's seed: halves are split by game, never by position


def play(info: GameInfo, seats: int, level: str, seeds: range) -> list[Sample]:
    """Every STRIDE-th position of games played by `level` seats, with their final winners."""
    out: list[Sample] = []
    for seed in seeds:
        state = info.new_state(seats, seed)
        players = [make_player(level, info, player_seed(seed, s)) for s in range(seats)]
        kept: list[GameState] = []
        step = 0
        while not state.is_terminal():
            seat = state.to_act()
            assert seat is not None
            if step % STRIDE == 0:
                kept.append(state.clone())
            step += 1
            state.apply(players[seat].choose(state.view(seat), seat).move)
        shares = tuple(win_shares(state))
        out += [Sample(k, shares, seed) for k in kept]
    return out


def cached(
    path: str, key: dict[str, Any], make: Callable[[], list[Sample]], info: GameInfo
) -> list[Sample]:
    """The samples kept in `path` for the same game, seats, level and games (`key`), or made
    and kept there.  Raises ValueError for a file this tool did not write for `key`."""
    if path and os.path.exists(path):
        try:
            with open(path) as f:
                data = json.load(f)
            if data.get("key") != key:
                raise ValueError(f"{path} keeps other games: {data.get('key')}")
            return [Sample(info.state_from_json(st), tuple(sh), g) for st, sh, g in data["rows"]]
        except (OSError, KeyError, TypeError, AttributeError, json.JSONDecodeError) as error:
            raise ValueError(f"{path} is no cache of this tool: {error}") from error
    samples = make()
    if path:
        rows = [[s.state.to_json(), s.shares, s.game] for s in samples]
        with open(path, "w") as f:
            json.dump({"key": key, "rows": rows}, f)
    return samples


def log_loss(evaluation: Evaluation, samples: list[Sample]) -> float:
    total = 0.0
    for sample in samples:
        chances = evaluation.evaluate_all(sample.state)
        total -= sum(w * math.log(max(p, 1e-9)) for w, p in zip(sample.shares, chances) if w)
    return total / max(1, len(samples))


def fit(
    evaluation: Evaluation,
    module: Any,
    names: list[str],
    train: list[Sample],
    checks: dict[str, list[Sample]],
    out: IO[str],
    passes: int = PASSES,
) -> dict[str, float]:
    """Coordinate search on the module's constants; prints each kept change and its losses."""

    def report(label: str, loss: float) -> None:
        held = "  ".join(f"{k} {log_loss(evaluation, s):.4f}" for k, s in checks.items())
        print(f"{label:<40} train {loss:.4f}  {held}", file=out, flush=True)

    best = log_loss(evaluation, train)
    report("start", best)
    for _ in range(passes):
        improved = False
        for name in names:
            start = getattr(module, name)
            chosen = start
            for factor in FACTORS:
                scaled = start * factor
                setattr(module, name, round(scaled) if isinstance(start, int) else scaled)
                loss = log_loss(evaluation, train)
                if loss < best - 1e-5:
                    best, chosen = loss, getattr(module, name)
            setattr(module, name, chosen)
            if chosen != start:
                improved = True
                report(f"{name} {start} -> {chosen}", best)
        if not improved:
            break
    return {name: getattr(module, name) for name in names}


def main(argv: list[str] | None = None, out: IO[str] = sys.stdout) -> int:
    from ..games import get

    parser = argparse.ArgumentParser(prog="python -m tabletop.ai.calibrate")
    parser.add_argument("--game", required=True)
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--games", type=int, default=200, help="games of --level to fit on")
    parser.add_argument("--level", default="easy")
    parser.add_argument("--params", required=True, help="constants of the heuristic module")
    parser.add_argument("--cache", default="", help="a file keeping the games' positions")
    parser.add_argument(
        "--set",
        default="",
        help="NAME=VALUE,... to start from (scaling leaves a 0 at 0: start it elsewhere)",
    )
    parser.add_argument("--passes", type=int, default=PASSES, help="0: only the losses")
    parser.add_argument("--check-games", type=int, default=0, help=f"{CHECK_LEVEL} games")
    args = parser.parse_args(argv)
    info = get(args.game)
    evaluation = Evaluation.of(info)
    module = importlib.import_module(evaluation.evaluate_all.__module__)
    names = args.params.split(",")
    for name in names:
        if not isinstance(getattr(module, name, None), int | float):
            parser.error(f"{module.__name__} has no number named {name}")
    for pair in filter(None, args.set.split(",")):
        name, _, value = pair.partition("=")
        if name not in names:
            parser.error(f"--set {name}: name it in --params too")
        try:
            setattr(module, name, type(getattr(module, name))(float(value)))
        except ValueError:
            parser.error(f"--set {pair}: not a number")
    key = {"game": args.game, "seats": args.seats, "level": args.level, "games": args.games}
    try:
        samples = cached(
            args.cache,
            key,
            lambda: play(info, args.seats, args.level, range(1, 1 + args.games)),
            info,
        )
        train = [s for s in samples if s.game % 2 == 0]
        held = [s for s in samples if s.game % 2 == 1]
        checks = {f"held-out {args.level}": held}
        if args.check_games:
            first = 10_000
            checks[CHECK_LEVEL] = cached(
                args.cache and args.cache + ".check",
                dict(key, level=CHECK_LEVEL, games=args.check_games),
                lambda: play(info, args.seats, CHECK_LEVEL, range(first, first + args.check_games)),
                info,
            )
    except ValueError as error:
        parser.error(str(error))
    print(
        f"{args.game}, {args.seats} seats: {len(train)} positions to fit, knowing nothing"
        f" {math.log(args.seats):.4f}",
        file=out,
    )
    fitted = fit(evaluation, module, names, train, checks, out, args.passes)
    print("fitted: " + ", ".join(f"{k} = {v}" for k, v in fitted.items()), file=out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
