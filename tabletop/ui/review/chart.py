"""The seat's estimated share of the win over the game, as a line (people would rather look
than read), with the marked decisions as dots coloured by their mark; a click on a dot picks
that decision."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...ai.review import Mark

MARK_COLOURS = {
    Mark.INACCURACY: QColor("#e0b000"),
    Mark.MISTAKE: QColor("#e07000"),
    Mark.BLUNDER: QColor("#c62828"),
}
LINE = QColor("#2f6db5")
CURRENT = QColor(90, 90, 90, 140)


class ShareChart(QWidget):
    picked = Signal(int)  # the move number of the dot clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[tuple[int, float]] = []
        self.dots: list[tuple[int, float, Mark]] = []
        self.moves = 1  # moves of the game: the x axis
        self.current: int | None = None
        self.setMinimumHeight(90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_curve(
        self, points: list[tuple[int, float]], dots: list[tuple[int, float, Mark]], moves: int
    ) -> None:
        self.points, self.dots, self.moves = list(points), list(dots), max(1, moves)
        self.update()

    def set_current(self, number: int | None) -> None:
        self.current = number
        self.update()

    def plot(self) -> QRectF:
        return QRectF(self.rect()).adjusted(40, 8, -8, -8)

    def at(self, number: int, share: float) -> QPointF:
        r = self.plot()
        return QPointF(r.left() + r.width() * number / self.moves, r.bottom() - r.height() * share)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.plot()
        p.fillRect(r, self.palette().base())
        p.setPen(QPen(self.palette().mid().color(), 1))
        p.drawRect(r)
        for share in (0.0, 0.5, 1.0):  # the axis: share of the win in per cent
            y = self.at(0, share).y()
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(self.palette().text().color())
            p.drawText(QRectF(0, y - 8, 36, 16), Qt.AlignmentFlag.AlignRight, f"{share:.0%}")
            p.setPen(QPen(self.palette().mid().color(), 1))
        if self.current is not None:
            x = self.at(self.current, 0).x()
            p.setPen(QPen(CURRENT, 2, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
        if self.points:
            path = QPainterPath(self.at(*self.points[0]))
            for number, share in self.points[1:]:
                path.lineTo(self.at(number, share))
            p.setPen(QPen(LINE, 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
        for number, share, mark in self.dots:
            p.setPen(QPen(QColor("#ffffff"), 1.5))
            p.setBrush(MARK_COLOURS[mark])
            p.drawEllipse(self.at(number, share), 5.5, 5.5)
        p.end()

    def mousePressEvent(self, event) -> None:
        pos = event.position()
        near = [
            (abs(self.at(n, s).x() - pos.x()) + abs(self.at(n, s).y() - pos.y()), n)
            for n, s, _m in self.dots
        ]
        if near and min(near)[0] < 14:
            self.picked.emit(min(near)[1])
        super().mousePressEvent(event)
