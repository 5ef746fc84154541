"""The pieces of the Stack Market table, painted rather than loaded: dice showing their number,
investor markers in the seat's colour with its number, the dice cup.  Painting keeps a die crisp
at any size (a tower of 40 floors draws its dice small).

Company colours come from the Okabe-Ito palette and each company also has its initial on its
card and height marker, so colour is never the only cue.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen, QPolygonF

from ....ui.sprites import HINT, LAST, LEGAL, SELECT, CardItem

COMPANY_RGB = ((0xE6, 0x9F, 0x00), (0x56, 0xB4, 0xE9), (0x00, 0x9E, 0x73), (0xCC, 0x79, 0xA7))
SEAT_RGB = ((0xF2, 0xF2, 0xF2), (0xF0, 0xE4, 0x42), (0xD5, 0x5E, 0x00), (0x00, 0x72, 0xB2))
MARKS = {"selected": SELECT, "legal": LEGAL, "hint": HINT, "last": LAST}


def company_color(company: int) -> QColor:
    return QColor(*COMPANY_RGB[company % len(COMPANY_RGB)])


def seat_color(seat: int) -> QColor:
    return QColor(*SEAT_RGB[seat % len(SEAT_RGB)])


def _font(px: float, bold: bool = True) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


class DieSprite(CardItem):
    """A die seen from the side, its number on the face.  `tint` colours a ghost (where a die
    would rest) or a die that may not come next (grey)."""

    def __init__(self, key: str, face: str, size: QSizeF, parent=None):
        super().__init__(key, face, size, parent)
        self.tint: QColor | None = None
        self.setTransformOriginPoint(size.width() / 2, size.height() / 2)

    def set_face(self, face: str, size: QSizeF) -> None:
        super().set_face(face, size)
        self.setTransformOriginPoint(size.width() / 2, size.height() / 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self.size.width(), self.size.height()
        rect = QRectF(0.5, 0.5, w - 1, h - 1)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = max(2.0, w * 0.16)
        if self.tint is None:
            grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
            grad.setColorAt(0, QColor("#fffdf6"))
            grad.setColorAt(1, QColor("#ddd6c4"))
            painter.setBrush(grad)
            painter.setPen(QPen(QColor("#3b3325"), max(1.0, w / 24)))
        else:
            painter.setBrush(self.tint)
            painter.setPen(QPen(self.tint.darker(160), max(1.0, w / 24), Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setFont(_font(h * 0.62))
        painter.setPen(QColor("#1d1a14") if self.tint is None else QColor(20, 20, 20, 200))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.face)
        color = MARKS.get(self.mark)
        if color is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(color, max(2.5, w / 9)))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)


class MarkerSprite(CardItem):
    """An investor marker: a disc in its seat's colour with the seat's number."""

    def __init__(self, key: str, face: str, size: QSizeF, parent=None):
        super().__init__(key, face, size, parent)
        self.seat = 0

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w = self.size.width()
        rect = QRectF(1, 1, w - 2, w - 2)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawEllipse(rect.translated(1, 2))
        painter.setBrush(seat_color(self.seat))
        painter.setPen(QPen(QColor("#222222"), 1.5))
        painter.drawEllipse(rect)
        painter.setFont(_font(w * 0.5))
        painter.setPen(QColor("#111111"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.face)
        color = MARKS.get(self.mark)
        if color is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(color, 3))
            painter.drawEllipse(rect.adjusted(-2, -2, 2, 2))


class CupSprite(CardItem):
    """The dice cup: click it to roll."""

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self.size.width(), self.size.height()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        top, bottom = w * 0.08, w * 0.2
        body = QPolygonF(
            [QPointF(top, 4), QPointF(w - top, 4), QPointF(w - bottom, h), QPointF(bottom, h)]
        )
        grad = QLinearGradient(QPointF(0, 0), QPointF(w, 0))
        grad.setColorAt(0, QColor("#5b3a1e"))
        grad.setColorAt(0.5, QColor("#9a6a3c"))
        grad.setColorAt(1, QColor("#4a2e17"))
        painter.setBrush(grad)
        painter.setPen(QPen(QColor("#2a180a"), 2))
        painter.drawPolygon(body)
        painter.setBrush(QColor("#2a180a"))
        painter.drawEllipse(QRectF(top, 0, w - 2 * top, 10))
        painter.setFont(_font(h * 0.2))
        painter.setPen(QColor("#f7e7c6"))
        painter.drawText(QRectF(0, h * 0.35, w, h * 0.4), Qt.AlignmentFlag.AlignCenter, self.face)
        color = MARKS.get(self.mark)
        if color is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(color, 4))
            painter.drawRoundedRect(QRectF(0, 0, w, h).adjusted(-3, -3, 3, 3), 8, 8)
