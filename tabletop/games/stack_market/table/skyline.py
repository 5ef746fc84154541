"""The buildings, each above its company card with the investor markers on it, and the height
board (Tableau des Hauteurs) with each company's height marker and the record marker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from ....core.text import QT_TRANSLATE_NOOP
from ....ui.i18n import render
from ..data import COMPANIES, MARKERS_PER_COMPANY
from .layout import BOARD, CARD_H, CARD_Y, CITY, Seating
from .pieces import company_color

if TYPE_CHECKING:
    from .table import StackMarketTable

translate = QCoreApplication.translate
BOARD_MAX = 45  # the height board's last space (a taller building sits on it)
_CENTRE = Qt.AlignmentFlag.AlignHCenter
_RECORD = QColor("#e0433a")


def lay_city(t: StackMarketTable, at: Seating) -> None:
    v = at.view
    for c in range(v.companies):
        _lay_building(t, at, c)
        _lay_card(t, at, c)
    _lay_board(t, at)


def _lay_building(t: StackMarketTable, at: Seating, c: int) -> None:
    v = at.view
    col = at.column(c)
    zone = t.zone(("building", c), col.adjusted(6, 0, -6, 0))
    zone.fill = company_color(c).darker(300)
    zone.fill.setAlpha(60)
    name = COMPANIES[c]
    zone.setToolTip(
        translate("StackMarketTable", "The building of {company}: {n} floors.").format(
            company=name, n=len(v.xs[c])
        )
    )
    s = at.side(c)
    hidden = at.hidden(c)
    if hidden:
        t.label(
            f"below{c}",
            render(QT_TRANSLATE_NOOP("StackMarketTable", "↓ %n floor(s) below", None, 1)(n=hidden)),
            col.left() + 8,
            CITY.bottom() - (s + 15) / 2,
            col.width() - 16,
            15,
            align=_CENTRE,
            color="#cfc8b0",
            tip=render(
                QT_TRANSLATE_NOOP(
                    "StackMarketTable",
                    "The building is too tall to show whole at a readable size: its top floors "
                    "show, where the next die goes; %n floor(s) below are not drawn. Its height "
                    "is on the height board.",
                    None,
                    1,
                )(n=hidden)
            ),
        )
    for i, (x, value) in enumerate(zip(v.xs[c], v.values[c])):
        if i < hidden:
            continue
        die = t.die(
            f"b{c}-{i}", str(value), QPointF(at.die_x(c, x) - s / 2, at.floor_y(i, c)), s, 10 + i
        )
        die.setToolTip(
            translate("StackMarketTable", "{company}, floor {floor}: a {value}.").format(
                company=name, floor=i + 1, value=value
            )
            + (
                "\n"
                + translate(
                    "StackMarketTable", "The top number: the next die must be higher (on a 4: a 0)."
                )
                if i == len(v.xs[c]) - 1
                else ""
            )
        )


def _lay_card(t: StackMarketTable, at: Seating, c: int) -> None:
    v = at.view
    col = at.column(c)
    rect = QRectF(col.left() + 8, CARD_Y, col.width() - 16, CARD_H)
    zone = t.zone(("company", c), rect)
    zone.clickable = True  # invest, or change the investment, with a click
    if any(p.target == ("company", c) for p in map(t.parts, t.legal)):
        at.selectables.append(f"card{c}")  # ← → and Enter pick it too
    zone.fill = company_color(c)
    zone.fill.setAlpha(150)
    free = MARKERS_PER_COMPANY - v.markers(c)
    zone.setToolTip(
        translate(
            "StackMarketTable",
            "Company card {company}: {free} free places for investor markers. Its investors "
            "earn at the round's end, and pay when its building collapses.",
        ).format(company=COMPANIES[c], free=free)
    )
    t.label(
        f"cardname{c}",
        f"{COMPANIES[c][0]} · {COMPANIES[c]}",
        rect.left() + 10,
        rect.top() + 6,
        rect.width() - 20 - 30 * v.markers(c),
        17,
        True,
        color="#101010",
        tip=zone.toolTip(),
    )
    t.label(
        f"height{c}",
        (
            translate("StackMarketTable", "{n} floors · top {top}").format(
                n=len(v.xs[c]), top=v.values[c][-1]
            )
            if v.values[c]
            else translate("StackMarketTable", "{n} floors").format(n=0)
        ),
        rect.left() + 10,
        rect.top() + 36,
        rect.width() - 20,
        15,
        color="#101010",
        tip=translate("StackMarketTable", "How tall the building of {company} is.").format(
            company=COMPANIES[c]
        ),
    )
    for k, seat in enumerate(v.investors(c)):
        mine = seat == at.seat
        key = "marker-me" if mine else f"marker-{seat}"
        marker = t.marker(key, seat, QPointF(rect.right() - 32 - 30 * k, rect.top() + 5), 27, 30)
        marker.setToolTip(
            translate("StackMarketTable", "The investor marker of {player}.").format(
                player=t.name(seat)
            )
            + (
                "\n"
                + translate(
                    "StackMarketTable",
                    "Drag it to another company card to change your investment.",
                )
                if mine and at.my_turn and v.phase == "change"
                else ""
            )
        )
        if mine and at.my_turn and v.phase == "change":
            marker.draggable = True
            marker.payload = "marker"


def _lay_board(t: StackMarketTable, at: Seating) -> None:
    """The Tableau des Hauteurs: a lane per company with its marker on the building's height,
    the heights numbered along the top, the record marker among the numbers."""
    v = at.view
    t.panel("board", BOARD)
    left = BOARD.left() + 200
    cell = (BOARD.width() - 210) / BOARD_MAX
    t.label(
        "boardname",
        translate("StackMarketTable", "Height board"),
        BOARD.left() + 10,
        BOARD.top() + 40,
        184,
        15,
        True,
        tip=translate("StackMarketTable", "Every building's height, and the record."),
    )
    for h in range(5, BOARD_MAX + 1, 5):
        if h == min(v.record, BOARD_MAX):
            continue  # the record marker stands there
        t.label(
            f"boardtick{h}",
            str(h),
            left + (h - 0.5) * cell - 15,
            BOARD.top() + 2,
            30,
            15,
            align=_CENTRE,
            color="#cfc8b0",
            tip=translate("StackMarketTable", "{n} floors").format(n=h),
        )
    lane = (BOARD.height() - 26) / v.companies
    for c in range(v.companies):
        h = max(1, min(BOARD_MAX, len(v.xs[c])))  # (0 floors: mid-takeover)
        y = BOARD.top() + 22 + c * lane
        t.panel(f"lane{c}", QRectF(left, y + 1, h * cell, lane - 2)).color = _lane(c)
        pos = QPointF(left + (h - 1) * cell + (cell - lane + 2) / 2, y + 1)
        token = t.die(f"hm{c}", COMPANIES[c][0], pos, lane - 2, 5)
        token.tint = company_color(c)
        token.setToolTip(
            translate("StackMarketTable", "{company}: {n} floors.").format(
                company=COMPANIES[c], n=len(v.xs[c])
            )
        )
    pos = QPointF(left + (min(v.record, BOARD_MAX) - 0.5) * cell - 9, BOARD.top() + 1)
    record = t.die("record", "★", pos, 18, 6)
    record.tint = _RECORD
    holder = (
        translate("StackMarketTable", "{player} holds the highest building card.").format(
            player=t.name(v.holder)
        )
        if v.holder >= 0
        else translate("StackMarketTable", "Nobody holds the highest building card yet.")
    )
    record.setToolTip(
        translate("StackMarketTable", "The record marker: {n} floors.").format(n=v.record)
        + "\n"
        + holder
    )


def _lane(c: int) -> QColor:
    color = company_color(c)
    color.setAlpha(70)
    return color
