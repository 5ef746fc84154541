"""The main window as a player meets it: choosing a game, playing against the AI, undo, hints,
hot-seat hand-over."""

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGraphicsView

from tabletop.games import registry
from tabletop.games.take_stock.moves import Draw, Raise
from tabletop.games.take_stock.table import TakeStockTable
from tabletop.ui.controller import autosave_path
from tabletop.ui.i18n import render


def test_chooser_lists_the_five_games_with_take_stock_playable(window):
    assert window.windowTitle() == "Tabletop Exchange"
    assert window.stack.currentWidget() is window.chooser
    cards = {card.info.id: card for card in window.chooser.cards}
    assert set(cards) == set(registry()) and len(cards) == 5
    assert cards["take-stock"].button.isEnabled()
    assert cards["take-stock"].seats.text() == "2–6 players"
    for card in cards.values():  # more games become playable as they are written
        assert card.button.isEnabled() == card.info.playable
        assert (card.button.text() == "Coming soon") == (not card.info.playable)


def test_new_game_dialog_sets_seats_kinds_names_and_seed(window):
    window.chooser.cards[0].button.click()  # "Play Take Stock"
    dialog = window.dialog
    assert (dialog.count.minimum(), dialog.count.maximum()) == (2, 6)
    assert dialog.seed.text().isdigit()  # a random seed, shown
    dialog.count.setValue(3)
    dialog.rows[0][1].setText("Zoe")
    dialog.rows[1][2].setCurrentIndex(1)  # Computer: easy
    dialog.rows[2][2].setCurrentIndex(0)  # Human
    dialog.seed.setText("1234")
    dialog.accept()
    session = window.controller.session
    assert session.seed == 1234
    assert [s.kind for s in session.seats] == ["human", "easy", "human"]
    assert session.seats[0].name == "Zoe"
    assert window.stack.currentWidget() in (window.game_screen, window.hand_over)
    assert isinstance(window.game_screen.view.scene(), TakeStockTable)
    # The same seed deals the same cards: the setup is remembered for the next dialog.
    assert window.settings.last_setup["take-stock"]["count"] == 3


def test_ai_seats_move_until_the_human_decides(shell, window):
    c = shell.start(["random", "human", "easy"], seed=11)
    assert isinstance(window.game_screen.view, QGraphicsView)
    for _ in range(3):  # three rounds of the table
        shell.wait_for_turn(c, 1)
        while c.session.state.to_act() == 1:
            window.table.moveRequested.emit(c.session.state.legal_moves()[0])
    shell.wait_for_turn(c, 1)
    assert {0, 2} <= set(c.session.movers)  # both AI seats played
    # what the last computer player did is said on the table and in the status bar
    note = window.table.last_note
    assert note and note == window.game_screen.feedback.text()
    assert note.startswith(("Ann", "Cem")) and note.split(". ")[0] in " ".join(
        window.game_screen.log_model.lines()
    )
    assert window.table.seat == 1  # the table shows the human's view
    assert window.game_screen.log_model.rowCount() > 0
    names = [s.name for s in c.session.seats]
    assert any(line.startswith(tuple(names)) for line in window.game_screen.log_model.lines())
    assert "{player}" not in " ".join(window.game_screen.log_model.lines())


def test_an_illegal_move_is_rejected_with_the_reason_in_the_status_bar(shell, window):
    c = shell.start(["human", "random"], seed=3)
    shell.wait_for_turn(c, 0)
    state = c.session.state
    card = state.hands[0][0]
    moves_before = list(c.session.moves)
    window.table.moveRequested.emit(Raise(card))  # the turn starts with drawing
    assert c.session.moves == moves_before
    expected = render(state.explain(Raise(card)))
    assert expected and window.game_screen.feedback.text() == expected


def test_undo_takes_back_the_human_move_and_redo_replays_it_until_an_ai_shows_a_card(shell, window):
    c = shell.start(["human", "random", "random"], seed=5)
    shell.wait_for_turn(c, 0)
    window.table.moveRequested.emit(Draw())  # reveals a card: an undo barrier
    assert not window.act_undo.isEnabled()
    before = list(c.session.moves)
    raises = [m for m in c.session.state.legal_moves() if isinstance(m, Raise)]
    assert raises, "seed 5 deals a raisable card"
    window.table.moveRequested.emit(raises[0])
    assert window.act_undo.isEnabled()  # before the computer players answer
    window.act_undo.trigger()
    assert c.session.moves == before and c.session.state.to_act() == 0
    assert window.act_redo.isEnabled()
    window.act_redo.trigger()
    assert c.session.moves[len(before)] == raises[0]
    shell.wait_for_turn(c, 0)
    assert len(c.session.moves) > len(before) + 1  # the AI seats answered
    # Their cards went face up on the table: the player has seen them, so undo stops there.
    assert any(c.session.learned[len(before) + 1 :])
    assert not window.act_undo.isEnabled()
    assert not c.undo()
    assert "Undo stops here" in window.game_screen.feedback.text()


