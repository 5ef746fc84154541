"""What the table says is current: the last computer move and the feedback line belong to the
position shown (a new game and an undo forget them), a greyed Undo says why, and the keys of
the table are in the Help menu too."""

from __future__ import annotations

import pytest

from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.games.take_stock.moves import Draw

GAMES = [g for g, info in registry().items() if info.playable]


def _start(qtbot, window, game, seed=5):
    seats = [Seat("Ann")] + [Seat(n, "random") for n in ("Bea", "Cem")]
    assert window.start_game(registry()[game], seats, seed)
    c = window.controller
    qtbot.waitUntil(lambda: bool(c.legal_for_viewer()) and c.thinking_seat() == -1, timeout=60_000)
    return c


def _until_a_computer_moved(qtbot, window, c):
    """Play the human's moves until a computer seat has answered one and it is the human's
    turn again."""
    for i in range(60):
        if i > 0 and window.table.last_note:
            return
        c.submit(0, c.legal_for_viewer()[0])
        qtbot.waitUntil(
            lambda: c.is_over() or (bool(c.legal_for_viewer()) and c.thinking_seat() == -1),
            timeout=60_000,
        )
    pytest.fail("no computer move in 60 of the human's")


@pytest.mark.parametrize("game", GAMES)
def test_a_new_game_opens_without_the_last_games_news(qtbot, window, game):
    c = _start(qtbot, window, game)
    _until_a_computer_moved(qtbot, window, c)
    assert window.table.last_note
    window.game_screen.refused("A refusal of the last game.")
    _start(qtbot, window, game, seed=6)
    said_now = [e.text_for(0) for e in c.live.log]
    assert all(t in said_now for t in window._ai_texts), (window._ai_texts, said_now[-5:])
    assert "A refusal of the last game." not in window.game_screen.feedback.text()


def test_undo_forgets_the_undone_computer_move_and_the_refusal(qtbot, window):
    """Stock Round: no chance and nothing hidden in a stock round, so undo reaches back over
    the computers' answers."""
    c = _start(qtbot, window, "stock-round", seed=4)
    _until_a_computer_moved(qtbot, window, c)
    window.game_screen.refused("That move is not possible now.")
    assert window.act_undo.isEnabled(), window.act_undo.toolTip()
    window.act_undo.trigger()
    assert window.table.last_note == ""
    assert not window.game_screen.feedback.text()


def test_a_greyed_undo_says_why(qtbot, window):
    c = _start(qtbot, window, "take-stock", seed=4)
    assert not window.act_undo.isEnabled()
    assert window.act_undo.toolTip() == "Undo is not possible: There is nothing to undo."
    c.submit(0, Draw())
    qtbot.waitUntil(lambda: bool(c.legal_for_viewer()), timeout=60_000)
    assert not window.act_undo.isEnabled()
    assert "showed you a hidden card" in window.act_undo.toolTip()


def test_the_keys_are_in_the_help_menu(qtbot, window):
    _start(qtbot, window, "take-stock")
    assert window.act_keys in window.menu_help.actions()
    window.act_keys.trigger()
    assert window.table.show_help
    text = window.table.item("helptext").toPlainText()
    assert "raise the company of the selected card" in text
    window.act_keys.trigger()
    assert not window.table.show_help
