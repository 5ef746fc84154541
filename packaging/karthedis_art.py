"""Draws the Karthedis pictures with Pillow, with the Canvas helpers of make_art.py.

    python packaging/karthedis_art.py                  # (re)write assets/karthedis/
    python packaging/karthedis_art.py --contact x.png  # also a contact sheet (+ greyscale cats)

cat-N: a portrait per species (112x88 logical), emblem-N: its corner glyph alone, resource-N:
the five base resources, back: the card back.  The species differ in greyscale by shape (ears,
tufts, head, fur outline, markings, tail) and by emblem; colour is only a third cue.
Deterministic: seeded randomness and the bundled fonts.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from itertools import pairwise
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageOps

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_art import ASSETS, BOLD, CONDENSED, SCALE, Canvas, K, bezier, mix, rgba, rotate, save

# Frame/background base colour of each species: hues spread round the wheel (never the only cue).
SPECIES_RGB = (
    (62, 110, 196),  # 0 house cat: blue
    (212, 172, 44),  # 1 Chartreux: gold
    (146, 82, 178),  # 2 Persian: purple
    (52, 160, 206),  # 3 Siamese: sky
    (62, 130, 74),  # 4 lynx: forest green
    (92, 86, 176),  # 5 snow leopard: indigo
    (196, 56, 72),  # 6 cheetah: crimson
    (28, 138, 128),  # 7 ocelot: teal
    (190, 72, 150),  # 8 Sphynx: magenta
    (100, 112, 128),  # 9 caracal: slate
    (136, 166, 46),  # 10 serval: grass
    (224, 116, 44),  # 11 manul: orange
)
# Energy, Water, Metal, Food, Data: Okabe-Ito colours (yellow, blue, vermillion, bluish green,
# reddish purple), distinct under the common colour-vision deficiencies; the shapes differ too.
RESOURCE_RGB = ((240, 228, 66), (0, 114, 178), (213, 94, 0), (0, 158, 115), (204, 121, 167))

OUT = ASSETS / "karthedis"
PW, PH = 112, 88  # a portrait, logical px
LINE, DARK = (40, 30, 32, 255), (34, 28, 28, 255)  # outlines, black markings
WHITE, PAPER = (255, 255, 255, 255), (250, 246, 236, 255)
RED, GOLD = (200, 40, 56, 255), (214, 166, 44, 255)  # the house cat's collar and tag
Pt = tuple[float, float]


def hexes(s: str) -> list:
    """'e4944a aa5826' -> [(228, 148, 74, 255), (170, 88, 38, 255)]"""
    return [(*(int(h[i : i + 2], 16) for i in (0, 2, 4)), 255) for h in s.split()]


# --- drawing helpers ------------------------------------------------------------------------


def catmull(pts, n: int = 8, closed: bool = True) -> list[Pt]:
    """A smooth curve through pts (Catmull-Rom), n points a span."""
    m, out = len(pts), []
    for i in range(m if closed else m - 1):
        quad = [pts[j % m] if closed else pts[min(max(j, 0), m - 1)] for j in range(i - 1, i + 3)]
        for t in (k / n for k in range(n)):
            t2, t3 = t * t, t**3
            w = (2 * t2 - t - t3, 2 - 5 * t2 + 3 * t3, t + 4 * t2 - 3 * t3, t3 - t2)
            out.append(tuple(sum(wi * q[j] for wi, q in zip(w, quad)) / 2 for j in (0, 1)))
    return out if closed else out + [pts[-1]]


def mirror(x: float, y: float, half) -> list[Pt]:
    """A closed outline round (x, y) from its right half (top to bottom, x >= 0)."""
    return [(x + px, y + py) for px, py in half] + [(x - px, y + py) for px, py in half[::-1] if px]


def polar(r: float, deg: float, cx: float = 0, cy: float = 0) -> Pt:
    return (cx + r * math.cos(math.radians(deg)), cy + r * math.sin(math.radians(deg)))


def fur(pts, n: int, depth: float, seed: int = 1) -> list[Pt]:
    """The closed outline pts with n hooked tufts of fur sticking out by about depth."""
    ring, q, i, acc, r = [*pts, pts[0]], [], 0, 0.0, random.Random(seed)
    seg = [math.dist(a, b) for a, b in pairwise(ring)]
    for d in (sum(seg) * k / n for k in range(n)):  # n points evenly spaced along the outline
        while acc + seg[i] < d:
            acc, i = acc + seg[i], i + 1
        t, (ax, ay), (bx, by) = (d - acc) / (seg[i] or 1), ring[i], ring[i + 1]
        q.append((ax + (bx - ax) * t, ay + (by - ay) * t))
    sgn = 1 if sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(q, q[1:] + q[:1])) > 0 else -1
    out: list[Pt] = []
    for (ax, ay), (bx, by) in zip(q, q[1:] + q[:1]):
        dx, dy, d = bx - ax, by - ay, depth * r.uniform(0.6, 1.3) * sgn
        nx, ny = dy / (math.hypot(dx, dy) or 1) * d, -dx / (math.hypot(dx, dy) or 1) * d
        tip = (ax + dx * 0.85 + nx, ay + dy * 0.85 + ny)
        out += bezier((ax, ay), (ax + dx * 0.2 + nx * 0.8, ay + dy * 0.2 + ny * 0.8), tip, 5)
        out += bezier(tip, (ax + dx * 0.8, ay + dy * 0.8), (bx, by), 3)[1:-1]
    return out


def brush(cv: Canvas | None, pts, w0: float, w1: float, fill=None):
    """A stroke along pts tapering from width w0 to w1 (on cv if given); its two edges."""
    left, right, n = [], [], len(pts)
    for i, (px, py) in enumerate(pts):
        (ax, ay), (bx, by) = pts[max(i - 1, 0)], pts[min(i + 1, n - 1)]
        ln, w = math.hypot(bx - ax, by - ay) or 1, (w0 + (w1 - w0) * i / (n - 1)) / 2
        left.append((px - (by - ay) / ln * w, py + (bx - ax) / ln * w))
        right.append((px + (by - ay) / ln * w, py - (bx - ax) / ln * w))
    if cv:
        cv.poly(left + right[::-1], fill=fill)
    return left, right


def curve(cv: Canvas, p0, p1, p2, w0: float, w1: float, fill):
    brush(cv, bezier(p0, p1, p2, 12), w0, w1, fill)


def at(x: float, y: float, side: int):
    """p(dx, dy): the point (x + dx, y + dy), mirrored to the left for side -1."""
    return lambda dx, dy: (x + side * dx, y + dy)


def oval(cx, cy, rx, ry, deg=0.0) -> list[Pt]:
    c, s = math.cos(math.radians(deg)), math.sin(math.radians(deg))
    pts = [(rx * math.cos(t / 4), ry * math.sin(t / 4)) for t in range(26)]
    return [(cx + x * c - y * s, cy + x * s + y * c) for x, y in pts]


def shape(cv: Canvas, pts, fill, line=LINE, w: float = 1.0):
    cv.poly(pts, fill=fill)
    if line:
        cv.line([*pts, *pts[:2]], line, w, caps=False)


def clipped(cv: Canvas, mask_pts, draw, blur: float = 0):
    """Run draw(layer) on a fresh layer and lay it on cv only inside the polygon mask_pts."""
    lay = Canvas(cv.w, cv.h)
    draw(lay)
    img = lay.img.convert("RGBa")  # premultiplied: no dark fringe blurs in from the transparent
    img = img.filter(ImageFilter.GaussianBlur(blur * K)).convert("RGBA") if blur else lay.img
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).polygon([(x * K, y * K) for x, y in mask_pts], fill=255)
    img.putalpha(ImageChops.multiply(img.getchannel("A"), mask))
    cv.img.alpha_composite(img)


def scatter(cv: Canvas, box, step: float, mark, seed: int):
    """mark(cv, x, y, rnd) on a jittered, staggered grid over box."""
    r, (x0, y0, x1, y1) = random.Random(seed), box
    for row in range(int((y1 - y0) / (step * 0.85)) + 1):
        for col in range(int((x1 - x0) / step) + 1):
            jx, jy = r.uniform(-0.3, 0.3) * step, r.uniform(-0.3, 0.3) * step
            mark(cv, x0 + (col + 0.5 * (row % 2)) * step + jx, y0 + row * step * 0.85 + jy, r)


# --- species emblems --------------------------------------------------------------------------


def glyph_mask(k: int, size: int) -> Image.Image:
    """Emblem k, white on black, size x size pixels, about 0.8 size across."""
    m = Image.new("L", (size, size), 0)
    d, c, s, cos = ImageDraw.Draw(m), size / 2, size * 0.4, math.cos

    def p(pts):
        return [(c + x * s, c + y * s) for x, y in pts]

    def ngon(n, r0, r1):  # an n-pointed star; a 2n-gon if r0 == r1
        return [polar((r0, r1)[i % 2], 180 * i / n - 90) for i in range(2 * n)]

    heart = [
        (math.sin(a) ** 3, (cos(4 * a) + 2 * cos(3 * a) + 5 * cos(2 * a) - 13 * cos(a)) / 15 - 0.1)
        for a in (i * math.pi / 40 for i in range(80))
    ]
    polygons = {0: heart, 2: ngon(5, 1.0, 0.42), 3: [(0, -1), (0.66, 0), (0, 1), (-0.66, 0)]}
    polygons |= {4: [(0, -0.95), (0.98, 0.75), (-0.98, 0.75)], 5: ngon(3, 0.95, 0.95)}
    polygons[6] = [(-0.75, -0.9), (-0.05, -0.9), (0.8, 0), (-0.05, 0.9), (-0.75, 0.9), (0.1, 0)]
    polygons[7] = [(0, -1.0)] + [polar(0.62, a, 0, 0.34) for a in range(-32, 213, 6)]  # drop
    if k in polygons:  # heart, star, diamond, triangle, hexagon, chevron, drop
        d.polygon(p(polygons[k]), fill=255)
    elif k in (1, 8):  # circle, crescent
        d.ellipse((c - 0.88 * s, c - 0.88 * s, c + 0.88 * s, c + 0.88 * s), fill=255)
        if k == 8:
            d.ellipse((c - 0.4 * s, c - 1.05 * s, c + 1.1 * s, c + 0.45 * s), fill=0)
    elif k == 9:  # cross (a saltire)
        for a, b in (((-0.7, -0.7), (0.7, 0.7)), ((-0.7, 0.7), (0.7, -0.7))):
            d.line(p([a, b]), fill=255, width=round(0.42 * s))
    elif k == 10:  # wave
        for y in (-0.35, 0.35):
            w = p([(x / 10, y + 0.28 * math.sin(x / 10 * math.pi)) for x in range(-9, 10)])
            d.line(w, fill=255, width=round(0.32 * s), joint="curve")
    else:  # square
        d.rounded_rectangle((c - 0.78 * s, c - 0.78 * s, c + 0.78 * s, c + 0.78 * s), 0.15 * s, 255)
    return m


def stamp(cv: Canvas, k: int, cx: float, cy: float, r: float, ink=LINE):
    """Emblem k in ink centred at (cx, cy), r its half-size."""
    n = round(2 * r * K)
    box = (round((cx - r) * K), round((cy - r) * K))
    cv.img.paste(Image.new("RGBA", (n, n), ink), box, glyph_mask(k, n))


def halo(cv: Canvas, width: float, colour=PAPER) -> Image.Image:
    """cv's picture on a light rim `width` wide round its opaque part: reads on light and dark."""
    ring = cv.img.getchannel("A").filter(ImageFilter.GaussianBlur(width * K / 2))
    out = Image.new("RGBA", cv.img.size, (*colour[:3], 0))
    out.paste(colour, mask=ring.point(lambda v: 255 if v > 10 else 0))
    out.alpha_composite(cv.img)
    return out.resize((round(cv.w * SCALE), round(cv.h * SCALE)), Image.LANCZOS)


