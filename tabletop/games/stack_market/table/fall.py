"""A collapse shown as a collapse: the fallen building's dice tip over, fall and scatter, then
fade, while the table already shows the rebuilt building.

The rules decide that a building fell; this only shows how.  A hand-made fall (each die turns
away from the side the tower leaned to and drops on a curve, the higher ones further, one after
another from the die that gave way) looks convincing at this size; a rigid-body library
(pymunk) would add a compiled dependency to the binary for one animation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QSizeF,
)

from ..physics import lean
from .layout import CITY, Seating, lift_for
from .pieces import DieSprite

if TYPE_CHECKING:
    from .table import StackMarketTable

FALL_MS = 900


class Collapse:
    """The debris of one collapse, animated, removed once it has faded."""

    def __init__(self, t: StackMarketTable, at: Seating, data: dict[str, Any], ms: int) -> None:
        self.table = t
        self.items: list[DieSprite] = []
        self.group = QParallelAnimationGroup(t)
        c, xs, values = data["company"], data["xs"], data["values"]
        side = 1 if lean(xs) >= 0 else -1
        s = at.die
        hidden = lift_for(len(xs), s)
        for i, (x, value) in enumerate(zip(xs, values)):
            if i < hidden:
                continue  # below the ground line: not shown standing, not shown falling
            die = DieSprite(f"fall{i}", str(value), QSizeF(s, s))
            die.setZValue(200 + i)
            start = QPointF(
                at.die_x(c, x) - s / 2, CITY.bottom() - (i - hidden + (2 if hidden else 1)) * s
            )
            die.setPos(start)
            die.setToolTip("")
            t.addItem(die)
            self.items.append(die)
            spread = side * (0.6 + 0.09 * i) * s * (1 + (i * 37 % 5) / 4)
            land = QPointF(start.x() + spread * (1 + i * 0.35), CITY.bottom() - s * 0.9)
            self.group.addAnimation(self._fall(die, start, land, side * (70 + 25 * (i % 4)), i, ms))
        self.group.finished.connect(self.clear)
        self.group.start()

    def _fall(self, die: DieSprite, start: QPointF, land: QPointF, turn: float, i: int, ms: int):
        seq = QSequentialAnimationGroup(self.group)
        seq.addPause(int(ms * 0.03 * i))
        both = QParallelAnimationGroup(seq)
        move = QPropertyAnimation(die, b"pos", both)
        move.setStartValue(start)
        move.setKeyValueAt(0.35, QPointF((start.x() * 2 + land.x()) / 3, start.y() + 6))
        move.setEndValue(land)
        move.setDuration(ms)
        move.setEasingCurve(QEasingCurve.Type.InQuad)
        spin = QPropertyAnimation(die, b"rotation", both)
        spin.setStartValue(0.0)
        spin.setEndValue(turn)
        spin.setDuration(ms)
        both.addAnimation(move)
        both.addAnimation(spin)
        seq.addAnimation(both)
        fade = QPropertyAnimation(die, b"opacity", seq)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(ms // 2)
        seq.addAnimation(fade)
        return seq

    def clear(self) -> None:
        for die in self.items:
            if die.scene() is self.table:
                self.table.removeItem(die)
        self.items = []