def test_undo_and_redo_have_keyboard_shortcuts(window):
    assert window.act_undo.shortcut().toString() == "Ctrl+Z"
    assert window.act_redo.shortcut().toString() == "Ctrl+Shift+Z"
    assert window.act_hint.shortcut().toString() == "F1"
    assert window.act_rules.shortcut().toString() == "F2"
    for menu in (window.menu_game, window.menu_move, window.menu_help):
        assert "&" in menu.title()
        for action in menu.actions():  # every action is reachable by keys
            assert action.isSeparator() or "&" in action.text(), action.text()
    for action in (
        window.act_new,
        window.act_load,
        window.act_save,
        window.act_save_as,
        window.act_practice,
        window.act_settings,
        window.act_quit,
    ):
        assert not action.shortcut().isEmpty(), action.text()


def test_hint_shows_a_legal_move_and_its_reason(shell, window):
    c = shell.start(["human", "random"], seed=8)
    shell.wait_for_turn(c, 0)
    window.table.moveRequested.emit(Draw())
    window.act_hint.trigger()
    shell.wait(lambda: window.table.hint is not None)
    assert window.table.hint in c.session.state.legal_moves()
    assert window.game_screen.feedback.text().startswith("Hint: ")


def test_two_humans_pass_the_screen_and_see_only_their_own_hand(qtbot, window, shell):
    c = shell.start(["human", "human", "random"], seed=2, names=["Ann", "Bob", "Cem"])
    seen = []
    for turn in range(2):
        shell.wait(lambda: c.awaiting_handover() is not None)
        seat = c.awaiting_handover()
        assert window.stack.currentWidget() is window.hand_over
        assert window.table.seat is None  # nobody's hand behind the screen
        name = c.session.seats[seat].name
        assert window.hand_over.message.text() == f"Pass the screen to {name}"
        if turn == 0:
            window.hand_over.button.click()
        else:
            qtbot.keyClick(window.hand_over, Qt.Key.Key_Return)
        assert window.stack.currentWidget() is window.game_screen
        assert window.table.seat == seat and c.viewer() == seat
        seen.append(seat)
        while c.session.state.to_act() == seat:
            window.table.moveRequested.emit(c.session.state.legal_moves()[0])
    assert sorted(seen) == [0, 1]


def test_an_all_ai_game_is_watched_as_a_spectator_to_the_final_scores(shell, window):
    c = shell.start(["random", "random", "random"], seed=21)
    assert c.viewer() is None
    shell.wait(lambda: window.table.seat is None and len(c.session.moves) > 3)
    shell.wait(c.is_over, whole_game=True)
    shell.wait(lambda: any(d.winners for d in window.score_dialogs))
    final = [d for d in window.score_dialogs if d.winners][-1]
    assert final.isVisible()
    won = [c.session.seats[i].name for i in c.session.state.winners()]
    assert all(name in final.winner_label.text() for name in won)
    assert len(final.cells()) == 3
    assert final.table.highlighted_rows() == set(c.session.state.winners())
    assert final.detail_table.isVisibleTo(final)  # the last round, company by company
    assert final.detail_table.rowCount() == 3 and final.detail_table.columnCount() == 8
    assert final.width() <= 1366 and final.height() <= 768
    assert len(window.score_dialogs) >= 2  # round sheets came before
    assert window.turn_label.text() == "Game over"
    assert not autosave_path("take-stock").exists()  # a finished game is not resumed
    final.new_button.click()  # offers a new game
    assert window.dialog is not None and window.dialog.isVisible()


def test_practice_mode_reaches_the_table_and_new_games(shell, window):
    shell.start(["human", "random"])
    assert window.table.practice is False
    window.act_practice.trigger()
    assert window.table.practice is True
    shell.start(["human", "random"], seed=1)  # a fresh table keeps the mode
    assert window.table.practice is True


def test_the_rules_open_in_the_interface_language_with_english_as_fallback(qtbot, window):
    from tabletop.ui import i18n
    from tabletop.ui.dialogs.rules_viewer import rules_file

    window.act_rules.trigger()
    viewer = window.dialog
    assert viewer.isVisible()
    english = viewer.browser.toPlainText()
    assert "Take Stock" in english and rules_file("take-stock", "en").name.endswith(".en.md")
    try:
        i18n.install("de")  # the open viewer follows at once
        qtbot.waitUntil(lambda: viewer.browser.toPlainText() != english)
        german = rules_file("take-stock", "de").read_text(encoding="utf-8")
        assert german.splitlines()[0].lstrip("# ").strip() in viewer.browser.toPlainText()
        i18n.install("en")
        qtbot.waitUntil(lambda: viewer.browser.toPlainText() == english)
    finally:
        i18n.install("en")


