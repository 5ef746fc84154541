"""Box-cover pictures for the game chooser, painted from the game art at runtime.

Take Stock shows a fan of its share cards, one per company, Stockpile a fan of its six
companies' stock cards and a bidding meeple, Karthedis a hand of cats; a game without art of
its own gets a neutral motif (dice, or fanned card backs), greyed while it cannot be played.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPixmap, QRadialGradient

from ..core.game import GameInfo
from . import art

FELT = QColor("#1f5b3f")
DICE_GAMES = {"stack-market"}  # games about dice get dice, the others card backs
FAN_SHARES = ((0, 9), (1, 12), (2, 7), (3, 10), (4, 5))  # (company, value) left to right
FAN_CATS = (0, 3, 9, 11, 2)  # Karthedis: house cat, Siamese, caracal, Pallas's cat, Persian


def cover(info: GameInfo, size: QSize, ratio: float = 1.0) -> QPixmap:
    """The cover of `info` at `size` logical pixels (sharp at device pixel `ratio`)."""
    image = QImage(size * ratio, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    rect = QRectF(0, 0, size.width(), size.height())
    _felt(p, rect)
    if info.id == "take-stock":
        _fan(p, rect, [art.pixmap(f"share-{c}-{v}") for c, v in FAN_SHARES], 19.0)
        token = art.pixmap("token-option")
        p.drawPixmap(QRectF(rect.right() - 62, rect.bottom() - 58, 44, 44), token, QRectF())
    elif info.id == "stockpile":
        _fan(p, rect, [art.pixmap(f"stockpile/stock-{c}") for c in range(6)], 15.0)
        meeple = art.pixmap("stockpile/meeple-0")
        p.drawPixmap(QRectF(rect.right() - 60, rect.bottom() - 62, 40, 48), meeple, QRectF())
    elif info.id == "karthedis":
        _fan(p, rect, [_cat_card(n) for n in FAN_CATS], 13.0)
    elif info.id in DICE_GAMES:
        _dice(p, rect)
    else:
        _backs(p, rect)
    p.end()
    if not info.playable:
        image = _greyed(image)
    return QPixmap.fromImage(image)


def card_backs(size: QSize, ratio: float = 1.0) -> QPixmap:
    """Fanned card backs without a backdrop: a hand held face down (the hot-seat screen)."""
    image = QImage(size * ratio, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    _backs(p, QRectF(0, 0, size.width(), size.height()))
    p.end()
    return QPixmap.fromImage(image)


def _backs(p: QPainter, rect: QRectF) -> None:
    _fan(
        p,
        rect,
        [art.pixmap("back-share"), art.pixmap("back-event")] * 2 + [art.pixmap("back-share")],
        11.0,
    )


def _felt(p: QPainter, rect: QRectF) -> None:
    grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    grad.setColorAt(0, FELT.lighter(125))
    grad.setColorAt(1, FELT.darker(150))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(grad)
    p.drawRoundedRect(rect, 10, 10)
    shine = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    shine.setColorAt(0, QColor(255, 255, 255, 28))
    shine.setColorAt(0.5, QColor(255, 255, 255, 0))
    p.setBrush(shine)
    p.drawRoundedRect(rect, 10, 10)


def _fan(p: QPainter, rect: QRectF, faces: list[QPixmap], spread: float) -> None:
    """Cards fanned around a point below the picture, like a hand held up."""
    h = rect.height() * 0.78
    w = h * art.CARD_SIZE.width() / art.CARD_SIZE.height()
    pivot = QPointF(rect.center().x(), rect.bottom() + h * 0.7)
    n = len(faces)
    for i, face in enumerate(faces):
        angle = (i - (n - 1) / 2) * spread
        p.save()
        p.translate(pivot)
        p.rotate(angle)
        card = QRectF(-w / 2, -(pivot.y() - rect.top()) + rect.height() * 0.1, w, h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawRoundedRect(card.translated(2, 3), 6, 6)
        p.drawPixmap(card, face, QRectF())
        p.restore()


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


def _dice(p: QPainter, rect: QRectF) -> None:
    side = rect.height() * 0.42
    spots = ((-1.15, 0.1, -12, 5), (0.0, -0.25, 8, 3), (1.15, 0.15, -4, 6))
    for dx, dy, angle, pips in spots:
        p.save()
        p.translate(rect.center() + QPointF(dx * side, dy * side))
        p.rotate(angle)
        box = QRectF(-side / 2, -side / 2, side, side)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawRoundedRect(box.translated(3, 4), 10, 10)
        p.drawPixmap(box, art.die_pixmap(pips), QRectF())
        p.restore()


def _greyed(image: QImage) -> QImage:
    """Grey and faded: a game that is not there yet."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
        QImage.Format.Format_ARGB32_Premultiplied
    )
    grey.setDevicePixelRatio(image.devicePixelRatio())
    out = QImage(image.size(), QImage.Format.Format_ARGB32_Premultiplied)
    out.setDevicePixelRatio(image.devicePixelRatio())
    out.fill(Qt.GlobalColor.transparent)
    p = QPainter(out)
    p.setOpacity(0.55)
    p.drawImage(0, 0, grey)
    p.setOpacity(1.0)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
    p.drawImage(0, 0, image)  # keep the rounded corners' transparency
    p.end()
    return out
