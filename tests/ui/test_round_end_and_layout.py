"""Round ends that can be read, the coach, the side panel at small sizes, the log's voice and a
live language switch."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.games.take_stock.moves import Raise
from tabletop.ui import i18n

AI_WAIT_MS = 60_000


def start(qtbot, window, game="take-stock", kinds=("human", "random"), seed=5):
    names = ["Ann", "Bea", "Cem", "Dia"]
    seats = [Seat(names[i], k) for i, k in enumerate(kinds)]
    assert window.start_game(registry()[game], seats, seed)
    c = window.controller
    c.ai_delay_ms = 0
    return c


def test_the_round_sheet_is_read_with_the_scored_market_still_on_the_table(qtbot, window):
    window.settings.animation = "fast"
    c = start(qtbot, window)

    def scored():
        return any(e.event == "round_scored" for e in c.session.log)

    while not scored():
        qtbot.waitUntil(
            lambda: scored() or (c.session.state.to_act() == 0 and c.thinking_seat() == -1),
            timeout=AI_WAIT_MS,
        )
        if not scored() and c.session.state.to_act() == 0:
            window.table.moveRequested.emit(c.session.state.legal_moves()[0])
    qtbot.waitUntil(lambda: bool(window.score_dialogs), timeout=AI_WAIT_MS)
    [entry] = [e for e in c.session.log if e.event == "round_scored"]
    scored = entry.data["position"]
    assert c.session.state.round == 2  # the engine has dealt round 2 ...
    shown = window.table.view
    assert shown.phase == "scored" and shown.market == scored.market  # ... the table has not
    assert shown.market != c.session.state.market
    assert c.is_held()
    window.score_dialogs[0].close()
    assert window.table.view.round == 2 and window.table.view.phase != "scored"
    assert not c.is_held()


def test_the_coach_never_asks_a_scored_snapshot_for_moves(qtbot, window):
    """Found by pressing random keys in a real window: while a round's sheet is read the table
    shows the position kept when the round was scored; the coach asked that snapshot (taken
    mid-scoring) for its legal moves and Stockpile's raised IndexError."""
    from tabletop.core.rng import Rng

    info = registry()["stockpile"]
    state, rng, snapshot = info.new_state(3, 2, {}), Rng(2), None
    while snapshot is None:
        moves = state.legal_moves()
        for entry in state.apply(moves[rng.below(len(moves))]):
            if entry.event == "round_scored":
                snapshot = entry.data["position"]
    assert snapshot.to_act() == 0  # the viewer's seat: the coach would ask it
    window.act_practice.setChecked(True)  # the coach is on
    start(qtbot, window, game="stockpile", kinds=("human", "random", "random"), seed=2)
    window._scored_view = snapshot.view(0)
    window.refresh()  # raised IndexError before
    assert window.table.view is window._scored_view
    assert window.game_screen.coach._groups == []


def test_enter_closes_the_final_scores_and_starts_nothing(qtbot, window):
    c = start(qtbot, window, kinds=("human", "random"))
    sheet = window._show_sheet(None, c.session.state.view(0), final=True)
    qtbot.waitExposed(sheet)
    started = c.session
    QTest.keyClick(sheet, Qt.Key.Key_Return)
    assert not sheet.isVisible()
    assert c.session is started and window.dialog is None  # no new-game dialog


def test_the_coach_explains_the_decision_links_its_rule_and_the_refusal(qtbot, window):
    window.act_practice.setChecked(True)
    c = start(qtbot, window)
    qtbot.waitUntil(
        lambda: c.session.state.to_act() == 0 and c.thinking_seat() == -1, timeout=AI_WAIT_MS
    )
    coach = window.game_screen.coach
    assert coach.isVisible() and coach.lines() == ["Draw a share card"]
    assert "Your turn, Ann" in coach.now.text()
    assert 'href="rule:turn"' in coach.moves.text()
    coach.moves.linkActivated.emit("rule:turn")
    assert window.dialog._section == "turn" and window.dialog.isVisible()
    window.dialog.close()
    window.table.moveRequested.emit(Raise(c.session.state.hands[0][0]))
    assert coach.refusal.isVisible() and "Draw a card first" in coach.refusal.text()
    window.table.moveRequested.emit(c.session.state.legal_moves()[0])  # draw
    assert not coach.refusal.isVisible()
    assert any(line.startswith("Play the market") for line in coach.lines())
    coach.hint_button.click()
    qtbot.waitUntil(lambda: coach.hint.isVisible(), timeout=AI_WAIT_MS)
    window.act_practice.setChecked(False)
    assert not coach.isVisible()


def test_the_coach_reads_only_the_viewers_view(qtbot, window):
    window.act_practice.setChecked(True)
    c = start(qtbot, window, kinds=("human", "random", "random"), seed=8)
    qtbot.waitUntil(
        lambda: c.session.state.to_act() == 0 and c.thinking_seat() == -1, timeout=AI_WAIT_MS
    )
    window.table.moveRequested.emit(c.session.state.legal_moves()[0])  # draw
    text = " ".join(window.game_screen.coach.lines())
    from tabletop.games.take_stock.messages import card_text

    mine = {card_text(k).render() for k in c.session.state.hands[0]}
    for seat in (1, 2):
        for k in c.session.state.hands[seat]:
            if card_text(k).render() not in mine:
                assert card_text(k).render() not in text


def test_the_side_panel_gives_way_before_the_table(qtbot, window):
    c = start(qtbot, window)
    screen = window.game_screen
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: screen.side.width() <= screen.SIDE_MIN + 2, timeout=2000)
    small_table = screen.view.width()
    assert small_table >= 1024 - screen.SIDE_MIN - 40
    window.resize(1920, 1050)
    qtbot.waitUntil(lambda: screen.side.width() > screen.SIDE_MIN + 40, timeout=2000)
    assert screen.view.width() > small_table
    assert c is window.controller


