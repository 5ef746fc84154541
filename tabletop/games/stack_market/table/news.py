"""What the last turns brought, said on the table above the buildings, not only in the log: no
rolled die fits, a stacking bonus, the highest building card changing hands, a collapse, why
it fell and who paid.  The engine tags these log entries (their `event`); the strip keeps them
from the viewer's last roll on, newest first, in the player's language."""

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
EVENTS = (
    "nothing_fits",
    "bonus",
    "record",
    "collapse",
    "collapse_why",
    "collapse_paid",
    "takeover_failed",
)
PX = 15
SEP = "  ·  "  # between two events


class News:
    """The events since the viewer last rolled, newest first (their Texts, said again after
    a language switch): what happened since your last turn, and in it."""

    def __init__(self) -> None:
        self.texts: list[Text] = []

    def take(self, entries: list[Any], viewer: int | None) -> bool:
        """Keep the events among `entries`; True if the strip changes."""
        changed = False
        batch: list[Text] = []
        for e in entries:
            mine = viewer is not None and e.event == "rolled" and _player(e.public) == viewer
            if e.event == "round_begins" or mine:
                changed, self.texts = changed or bool(self.texts), []  # (a takeover's
                # collapse, logged before the next round begins, stays)
            elif e.event in EVENTS and e.public is not None:
                batch.append(e.public)  # in the order it happened
        self.texts = batch + self.texts
        return changed or bool(batch)


def _player(text: Text | None) -> Any:
    return dict(text.args).get("player") if text is not None else None


def lay_news(t: StackMarketTable, news: News) -> None:
    """The strip: the events in as many lines as fit, the newest first."""
    if not news.texts:
        t.forget("news")
        t.forget("newspanel")
        return
    said = [render(with_names(text, t.names)) for text in news.texts]
    t.panel("newspanel", NEWS)
    tip = translate("StackMarketTable", "What the last turn brought (the log has every move).")
    box = t.textbox("news", SEP.join(said), NEWS.left() + 8, NEWS.top() + 2, NEWS.width() - 16, PX)
    box.setToolTip("\n".join(said) + "\n" + tip)
    while len(said) > 1 and box.boundingRect().height() > NEWS.height() - 2:
        said.pop()  # the older ones stay in the log and in the tooltip
        box.place(SEP.join(said), NEWS.left() + 8, NEWS.top() + 2, NEWS.width() - 16)
