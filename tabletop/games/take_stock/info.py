"""Take Stock's entry in the game registry."""

from ...core.game import AIProfile, GameInfo
from ...core.text import QT_TRANSLATE_NOOP

_PKG = "tabletop.games.take_stock"
# Hard's search budget: its median decision stays under a second on a modest two-core
# computer (`tabletop-cli bench`).
HARD_ITERATIONS = 2000

INFO = GameInfo(
    id="take-stock",
    name="Take Stock",
    min_seats=2,
    max_seats=6,
    rules_language="de",
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Raise share prices, secure certificates and play market events over four rounds."
    ),
    engine=f"{_PKG}.state:new_game",
    state_class=f"{_PKG}.state:TakeStockState",
    move_codec=f"{_PKG}.moves:from_json",
    ai=AIProfile(
        evaluate=f"{_PKG}.heuristic:evaluate",
        evaluate_all=f"{_PKG}.heuristic:evaluate_all",
        rollout_policy=f"{_PKG}.heuristic:rollout_policy",
        exploration=0.7,
        hard_iterations=HARD_ITERATIONS,
    ),
    table=f"{_PKG}.table:TakeStockTable",
    rule_sections=f"{_PKG}.sections:SECTIONS",
)
