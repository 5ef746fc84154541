"""Big print on market cards that lie overlapped (the stockpiles show only a strip of each):
a band across the card's top with what matters in the auction, "LL Stock", "Fee $2K",
"Boom +2", "Tax"... (or "LL", "−$2K", "+2" on narrow cards).  The band is a child of the
card, so it moves, zooms and stacks with it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ....core.game import HIDDEN
from ....ui.sprites import CardItem, elide, font
from .. import cards
from .layout import company_color, translate
from .ui_art import SHORT

CAPTION_H = 19


def caption_for(card: int) -> tuple[str, str, QColor] | None:
    """The band's words, its short form for narrow cards and its colour, for a market or
    commercial card (None: a hidden card)."""
    if card == HIDDEN:
        return None
    if cards.is_stock(card):
        c = cards.company_of(card)
        return (
            translate("StockpileTable", "{symbol} Stock").format(symbol=SHORT[c]),
            SHORT[c],
            company_color(c),
        )
    if cards.is_fee(card):
        fee = cards.fee_value(card)
        return (
            translate("StockpileTable", "Fee ${amount}K").format(amount=fee),
            f"−${fee}K",
            QColor("#8a8a8a"),
        )
    if cards.is_action(card):
        delta = cards.action_delta(card)
        if delta > 0:
            return (
                translate("StockpileTable", "Boom +{n}").format(n=delta),
                f"+{delta}",
                QColor("#009e73"),
            )
        return (
            translate("StockpileTable", "Bust −{n}").format(n=-delta),
            f"−{-delta}",
            QColor("#c0392b"),
        )
    if cards.is_commodity(card):
        name = cards.COMMODITY_KINDS[cards.commodity_kind(card)]
        return name, name[:2].upper(), QColor("#d4b13a")  # the card prints "GO", "PL"...
    if cards.is_tax(card):
        tax = translate("StockpileTable", "Tax")
        return tax, tax, QColor("#9b1c1c")
    return translate("StockpileTable", "1st player"), "1st", QColor("#e0b03a")


class CardCaption(QGraphicsItem):
    """The band itself; clicks and hovers go through to the card."""

    def __init__(self, parent: CardItem):
        super().__init__(parent)
        self.text, self.short, self.color = "", "", QColor()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def set(self, text: str, short: str, color: QColor) -> None:
        self.text, self.short, self.color = text, short, color
        self.update()

    def boundingRect(self) -> QRectF:
        card = self.parentItem()
        width = card.size.width() if isinstance(card, CardItem) else 0.0
        return QRectF(0, 0, width, CAPTION_H)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self.boundingRect().adjusted(1, 1, -1, 0)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(20, 20, 20, 180), 1))
        painter.setBrush(self.color)
        painter.drawRoundedRect(rect, 3, 3)
        # dark text on light colours (Bottomline yellow, Steel grey, gold), else white
        light = self.color.lightnessF() > 0.55
        painter.setPen(QColor("#1b1b1b") if light else QColor("#ffffff"))
        f = font(11.5, bold=True)
        painter.setFont(f)
        room = rect.width() - 4
        text = self.text if QFontMetricsF(f).horizontalAdvance(self.text) <= room else self.short
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, elide(text, f, room))


def set_caption(item: CardItem, card: int | None, text: str | None = None) -> None:
    """Show the band on `item` for `card` (with `text` instead of the card's own words), or
    remove it (None: the card lies in full view)."""
    band = next((c for c in item.childItems() if isinstance(c, CardCaption)), None)
    words = caption_for(card) if card is not None else None
    if words is not None and text is not None:
        words = text, text, words[2]
    if words is None:
        if band is not None:
            band.hide()  # kept for the next time the card lies overlapped
        return
    if band is None:
        band = CardCaption(item)
    band.set(*words)
    band.show()
