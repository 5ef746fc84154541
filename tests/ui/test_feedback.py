"""What the player sees of the app's answers: a refused move, a hint, a save, in both games, at
the smallest supported window and the default one.  Each must be on screen, hold the reason and
be shown whole (wrapped, never elided)."""

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.games.take_stock.cards import company_of
from tabletop.games.take_stock.moves import Draw, Raise
from tabletop.ui.feedback import HINT, NOTE, REFUSED, shows_whole
from tabletop.ui.i18n import render
from tabletop.ui.probe import illegal_move

AI_WAIT_MS = 60_000

GAMES = [g for g, info in registry().items() if info.playable]  # every game, from the registry
SIZES = [(1024, 700), (1240, 700)]


def start(qtbot, window, game, size=(1240, 700), seed=5):
    window.resize(*size)
    seats = [Seat("Ann")] + [Seat(n, "random") for n in ("Bea", "Cem")]
    assert window.start_game(registry()[game], seats, seed)
    c = window.controller
    qtbot.waitUntil(
        lambda: bool(c.legal_for_viewer()) and c.thinking_seat() == -1, timeout=AI_WAIT_MS
    )
    return c


def drag(window, item, target: QPointF) -> None:
    """A real mouse drag on the window's table view, from `item` to the scene point."""
    view = window.game_screen.view
    vp = view.viewport()
    start = item.mapToScene(item.boundingRect().center())
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, view.mapFromScene(start))
    for i in range(1, 7):
        QTest.mouseMove(vp, view.mapFromScene(start + (target - start) * (i / 6)))
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, view.mapFromScene(target))


def assert_seen(bar, kind, words):
    assert bar.kind == kind
    assert bar.isVisible() and words in bar.text()
    assert bar.shows_whole(), bar.text()


@pytest.mark.parametrize("size", SIZES, ids=["1024x700", "1240x700"])
def test_an_illegal_drop_in_take_stock_names_the_rule_in_sight(qtbot, window, size):
    c = start(qtbot, window, "take-stock", size)
    state = c.session.state
    assert state.phase == "draw"
    card = state.hands[0][0]
    drag(
        window,
        window.table.cards()[f"s{card}"],
        window.table.zones()[("row", company_of(card))].rect.center(),
    )
    assert c.session.state.phase == "draw"  # refused
    assert_seen(window.game_screen.feedback, REFUSED, render(state.explain(Raise(card))))
    assert "Draw a card first" in window.game_screen.feedback.text()


@pytest.mark.parametrize("size", SIZES, ids=["1024x700", "1240x700"])
def test_an_illegal_stockpile_move_names_the_rule_in_sight(qtbot, window, size):
    c = start(qtbot, window, "stockpile", size)
    move = illegal_move(c.session.state)
    reason = render(c.session.state.explain(move))
    window.table.moveRequested.emit(move)  # what the drop or click asks for
    assert_seen(window.game_screen.feedback, REFUSED, reason)


@pytest.mark.parametrize("size", SIZES, ids=["1024x700", "1240x700"])
def test_a_karthedis_bid_outside_the_trade_phase_names_the_rule_in_sight(qtbot, window, size):
    c = start(qtbot, window, "karthedis", size)
    while c.session.state.phase != "call1":  # the table's own moves until the first call phase
        # the last move ends the step (but for Karthedis' standing Einsatz switch, always last)
        plays = [m for m in c.legal_for_viewer() if m.kind != "set_deploy"]
        window.table.moveRequested.emit(plays[-1])
        qtbot.waitUntil(
            lambda: bool(c.legal_for_viewer()) and c.thinking_seat() == -1, timeout=AI_WAIT_MS
        )
    card = c.session.state.hands[0][0]
    drag(window, window.table.cards()[f"h{card}"], window.table.zones()[("res", 0)].rect.center())
    assert_seen(window.game_screen.feedback, REFUSED, "only in the trade phase")


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_shows_its_move_and_reason_whole(qtbot, window, game):
    c = start(qtbot, window, game, (1024, 700))
    if game == "take-stock":
        window.table.moveRequested.emit(Draw())  # a real choice: raise, secure, market
    answers = []
    c.hintReady.connect(lambda move, reason: answers.append(reason))
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: window.game_screen.feedback.kind == HINT, timeout=AI_WAIT_MS)
    assert_seen(window.game_screen.feedback, HINT, answers[0])
    assert window.game_screen.feedback.text().startswith("Hint: ")


def test_a_market_hint_says_which_option():
    from tabletop.games.take_stock.moves import PlayMarket
    from tabletop.games.take_stock.state import new_game

    st = new_game(3, 1, {})
    assert "option A" in st.describe(PlayMarket(0, "A")).render()
    assert "option B" in st.describe(PlayMarket(0, "B")).render()


@pytest.mark.parametrize("game", GAMES)
def test_saving_and_opening_say_so_in_sight(qtbot, window, game, tmp_path):
    start(qtbot, window, game, (1024, 700))
    path = tmp_path / "evening.ttx"
    assert window.save_to(path)
    assert_seen(window.game_screen.feedback, NOTE, "evening.ttx")
    assert window.game_screen.feedback.label.toolTip() == str(path)
    assert window.load_from(path)
    assert_seen(window.game_screen.feedback, NOTE, "evening.ttx")


def test_a_long_message_wraps_onto_more_lines_instead_of_eliding(qtbot, window):
    start(qtbot, window, "take-stock", (1024, 700))
    long = " ".join(["Die Limit-Regel: du hast 3 Zertifikate und die längste Reihe hat 2."] * 4)
    window.game_screen.refused(long)
    qtbot.waitUntil(lambda: window.game_screen.feedback.shows_whole())
    assert (
        window.game_screen.feedback.label.height()
        > 2 * window.game_screen.feedback.label.fontMetrics().lineSpacing()
    )


def test_a_long_message_never_grows_the_window(qtbot, window):
    """A long message takes lines at the bar's own width: the window keeps its size, so the
    bar stays on the screen (it once grew a 768-pixel-high window by 140 pixels)."""
    start(qtbot, window, "stock-round", (1240, 700))
    before = window.size()
    long = " ".join(["Chiara achète une action neuve de Crown Central pour 91 $."] * 3)
    window.game_screen.note(long)
    qtbot.wait(50)
    assert window.size() == before
    assert window.game_screen.feedback.shows_whole()


def test_shows_whole_sees_an_elided_label(qtbot):
    from PySide6.QtWidgets import QLabel

    label = QLabel("a sentence far too long for the few pixels this label is given")
    qtbot.addWidget(label)
    label.setFixedWidth(60)
    label.show()
    assert not shows_whole(label)
    label.setWordWrap(True)
    label.setFixedHeight(400)
    assert shows_whole(label)


def test_a_refusal_is_forgotten_with_its_position(qtbot, window):
    c = start(qtbot, window, "take-stock")
    window.table.moveRequested.emit(Raise(c.session.state.hands[0][0]))
    assert window.game_screen.feedback.kind == REFUSED
    window.table.moveRequested.emit(Draw())
    assert window.game_screen.feedback.text() == ""