def test_the_log_speaks_to_the_viewer_in_one_voice(qtbot, window):
    c = start(qtbot, window, kinds=("human", "random"), seed=3)
    for _ in range(6):
        qtbot.waitUntil(
            lambda: c.session.state.to_act() == 0 and c.thinking_seat() == -1, timeout=AI_WAIT_MS
        )
        window.table.moveRequested.emit(c.session.state.legal_moves()[0])
    lines = window.game_screen.log_model.lines()
    assert any(line.startswith("You ") for line in lines)
    assert not any(line.startswith("Ann ") for line in lines)
    assert any(line.startswith("Bea ") for line in lines)


def test_a_move_adds_its_lines_to_the_log_and_the_newest_stays_in_sight(qtbot, window):
    """A move inserts its lines at the log's end (a whole reset re-wrapped every line of a
    long game at every move), and the newest line stays in sight."""
    c = start(qtbot, window, kinds=("human", "random"), seed=3)
    model, view = window.game_screen.log_model, window.game_screen.log_view
    resets, inserts = [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.rowsInserted.connect(lambda *_: inserts.append(1))
    window.resize(1024, 700)
    for _ in range(8):
        qtbot.waitUntil(
            lambda: c.session.state.to_act() == 0 and c.thinking_seat() == -1, timeout=AI_WAIT_MS
        )
        before = model.lines()
        window.table.moveRequested.emit(c.session.state.legal_moves()[0])
        qtbot.waitUntil(lambda: model.rowCount() > len(before))  # noqa: B023
        assert model.lines()[: len(before)] == before
    assert inserts and not resets
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())


def test_a_shorter_or_other_log_is_drawn_anew():
    """Undo, a loaded game, another seat's view or new names: the log is drawn anew."""
    from tabletop.core.game import LogEntry
    from tabletop.core.text import Text
    from tabletop.ui.game_screen import LogModel

    moved = Text("Test", "{player} moved {n}.")
    entries = [LogEntry(moved(n=n, player=0)) for n in range(5)]
    model, resets = LogModel(), []
    model.modelReset.connect(lambda: resets.append(1))
    model.set_log(entries, 0, ["Ann"])
    model.set_log(entries[:3], 0, ["Ann"])  # undone
    assert model.lines() == ["Ann moved 0.", "Ann moved 1.", "Ann moved 2."]
    model.set_log(entries[:3], 0, ["Bo"])  # renamed
    assert model.lines()[-1] == "Bo moved 2." and len(resets) == 3
    model.set_log(entries, 0, ["Bo"])  # longer: inserted, no reset
    assert len(resets) == 3 and model.lines()[-1] == "Bo moved 4."


def test_a_language_switch_relabels_the_side_panel_and_keeps_the_log_at_its_end(qtbot, window):
    window.act_practice.setChecked(True)
    window.resize(1024, 700)
    c = start(qtbot, window, kinds=("human", "random", "random"))
    for _ in range(8):
        qtbot.waitUntil(
            lambda: c.session.state.to_act() == 0 and c.thinking_seat() == -1, timeout=AI_WAIT_MS
        )
        window.table.moveRequested.emit(c.session.state.legal_moves()[0])
    bar = window.game_screen.log_view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    try:
        i18n.install("de")
        qtbot.waitUntil(
            lambda: (
                window.game_screen.log_label.text() != "Game &log"
                or window.game_screen.coach.title.text() == "Coach"
            )
        )
        qtbot.waitUntil(lambda: bar.value() == bar.maximum())
        assert bar.maximum() > 0
    finally:
        i18n.install("en")
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())


def _german():
    """A stand-in German catalogue: every Take Stock message, marked "[de]"."""
    from html import escape

    from tabletop.core.text import Text
    from tabletop.games.take_stock import messages

    return {
        escape(t.source): "[de] " + escape(t.source)
        for t in vars(messages).values()
        if isinstance(t, Text) and t.context == "TakeStock"
    }


GERMAN = _german()
TS = (
    '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de_DE">'
    "<context><name>TakeStock</name>"
    + "".join(
        f"<message><source>{a}</source><translation>{b}</translation></message>"
        for a, b in GERMAN.items()
    )
    + "</context></TS>"
)


def test_a_language_switch_rewrites_the_last_move_caption(qtbot, window, tmp_path, monkeypatch):
    import subprocess
    import sys
    from pathlib import Path

    ts = tmp_path / "tabletop_de.ts"
    ts.write_text(TS, encoding="utf-8")
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run(
        [str(lrelease), str(ts), "-qm", str(tmp_path / "tabletop_de.qm")],
        check=True,
        capture_output=True,
    )
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    c = start(qtbot, window, kinds=("human", "random"), seed=3)
    for _ in range(3):
        qtbot.waitUntil(
            lambda: c.session.state.to_act() == 0 and c.thinking_seat() == -1, timeout=AI_WAIT_MS
        )
        window.table.moveRequested.emit(c.session.state.legal_moves()[0])
    qtbot.waitUntil(
        lambda: c.session.state.to_act() == 0 and c.thinking_seat() == -1, timeout=AI_WAIT_MS
    )
    before = window.table.last_note
    assert before.startswith("Bea ")
    try:
        i18n.install("de")
        qtbot.waitUntil(lambda: window.table.last_note != before)
        assert window.table.last_note.startswith("[de] Bea ")
    finally:
        i18n.install("en")