# --- cats ---------------------------------------------------------------------------------------
# Two rows a species, relative to the head centre.  1: head top y, right half of the outline, chin
# y | right ear: outer base, tip, inner base, roundness (0 pointed) | eyes: x, y, rx, ry, tilt,
# pupil (< 0.3 a slit, else round) | body: shoulder half-width, neck half-width, shoulder y, head
# y.  2: name | colours: fur, markings, light fur, iris, nose, inner ear[, whisker pads[, outer
# ear]] | whisker pads: x, y, rx, ry, nose size, y, mouth (1 smiles, -1 frowns).
LOOKS = """
-17 13,-15 20,-5 20,6 13,14 16 | 19,-7 17,-32 4,-17 0 | 8.5,-1,4.6,3.6,8,.22 | 32,16,66,48
house cat | e4944a aa5826 fcecd4 96c042 de888c ecaaa0 | 4.2,9,4.4,3.4,2.6,5.2,1
-16 15,-15 23,-6 25,5 18,14 17 | 21,-7 17,-27 6,-15 1.8 | 8.5,-1,4.6,4.4,3,.3 | 38,22,66,48
Chartreux | 808ea0 646e80 96a2b4 e27c24 5c6474 968c96 | 4.2,9,4.4,3.4,2.6,5.2,1
-14 10,-13 16,-6 17,1 14,8 8,12 14 | 19,-12 22,-27 9,-18 1 | 7.8,-2,4.6,4.4,0,.3 | 40,26,64,48
Persian | f0eae2 c4b8b0 fffcf8 40a86e de888c eebebe | 3,5.3,3.3,2.5,2.5,2,-1
-17 12,-15 17,-6 14,4 8,12 15 | 17,-3 26,-32 3,-15 0 | 8,-2,4.6,2.7,16,.18 | 26,11,70,48
Siamese | f0e2c8 543c30 f0e2c8 4692e8 3c2c28 6e5048 5a4236 543c30 | 3.6,8.5,3.8,3,2.6,5.2,1
-17 13,-15 20,-5 20,6 13,14 16 | 19,-6 16,-31 5,-16 0 | 8.2,-2,4.3,3.3,10,.2 | 32,16,66,48
lynx | bc9e74 564230 f0e6d4 ccc44c de888c f0e2d2 | 4.2,9,4.4,3.4,2.6,5.2,1
-15 14,-14 21,-4 21,6 14,14 16 | 20,-8 19,-24 9,-14 1.6 | 8.3,-2,4.2,3.3,6,.25 | 34,16,60,42
snow leopard | e4e4de 3e4048 ffffff 9ebaa8 a88c8c d2c4c4 | 4.2,9,4.4,3.4,2.6,5.2,1
-14 12,-13 17,-4 16,5 10,12 14 | 16,-6 18,-17 8,-12 1.4 | 7.6,-2,4,3.2,4,.36 | 28,11,70,38
cheetah | e2b65c 241e1c f8eed4 ce962e 342826 5a463c | 3.6,8,3.8,3,2.6,5.2,1
-17 13,-15 20,-5 20,6 13,14 16 | 19,-7 19,-28 6,-16 1.4 | 8.5,-2,5,3.9,6,.22 | 32,16,66,48
ocelot | e2ac68 34261e f8ead2 b09640 b4723c dcaa96 | 4.2,9,4.4,3.4,2.6,5.2,1
-16 12,-15 17,-6 17,3 10,12 14 | 15,-2 33,-31 2,-14 0 | 8,-2,5,3.6,14,.2 | 26,10,70,48
Sphynx | e8baac 9a5e56 f2ccc0 80c4aa c87878 d69696 | 4.2,9,4.4,3.4,2.6,5.2,1
-16 12,-14 18,-4 17,6 11,13 15 | 15,-10 15,-43 4,-16 0 | 7.6,-2,4.2,3.3,8,.2 | 32,16,66,54
caracal | c67c4a 241c1a f8ecdc c4b046 aa6056 f0e2d6 f8ecdc 342622 | 4.2,9,4.4,3.4,2.6,5.2,1
-14 11,-13 16,-4 15,5 9,12 14 | 18,-3 19,-33 0,-12 7.5 | 7,-2,4,3.2,6,.22 | 30,10,80,42
serval | e4b254 28201a faf0da c8a43c 3c2c28 f4e6d4 faf0da 6a4a30 | 3.4,8,3.6,2.8,2.6,5.2,1
-12 16,-12 25,-4 26,6 18,14 16 | 24,-2 30,-9 18,-11 1.4 | 8.3,-.5,4.3,4.3,0,.4 | 44,30,62,48
manul | aaa096 423a38 ece8e2 e2c83e 966e6e beaaa4 | 4.2,8,4.5,3.6,2.6,5.2,-1
"""
PERSIAN_RUFF = [(0, -24), (21, -20), (31, -5), (30, 12), (22, 25), (0, 30)]
LYNX_RUFF = [(14, -8), (26, 0), (32, 12), (30, 21), (22, 24), (17, 30), (8, 25), (0, 25)]
# ruff = (right half, fur depth, tufts); fluffy, head_fur: fur depth of the body, the head;
# tuft: length of the ear tufts; tilt: of the head (degrees); lid: flat frowning upper eyelids
EXTRA = {3: dict(tilt=7), 7: dict(tilt=-6), 8: dict(whisker=None), 9: dict(tuft=10)}
EXTRA[2] = dict(ruff=(PERSIAN_RUFF, 2.6, 40), fluffy=2.5, head_line=hexes("c8bab2")[0])
EXTRA[4] = dict(ruff=(LYNX_RUFF, 2.8, 22), tuft=9)
EXTRA[5] = dict(whisker=hexes("3c3c46")[0], head_fur=0.8)
EXTRA[11] = dict(head_fur=1.8, fluffy=2.2, lid=True)


