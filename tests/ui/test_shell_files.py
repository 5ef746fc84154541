"""Saving, loading and the autosaves, including files that must not be trusted, and nothing
thrown away: one autosave per game, "Continue" in the chooser, a question before a game of the
same kind replaces an unfinished one."""

import json
import os
import time

import pytest
from PySide6.QtWidgets import QMessageBox

from tabletop.app import open_window, parse_args
from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.ui import file_dialogs
from tabletop.ui.controller import autosave_path
from tabletop.ui.main_window import MainWindow
from tabletop.ui.settings import Settings


def play_a_little(shell, window, seed=4):
    c = shell.start(["human", "random", "random"], seed=seed)
    shell.wait_for_turn(c, 0)
    while c.session.state.to_act() == 0:
        window.table.moveRequested.emit(c.session.state.legal_moves()[0])
    shell.wait_for_turn(c, 0)
    return c


def start_app(qtbot, *flags):
    """The window as `tabletop` opens it: settings read from the disk, autosaves tidied."""
    window = open_window(parse_args(list(flags)), Settings.load())
    qtbot.addWidget(window)
    return window


def card(window, game_id):
    return next(c for c in window.chooser.cards if c.info.id == game_id)


def test_save_then_load_gives_the_same_session(window, shell, tmp_path, monkeypatch):
    c = play_a_little(shell, window)
    before = c.session.to_json()
    monkeypatch.setattr(file_dialogs, "ask", lambda *a, **k: str(tmp_path / "evening"))
    window.act_save.trigger()  # no file yet: asks for one
    saved = tmp_path / "evening.ttx"
    assert saved.is_file() and window.save_path == saved
    window.start_game(c.session.info, c.session.seats, 99)
    assert c.session.to_json() != before
    monkeypatch.setattr(file_dialogs, "ask", lambda *a, **k: str(saved))
    window.act_load.trigger()
    # the new game is unfinished: opening the save would replace it, so the player is asked
    box = window.message_box
    assert (
        box.isVisible()
        and "Opening evening.ttx replaces your unfinished game of Take Stock" in box.text()
    )
    assert c.session.seed == 99
    box.button(QMessageBox.StandardButton.Yes).click()
    assert c.session.to_json() == before
    assert window.table.seat == 0 and c.session.state.to_act() == 0


def test_opening_a_save_of_the_running_game_asks_nothing(window, shell, tmp_path):
    play_a_little(shell, window)
    assert window.save_to(tmp_path / "same.ttx")
    assert window.load_from(tmp_path / "same.ttx")  # the same game: nothing replaced
    assert window.message_box is None


def test_a_broken_save_is_reported_and_never_overwritten(window, shell, tmp_path, monkeypatch):
    c = play_a_little(shell, window)
    for name, content in (
        ("broken.ttx", b'{"format": "tabletop-exchange-save", "vers'),
        ("newer.ttx", json.dumps({"format": "tabletop-exchange-save", "version": 99}).encode()),
        ("deep.ttx", b"[" * 3000 + b"]" * 3000),
        ("foreign.ttx", b"\x89PNG not a save at all"),
    ):
        path = tmp_path / name
        path.write_bytes(content)
        playing = c.session.to_json()
        assert not window.load_from(path)
        box = window.message_box
        assert box.isVisible() and name in box.text()
        box.accept()
        assert c.session.to_json() == playing  # the game goes on as it was
        monkeypatch.setattr(file_dialogs, "ask", lambda *a, **k: "")
        window.act_save.trigger()  # asks for a name, never reuses it
        assert path.read_bytes() == content
    assert not window.load_from(tmp_path / "newer.ttx")
    assert "newer version" in window.message_box.text()


def test_load_flag_with_a_bad_file_says_why_and_the_app_runs(qtbot, home, tmp_path):
    path = tmp_path / "nested.ttx"
    path.write_bytes(b'{"a":' * 2000 + b"1" + b"}" * 2000)
    window = start_app(qtbot, "--load", str(path))
    box = window.message_box
    assert box.isVisible()
    assert "nested.ttx is damaged: its contents are nested more than 16 levels deep" in box.text()
    assert window.stack.currentWidget() is window.chooser


def test_an_unwritable_place_is_reported_and_the_game_goes_on(window, shell, tmp_path):
    c = play_a_little(shell, window)
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert not window.save_to(blocker / "game.ttx")
    assert window.message_box.isVisible()
    assert "could not be saved" in window.message_box.text()
    window.message_box.accept()
    window.table.moveRequested.emit(c.session.state.legal_moves()[0])
    assert c.session.movers[-1] == 0  # still playing


