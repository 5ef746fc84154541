"""Draws every picture under assets/ with Pillow: Take Stock cards, badges and token, dice and
the app icon.  Deterministic: the same fonts (bundled in assets/fonts) give the same files.

    python packaging/make_art.py                 # (re)write assets/
    python packaging/make_art.py --contact x.png # also a contact sheet of everything

The app icon also lands as assets/icons/tabletop-exchange.ico and .icns for the installers;
write_ico()/write_icns() make them anywhere else.

Shapes are given in logical pixels (a card is 80x112) and drawn at SCALE * SUPERSAMPLE pixels
per logical pixel, then shrunk with LANCZOS: that is the anti-aliasing.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tabletop.games.take_stock import cards  # noqa: E402
from tabletop.ui.art import BADGE_WH, CARD_WH, COMPANY_RGB, DIE_WH, ICON_SIZES, SCALE, TOKEN_WH  # noqa: E402

ASSETS = ROOT / "assets"
SUPERSAMPLE = 4
K = SCALE * SUPERSAMPLE  # buffer pixels per logical pixel

FONT_DIR = ASSETS / "fonts"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"
CONDENSED = FONT_DIR / "DejaVuSansCondensed-Bold.ttf"

INK = (29, 35, 48, 255)  # near-black text and outlines
PAPER = (251, 248, 240, 255)  # card stock
WHITE = (255, 255, 255, 255)
NAVY = (38, 52, 80, 255)  # event card frame
NAVY_DARK = (27, 37, 58, 255)
GREEN = (31, 95, 74, 255)  # share card back
GOLD = (222, 178, 60, 255)

Color = tuple[int, int, int, int]


def rgba(rgb, a: int = 255) -> Color:
    return (rgb[0], rgb[1], rgb[2], a)


def mix(a, b, t: float) -> Color:
    """a blended towards b by t (0..1)."""
    return tuple(round(x + (y - x) * t) for x, y in zip(rgba(a[:3]), rgba(b[:3])))  # type: ignore


def luminance(rgb) -> float:
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def on_color(rgb) -> Color:
    """INK or WHITE, whichever contrasts more with rgb (WCAG contrast ratio)."""
    lum = luminance(rgb)
    return INK if (lum + 0.05) / (luminance(INK) + 0.05) >= 1.05 / (lum + 0.05) else WHITE


def rotate(pts, cx: float, cy: float, deg: float):
    a = math.radians(deg)
    c, s = math.cos(a), math.sin(a)
    return [(cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c) for x, y in pts]


def bezier(p0, p1, p2, n: int = 16):
    """Points of a quadratic Bezier curve."""
    return [
        (
            (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
            (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1],
        )
        for t in (i / n for i in range(n + 1))
    ]


class Canvas:
    """A supersampled RGBA buffer addressed in logical pixels."""

    def __init__(self, w: float, h: float, bg: Color = (0, 0, 0, 0)):
        self.w, self.h = w, h
        self.img = Image.new("RGBA", (round(w * K), round(h * K)), bg)
        self.d = ImageDraw.Draw(self.img)

    @staticmethod
    def _p(pts):
        return [(x * K, y * K) for x, y in pts]

    def poly(self, pts, fill=None, outline=None, width: float = 0):
        self.d.polygon(self._p(pts), fill=fill, outline=outline, width=round(width * K))

    def rect(self, x0, y0, x1, y1, fill=None, outline=None, width: float = 0, r: float = 0):
        box = (x0 * K, y0 * K, x1 * K - 1, y1 * K - 1)
        if r:
            self.d.rounded_rectangle(
                box, radius=r * K, fill=fill, outline=outline, width=round(width * K)
            )
        else:
            self.d.rectangle(box, fill=fill, outline=outline, width=round(width * K))

    def ellipse(self, cx, cy, rx, ry=None, fill=None, outline=None, width: float = 0):
        ry = rx if ry is None else ry
        self.d.ellipse(
            ((cx - rx) * K, (cy - ry) * K, (cx + rx) * K, (cy + ry) * K),
            fill=fill,
            outline=outline,
            width=round(width * K),
        )

    def line(self, pts, fill, width: float, caps: bool = True):
        self.d.line(self._p(pts), fill=fill, width=round(width * K), joint="curve")
        if caps:  # Pillow's lines end square; round ends read better on pictograms
            for x, y in (pts[0], pts[-1]):
                self.ellipse(x, y, width / 2, fill=fill)

    def arrow_head(self, tip, angle_deg: float, size: float, fill):
        """A filled triangle pointing along angle_deg (0 = right, 90 = down)."""
        x, y = tip
        pts = [(x, y), (x - size, y - size * 0.62), (x - size, y + size * 0.62)]
        self.poly(rotate(pts, x, y, angle_deg), fill=fill)

    def text(self, x, y, s: str, size: float, fill, font: Path = BOLD, max_w: float = 0):
        """Centre the ink of `s` on (x, y); shrink the font to fit max_w if given."""
        f = ImageFont.truetype(str(font), round(size * K))
        if max_w:
            while f.getlength(s) > max_w * K and f.size > K * 4:
                f = ImageFont.truetype(str(font), f.size - K // 4)
        x0, y0, x1, y1 = f.getbbox(s, anchor="ls")
        self.d.text(
            (x * K - (x0 + x1) / 2, y * K - (y0 + y1) / 2), s, font=f, fill=fill, anchor="ls"
        )

    def clip_rounded(self, r: float):
        """Make everything outside a rounded rectangle of the whole canvas transparent."""
        mask = Image.new("L", self.img.size, 0)
        ImageDraw.Draw(mask).rounded_rectangle(
            (0, 0, self.img.width - 1, self.img.height - 1), radius=r * K, fill=255
        )
        alpha = self.img.getchannel("A")
        self.img.putalpha(Image.composite(alpha, mask, mask))

    def result(self, scale: int = SCALE) -> Image.Image:
        return self.img.resize((round(self.w * scale), round(self.h * scale)), Image.LANCZOS)


# --- company symbols: silhouettes in fg with details cut out in bg, inside a 2s box ---------


def corn(cv: Canvas, cx, cy, s, fg, bg):
    bx, by, rx, ry = cx, cy - 0.12 * s, 0.33 * s, 0.7 * s
    cv.ellipse(bx, by, rx, ry, fill=fg)
    gap, row = 0.07 * s, 0.19 * s
    for i in range(-3, 3):  # kernels: rows of bricks, offset per row
        y = by + (i + 0.5) * row
        half = rx * math.sqrt(max(0.0, 1 - ((y - by) / ry) ** 2)) - gap
        if half > 0:
            cv.line([(bx - half, y), (bx + half, y)], bg, gap, caps=False)
        for dx in (-0.12 * s, 0.12 * s) if i % 2 else (0.0,):
            y0, y1 = y - row + gap / 2, y - gap / 2
            if abs(dx) < rx * math.sqrt(max(0.0, 1 - ((y - row / 2 - by) / ry) ** 2)) - gap:
                cv.line([(bx + dx, y0), (bx + dx, y1)], bg, gap, caps=False)
    for side in (-1, 1):  # husk leaves hugging the ear
        outer = bezier(
            (cx + side * 0.05 * s, cy + 0.95 * s),
            (cx + side * 0.75 * s, cy + 0.45 * s),
            (cx + side * 0.5 * s, cy - 0.45 * s),
        )
        inner = bezier(
            (cx + side * 0.5 * s, cy - 0.45 * s),
            (cx + side * 0.3 * s, cy + 0.3 * s),
            (cx - side * 0.08 * s, cy + 0.8 * s),
        )
        cv.poly(outer + inner, fill=fg, outline=bg, width=gap)
    cv.rect(cx - 0.07 * s, cy + 0.8 * s, cx + 0.07 * s, cy + s, fill=fg)


def diamond(cv: Canvas, cx, cy, s, fg, bg):
    def p(x, y):
        return (cx + x * s, cy + y * s)

    cv.poly([p(-0.45, -0.62), p(0.45, -0.62), p(0.9, -0.2), p(0, 0.85), p(-0.9, -0.2)], fill=fg)
    w = 0.07 * s
    cv.line([p(-0.9, -0.2), p(0.9, -0.2)], bg, w, caps=False)
    cv.line(
        [p(-0.45, -0.62), p(-0.27, -0.2), p(0, -0.62), p(0.27, -0.2), p(0.45, -0.62)],
        bg,
        w,
        caps=False,
    )
    cv.line([p(-0.27, -0.2), p(0, 0.8)], bg, w, caps=False)
    cv.line([p(0.27, -0.2), p(0, 0.8)], bg, w, caps=False)


def chip(cv: Canvas, cx, cy, s, fg, bg):
    b = 0.56 * s
    for i in range(4):  # four pins on each side
        t = (-0.39 + i * 0.26) * s
        pin = 0.08 * s
        cv.rect(cx + t - pin, cy - 0.92 * s, cx + t + pin, cy + 0.92 * s, fill=fg, r=pin * 0.8)
        cv.rect(cx - 0.92 * s, cy + t - pin, cx + 0.92 * s, cy + t + pin, fill=fg, r=pin * 0.8)
    cv.rect(
        cx - b - 0.06 * s,
        cy - b - 0.06 * s,
        cx + b + 0.06 * s,
        cy + b + 0.06 * s,
        fill=bg,
        r=0.12 * s,
    )
    cv.rect(cx - b, cy - b, cx + b, cy + b, fill=fg, r=0.1 * s)
    cv.rect(
        cx - 0.28 * s,
        cy - 0.28 * s,
        cx + 0.28 * s,
        cy + 0.28 * s,
        outline=bg,
        width=0.07 * s,
        r=0.04 * s,
    )
    cv.ellipse(cx - 0.38 * s, cy - 0.38 * s, 0.06 * s, fill=bg)  # pin-1 mark


def drop(cv: Canvas, cx, cy, s, fg, bg):
    r, ccy, apex = 0.56 * s, cy + 0.3 * s, cy - 0.95 * s
    cos_phi = r / (ccy - apex)  # tangent points of the lines from the apex
    sin_phi = math.sqrt(1 - cos_phi**2)
    t1 = (cx - r * sin_phi, ccy - r * cos_phi)
    t2 = (cx + r * sin_phi, ccy - r * cos_phi)
    cv.ellipse(cx, ccy, r, fill=fg)
    cv.poly([(cx, apex), t2, (cx, ccy), t1], fill=fg)
    shine = [
        (cx + 0.62 * r * math.cos(a), ccy + 0.62 * r * math.sin(a))
        for a in (math.radians(x) for x in range(105, 181, 15))
    ]
    cv.line(shine, bg, 0.09 * s)


def clapper(cv: Canvas, cx, cy, s, fg, bg):
    def p(x, y):
        return (cx + x * s, cy + y * s)

    left, right = -0.85, 0.85
    cv.rect(*p(left, -0.12), *p(right, 0.8), fill=fg, r=0.08 * s)
    stripe, slant = 0.2, 0.16

    def stripes(top, bottom):
        x, out = left + 0.12, []
        while x + stripe + slant < right:
            out.append(
                [p(x + slant, top), p(x + slant + stripe, top), p(x + stripe, bottom), p(x, bottom)]
            )
            x += 2 * stripe + 0.04
        return out

    for st in stripes(-0.04, 0.22):  # striped top of the slate
        cv.poly(st, fill=bg)
    hinge = p(left, -0.2)
    arm = [p(left, -0.5), p(right, -0.5), p(right, -0.24), p(left, -0.24)]
    cv.poly(rotate(arm, *hinge, -14), fill=fg)
    for st in stripes(-0.45, -0.29):
        cv.poly(rotate(st, *hinge, -14), fill=bg)
    cv.ellipse(*hinge, 0.08 * s, fill=bg)
    cv.line([p(-0.55, 0.45), p(0.55, 0.45)], bg, 0.06 * s, caps=False)
    cv.line([p(-0.55, 0.62), p(0.2, 0.62)], bg, 0.06 * s, caps=False)


SYMBOLS = (corn, diamond, chip, drop, clapper)


def certificate(cv: Canvas, cx, cy, w, h, ink, paper, seal):
    """A small share certificate: framed paper, two text lines and a coloured seal."""
    cv.rect(
        cx - w / 2,
        cy - h / 2,
        cx + w / 2,
        cy + h / 2,
        fill=paper,
        outline=ink,
        width=h * 0.09,
        r=h * 0.12,
    )
    cv.rect(
        cx - w / 2 + h * 0.2,
        cy - h / 2 + h * 0.2,
        cx + w / 2 - h * 0.2,
        cy + h / 2 - h * 0.2,
        outline=ink,
        width=h * 0.05,
    )
    lw = h * 0.09
    cv.line([(cx - w * 0.28, cy - h * 0.12), (cx + w * 0.2, cy - h * 0.12)], ink, lw)
    cv.line([(cx - w * 0.28, cy + h * 0.12), (cx + w * 0.02, cy + h * 0.12)], ink, lw)
    cv.ellipse(cx + w * 0.24, cy + h * 0.14, h * 0.17, fill=seal, outline=ink, width=h * 0.05)


# --- share cards ----------------------------------------------------------------------------

CARD_R = 5  # corner radius (logical px)
BAND = 23  # height of a share card's top band
FOOT = 14  # height of its bottom band


def card_outline(cv: Canvas, color=INK):
    cv.rect(0, 0, cv.w, cv.h, outline=color, width=0.9, r=CARD_R)


def share_card(company: int, value: int) -> Image.Image:
    w, h = CARD_WH
    col = COMPANY_RGB[company]
    fg = on_color(col)
    cv = Canvas(w, h, PAPER)
    symbol = SYMBOLS[company]
    # Faint big symbol behind the centre numeral: identity without hurting legibility.
    tint = mix(col, PAPER, 0.7) if luminance(col) < 0.5 else mix(mix(col, INK, 0.2), PAPER, 0.5)
    symbol(cv, w / 2, 53, 25, tint, PAPER)

    # Top band: the index that stays visible when the market row overlaps the cards.
    cv.rect(0, 0, w, BAND, fill=rgba(col))
    cv.text(13, BAND / 2, str(value), 19, fg, max_w=23)
    cv.text(42.5, BAND / 2, cards.COMPANIES[company].upper(), 9, fg, font=CONDENSED, max_w=27)
    cv.ellipse(w - 12.5, BAND / 2, 9, fill=PAPER)
    symbol(cv, w - 12.5, BAND / 2, 7, INK, PAPER)
    cv.rect(0, BAND, w, BAND + 0.8, fill=INK)
    # Bottom band: a second, smaller index for when only the foot of the card shows.
    foot = h - FOOT
    cv.rect(0, foot, w, h, fill=rgba(col))
    cv.rect(0, foot - 0.8, w, foot, fill=INK)
    cv.text(w - 11, foot + FOOT / 2, str(value), 11, fg)
    cv.text(30, foot + FOOT / 2, cards.COMPANIES[company].upper(), 6.5, fg, font=CONDENSED)
    cv.text(w / 2, 54, str(value), 38, INK, max_w=60)
    if value == 1:
        cv.text(w / 2, 85, "Starter", 8.5, INK, font=CONDENSED)
    else:
        n = cards.shares_on(cards.share(company, value))
        cw, gap = 15, 3
        x0 = w / 2 - (n * cw + (n - 1) * gap) / 2 + cw / 2
        for i in range(n):
            certificate(cv, x0 + i * (cw + gap), 85, cw, 10.5, INK, WHITE, rgba(col))
    cv.clip_rounded(CARD_R)
    card_outline(cv)
    return cv.result()


# --- event cards ----------------------------------------------------------------------------


def pict_split(cv, cx, cy, s, ink, bg, seal):
    """One certificate becomes two."""
    s *= 1.25  # wide rather than tall: use the panel width
    cw, ch = 0.72 * s, 0.5 * s
    certificate(cv, cx - 0.56 * s, cy, cw, ch, ink, bg, seal)
    cv.line([(cx - 0.14 * s, cy), (cx + 0.04 * s, cy)], ink, 0.1 * s)
    cv.arrow_head((cx + 0.2 * s, cy), 0, 0.22 * s, ink)
    for dy in (-0.33, 0.33):
        certificate(cv, cx + 0.6 * s, cy + dy * s, cw, ch, ink, bg, seal)


def pict_crash(cv, cx, cy, s, ink, bg, seal):
    """A price line plunging down."""
    cv.line([(cx - 0.9 * s, cy + 0.85 * s), (cx + 0.9 * s, cy + 0.85 * s)], ink, 0.06 * s)
    cv.line([(cx - 0.9 * s, cy - 0.85 * s), (cx - 0.9 * s, cy + 0.85 * s)], ink, 0.06 * s)
    pts = [
        (cx - 0.75 * s, cy - 0.6 * s),
        (cx - 0.35 * s, cy - 0.2 * s),
        (cx - 0.1 * s, cy - 0.42 * s),
        (cx + 0.35 * s, cy + 0.35 * s),
    ]
    cv.line(pts, seal, 0.22 * s)
    cv.line(pts, ink, 0.12 * s)
    cv.arrow_head((cx + 0.72 * s, cy + 0.72 * s), 45, 0.42 * s, ink)
    cv.line([pts[-1], (cx + 0.5 * s, cy + 0.5 * s)], ink, 0.12 * s)


def pict_insider(cv, cx, cy, s, ink, bg, seal):
    """An eye peeking."""
    top = bezier((cx - 0.95 * s, cy), (cx, cy - 0.95 * s), (cx + 0.95 * s, cy))
    bot = bezier((cx + 0.95 * s, cy), (cx, cy + 0.95 * s), (cx - 0.95 * s, cy))
    cv.poly(top + bot, fill=ink)
    cv.ellipse(cx, cy, 0.36 * s, fill=seal, outline=bg, width=0.07 * s)
    cv.ellipse(cx, cy, 0.16 * s, fill=ink)
    cv.ellipse(cx + 0.1 * s, cy - 0.1 * s, 0.06 * s, fill=bg)


def pict_audit(cv, cx, cy, s, ink, bg, seal):
    """A magnifying glass over a ledger."""
    cv.rect(
        cx - 0.8 * s,
        cy - 0.9 * s,
        cx + 0.3 * s,
        cy + 0.6 * s,
        fill=bg,
        outline=ink,
        width=0.07 * s,
        r=0.08 * s,
    )
    for i in range(4):
        y = cy - 0.6 * s + i * 0.3 * s
        cv.line([(cx - 0.6 * s, y), (cx + 0.05 * s, y)], ink, 0.07 * s)
    lx, ly, lr = cx + 0.15 * s, cy + 0.05 * s, 0.42 * s
    cv.line([(lx + 0.3 * s, ly + 0.3 * s), (cx + 0.85 * s, cy + 0.85 * s)], ink, 0.2 * s)
    cv.ellipse(lx, ly, lr, fill=(214, 232, 240, 255), outline=ink, width=0.13 * s)  # glass


def pict_freeze(cv, cx, cy, s, ink, bg, seal):
    """A snowflake."""
    for k in range(6):
        a = math.radians(k * 60 - 90)
        ux, uy = math.cos(a), math.sin(a)
        end = (cx + ux * 0.9 * s, cy + uy * 0.9 * s)
        cv.line([(cx, cy), end], ink, 0.11 * s)
        for t, ln in ((0.5, 0.3), (0.75, 0.2)):
            bx, by = cx + ux * t * s, cy + uy * t * s
            for turn in (-50, 50):
                b = math.radians(k * 60 - 90 + turn)
                cv.line(
                    [(bx, by), (bx + math.cos(b) * ln * s, by + math.sin(b) * ln * s)],
                    ink,
                    0.09 * s,
                )
    cv.ellipse(cx, cy, 0.16 * s, fill=ink)


def pict_no_change(cv, cx, cy, s, ink, bg, seal):
    """A level line with arrows both ways."""
    cv.line([(cx - 0.55 * s, cy - 0.22 * s), (cx + 0.55 * s, cy - 0.22 * s)], ink, 0.14 * s)
    cv.line([(cx - 0.55 * s, cy + 0.22 * s), (cx + 0.55 * s, cy + 0.22 * s)], ink, 0.14 * s)
    cv.arrow_head((cx + 0.95 * s, cy - 0.22 * s), 0, 0.32 * s, ink)
    cv.arrow_head((cx - 0.95 * s, cy + 0.22 * s), 180, 0.32 * s, ink)


def _hand_arrow(cv, cx, cy, s, ink, bg, up: bool):
    """A fanned hand of three cards and a big arrow: every player draws/discards a card."""
    hx, pivot = cx - 0.3 * s, (cx - 0.3 * s, cy + 0.6 * s)
    for deg in (-17, 0, 17):
        x0, x1, y0, y1 = hx - 0.3 * s, hx + 0.3 * s, cy - 0.75 * s, cy + 0.35 * s
        cv.poly(
            rotate([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], *pivot, deg),
            fill=bg,
            outline=ink,
            width=0.07 * s,
        )
        cv.poly(
            rotate([(x0, y0), (x1, y0), (x1, y0 + 0.25 * s), (x0, y0 + 0.25 * s)], *pivot, deg),
            fill=ink,
        )
    x = cx + 0.82 * s
    tail, tip = (cy + 0.8 * s, cy - 0.85 * s) if up else (cy - 0.85 * s, cy + 0.8 * s)
    back = 0.3 * s if up else -0.3 * s
    cv.line([(x, tail), (x, tip + back)], ink, 0.16 * s)
    cv.arrow_head((x, tip), -90 if up else 90, 0.42 * s, ink)


def pict_upturn(cv, cx, cy, s, ink, bg, seal):
    _hand_arrow(cv, cx, cy, s, ink, bg, up=True)


def pict_downturn(cv, cx, cy, s, ink, bg, seal):
    _hand_arrow(cv, cx, cy, s, ink, bg, up=False)


def option_coin(cv, cx, cy, r, rim=GOLD, face=NAVY, ink=WHITE):
    """The stock option token: a coin with an upward ticker arrow."""
    cv.ellipse(cx, cy, r, fill=mix(rim, INK, 0.35))
    cv.ellipse(cx, cy, r * 0.92, fill=rim)
    cv.ellipse(cx, cy, r * 0.74, fill=face)
    pts = [
        (cx - 0.45 * r, cy + 0.3 * r),
        (cx - 0.12 * r, cy - 0.02 * r),
        (cx + 0.08 * r, cy + 0.16 * r),
        (cx + 0.34 * r, cy - 0.2 * r),
    ]
    cv.line(pts, ink, 0.13 * r)
    cv.arrow_head((cx + 0.5 * r, cy - 0.4 * r), -52, 0.3 * r, ink)


def _coin_badge(cv, cx, cy, s, ink, bg, plus: bool):
    option_coin(cv, cx - 0.12 * s, cy + 0.08 * s, 0.72 * s)
    bx, by, br = cx + 0.55 * s, cy - 0.55 * s, 0.34 * s
    cv.ellipse(bx, by, br, fill=ink, outline=bg, width=0.06 * s)
    cv.line([(bx - 0.17 * s, by), (bx + 0.17 * s, by)], bg, 0.1 * s)
    if plus:
        cv.line([(bx, by - 0.17 * s), (bx, by + 0.17 * s)], bg, 0.1 * s)


def pict_option_gained(cv, cx, cy, s, ink, bg, seal):
    _coin_badge(cv, cx, cy, s, ink, bg, plus=True)


def pict_option_lost(cv, cx, cy, s, ink, bg, seal):
    _coin_badge(cv, cx, cy, s, ink, bg, plus=False)


def pict_market_crash(cv, cx, cy, s, ink, bg, seal):
    """Five falling bars in the company colours, struck by lightning."""
    for i, rgb in enumerate(COMPANY_RGB):
        x = cx - 0.8 * s + i * 0.4 * s
        top = cy - 0.5 * s + i * 0.25 * s
        cv.rect(
            x - 0.14 * s,
            top,
            x + 0.14 * s,
            cy + 0.85 * s,
            fill=rgba(rgb),
            outline=ink,
            width=0.05 * s,
        )
    bolt = [
        (cx + 0.15 * s, cy - 0.95 * s),
        (cx - 0.35 * s, cy + 0.05 * s),
        (cx - 0.02 * s, cy + 0.05 * s),
        (cx - 0.2 * s, cy + 0.8 * s),
        (cx + 0.45 * s, cy - 0.25 * s),
        (cx + 0.1 * s, cy - 0.25 * s),
        (cx + 0.35 * s, cy - 0.95 * s),
    ]
    cv.poly(bolt, fill=GOLD, outline=ink, width=0.06 * s)


def pict_market_closed(cv, cx, cy, s, ink, bg, seal):
    """A padlock."""
    cv.line(
        [(cx - 0.38 * s, cy - 0.05 * s), (cx - 0.38 * s, cy - 0.4 * s)], ink, 0.16 * s, caps=False
    )
    cv.line(
        [(cx + 0.38 * s, cy - 0.05 * s), (cx + 0.38 * s, cy - 0.4 * s)], ink, 0.16 * s, caps=False
    )
    cv.d.arc(
        ((cx - 0.38 * s) * K, (cy - 0.78 * s) * K, (cx + 0.38 * s) * K, (cy - 0.02 * s) * K),
        180,
        360,
        fill=ink,
        width=round(0.16 * s * K),
    )
    cv.rect(cx - 0.65 * s, cy - 0.1 * s, cx + 0.65 * s, cy + 0.85 * s, fill=ink, r=0.12 * s)
    cv.ellipse(cx, cy + 0.28 * s, 0.13 * s, fill=bg)
    cv.poly(
        [
            (cx - 0.07 * s, cy + 0.3 * s),
            (cx + 0.07 * s, cy + 0.3 * s),
            (cx + 0.1 * s, cy + 0.6 * s),
            (cx - 0.1 * s, cy + 0.6 * s),
        ],
        fill=bg,
    )


PICTOGRAMS = {
    cards.SPLIT: pict_split,
    cards.CRASH: pict_crash,
    cards.INSIDER: pict_insider,
    cards.AUDIT: pict_audit,
    cards.FREEZE: pict_freeze,
    cards.NO_CHANGE: pict_no_change,
    cards.UPTURN: pict_upturn,
    cards.DOWNTURN: pict_downturn,
    cards.OPTION_GAINED: pict_option_gained,
    cards.OPTION_LOST: pict_option_lost,
    cards.MARKET_CRASH: pict_market_crash,
    cards.MARKET_CLOSED: pict_market_closed,
}


def wrap_title(title: str) -> list[str]:
    """Split a card title over two lines at the space nearest its middle."""
    words = title.split()
    if len(words) == 1:
        return words
    best = min(
        range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:])))
    )
    return [" ".join(words[:best]), " ".join(words[best:])]


def event_card(kind: str, company: int | None) -> Image.Image:
    w, h = CARD_WH
    cv = Canvas(w, h, NAVY)
    lines = wrap_title(cards.EVENT_NAMES[kind])
    for i, line in enumerate(lines):
        y = 14 if len(lines) == 1 else 9.5 + i * 10.5
        cv.text(w / 2, y, line, 9, WHITE, font=CONDENSED, max_w=w - 8)
    panel_bottom = h - 22 if company is not None else h - 6
    cv.rect(4, 26, w - 4, panel_bottom, fill=PAPER, r=3.5)
    seal = rgba(COMPANY_RGB[company]) if company is not None else GOLD
    pcy = (26 + panel_bottom) / 2
    PICTOGRAMS[kind](cv, w / 2, pcy, 22 if company is not None else 26, INK, PAPER, seal)
    if company is not None:
        col = COMPANY_RGB[company]
        cv.rect(0, h - 19, w, h, fill=rgba(col))
        cv.rect(0, h - 19.8, w, h - 19, fill=INK)
        cv.ellipse(13, h - 9.5, 7.5, fill=PAPER)
        SYMBOLS[company](cv, 13, h - 9.5, 6, INK, PAPER)
        cv.text(46, h - 9.5, cards.COMPANIES[company].upper(), 10, on_color(col), font=CONDENSED)
    cv.clip_rounded(CARD_R)
    card_outline(cv)
    return cv.result()


# --- backs, token, badges -------------------------------------------------------------------


def chart_logo(cv: Canvas, cx, cy, s, ink, accent):
    """Three rising bars with a trend arrow: the Take Stock mark on the backs."""
    for i in range(3):
        x = cx - 0.55 * s + i * 0.5 * s
        cv.rect(x - 0.16 * s, cy + 0.25 * s - i * 0.3 * s, x + 0.16 * s, cy + 0.7 * s, fill=accent)
    pts = [
        (cx - 0.8 * s, cy + 0.05 * s),
        (cx - 0.25 * s, cy - 0.3 * s),
        (cx + 0.1 * s, cy - 0.1 * s),
        (cx + 0.6 * s, cy - 0.6 * s),
    ]
    cv.line(pts, ink, 0.12 * s)
    cv.arrow_head((cx + 0.85 * s, cy - 0.85 * s), -45, 0.35 * s, ink)


def share_back() -> Image.Image:
    """Light card stock with a green guilloche frame: clearly not an event back."""
    w, h = CARD_WH
    cv = Canvas(w, h, PAPER)
    for i in range(7):  # nested frames, like an engraved certificate
        inset = 4 + i * 1.6
        cv.rect(
            inset,
            inset,
            w - inset,
            h - inset,
            outline=mix(GREEN, PAPER, i * 0.1),
            width=0.6,
            r=max(1.0, 4 - i * 0.4),
        )
    for i in range(24):  # a rosette of overlapping rings
        a = math.radians(i * 15)
        cv.ellipse(
            w / 2 + 10 * math.cos(a),
            h / 2 + 10 * math.sin(a),
            15,
            outline=mix(GREEN, PAPER, 0.3),
            width=0.4,
        )
    cv.ellipse(w / 2, h / 2, 17, fill=PAPER, outline=GREEN, width=1.2)
    chart_logo(cv, w / 2, h / 2, 12, GREEN, mix(GREEN, PAPER, 0.5))
    cv.clip_rounded(CARD_R)
    card_outline(cv, GREEN)
    return cv.result()


def event_back() -> Image.Image:
    """Dark navy with a diamond lattice and a gold lightning medallion."""
    w, h = CARD_WH
    cv = Canvas(w, h, NAVY_DARK)
    step = 10
    for i in range(-12, 13):
        x = i * step
        cv.line([(x, 0), (x + h, h)], NAVY, 1.4, caps=False)
        cv.line([(x + h, 0), (x, h)], NAVY, 1.4, caps=False)
    cv.rect(4, 4, w - 4, h - 4, outline=GOLD, width=0.9, r=3.5)
    cv.ellipse(w / 2, h / 2, 18, fill=NAVY_DARK, outline=GOLD, width=1.4)
    s = 13
    cx, cy = w / 2, h / 2
    bolt = [
        (cx + 0.2 * s, cy - 0.95 * s),
        (cx - 0.45 * s, cy + 0.1 * s),
        (cx - 0.02 * s, cy + 0.1 * s),
        (cx - 0.25 * s, cy + 0.95 * s),
        (cx + 0.5 * s, cy - 0.2 * s),
        (cx + 0.08 * s, cy - 0.2 * s),
        (cx + 0.4 * s, cy - 0.95 * s),
    ]
    cv.poly(bolt, fill=GOLD)
    cv.clip_rounded(CARD_R)
    card_outline(cv, NAVY_DARK)
    return cv.result()


def option_token() -> Image.Image:
    w, h = TOKEN_WH
    cv = Canvas(w, h)
    option_coin(cv, w / 2, h / 2, w / 2 - 0.5)
    return cv.result()


def company_badge(company: int) -> Image.Image:
    w, h = BADGE_WH
    col = COMPANY_RGB[company]
    cv = Canvas(w, h)
    cv.ellipse(w / 2, h / 2, w / 2 - 0.5, fill=INK)
    cv.ellipse(w / 2, h / 2, w / 2 - 3, fill=rgba(col))
    cv.ellipse(w / 2, h / 2 - 8, 27, fill=PAPER, outline=INK, width=1.5)
    SYMBOLS[company](cv, w / 2, h / 2 - 8, 21, INK, PAPER)
    cv.text(w / 2, h / 2 + 31, cards.COMPANIES[company].upper(), 11, on_color(col), font=CONDENSED)
    return cv.result()


# --- dice and app icon ----------------------------------------------------------------------

PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def die_face(n: int) -> Image.Image:
    w, h = DIE_WH
    cv = Canvas(w, h)
    cv.rect(1, 1.8, w - 1, h - 0.2, fill=(170, 164, 150, 255), r=8)  # edge shadow
    cv.rect(
        1,
        1,
        w - 1,
        h - 1.6,
        fill=(246, 243, 234, 255),
        outline=(120, 116, 106, 255),
        width=0.8,
        r=8,
    )
    for dx, dy in PIPS[n]:
        cv.ellipse(w / 2 + dx * 12, h / 2 - 0.3 + dy * 12, 4.6, fill=INK)
    return cv.result()


def app_icon(size: int) -> Image.Image:
    """A fan of three company-coloured cards with a rising chart line.  Drawn per size so the
    small ones get bolder strokes instead of mush."""
    u = 64  # drawn on a 64-unit grid
    cv = Canvas(u, u)
    cv.rect(2, 2, u - 2, u - 2, fill=NAVY, r=12)
    small = size <= 32
    cx, cy, cw, ch, pivot = 32, 33, 22, 32, (32, 72)
    for deg, rgb in ((-20, COMPANY_RGB[3]), (20, COMPANY_RGB[0]), (0, COMPANY_RGB[4])):
        x0, y0, x1, y1 = cx - cw / 2, cy - ch / 2, cx + cw / 2, cy + ch / 2
        cv.poly(
            rotate([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], *pivot, deg),
            fill=PAPER,
            outline=NAVY_DARK,
            width=1.6 if small else 1.1,
        )
        band = [(x0 + 1.5, y0 + 1.5), (x1 - 1.5, y0 + 1.5), (x1 - 1.5, y0 + 9), (x0 + 1.5, y0 + 9)]
        cv.poly(rotate(band, *pivot, deg), fill=rgba(rgb))
    pts = [(8, 50), (21, 38), (30, 43), (47, 24)]
    width = 6 if small else 4.5
    cv.line(pts, NAVY_DARK, width + 3.5)
    cv.line(pts, GOLD, width)
    cv.arrow_head((57, 13), -48, 13 if small else 12, NAVY_DARK)
    cv.arrow_head((55.5, 14.5), -48, 10 if small else 9, GOLD)
    return cv.img.resize((size, size), Image.LANCZOS)


# --- output ---------------------------------------------------------------------------------


def save(img: Image.Image, path: Path):
    path.parent.mkdir(parents=True, exist_ok=True)
    img.save(path, optimize=True)


def take_stock_art() -> dict[str, Image.Image]:
    """Every Take Stock picture by its art.pixmap() name."""
    out: dict[str, Image.Image] = {}
    for c in range(cards.NUM_COMPANIES):
        for v in range(1, cards.VALUES_PER_COMPANY + 1):
            out[f"share-{c}-{v}"] = share_card(c, v)
    for kind, company in dict.fromkeys(cards.EVENTS):
        name = f"event-{kind}" if company is None else f"event-{kind}-{company}"
        out[name] = event_card(kind, company)
    out["back-share"] = share_back()
    out["back-event"] = event_back()
    out["token-option"] = option_token()
    for c in range(cards.NUM_COMPANIES):
        out[f"company-{c}"] = company_badge(c)
    return out


def icon_master() -> Image.Image:
    return app_icon(1024)


def write_ico(path: Path):
    """A Windows .ico holding the hicolor sizes up to 256."""
    imgs = {n: app_icon(n) for n in (16, 24, 32, 48, 64, 128, 256)}
    imgs[256].save(
        path,
        format="ICO",
        sizes=[(n, n) for n in imgs],
        append_images=[imgs[n] for n in imgs if n != 256],
    )


def write_icns(path: Path):
    """A macOS .icns (Pillow picks the standard sizes from the 1024 master)."""
    icon_master().save(
        path, format="ICNS", append_images=[app_icon(n) for n in (16, 32, 64, 128, 256, 512)]
    )


def contact_sheet(images: dict[str, Image.Image], path: Path, cols: int = 12):
    """Everything at logical size (what a 1366x768 screen shows) over a row of 3x samples."""
    pad, label = 6, 11
    small = {
        k: im.resize((max(1, im.width // SCALE), max(1, im.height // SCALE)), Image.LANCZOS)
        for k, im in images.items()
    }
    cell_w, cell_h = 96 + pad, 112 + pad + label
    rows = (len(small) + cols - 1) // cols
    big = [
        images[k]
        for k in (
            "share-0-12",
            "share-3-7",
            "share-4-1",
            "event-split-1",
            "event-option_gained",
            "back-share",
            "back-event",
        )
        if k in images
    ] or list(images.values())[:6]
    big_h = max(im.height for im in big) + 2 * pad
    sheet = Image.new("RGB", (cols * cell_w + pad, rows * cell_h + pad + big_h), (53, 101, 77))
    font = ImageFont.truetype(str(CONDENSED), 9)
    d = ImageDraw.Draw(sheet)
    for i, (k, im) in enumerate(small.items()):
        x, y = pad + (i % cols) * cell_w, pad + (i // cols) * cell_h
        sheet.paste(im, (x, y), im)
        d.text((x, y + 112 + 1), k, font=font, fill=(235, 235, 235))
    x, y = pad, rows * cell_h + pad
    for im in big:
        sheet.paste(im, (x, y), im)
        x += im.width + pad
    sheet.save(path)


# --- Stockpile ------------------------------------------------------------------------------
# Names and colours come from tabletop/games/stockpile/table/ui_art.py (as the table).

from tabletop.games.stockpile import cards as sp_cards  # noqa: E402
from tabletop.games.stockpile import prompts as sp_prompts  # noqa: E402
from tabletop.games.stockpile.table import ui_art as sp_art  # noqa: E402

SP_BACK = (52, 40, 74, 255)  # market back: plum
SP_BACK_DARK = (36, 27, 52, 255)
SP_GREEN = (0, 158, 115)  # up forecasts (with an arrow: never colour alone)
SP_RED = (213, 94, 0)  # down forecasts
SP_GOLD = (230, 159, 0)


def bank(cv: Canvas, cx, cy, s, fg, bg):
    def p(x, y):
        return (cx + x * s, cy + y * s)

    cv.poly([p(-0.95, -0.45), p(0, -0.95), p(0.95, -0.45)], fill=fg)
    cv.rect(*p(-0.85, -0.4), *p(0.85, -0.25), fill=fg)
    for i in range(4):
        x = -0.6 + i * 0.4
        cv.rect(*p(x - 0.12, -0.2), *p(x + 0.12, 0.6), fill=fg)
    cv.rect(*p(-0.95, 0.65), *p(0.95, 0.9), fill=fg)


def flask(cv: Canvas, cx, cy, s, fg, bg):
    def p(x, y):
        return (cx + x * s, cy + y * s)

    cv.poly(
        [
            p(-0.22, -0.9),
            p(0.22, -0.9),
            p(0.22, -0.25),
            p(0.8, 0.75),
            p(0.7, 0.9),
            p(-0.7, 0.9),
            p(-0.8, 0.75),
            p(-0.22, -0.25),
        ],
        fill=fg,
    )
    cv.rect(*p(-0.34, -0.98), *p(0.34, -0.84), fill=fg, r=0.05 * s)
    cv.line([p(-0.45, 0.35), p(0.45, 0.35)], bg, 0.08 * s, caps=False)
    cv.ellipse(*p(-0.15, 0.6), 0.1 * s, fill=bg)
    cv.ellipse(*p(0.22, 0.55), 0.07 * s, fill=bg)


def wheel(cv: Canvas, cx, cy, s, fg, bg):
    cv.ellipse(cx, cy, 0.92 * s, fill=fg)
    cv.ellipse(cx, cy, 0.62 * s, fill=bg)
    cv.ellipse(cx, cy, 0.5 * s, fill=fg)
    cv.ellipse(cx, cy, 0.36 * s, fill=bg)
    for a in range(0, 360, 72):
        r = math.radians(a - 90)
        cv.line(
            [(cx, cy), (cx + 0.45 * s * math.cos(r), cy + 0.45 * s * math.sin(r))], fg, 0.12 * s
        )
    cv.ellipse(cx, cy, 0.16 * s, fill=fg)


def ibeam(cv: Canvas, cx, cy, s, fg, bg):
    def p(x, y):
        return (cx + x * s, cy + y * s)

    cv.rect(*p(-0.8, -0.85), *p(0.8, -0.55), fill=fg)
    cv.rect(*p(-0.8, 0.55), *p(0.8, 0.85), fill=fg)
    cv.rect(*p(-0.17, -0.6), *p(0.17, 0.6), fill=fg)


def bolt(cv: Canvas, cx, cy, s, fg, bg):
    cv.poly(
        [
            (cx + 0.25 * s, cy - 0.95 * s),
            (cx - 0.55 * s, cy + 0.12 * s),
            (cx - 0.02 * s, cy + 0.12 * s),
            (cx - 0.3 * s, cy + 0.95 * s),
            (cx + 0.6 * s, cy - 0.22 * s),
            (cx + 0.08 * s, cy - 0.22 * s),
            (cx + 0.45 * s, cy - 0.95 * s),
        ],
        fill=fg,
    )


SP_SYMBOLS = (chip, bank, flask, wheel, ibeam, bolt)


def sp_frame(title: str, band, sub: str = "", body=PAPER) -> Canvas:
    """A card with a coloured title band (two lines if needed) over a paper body."""
    w, h = CARD_WH
    cv = Canvas(w, h, body)
    cv.rect(0, 0, w, 24, fill=band)
    cv.rect(0, 24, w, 24.8, fill=INK)
    fg = on_color(band[:3])
    lines = wrap_title(title) if len(title) > 11 else [title]
    for i, line in enumerate(lines):
        y = 12.5 if len(lines) == 1 else 7.5 + i * 10
        cv.text(w / 2, y, line, 9.5, fg, font=CONDENSED, max_w=w - 8)
    if sub:
        cv.rect(0, h - 16, w, h, fill=band)
        cv.rect(0, h - 16.8, w, h - 16, fill=INK)
        cv.text(w / 2, h - 8, sub, 8.5, fg, font=CONDENSED, max_w=w - 8)
    return cv


def sp_finish(cv: Canvas, color=INK) -> Image.Image:
    cv.clip_rounded(CARD_R)
    card_outline(cv, color)
    return cv.result()


def sp_stock(company: int) -> Image.Image:
    col = sp_art.COMPANY_RGB[company]
    w = CARD_WH[0]
    cv = sp_frame(sp_cards.COMPANIES[company], rgba(col), "STOCK")
    cv.ellipse(w / 2, 60, 24, fill=rgba(col), outline=INK, width=1.2)
    SP_SYMBOLS[company](cv, w / 2, 60, 15, on_color(col), rgba(col))
    cv.text(w / 2, 90, sp_art.SHORT[company], 10, INK)
    return sp_finish(cv)


def sp_company_card(company: int) -> Image.Image:
    """The insider pair's company card: the symbol big on the company colour."""
    col = sp_art.COMPANY_RGB[company]
    w, h = CARD_WH
    cv = Canvas(w, h, rgba(col))
    fg = on_color(col)
    cv.rect(5, 5, w - 5, h - 5, outline=fg, width=1, r=4)
    cv.ellipse(w / 2, 48, 25, fill=PAPER, outline=INK, width=1.2)
    SP_SYMBOLS[company](cv, w / 2, 48, 17, INK, PAPER)
    for i, line in enumerate(wrap_title(sp_cards.COMPANIES[company])):
        cv.text(w / 2, 84 + i * 11, line, 9.5, fg, font=CONDENSED, max_w=w - 12)
    return sp_finish(cv)


