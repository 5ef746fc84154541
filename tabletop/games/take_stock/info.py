"""Take Stock's entry in the game registry."""

from ...core.game import AIProfile, GameInfo
from ...core.text import QT_TRANSLATE_NOOP

# Hard's search budget: its median decision stays under a second on a modest two-core
# computer (`tabletop-cli bench`: 0.25 s).  Twice the budget did not play better: in 24 paired
# three-seat games it took 0.40 of the points [95% CI 0.15, 0.63] against this one, and its
# moves lost only 0.05 points of win chance a decision less by a far longer search's own
# estimate (docs/ai-strength.md); Take Stock's close decisions need judgement, not search.
HARD_ITERATIONS = 2000

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
        expert_iterations=17000,  # about 2.5 s a decision (bench --level expert)
    ),
)
