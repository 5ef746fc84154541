"""Scene items shared by every game's table: cards, tokens, drop zones, buttons, labels.

Dragging is done with plain mouse events on the items (not QDrag) so that tests can drive it
with QTest, and so that a dragged card stays the very item that later animates to its new place.
Faces are `art.pixmap(name)` pictures (art draws its own stand-in for a missing file).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from . import art

CARD_SIZE = art.CARD_SIZE  # logical size of a card at scale 1
FELT = QColor("#1f5b3f")
HINT = QColor("#ffd23f")
LEGAL = QColor("#7CFC9A")
SELECT = QColor("#5ec8ff")
LAST = QColor("#ff9f6b")  # an opponent's last move, for a moment
company_color = art.company_color


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont(QApplication.font())
    f.setPixelSize(max(1, int(px)))
    f.setBold(bold)
    return f


def font(px: float, bold: bool = False) -> QFont:
    return _font(px, bold)


def elide(text: str, f: QFont, width: float) -> str:
    return QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, width)


def slide(item: QGraphicsObject, pos: QPointF, ms: int, through: bool = False) -> None:
    """Move `item` to `pos`, animated over `ms` milliseconds (0: at once); `through`: a card
    dealt off a pile lets clicks through to the pile until it lands."""
    old = getattr(item, "_slide", None)
    if old is not None:
        # a card re-aimed in flight (e.g. a dealt hand card lifted) still lets clicks through
        through = through or (
            old.state() == QPropertyAnimation.State.Running and getattr(item, "_through", False)
        )
        old.stop()
        item._slide = None  # type: ignore[attr-defined]
    if isinstance(item, CardItem):
        item._through = False
        item.setAcceptedMouseButtons(Qt.MouseButton.AllButtons)  # landed, or stopped on its way
    if ms <= 0 or item.pos() == pos:
        item.setPos(pos)
        return
    anim = QPropertyAnimation(item, b"pos")
    anim.setDuration(ms)
    anim.setStartValue(item.pos())
    anim.setEndValue(pos)
    anim.setEasingCurve(QEasingCurve.Type.OutCubic)
    item._slide = anim  # type: ignore[attr-defined]  # kept alive while it runs
    if isinstance(item, CardItem) and (pos - item.pos()).manhattanLength() > 150:
        item.setZValue(800)  # a card crossing the table flies over everything else
        if through:
            item._through = True
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        anim.finished.connect(item.land)
    anim.start()


class CardItem(QGraphicsObject):
    """A card (or token) face; optionally draggable, selectable and zoomed on hover."""

    clicked = Signal(object)
    doubleClicked = Signal(object)
    dragMoved = Signal(object, QPointF)
    dropped = Signal(object, QPointF)
    hovered = Signal(object, bool)  # the pointer came (True) or left: the table's zoom
    zoomRequested = Signal(object)  # a right-click: show it large

    def __init__(self, key: str, face: str, size: QSizeF = CARD_SIZE, parent=None):
        super().__init__(parent)
        self.key = key
        self.face = face
        self.size = QSizeF(size)
        self.payload: Any = None  # what the game's table knows the card as
        self.draggable = False
        self.clickable = False
        self.hover_zoom = 1.0
        self.mark = ""  # "", "selected", "legal", "hint", "last"
        self.home = QPointF()  # where reject() snaps it back to
        self.rest_rotation = 0.0  # its angle there (a fanned hand)
        self._drag_from = QPointF()
        self._press: QPointF | None = None
        self._dragging = False
        self._base_z = 0.0
        self._through = False  # dealt off a pile: clicks go through it in flight
        self.setAcceptHoverEvents(True)
        self.setTransformOriginPoint(self.size.width() / 2, self.size.height())

    # --- look ---------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.size.width() + 8, self.size.height() + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self.size.width(), self.size.height()))
        return path

    def set_face(self, face: str, size: QSizeF) -> None:
        if face != self.face or size != self.size:
            self.prepareGeometryChange()
            self.face, self.size = face, QSizeF(size)
            self.setTransformOriginPoint(self.size.width() / 2, self.size.height())
            self.update()

    def set_mark(self, mark: str) -> None:
        if mark != self.mark:
            self.mark = mark
            self.update()

    def set_base_z(self, z: float) -> None:
        self._base_z = z
        if not self._dragging:
            self.setZValue(z)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = QRectF(0, 0, self.size.width(), self.size.height())
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(1.5, 2), 6, 6)
        painter.drawPixmap(rect, art.pixmap(self.face), QRectF())
        color = {"selected": SELECT, "legal": LEGAL, "hint": HINT, "last": LAST}.get(self.mark)
        if color is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(color, 4))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 7, 7)

    # --- mouse ----------------------------------------------------------------------------
    def hoverEnterEvent(self, event) -> None:
        if self.hover_zoom != 1.0 and not self._dragging:
            self.setScale(self.hover_zoom)
            self.setZValue(900)
        self.hovered.emit(self, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        if self.scale() != 1.0:
            self.setScale(1.0)
            self.setZValue(self._base_z)
        self.hovered.emit(self, False)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.zoomRequested.emit(self)
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton or not (self.draggable or self.clickable):
            event.ignore()
            return
        self._press = event.scenePos()
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None or not self.draggable:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() < QApplication.startDragDistance():
            return
        if not self._dragging:
            self._dragging = True
            slide(self, self.pos(), 0)  # stop any slide where the card is now
            self._drag_from = self.pos()
            self.setScale(1.0)
            self.setRotation(0)
            self.setZValue(1000)
        self.setPos(self._drag_from + delta)
        self.dragMoved.emit(self, event.scenePos())

    def mouseReleaseEvent(self, event) -> None:
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.dropped.emit(self, event.scenePos())
        else:
            self.clicked.emit(self)

    def mouseDoubleClickEvent(self, event) -> None:
        if self.draggable or self.clickable:
            self._press = None  # the release that follows is not a click
            self.doubleClicked.emit(self)
            event.accept()

    def cancel_drag(self) -> None:
        """End a drag without a drop (the table is being re-laid under the pointer)."""
        if self._dragging:
            self._dragging = False
            self.ungrabMouse()
            self.setRotation(self.rest_rotation)
        self._press = None
        self.setZValue(self._base_z)

    def land(self) -> None:
        self._through = False
        self.setAcceptedMouseButtons(Qt.MouseButton.AllButtons)
        if not self._dragging:
            self.setZValue(self._base_z)

    @property
    def dragging(self) -> bool:
        return self._dragging

    def snap_home(self, ms: int) -> None:
        self.setZValue(self._base_z)
        self.setRotation(self.rest_rotation)
        slide(self, self.home, ms)


class TokenItem(CardItem):
    """A round token (stock options, markers): a card without the card's corners."""

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QRectF(0, 0, self.size.width(), self.size.height()))
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = QRectF(0, 0, self.size.width(), self.size.height())
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(rect.translated(1, 1.5))
        painter.drawPixmap(rect, art.pixmap(self.face), QRectF())
        if self.mark:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen({"hint": HINT, "last": LAST}.get(self.mark, SELECT), 3))
            painter.drawEllipse(rect.adjusted(-1, -1, 1, 1))