def sp_forecast(face: int) -> Image.Image:
    label, change, dividend = sp_cards.FACES[face]
    w, h = CARD_WH
    col = SP_GOLD if dividend else SP_GREEN if change > 0 else SP_RED
    cv = Canvas(w, h, PAPER)
    cv.rect(0, 0, w, 22, fill=rgba(col))
    cv.text(w / 2, 11, "FORECAST", 9, on_color(col), font=CONDENSED)
    cv.text(w / 2, 56, label, 30 if len(label) < 3 else 24, INK, max_w=w - 10)
    if dividend:
        cv.text(w / 2, 88, f"${dividend}K / share", 9, INK, font=CONDENSED)
    else:
        up = change > 0
        cx, y0, y1 = w / 2, 96 if up else 80, 80 if up else 96
        cv.line([(cx, y0), (cx, y1)], rgba(col), 3)
        cv.arrow_head((cx, y1 + (-4 if up else 4)), -90 if up else 90, 8, rgba(col))
    return sp_finish(cv)


def sp_back(mark: str, base=SP_BACK, dark=SP_BACK_DARK) -> Image.Image:
    w, h = CARD_WH
    cv = Canvas(w, h, dark)
    for i in range(-12, 13):
        x = i * 10
        cv.line([(x, 0), (x + h, h)], base, 1.4, caps=False)
    cv.rect(4, 4, w - 4, h - 4, outline=GOLD, width=0.9, r=3.5)
    cv.ellipse(w / 2, h / 2, 19, fill=dark, outline=GOLD, width=1.4)
    cv.text(w / 2, h / 2, mark, 15 if len(mark) < 3 else 10, GOLD, max_w=32)
    return sp_finish(cv, dark)


