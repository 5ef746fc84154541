"""Stack Market's entry in the game registry."""

from ...core.game import GameInfo
from ...core.text import QT_TRANSLATE_NOOP

INFO = GameInfo(
    id="stack-market",
    name="Stack Market",
    min_seats=3,
    max_seats=4,
    rules_language="fr",
    blurb=QT_TRANSLATE_NOOP("Games", "Stack dice into buildings that may collapse."),
)