class DropZone(QGraphicsObject):
    """A labelled area of the table that cards are dropped on, or clicked as a target."""

    clicked = Signal(object)

    def __init__(self, target, rect: QRectF, parent=None):
        super().__init__(parent)
        self.target = target
        self.rect = QRectF(rect)
        self.mode = ""  # "", "legal", "dim", "hint", "active", "last"
        self.members: list[QGraphicsItem] = []
        self.clickable = False
        self.fill = QColor(0, 0, 0, 40)
        self.setZValue(-10)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        opacity = 0.4 if mode == "dim" else 1.0
        self.setOpacity(opacity)
        for item in self.members:
            item.setOpacity(opacity)
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = {
            "legal": QPen(LEGAL, 3),
            "hint": QPen(HINT, 4),
            "last": QPen(LAST, 3),
            "active": QPen(QColor(255, 255, 255, 170), 2),
        }.get(self.mode, QPen(QColor(255, 255, 255, 45), 1.2))
        painter.setPen(pen)
        fill = QColor(self.fill)
        if self.mode == "legal":
            fill = QColor(124, 252, 154, 55)
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect, 10, 10)

    def mousePressEvent(self, event) -> None:
        if self.clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        if self.clickable and self.rect.contains(event.pos()):
            self.clicked.emit(self)


