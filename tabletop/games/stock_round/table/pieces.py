"""The pieces of the Stock Round table, painted rather than loaded so they stay crisp at any
size: share certificates, trains, the railways' market tokens.

Railway colours come from the Okabe-Ito palette, and every railway also has a symbol and a
two-letter code on each of its pieces: colour is never the only cue.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject

from ....ui.sprites import HINT, LAST, LEGAL, SELECT, CardItem
from ..data import RAILWAYS
from .money import money

RAILWAY_RGB = (
    (0x00, 0x72, 0xB2),  # blue
    (0x56, 0xB4, 0xE9),  # sky blue
    (0xE6, 0x9F, 0x00),  # orange
    (0xCC, 0x79, 0xA7),  # reddish purple
    (0x00, 0x9E, 0x73),  # bluish green
    (0xD5, 0x5E, 0x00),  # vermillion
)
SEAT_RGB = (
    (0xF2, 0xF2, 0xF2),
    (0xF0, 0xE4, 0x42),
    (0xE6, 0x9F, 0x00),
    (0x56, 0xB4, 0xE9),
    (0xCC, 0x79, 0xA7),
    (0x00, 0x9E, 0x73),
)
MARKS = {"selected": SELECT, "legal": LEGAL, "hint": HINT, "last": LAST}


def railway_color(r: int) -> QColor:
    return QColor(*RAILWAY_RGB[r % len(RAILWAY_RGB)])


def seat_color(seat: int) -> QColor:
    return QColor(*SEAT_RGB[seat % len(SEAT_RGB)])


def ink_on(color: QColor) -> QColor:
    """Black or white, whichever reads better on `color`."""
    light = 0.299 * color.red() + 0.587 * color.green() + 0.114 * color.blue()
    return QColor("#111111") if light > 140 else QColor("#ffffff")


def font(px: float, bold: bool = True) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def symbol_path(name: str, rect: QRectF) -> QPainterPath:
    """A railway's symbol filling `rect` (anchor, drop, crown, star, wheel, wave)."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()

    def p(u: float, v: float) -> QPointF:
        return QPointF(x + u * w, y + v * h)

    path = QPainterPath()
    if name == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rad = 0.5 if i % 2 == 0 else 0.21
            pts.append(p(0.5 + rad * math.cos(a), 0.52 + rad * math.sin(a)))
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
    elif name == "crown":
        path.addPolygon(
            QPolygonF(
                [
                    p(0.05, 0.85),
                    p(0.05, 0.3),
                    p(0.3, 0.55),
                    p(0.5, 0.15),
                    p(0.7, 0.55),
                    p(0.95, 0.3),
                    p(0.95, 0.85),
                ]
            )
        )
        path.closeSubpath()
    elif name == "drop":
        path.moveTo(p(0.5, 0.05))
        path.cubicTo(p(0.5, 0.05), p(0.15, 0.5), p(0.18, 0.66))
        path.arcTo(QRectF(x + 0.18 * w, y + 0.32 * h, 0.64 * w, 0.64 * h), 180, 180)
        path.cubicTo(p(0.85, 0.5), p(0.5, 0.05), p(0.5, 0.05))
        path.closeSubpath()
    elif name == "wheel":
        path.addEllipse(QRectF(x + 0.1 * w, y + 0.1 * h, 0.8 * w, 0.8 * h))
        path.addEllipse(QRectF(x + 0.4 * w, y + 0.4 * h, 0.2 * w, 0.2 * h))
        for i in range(4):
            a = i * math.pi / 4
            c, s = 0.4 * math.cos(a), 0.4 * math.sin(a)
            path.moveTo(p(0.5 - c, 0.5 - s))
            path.lineTo(p(0.5 + c, 0.5 + s))
    elif name == "wave":
        for v in (0.32, 0.62):
            path.moveTo(p(0.05, v))
            path.cubicTo(p(0.25, v - 0.22), p(0.3, v + 0.22), p(0.5, v))
            path.cubicTo(p(0.7, v - 0.22), p(0.75, v + 0.22), p(0.95, v))
    else:  # anchor
        path.addEllipse(QRectF(x + 0.4 * w, y + 0.04 * h, 0.2 * w, 0.2 * h))
        path.moveTo(p(0.5, 0.24))
        path.lineTo(p(0.5, 0.9))
        path.moveTo(p(0.3, 0.38))
        path.lineTo(p(0.7, 0.38))
        path.moveTo(p(0.12, 0.6))
        path.quadTo(p(0.2, 0.95), p(0.5, 0.92))
        path.quadTo(p(0.8, 0.95), p(0.88, 0.6))
    return path


