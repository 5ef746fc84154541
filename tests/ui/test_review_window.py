"""The review window (issue 22) against the engine's contract, with a fake engine
(review_fake.py): the final sheet's button, the menu, progress and cancel, the list and the
arrows showing each position from the seat's view, the reason whole at 1024x700, retry, play
from here, and a read-only table that answers every gesture."""

from __future__ import annotations

import json

import pytest
import review_fake
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog
from table_harness import click, drag, offer_button

from tabletop.core import savefile
from tabletop.core.rng import Rng
from tabletop.core.session import Seat, Session
from tabletop.games import registry
from tabletop.ui import autosaves
from tabletop.ui.feedback import shows_whole

GAMES = [g for g, info in registry().items() if info.playable]

_FINISHED: dict[str, dict] = {}


def finished(game: str = "take-stock", seats: int = 3) -> Session:
    """A finished game, Ann (seat 0) human, the others computer players (random moves)."""
    info = registry()[game]
    seats = max(seats, info.min_seats)
    if game not in _FINISHED:
        names = ["Ann", "Bea", "Cem", "Dia"]
        s = Session(info, [Seat(names[0])] + [Seat(n, "easy") for n in names[1:seats]], 5)
        rng = Rng(3)
        while not s.state.is_terminal():
            legal = s.state.legal_moves()
            s.submit(s.state.to_act(), legal[rng.below(len(legal))])
        _FINISHED[game] = s.to_json()
    return Session.from_json(info, _FINISHED[game])


@pytest.fixture(autouse=True)
def fake_engine(monkeypatch):
    review_fake.install(monkeypatch)
    monkeypatch.setitem(review_fake.DELAY, "seconds", 0.0)


def reviewed(qtbot, window):
    w = window.reviews.open
    assert w is not None
    qtbot.waitUntil(lambda: w.review is not None, timeout=20_000)
    return w


def test_the_final_sheet_offers_review_this_game(qtbot, window):
    assert window.begin(finished())
    qtbot.waitUntil(lambda: bool(window.score_dialogs))
    sheet = window.score_dialogs[-1]
    assert sheet.review_button.isVisible() and sheet.review_button.text()
    qtbot.mouseClick(sheet.review_button, Qt.MouseButton.LeftButton)
    w = reviewed(qtbot, window)
    assert w.isVisible() and w.current is not None
    assert not sheet.isVisible()  # the review takes its place


