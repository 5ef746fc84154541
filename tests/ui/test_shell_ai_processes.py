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
