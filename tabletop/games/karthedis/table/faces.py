"""Karthedis' cards as sprites, drawn at paint time so that names and ability keywords are
always in the current language.  Pictures come from assets/karthedis/ (drawn by
packaging/karthedis_art.py): cat-N (a species' portrait, with its emblem, so a species is
recognisable without colour), resource-N (a base resource's icon), back.

Faces: "card:<id>" a player card face up, "back" a card face down, "res:<id>" a resource
card.  A sprite may carry an `owner` band (whose card lies at a resource) and a `count`
badge (cards in a pile).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from ....ui import art
from ....ui.i18n import current_language, render
from ....ui.sprites import HINT, LAST, LEGAL, SELECT, CardItem, elide, font
from ..cards import (
    ABILITY_TEXT,
    EFFECT_KEYWORD,
    KEYWORDS,
    NONE,
    RESOURCES,
    SPECIES,
    card_name,
    effect_of,
    resource_of,
    species_of,
    value_of,
)
from ..messages import pile_text

translate = QCoreApplication.translate

# A species' colour (its frame) and a resource's; each also has its own picture and emblem,
# so colour is never the only cue.  The same values as packaging/karthedis_art.py.
SPECIES_RGB = (
    (62, 110, 196),  # Hauskatze: blue
    (212, 172, 44),  # Kartäuser: gold
    (146, 82, 178),  # Perserkatze: purple
    (52, 160, 206),  # Siamkatze: sky
    (62, 130, 74),  # Luchs: forest green
    (92, 86, 176),  # Schneeleopard: indigo
    (196, 56, 72),  # Gepard: crimson
    (28, 138, 128),  # Ozelot: teal
    (190, 72, 150),  # Sphynx: magenta
    (100, 112, 128),  # Karakal: slate
    (136, 166, 46),  # Serval: grass
    (224, 116, 44),  # Manul: orange
)
# Okabe-Ito: distinct under the common colour blindnesses; each has its own icon too
RESOURCE_RGB = (
    (240, 228, 66),  # Energy: a lightning bolt
    (0, 114, 178),  # Water: a drop
    (213, 94, 0),  # Metal: a gear
    (0, 158, 115),  # Food: an ear of wheat
    (204, 121, 167),  # Data: a chip
)
# where a printed name may break over two lines on a narrow card
HYPHENATED = {
    "Schneeleopard": "Schnee\u00adleopard",
    "Perserkatze": "Perser\u00adkatze",
    "Hauskatze": "Haus\u00adkatze",
    "Siamkatze": "Siam\u00adkatze",
    "Kartäuser": "Kar\u00adtäuser",
}
NAME_PX = 8.5  # below this a long name goes on two lines
LEAST_PX = 6.5  # no text on a face smaller (logical pixels: about 5 at 1024x700)
DETAIL_PX = 150.0  # a card this wide on screen (a zoom) shows its ability's words
NAME_FLAGS = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
ABILITY_FLAGS = int(
    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
)
PAPER = QColor("#fbf8f0")
INK = QColor("#1d2330")
MARKS = {"selected": SELECT, "legal": LEGAL, "hint": HINT, "last": LAST}


def species_name(species: int) -> str:
    """A species in the UI language (cards and the log keep the printed German name)."""
    lang = current_language()
    return SPECIES[species].get(lang, SPECIES[species]["en"])


def card_label(card: int) -> str:
    """A card as printed ("Luchs 3"), as the log names it too."""
    return card_name(card)


def keyword(card: int) -> str:
    effect = effect_of(card)
    return render(KEYWORDS[EFFECT_KEYWORD[effect]]) if effect != NONE else ""


def card_tip(card: int) -> str:
    """Everything printed on a card, and its species' plan."""
    sp = species_of(card)
    lines = [
        translate("KarthedisTable", "{printed} ({name})").format(
            name=species_name(sp), printed=card_name(card)
        ),
        translate("KarthedisTable", "Trade value {value}").format(value=value_of(card)),
    ]
    effect = effect_of(card)
    if effect != NONE:
        lines.append(render(ABILITY_TEXT[effect]))
        lines.append(render(SPECIES[sp]["character"]))
    elif SPECIES[sp]["effect"] == NONE:
        lines.append(render(SPECIES[sp]["character"]))  # a species without abilities
    else:
        # its species' plan speaks of an ability this card does not have: not shown here
        lines.append(translate("KarthedisTable", "This card has no ability."))
    return "\n".join(lines)


