"""Stock Round's entry in the game registry."""

from ...core.game import AIProfile, GameInfo
from ...core.text import QT_TRANSLATE_NOOP

# Hard's search budget: its median decision stays under a second at 4 seats on a modest
# two-core computer (`tabletop-cli bench`).
HARD_ITERATIONS = 1600

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
    ),
)
