"""Stock Round's entry in the game registry."""

from ...core.game import GameInfo
from ...core.text import QT_TRANSLATE_NOOP

INFO = GameInfo(
    id="stock-round",
    name="Stock Round",
    min_seats=3,
    max_seats=6,
    rules_language="en",
    blurb=QT_TRANSLATE_NOOP("Games", "An 18xx stock round in a compact 18xx game."),
)
