"""A tiny seeded random number generator whose whole state is one integer.

`random.Random` carries 625 words of state: too heavy to copy in every search iteration and
bulky in a save file.  SplitMix64 is statistically fine for shuffling cards and rolling dice,
copies for free and serialises as a number.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        # next64() inlined: search draws hundreds of thousands of these a second.
        z = self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return (z ^ (z >> 31)) % n  # bias < n / 2**64: negligible for card games

    def random(self) -> float:
        z = self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates, drawing exactly as `below(i + 1)` would (same order for a seed)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            z = state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = state

    def permute(self, items: list[Any]) -> None:
        """A uniform shuffle like `shuffle`, but each 64-bit draw serves several swaps (its
        digits in mixed radix), so it costs a fraction of the draws: for determinisations,
        which shuffle every unseen card thousands of times a second.  The bias is below
        2**-32 per swap.  Another sequence than `shuffle`, so not for the games' own decks."""
        state = self.state
        for radixes in _draws(len(items)):
            z = state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            pool = z ^ (z >> 31)
            for k in radixes:
                pool, j = divmod(pool, k)
                items[k - 1], items[j] = items[j], items[k - 1]
        self.state = state

    def gauss(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        import math

        u1 = max(self.random(), 1e-300)
        u2 = self.random()
        return mu + sigma * math.sqrt(-2.0 * math.log(u1)) * math.cos(2 * math.pi * u2)

    def fork(self, salt: int) -> Rng:
        """An independent stream derived from this one, without advancing it."""
        return Rng(Rng(self.state ^ (salt * 0xD1B54A32D192ED03)).next64())

    def copy(self) -> Rng:
        return Rng(self.state)


_DRAWS: dict[int, tuple[tuple[int, ...], ...]] = {}


def _draws(n: int) -> tuple[tuple[int, ...], ...]:
    """permute's schedule for n items: the radixes (n, n-1, ..., 2) each 64-bit draw serves.
    It depends on n alone (a draw serves radixes while their product leaves 32 bits), so it
    is worked out once per length."""
    hit = _DRAWS.get(n)
    if hit is None:
        groups: list[list[int]] = []
        span = 1
        for k in range(n, 1, -1):
            if span < 0x100000000:
                groups.append([])
                span = 1 << 64
            groups[-1].append(k)
            span //= k
        hit = _DRAWS[n] = tuple(tuple(g) for g in groups)
    return hit
