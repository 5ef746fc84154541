"""Stack Market's cover in the game chooser: three of the game's dice, painted as the table
paints them (faces 0 to 4, the game's numbers), leaning on one another."""

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from .pieces import DieSprite

THROW = ((-1.15, 0.1, -12, "4"), (0.0, -0.25, 8, "0"), (1.15, 0.15, -4, "2"))


def paint(p: QPainter, rect: QRectF) -> None:
    side = rect.height() * 0.42
    for dx, dy, angle, face in THROW:
        p.save()
        p.translate(rect.center() + QPointF(dx * side, dy * side))
        p.rotate(angle)
        p.setBrush(QColor(0, 0, 0, 80))
        p.setPen(QColor(0, 0, 0, 0))
        p.drawRoundedRect(QRectF(-side / 2 + 3, -side / 2 + 4, side, side), 10, 10)
        p.translate(-side / 2, -side / 2)
        DieSprite("cover", face, QSizeF(side, side)).paint(p, QStyleOptionGraphicsItem())
        p.restore()
