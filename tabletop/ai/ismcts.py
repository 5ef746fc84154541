"""Single-observer Information Set Monte Carlo Tree Search.

Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012.
One tree is grown over move sequences from the observer's information set.  Every iteration
samples a full world from the view (`determinize`), walks the tree choosing only among moves
legal in that world (UCB with availability counts: a move is judged against the visits of its
parent *when it was available*), adds one node, plays a short cheap continuation and scores it
with the game's evaluator.  Each seat's node keeps that seat's reward, so every player in the
tree maximises their own value (multi-player, not zero-sum).

A player keeps its tree between decisions where its information set allows: when its next
decision follows its own moves only and nothing it did not foresee came to light (a sampled
world, advanced by those moves, shows exactly the view it now has), the subtree below those
moves becomes the new root and the search goes on growing it.  So does every worker's tree
(parallel.py): the worker keeps it under the player's `tree_key`, and each job names the moves
played since.
"""

from __future__ import annotations

import itertools
import math
import time
from typing import TYPE_CHECKING, Any, cast

from ..core.game import GameState, Move
from ..core.rng import Rng
from ..core.text import QT_TRANSLATE_NOOP
from .evaluation import Evaluation, every_legal_move
from .player import Decision, only_move

if TYPE_CHECKING:
    from .parallel import RootStats, SearchPool

SIMULATED = QT_TRANSLATE_NOOP("AI", "{move}: won {pct}% of {n} simulated continuations")
CHECK_SEED = 0x4B455054  # the world that checks a kept tree: apart from the search's stream
_TREE_KEYS = itertools.count(1)  # names each player's trees in the worker processes


class Node:
    __slots__ = (
        "avail",
        "by_id",
        "children",
        "move",
        "mover",
        "parent",
        "reward",
        "squares",
        "visits",
    )

    def __init__(self, move: Move | None, mover: int, parent: Node | None) -> None:
        self.move = move
        self.mover = mover  # the seat that made `move`; its reward is kept here
        self.parent = parent
        self.children: dict[tuple[int, Move], Node] = {}
        # The same children per mover by id(child.move): engines hand out the same move
        # objects again and again, and an id is looked up without calling a Python __hash__.
        # Safe: a child keeps its move alive, so no other object can have that id meanwhile.
        self.by_id: dict[int, dict[int, Node]] = {}
        self.visits = 0
        self.reward = 0.0
        self.squares = 0.0  # the rewards squared, summed: their spread (reasons.within_noise)
        self.avail = 1


