"""What the player sees of a hint's reason and of a computer move's: the coach shows the hint's
reason whole at the smallest window in every language, and a computer move in the log says why
on hover (its tooltip), in the same words, from that computer's own view."""

import pytest
from PySide6.QtCore import Qt

from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.ui import i18n
from tabletop.ui.feedback import HINT, shows_whole

AI_WAIT_MS = 60_000
GAMES = [g for g, info in registry().items() if info.playable]  # every game, from the registry


def start(qtbot, window, game, kinds=("human", "easy", "easy"), seed=5):
    window.resize(1024, 700)
    window.act_practice.setChecked(True)  # the coach is on
    names = ["Ann", "Bea", "Cem"]
    assert window.start_game(registry()[game], [Seat(n, k) for n, k in zip(names, kinds)], seed)
    c = window.controller
    qtbot.waitUntil(
        lambda: bool(c.legal_for_viewer()) and c.thinking_seat() == -1, timeout=AI_WAIT_MS
    )
    return c


@pytest.mark.parametrize("lang", ["en", "de", "fr", "pt"])
@pytest.mark.parametrize("game", GAMES)
def test_the_coach_shows_the_hints_reason_whole(qtbot, window, game, lang):
    i18n.install(lang)
    try:
        c = start(qtbot, window, game)
        answers = []
        c.hintReady.connect(lambda move, reason: answers.append(reason))
        window.act_hint.trigger()
        qtbot.waitUntil(lambda: window.game_screen.feedback.kind == HINT, timeout=AI_WAIT_MS)
        coach = window.game_screen.coach
        assert answers[0] in coach.hint.text()
        assert "simulated" not in answers[0]
        assert shows_whole(coach.hint), coach.hint.text()
    finally:
        i18n.install("en")


def test_a_computer_move_in_the_log_says_why_on_hover(qtbot, window):
    c = start(qtbot, window, "stock-round", kinds=("easy", "human", "easy"), seed=3)
    model = window.game_screen.log_model
    assert c.reasons, "the computer moved first"
    rows = [r for r in range(model.rowCount()) if model.reason(r)]
    assert rows
    tip = model.data(model.index(rows[0]), Qt.ItemDataRole.ToolTipRole)
    shown = model.data(model.index(rows[0]), Qt.ItemDataRole.DisplayRole)
    assert tip.startswith(shown) and "What a hint would have told" in tip
    assert "Ann" in tip  # the computer seat by its name, not its number
    # the last computer move, on the feedback line: its reason on hover too
    assert "What a hint would have told" in window.game_screen.feedback.label.toolTip()


def test_a_computer_with_cards_you_cannot_see_gives_no_reason_that_would_show_them(qtbot, window):
    """A reason worked out on the computer's own view carries amounts drawn from its hidden
    hand: where the table hides anything from the player, computer moves give no reason."""
    c = start(qtbot, window, "take-stock", kinds=("easy", "human", "easy"), seed=3)
    while not any(m != 1 for m in c.live.movers):  # until a computer has moved
        c.submit(1, c.legal_for_viewer()[0])
        qtbot.waitUntil(
            lambda: bool(c.legal_for_viewer()) and c.thinking_seat() == -1, timeout=AI_WAIT_MS
        )
    assert c.reasons == {}
    model = window.game_screen.log_model
    for r in range(model.rowCount()):
        assert not model.reason(r)
