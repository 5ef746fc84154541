"""How Take Stock's cards look and are named on the table: art faces, titles, tooltips."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from ....core.game import HIDDEN
from ....ui.sprites import company_color
from ..cards import (
    COMPANIES,
    EVENT_HELP,
    EVENT_NAMES,
    company_of,
    event_company,
    event_kind,
    value_of,
)


def share_face(card: int) -> str:
    return "back-share" if card == HIDDEN else f"share-{company_of(card)}-{value_of(card)}"


def event_face(event: int) -> str:
    if event == HIDDEN:
        return "back-event"
    c = event_company(event)
    return f"event-{event_kind(event)}" + ("" if c is None else f"-{c}")


def share_name(card: int) -> str:
    return f"{COMPANIES[company_of(card)]} {value_of(card)}"


def event_title(event: int) -> str:
    c = event_company(event)
    name = EVENT_NAMES[event_kind(event)]
    return name if c is None else f"{name} ({COMPANIES[c]})"


def event_tooltip(event: int) -> str:
    return (
        event_title(event) + "\n" + EVENT_HELP[event_kind(event)].render(QCoreApplication.translate)
    )


def company_tint(c: int, frozen: bool) -> QColor:
    col = company_color(c)
    if frozen:
        col = col.lighter(170)
        col.setAlpha(90)
    else:
        col.setAlpha(38)
    return col
