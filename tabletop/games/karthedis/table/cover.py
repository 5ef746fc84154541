"""Karthedis' cover in the game chooser: a hand of cats."""

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from ....ui import art
from ....ui.covers import fan

FAN_CATS = (0, 3, 9, 11, 2)  # house cat, Siamese, caracal, Pallas's cat, Persian


def paint(p: QPainter, rect: QRectF) -> None:
    fan(p, rect, [_cat_card(n) for n in FAN_CATS], 13.0)


def _cat_card(species: int) -> QPixmap:
    """A Karthedis card for the cover: a cat's portrait on card stock (the table draws the
    full card with its value and ability)."""
    size = art.CARD_SIZE
    image = QImage(
        round(size.width() * art.SCALE),
        round(size.height() * art.SCALE),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    p.scale(art.SCALE, art.SCALE)
    card = QRectF(0.5, 0.5, size.width() - 1, size.height() - 1)
    p.setPen(QColor("#1d2330"))
    p.setBrush(QColor("#fbf8f0"))
    p.drawRoundedRect(card, 6, 6)
    inner = card.adjusted(5, 5, -5, -5)
    portrait = QRectF(inner.left(), inner.top(), inner.width(), inner.width() * 88 / 112)
    p.drawPixmap(portrait, art.pixmap(f"karthedis/cat-{species}"), QRectF())
    emblem = QRectF(inner.center().x() - 11, portrait.bottom() + 8, 22, 22)
    p.drawPixmap(emblem, art.pixmap(f"karthedis/emblem-{species}"), QRectF())
    p.end()
    return QPixmap.fromImage(image)