class ButtonItem(QGraphicsObject):
    """A button drawn on the table (prompts such as "Option A", "Done")."""

    clicked = Signal(object)

    def __init__(self, key: str, text: str = "", parent=None):
        super().__init__(parent)
        self.key = key
        self.payload = None
        self.text = ""
        self.mark = ""
        self._font = _font(15, bold=True)
        self._w = 60.0
        self.set_text(text)
        self.setAcceptHoverEvents(True)
        self._hover = False
        self.setZValue(50)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self._w = QFontMetricsF(self._font).horizontalAdvance(text) + 28

    def set_mark(self, mark: str) -> None:
        self.mark = mark
        self.update()

    def width(self) -> float:
        return self._w

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self._w + 6, 40)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, 34)
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        base = QColor("#f4ead2") if not self._hover else QColor("#fff6de")
        grad.setColorAt(0, base)
        grad.setColorAt(1, base.darker(115))
        # "last": the move a button made (an opponent's, or the reviewed seat's in a review)
        color = {"selected": SELECT, "hint": HINT, "last": LAST}.get(self.mark, QColor("#5a4a2a"))
        painter.setPen(QPen(color, 3 if self.mark else 1.5))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(QColor("#2b2112"))
        painter.setFont(self._font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)

    def hoverEnterEvent(self, event) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event) -> None:
        event.accept() if event.button() == Qt.MouseButton.LeftButton else event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        if QRectF(0, 0, self._w, 34).contains(event.pos()):
            self.clicked.emit(self)


class Label(QGraphicsSimpleTextItem):
    """One line of text fitted to its width (shrunk a little, then elided with the whole text
    as its tooltip) and aligned in it."""

    SHRINK = 0.78  # a text too long for its width first shrinks to this share of its size

    def __init__(self, px: float = 14, bold: bool = False, color: str = "#f3f0e6", parent=None):
        super().__init__(parent)
        self._px, self._bold = px, bold
        self.tip = ""  # what the label is: its tooltip (with the whole text
        self.least_px = 8  # when that had to be elided); never shrunk below this
        self.setFont(_font(px, bold))
        self.setBrush(QColor(color))
        self.setZValue(20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def place(
        self,
        text: str,
        x: float,
        y: float,
        width: float,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
    ) -> Label:
        size = max(self._px, self.least_px)
        base = _font(size, self._bold)
        px, f = int(size), base
        least = max(self.least_px, round(size * self.SHRINK))
        while QFontMetricsF(f).horizontalAdvance(text) > width and px > least:
            px -= 1
            f = _font(px, self._bold)
        if f != self.font():
            self.setFont(f)
        # a shrunk text keeps its baseline
        y += QFontMetricsF(base).ascent() - QFontMetricsF(f).ascent()
        shown = elide(text, f, width)
        self.full, self.cut = text, shown != text  # `cut`: elided even at the least size
        self.setToolTip("\n".join(t for t in (text if self.cut else "", self.tip) if t))
        self.setText(shown)
        w = QFontMetricsF(self.font()).horizontalAdvance(shown)
        dx = {
            Qt.AlignmentFlag.AlignRight: width - w,
            Qt.AlignmentFlag.AlignHCenter: (width - w) / 2,
        }.get(align, 0)
        self.setPos(x + dx, y)
        return self


class TextBox(QGraphicsTextItem):
    """Wrapped text (prompts, the help overlay)."""

    def __init__(self, px: float = 15, color: str = "#f3f0e6", parent=None):
        super().__init__(parent)
        self.setFont(_font(px))
        self.setDefaultTextColor(QColor(color))
        self.setZValue(20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def place(self, text: str, x: float, y: float, width: float, center: bool = False) -> None:
        self.setTextWidth(width)
        if center:
            self.setHtml(f"<div align='center'>{_escape(text)}</div>")
        else:
            self.setHtml(_escape(text))
        self.setPos(x, y)


def _escape(text: str) -> str:
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>")
    )


class Panel(QGraphicsObject):
    """A translucent rounded panel behind a group of items (opponents, help overlay)."""

    def __init__(self, rect: QRectF, parent=None):
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.accent = False
        self.color = QColor(0, 0, 0, 70)
        self.setZValue(-20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(self.color)
        painter.setPen(QPen(HINT, 2.5) if self.accent else QPen(QColor(255, 255, 255, 40), 1))
        painter.drawRoundedRect(self.rect, 10, 10)
