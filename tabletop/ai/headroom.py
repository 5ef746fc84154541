"""Does a bigger budget change Hard's decisions?  A cheap look before hours of paired games.

    python -m tabletop.ai.headroom --game stock-round --seats 3 --budgets 400,1600

Positions are taken over whole games (played by Easy seats; every 11th choice).  On each, a
reference search of REFERENCE_FACTOR times the largest budget values every move; each budget
then searches twice with other seeds and its most visited move is scored by the reference: how
often it is the reference's move, and how many points of win chance it gives up against it.
Where a larger budget gives up clearly less, paired games may show it plays better; where it
does not, they will not (measured in docs/ai-strength.md).  The reference shares the
evaluation, so this measures the search's error, not the evaluation's.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from dataclasses import dataclass
from typing import IO

from ..core.game import GameInfo, GameState, Move
from .evaluation import Evaluation
from .ismcts import ISMCTSPlayer, Node
from .match import choices_over_games

REFERENCE_FACTOR = 8
STRIDE = 11  # every 11th choice of a game: positions from its whole length
REPEATS = 2  # searches per budget and position, with different seeds


@dataclass(frozen=True)
class Headroom:
    budget: int
    agreement: float  # share of searches choosing the reference's move
    loss: float  # mean points of win chance given up against the reference's move


def positions(info: GameInfo, seats: int, count: int) -> list[tuple[GameState, int]]:
    found = choices_over_games(info, seats, STRIDE)
    return [(view, seat) for _, view, seat in itertools.islice(found, count)]


def _searched(evaluation: Evaluation, view: GameState, seat: int, budget: int, seed: int) -> Node:
    return ISMCTSPlayer(evaluation, seed, iterations=budget).search(view, seat)


def _most_visited(root: Node, seat: int) -> Move | None:
    mine = [c for (mover, _), c in root.children.items() if mover == seat]
    return max(mine, key=lambda c: c.visits).move


def measure(info: GameInfo, seats: int, budgets: list[int], count: int) -> list[Headroom]:
    evaluation = Evaluation.of(info)
    agree = dict.fromkeys(budgets, 0.0)
    loss = dict.fromkeys(budgets, 0.0)
    found = positions(info, seats, count)
    for i, (view, seat) in enumerate(found):
        ref = _searched(evaluation, view, seat, REFERENCE_FACTOR * max(budgets), 99 + i)
        value = {
            c.move: c.reward / c.visits
            for (mover, _), c in ref.children.items()
            if mover == seat and c.visits
        }
        best = _most_visited(ref, seat)
        for budget in budgets:
            for k in range(REPEATS):
                chosen = _most_visited(
                    _searched(evaluation, view, seat, budget, 7 + 31 * i + k), seat
                )
                agree[budget] += (chosen == best) / REPEATS
                loss[budget] += (value[best] - value.get(chosen, 0.0)) / REPEATS
    n = len(found)
    return [Headroom(b, agree[b] / n, 100 * loss[b] / n) for b in budgets]


def main(argv: list[str] | None = None, out: IO[str] = sys.stdout) -> int:
    from ..games import get

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--budgets", required=True, help="iterations, comma-separated")
    parser.add_argument("--positions", type=int, default=30)
    args = parser.parse_args(argv)
    budgets = [int(b) for b in args.budgets.split(",")]
    for h in measure(get(args.game), args.seats, budgets, args.positions):
        out.write(
            f"{args.game}, {args.seats} seats, {h.budget} iterations: the reference's move in "
            f"{100 * h.agreement:.0f}% of searches, {h.loss:.2f} points of win chance given up "
            f"a decision\n"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
