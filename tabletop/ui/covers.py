"""Box-cover pictures for the game chooser, painted from the game art at runtime.

Each game paints its own motif on the felt (GameInfo.cover: its table package's cover.py, with
the `fan` and `dice` below); a game without one gets fanned card backs, greyed while it cannot
be played.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPixmap, QRadialGradient

from ..core.game import GameInfo
from . import art

FELT = QColor("#1f5b3f")


def cover(info: GameInfo, size: QSize, ratio: float = 1.0) -> QPixmap:
    """The cover of `info` at `size` logical pixels (sharp at device pixel `ratio`)."""
    image = QImage(size * ratio, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    rect = QRectF(0, 0, size.width(), size.height())
    _felt(p, rect)
    paint = info.cover_painter()
    if paint is not None:
        paint(p, rect)
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
    fan(
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


def fan(p: QPainter, rect: QRectF, faces: list[QPixmap], spread: float) -> None:
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
