"""Karthedis' entry in the game registry."""

from ...core.game import GameInfo
from ...core.text import QT_TRANSLATE_NOOP

INFO = GameInfo(
    id="karthedis",
    name="Karthedis – Future Market",
    min_seats=2,
    max_seats=9,
    rules_language="de",
    blurb=QT_TRANSLATE_NOOP("Games", "Trade cats' cards for five resources."),
)
