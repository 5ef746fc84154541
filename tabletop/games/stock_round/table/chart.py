"""At the game's end the market gives way to a chart of each player's worth (cash plus shares
at market value) after every round: people would rather look than read."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject

from .charters import money
from .layout import MARKET
from .pieces import font, seat_color

MARKER_SIDES = (0, 3, 4, 5, 6, 8)  # a dot, triangle, square, ...: colour is never the only cue


class WorthChart(QGraphicsObject):
    def __init__(self) -> None:
        super().__init__()
        self.history: list[list[int]] = []
        self.marks: list[str] = []
        self.names: list[str] = []
        self.title = ""
        self.setZValue(2)

    def set_data(self, history, marks, names, title: str) -> None:
        self.history, self.marks, self.names, self.title = history, marks, names, title
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, MARKET.width(), MARKET.height())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.boundingRect()
        painter.setPen(QPen(QColor("#4b4538"), 1))
        painter.setBrush(QColor("#f7f1de"))
        painter.drawRoundedRect(box.adjusted(1, 1, -1, -1), 6, 6)
        painter.setPen(QColor("#1d1a14"))
        painter.setFont(font(16))
        painter.drawText(QRectF(0, 4, box.width(), 22), Qt.AlignmentFlag.AlignCenter, self.title)
        if not self.history or not self.history[0]:
            return
        plot = QRectF(58, 32, box.width() - 200, box.height() - 64)
        top = max(max(h) for h in self.history) or 1
        steps = max(1, len(self.history[0]) - 1)

        def at(i: int, value: int) -> QPointF:
            return QPointF(
                plot.left() + plot.width() * i / steps, plot.bottom() - plot.height() * value / top
            )

        painter.setFont(font(13, bold=False))
        for k in range(5):  # the value axis
            value = top * k / 4
            y = plot.bottom() - plot.height() * k / 4
            painter.setPen(QPen(QColor("#cfc6ad"), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor("#4b4538"))
            painter.drawText(
                QRectF(0, y - 8, 54, 16), Qt.AlignmentFlag.AlignRight, money(int(value))
            )
        label_every = max(1, round(len(self.marks) * 62 / plot.width() + 0.5))
        for i, mark in enumerate(self.marks):
            if i % label_every == 0 or i == len(self.marks) - 1:
                x = plot.left() + plot.width() * i / steps
                painter.drawText(
                    QRectF(x - 30, plot.bottom() + 4, 60, 16), Qt.AlignmentFlag.AlignCenter, mark
                )
        for seat, values in enumerate(self.history):
            color = seat_color(seat).darker(130)
            painter.setPen(QPen(color, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            path = QPainterPath(at(0, values[0]))
            for i, value in enumerate(values[1:], 1):
                path.lineTo(at(i, value))
            painter.drawPath(path)
            painter.setBrush(color)
            for i, value in enumerate(values):
                _marker(painter, at(i, value), seat)
            ly = plot.top() + seat * 24
            _marker(painter, QPointF(plot.right() + 24, ly + 8), seat)
            painter.setPen(QColor("#1d1a14"))
            painter.setFont(font(14))
            painter.drawText(
                QRectF(plot.right() + 36, ly, 130, 18),
                Qt.AlignmentFlag.AlignLeft,
                f"{self.names[seat]}  {money(values[-1])}",
            )


def _marker(painter: QPainter, c: QPointF, seat: int) -> None:
    sides = MARKER_SIDES[seat % len(MARKER_SIDES)]
    if sides == 0:
        painter.drawEllipse(c, 4.5, 4.5)
        return
    import math

    pts = [
        QPointF(
            c.x() + 5.5 * math.cos(-math.pi / 2 + 2 * math.pi * k / sides),
            c.y() + 5.5 * math.sin(-math.pi / 2 + 2 * math.pi * k / sides),
        )
        for k in range(sides)
    ]
    painter.drawPolygon(QPolygonF(pts))