def test_rules_fall_back_to_english(tmp_path, monkeypatch):
    from tabletop.ui.dialogs import rules_viewer

    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "take-stock.en.md").write_text("# Rules")
    (tmp_path / "rules" / "take-stock.de.md").write_text("# Regeln")
    monkeypatch.setattr(rules_viewer, "docs_dir", lambda: tmp_path)
    assert rules_viewer.rules_file("take-stock", "de").name == "take-stock.de.md"
    assert rules_viewer.rules_file("take-stock", "fr").name == "take-stock.en.md"
    assert rules_viewer.rules_file("stockpile", "fr") is None


def test_the_window_remembers_its_size(qtbot, home):
    from tabletop.ui.main_window import MainWindow
    from tabletop.ui.settings import Settings

    first = MainWindow(Settings(language="en", animation="off"))
    qtbot.addWidget(first)
    first.show()
    first.resize(760, 560)  # fits the 800x600 offscreen screen
    qtbot.waitUntil(lambda: first.width() == 760)
    first.close()
    second = MainWindow(Settings.load())
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (760, 560)


def test_undo_while_an_ai_thinks_drops_its_late_answer(qtbot, window, shell):
    import threading

    from tabletop.ai import make_player

    gate, answered = threading.Event(), threading.Event()

    class SlowPlayer:
        def __init__(self, player):
            self.player = player

        def choose(self, view, seat):
            gate.wait()
            decision = self.player.choose(view, seat)
            answered.set()
            return decision

    c = shell.start(["human", "random"], seed=5)
    gate.set()
    shell.wait_for_turn(c, 0)
    gate.clear()
    c.player_factory = lambda level, info, seed: SlowPlayer(make_player(level, info, seed))
    window.table.moveRequested.emit(Draw())
    before = list(c.session.moves)
    window.table.moveRequested.emit(
        next(m for m in c.session.state.legal_moves() if isinstance(m, Raise))
    )
    qtbot.waitUntil(lambda: c.thinking_seat() == 1)
    assert window.game_screen.scoreboard.item(1, 2).text() == "thinking…"
    window.act_undo.trigger()  # while seat 1 still thinks
    assert c.session.moves == before and c.thinking_seat() == -1
    gate.set()
    qtbot.waitUntil(answered.is_set)
    qtbot.waitUntil(lambda: c._pool.activeThreadCount() == 0)
    QCoreApplication.processEvents()  # deliver the late answer
    assert c.session.moves == before and c.session.state.to_act() == 0
    assert window.message_box is None  # dropped quietly, not played late


def test_the_same_seed_replays_the_same_ai_game(shell, window):
    played = []
    for _ in range(2):
        c = shell.start(["random", "easy", "random"], seed=31)
        shell.wait(lambda c=c: len(c.session.moves) >= 25 or c.is_over())
        played.append([m.to_json() for m in c.session.moves[:25]])
    assert played[0] == played[1]


def test_game_options_appear_in_the_new_game_dialog(qtbot):
    from tabletop.core.game import GameInfo, Option
    from tabletop.core.text import QT_TRANSLATE_NOOP
    from tabletop.ui.dialogs.new_game import NewGameDialog

    info = GameInfo(
        "demo",
        "Demo",
        2,
        3,
        "en",
        QT_TRANSLATE_NOOP("Games", "A demo."),
        options=(
            Option("short", QT_TRANSLATE_NOOP("Games", "Short game"), False),
            Option(
                "rounds",
                QT_TRANSLATE_NOOP("Games", "Rounds"),
                4,
                ((3, QT_TRANSLATE_NOOP("Games", "three")), (4, QT_TRANSLATE_NOOP("Games", "four"))),
            ),
        ),
    )
    dialog = NewGameDialog(info, {"options": {"rounds": 3}})
    qtbot.addWidget(dialog)
    assert dialog.options() == {"short": False, "rounds": 3}
    assert dialog.option_labels["short"].text() == "Short game"
    assert dialog.option_widgets["rounds"].currentText() == "three"
    dialog.option_widgets["short"].setChecked(True)
    dialog.option_widgets["rounds"].setCurrentIndex(1)
    assert dialog.options() == {"short": True, "rounds": 4}
    assert len(dialog.seats()) == 3 and dialog.seats()[0].is_human


def test_a_refused_move_is_said_until_the_position_changes(shell, window):
    c = shell.start(["human", "random"], seed=3)
    shell.wait_for_turn(c, 0)
    window.table.moveRequested.emit(Raise(c.session.state.hands[0][0]))  # must draw first
    assert window.game_screen.feedback.text()
    assert window.turn_label.text() == "Your turn, Ann: draw a share card"
    window.table.moveRequested.emit(Draw())
    assert window.game_screen.feedback.text() == ""  # the refusal was about the old position
    assert window.turn_label.text() == "Your turn, Ann: raise, secure or play the market"


