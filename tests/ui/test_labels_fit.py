"""Every label of every table fits in every language: none is elided at the start of a game,
with the most players and every module on (a cut label hides its words behind a tooltip).

The table is laid out in scene units whatever the window's size, so one layout per language
covers 1024x700 and 1920x1080 alike."""

import pytest

from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.ui import i18n
from tabletop.ui.sprites import Label

GAMES = {
    "take-stock": ({}, 6),
    "stockpile": (
        {o.key: True for o in registry()["stockpile"].options if isinstance(o.default, bool)}
        | {"investors": "choose"},
        5,
    ),
    "stack-market": ({}, 4),
    "karthedis": ({"setup": "draft"}, 6),  # every phase at 4 and 9 seats: test_karthedis_table
}


@pytest.mark.parametrize("lang", ["en", "de", "fr", "pt"])
@pytest.mark.parametrize("game", list(GAMES))
def test_no_table_label_is_cut(qtbot, window, game, lang):
    options, seats = GAMES[game]
    i18n.install(lang)
    try:
        names = ["Ann", "Bea", "Cem", "Dia", "Eli", "Fay"][:seats]
        kinds = ["human"] + ["random"] * (seats - 1)
        assert window.start_game(
            registry()[game], [Seat(n, k) for n, k in zip(names, kinds)], 11, options
        )
        window.controller.ai_delay_ms = 0
        qtbot.waitUntil(lambda: window.table.view is not None, timeout=10_000)
        cut = [
            item.full
            for item in window.table.items()
            if isinstance(item, Label) and item.isVisible() and item.cut
        ]
        assert cut == [], f"{game} in {lang}: labels cut short: {cut}"
    finally:
        i18n.install("en")
