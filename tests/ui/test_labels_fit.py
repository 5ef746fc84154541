"""Every label of every table fits in every language, and no two texts overlap: at the start of
a game of every playable game of the registry, with the most players it seats (six at most)
and every switch on, at 1024x700, the default size and 1920x1080 (a cut label hides its words
behind a tooltip; overlapping texts hide each other).

Phases deeper in a game are covered per game (test_karthedis_table, test_stock_round_table)."""

import pytest
from PySide6.QtWidgets import QGraphicsTextItem

from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.ui import i18n
from tabletop.ui.sprites import Label

GAMES = [g for g, info in registry().items() if info.playable]
SIZES = [(1024, 700), (1240, 700), (1920, 1080)]
NAMES = ["Ann", "Bea", "Cem", "Dia", "Eli", "Fay"]


def _texts(table):
    """The visible texts of the table, with where they are drawn."""
    for item in table.items():
        if not item.isVisible() or item.opacity() == 0:
            continue
        if isinstance(item, Label) and item.text():
            yield item, item.sceneBoundingRect()
        elif isinstance(item, QGraphicsTextItem) and item.toPlainText().strip():
            yield item, item.sceneBoundingRect()


def _overlaps(table) -> list[str]:
    found = []
    texts = list(_texts(table))
    for i, (a, ra) in enumerate(texts):
        for b, rb in texts[i + 1 :]:
            if a.parentItem() is b or b.parentItem() is a:
                continue
            inter = ra.intersected(rb)
            if inter.width() > 2 and inter.height() > 2 and abs(a.zValue() - b.zValue()) < 50:
                found.append(f"{_words(a)!r} over {_words(b)!r}")
    return found


def _words(item) -> str:
    text = item.text() if isinstance(item, Label) else item.toPlainText()
    return text[:30]


@pytest.mark.parametrize("lang", ["en", "de", "fr", "pt"])
@pytest.mark.parametrize("game", GAMES)
def test_no_table_label_is_cut_and_no_text_overlaps(qtbot, window, game, lang):
    info = registry()[game]
    options = {o.key: True for o in info.options if isinstance(o.default, bool)}
    seats = min(info.max_seats, 6)
    i18n.install(lang)
    try:
        kinds = ["human"] + ["random"] * (seats - 1)
        assert window.start_game(
            info, [Seat(n, k) for n, k in zip(NAMES[:seats], kinds)], 11, options
        )
        c = window.controller
        qtbot.waitUntil(lambda: window.table.view is not None, timeout=10_000)
        qtbot.waitUntil(lambda: c.is_over() or c.thinking_seat() == -1, timeout=60_000)
        for size in SIZES:
            window.resize(*size)
            qtbot.wait(10)
            cut = [
                item.full
                for item in window.table.items()
                if isinstance(item, Label) and item.isVisible() and item.cut
            ]
            assert cut == [], f"{game} in {lang} at {size}: labels cut short: {cut}"
            overlaps = _overlaps(window.table)
            assert overlaps == [], f"{game} in {lang} at {size}: texts overlap: {overlaps}"
    finally:
        i18n.install("en")