def sp_fee(value: int) -> Image.Image:
    w = CARD_WH[0]
    grey = (120, 120, 120, 255)
    cv = sp_frame("Trading Fee", grey, "PAY")
    cv.ellipse(w / 2, 60, 22, fill=(235, 235, 235, 255), outline=INK, width=1.2)
    cv.text(w / 2, 60, f"-${value}K", 13, INK)
    return sp_finish(cv)


def sp_action(up: bool) -> Image.Image:
    col = rgba(SP_GREEN if up else SP_RED)
    cv = sp_frame("Stock Boom" if up else "Stock Bust", col, "+2" if up else "-2")
    pts = (
        [(14, 80), (30, 62), (44, 70), (64, 44)] if up else [(14, 44), (30, 62), (44, 54), (64, 80)]
    )
    cv.line(pts, INK, 3)
    cv.arrow_head((68, 40) if up else (68, 84), -40 if up else 40, 9, col)
    return sp_finish(cv)


COMMODITY_RGB = (
    (212, 175, 55),
    (190, 194, 203),
    (40, 40, 40),
    (86, 180, 233),
    (240, 228, 66),
    (150, 90, 50),
)


def sp_commodity(kind: int) -> Image.Image:
    w = CARD_WH[0]
    col = COMMODITY_RGB[kind]
    cv = sp_frame(sp_cards.COMMODITY_KINDS[kind], rgba(col), "COMMODITY")
    cv.ellipse(w / 2, 60, 22, fill=rgba(col), outline=INK, width=1.2)
    cv.text(w / 2, 60, sp_cards.COMMODITY_KINDS[kind][:2].upper(), 15, on_color(col))
    return sp_finish(cv)


