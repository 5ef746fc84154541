"""What the last turn brought, said on the table above the buildings, not only in the log: no
rolled die fits, a stacking bonus, the highest building card changing hands, a collapse, why
it fell and who paid.  The engine tags these log entries (their `event`); the strip keeps the
last batch that had any until the next one, in the player's language."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ....core.text import Text
from ....ui.game_screen import with_names
from ....ui.i18n import render
from .layout import NEWS

if TYPE_CHECKING:
    from .table import StackMarketTable

translate = QCoreApplication.translate
EVENTS = ("nothing_fits", "bonus", "record", "collapse", "collapse_why", "collapse_paid")
PX = 15


class News:
    """The events of the last move that had any (their Texts, said again after a language
    switch)."""

    def __init__(self) -> None:
        self.texts: list[Text] = []

    def take(self, entries: list[Any]) -> bool:
        """Keep the events among `entries`; True if there were any (the strip changes)."""
        found = [e.public for e in entries if e.event in EVENTS and e.public is not None]
        if not found and not any(e.event == "round_begins" for e in entries):
            return False
        self.texts = found  # a new round begins with an empty strip
        return True


def lay_news(t: StackMarketTable, news: News) -> None:
    """The strip: the events in as many lines as fit, the first events first."""
    if not news.texts:
        t.forget("news")
        t.forget("newspanel")
        return
    said = [render(with_names(text, t.names)) for text in news.texts]
    t.panel("newspanel", NEWS)
    tip = translate("StackMarketTable", "What the last turn brought (the log has every move).")
    box = t.textbox("news", " ".join(said), NEWS.left() + 8, NEWS.top() + 2, NEWS.width() - 16, PX)
    box.setToolTip("\n".join(said) + "\n" + tip)
    while len(said) > 1 and box.boundingRect().height() > NEWS.height() - 2:
        said.pop()  # the rest stays in the log and in the tooltip
        box.place(" ".join(said), NEWS.left() + 8, NEWS.top() + 2, NEWS.width() - 16)
