"""Saving, loading and the autosave, including files that must not be trusted."""
import json

from PySide6.QtWidgets import QFileDialog, QMessageBox

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


def test_save_then_load_gives_the_same_session(window, shell, tmp_path, monkeypatch):
    c = play_a_little(shell, window)
    before = c.session.to_json()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "evening"), ""))
    window.act_save.trigger()                            # no file yet: asks for one
    saved = tmp_path / "evening.ttx"
    assert saved.is_file() and window.save_path == saved
    window.start_game(c.session.info, c.session.seats, 99)
    assert c.session.to_json() != before
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))
    window.act_load.trigger()
    assert c.session.to_json() == before
    assert window.table.seat == 0 and c.session.state.to_act() == 0


def test_a_broken_save_is_reported_and_never_overwritten(window, shell, tmp_path, monkeypatch):
    c = play_a_little(shell, window)
    for name, content in (("broken.ttx", b'{"format": "tabletop-exchange-save", "vers'),
                          ("newer.ttx", json.dumps({"format": "tabletop-exchange-save",
                                                    "version": 99}).encode()),
                          ("foreign.ttx", b"\x89PNG not a save at all")):
        path = tmp_path / name
        path.write_bytes(content)
        playing = c.session.to_json()
        assert not window.load_from(path)
        box = window.message_box
        assert box.isVisible() and name in box.text()
        box.accept()
        assert c.session.to_json() == playing            # the game goes on as it was
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
        window.act_save.trigger()                        # asks for a name, never reuses it
        assert path.read_bytes() == content
    assert not window.load_from(tmp_path / "newer.ttx")
    assert "newer version" in window.message_box.text()


def test_an_unwritable_place_is_reported_and_the_game_goes_on(window, shell, tmp_path):
    c = play_a_little(shell, window)
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert not window.save_to(blocker / "game.ttx")
    assert window.message_box.isVisible()
    assert "could not be saved" in window.message_box.text()
    window.message_box.accept()
    window.table.moveRequested.emit(c.session.state.legal_moves()[0])
    assert c.session.movers[-1] == 0                     # still playing


def test_autosave_failure_is_said_once_and_play_continues(shell, window, home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "data").write_text("a file where the data folder should be")
    c = shell.start(["human", "random"], seed=6)
    shell.wait_for_turn(c, 0)
    assert window.message_box is not None and "could not be saved" in window.message_box.text()
    first = window.message_box
    window.table.moveRequested.emit(c.session.state.legal_moves()[0])
    assert window.message_box is first                   # not repeated after every move


def test_an_unfinished_game_is_offered_after_a_restart(qtbot, window, shell):
    c = play_a_little(shell, window, seed=9)
    before = c.session.to_json()
    assert autosave_path().is_file()
    window.close()

    again = MainWindow(Settings(language="en", animation="off"))
    qtbot.addWidget(again)
    again.show()
    again.offer_resume()
    box = again.message_box
    assert box.isVisible() and "Take Stock" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    assert again.controller.session.to_json() == before
    assert again.stack.currentWidget() is again.game_screen


def test_no_offer_without_an_autosave(qtbot, window):
    window.offer_resume()
    assert window.message_box is None
