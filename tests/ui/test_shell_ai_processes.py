"""Hard and Expert seats search in processes of their game's own: none outlives the game."""

import multiprocessing
import os

from PySide6.QtWidgets import QApplication

from tabletop.ai.parallel import WORKERS_ENV


def alive(pid: int) -> bool:
    return os.path.exists(f"/proc/{pid}")


def test_a_game_with_hard_seats_gets_workers_and_leaves_none_behind(shell, window, monkeypatch):
    monkeypatch.setenv(WORKERS_ENV, "2")  # as on a two-core machine, whatever this one has
    c = shell.start(["hard", "human", "expert"], seed=3)
    first = c.search_processes()
    assert len(first) == 1 and all(alive(p) for p in first)
    while not {0, 2} & set(c.session.movers):  # an AI seat decides with them
        shell.wait_for_turn(c, 1)
        window.table.moveRequested.emit(c.session.state.legal_moves()[0])
    shell.wait_for_turn(c, 1)

    # A new game replaces the old one's workers.
    c = shell.start(["human", "hard"], seed=4)
    second = c.search_processes()
    assert len(second) == 1 and not any(alive(p) for p in first)

    window.close()  # quitting: the window shuts its controller down
    QApplication.processEvents()
    assert c.search_processes() == []
    assert multiprocessing.active_children() == []
    assert not any(alive(p) for p in second)


def test_a_search_in_flight_does_not_keep_its_workers_alive(qtbot, shell, window, monkeypatch):
    monkeypatch.setenv(WORKERS_ENV, "2")
    c = shell.start(["human", "expert"], seed=8)
    pids = c.search_processes()
    while c.thinking_seat() != 1:  # the human plays until Expert thinks
        if c.session.state.to_act() == 0:
            window.table.moveRequested.emit(c.session.state.legal_moves()[0])
        qtbot.wait(5)
    c.shutdown()  # while seat 0 still thinks: its workers end, its thread finishes alone
    assert multiprocessing.active_children() == []
    assert not any(alive(p) for p in pids)


def test_games_without_hard_seats_start_no_process(shell, monkeypatch):
    monkeypatch.setenv(WORKERS_ENV, "2")
    c = shell.start(["human", "medium", "easy"], seed=3)
    assert c.search_processes() == []
    assert multiprocessing.active_children() == []


QUIT_SCRIPT = r"""
import os, sys
from PySide6.QtWidgets import QApplication
from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.ui.main_window import MainWindow
from tabletop.ui.settings import Settings

app = QApplication(sys.argv[:1])
window = MainWindow(Settings(language="en", animation="off"), persist=False)
window.show()
seats = [Seat("Ann", "hard"), Seat("Bea", "hard"), Seat("Cem", "expert")]
window.start_game(registry()["take-stock"], seats, 5)
c = window.controller
while len(c.session.moves) < 3:  # the computer players move with their workers
    app.processEvents()
def children():
    out = []
    for pid in os.listdir("/proc"):
        try:
            with open(f"/proc/{pid}/stat") as f:
                if int(f.read().rsplit(")", 1)[1].split()[1]) == os.getpid():
                    out.append(int(pid))
        except (OSError, ValueError, IndexError):
            pass
    return out
print(" ".join(map(str, children())), flush=True)
window.close()  # quitting, as the File menu's Quit does
"""


def test_quitting_the_app_leaves_no_process_behind(tmp_path):
    """The whole app in a process of its own: every process it started ends when it quits
    (the search workers and multiprocessing's own helper)."""
    import subprocess
    import sys
    import time

    env = dict(
        os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_HOME=str(tmp_path), **{WORKERS_ENV: "2"}
    )
    done = subprocess.run(
        [sys.executable, "-c", QUIT_SCRIPT], env=env, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr
    pids = [int(p) for p in done.stdout.split()]
    assert pids  # the search worker (and the resource tracker) ran while it played
    deadline = time.monotonic() + 10
    while any(alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(alive(p) for p in pids)
