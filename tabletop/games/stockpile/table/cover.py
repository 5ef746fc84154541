"""Stockpile's cover in the game chooser: a fan of the six companies' stock cards and a bidding
meeple."""

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from ....ui import art
from ....ui.covers import fan


def paint(p: QPainter, rect: QRectF) -> None:
    fan(p, rect, [art.pixmap(f"stockpile/stock-{c}") for c in range(6)], 15.0)
    meeple = art.pixmap("stockpile/meeple-0")
    p.drawPixmap(QRectF(rect.right() - 60, rect.bottom() - 62, 40, 48), meeple, QRectF())
