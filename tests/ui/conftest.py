"""Qt tests run offscreen, with the player's folders in a temporary home.

Both variables must be set before the QApplication exists (pytest-qt creates it lazily, after
collection), and before anything reads the user folders.
"""

import os
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-test-home-")

import pytest

from tabletop.core.session import Seat
from tabletop.games import registry

AI_WAIT_MS = 60_000  # generous: the machine is shared; tests wait for states, never for time


@pytest.fixture(autouse=True)
def english(qapp):
    """Every test starts in English with its plural forms, as the app starts in its language
    (a test that switched language before must not leave it to the next)."""
    from tabletop.ui import i18n

    i18n.install("en")


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fresh TABLETOP_HOME per test: settings and autosave never leak between tests."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def window(qtbot, home):
    from tabletop.ui.main_window import MainWindow
    from tabletop.ui.settings import Settings

    settings = Settings(language="en", animation="off")  # AI moves land at once
    w = MainWindow(settings)
    qtbot.addWidget(w)  # closed at teardown, which waits for AI threads
    w.show()
    return w


class Shell:
    """Starts games in the window and waits for game states (never for fixed times)."""

    def __init__(self, qtbot, window):
        self.qtbot, self.window = qtbot, window

    def start(self, kinds, seed=7, names=None):
        """A Take Stock game with one seat per kind ("human" or an AI level)."""
        names = names or ["Ann", "Bea", "Cem", "Dia", "Eli", "Fay"]
        seats = [Seat(names[i], k) for i, k in enumerate(kinds)]
        assert self.window.start_game(registry()["take-stock"], seats, seed)
        return self.window.controller

    def wait(self, condition, whole_game=False):
        self.qtbot.waitUntil(condition, timeout=AI_WAIT_MS * (4 if whole_game else 1))

    def wait_for_turn(self, controller, seat):
        """Until `seat` decides and no AI is thinking."""
        self.wait(
            lambda: controller.session.state.to_act() == seat and controller.thinking_seat() == -1
        )


@pytest.fixture
def shell(qtbot, window):
    return Shell(qtbot, window)