def draw_symbol(painter: QPainter, r: int, rect: QRectF, color: QColor) -> None:
    name = RAILWAYS[r][2]
    path = symbol_path(name, rect)
    painter.save()
    if name in ("star", "crown", "drop"):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
    else:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(color, max(1.2, rect.width() * 0.1)))
    painter.drawPath(path)
    painter.restore()


def _mark(painter: QPainter, item: CardItem, rect: QRectF, radius: float) -> None:
    color = MARKS.get(item.mark)
    if color is not None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(color, 3.5))
        painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)


def _badge(painter: QPainter, w: float, count: int) -> None:
    """How many lie in a stack, in a dark tab at its top right corner."""
    if count <= 1:
        return
    badge = QRectF(w - 20, -6, 24, 18)
    painter.setBrush(QColor("#1d1a14"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(badge, 8, 8)
    painter.setPen(QColor("#ffffff"))
    painter.setFont(font(12))
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"×{count}")


class CertificateSprite(CardItem):
    """A share certificate: the railway's colour band with its symbol and code, the share it
    stands for (10% or the director's 20%), and how many lie in the stack."""

    def __init__(self, key: str, face: str, size: QSizeF, parent=None):
        super().__init__(key, face, size, parent)
        self.railway = 0
        self.percent = 10
        self.count = 1
        self.director = False  # a holding that includes the director's certificate

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self.size.width(), self.size.height()
        rect = QRectF(0.5, 0.5, w - 1, h - 1)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = railway_color(self.railway)
        if self.count > 1:  # a stack: paper edges behind
            painter.setPen(QPen(QColor("#8a8170"), 1))
            painter.setBrush(QColor("#e9e2cf"))
            painter.drawRoundedRect(rect.translated(3, 3), 4, 4)
        painter.setPen(QPen(QColor("#3b3325"), 1.2))
        star = self.director or (self.percent == 20 and self.count == 1)
        painter.setBrush(QColor("#fff3c4") if star else QColor("#fbf6e6"))
        painter.drawRoundedRect(rect, 4, 4)
        band = QRectF(rect.left(), rect.top(), rect.width(), h * 0.42)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        painter.drawRoundedRect(band, 4, 4)
        ink = ink_on(color)
        s = min(band.height() - 6, w * 0.5)
        draw_symbol(painter, self.railway, QRectF((w - s) / 2, band.top() + 3, s, s), ink)
        painter.setPen(QColor("#1d1a14"))
        painter.setFont(font(h * 0.2))
        code = RAILWAYS[self.railway][1]
        painter.drawText(QRectF(0, h * 0.44, w, h * 0.26), Qt.AlignmentFlag.AlignCenter, code)
        painter.setFont(font(min(h * 0.19, w * 0.26), bold=star))
        text = f"{self.percent}%" + ("★" if star else "")
        painter.drawText(QRectF(0, h * 0.7, w, h * 0.28), Qt.AlignmentFlag.AlignCenter, text)
        _badge(painter, w, self.count)
        _mark(painter, self, rect, 4)


class TrainSprite(CardItem):
    """A train card: its size in large print, its price, and what rusts it."""

    def __init__(self, key: str, face: str, size: QSizeF, parent=None):
        super().__init__(key, face, size, parent)
        self.price = 0
        self.count = 1
        self.used = False

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self.size.width(), self.size.height()
        rect = QRectF(0.5, 0.5, w - 1, h - 1)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.count > 1:
            painter.setPen(QPen(QColor("#3a3a3a"), 1))
            painter.setBrush(QColor("#6d6a62"))
            painter.drawRoundedRect(rect.translated(3, 3), 5, 5)
        painter.setPen(QPen(QColor("#1b1b1b"), 1.5))
        painter.setBrush(QColor("#d9d2bf") if self.used else QColor("#f4efe1"))
        painter.drawRoundedRect(rect, 5, 5)
        if h < 50:  # a railway's own train, small: its size alone
            painter.setPen(QColor("#1d1a14"))
            painter.setFont(font(h * 0.55))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.face)
            _mark(painter, self, rect, 5)
            return
        # a small locomotive across the top
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#2d2a25"))
        painter.drawRect(QRectF(w * 0.18, h * 0.1, w * 0.5, h * 0.13))
        painter.drawRect(QRectF(w * 0.6, h * 0.04, w * 0.2, h * 0.19))
        for u in (0.28, 0.5, 0.72):
            painter.drawEllipse(QRectF(w * u - 3, h * 0.22, 6, 6))
        painter.setPen(QColor("#1d1a14"))
        painter.setFont(font(h * 0.36))
        painter.drawText(QRectF(0, h * 0.28, w, h * 0.4), Qt.AlignmentFlag.AlignCenter, self.face)
        painter.setFont(font(max(11.0, h * 0.17), bold=False))
        painter.drawText(
            QRectF(0, h * 0.68, w, h * 0.28), Qt.AlignmentFlag.AlignCenter, money(self.price)
        )
        _badge(painter, w, self.count)
        _mark(painter, self, rect, 5)


