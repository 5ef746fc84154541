"""Board pieces shared by games with printed boards: a track of numbered spaces (price tracks,
bid tracks, score tracks).  Markers and meeples on it are ordinary TokenItems (sprites.py), so
they slide and drag like cards.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from .sprites import HINT, font


class TrackItem(QGraphicsObject):
    """A row of spaces labelled with their values.  `marks` outlines spaces by role:
    "current" (a marker stands there), "start" (where the piece begins), "reset" (where it
    returns after an event); `tint` fills the spaces with a faint colour of the track."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.labels: list[str] = []
        self.cell = QSizeF(30, 30)
        self.tint = QColor(255, 255, 255, 40)
        self.marks: dict[int, str] = {}
        self.setZValue(-5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_track(
        self, labels: list[str], cell: QSizeF, tint: QColor, marks: dict[int, str] | None = None
    ) -> TrackItem:
        self.prepareGeometryChange()
        self.labels, self.cell, self.tint = list(labels), QSizeF(cell), QColor(tint)
        self.marks = dict(marks or {})
        self.update()
        return self

    def space_pos(self, index: int) -> QPointF:
        """Scene position of the centre of space `index`."""
        return self.mapToScene(QPointF((index + 0.5) * self.cell.width(), self.cell.height() / 2))

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.cell.width() * len(self.labels) + 4, self.cell.height() + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.cell.width(), self.cell.height()
        painter.setFont(font(max(9.0, h * 0.36), bold=True))
        for i, text in enumerate(self.labels):
            rect = QRectF(i * w + 1, 1, w - 2, h - 2)
            mark = self.marks.get(i, "")
            fill = QColor(self.tint)
            if mark == "current":
                fill.setAlpha(min(255, fill.alpha() + 120))
            painter.setBrush(fill)
            pen = {
                "current": QPen(HINT, 2.2),
                "start": QPen(QColor("#ffffff"), 1.6, Qt.PenStyle.DashLine),
                "reset": QPen(QColor("#bfe6ff"), 1.6, Qt.PenStyle.DotLine),
            }.get(mark, QPen(QColor(255, 255, 255, 70), 1))
            painter.setPen(pen)
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(QColor("#f3f0e6"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