def look(i: int) -> dict:
    """Species i's row of LOOKS (and EXTRA) as a dict."""
    row1, row2 = LOOKS.strip().splitlines()[2 * i : 2 * i + 2]
    head, ear, eye, body = ([*map(float, c.split())] for c in row1.replace(",", " ").split("|"))
    _, colours, face = row2.split("|")  # the name is for the reader
    half = [(0, head[0]), *zip(head[1:-1:2], head[2:-1:2]), (0, head[-1])]
    s = dict(head=half, ear=(ear[0:2], ear[2:4], ear[4:6], ear[6]), eye=eye, body=body, i=i)
    s |= dict(col=hexes(colours), face=[float(v) for v in face.split(",")])
    return {"whisker": rgba(WHITE, 200), "head_line": LINE, **s, **EXTRA.get(i, {})}


def snow_tail(c: Canvas, s):
    """The snow leopard's huge tail curled round the front, ringed and dark-tipped."""
    mid = catmull([(122, 94), (100, 80), (70, 82), (40, 84), (22, 78), (16, 66), (21, 57)], 10, 0)
    (left, right), n, dk = brush(None, mid, 19, 13), len(mid), s["col"][1]

    def angle(a, b):
        return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))

    cap = [polar(6.5, angle(mid[-2], mid[-1]) + t * 7, *mid[-1]) for t in range(12, -13, -2)]
    tail = fur(left + cap + right[::-1], 64, 0.9)
    shape(c, tail, s["col"][0])

    def rings(c):
        for i in range(8, n - 8, 8):
            c.poly(oval(*mid[i], 2.6, 4.2, angle(mid[i], mid[i + 1])), fill=dk)
            ring = oval(mid[i][0] + 0.4, mid[i][1] - 0.4, 1.5, 2.9, angle(mid[i], mid[i + 1]))
            c.poly(ring, fill=mix(s["col"][0], dk, 0.25))
        c.ellipse(mid[-1][0], mid[-1][1] - 1, 9, 7, fill=dk)

    clipped(c, tail, rings)
    c.line(tail + tail[:2], LINE, 1.0, caps=False)


