"""Stock Round's entry in the game registry."""

from ...core.game import AIProfile, GameInfo
from ...core.text import QT_TRANSLATE_NOOP

_PKG = "tabletop.games.stock_round"
# Hard's search budget: its median decision stays under a second at 4 seats on a modest
# two-core computer (`tabletop-cli bench`).
HARD_ITERATIONS = 400

INFO = GameInfo(
    id="stock-round",
    name="Stock Round",
    min_seats=3,
    max_seats=6,
    rules_language="en",
    blurb=QT_TRANSLATE_NOOP("Games", "An 18xx stock round in a compact 18xx game."),
    engine=f"{_PKG}.state:new_game",
    state_class=f"{_PKG}.state:StockRoundState",
    move_codec=f"{_PKG}.moves:from_json",
    ai=AIProfile(
        evaluate=f"{_PKG}.heuristic:evaluate",
        evaluate_all=f"{_PKG}.heuristic:evaluate_all",
        rollout_policy=f"{_PKG}.heuristic:rollout_policy",
        candidates=f"{_PKG}.heuristic:candidates",
        exploration=0.5,
        rollout_depth=24,
        round_attr="ors",
        hard_iterations=HARD_ITERATIONS,
    ),
    table=f"{_PKG}.table:StockRoundTable",
    rule_sections=f"{_PKG}.sections:SECTIONS",
)
