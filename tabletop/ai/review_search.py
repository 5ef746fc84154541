"""The review's estimates: a seat's share of the win after a given move, with its noise.

The Hard search at a position ranks the moves, but its value for a move it hardly visited (or
never considered: a game's `candidates` may leave the move made out) says little.  So the move
made and the best move are each estimated by a search forced to begin with that move: every
iteration samples a world from the seat's view, plays the move, then grows an ordinary ISMCTS
tree below it.  Both moves are estimated on the SAME sampled worlds (common random numbers):
the difference of their values, world by world, cancels the luck of the deal, and the spread
of those differences gives the standard error of the drop.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..core.game import GameState, Move
from ..core.rng import Rng
from .ismcts import ISMCTSPlayer, Node

BATCHES = 8  # independent trees per estimate: their spread is the estimate's noise


@dataclass(frozen=True)
class Paired:
    """Two moves' estimated shares of the win (0..1) and the standard error of a - b."""

    a: float
    b: float
    error: float


class ForcedSearch(ISMCTSPlayer):
    """ISMCTS below one given first move of the observer."""

    def values_after(
        self, view: GameState, seat: int, move: Move, iterations: int, worlds: int
    ) -> list[float]:
        """`seat`'s value at the end of each iteration, on the worlds drawn from seed `worlds`
        (the same seed: the same worlds for every move estimated)."""
        sample, world_rng = view.sampler(seat), Rng(worlds)
        child = Node(move, seat, None)
        out: list[float] = []
        for _ in range(iterations):
            world = sample(world_rng)
            world.quiet = self.quiet
            world.apply(move)
            node: Node | None = self._select_and_expand(child, world)
            self._playout(world)
            reward = self.evaluation.rewards(world)
            out.append(reward[seat])
            while node is not None:
                node.visits += 1
                node.reward += reward[node.mover]
                node = node.parent
        return out


def paired(
    search: ForcedSearch,
    view: GameState,
    seat: int,
    a: Move,
    b: Move,
    iterations: int,
    seed: int,
) -> Paired:
    """The values of `a` and `b` on the same worlds, and the standard error of their
    difference.  The iterations are split into BATCHES independent trees: iterations of one
    tree are not independent draws (the tree learns as it grows), so the spread of a single
    tree's values understates how much another seed would move the estimate; the spread of
    the batches' differences does not.  The larger of the two errors is kept."""
    per = max(2, iterations // BATCHES)
    sums_a, diffs, batch_diffs = 0.0, [], []
    rng = Rng(seed)
    for _ in range(BATCHES):
        trees, worlds = rng.next64(), rng.next64()
        search.reseed(trees)
        va = search.values_after(view, seat, a, per, worlds)
        search.reseed(trees)
        vb = search.values_after(view, seat, b, per, worlds)
        sums_a += sum(va)
        diffs += [x - y for x, y in zip(va, vb)]
        batch_diffs.append(sum(diffs[-per:]) / per)
    n = len(diffs)
    mean_diff = sum(diffs) / n
    within = _spread(diffs) / math.sqrt(n)
    between = _spread(batch_diffs) / math.sqrt(BATCHES)
    value_a = sums_a / n
    return Paired(value_a, value_a - mean_diff, max(within, between))


def _spread(xs: list[float]) -> float:
    """The sample standard deviation."""
    m = sum(xs) / len(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / max(1, len(xs) - 1))


def ranked(root: Node, seat: int, legal: list[Move]) -> list[Node]:
    """The seat's moves the search tried, the most visited first (as a Hard player chooses)."""
    found = (root.children.get((seat, m)) for m in legal)
    return sorted((n for n in found if n is not None), key=lambda n: (n.visits, n.reward))[::-1]


def mean(node: Node) -> float:
    return node.reward / node.visits if node.visits else 0.0
