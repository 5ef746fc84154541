"""The simulation behind the physics constants (DECISIONS.md asks for these rates).

Careful play (every die aimed by `careful_aim`) should collapse a building while adding a
typical roll about 5% of the time at 10 floors, 15% at 20 and 35% at 30.  A trial builds a
standing building of that height carefully (a building that falls while being built is
started again), rolls as many dice as it has floors, stacks a random maximal legal sequence
of them carefully and records whether it fell.
"""

from __future__ import annotations

from ...core.rng import Rng
from .physics import careful_aim, place
from .stacking import fits, roll

TARGETS = {10: 5, 20: 15, 30: 35}  # floors -> collapse percentage aimed at


def build(height: int, rng: Rng) -> list[int]:
    while True:
        xs = [0, 0, 0]
        while len(xs) < height and place(xs, careful_aim(xs), rng):
            pass
        if len(xs) == height:
            return xs


def trial(height: int, rng: Rng) -> bool:
    """One typical roll stacked carefully on a careful building: True if it collapsed."""
    xs = build(height, rng)
    top = rng.below(5)
    left = roll(rng, height)
    while True:
        options = [v for v in left if fits(top, v)]
        if not options:
            return False
        top = options[rng.below(len(options))]
        left.remove(top)
        if not place(xs, careful_aim(xs), rng):
            return True


def collapse_rate(height: int, trials: int, seed: int) -> float:
    """Percentage of trials that collapsed."""
    rng = Rng(seed)
    return 100.0 * sum(trial(height, rng) for _ in range(trials)) / trials