def test_game_menu_reviews_a_saved_file_and_the_current_game(qtbot, window, tmp_path, monkeypatch):
    path = tmp_path / "mine.ttx"
    savefile.save(finished(), path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    assert window.act_review_file in window.menu_game.actions()
    assert window.act_review in window.menu_game.actions()
    assert not window.act_review.isEnabled()  # no game on the table yet
    window.act_review_file.trigger()
    w = reviewed(qtbot, window)
    assert "mine.ttx" in w.windowTitle() and w.shown
    window.begin(finished())
    assert window.act_review.isEnabled()
    window.act_review.trigger()
    assert reviewed(qtbot, window) is not w


def test_progress_shows_the_window_keeps_answering_and_cancel_stops_it(qtbot, window, monkeypatch):
    monkeypatch.setitem(review_fake.DELAY, "seconds", 0.05)
    window.begin(finished())
    window.reviews.review_current()
    w = window.reviews.open
    ticks = []
    timer = QTimer(interval=10)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    qtbot.waitUntil(lambda: w.progress.bar.value() >= 3, timeout=10_000)
    assert w.progress.isVisible() and w.progress.cancel.isVisible()
    assert "decision" in w.progress.label.text() and w.progress.bar.maximum() > 3
    ticks.clear()
    qtbot.wait(300)
    assert len(ticks) >= 5 and w.worker.running()  # the event loop runs beside the review
    qtbot.mouseClick(w.progress.cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not w.isVisible() and not w.worker.running(), timeout=10_000)
    assert w.review is None
    assert "cancelled" in window.game_screen.feedback.text()
    timer.stop()


def test_a_click_in_the_list_shows_that_position_from_the_seats_view(qtbot, window):
    window.begin(finished())
    w = window.reviews.review_current()
    w = reviewed(qtbot, window)
    lst = w.panel.decisions
    row = 5
    rect = lst.visualItemRect(lst.item(row))
    QTest.mouseClick(
        lst.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center()
    )
    d = w.shown[row]
    assert w.current == d
    expected = review_fake.view_before(w.session, d.number, d.seat)
    assert w.table.view.to_json() == expected.to_json() and w.table.seat == d.seat
    true_state = w.session.info.new_state(3, w.session.seed, w.session.options)
    for m in w.session.moves[: d.number]:
        true_state.apply(m)
    assert w.table.view.to_json() != true_state.to_json()  # the others' hands stay hidden
    assert f"Move {d.number + 1}" in w.panel.title.text()


def test_arrows_step_through_the_decisions(qtbot, window):
    window.begin(finished())
    window.reviews.review_current()
    w = reviewed(qtbot, window)
    w.activateWindow()
    start = w.panel.decisions.currentRow()
    QTest.keyClick(w.panel.decisions, Qt.Key.Key_Right)
    assert w.panel.decisions.currentRow() == start + 1
    assert w.current == w.shown[start + 1]
    QTest.keyClick(w.view, Qt.Key.Key_Left)
    QTest.keyClick(w.view, Qt.Key.Key_Left)
    assert w.current == w.shown[start - 1]


@pytest.mark.parametrize(
    ("game", "lang"),
    [(g, "en") for g in registry() if registry()[g].playable] + [("take-stock", "de")],
)
def test_the_reason_is_shown_whole_at_1024x700(qtbot, window, game, lang):
    from tabletop.ui import i18n

    i18n.install(lang)
    try:
        window.reviews.review(finished(game), "x.ttx")
        w = reviewed(qtbot, window)
        w.resize(1024, 700)
        assert w.review is not None
        for d in w.review.marked(0):
            w.show_number(d.number)
            qtbot.wait(1)
            assert (w.width(), w.height()) == (1024, 700)  # the window never grows past it
            p = w.panel
            assert d.mark is not None
            assert lang != "en" or d.mark.label.source in p.title.text()
            for label in (p.title, p.played, p.better, p.reason, p.legend):
                assert shows_whole(label), (label.text(), label.size())
                assert w.rect().contains(label.geometry().translated(p.pos()))
            assert "majority" in p.reason.text() or lang != "en"
        assert w.panel.retry.isVisible() and w.panel.play_on.isVisible()
        assert w.rect().contains(w.panel.play_on.geometry().translated(w.panel.pos()))
    finally:
        i18n.install("en")


def test_a_close_call_is_said_to_be_one(qtbot, window):
    window.begin(finished())
    window.reviews.review_current()
    w = reviewed(qtbot, window)
    close = next(d for d in w.shown if d.close_call)
    w.show_number(close.number)
    assert "too close to call" in w.panel.title.text()
    assert "cannot tell" in w.panel.reason.text()


def test_retry_hides_the_answer_then_says_good_or_not(qtbot, window):
    window.begin(finished())
    window.reviews.review_current()
    w = reviewed(qtbot, window)
    d = w.current
    assert d is not None and d.mark is not None
    qtbot.mouseClick(w.panel.retry, Qt.MouseButton.LeftButton)
    assert w.retrying and w.table.legal and w.table.hint is None
    assert w.panel.reason.text() == "" and w.panel.better.text() == ""
    w.table.request(d.played)  # the same mistake again, as a gesture asks for it
    qtbot.waitUntil(lambda: not w.retrying and w.retried is not None)
    assert "Not yet" in w.feedback.text() and "majority" in w.panel.reason.text()
    assert w.table.hint == d.best  # now the answer is shown
    qtbot.mouseClick(w.panel.retry, Qt.MouseButton.LeftButton)
    w.table.request(d.best)
    qtbot.waitUntil(lambda: w.retried is not None and w.retried.move == d.best)
    assert "Well played" in w.feedback.text()


def test_play_from_here_starts_at_that_position_and_keeps_the_reviewed_file(
    qtbot, window, tmp_path
):
    path = tmp_path / "mine.ttx"
    session = finished()
    savefile.save(session, path)
    before = path.read_bytes()
    window.reviews.review_file(path)
    w = reviewed(qtbot, window)
    d = w.current
    qtbot.mouseClick(w.panel.play_on, Qt.MouseButton.LeftButton)
    c = window.controller
    qtbot.waitUntil(lambda: c.session is not None and not c.is_over())
    assert c.session.moves[: d.number] == session.moves[: d.number]
    assert len(c.session.moves) >= d.number and c.session.seats == session.seats
    assert path.read_bytes() == before and window.save_path is None
    auto = json.loads(autosaves.autosave_path("take-stock").read_text())
    assert auto["session"]["moves"][: d.number] == [m.to_json() for m in session.moves[: d.number]]
    assert not w.isVisible()
    assert not window.keeper.counts()  # practice: its player has seen the game's future
    # the new game's autosave reopens at the next start: same moves, same choices
    loaded, _ = savefile.load(autosaves.autosave_path("take-stock"), registry())
    assert loaded.moves == c.session.moves
    assert loaded.state.legal_moves() == c.session.state.legal_moves()


def test_play_from_here_asks_before_replacing_the_unfinished_game(qtbot, window, tmp_path):
    path = tmp_path / "mine.ttx"
    savefile.save(finished(), path)
    window.start_game(registry()["take-stock"], [Seat("Ann"), Seat("Bea", "easy")], 9)
    running = window.controller.session
    window.reviews.review_file(path)
    w = reviewed(qtbot, window)
    qtbot.mouseClick(w.panel.play_on, Qt.MouseButton.LeftButton)
    box = window.message_box
    assert box is not None and "replaces your unfinished game" in box.text()
    assert window.controller.session is running
    box.accept()
    assert window.controller.session is not running


def test_no_gesture_on_the_review_table_is_silent_nor_plays(qtbot, window):
    window.begin(finished())
    window.reviews.review_current()
    w = reviewed(qtbot, window)
    moves_asked = []
    w.table.moveRequested.connect(moves_asked.append)
    silent = []
    vp = w.view.viewport()
    for key, card in list(w.table.cards().items()):
        if not card.isVisible():
            continue
        said = w.feedback.said
        point = w.view.mapFromScene(card.mapToScene(card.boundingRect().center()))
        if not vp.rect().contains(point):
            continue
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        if w.feedback.said == said or "This is a review" not in w.feedback.text():
            silent.append(f"click {key}")
    for target, zone in list(w.table.zones().items()):
        said = w.feedback.said
        point = w.view.mapFromScene(zone.mapToScene(zone.rect.center()))
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        if w.feedback.said == said:
            silent.append(f"click zone {target}")
    for key in w.table.keymap():
        said = w.feedback.said
        QTest.keyClicks(w.view, key.keys.split("-")[0][:1])
        if w.feedback.said == said:
            silent.append(f"key {key.keys}")
    said = w.feedback.said
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(3, 3))
    assert w.feedback.said > said
    assert silent == [] and moves_asked == []