def markings(c: Canvas, s, x, y, part: str):
    """A species' markings on one part of it: "body", "head", "ruff" (each clipped to it),
    "front" (over the body, under the head) or "face" (on the whisker pads, under the eyes)."""
    i, dk, mid = s["i"], s["col"][1], mix(s["col"][0], s["col"][1], 0.3)
    dim, (ex, ey, rx, ry), (mx, my, mrx, mry) = rgba(dk, 150), s["eye"][:4], s["face"][:4]

    def dots(size, fill):
        return lambda c, px, py, r: c.ellipse(px, py, size * r.uniform(0.8, 1.2), size, fill=fill)

    def rosette(c, px, py, r):
        c.ellipse(px, py, 2.4, 2, fill=mid)
        for a in range(0, 360, 72):
            c.ellipse(*polar(3.2, a + r.uniform(-15, 15), px, py), 1.2, fill=dk)

    def chain(c, px, py, r):  # the ocelot's open, elongated blotches
        a, ln = r.uniform(-20, 20), r.uniform(3.6, 5.0)
        c.poly(oval(px, py, ln, 2.1, a), fill=dk)
        c.poly(oval(px + 0.3, py, ln - 1.3, 1.0, a), fill=mid)

    def frost(c, px, py, r):  # pale fur tips: plush (Chartreux), frosted (manul)
        curve(c, (px, py), (px + 1, py + 1), (px + 0.5, py + 3), 0.8, 0.1, rgba(s["col"][2], 150))

    def hair(c, px, py, r):  # short strands in a ruff, pointing away from the face
        a = math.degrees(math.atan2(py - y, px - x)) + r.uniform(-18, 18)
        c.line([(px, py), polar(3, a, px, py)], rgba(mid, 110), 0.45)

    body = {1: (8, 4, frost), 4: (18, 7, dots(1, dim)), 5: (10, 9, rosette)}
    body |= {6: (8, 5.2, dots(1.3, dk)), 7: (14, 8.5, chain), 10: (30, 7.5, dots(1.9, dk))}
    body[11] = (14, 4, frost)  # (top, step, mark) of the pattern on the body
    head = {4: (18, -6, 4, 5, 0.6), 5: (20, -16, -5, 4.2, 0.9), 6: (17, -15, 10, 3.4, 0.6)}
    head |= {10: (14, -4, 6, 3.4, 0.55), 11: (10, -12, -6, 3, 0.7)}
    if part == "body":  # a pale chest
        c.ellipse(x, s["body"][2] + 14, s["body"][0] * 0.42, 20, fill=rgba(s["col"][2], 220))
    elif part == "ruff":
        c.ellipse(x, y + 20, 24, 14, fill=rgba(s["col"][2], 150))
        scatter(c, (x - 32, y - 26, x + 32, y + 31), 3.2, hair, 17)
    if part == "body" and i in body:
        scatter(c, (x - 46, y + body[i][0], x + 46, 92), body[i][1], body[i][2], i)
    elif part == "head" and i in head:
        hw, y0, y1, step, r = head[i]
        scatter(c, (x - hw, y + y0, x + hw, y + y1), step, dots(r, dim if i == 4 else dk), i)
    if (part, i) == ("body", 3):  # Siamese points: dark paws below, a dark mask
        c.ellipse(x, y + 50, 30, 12, fill=rgba(dk, 120))
    elif (part, i) == ("head", 3):
        c.ellipse(x, y + 6, 11, 12, fill=dk)
        c.ellipse(x - 8, y - 1, 6, 4.5, fill=dk)
        c.ellipse(x + 8, y - 1, 6, 4.5, fill=dk)
    elif (part, i) == ("front", 0):  # a collar with a heart tag: the house cat
        band = bezier((x - 22, y + 10), (x, y + 25), (x + 22, y + 10), 16)
        shape(c, band + bezier((x + 22, y + 13), (x, y + 29), (x - 22, y + 13), 16), RED, w=0.8)
        c.ellipse(x, y + 23, 3.6, fill=GOLD, outline=LINE, width=0.7)
        stamp(c, 0, x, y + 23.3, 2.4)
    elif (part, i) == ("front", 5):
        snow_tail(c, s)
    for side in (-1, 1):
        p = at(x, y, side)
        for k in range({0: 4, 11: 3}.get(i, 0) if part == "body" else 0):  # flank stripes
            y0 = (20 if i == 0 else 30) + k * (6.5 if i == 0 else 8)
            curve(c, p(37, y0), p(29, y0 - 2.5), p(19, y0 + 1), 3, 0.3, dk)
        brow = {0: (0, 4.5), 4: (0, 3), 7: (1.8, 5), 10: (0, 4)}.get(i, ())
        for dx in brow if part == "head" else ():  # forehead stripes
            w = 2 if i in (0, 7) else 1.2
            curve(c, p(dx * 1.2, -19), p(dx, -12), p(dx * 0.7, -7), w, 0.4, dk)
        for k in {0: (-1, 3, 7), 7: (1.5, 6), 11: (0.5, 4.5)}.get(i, ()) if part == "head" else ():
            curve(c, p(23 if i < 11 else 26, k + 1), p(18, k - 1), p(12, k), 2, 0.5, dk)  # cheeks
        if (part, i) == ("body", 8):  # Sphynx wrinkles
            for k in range(3):
                curve(c, p(12, 14 + 3.4 * k), p(5, 18 + 3.4 * k), p(0, 17 + 3.4 * k), 0.3, 1, dk)
        elif (part, i) == ("head", 8):
            for k in range(4):
                a, b = p(9 - k * 1.5, -6 - k * 2.5), p(4.5 - k, -9.5 - k * 2.5)
                curve(c, a, b, p(0, -8 - k * 2.5), 0.3, 1.1, dk)
            curve(c, p(15, -1), p(13, 6), p(8, 10), 0.9, 0.3, dk)
        elif (part, i) == ("body", 10):  # stripes down the serval's long neck
            for dx in (2, 6):
                curve(c, p(dx, 10), p(dx * 1.3, 20), p(dx * 1.6, 28), 1.8, 1.2, dk)
        elif (part, i) == ("head", 5):
            for k in range(3):
                c.ellipse(*p(17 + k * 1.5, 2 + k * 3), 1.1, fill=dk)
        elif (part, i) == ("head", 9):  # the caracal's dark brow lines
            curve(c, p(5.5, -4), p(5, -10), p(7, -15), 1.6, 0.3, DARK)
        elif (part, i) == ("ruff", 4):  # black bars in the lynx's cheek ruff
            curve(c, p(19, 3), p(26, 9), p(31, 19), 2.8, 0.6, DARK)
            curve(c, p(14, 12), p(19, 18), p(19, 28), 2.4, 0.5, DARK)
        elif (part, i) == ("face", 6):  # tear lines from the inner eye corners round the muzzle
            a, b = p(ex - rx + 0.8, ey + 1.2), p(mx + mrx * 0.3, my - 1)
            curve(c, a, b, p(mx + mrx + 0.6, my + mry + 0.5), 2.2, 1.2, DARK)
        elif (part, i) == ("face", 7):  # the ocelot's pale eye rings, a dark line above each
            c.ellipse(*p(ex, ey + 0.3), rx + 1.3, ry + 1.4, fill=s["col"][2])
            curve(c, p(3.5, -4), p(3.2, -9), p(5, -14), 1.5, 0.4, DARK)
        elif (part, i) == ("face", 9):  # the caracal's dark lines by the nose, whisker spots
            curve(c, p(4, -2), p(3.2, 1.5), p(2.2, 4.5), 1.3, 0.5, DARK)
            c.ellipse(*p(mx + 1.5, my - 0.6), 1.6, 1.3, fill=DARK)