def test_the_table_takes_the_keyboard_when_a_game_starts_and_after_a_sheet(shell, window, qtbot):
    c = shell.start(["human", "random"], seed=3)
    assert window.focusWidget() is window.game_screen.view
    shell.wait_for_turn(c, 0)
    qtbot.keyClick(window.game_screen.view, Qt.Key.Key_D)  # D draws, no click first
    assert c.session.moves and c.session.moves[-1] == Draw()
    window.game_screen.log_view.setFocus()
    sheet = window._show_sheet(None, c.session.state.view(0))
    sheet.close()
    assert window.focusWidget() is window.game_screen.view


def test_a_round_sheet_holds_the_computer_players_until_it_is_closed(shell, window, qtbot):
    window.settings.animation = "fast"  # a player following the game
    c = shell.start(["human", "random"], seed=5)
    shell.wait_for_turn(c, 0)
    sheet = window._show_round_sheet(_round_entry([3, 9]), c.session.state.view(0))
    assert c.is_held() and sheet.table.highlighted_rows() == {1}  # the round's best in gold
    while c.session.state.to_act() == 0:
        window.table.moveRequested.emit(c.session.state.legal_moves()[0])
    played = len(c.session.moves)
    qtbot.waitUntil(lambda: c._deferred is not None, timeout=60_000)
    assert len(c.session.moves) == played  # Bea has thought, but waits
    assert window.turn_label.text() == "Bea waits until you close the scores"
    sheet.close()
    assert not c.is_held() and len(c.session.moves) == played + 1


def test_without_animations_a_round_sheet_never_holds_the_game(shell, window):
    c = shell.start(["random", "human"], seed=5)
    window._show_round_sheet(_round_entry([3, 9]), c.session.state.view(1))
    assert not c.is_held()


def _round_entry(scores):
    from tabletop.core.game import LogEntry

    return LogEntry(
        None,
        event="round_scored",
        data={
            "round": 1,
            "scores": scores,
            "totals": scores,
            "values": [1] * 5,
            "shares": [[score, 0, 0, 0, 0] for score in scores],
        },
    )


def test_the_chooser_shows_a_cover_for_every_game_greyed_when_not_playable(window):
    from PySide6.QtGui import QColor

    for card in window.chooser.cards:
        image = card.cover.pixmap().toImage()
        assert not image.isNull() and image.width() >= 300
        centre = QColor(image.pixel(image.width() // 2, image.height() // 2))
        greyish = (
            max(centre.red(), centre.green(), centre.blue())
            - min(centre.red(), centre.green(), centre.blue())
            < 12
        )
        felt = QColor(image.pixel(12, image.height() // 2))  # the left edge: felt or grey
        assert (felt.green() > felt.red() + 20) == card.info.playable
        assert greyish or card.info.playable


def test_a_hand_over_deals_the_next_hand_in_place_without_flying_cards(qtbot, window, shell):
    window.settings.animation = "normal"
    c = shell.start(["human", "human", "random"], seed=2, names=["Ann", "Bob", "Cem"])
    shell.wait(lambda: c.awaiting_handover() is not None)
    window.hand_over.button.click()
    seat = c.viewer()
    hand = [window.table.cards()[f"s{k}"] for k in c.session.state.hands[seat]]
    assert all(card.pos() == card.home for card in hand)  # already where they belong


@pytest.mark.parametrize("lang", ["fr"])  # French: a Karthedis step is wider than the bar
def test_the_status_bars_turn_line_is_never_cut(qtbot, window, lang):
    """The status bar is narrower than the table's longest next step ("…drag a card onto a
    resource (face down) or an Intervene card onto…"): it shows whose turn it is whole, and the
    step stays whole in the coach, the prompt and the line's tooltip, rather than "…"."""
    from tabletop.core.session import Seat
    from tabletop.games import registry
    from tabletop.ui import i18n

    i18n.install(lang)
    window.resize(1024, 700)
    seats = [Seat("Ann", "human"), Seat("Bea", "random"), Seat("Cem", "random")]
    assert window.start_game(registry()["karthedis"], seats, 5)
    label, c = window.turn_label, window.controller

    def too_long() -> bool:
        return label.fontMetrics().horizontalAdvance(label.text()) > label.contentsRect().width()

    for _ in range(8):  # Ann's first moves, until the trade phase's long step is asked
        qtbot.waitUntil(lambda: c.session.state.to_act() == 0 and label.short != "")
        if too_long():
            break
        window.table.moveRequested.emit(c.session.state.legal_moves()[0])
    assert too_long()
    shown = label.shown()
    assert "…" not in shown and shown == label.short
    assert label.toolTip() == label.text()
