"""Take Stock's entry in the game registry."""

from ...core.game import AIProfile, GameInfo
from ...core.text import QT_TRANSLATE_NOOP

# Hard's search budget: its median decision stays under a second on a modest two-core
# computer (`tabletop-cli bench`).
HARD_ITERATIONS = 4000

INFO = GameInfo(
    package=__package__ or "",  # its parts where CONVENTIONS (core/game.py) put them
    id="take-stock",
    name="Take Stock",
    min_seats=2,
    max_seats=6,
    rules_language="de",
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Raise share prices, secure certificates and play market events over four rounds."
    ),
    ai=AIProfile(
        exploration=0.7,
        hard_iterations=HARD_ITERATIONS,
    ),
)