def test_autosave_failure_is_said_once_and_play_continues(shell, window, home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "data").write_text("a file where the data folder should be")
    c = shell.start(["human", "random"], seed=6)
    shell.wait_for_turn(c, 0)
    assert window.message_box is not None and "could not be saved" in window.message_box.text()
    first = window.message_box
    window.table.moveRequested.emit(c.session.state.legal_moves()[0])
    assert window.message_box is first  # not repeated after every move


def test_an_unfinished_game_is_offered_after_a_restart(qtbot, window, shell):
    c = play_a_little(shell, window, seed=9)
    before = c.session.to_json()
    assert autosave_path("take-stock").is_file()
    window.close()

    again = start_app(qtbot)
    assert again.message_box is None  # nothing to say: no question either
    take_stock = card(again, "take-stock")
    assert take_stock.continue_button.isVisible()
    assert "Unfinished game, saved" in take_stock.note.text()
    assert take_stock.button.text() == "&New game"
    assert not card(again, "stockpile").continue_button.isVisible()
    take_stock.continue_button.click()
    assert again.controller.session.to_json() == before
    assert again.stack.currentWidget() is again.game_screen


def test_no_offer_without_an_autosave(qtbot, window):
    window.offer_resume()
    assert window.message_box is None
    assert not any(c.continue_button.isVisible() for c in window.chooser.cards)


def test_another_game_keeps_the_running_one_resumable(window, shell):
    c = play_a_little(shell, window, seed=3)
    take_stock = c.session.to_json()
    stockpile = registry()["stockpile"]
    assert window.start_game(stockpile, [Seat("Ann"), Seat("Bea", "random")], 5)
    assert window.message_box is None  # nothing was given up: no question
    window.act_games.trigger()
    assert set(window.chooser.unfinished()) == {"take-stock", "stockpile"}
    card(window, "take-stock").continue_button.click()
    assert c.session.to_json() == take_stock
    window.act_games.trigger()
    card(window, "stockpile").continue_button.click()  # and back
    assert c.session.info.id == "stockpile" and c.session.seed == 5


def test_a_new_game_of_the_same_kind_asks_first(window, shell):
    c = play_a_little(shell, window, seed=8)
    unfinished = c.session.to_json()
    window.act_new.trigger()
    box = window.message_box
    assert box.isVisible()
    assert "A new game replaces your unfinished game of Take Stock" in box.text()
    assert "counts as lost in your statistics" in box.text()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    box.button(QMessageBox.StandardButton.No).click()
    assert window.dialog is None and c.session.to_json() == unfinished

    window.act_new.trigger()
    window.message_box.button(QMessageBox.StandardButton.Yes).click()
    dialog = window.dialog
    assert dialog.isVisible()
    dialog.reject()  # changed her mind: nothing given up
    assert c.session.to_json() == unfinished
    assert window.keeper.statistics.records == {}

    window.act_new.trigger()
    window.message_box.button(QMessageBox.StandardButton.Yes).click()
    window.dialog.accept()
    assert c.session.to_json() != unfinished
    record = window.keeper.statistics.records["take-stock"]["random"]
    assert (record.played, record.lost, record.abandoned) == (1, 1, 1)


# --- damaged files at start-up: moved aside, the app starts, says so once --------------------


def _valid_autosave(home):
    from tabletop.core import savefile
    from tabletop.core.session import Session

    s = Session(registry()["take-stock"], [Seat("Ann"), Seat("Bo", "easy")], 3)
    return savefile.dumps(s)


BAD_AUTOSAVES = {
    # name: (content, words the start-up message must hold)
    "nested lists": (b"[" * 2000 + b"]" * 2000, "nested more than 16 levels deep"),
    "nested tables": (b'{"a":' * 2000 + b"1" + b"}" * 2000, "nested more than 16 levels deep"),
    "5,000 digits": (
        b'{"format": "tabletop-exchange-save", "version": ' + b"7" * 5000 + b"}",
        "number far too large",
    ),
    "version 0": (b'{"format": "tabletop-exchange-save", "version": 0}', "format version is 0"),
    "movers null": (None, "“session.movers” should be a list, but it is empty (null)"),
    "truncated": (
        b'{"format": "tabletop-exchange-save", "version": 1, "sess',
        "breaks off or is garbled",
    ),
    "foreign JSON": (b'{"hello": "world"}', "is not a Tabletop Exchange save file"),
    "binary junk": (bytes(range(256)), "is not a Tabletop Exchange file"),
    "empty": (b"", "is empty"),
    "over 20 MB": ("huge", "far larger than any file of Tabletop Exchange"),
}