def play_by_gesture(w, move) -> None:
    """Make `move` on the review's table as a player does: its button, a click or a drag,
    answering the table's question if the gesture could mean several moves."""
    t = w.table
    p = t.parts(move)
    button = next((b for b in t.button_items().values() if b.payload == move), None)
    pieces = [c for k, c in t.cards().items() if p.names(k, c.payload) and c.isVisible()]
    zones = t.zones()
    if button is not None:
        click(w.view, button.mapToScene(button.boundingRect().center()))
    elif pieces and p.click:
        click(w.view, pieces[0].mapToScene(pieces[0].boundingRect().center()))
    elif pieces and p.target in zones:
        drag(w.view, pieces[0], zones[p.target].mapToScene(zones[p.target].rect.center()))
    else:
        click(w.view, zones[p.target].mapToScene(zones[p.target].rect.center()))
    if t.question is not None:
        answer = offer_button(t, move)
        click(w.view, answer.mapToScene(answer.boundingRect().center()))


@pytest.mark.parametrize("game", GAMES)
def test_retry_by_a_gesture_on_the_table_in_every_game(qtbot, window, game):
    window.reviews.review(finished(game), "x.ttx")
    w = reviewed(qtbot, window)
    d = w.current
    assert d is not None and d.best != d.played
    w.toggle_retry()
    asked = []
    w.table.moveRequested.connect(asked.append)
    play_by_gesture(w, d.best)
    assert asked and asked[-1] == d.best, (game, d.best, asked)
    qtbot.waitUntil(lambda: w.retried is not None)
    assert "Well played" in w.feedback.text()


@pytest.mark.parametrize("game", GAMES)
def test_each_game_outlines_both_moves_and_answers_every_gesture(qtbot, window, game):
    window.reviews.review(finished(game), "x.ttx")
    w = reviewed(qtbot, window)
    for d in w.review.marked(0)[:2]:
        w.show_number(d.number)
        played, best = w.table.parts(d.played), w.table.parts(d.best)
        apart = (played.piece, played.target) != (best.piece, best.target)
        # moves of one piece to one place (a die's aim) differ in words only: the hint wins
        assert outlined(w.table, "hint") and (outlined(w.table, "last") or not apart), d
        assert silent_gestures(w) == [], game


def outlined(table, mark: str) -> bool:
    """Something on the table carries `mark`: the move made ("last"), the better one ("hint")."""
    return (
        any(c.mark == mark for c in table.cards().values())
        or any(z.mode == mark for z in table.zones().values())
        or any(b.mark == mark for b in table.button_items().values())
    )


