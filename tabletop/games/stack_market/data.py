"""Every number of Stack Market (stack-market.fr.txt and DECISIONS.md), as plain ints.

Money is in whole dollars.  Physics lengths are in hundredths of a die width.
"""

from __future__ import annotations

# --- components --------------------------------------------------------------------------
FACES = (0, 0, 1, 2, 3, 4)  # every die (rulebook: "60 dés avec les chiffres 0, 0, 1, 2, 3, 4")
DICE_BY_SEATS = {3: 50, 4: 60}  # "Dans une partie à 3 joueurs, retirez 10 dés du jeu"
# One company card per player; the rulebook prints no names, so ours are proper names
# (never translated).
COMPANIES = ("Akari", "Benzai", "Chiyoda", "Daikoku")
MARKERS_PER_COMPANY = 2  # "Pas plus de deux marqueurs Investisseurs ... une même carte"

# --- money -------------------------------------------------------------------------------
START_MONEY = 50_000
COLLAPSE_FEE = 20_000  # every investor of a collapsed company pays (or all they have)
STACKING_BONUS = 10_000  # bonus d'empilement: once per turn ...
STACKING_BONUS_DICE = 5  # ... for at least this many dice added, the building standing
INCOME_PER_MARKER = 10_000  # per investor marker on the card, to each investor there
TAKEOVER_BONUS = 20_000  # a successful rachat: to each investor of the taller company
TAKEOVER_FAILURE = 20_000  # a failed rachat: each investor of the taller company pays
HIGHEST_BONUS = 20_000  # carte du plus haut building at round end ...
HIGHEST_BONUS_MIN_INCOME = 10_000  # ... if its holder earned this much in the rachat

# --- buildings and rounds ----------------------------------------------------------------
START_FLOORS = 3  # each building starts (and restarts) as 3 rolled dice, highest on top
RECORD_START = 15  # the record marker starts on 15 on the Tableau des Hauteurs
DICE_REMOVED_AFTER_COLLAPSE = 5  # leave the game until the round ends (fewer if fewer remain)
ROUNDS_DEFAULT = 3
ROUND_CHOICES = (1, 2, 3)  # "Vous pouvez décider de la fin de partie après une ou deux manches"

# --- physics (DECISIONS.md; calibrated by tests/stack_market/test_calibration.py) ----------
HALF_DIE = 50  # a die stands while the mass above it lies within half a die of its centre
AIM_MAX = 50  # an aim further than half a die from the top die's centre would not rest on it
AIM_STEP = 5  # the aims a player (and the move list) may choose: -50, -45, ..., 50
# Sigmas in thousandths of a die width (offsets themselves are hundredths).
TREMOR_BASE = 134  # hand tremor sigma, whatever the height (calibrated: see below) ...
TREMOR_PER_FLOOR = 0  # ... plus this much per floor (0: the sway carries the height)
# Careful play adding a typical roll collapses, over 1,000 seeded trials per height
# (targets 5 / 15 / 35 %): seed 3: 4.7 / 12.9 / 35.7 %; seed 5: 6.4 / 12.0 / 32.6 %
# (measured after the static test joined the sway's; before: 4.3 / 11.9 / 36.0, 6.3 / 12.7 / 31.4).
SWAY_PER_FLOOR = 6  # sway sigma at the top, per floor of height
TWO_HANDS_NUM, TWO_HANDS_DEN = 3, 4  # the rachat uses two hands: sigma x 0.75
