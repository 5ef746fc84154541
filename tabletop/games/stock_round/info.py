"""Stock Round's entry in the game registry."""

from ...core.game import AIProfile, GameInfo
from ...core.text import QT_TRANSLATE_NOOP

# Hard's search budget: its median decision stays under a second at 4 seats on a modest
# two-core computer (`tabletop-cli bench`: 0.1 s).  Four times the budget chose better moves
# by a longer search's estimate, but in 27 paired three-seat games it took 0.54 of the points
# [95% CI 0.41, 0.65]: not shown to play better, so players do not wait four times as long
# (docs/ai-strength.md).  Expert spends it.
HARD_ITERATIONS = 400

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
        rollout_depth=24,
        round_attr="ors",
        hard_iterations=HARD_ITERATIONS,
        expert_iterations=8000,  # about 2.5 s a decision (bench --level expert)
    ),
)