class ISMCTSPlayer:
    def __init__(
        self,
        evaluation: Evaluation,
        seed: int = 0,
        *,
        iterations: int = 1000,
        time_cap: float | None = None,
        rollout_depth: int | None = None,
        exploration: float | None = None,
        round_attr: str | None = None,
        quiet: bool = True,
        pool: SearchPool | None = None,
        keep_tree: bool = False,
    ) -> None:
        # Search settings not given here come from the game's AI profile.
        self.evaluation = evaluation
        self.rng = Rng(seed)
        self.iterations = iterations  # the budget: deterministic for a seed
        self.time_cap = time_cap  # seconds; a safety net on slow machines
        self.rollout_depth = evaluation.rollout_depth if rollout_depth is None else rollout_depth
        self.exploration = evaluation.exploration if exploration is None else exploration
        # a playout also stops when this state attribute changes
        self.round_attr = evaluation.round_attr if round_attr is None else round_attr
        self.quiet = quiet  # sampled worlds write no log (False: tests compare)
        self.pool = pool  # more trees grown in other processes at the same time (parallel.py)
        self.keep_tree = keep_tree
        # the last tree, the view it was grown from, and this seat's moves played since
        self._kept: tuple[Node, GameState, list[Move]] | None = None
        self.tree_key = next(_TREE_KEYS)

    def reseed(self, seed: int) -> None:
        """A fresh random stream for the next decision; a kept tree stays."""
        self.rng = Rng(seed)

    def choose(self, view: GameState, seat: int) -> Decision:
        legal = self.evaluation.candidates(view)
        forced = only_move(view, legal)
        if forced:
            if self._kept is not None:
                self._kept[2].append(forced.move)
            return forced
        root, own = self.search_everywhere(view, seat)
        options = [root.children[k] for k in ((seat, m) for m in legal) if k in root.children]
        best = max(options, key=lambda n: (n.visits, n.reward))
        move = cast(Move, best.move)  # only the root has no move
        pct = round(100 * best.reward / best.visits)
        if self.keep_tree:  # this process's tree: the other trees are kept where they grew
            self._kept = (own, view, [move])
        return Decision(move, SIMULATED(move=view.describe(move), pct=pct, n=root.visits))

    def _carried(self, view: GameState, seat: int) -> Node | None:
        """The kept subtree for this decision, or None where the information set moved on."""
        kept, self._kept = self._kept, None
        if kept is None:
            return None
        node, before, moves = kept
        world = before.determinize(seat, Rng(CHECK_SEED))
        world.quiet = True
        for move in moves:
            child = node.children.get((seat, move))
            if child is None:
                return None
            node = child
            world.apply(move)
        if world.to_act() != seat or world.view(seat) != view:
            return None  # another seat moved, or a draw or die showed something new
        node.parent, node.move = None, None
        return node

    def settings(self) -> dict[str, Any]:
        """What a worker process needs to search exactly as this player does."""
        return {
            "iterations": self.iterations,
            "time_cap": self.time_cap,
            "rollout_depth": self.rollout_depth,
            "exploration": self.exploration,
            "round_attr": self.round_attr,
        }

    def search_everywhere(self, view: GameState, seat: int) -> tuple[Node, Node]:
        """The root's moves summed over this process's tree and the pool's trees, and this
        process's tree itself (the same node where there is no pool)."""
        pool = self.pool
        if pool is None or pool.workers <= 1:
            root = self.search(view, seat)
            return root, root
        from .parallel import Job

        # The other trees' seeds come from this player's stream: a seed and a worker count
        # decide every tree.
        seeds = [self.rng.next64() for _ in range(pool.workers - 1)]
        # A worker carries its tree down the moves this seat played since, as `search` does
        # here (None: no tree to carry); the same test tells each tree whether it may.
        kept = self._kept if self.keep_tree else None
        since = None if kept is None else tuple(kept[2])
        key = self.tree_key if self.keep_tree else 0
        pool.start([Job(view, seat, s, self.settings(), key, since) for s in seeds])
        try:
            own = self.search(view, seat)
        finally:
            stats = pool.collect()
        return merged(own, seat, stats), own

    def root_stats(self, view: GameState, seat: int) -> RootStats:
        """A worker's answer: its root's visits and rewards for each of `seat`'s moves."""
        root = self.search(view, seat)
        if self.keep_tree:  # the moves played below it come with the next job (`follow`)
            self._kept = (root, view, [])
        return stats_of(root, seat)

    def follow(self, since: tuple[Move, ...] | None) -> None:
        """A worker's kept tree: the moves its seat played since it grew (None: none kept
        by the caller either, so start afresh)."""
        if self._kept is None or since is None:
            self._kept = None
        else:
            self._kept = (self._kept[0], self._kept[1], list(since))

    def search(self, view: GameState, seat: int) -> Node:
        root = (self._carried(view, seat) if self.keep_tree else None) or Node(None, seat, None)
        deadline = None if self.time_cap is None else time.perf_counter() + self.time_cap
        sample = view.sampler(seat)  # determinize(seat, ·), its shared work done once
        for i in range(self.iterations):
            if deadline is not None and i % 8 == 0 and time.perf_counter() > deadline:
                break
            world = sample(self.rng)
            world.quiet = self.quiet  # nobody reads the log of a sampled world
            self._iterate(root, world)
        return root

    def _iterate(self, root: Node, world: GameState) -> None:
        node = self._select_and_expand(root, world)
        self._playout(world)
        rewards = self.evaluation.rewards(world)
        while node is not root:
            r = rewards[node.mover]
            node.visits += 1
            node.reward += r
            node.squares += r * r
            node = node.parent  # type: ignore[assignment]
        root.visits += 1

    def _select_and_expand(self, node: Node, world: GameState) -> Node:
        rng, c = self.rng, self.exploration
        log, sqrt = math.log, math.sqrt
        # the game's few moves worth searching, if it names them (None: every legal move,
        # asked of the world directly: one call fewer per step)
        named = self.evaluation.candidates
        candidates = None if named is every_legal_move else named
        while not world.is_terminal():
            mover = world.to_act()
            assert mover is not None
            legal = world.legal_moves() if candidates is None else candidates(world)
            by_id = node.by_id.get(mover)
            if by_id is None:
                by_id = node.by_id[mover] = {}
            found = list(map(by_id.get, map(id, legal)))
            if None in found:
                children = node.children
                for i, child in enumerate(found):
                    if child is None:  # perhaps an equal move in another object
                        found[i] = children.get((mover, legal[i]))
                if None in found:
                    untried = [m for m, child in zip(legal, found) if child is None]
                    move = untried[rng.below(len(untried))]
                    child = children[mover, move] = by_id[id(move)] = Node(move, mover, node)
                    world.apply(move)
                    return child
            best, best_ucb = node, -1.0
            for child in cast("list[Node]", found):  # none is missing
                child.avail += 1
                visits = child.visits
                ucb = child.reward / visits + c * sqrt(log(child.avail) / visits)
                if ucb > best_ucb:
                    best, best_ucb = child, ucb
            node = best
            world.apply(node.move)  # type: ignore[arg-type]
        return node

    def _playout(self, world: GameState) -> None:
        """A few cheap moves, stopping early at the end of the round (its score is settled)."""
        policy, rng, attr = self.evaluation.rollout_policy, self.rng, self.round_attr
        start = getattr(world, attr, None)
        is_terminal, apply = world.is_terminal, world.apply  # looked up once, not per move
        for _ in range(self.rollout_depth):
            if is_terminal() or getattr(world, attr, None) != start:
                return
            if policy is not None:
                move = policy(world, rng)
            else:
                legal = world.legal_moves()
                move = legal[rng.below(len(legal))]
            apply(move)


def stats_of(root: Node, seat: int) -> RootStats:
    """A root's visits and rewards for each of `seat`'s moves: what a worker sends back."""
    moves = [
        (c.move, c.visits, c.reward, c.squares) for (m, _), c in root.children.items() if m == seat
    ]
    return cast("RootStats", (moves, root.visits))


def merged(own: Node, seat: int, stats: list[RootStats]) -> Node:
    """A root whose children sum `own`'s and the other trees' statistics move by move (root
    parallelisation: visits, rewards and squared rewards of the same move added up).  `own`
    stays as its search left it: it is the tree kept for the next decision."""
    root = Node(None, seat, None)
    for moves, visits in [stats_of(own, seat), *stats]:
        root.visits += visits
        for move, n, reward, squares in moves:
            child = root.children.get((seat, move))
            if child is None:
                child = root.children[seat, move] = Node(move, seat, root)
            child.visits += n
            child.reward += reward
            child.squares += squares
    return root