def sp_tax() -> Image.Image:
    w = CARD_WH[0]
    red = (150, 30, 30, 255)
    cv = sp_frame("Tax", red, "PENALTY")
    cv.rect(22, 40, 58, 82, fill=WHITE, outline=INK, width=1.2, r=2)
    for i in range(4):
        cv.line([(27, 48 + i * 8), (53 - (i % 2) * 8, 48 + i * 8)], INK, 1.2, caps=False)
    cv.text(w / 2, 92, "%", 12, red)
    return sp_finish(cv)


def sp_note() -> Image.Image:
    w = CARD_WH[0]
    cv = sp_frame("Promissory Note", rgba((120, 150, 90)), "+$1K / round")
    cv.rect(12, 40, 68, 82, fill=(236, 242, 220, 255), outline=INK, width=1, r=3)
    cv.text(w / 2, 61, "$", 24, INK)
    return sp_finish(cv)


def sp_first_player() -> Image.Image:
    w = CARD_WH[0]
    cv = sp_frame("First Player", GOLD, "")
    cv.text(w / 2, 66, "1", 44, INK)
    return sp_finish(cv)


def sp_investor(i: int) -> Image.Image:
    w = CARD_WH[0]
    cv = sp_frame(sp_cards.INVESTORS[i], rgba((70, 60, 110)), f"${sp_cards.INVESTOR_MONEY[i]}K")
    cv.ellipse(w / 2, 44, 13, fill=(230, 220, 200, 255), outline=INK, width=1)
    cv.ellipse(w / 2, 40, 5, fill=INK)
    cv.poly([(w / 2 - 9, 53), (w / 2 + 9, 53), (w / 2 + 6, 45), (w / 2 - 6, 45)], fill=INK)
    words = sp_prompts.INVESTOR_POWERS[i].source.split()
    lines, line = [], ""
    for word in words:  # wrap the power in three short lines
        if line and len(line) + len(word) > 17:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    lines.append(line)
    for k, text in enumerate(lines[:3]):
        cv.text(w / 2, 66 + k * 9.5, text, 7.5, INK, font=CONDENSED, max_w=w - 8)
    return sp_finish(cv)