def background(cv: Canvas, rgb, seed: int):
    """A soft radial glow in the species colour, with a few blurred light discs."""
    w, h = cv.img.size
    g = Image.radial_gradient("L").resize((round(w * 1.5), round(h * 1.9)), Image.BICUBIC)
    g = g.crop((round(w * 0.25), round(h * 0.55), round(w * 1.25), round(h * 1.55)))
    light, dark = mix(rgb, WHITE, 0.55)[:3], mix(rgb, (0, 0, 0), 0.45)[:3]
    cv.img.paste(ImageOps.colorize(g, light, dark, mid=rgb).convert("RGBA"))
    lay, r = Canvas(cv.w, cv.h), random.Random(seed)
    for _ in range(7):
        lay.ellipse(r.uniform(0, PW), r.uniform(0, 60), r.uniform(4, 11), fill=rgba(WHITE, 40))
    cv.img.alpha_composite(lay.img.filter(ImageFilter.GaussianBlur(K)))


def ear(c: Canvas, s, x, y, side):
    p, (o, t, i, rnd) = at(x, y, side), s["ear"]
    base, o, t, i = p((o[0] + i[0]) / 2, (o[1] + i[1]) / 2 + 8), p(*o), p(*t), p(*i)
    gx, gy = (o[0] + t[0] + i[0]) / 3, (o[1] + t[1] + i[1]) / 3

    def out(a, b, k):  # the midpoint of a-b pushed away from the ear's centre by k
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        d = math.hypot(mx - gx, my - gy) or 1
        return (mx + (mx - gx) / d * k, my + (my - gy) / d * k)

    if rnd:
        pts = catmull([o, out(o, t, rnd), t, out(t, i, rnd), i, base], 10)
    else:
        pts = bezier(o, out(o, t, 1.5), t, 12) + bezier(t, out(t, i, 0.9), i, 12)[1:] + [base]
    shape(c, pts, s["col"][7] if len(s["col"]) > 7 else s["col"][0])
    cx, cy = gx * 0.7 + base[0] * 0.3, gy * 0.7 + base[1] * 0.3 + 1
    c.poly([(cx + (px - cx) * 0.6, cy + (py - cy) * 0.6) for px, py in pts], fill=s["col"][5])
    if s.get("tuft"):
        n, q = s["tuft"], at(*t, side)
        curve(c, q(-0.6, 2), q(0, -n * 0.6), q(n / 5, -n), 2.2, 0.2, DARK)


