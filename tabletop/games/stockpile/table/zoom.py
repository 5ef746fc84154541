"""An investment strategy card's effect in words on the card, drawn only where the card is
shown large (the base's zoom: hover, right-click or Space): the picture prints only its name
and cost, and at rest the card is too small for words."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ....ui.sprites import CardItem, font

ZOOMED = 2.5  # drawn this many times larger than on the 1280-wide table: large enough to read


class EffectText(QGraphicsItem):
    """The effect of a strategy card over the middle of its picture, drawn only at the level of
    detail of a zoom (the base's zoom paints a piece with its child items, this one included)."""

    def __init__(self, parent: CardItem, text: str) -> None:
        super().__init__(parent)
        self.text = text
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def _card(self) -> CardItem:
        parent = self.parentItem()
        assert isinstance(parent, CardItem)
        return parent

    def boundingRect(self) -> QRectF:
        size = self._card().size
        return QRectF(0, size.height() * 0.22, size.width(), size.height() * 0.62)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        if lod < ZOOMED or not self.text:
            return
        rect = self.boundingRect().adjusted(3, 2, -3, -2)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#2b3a4a"), 0.8))
        painter.setBrush(QColor("#fbf7ec"))
        painter.drawRoundedRect(rect, 3, 3)
        painter.setPen(QColor("#1b1b1b"))
        inner = rect.adjusted(2, 2, -2, -2)
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        px = 10
        while px > 5:  # the largest print whose wrapped lines fit the box
            need = QFontMetricsF(font(px)).boundingRect(inner, flags, self.text)
            if need.height() <= inner.height() and need.width() <= inner.width():
                break
            px -= 1
        painter.setFont(font(px))
        painter.drawText(inner, flags, self.text)


def set_effect(item: CardItem, text: str | None) -> None:
    """Show `text` on `item` while zoomed (None: no effect text)."""
    box = next((c for c in item.childItems() if isinstance(c, EffectText)), None)
    if text is None:
        if box is not None:
            box.hide()
        return
    if box is None:
        box = EffectText(item, text)
    box.text = text
    box.show()
    box.update()