@pytest.mark.parametrize("case", list(BAD_AUTOSAVES))
def test_the_app_starts_with_each_bad_autosave_moved_aside(qtbot, home, case):
    content, words = BAD_AUTOSAVES[case]
    path = autosave_path("take-stock")
    path.parent.mkdir(parents=True, exist_ok=True)
    if content is None:
        doc = json.loads(_valid_autosave(home))
        doc["session"]["movers"] = None
        content = json.dumps(doc).encode()
    if content == "huge":
        with path.open("wb") as f:
            f.truncate(21 * 1024 * 1024)
    else:
        path.write_bytes(content)
    window = start_app(qtbot)
    box = window.message_box
    assert box.isVisible() and words in box.text()
    aside = [
        p for p in path.parent.iterdir() if p.name.startswith("autosave-take-stock.ttx.broken-")
    ]
    assert len(aside) == 1 and aside[0].name in box.text() and str(path.parent) in box.text()
    assert not path.exists()
    assert window.stack.currentWidget() is window.chooser
    assert not card(window, "take-stock").continue_button.isVisible()
    box.accept()
    window.close()
    again = start_app(qtbot)  # said once: the next start is quiet
    assert again.message_box is None


def test_a_refused_autosave_is_said_and_its_game_stays_in_the_statistics(qtbot, home):
    """The app's own file, refused (here: a move the rules no longer accept): the message says
    where the file is now, and the game is still in Statistics, unfinished, not forgotten."""
    path = autosave_path("take-stock")
    path.parent.mkdir(parents=True, exist_ok=True)
    doc = json.loads(_valid_autosave(home))
    doc["uid"] = "game-one"
    doc["session"]["moves"], doc["session"]["movers"] = [{"kind": "no-such-move"}], [0]
    path.write_text(json.dumps(doc), encoding="utf-8")
    window = start_app(qtbot)
    box = window.message_box
    assert box.isVisible() and "move 1 is not a move of Take Stock" in box.text()
    (aside,) = [p for p in path.parent.iterdir() if ".broken-" in p.name]
    assert aside.name in box.text() and str(path.parent) in box.text()
    box.accept()
    window.act_stats.trigger()
    table = window.dialog.table
    header = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    row = [table.item(0, c).text() for c in range(table.columnCount())]
    assert row[:3] == ["Take Stock", "Easy", "0"] and row[header.index("Unfinished")] == "1"
    assert table.horizontalHeaderItem(header.index("Unfinished")).toolTip()
    window.dialog.close()
    window.close()
    again = start_app(qtbot)  # counted once, not at every start
    assert again.keeper.statistics.records["take-stock"]["easy"].unfinished == 1


def test_a_running_game_is_unfinished_in_the_statistics(window, shell):
    play_a_little(shell, window)
    window.act_stats.trigger()
    table = window.dialog.table
    header = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    row = [table.item(0, c).text() for c in range(table.columnCount())]
    assert row[:3] == ["Take Stock", "Random", "0"] and row[header.index("Unfinished")] == "1"


def test_the_old_single_autosave_becomes_its_games_autosave(qtbot, home):
    legacy = home / "data" / "autosave.ttx"
    legacy.parent.mkdir(parents=True)
    legacy.write_text(_valid_autosave(home))
    window = start_app(qtbot)
    assert not legacy.exists() and autosave_path("take-stock").is_file()
    assert card(window, "take-stock").continue_button.isVisible()


def test_temporaries_of_a_killed_save_are_removed_at_the_next_start(qtbot, home):
    data, config = home / "data", home / "config"
    for folder in (data, config):
        folder.mkdir(parents=True)
    old = [
        data / "autosave-take-stock.ttx.k2j4_x.tmp",
        data / "evening.ttx.abc.tmp",
        config / "settings.json.q1w2e3.tmp",
    ]
    young = data / "autosave-stockpile.ttx.zzz.tmp"  # another copy of the app, saving now
    foreign = data / "notes.txt.tmp"  # not ours
    hour_ago = time.time() - 3600
    for p in (*old, young, foreign):
        p.write_text("{half a sa")
    for p in (*old, foreign):
        os.utime(p, (hour_ago, hour_ago))
    start_app(qtbot)
    assert not any(p.exists() for p in old)
    assert young.exists() and foreign.exists()


# --- the settings file ------------------------------------------------------------------------

BAD_SETTINGS = {
    "nested": (b'{"a":' * 3000 + b"1" + b"}" * 3000, "nested more than 16 levels deep", []),
    "5,000 digits": (b'{"practice": ' + b"1" * 5000 + b"}", "number far too large", []),
    "a list": (b"[1, 2]", "settings.json does not hold settings", []),
    "truncated": (b'{"language": "de", "anim', "breaks off or is garbled", []),
    "binary": (b"\x00\x01\x02\xff", "is not a Tabletop Exchange file", []),
    "wrong types": (
        json.dumps(
            {"language": "de", "practice": "yes", "animation": 3, "last_setup": None}
        ).encode(),
        "(animation, last_setup, practice)",
        ["language"],
    ),
    "unknown language": (
        json.dumps({"language": "xx", "practice": True}).encode(),
        "(language)",
        ["practice"],
    ),
}


