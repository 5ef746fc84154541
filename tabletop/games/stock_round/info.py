"""Stock Round's entry in the game registry."""

from ...core.game import AIProfile, GameInfo
from ...core.text import QT_TRANSLATE_NOOP

# Hard's search budget, and no playouts: a position is judged by the evaluation right where
# the tree ends.  The random stock-round moves of a playout blurred that judgement.  Without
# them the same 400 iterations take under half the time (0.04 s at 4 seats, `tabletop-cli bench`)
# and took 0.72 of the points against the old Hard in 48 paired three-seat games [95% CI
# 0.59, 0.83]; 900 iterations, the old Hard's time, took 0.65 on the same seeds
# (docs/ai-strength.md).
HARD_ITERATIONS = 400
ROLLOUT_DEPTH = 0
# Expert plays Hard's search: without playouts, more iterations played no better on the same
# seeds (400: 0.72, 900: 0.65 over 16 seeds; 1,600: 0.59 over 8, 0.69 over 16 with a smaller
# exploration constant), so a longer search is not offered as a stronger one until the paired
# games show one.
EXPERT_ITERATIONS = HARD_ITERATIONS

INFO = GameInfo(
    package=__package__ or "",  # its parts where CONVENTIONS (core/game.py) put them
    id="stock-round",
    name="Stock Round",
    min_seats=3,
    max_seats=6,
    rules_language="en",
    seed_label=QT_TRANSLATE_NOOP(
        "NewGameDialog", "&Seed (the same seed draws the same priority deal):"
    ),
    blurb=QT_TRANSLATE_NOOP("Games", "An 18xx stock round in a compact 18xx game."),
    ai=AIProfile(
        candidates="candidates",
        exploration=0.5,
        rollout_depth=ROLLOUT_DEPTH,
        round_attr="ors",
        hard_iterations=HARD_ITERATIONS,
        expert_iterations=EXPERT_ITERATIONS,
    ),
)
