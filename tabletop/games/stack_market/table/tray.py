"""Along the bottom: the dice cup, the tray of rolled dice, the stacking order with the next die
to place; the ghost that shows where the next die would rest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from ....ui.i18n import render
from ..data import HALF_DIE
from ..messages import share_of_die
from ..moves import Pick
from ..physics import lean, margin
from .layout import CUP, GAP, ORDER, TRAY, TRAY_DIE, Seating, grid
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
    """The rolled dice side by side while they fit at full size; a larger roll grouped by
    number, one die per number with its count beside it (the order is chosen by number)."""
    v = at.view
    dice: list[QGraphicsItem] = []
    choosing = at.my_turn and v.phase in ("order", "takeover_order")
    width = TRAY.width() - 20
    grouped = len(v.tray) * (TRAY_DIE + GAP) - GAP > width
    shown = sorted(set(v.tray)) if grouped else v.tray
    step = width / 5 if grouped else min(TRAY_DIE + 8, (width - TRAY_DIE) / max(1, len(v.tray) - 1))
    for i, value in enumerate(shown):
        pos = QPointF(TRAY.left() + 10 + i * step, TRAY.top() + (24 if grouped else 40))
        die = t.die(f"t{i}", str(value), pos, TRAY_DIE, 20 + i, start=CUP.center())  # tumble out
        dice.append(die)
        count = v.tray.count(value)
        if grouped:  # the count under its die
            t.label(
                f"tcount{i}",
                f"×{count}",
                pos.x() + TRAY_DIE / 2 - step / 2 + 2,
                pos.y() + TRAY_DIE + 3,
                step - 4,
                16,
                True,
                align=_CENTRE,
                tip=translate("StackMarketTable", "Rolled dice showing a {value}: {count}.").format(
                    value=value, count=count
                ),
            )
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
    """The stacking order in rows, left to right, the next die first; a long order in
    smaller dice, every die whole and apart."""
    v = at.view
    dice: list[QGraphicsItem] = []
    placing = at.my_turn and v.phase in ("place", "takeover_place")
    top = ORDER.top() + 24
    side, cols = grid(len(v.order), ORDER.width() - 20, ORDER.bottom() - 4 - top, TRAY_DIE)
    step = side + GAP
    if len(v.order) <= cols:  # one row, spread out, where the tray's dice lie
        width = ORDER.width() - 20
        step = min(side + 8, (width - side) / max(1, len(v.order) - 1))
        top = ORDER.top() + 40
    for i, value in enumerate(v.order):
        key = "next" if i == 0 else f"o{i}"
        row, col = divmod(i, cols)
        pos = QPointF(ORDER.left() + 10 + col * step, top + row * (side + GAP))
        die = t.die(key, str(value), pos, side, 20 + i)
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


def verdict(xs: list[int], aim: int) -> tuple[str, QColor]:
    """What the building would do with the next die resting at `aim` (before the tremor), in
    words and in its colour: stand (green), wobble (orange), fall (red)."""
    slack = margin([*xs, xs[-1] + aim]) if xs else HALF_DIE
    if slack >= WOBBLY_SLACK:
        return translate("StackMarketTable", "steady"), STEADY
    if slack >= 0:
        return translate("StackMarketTable", "wobbly"), WOBBLY
    return translate("StackMarketTable", "falls"), FALLS


def lay_ghost(t: StackMarketTable, at: Seating, aim: int | None) -> None:
    """Where the next die would rest at `aim` (before the hand's tremor), coloured by its
    verdict; above it the verdict and the aim, named as the coach and the hint name it."""
    v = at.view
    if aim is None or not v.order or v.phase not in ("place", "takeover_place"):
        t.forget("ghost")
        t.forget("ghostlabel")
        t.forget("ghostaim")
        return
    c = v.stacking_on()
    xs = v.xs[c]
    top = xs[-1] if xs else 0
    x = top + aim
    s = at.side(c)
    ghost = t.ghost_die(QPointF(at.die_x(c, x) - s / 2, at.floor_y(len(xs), c)), s, str(v.order[0]))
    word, ghost.tint = verdict(xs, aim)
    tilt = lean([*xs, x]) if xs else 0
    ghost.setToolTip(
        translate(
            "StackMarketTable",
            "Where the die would rest, before your hand's tremor: {word}.",
        ).format(word=word)
        + "\n"
        + translate("StackMarketTable", "The building's weight would then lean {lean}.").format(
            lean=render(share_of_die(tilt))
        )
    )
    col = at.column(c)
    y = max(col.top() + 19, at.floor_y(len(xs), c) - 20)
    for key, text, dy, bold in (
        ("ghostlabel", word, -19, True),
        ("ghostaim", render(share_of_die(aim)), 0, False),
    ):
        label = t.label(
            key,
            text,
            col.left() + 8,
            y + dy,
            col.width() - 16,
            15,
            bold,
            align=_CENTRE,
            tip=ghost.toolTip(),
        )
        label.setBrush(QColor(ghost.tint.name()))  # opaque, in the verdict's colour
