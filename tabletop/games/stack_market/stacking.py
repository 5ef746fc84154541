"""Which rolled dice go on a building, and in which orders (Empiler les dés).

A die goes on only if its number is higher than the top number; on a 4 only a 0 goes; as
long as a die fits it must be stacked.  A stacking order is chosen die by die before any die
is placed; every order built that way until nothing fits is a maximal legal sequence, and
every maximal legal sequence can be built that way (DECISIONS.md).
"""

from __future__ import annotations

from collections.abc import Iterable

from ...core.rng import Rng
from .data import FACES


def fits(top: int, value: int) -> bool:
    return value == 0 if top == 4 else value > top


def next_values(top: int, remaining: Iterable[int]) -> list[int]:
    """The distinct numbers that may go on next, ascending."""
    return sorted({v for v in remaining if fits(top, v)})


def roll(rng: Rng, count: int) -> list[int]:
    return [FACES[rng.below(len(FACES))] for _ in range(count)]


def maximal_orders(top: int, rolled: list[int], limit: int = 200) -> list[tuple[int, ...]]:
    """Every maximal legal sequence of `rolled` on a building whose top number is `top`
    (distinct number sequences, at most `limit`): what a table greys or accepts."""
    out: list[tuple[int, ...]] = []
    counts = [rolled.count(v) for v in range(5)]

    def walk(t: int, seq: list[int]) -> None:
        if len(out) >= limit:
            return
        options = [v for v in range(5) if counts[v] and fits(t, v)]
        if not options:
            out.append(tuple(seq))
            return
        for v in options:
            counts[v] -= 1
            seq.append(v)
            walk(v, seq)
            seq.pop()
            counts[v] += 1

    walk(top, [])
    return out


def is_maximal_order(top: int, rolled: list[int], order: Iterable[int]) -> bool:
    """Whether `order` is a maximal legal sequence of the rolled dice."""
    left = list(rolled)
    t = top
    for v in order:
        if v not in left or not fits(t, v):
            return False
        left.remove(v)
        t = v
    return not next_values(t, left)


def rebuild(rng: Rng) -> list[int]:
    """A building's 3 starting dice, rolled and stacked highest on top (ground die first)."""
    return sorted(roll(rng, 3))