def resource_name(card: int) -> str:
    return render(RESOURCES[resource_of(card)])


def pile_name(display: list[int], slot: int) -> str:
    """The resource at `slot`, saying which pile when another shows the same ("Data, second
    pile"), as the log and the hints say it."""
    return render(pile_text(display, slot))


class KarthedisCard(CardItem):
    """A Karthedis card: a player card face up or down, or a resource card."""

    def __init__(self, key: str, face: str, size: QSizeF, parent=None):
        super().__init__(key, face, size, parent)
        self.owner = ""  # a name band along the bottom (a card placed at a resource)
        self.count = -1  # a pile's size in a badge (-1: none)
        self.dim = False  # a card that cannot be played now is drawn a little faded
        # in a fanned hand, how much of the card's width the next card leaves uncovered
        self.open_width: float | None = None
        self.row = 0  # the hand's row (two rows: the back one first for ← →)
        self.written: list[tuple[str, str, QRectF]] = []  # the last paint's words, and where

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = QRectF(0, 0, self.size.width(), self.size.height())
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = max(3.0, rect.width() * 0.07)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(1.5, 2), radius, radius)
        kind, _, rest = self.face.partition(":")
        self.written = []
        if kind == "card":
            self._paint_cat(painter, rect, int(rest), radius)
        elif kind == "res":
            self._paint_resource(painter, rect, int(rest), radius)
        else:
            painter.drawPixmap(rect, art.pixmap("karthedis/back"), QRectF())
        if self.owner:
            self._paint_owner(painter, rect)
        if self.count >= 0:
            self._paint_count(painter, rect)
        color = MARKS.get(self.mark)
        if color is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(color, 4))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius + 1, radius + 1)

    def _paint_cat(self, p: QPainter, rect: QRectF, card: int, radius: float) -> None:
        sp, w = species_of(card), rect.width()
        frame = QColor(*SPECIES_RGB[sp])
        p.setBrush(frame)
        p.setPen(QPen(INK, 1))
        p.drawRoundedRect(rect, radius, radius)
        inner = rect.adjusted(w * 0.05, w * 0.05, -w * 0.05, -w * 0.05)
        p.setBrush(PAPER)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        if w < 60:  # a miniature: the portrait and the value
            p.drawPixmap(_fit(inner, 112 / 88), art.pixmap(f"karthedis/cat-{sp}"), QRectF())
            self._paint_value(p, rect.left() + w * 0.02, rect.top() + w * 0.02, card, w)
            return
        head = inner.height() * 0.16
        band = inner.height() * 0.16
        picture = QRectF(
            inner.left(), inner.top() + head, inner.width(), inner.height() - head - band
        )
        text = ability_text(card) if shown_px(p, w) >= DETAIL_PX else ""
        if text:  # large enough to read: the portrait above, the ability's words below it
            picture.setHeight(picture.height() * 0.42)
        p.drawPixmap(_fit(picture, 112 / 88), art.pixmap(f"karthedis/cat-{sp}"), QRectF())
        # what a fanned hand leaves uncovered of this card: the name and ribbon fit there (a
        # zoom shows the whole card)
        room = inner.width()
        if self.open_width is not None and not text:
            room = min(room, self.open_width - w * 0.05)
        room -= 4
        head_rect = QRectF(inner.left() + 2, inner.top(), room, head)
        p.setPen(INK)
        for line, where in _name_lines(p, head_rect, SPECIES[sp]["de"], max(8.0, w * 0.15)):
            self.write(p, where, NAME_FLAGS, line, "name")
        # the trade value in a disc at the portrait's corner: the number every decision turns on
        self._paint_value(p, inner.left() - w * 0.02, picture.top() + 1, card, w)
        if text:  # below the portrait and the value's disc
            top = max(picture.bottom(), picture.top() + 1 + max(14.0, w * 0.3)) + 2
            box = QRectF(inner.left() + 3, top, inner.width() - 6, 0)
            box.setBottom(inner.bottom() - band - 2)
            p.setPen(INK)
            p.setFont(ability_font(text, box))
            self.write(p, box, ABILITY_FLAGS, text, "ability")
        word = keyword(card)
        if not word:
            return
        px = max(8.0, w * 0.135)
        f = _fitted(word, room, px, LEAST_PX)
        top = picture.top() + 3 + max(14.0, w * 0.3)
        strip = QRectF(inner.left(), top, band, inner.bottom() - top)  # up the left edge
        standing = _fitted(word, strip.height() - 4, min(px, strip.width() * 0.8), LEAST_PX)
        if QFontMetricsF(f).horizontalAdvance(word) > room or (
            room < inner.width() - 4  # a strip of a fanned hand, not a whole card
            and QFontMetricsF(standing).height() > QFontMetricsF(f).height()
        ):
            # too narrow a strip for it across (or only in smaller letters): up the card's
            # left edge, below the value
            self._paint_upright(p, strip, word, px)
            return
        band_rect = QRectF(inner.left(), inner.bottom() - band, inner.width(), band)
        p.setBrush(QColor(29, 35, 48, 220))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(band_rect, 3, 3)
        p.setPen(QColor("#fff6de"))
        p.setFont(f)
        words = QRectF(band_rect.left() + 2, band_rect.top(), room, band)
        self.write(p, words, int(Qt.AlignmentFlag.AlignCenter), word, "ribbon")

    def _paint_upright(self, p: QPainter, strip: QRectF, word: str, px: float) -> None:
        """The keyword ribbon standing along `strip`, read from the bottom up."""
        p.setBrush(QColor(29, 35, 48, 220))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(strip, 3, 3)
        f = _fitted(word, strip.height() - 4, min(px, strip.width() * 0.8), LEAST_PX)
        p.setFont(f)
        p.setPen(QColor("#fff6de"))
        p.save()
        p.translate(strip.left(), strip.bottom())
        p.rotate(-90)
        along = QRectF(2, 0, strip.height() - 4, strip.width())
        shown = elide(word, f, along.width())
        flags = int(Qt.AlignmentFlag.AlignCenter)
        p.drawText(along, flags, shown)
        drawn = p.boundingRect(along, flags, shown)
        p.restore()
        # where it lies on the card: the turned rectangle turned back
        self.written.append(
            (
                "ribbon",
                shown,
                QRectF(
                    strip.left() + drawn.top(),
                    strip.bottom() - drawn.right(),
                    drawn.height(),
                    drawn.width(),
                ),
            )
        )

    def write(self, p: QPainter, rect: QRectF, flags: int, text: str, what: str) -> None:
        """Draw `text` and keep where it lies (the tests read what a player sees)."""
        p.drawText(rect, flags, text)
        self.written.append((what, text, p.boundingRect(rect, flags, text)))

    def _paint_value(self, p: QPainter, x: float, y: float, card: int, w: float) -> None:
        d = max(14.0, w * 0.3)
        disc = QRectF(x, y, d, d)
        p.setBrush(QColor("#fffdf6"))
        p.setPen(QPen(INK, max(1.0, w * 0.02)))
        p.drawEllipse(disc)
        p.setFont(font(d * 0.72, True))
        p.setPen(INK)
        p.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(value_of(card)))

    def _paint_resource(self, p: QPainter, rect: QRectF, card: int, radius: float) -> None:
        r = resource_of(card)
        color = QColor(*RESOURCE_RGB[r])
        p.setBrush(QColor("#2a3340"))
        p.setPen(QPen(QColor("#c9c2ae"), 1))
        p.drawRoundedRect(rect, radius, radius)
        # a thin inner line in the resource's colour (a mark's outline is thicker, outside)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(color, max(1.5, rect.width() * 0.025)))
        inset = max(2.5, rect.width() * 0.05)
        p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius * 0.6, radius * 0.6)
        side = rect.width() * 0.72
        icon = QRectF(rect.center().x() - side / 2, rect.top() + rect.height() * 0.12, side, side)
        p.drawPixmap(icon, art.pixmap(f"karthedis/resource-{r}"), QRectF())
        if rect.width() >= 50:
            f = font(max(8.0, rect.width() * 0.15), True)
            p.setFont(f)
            p.setPen(QColor("#fff6de"))
            text_rect = QRectF(
                rect.left() + 2, icon.bottom(), rect.width() - 4, rect.bottom() - icon.bottom()
            )
            p.drawText(
                text_rect,
                Qt.AlignmentFlag.AlignCenter,
                elide(resource_name(card), f, text_rect.width()),
            )

    def _paint_owner(self, p: QPainter, rect: QRectF) -> None:
        """Along the top: in a stack of placed cards the next one covers the rest."""
        h = max(12.0, rect.height() * 0.2)
        band = QRectF(rect.left(), rect.top(), rect.width(), h)
        p.setBrush(QColor(255, 246, 222, 235))
        p.setPen(QPen(INK, 1))
        p.drawRoundedRect(band, 3, 3)
        f = QFont(font(h * 0.7, True))
        p.setFont(f)
        p.setPen(INK)
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, elide(self.owner, f, band.width() - 4))

    def _paint_count(self, p: QPainter, rect: QRectF) -> None:
        d = max(16.0, rect.width() * 0.36)
        small = rect.width() < 50  # in a panel: the badge stays inside the card
        top = rect.top() + 1 if small else rect.top() - d * 0.25
        badge = QRectF(rect.right() - (d + 1 if small else d * 0.8), top, d, d)
        p.setBrush(QColor("#ffd23f"))
        p.setPen(QPen(INK, 1.2))
        p.drawEllipse(badge)
        p.setFont(font(d * 0.55, True))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))


