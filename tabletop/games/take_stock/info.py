"""Take Stock's entry in the game registry."""
from ...core.game import GameInfo
from ...core.text import QT_TRANSLATE_NOOP

_PKG = "tabletop.games.take_stock"

INFO = GameInfo(
    id="take-stock",
    name="Take Stock",
    min_seats=2,
    max_seats=6,
    rules_language="de",
    blurb=QT_TRANSLATE_NOOP("Games", "Raise share prices, secure certificates and play "
                                     "market events over four rounds."),
    engine=f"{_PKG}.state:new_game",
    state_class=f"{_PKG}.state:TakeStockState",
    move_codec=f"{_PKG}.moves:from_json",
    heuristic=f"{_PKG}.heuristic:evaluate",
    table=f"{_PKG}.table:TakeStockTable",
    rule_sections=f"{_PKG}.sections:SECTIONS",
)