def eye(c: Canvas, s, x, y, side):
    ex, ey, rx, ry, tilt, pupil = s["eye"]
    cx, cy = x + side * ex, y + ey

    def rot(*pts):
        return rotate([(cx + px, cy + py) for px, py in pts], cx, cy, -tilt * side)

    upper = rot(*bezier((-rx, 0.3), (0, -ry * 2.05), (rx, -0.3), 16))
    lower = rot(*bezier((rx, -0.3), (0, ry * 1.9), (-rx, 0.3), 16))
    iris = s["col"][3]
    c.poly(upper + lower, fill=mix(iris, (0, 0, 0), 0.25))
    c.ellipse(cx, cy + ry * 0.12, rx * 0.78, ry * 0.78, fill=iris)
    c.ellipse(cx, cy + ry * 0.3, rx * 0.55, ry * 0.5, fill=mix(iris, WHITE, 0.3))
    if pupil < 0.3:
        c.poly(oval(cx, cy, rx * pupil, ry * 0.92, -tilt * side * 0.3), fill=DARK)
    else:
        c.ellipse(cx, cy, rx * pupil, min(rx * pupil * 1.05, ry * 0.9), fill=DARK)
    c.ellipse(cx - rx * 0.3, cy - ry * 0.38, ry * 0.3, fill=WHITE)
    c.ellipse(cx + rx * 0.32, cy + ry * 0.35, ry * 0.13, fill=rgba(WHITE, 210))
    if s.get("lid"):
        p, q = rot((-rx * side - 0.5 * side, -ry * 0.15), (rx * side + side, -ry * 0.8))
        c.poly([p, q, (q[0], q[1] - ry * 1.5), (p[0], p[1] - ry * 1.9)], fill=s["col"][0])
        brush(c, [p, q], 1.4, 1.0, LINE)
    else:
        brush(c, upper, 0.7, 0.7, LINE)
    c.line(upper + lower + upper[:2], LINE, 0.7, caps=False)