def silent_gestures(w) -> list[str]:
    silent = []
    vp = w.view.viewport()
    points = [
        (f"click {k}", c.mapToScene(c.boundingRect().center()))
        for k, c in w.table.cards().items()
        if c.isVisible()
    ]
    points += [
        (f"click zone {t}", z.mapToScene(z.rect.center())) for t, z in w.table.zones().items()
    ]
    for what, scene_point in points:
        point = w.view.mapFromScene(scene_point)
        if not vp.rect().contains(point):
            continue
        said = w.feedback.said
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        if w.feedback.said == said or "This is a review" not in w.feedback.text():
            silent.append(what)
    for key in w.table.keymap():
        said = w.feedback.said
        QTest.keyClicks(w.view, key.keys.split("-")[0][:1])
        if w.feedback.said == said:
            silent.append(f"key {key.keys}")
    return silent


def test_each_human_seat_of_a_hot_seat_game_is_reviewed_from_its_own_view(qtbot, window):
    info = registry()["take-stock"]
    s = Session(info, [Seat("Ann"), Seat("Bea"), Seat("Cem", "easy")], 11)
    rng = Rng(4)
    while len(s.moves) < 60:
        legal = s.state.legal_moves()
        s.submit(s.state.to_act(), legal[rng.below(len(legal))])
    window.reviews.review(s, "hot.ttx")
    w = reviewed(qtbot, window)
    combo = w.panel.seats
    assert combo.count() == 2 and combo.isVisible()
    assert "Ann" in w.panel.accuracy.text() and "Bea" in w.panel.accuracy.text()
    combo.setCurrentIndex(1)
    assert w.seat == 1 and all(d.seat == 1 for d in w.shown)
    assert w.table.seat == 1 and w.current is not None
    expected = review_fake.view_before(s, w.current.number, 1)
    assert w.table.view.to_json() == expected.to_json()


def test_the_game_on_the_table_goes_on_while_it_is_reviewed(qtbot, window, shell, monkeypatch):
    monkeypatch.setitem(review_fake.DELAY, "seconds", 0.01)
    c = shell.start(["human", "easy"], seed=9)
    for _ in range(2):
        shell.wait_for_turn(c, 0)
        c.submit(0, c.legal_for_viewer()[0])
    w = window.reviews.review_current()
    assert w is not None and w.session is not c.session  # the review's own copy
    reviewed_moves = len(w.session.moves)
    shell.wait_for_turn(c, 0)
    c.submit(0, c.legal_for_viewer()[0])
    w = reviewed(qtbot, window)
    assert len(w.session.moves) == reviewed_moves < len(c.session.moves)


def test_a_failing_review_says_so_and_closing_the_main_window_ends_the_review(
    qtbot, window, monkeypatch
):
    def broken(*_a, **_k):
        raise RuntimeError("no search today")

    monkeypatch.setattr(review_fake.engine, "review_session", broken)
    window.begin(finished())
    w = window.reviews.review_current()
    qtbot.waitUntil(lambda: "no search today" in w.progress.label.text())
    assert w.progress.cancel.isEnabled()
    qtbot.mouseClick(w.progress.cancel, Qt.MouseButton.LeftButton)
    assert not w.isVisible()
    review_fake.install(monkeypatch)
    monkeypatch.setitem(review_fake.DELAY, "seconds", 0.05)
    w = window.reviews.review_current()
    qtbot.waitUntil(lambda: w.progress.bar.value() >= 1)
    window.close()
    qtbot.waitUntil(lambda: not w.worker.running(), timeout=5_000)
    assert not w.isVisible()


def test_the_review_follows_a_language_switch(qtbot, window):
    from tabletop.ui import i18n

    window.begin(finished())
    window.reviews.review_current()
    w = reviewed(qtbot, window)
    try:
        i18n.install("fr")
        qtbot.wait(1)
        assert w.panel.title.text() and w.panel.retry.text() and w.panel.reason.text()
        assert shows_whole(w.panel.reason)
    finally:
        i18n.install("en")


def test_a_judgement_that_comes_after_the_player_moved_on_is_dropped(qtbot, window, monkeypatch):
    import time

    def slow_retry(*args, **kwargs):
        time.sleep(0.3)
        return review_fake.retry(*args, **kwargs)

    window.begin(finished())
    window.reviews.review_current()
    w = reviewed(qtbot, window)
    monkeypatch.setattr(review_fake.engine, "retry", slow_retry)
    d = w.current
    w.toggle_retry()
    w.table.request(d.best)
    said = w.feedback.said
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(3, 3))
    assert w.feedback.said > said and "Judging" in w.feedback.text()  # wait, it says
    w.panel.decisions.setCurrentRow(w.panel.decisions.currentRow() + 1)  # another decision
    qtbot.waitUntil(lambda: not w.worker.running())
    qtbot.wait(20)
    assert w.current is not d and w.retried is None and not w.retrying