def sp_strategy(t: int) -> Image.Image:
    name, cost, _ = sp_cards.STRATEGIES[t]
    w = CARD_WH[0]
    cv = sp_frame(name, rgba((40, 70, 90)), f"cost ${cost}K" if cost else "free")
    cv.rect(10, 34, 70, 86, outline=(40, 70, 90, 255), width=1, r=4)
    chart_logo(cv, w / 2, 60, 14, INK, rgba((86, 180, 233)))
    return sp_finish(cv)


def sp_badge(company: int) -> Image.Image:
    w, h = BADGE_WH
    col = sp_art.COMPANY_RGB[company]
    cv = Canvas(w, h)
    cv.ellipse(w / 2, h / 2, w / 2 - 0.5, fill=INK)
    cv.ellipse(w / 2, h / 2, w / 2 - 3, fill=rgba(col))
    cv.ellipse(w / 2, h / 2, 30, fill=PAPER, outline=INK, width=1.5)
    SP_SYMBOLS[company](cv, w / 2, h / 2, 22, INK, PAPER)
    return cv.result()


def sp_marker(company: int) -> Image.Image:
    w, h = TOKEN_WH
    col = sp_art.COMPANY_RGB[company]
    cv = Canvas(w, h)
    cv.ellipse(w / 2, h / 2, w / 2 - 0.5, fill=INK)
    cv.ellipse(w / 2, h / 2, w / 2 - 2.5, fill=rgba(col))
    SP_SYMBOLS[company](cv, w / 2, h / 2, 10, on_color(col), rgba(col))
    return cv.result()


