"""At the game's end the market gives way to a chart of each player's worth (cash plus shares
at market value) after every round: people would rather look than read."""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject

from .layout import MARKET
from .money import money
from .pieces import font, seat_color

MARKER_SIDES = (0, 3, 4, 5, 6, 8)  # a dot, triangle, square, ...: colour is never the only cue
AXIS_PX, LEGEND_PX = 17, 17  # about 11 px at 1024x700
translate = QCoreApplication.translate


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
        plot = self.plot_rect()
        top = max(max(h) for h in self.history) or 1
        steps = max(1, len(self.history[0]) - 1)

        def at(i: int, value: int) -> QPointF:
            return QPointF(
                plot.left() + plot.width() * i / steps, plot.bottom() - plot.height() * value / top
            )

        painter.setFont(font(AXIS_PX, bold=False))
        for k, text in enumerate(self.value_labels()):  # the value axis
            y = plot.bottom() - plot.height() * k / 4
            painter.setPen(QPen(QColor("#cfc6ad"), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor("#4b4538"))
            painter.drawText(
                QRectF(4, y - 9, plot.left() - 10, 18), Qt.AlignmentFlag.AlignRight, text
            )
        for rect, text in self.round_labels():
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
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
        for seat, (name_rect, name, worth_rect, worth) in enumerate(self.legend()):
            painter.setBrush(seat_color(seat).darker(130))
            painter.setPen(Qt.PenStyle.NoPen)
            _marker(painter, QPointF(name_rect.left() - 12, name_rect.center().y()), seat)
            painter.setPen(QColor("#1d1a14"))
            painter.setFont(font(LEGEND_PX))
            painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft, name)
            painter.setFont(font(LEGEND_PX, bold=False))
            painter.drawText(worth_rect, Qt.AlignmentFlag.AlignLeft, worth)

    # --- where each text goes: measured, so none is cut nor drawn over another --------------
    def value_labels(self) -> list[str]:
        top = max(max(h) for h in self.history) or 1
        return [money(int(top * k / 4)) for k in range(5)]

    def legend_width(self) -> float:
        """As wide as the longest name beside the longest worth, within 45% of the chart."""
        bold, plain = QFontMetricsF(font(LEGEND_PX)), QFontMetricsF(font(LEGEND_PX, bold=False))
        names = max([bold.horizontalAdvance(n) for n in self.names] + [30.0])
        worths = max([plain.horizontalAdvance(money(v[-1])) for v in self.history if v] + [30.0])
        return min(names + worths + 14, MARKET.width() * 0.45)

    def plot_rect(self) -> QRectF:
        metrics = QFontMetricsF(font(AXIS_PX, bold=False))
        left = 14 + max(metrics.horizontalAdvance(t) for t in self.value_labels())
        right = MARKET.width() - self.legend_width() - 40
        return QRectF(left, 34, right - left, MARKET.height() - 34 - 30)

    def legend(self) -> list[tuple[QRectF, str, QRectF, str]]:
        """Each player's name and final worth, a line each beside the plot; a name too long
        gives way (elided, never the worth)."""
        plot, w = self.plot_rect(), self.legend_width()
        bold, plain = QFontMetricsF(font(LEGEND_PX)), QFontMetricsF(font(LEGEND_PX, bold=False))
        line = bold.height() + 6
        out = []
        for seat, values in enumerate(self.history):
            y = plot.top() + seat * line
            worth = money(values[-1]) if values else ""
            worth_w = plain.horizontalAdvance(worth) + 2
            name = bold.elidedText(self.names[seat], Qt.TextElideMode.ElideRight, w - worth_w - 10)
            out.append(
                (
                    QRectF(plot.right() + 34, y, w - worth_w - 8, line),
                    name,
                    QRectF(plot.right() + 34 + w - worth_w, y, worth_w, line),
                    worth,
                )
            )
        return out

    def round_labels(self) -> list[tuple[QRectF, str]]:
        """The rounds under the plot, as many as fit side by side, the last always."""
        texts = [round_name(m) for m in self.marks]
        if not texts:
            return []
        plot = self.plot_rect()
        metrics = QFontMetricsF(font(AXIS_PX, bold=False))
        need = max(metrics.horizontalAdvance(t) for t in texts) + 12
        steps = max(1, len(texts) - 1)
        dx = plot.width() / steps
        every = max(1, math.ceil(need / dx))
        shown = list(range(0, len(texts), every))
        if shown[-1] != len(texts) - 1:
            if (len(texts) - 1 - shown[-1]) * dx < need and len(shown) > 1:
                shown.pop()
            shown.append(len(texts) - 1)
        out = []
        for i in shown:
            x = plot.left() + dx * i
            left = min(max(2.0, x - need / 2), MARKET.width() - 2 - need)
            out.append((QRectF(left, plot.bottom() + 6, need, metrics.height()), texts[i]))
        return out


def round_name(mark: str) -> str:
    """A round of the worth history ("Start", "SR 3", "OR 3.2") in the player's language."""
    sr = re.fullmatch(r"SR (\d+)", mark)
    if sr:
        return translate("StockRoundTable", "SR {n}").format(n=sr.group(1))
    op = re.fullmatch(r"OR (\d+)\.(\d+)", mark)
    if op:
        return translate("StockRoundTable", "OR {sr}.{n}").format(sr=op.group(1), n=op.group(2))
    return translate("StockRoundTable", "Start") if mark == "Start" else mark


def _marker(painter: QPainter, c: QPointF, seat: int) -> None:
    sides = MARKER_SIDES[seat % len(MARKER_SIDES)]
    if sides == 0:
        painter.drawEllipse(c, 4.5, 4.5)
        return
    pts = [
        QPointF(
            c.x() + 5.5 * math.cos(-math.pi / 2 + 2 * math.pi * k / sides),
            c.y() + 5.5 * math.sin(-math.pi / 2 + 2 * math.pi * k / sides),
        )
        for k in range(sides)
    ]
    painter.drawPolygon(QPolygonF(pts))