def face(c: Canvas, s, x, y):
    mx, my, mrx, mry, ns, ny, mouth = s["face"]
    pad = s["col"][6] if len(s["col"]) > 6 else s["col"][2]
    c.ellipse(x, y + my + mry * 0.95, mrx, mry * 0.8, fill=pad)
    for side in (-1, 1):
        c.ellipse(x + side * mx, y + my, mrx, mry, fill=pad)
    markings(c, s, x, y, "face")
    top, nose = y + ny + ns * 0.6 + 1.4, [(x - ns, y + ny - ns * 0.6), (x + ns, y + ny - ns * 0.6)]
    shape(c, catmull(nose + [(x, y + ny + ns * 0.6)], 6), s["col"][4], w=0.6)
    c.ellipse(x - ns * 0.3, y + ny - ns * 0.3, ns * 0.28, ns * 0.18, fill=rgba(WHITE, 120))
    c.line([(x, top - 1.4), (x, top)], LINE, 0.6)
    for side in (-1, 1):
        p, q = at(x, top, side), at(x, y + my, side)
        eye(c, s, x, y, side)
        for k in range(3):  # whisker roots and whiskers
            c.ellipse(*q(mx + 0.5 + k * 0.9, k % 2 * 1.1 - 0.6), 0.35, fill=rgba(LINE, 150))
            if s["whisker"]:
                a, b = q(mx + mrx * 0.5, k * 1.2 - 0.5), q(mx + 11, k * 2.5 - 3)
                curve(c, a, b, q(mx + 22, k * 5 - 1), 0.5, 0.1, s["whisker"])
        ctrl, end = (p(1.6, 1.8), p(3.3, 0.3)) if mouth > 0 else (p(1.6, 0.4), p(3.3, 1.9))
        c.line(bezier((x, top), ctrl, end, 8), LINE, 0.6)


def cat_picture(i: int) -> Image.Image:
    s, cv, hc = look(i), Canvas(PW, PH), Canvas(PW, PH)  # hc: the head, on a layer to tilt it
    fur_c, (bw, nw, sy, y), x = s["col"][0], s["body"], PW / 2
    background(cv, SPECIES_RGB[i], i)
    half = [(nw, y), (nw + 1.5, (y + sy) / 2), (bw * 0.8, sy), (bw, sy + 12), (bw + 3, 100)]
    body = catmull(mirror(x, 0, half))
    body = fur(body, 46, s["fluffy"], 3) if s.get("fluffy") else body
    shape(cv, body, fur_c, None)
    clipped(cv, body, lambda c: markings(c, s, x, y, "body"), blur=0.15)
    clipped(cv, body, lambda c: c.ellipse(x, y + 17, nw * 1.8, 6, fill=rgba(DARK, 80)), blur=2.5)
    cv.line(body + body[:2], LINE, 1.0, caps=False)
    markings(cv, s, x, y, "front")
    for side in (-1, 1):
        ear(hc, s, x, y, side)
    if s.get("ruff"):
        ruff = fur(catmull(mirror(x, y, s["ruff"][0]), 8), s["ruff"][2], s["ruff"][1], 2)
        shape(hc, ruff, fur_c)
        clipped(hc, ruff, lambda c: markings(c, s, x, y, "ruff"), blur=0.2)
    head = catmull(mirror(x, y, s["head"]), 10)
    head = fur(head, 52, s["head_fur"], 5) if s.get("head_fur") else head
    shape(hc, head, fur_c, None)
    clipped(hc, head, lambda c: markings(c, s, x, y, "head"), blur=0.25)
    clipped(hc, head, lambda c: c.ellipse(x, y - 11, 12, 6, fill=rgba(WHITE, 70)), blur=3)
    hc.line(head + head[:2], s["head_line"], 1.0, caps=False)
    face(hc, s, x, y)
    cv.img.alpha_composite(hc.img.rotate(s.get("tilt", 0), Image.BICUBIC, center=(x * K, y * K)))
    cv.ellipse(PW - 10, 10, 7.6, fill=PAPER, outline=LINE, width=0.8)  # top right: the value
    stamp(cv, i, PW - 10, 10, 6.6)  # disc covers the card's top left
    return cv.result()


# --- resources and the back -------------------------------------------------------------------


