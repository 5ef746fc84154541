"""The shell as a player meets it in each language: the chooser with two unfinished games at
1024x700 and the default size (no scroll bar, nothing over the covers, no clipped button),
default player names in the interface language, .ttx named a Tabletop Exchange game."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QFileInfo
from PySide6.QtWidgets import QFileDialog

from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.paths import translations_dir
from tabletop.ui import file_dialogs, i18n
from tabletop.ui.dialogs.new_game import NewGameDialog

PLAYER_1 = {"en": "Player 1", "de": "Spieler 1", "fr": "Joueur 1", "pt": "Jogador 1"}
GAME_FILE = {
    "en": "Tabletop Exchange game",
    "de": "Tabletop-Exchange-Spielstand",
    "fr": "Partie Tabletop Exchange",
    "pt": "Jogo do Tabletop Exchange",
}

GAME_FILES = {
    "en": "Tabletop Exchange games (*.ttx)",
    "de": "Tabletop-Exchange-Spielstände (*.ttx)",
    "fr": "Parties Tabletop Exchange (*.ttx)",
    "pt": "Jogos do Tabletop Exchange (*.ttx)",
}


@pytest.fixture
def compiled(tmp_path, monkeypatch):
    """The shipped catalogues, compiled (the .qm files are built, not committed)."""
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    for lang in PLAYER_1:
        ts = translations_dir() / f"tabletop_{lang}.ts"
        qm = tmp_path / f"tabletop_{lang}.qm"
        subprocess.run([str(lrelease), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    yield
    i18n.install("en")


def play_a_move(shell, window, game: str) -> None:
    seats = [Seat("Ann"), Seat("Bea", "random"), Seat("Cem", "random")]
    assert window.start_game(registry()[game], seats, 5)
    c = window.controller
    shell.wait(lambda: c.thinking_seat() == -1 and bool(c.legal_for_viewer()))
    c.submit(0, c.legal_for_viewer()[0])
    shell.wait(lambda: c.thinking_seat() == -1 and len(c.live.moves) >= 1)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1240, 700), (1024, 700)])
def test_two_unfinished_games_fit_the_chooser(qtbot, window, shell, compiled, lang, size):
    window.resize(*size)
    assert i18n.install(lang)
    for game in ("take-stock", "stockpile"):
        play_a_move(shell, window, game)
    window.statusBar().showMessage("a line in the status bar takes height from the chooser")
    window.act_games.trigger()
    chooser = window.chooser

    def settled():
        assert window.width() == size[0] and chooser.isVisible()
        assert chooser.widget().width() == chooser.viewport().width()
        assert chooser.cards[2].geometry().right() <= chooser.viewport().width()

    qtbot.waitUntil(settled)
    assert chooser.unfinished() == ["take-stock", "stockpile"]
    assert chooser.resume_button.isVisible()
    assert not chooser.verticalScrollBar().isVisible()
    assert not chooser.horizontalScrollBar().isVisible()
    for card in chooser.cards:
        cover, title, blurb = card.cover.geometry(), card.title.geometry(), card.blurb.geometry()
        assert card.geometry().bottom() <= chooser.viewport().height()
        assert title.top() > cover.bottom(), card.info.id  # the title never over the cover
        assert blurb.top() > title.bottom()
        assert blurb.height() >= card.blurb.heightForWidth(blurb.width())  # no line cut off
        below = card.note.geometry() if card.note.isVisible() else blurb
        if card.note.isVisible():
            assert below.top() > blurb.bottom()
        for button in (card.button, card.continue_button):
            if button.isVisible():
                assert button.geometry().top() > below.bottom()
                assert button.width() >= button.sizeHint().width(), button.text()  # not clipped


@pytest.mark.parametrize("lang", list(PLAYER_1))
def test_default_player_names_follow_the_interface_language(qtbot, window, compiled, lang):
    assert i18n.install(lang)
    dialog = NewGameDialog(registry()["take-stock"], None, window)
    qtbot.addWidget(dialog)
    name = dialog.rows[0][1]
    assert name.text() == "" and name.placeholderText() == PLAYER_1[lang]
    assert window.start_game(dialog.info, dialog.seats(), 3)
    assert window.controller.names()[0] == PLAYER_1[lang]
    assert window.controller.names()[1] == "Ada"  # computers keep their proper names
    # the seat was left unnamed: after a switch of language it is named in the new one
    other = "de" if lang != "de" else "fr"
    assert i18n.install(other)
    assert window.controller.names()[0] == PLAYER_1[other]
    board = window.game_screen.scoreboard
    qtbot.waitUntil(lambda: board.item(0, 0).text() == PLAYER_1[other])


@pytest.mark.parametrize("lang", list(GAME_FILE))
def test_the_file_dialogs_name_ttx_a_tabletop_exchange_game(
    qtbot, window, compiled, lang, tmp_path
):
    assert i18n.install(lang)
    save = tmp_path / "evening.ttx"
    save.write_text("{}", encoding="utf-8")
    for saving in (False, True):
        dialog = file_dialogs.game_file_dialog(window, "t", str(tmp_path), save=saving)
        qtbot.addWidget(dialog)
        assert dialog.nameFilters() == [GAME_FILES[lang]]
        assert dialog.iconProvider().type(QFileInfo(str(save))) == GAME_FILE[lang]
        assert dialog.defaultSuffix() == "ttx"
        mode = QFileDialog.AcceptMode.AcceptSave if saving else QFileDialog.AcceptMode.AcceptOpen
        assert dialog.acceptMode() == mode
