"""The physics constants give DECISIONS.md's collapse rates: careful play adding a typical
roll brings a building down about 5% of the time at 10 floors, 15% at 20 and 35% at 30.

Seeded, so the figures are the same on every machine; the tolerance says how close "about" is.
"""

import pytest

from tabletop.games.stack_market.calibration import TARGETS, collapse_rate

TRIALS = 1000
TOLERANCE = 4  # percentage points


@pytest.mark.parametrize("floors", sorted(TARGETS))
def test_careful_play_collapses_at_the_calibrated_rate(floors):
    rate = collapse_rate(floors, TRIALS, seed=3)
    assert abs(rate - TARGETS[floors]) <= TOLERANCE, f"{floors} floors: {rate:.1f}%"


def test_taller_buildings_fall_more_often():
    rates = [collapse_rate(f, 400, seed=8) for f in (10, 20, 30)]
    assert rates == sorted(rates) and rates[0] < rates[-1]