def resource(k: int) -> Image.Image:
    """Energy (bolt), Water (drop with waves), Metal (gear), Food (wheat), Data (chip)."""
    cv, col, w, hi = Canvas(64, 64), rgba(RESOURCE_RGB[k]), 2.4, mix(RESOURCE_RGB[k], WHITE, 0.6)
    if k == 0:
        bolt = [(38, 3), (13, 36), (29, 36), (22, 61), (51, 24), (35, 24), (45, 3)]
        shape(cv, bolt, col, w=w)
        cv.line([(38, 8), (22, 31)], hi, 2.2)
    elif k == 1:
        drop = [(32, 3)] + [polar(21, a, 32, 39) for a in range(-30, 211, 6)]
        shape(cv, drop, col, w=w)
        for y in (40, 48):
            cv.line([(17 + t, y + 2.2 * math.sin(t / 3.3)) for t in range(0, 31, 2)], WHITE, 2.4)
        cv.line(bezier((22, 30), (23, 22), (28, 15)), hi, 2.2)
    elif k == 2:
        gear = [polar(27 if (a + 11) % 45 < 22 else 20, a, 32, 32) for a in range(0, 360, 3)]
        shape(cv, gear, col, w=w)
        cv.ellipse(32, 32, 13, outline=hi, width=2)
        cv.ellipse(32, 32, 8, fill=PAPER, outline=LINE, width=w)
    elif k == 3:  # an ear of wheat
        cv.line(bezier((31, 62), (31, 40), (32, 14)), LINE, 3)
        for j, side in [(j, side) for j in range(4) for side in (-1, 1)] + [(4, 0)]:
            cx, cy = 32 + side * 6, 48 - j * 8.6 - (2 if j == 4 else 0)
            shape(cv, oval(cx, cy, 7, 4, -90 + side * 55), col, w=2)
    else:
        for t in range(14, 51, 12):  # pins
            cv.line([(10, t), (54, t)], LINE, 3.2)
            cv.line([(t, 10), (t, 54)], LINE, 3.2)
        cv.rect(12, 12, 52, 52, fill=col, outline=LINE, width=w, r=5)
        cv.rect(19, 19, 45, 45, fill=hi, r=3)
        cv.text(32, 32.5, "01", 14, LINE, CONDENSED)
    return halo(cv, 2.4)


def card_back() -> Image.Image:
    """Dark teal on graphite, a circuit rosette, a sitting cat and the name."""
    w, h, cv = 80, 112, Canvas(80, 112)
    g = Image.radial_gradient("L").resize(cv.img.size)
    cv.img.paste(ImageOps.colorize(g, (30, 92, 96), (26, 30, 34), mid=(24, 62, 66)).convert("RGBA"))
    teal, pale = (70, 170, 160, 255), (190, 236, 226, 255)
    for a in range(0, 360, 30):  # circuit traces radiating from the medallion
        p0, p1 = polar(24, a, 40, 46), polar(34, a, 40, 46)
        cv.line([p0, p1, (p1[0] + (6 if a % 60 else -6), p1[1])], rgba(teal, 120), 0.7)
        cv.ellipse(p1[0] + (6 if a % 60 else -6), p1[1], 1.2, fill=rgba(teal, 160))
    cv.rect(3.5, 3.5, w - 3.5, h - 3.5, outline=teal, width=0.8, r=3.5)
    cv.ellipse(40, 46, 23, fill=(20, 40, 44, 255), outline=teal, width=1.2)
    cat = catmull(mirror(40, 36, [(0, -8), (6.5, -6.5), (9, -1), (7, 5), (0, 7)]), 8)
    shape(cv, cat, pale, None)
    for side in (-1, 1):
        cv.poly([(40 + side * 8.8, 33), (40 + side * 8, 22), (40 + side * 2.5, 29)], fill=pale)
        cv.poly(oval(40 + side * 3.6, 36, 1.9, 1.1, side * -15), fill=(20, 40, 44, 255))
    body = catmull(mirror(40, 0, [(4, 42), (9, 50), (12, 60), (10, 66), (0, 66)]), 8)
    shape(cv, body, pale, None)
    curve(cv, (48, 64), (62, 64), (58, 48), 3.2, 1.6, pale)
    cv.line([(40, 54), (40, 65)], (20, 40, 44, 255), 0.8)
    cv.text(40, 84, "KARTHEDIS", 9.5, pale, BOLD, max_w=66)
    cv.text(40, 93, "FUTURE  MARKET", 4.2, teal, BOLD)
    cv.clip_rounded(5)
    cv.rect(0, 0, w, h, outline=(16, 22, 26, 255), width=0.8, r=5)
    return cv.result()


def contact_sheet(art: dict[str, Image.Image], path: Path):
    """Every picture: the cats in colour and in greyscale, then emblems, resources and back."""
    sheet, y = Image.new("RGB", (2788, 1190), (60, 60, 60)), 842
    for k in range(12):
        img, x = art[f"cat-{k}"], 10 + k % 4 * 346
        sheet.paste(img, (x, 10 + k // 4 * 274), img)
        sheet.paste(img.convert("L"), (x + 1394, 10 + k // 4 * 274))
        for row, tile in enumerate(((236, 232, 222), (40, 44, 52))):  # emblems on light, on dark
            sheet.paste(tile, (10 + k * 104, y + row * 104, 106 + k * 104, y + 96 + row * 104))
            sheet.paste(art[f"emblem-{k}"], (10 + k * 104, y + row * 104), art[f"emblem-{k}"])
    for k in range(5):
        sheet.paste(art[f"resource-{k}"], (1270 + k * 200, y), art[f"resource-{k}"])
    sheet.paste(art["back"], (2290, y - 10), art["back"])
    sheet.save(path)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--contact", type=Path, help="also write a contact sheet PNG here")
    args = ap.parse_args(argv)
    art = {f"cat-{i}": cat_picture(i) for i in range(12)}
    for i in range(12):  # the emblems alone, dark ink in a light halo
        stamp(cv := Canvas(32, 32), i, 16, 16, 13.5)
        art[f"emblem-{i}"] = halo(cv, 2.2)
    art |= {f"resource-{i}": resource(i) for i in range(5)}
    art["back"] = card_back()
    for name, img in art.items():
        save(img, OUT / f"{name}.png")
    if args.contact:
        contact_sheet(art, args.contact)


if __name__ == "__main__":
    main()
