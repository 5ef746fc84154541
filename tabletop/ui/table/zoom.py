"""Any piece shown large, on every table: after a moment's hover, on a right-click, or with
Space on the selection.  The large picture lies beside the piece, always inside the table, and
lets the mouse through (it never steals the hover that shows it)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsPixmapItem, QStyleOptionGraphicsItem

from ..sprites import CardItem
from .pieces import V
from .prompt import Prompting

ZOOM_HEIGHT = 300.0  # a zoomed piece is this tall on the 760-high table
MIN_FACTOR = 1.4  # a piece already this large is not zoomed
HOVER_MS = 450  # hover this long before the zoom shows


def picture(item: CardItem, factor: float) -> QPixmap:
    """The piece painted `factor` times larger (crisp: painted, not scaled), with what it
    carries (a caption band, a text drawn only at this level of detail)."""
    w, h = item.size.width() * factor, item.size.height() * factor
    pix = QPixmap(int(w) + 4, int(h) + 4)
    pix.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pix)
    painter.translate(2, 2)
    painter.scale(factor, factor)
    mark, item.mark = item.mark, ""  # the outline is the table's, not the piece's
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    item.mark = mark
    for child in item.childItems():
        if child.isVisible():
            painter.save()
            painter.translate(child.pos())
            painter.setTransform(child.transform(), True)
            child.paint(painter, QStyleOptionGraphicsItem(), None)
            painter.restore()
    painter.end()
    return pix


class Zooming(Prompting[V]):
    def __init__(self, info, parent=None) -> None:
        super().__init__(info, parent)
        self.zoomed: CardItem | None = None
        self._peek: QGraphicsPixmapItem | None = None
        self._hovered: CardItem | None = None
        self._hover = QTimer(self, singleShot=True)
        self._hover.timeout.connect(lambda: self.zoom(self._hovered))

    def connect_piece(self, item: CardItem) -> None:
        super().connect_piece(item)
        item.hovered.connect(self._on_hover)
        item.zoomRequested.connect(self.zoom)

    def _on_hover(self, item: CardItem, inside: bool) -> None:
        if inside:
            self._hovered = item
            self._hover.start(HOVER_MS)
        elif item is self._hovered:
            self._hovered = None
            self._hover.stop()
            self.unzoom()

    def zoom_factor(self, item: CardItem) -> float:
        """How much larger `item` is shown (1: it is large enough, or zooms itself)."""
        if item.hover_zoom != 1.0 or item.dragging:
            return 1.0
        factor = ZOOM_HEIGHT / max(1.0, item.size.height())
        return factor if factor >= MIN_FACTOR else 1.0

    def zoom(self, item: CardItem | None) -> None:
        """Show `item` large beside itself (again: hide it)."""
        if item is None or item.scene() is not self or item is self.zoomed:
            self.unzoom()
            return
        factor = self.zoom_factor(item)
        if factor == 1.0:
            return
        self.unzoom()
        pix = picture(item, min(factor, 4.0))
        peek = QGraphicsPixmapItem(pix)
        peek.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        peek.setAcceptHoverEvents(False)
        peek.setZValue(980)
        peek.setToolTip(item.toolTip())
        peek.setPos(self.beside(item.sceneBoundingRect(), pix.width(), pix.height()))
        self.addItem(peek)
        self._peek, self.zoomed = peek, item

    def beside(self, piece: QRectF, w: float, h: float) -> QPointF:
        """Right of the piece if it fits, else left, centred on it, inside the table."""
        r = self.sceneRect()
        x = piece.right() + 8 if piece.right() + 8 + w <= r.right() else piece.left() - 8 - w
        x = max(r.left(), min(x, r.right() - w))
        y = max(r.top(), min(piece.center().y() - h / 2, r.bottom() - h))
        return QPointF(x, y)

    def unzoom(self) -> None:
        if self._peek is not None:
            if self._peek.scene() is self:
                self.removeItem(self._peek)
            self._peek = None
        self.zoomed = None

    def zoom_selected(self) -> None:
        self.zoom(self._cards.get(self.selected) if self.selected else None)

    def relayout(self, animate: bool = False) -> None:
        self.unzoom()  # the piece may move or go: the zoom would lie
        super().relayout(animate)