def sp_meeple(seat: int) -> Image.Image:
    w, h = TOKEN_WH
    col = rgba(sp_art.SEAT_RGB[seat])
    cv = Canvas(w, h)
    body = [
        (18, 3),
        (23, 6),
        (23, 11),
        (33, 15),
        (33, 20),
        (25, 20),
        (30, 33),
        (21, 33),
        (18, 26),
        (15, 33),
        (6, 33),
        (11, 20),
        (3, 20),
        (3, 15),
        (13, 11),
        (13, 6),
    ]
    cv.poly(body, fill=col, outline=INK, width=1.3)
    cv.ellipse(18, 8, 5, fill=col, outline=INK, width=1.3)
    cv.text(18, 19, str(seat + 1), 10, on_color(sp_art.SEAT_RGB[seat]))
    return cv.result()


def sp_blocker() -> Image.Image:
    w, h = TOKEN_WH
    cv = Canvas(w, h)
    cv.rect(3, 8, 33, 28, fill=(60, 60, 60, 255), outline=INK, width=1.2, r=3)
    for x in range(6, 33, 8):
        cv.line([(x, 26), (x + 6, 10)], GOLD, 2, caps=False)
    return cv.result()


def stockpile_art() -> dict[str, Image.Image]:
    """Every Stockpile picture by its ui_art name."""
    out: dict[str, Image.Image] = {}
    for c in range(sp_cards.NUM_COMPANIES):
        out[f"stock-{c}"] = sp_stock(c)
        out[f"company-{c}"] = sp_company_card(c)
        out[f"badge-{c}"] = sp_badge(c)
        out[f"marker-{c}"] = sp_marker(c)
    for v in sp_cards.FEE_VALUES:
        out[f"fee-{v}"] = sp_fee(v)
    out["boom"], out["bust"] = sp_action(True), sp_action(False)
    out["back-market"] = sp_back("$")
    for f in range(len(sp_cards.FACES)):
        out[f"forecast-{f}"] = sp_forecast(f)
    out["back-forecast"] = sp_back("?", (24, 70, 60, 255), (16, 50, 42, 255))
    out["back-company"] = sp_back("?", (30, 60, 100, 255), (20, 40, 70, 255))
    for s in range(len(sp_art.SEAT_RGB)):
        out[f"meeple-{s}"] = sp_meeple(s)
    out["blocker"] = sp_blocker()
    for k in range(len(sp_cards.COMMODITY_KINDS)):
        out[f"commodity-{k}"] = sp_commodity(k)
    out["tax"] = sp_tax()
    out["back-commercial"] = sp_back("C&T", (90, 70, 40, 255), (60, 45, 25, 255))
    out["note"] = sp_note()
    out["first-player"] = sp_first_player()
    for i in range(len(sp_cards.INVESTORS)):
        out[f"investor-{i}"] = sp_investor(i)
    out["back-investor"] = sp_back("INV", (70, 60, 110, 255), (45, 38, 75, 255))
    for t in range(len(sp_cards.STRATEGIES)):
        out[f"strategy-{t}"] = sp_strategy(t)
    out["back-strategy"] = sp_back("IS", (40, 70, 90, 255), (25, 48, 62, 255))
    assert sorted(out) == sorted(sp_art.all_names())
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--contact", type=Path, help="also write a contact sheet PNG here")
    args = ap.parse_args(argv)
    art = take_stock_art()
    for name, img in art.items():
        save(img, ASSETS / "take-stock" / f"{name}.png")
    stockpile = stockpile_art()
    for name, img in stockpile.items():
        save(img, ASSETS / "stockpile" / f"{name}.png")
    dice = {f"d6-{n}": die_face(n) for n in range(1, 7)}
    for name, img in dice.items():
        save(img, ASSETS / "dice" / f"{name}.png")
    save(icon_master(), ASSETS / "icons" / "tabletop-exchange.png")
    for n in ICON_SIZES:
        save(
            app_icon(n),
            ASSETS / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "tabletop-exchange.png",
        )
    write_ico(ASSETS / "icons" / "tabletop-exchange.ico")
    write_icns(ASSETS / "icons" / "tabletop-exchange.icns")
    if args.contact:
        sheet_items = dict(art)
        sheet_items.update(dice)
        sheet_items["icon"] = app_icon(96 * SCALE)
        contact_sheet(sheet_items, args.contact)
        contact_sheet(stockpile, args.contact.with_name(args.contact.stem + "-stockpile.png"))


if __name__ == "__main__":
    main()