@pytest.mark.parametrize("case", list(BAD_SETTINGS))
def test_bad_settings_fall_back_and_are_moved_aside(home, case):
    content, words, kept = BAD_SETTINGS[case]
    path = Settings.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    settings = Settings.load()
    assert len(settings.notices) == 1
    text = settings.notices[0].render()
    assert words in text
    aside = [p.name for p in path.parent.iterdir() if p.name.startswith("settings.json.broken-")]
    assert len(aside) == 1 and aside[0] in text and not path.exists()
    defaults = Settings()
    for name in ("language", "animation", "practice", "last_setup"):
        if name not in kept:
            assert getattr(settings, name) == getattr(defaults, name)
    assert ("language" in kept) == (settings.language == "de")
    assert ("practice" in kept) == settings.practice
    settings.save()
    assert "notices" not in json.loads(path.read_text())


def test_good_settings_say_nothing_and_a_bom_is_accepted(home):
    path = Settings.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"language": "fr", "future": 1}).encode())
    settings = Settings.load()
    assert settings.language == "fr" and settings.notices == [] and path.exists()


def test_a_bad_settings_file_is_said_once_when_the_window_opens(qtbot, home):
    path = Settings.path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"[" * 3000)
    window = start_app(qtbot)
    box = window.message_box
    assert box.isVisible() and "Your settings could not be read" in box.text()
    assert "settings.json.broken-" in box.text()
    box.accept()
    window.close()  # writes good settings
    assert start_app(qtbot).message_box is None


def test_settings_remember_practice_seat_names_and_levels(qtbot, window):
    window.act_practice.trigger()
    window.chooser.cards[1].button.click()  # Stockpile's new-game dialog
    dialog = window.dialog
    dialog.count.setValue(3)
    dialog.rows[0][1].setText("Zoe")
    dialog.rows[1][2].setCurrentIndex(3)  # Computer: hard
    dialog.rows[2][1].setText("Max")
    dialog.accept()
    window.close()

    again = MainWindow(Settings.load())
    qtbot.addWidget(again)
    assert again.act_practice.isChecked()
    again.ask_new_game("stockpile")
    again.message_box.button(QMessageBox.StandardButton.Yes).click()  # gives up the last one
    dialog = again.dialog
    assert dialog.count.value() == 3
    assert [dialog.rows[i][1].text() for i in range(3)] == ["Zoe", "Ada", "Max"]
    assert dialog.rows[1][2].currentIndex() == 3
    again.ask_new_game("take-stock")  # per game: Take Stock's own
    assert again.dialog.rows[0][1].text() == ""


def test_enter_closes_the_final_scores_instead_of_starting_a_new_game(qtbot, window, shell):
    from PySide6.QtCore import Qt

    c = shell.start(["random", "random"], seed=21)
    shell.wait(c.is_over, whole_game=True)
    shell.wait(lambda: any(d.winners for d in window.score_dialogs))
    final = [d for d in window.score_dialogs if d.winners][-1]
    assert final.new_button.isVisible() and not final.new_button.isDefault()
    dialog_before = window.dialog
    qtbot.keyClick(final, Qt.Key.Key_Return)
    assert not final.isVisible()
    assert window.dialog is dialog_before  # no new-game dialog


@pytest.mark.parametrize("size", [(1240, 700), (1024, 700)])
def test_the_chooser_fits_without_scroll_bars(qtbot, window, shell, size):
    play_a_little(shell, window, seed=2)
    window.resize(*size)
    window.act_games.trigger()
    chooser = window.chooser

    def settled():  # the layout has run at the new width
        assert window.width() == size[0]
        assert chooser.widget().width() == chooser.viewport().width()
        assert chooser.cards[2].geometry().right() <= chooser.viewport().width()

    qtbot.waitUntil(settled)
    assert chooser.unfinished() == ["take-stock"]
    assert not chooser.horizontalScrollBar().isVisible()
    assert not chooser.verticalScrollBar().isVisible()
    assert chooser.widget().sizeHint().height() <= chooser.viewport().height()
    for c in chooser.cards:
        assert c.button.isVisible() and c.geometry().right() <= chooser.viewport().width()
        assert c.geometry().bottom() <= chooser.viewport().height()
        assert c.cover.height() >= 64