def shown_px(p: QPainter, width: float) -> float:
    """How many device pixels wide a card of `width` is drawn (the view's scale, a zoom)."""
    t = p.worldTransform()
    return width * (t.m11() ** 2 + t.m12() ** 2) ** 0.5


def ability_text(card: int) -> str:
    effect = effect_of(card)
    return render(ABILITY_TEXT[effect]) if effect != NONE else ""


def ability_font(text: str, box: QRectF) -> QFont:
    """The largest font (down to a least size) in which `text` wraps inside `box`."""
    px = box.width() * 0.12
    while True:
        f = font(px)
        need = QFontMetricsF(f).boundingRect(box, ABILITY_FLAGS, text)
        if px <= box.width() * 0.05 or need.height() <= box.height():
            return f
        px -= 0.25


def _name_lines(p: QPainter, rect: QRectF, name: str, px: float) -> list[tuple[str, QRectF]]:
    """The printed name on one line, or split where the word joins ("Schnee-/leopard") on two
    when one line would need too small a font (the painter's font is set): never elided."""
    if (
        QFontMetricsF(_fitted(name, rect.width(), px, NAME_PX)).horizontalAdvance(name)
        <= rect.width()
        or name not in HYPHENATED
    ):
        p.setFont(_fitted(name, rect.width(), px, LEAST_PX))
        return [(name, rect)]
    first, second = HYPHENATED[name].split("\u00ad")
    first += "-"
    f = _fitted(max(first, second, key=len), rect.width(), min(px, rect.height() * 0.5), LEAST_PX)
    p.setFont(f)
    half = rect.height() / 2
    return [
        (first, QRectF(rect.left(), rect.top(), rect.width(), half)),
        (second, QRectF(rect.left(), rect.top() + half, rect.width(), half)),
    ]


@lru_cache(maxsize=256)
def _fitted(text: str, width: float, px: float, least: float) -> QFont:
    """A bold font from `px` down to `least` pixels, the first in which `text` fits (kept:
    paint runs on every hover and slide, the names and card sizes are few)."""
    f = font(px, True)
    while px > least and QFontMetricsF(f).horizontalAdvance(text) > width:
        px -= 1
        f = font(px, True)
    return f


def _fit(box: QRectF, ratio: float) -> QRectF:
    """The largest rectangle of width/height `ratio` centred in `box`."""
    w, h = box.width(), box.height()
    if w / h > ratio:
        w = h * ratio
    else:
        h = w / ratio
    return QRectF(box.center().x() - w / 2, box.center().y() - h / 2, w, h)


__all__ = ["KarthedisCard", "card_label", "card_tip", "resource_name", "species_name"]