class TokenSprite(CardItem):
    """A railway's market token: a disc in its colour with its symbol."""

    def __init__(self, key: str, face: str, size: QSizeF, parent=None):
        super().__init__(key, face, size, parent)
        self.railway = 0

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QRectF(0, 0, self.size.width(), self.size.height()))
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w = self.size.width()
        rect = QRectF(1, 1, w - 2, w - 2)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(rect.translated(1, 1.5))
        color = railway_color(self.railway)
        painter.setBrush(color)
        painter.setPen(QPen(QColor("#111111"), 1.2))
        painter.drawEllipse(rect)
        s = w * 0.62
        draw_symbol(painter, self.railway, QRectF((w - s) / 2, (w - s) / 2, s, s), ink_on(color))
        color_mark = MARKS.get(self.mark)
        if color_mark is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(color_mark, 3))
            painter.drawEllipse(rect.adjusted(-2, -2, 2, 2))


class Band(QGraphicsObject):
    """A charter's header band: the railway's colour with its symbol at the left."""

    def __init__(self) -> None:
        super().__init__()
        self.railway = 0
        self.rect = QRectF()
        self.symbol = True  # a column's header carries the code alone

    def set_band(self, r: int, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.railway, self.rect = r, QRectF(rect)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = railway_color(self.railway)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        painter.drawRoundedRect(self.rect, 5, 5)
        if not self.symbol:
            return
        s = self.rect.height() - 8
        draw_symbol(
            painter,
            self.railway,
            QRectF(self.rect.left() + 4, self.rect.top() + 4, s, s),
            ink_on(color),
        )


CELL_PX = 18  # an ownership cell's text: about 11.5 px at 1024x700, where the table is ~0.64


class HoldingCell(CardItem):
    """One player's share of one railway in the ownership table: the percentage in large print
    on a paper cell edged in the railway's colour; the director's cell golden,
    dark-edged and bold.  The viewer's own cells are dragged to the pool to sell."""

    def __init__(self, key: str, face: str, size: QSizeF, parent=None):
        super().__init__(key, face, size, parent)
        self.railway = 0
        self.percent = 10
        self.director = False

    def text(self) -> str:
        return f"{self.percent}%"

    def text_font(self) -> QFont:
        return font(CELL_PX, bold=self.director)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self.size.width(), self.size.height()
        rect = QRectF(0.5, 0.5, w - 1, h - 1)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # the director's cell: golden, dark-edged and bold (colour is never the only cue)
        edge = QColor("#3b3325") if self.director else railway_color(self.railway)
        painter.setPen(QPen(edge, 2.5))
        painter.setBrush(QColor("#ffd966") if self.director else QColor("#fbf6e6"))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4)
        painter.setPen(QColor("#1d1a14"))
        painter.setFont(self.text_font())
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text())
        _mark(painter, self, rect, 4)
