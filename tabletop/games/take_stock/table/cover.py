"""Take Stock's cover in the game chooser: a fan of share cards, one per company, and a stock
option token."""

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from ....ui import art
from ....ui.covers import fan

FAN_SHARES = ((0, 9), (1, 12), (2, 7), (3, 10), (4, 5))  # (company, value) left to right


def paint(p: QPainter, rect: QRectF) -> None:
    fan(p, rect, [art.pixmap(f"share-{c}-{v}") for c, v in FAN_SHARES], 19.0)
    token = art.pixmap("token-option")
    p.drawPixmap(QRectF(rect.right() - 62, rect.bottom() - 58, 44, 44), token, QRectF())
