"""The generated art: every picture the game asks for exists at its logical size, a missing one
degrades to a placeholder, and the company colours survive colour-vision deficiencies."""

from __future__ import annotations

import itertools
import logging

import pytest
from PIL import Image
from PySide6.QtCore import QSize, QSizeF

from tabletop.games.take_stock import cards
from tabletop.paths import assets_dir
from tabletop.ui import art

pytestmark = pytest.mark.usefixtures("qapp")


def needed_names() -> dict[str, QSizeF]:
    """The names the Take Stock table uses (UI contract), from the card data itself."""
    names = {
        f"share-{c}-{v}": art.CARD_SIZE
        for c in range(cards.NUM_COMPANIES)
        for v in range(1, cards.VALUES_PER_COMPANY + 1)
    }
    for kind, company in cards.EVENTS:
        names[f"event-{kind}" if company is None else f"event-{kind}-{company}"] = art.CARD_SIZE
    names["back-share"] = names["back-event"] = art.CARD_SIZE
    names["token-option"] = art.TOKEN_SIZE
    names.update({f"company-{c}": art.BADGE_SIZE for c in range(cards.NUM_COMPANIES)})
    return names


def test_names_cover_every_card_kind():
    names = needed_names()
    assert sum(n.startswith("share-") for n in names) == 60
    company_events = [n for n in names if n.startswith("event-") and n[-2] == "-"]
    assert len(company_events) == 15  # split, crash, insider x 5
    assert len([n for n in names if n.startswith("event-")]) == 15 + 9


@pytest.mark.parametrize("name, size", sorted(needed_names().items()))
def test_every_needed_picture_loads_at_its_logical_size(name, size, caplog):
    assert (assets_dir() / "take-stock" / f"{name}.png").is_file()
    with caplog.at_level(logging.WARNING):
        pm = art.pixmap(name)
    assert not caplog.records, caplog.text
    assert pm.devicePixelRatio() == art.SCALE
    assert pm.deviceIndependentSize() == size
    if size == art.CARD_SIZE:
        check_card_shape(assets_dir() / "take-stock" / f"{name}.png")


def check_card_shape(path):
    """Opaque everywhere but the rounded corners, which are see-through."""
    alpha = Image.open(path).getchannel("A")
    inset = 3 * art.SCALE
    assert alpha.crop((inset, inset, alpha.width - inset, alpha.height - inset)).getextrema() == (
        255,
        255,
    )
    assert alpha.getpixel((0, 0)) == alpha.getpixel((alpha.width - 1, alpha.height - 1)) == 0


def test_pixmaps_are_cached():
    assert art.pixmap("share-0-5").cacheKey() == art.pixmap("share-0-5").cacheKey()


def test_missing_picture_is_a_logged_placeholder(caplog):
    with caplog.at_level(logging.WARNING):
        card = art.pixmap("event-no-such-kind")
        badge = art.pixmap("company-99")
    assert "event-no-such-kind" in caplog.text
    assert not card.isNull() and card.deviceIndependentSize() == art.CARD_SIZE
    assert badge.deviceIndependentSize() == art.BADGE_SIZE


@pytest.mark.parametrize("n", range(1, 7))
def test_dice_faces(n):
    pm = art.die_pixmap(n)
    assert (assets_dir() / "dice" / f"d6-{n}.png").is_file()
    assert pm.deviceIndependentSize() == art.DIE_SIZE


def test_app_icon_has_every_hicolor_size():
    sizes = art.icon().availableSizes()
    assert all(QSize(n, n) in sizes for n in art.ICON_SIZES)
    assert (assets_dir() / "icons" / "tabletop-exchange.png").is_file()


def test_company_color_matches_the_palette():
    for c, rgb in enumerate(art.COMPANY_RGB):
        assert art.company_color(c).getRgb()[:3] == rgb


# --- colour-vision deficiency check -----------------------------------------------------------
# Machado, Oliveira & Fernandes (2009) full-severity matrices, applied to linear RGB.
DEFICIENCIES = {
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
}
MIN_DELTA_E = 20.0  # CIE76; about 2.3 is a just-noticeable difference


def _linear(c: int) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(rgb_linear) -> tuple[float, float, float]:
    r, g, b = rgb_linear
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def seen_as(rgb, matrix=None):
    lin = [_linear(c) for c in rgb]
    if matrix:
        lin = [min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin)))) for row in matrix]
    return _lab(lin)


def min_distance(colours, matrix=None) -> float:
    labs = [seen_as(c, matrix) for c in colours]
    return min(
        sum((p - q) ** 2 for p, q in zip(a, b)) ** 0.5 for a, b in itertools.combinations(labs, 2)
    )


def test_simulation_collapses_a_red_green_pair():
    """The simulation must actually simulate: pure red and green come out much closer."""
    red_green = [(200, 60, 40), (80, 140, 40)]
    for matrix in DEFICIENCIES.values():
        assert min_distance(red_green, matrix) < min_distance(red_green) / 2


@pytest.mark.parametrize("deficiency", [None, *DEFICIENCIES])
def test_company_colours_pairwise_distinguishable(deficiency):
    matrix = DEFICIENCIES.get(deficiency) if deficiency else None
    assert min_distance(art.COMPANY_RGB, matrix) >= MIN_DELTA_E
