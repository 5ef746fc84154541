"""Along the bottom: the dice cup, the tray of rolled dice, the stacking order with the next die
to place; the ghost that shows where the next die would rest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from ....ui.i18n import render
from ..data import AIM_STEP
from ..moves import Pick
from ..physics import lean, margin
from .layout import CUP, ORDER, TRAY, TRAY_DIE, Seating
from .pieces import CupSprite

if TYPE_CHECKING:
    from .table import StackMarketTable

translate = QCoreApplication.translate
STEADY, WOBBLY, FALLS = (
    QColor(124, 252, 154, 170),
    QColor(255, 178, 64, 190),
    QColor(240, 70, 60, 190),
)
GREY = QColor(150, 150, 150, 200)
_CENTRE = Qt.AlignmentFlag.AlignHCenter
WOBBLY_SLACK = 15  # hundredths of a die from tipping: the ghost turns orange below this


def lay_tray(t: StackMarketTable, at: Seating) -> None:
    v = at.view
    cup = t.card("cup", "R", CUP.topLeft(), CUP.size(), 5, kind=CupSprite)
    cup.setToolTip(
        translate(
            "StackMarketTable",
            "The dice cup: click it (or press R) to roll as many dice as your company's "
            "building has floors.",
        )
    )
    if at.seat is not None:  # a click before its time is asked for: the rules say why not
        cup.clickable = True
        cup.payload = "cup"
        if at.my_turn and v.phase == "roll":
            at.selectables.append("cup")
    tray = t.zone("tray", TRAY)
    tray.setToolTip(
        translate(
            "StackMarketTable",
            "The rolled dice. Click them in the order you want to stack them; greyed dice may "
            "not come next.",
        )
    )
    order = t.zone("order", ORDER)
    order.setToolTip(
        translate(
            "StackMarketTable",
            "The stacking order, chosen before the first die is placed. Drag the first die "
            "over the building and release it where you aim.",
        )
    )
    t.label(
        "traylabel",
        translate("StackMarketTable", "Rolled dice"),
        TRAY.left() + 10,
        TRAY.top() + 4,
        TRAY.width() - 20,
        15,
        True,
        tip=tray.toolTip(),
    )
    t.label(
        "orderlabel",
        translate("StackMarketTable", "Stacking order"),
        ORDER.left() + 10,
        ORDER.top() + 4,
        ORDER.width() - 20,
        15,
        True,
        tip=order.toolTip(),
    )
    tray.members = _lay_tray_dice(t, at)  # a die put back where it lies: no word
    order.members = _lay_order(t, at)


def _lay_tray_dice(t: StackMarketTable, at: Seating) -> list[QGraphicsItem]:
    v = at.view
    dice: list[QGraphicsItem] = []
    choosing = at.my_turn and v.phase in ("order", "takeover_order")
    step = min(TRAY_DIE + 8, (TRAY.width() - 20 - TRAY_DIE) / max(1, len(v.tray) - 1))
    for i, value in enumerate(v.tray):
        pos = QPointF(TRAY.left() + 10 + i * step, TRAY.top() + 40)
        die = t.die(f"t{i}", str(value), pos, TRAY_DIE, 20 + i, start=CUP.center())  # tumble out
        dice.append(die)
        if not choosing:
            die.setToolTip(
                translate("StackMarketTable", "A rolled die: {value}.").format(value=value)
            )
            continue
        why = v.explain(Pick(value))
        die.payload = ("tray", value)  # a greyed die clicked is refused with its rule
        die.clickable = True
        if why is None:
            die.draggable = True
            at.selectables.append(f"t{i}")
            die.setToolTip(
                translate(
                    "StackMarketTable", "A {value}: click it to stack it next (or press {value})."
                ).format(value=value)
            )
        else:
            die.tint = GREY
            die.setToolTip(render(why))
    return dice


def _lay_order(t: StackMarketTable, at: Seating) -> list[QGraphicsItem]:
    v = at.view
    dice: list[QGraphicsItem] = []
    placing = at.my_turn and v.phase in ("place", "takeover_place")
    step = min(TRAY_DIE + 8, (ORDER.width() - 20 - TRAY_DIE) / max(1, len(v.order) - 1))
    for i, value in enumerate(v.order):
        key = "next" if i == 0 else f"o{i}"
        pos = QPointF(ORDER.left() + 10 + i * step, ORDER.top() + 40)
        die = t.die(key, str(value), pos, TRAY_DIE, 20 + i)
        dice.append(die)
        if i == 0 and placing:
            die.payload = ("next", value)
            die.draggable = True
            at.selectables.append(key)
            die.setToolTip(
                translate(
                    "StackMarketTable",
                    "The next die: drag it over the building and release it where you aim "
                    "(or aim with ← → and press Enter).",
                )
            )
        else:
            die.setToolTip(
                translate("StackMarketTable", "Die {n} of the stacking order: a {value}.").format(
                    n=i + 1, value=value
                )
            )
            if placing:  # a later die taken first is told which comes first
                die.payload = ("order", value)
                die.clickable = True
    return dice


def lay_ghost(t: StackMarketTable, at: Seating, aim: int | None) -> None:
    """Where the next die would rest at `aim` (before the hand's tremor), coloured by what the
    building would do: stand (green), wobble (orange), fall (red)."""
    v = at.view
    if aim is None or not v.order or v.phase not in ("place", "takeover_place"):
        t.forget("ghost")
        t.forget("ghostlabel")
        return
    c = v.stacking_on()
    xs = v.xs[c]
    top = xs[-1] if xs else 0
    x = top + aim
    slack = margin([*xs, x]) if xs else 50
    s = at.die
    ghost = t.ghost_die(QPointF(at.die_x(c, x) - s / 2, at.floor_y(len(xs))), s, str(v.order[0]))
    ghost.tint = STEADY if slack >= WOBBLY_SLACK else WOBBLY if slack >= 0 else FALLS
    tilt = lean([*xs, x]) if xs else 0
    leaning = "" if abs(tilt) < AIM_STEP else f" · {'→' if tilt > 0 else '←'} {abs(tilt)}%"
    word = (
        translate("StackMarketTable", "steady")
        if slack >= WOBBLY_SLACK
        else translate("StackMarketTable", "wobbly")
        if slack >= 0
        else translate("StackMarketTable", "falls")
    )
    ghost.setToolTip(
        translate(
            "StackMarketTable",
            "Where the die would rest, before your hand's tremor: {word}.",
        ).format(word=word)
        + "\n"
        + translate(
            "StackMarketTable", "The arrow: where the tower's weight would lean, and how far."
        )
    )
    col = at.column(c)
    centre = min(max(at.die_x(c, x), col.left() + 85), col.right() - 85)
    t.label(
        "ghostlabel",
        word + leaning,
        centre - 85,
        max(col.top(), at.floor_y(len(xs)) - 20),
        170,
        15,
        True,
        align=_CENTRE,
        color=ghost.tint.name(),
        tip=ghost.toolTip(),
    )
