"""The app's pictures: cards, badges, tokens, dice and the app icon, loaded from assets/.

The PNGs are drawn by packaging/make_art.py at SCALE times their logical size, so a card is a
240x336 px file shown as an 80x112 logical pixmap: crisp on high-DPI screens, smoothly scaled
down on ordinary ones.  The palette and sizes below are the single source for the generator too.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from ..paths import assets_dir

log = logging.getLogger(__name__)

SCALE = 3  # pixels per logical pixel in every PNG

# Logical sizes (width, height) of each kind of picture.
CARD_WH = (80, 112)
BADGE_WH = (96, 96)
TOKEN_WH = (36, 36)
DIE_WH = (48, 48)
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

CARD_SIZE = QSizeF(*CARD_WH)
BADGE_SIZE = QSizeF(*BADGE_WH)
TOKEN_SIZE = QSizeF(*TOKEN_WH)
DIE_SIZE = QSizeF(*DIE_WH)

# Okabe-Ito colours: of all five-colour subsets of that palette, this one stays furthest apart
# under simulated deuteranopia and protanopia (tests/test_art.py).  Every company also has its
# own symbol, so colour is never the only cue.
COMPANY_RGB = (
    (0xF0, 0xE4, 0x42),  # Corn: yellow, an ear of corn
    (0x56, 0xB4, 0xE9),  # Gems: sky blue, a diamond
    (0x00, 0x9E, 0x73),  # Tech: bluish green, a chip
    (0x00, 0x72, 0xB2),  # Oil: blue, a drop
    (0xD5, 0x5E, 0x00),  # Movie: vermillion, a film clapper
)

_cache: dict[str, QPixmap] = {}


def company_color(company: int) -> QColor:
    return QColor(*COMPANY_RGB[company])


def logical_size(name: str) -> QSizeF:
    """The logical size a picture of this name is drawn at (used for placeholders too)."""
    if name.startswith("company-"):
        return BADGE_SIZE
    if name.startswith("token-"):
        return TOKEN_SIZE
    if name.startswith("d6-"):
        return DIE_SIZE
    return CARD_SIZE


def pixmap(name: str) -> QPixmap:
    """The Take Stock picture `name` (e.g. "share-2-7", "event-freeze", "back-share"), or
    another game's as "<folder>/<name>" (e.g. "stockpile/stock-3")."""
    return _load(f"{name}.png" if "/" in name else f"take-stock/{name}.png", name)


def die_pixmap(n: int) -> QPixmap:
    """A neutral six-sided die face showing n pips (1..6)."""
    return _load(f"dice/d6-{n}.png", f"d6-{n}")


def icon() -> QIcon:
    """The app icon in every hicolor size that exists."""
    result = QIcon()
    for n in ICON_SIZES:
        path = assets_dir() / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "tabletop-exchange.png"
        if path.is_file():
            result.addFile(str(path), QSize(n, n))
    if result.isNull():
        log.warning("app icon missing under %s", assets_dir() / "icons")
    return result


def _load(relpath: str, name: str) -> QPixmap:
    cached = _cache.get(relpath)
    if cached is not None:
        return cached
    path = assets_dir() / relpath
    pm = QPixmap(str(path)) if path.is_file() else QPixmap()
    if pm.isNull():
        log.warning("art missing or unreadable: %s", path)
        pm = _placeholder(name)
    pm.setDevicePixelRatio(SCALE)
    _cache[relpath] = pm
    return pm


def _placeholder(name: str) -> QPixmap:
    """A grey card with the missing picture's name, so a broken install stays playable."""
    size = logical_size(name)
    pm = QPixmap(round(size.width() * SCALE), round(size.height() * SCALE))
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(SCALE, SCALE)
    rect = QRectF(1, 1, size.width() - 2, size.height() - 2)
    p.setPen(QPen(QColor("#7a7a7a"), 1.5, Qt.PenStyle.DashLine))
    p.setBrush(QColor("#e4e4e4"))
    p.drawRoundedRect(rect, 5, 5)
    font = p.font()
    font.setPixelSize(9)
    p.setFont(font)
    p.setPen(QColor("#333333"))
    p.drawText(
        rect.adjusted(3, 3, -3, -3),
        Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWrapAnywhere,
        name,
    )
    p.end()
    return pm
