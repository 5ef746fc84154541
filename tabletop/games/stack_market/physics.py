"""The deterministic physics of DECISIONS.md, in integer fixed point.

A building is a column of unit dice seen from the side; `xs[i]` is the horizontal centre of
die i (0 = the ground die) in hundredths of a die width.  A building stands while, for every
die, the centre of mass of all dice above it lies over that die's top face:
|x_com - x_i| <= HALF_DIE.  Placing a die adds hand tremor (a normal deviate whose sigma grows
with the height) to the chosen aim; the building then sways: a tilt about its foot that moves
each die in proportion to its height, drawn once per placement, tested, then undone.  The
building must stand both at rest and at the sway's extreme: a sway back toward the centre
cannot hold up a building that statically falls, since the sway settles back to rest.  Each
die's slack is concave in the tilt, so the two ends cover every tilt between them.

Only ints: a seed replays identically on every machine.
"""

from __future__ import annotations

from ...core.rng import Rng
from .data import (
    AIM_MAX,
    AIM_STEP,
    HALF_DIE,
    SWAY_PER_FLOOR,
    TREMOR_BASE,
    TREMOR_PER_FLOOR,
    TWO_HANDS_DEN,
    TWO_HANDS_NUM,
)

_MASK16 = 0xFFFF
_SUM_MEAN2 = 4 * _MASK16  # twice the mean of a sum of four 16-bit uniforms
_SUM_SD2 = 75_674  # twice its standard deviation (65536 / sqrt(3), doubled)
AIMS = tuple(range(-AIM_MAX, AIM_MAX + 1, AIM_STEP))


def normal(rng: Rng, sigma: int) -> int:
    """A deviate (hundredths) of mean 0 and standard deviation `sigma` thousandths
    (Irwin-Hall of four 16-bit draws from one 64-bit number: close to normal, integers only)."""
    if sigma <= 0:
        rng.next64()  # draw anyway: the stream does not depend on the sigma
        return 0
    z = rng.next64()
    total = (z & _MASK16) + (z >> 16 & _MASK16) + (z >> 32 & _MASK16) + (z >> 48 & _MASK16)
    return (2 * total - _SUM_MEAN2) * sigma // (_SUM_SD2 * 10)


def tremor_sigma(height: int, two_hands: bool = False) -> int:
    """Tremor sigma (thousandths of a die) for a die placed on a building `height` dice tall."""
    sigma = TREMOR_BASE + height * TREMOR_PER_FLOOR
    return sigma * TWO_HANDS_NUM // TWO_HANDS_DEN if two_hands else sigma


def sway_sigma(height: int) -> int:
    """Sway sigma (thousandths at the top) of a building `height` dice tall."""
    return height * SWAY_PER_FLOOR


def margin(xs: list[int], sway: int = 0) -> int:
    """How far (hundredths) the most endangered die is from tipping; negative: it falls.
    `sway` tilts the building: die j moves by sway * j / (n - 1)."""
    n = len(xs)
    if n < 2:
        return HALF_DIE
    top = n - 1
    if sway:
        xs = [x + sway * j // top for j, x in enumerate(xs)]
    worst = HALF_DIE * 1000
    above = 0
    for i in range(top, 0, -1):
        above += xs[i]
        k = top - i + 1  # dice above die i - 1
        slack = (HALF_DIE * k - abs(above - k * xs[i - 1])) * 1000 // k
        if slack < worst:
            worst = slack
    return worst // 1000


def tipping(xs: list[int], sway: int = 0) -> tuple[int, int]:
    """The most endangered die (its index) and how far (hundredths, signed: + to the right)
    the centre of mass of the dice above it lies from its centre: why a building fell."""
    n = len(xs)
    if n < 2:
        return 0, 0
    top = n - 1
    if sway:
        xs = [x + sway * j // top for j, x in enumerate(xs)]
    worst, floor, off = None, 0, 0
    above = 0
    for i in range(top, 0, -1):
        above += xs[i]
        k = top - i + 1
        lean_ = (above - k * xs[i - 1]) * 1000 // k
        slack = HALF_DIE * 1000 - abs(lean_)
        if worst is None or slack < worst:
            worst, floor, off = slack, i - 1, lean_
    # whole hundredths, rounded away from the centre: a die past its edge by a little is
    # never said to lean exactly half a die
    return floor, (1 if off >= 0 else -1) * -(-abs(off) // 1000)


def snap_aim(offset: float) -> int:
    """The aim the rules accept nearest to `offset` (hundredths of a die from the top die's
    centre): a multiple of AIM_STEP, at most AIM_MAX either side.  What a hand on the table
    (a drag, the arrow keys) is turned into, so that an aim shown is an aim accepted."""
    aim = round(offset / AIM_STEP) * AIM_STEP
    return max(-AIM_MAX, min(AIM_MAX, aim))


def stands(xs: list[int], sway: int = 0) -> bool:
    return margin(xs, sway) >= 0


def stands_swaying(xs: list[int], sway: int) -> bool:
    """stands(xs) and stands(xs, sway) in one pass, stopping at the first die that tips: the
    test every placement makes, and so every playout of the AI's search."""
    top = len(xs) - 1
    if top < 1:
        return True
    above = swayed_above = 0
    for i in range(top, 0, -1):
        x = xs[i]
        above += x
        swayed_above += x + sway * i // top
        k = top - i + 1  # dice above die i - 1
        under = xs[i - 1]
        if abs(above - k * under) > HALF_DIE * k:
            return False
        if abs(swayed_above - k * (under + sway * (i - 1) // top)) > HALF_DIE * k:
            return False
    return True


def lean(xs: list[int]) -> int:
    """Where the mass above the ground die lies, from its centre (hundredths): the lean a
    player sees and re-centres."""
    if len(xs) < 2:
        return 0
    return (sum(xs[1:]) - (len(xs) - 1) * xs[0]) // (len(xs) - 1)


def place(
    xs: list[int], aim: int, rng: Rng, two_hands: bool = False, why: list[int] | None = None
) -> bool:
    """Put a die on top at `aim` from the top die's centre, with tremor and sway.  Appends its
    resting place to `xs`; returns whether the building stands.  A fallen building fills
    `why` (if given) with the die that tipped and how far the mass above it leaned."""
    height = len(xs)
    x = xs[-1] + aim + normal(rng, tremor_sigma(height, two_hands))
    xs.append(x)
    sway = normal(rng, sway_sigma(height + 1))  # drawn even if the die falls: one stream
    if stands_swaying(xs, sway):
        return True
    if why is not None:
        why[:] = tipping(xs, 0 if not stands(xs) else sway)
    return False


def careful_aim(xs: list[int]) -> int:
    """The aim that leaves the most endangered die furthest from tipping (no tremor): a careful
    hand re-centres the building.  Ties go to the aim nearest the top die's centre."""
    best, best_margin = 0, None
    top = xs[-1]
    for aim in sorted(AIMS, key=abs):
        xs.append(top + aim)
        m = margin(xs)
        xs.pop()
        if best_margin is None or m > best_margin:
            best, best_margin = aim, m
    return best


def careless_aim(xs: list[int]) -> int:
    """Careless on purpose: push the lean further out, yet keep this die (most likely) on."""
    side = 1 if lean(xs) >= 0 else -1
    return side * (AIM_MAX * 3 // 5 // AIM_STEP * AIM_STEP)
