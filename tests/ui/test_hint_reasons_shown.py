"""What the player sees of a hint's reason and of a computer move's: the coach shows the hint's
reason whole at the smallest window in every language, and a computer move in the log says why
on hover (its tooltip), in the same words, from that computer's own view."""

import pytest
from PySide6.QtCore import Qt

from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.ui import i18n
from tabletop.ui.feedback import HINT, shows_whole
from tabletop.ui.game_screen import with_names

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
    # a click on the line says it on the feedback line (no hovering mouse needed)
    view = window.game_screen.log_view
    view.scrollTo(model.index(rows[0]))
    rect = view.visualRect(model.index(rows[0]))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.game_screen.feedback.label.text() == model.reason(rows[0])
    # the last computer move, on the feedback line: its reason on hover too
    assert "What a hint would have told" in window.game_screen.feedback.label.toolTip()


def test_a_computer_with_cards_you_cannot_see_says_why_without_them(qtbot, window):
    """Where the table hides the computer's hand, its moves still say why, from its own view,
    but a term drawn from its hand (its stock options, its rival's guess) without an amount;
    the reason shows on hover over the log line, the feedback line and the table's note."""
    from tabletop.games.take_stock.heuristic import T_OPTIONS, T_RIVAL

    c = start(qtbot, window, "take-stock", kinds=("easy", "human", "easy"), seed=3)
    while len([m for m in c.live.movers if m != 1]) < 6:  # until the computers moved a while
        c.submit(1, c.legal_for_viewer()[0])
        qtbot.waitUntil(
            lambda: bool(c.legal_for_viewer()) and c.thinking_seat() == -1, timeout=AI_WAIT_MS
        )
    assert c.reasons

    def amounts_of_secrets(text):
        args = dict(text.args)
        term = args.get("term")
        found = "amount" in args and term is not None and term.source in SECRET
        return found or any(amounts_of_secrets(v) for v in args.values() if hasattr(v, "args"))

    SECRET = {T_OPTIONS.source, T_RIVAL.source}
    assert not any(amounts_of_secrets(why) for why in c.reasons.values())
    model = window.game_screen.log_model
    assert any(model.reason(r) for r in range(model.rowCount()))
    last = c.reasons.get(max(n for n, m in enumerate(c.live.movers) if m != 1))
    assert last is not None and window.table.last_note
    said = i18n.render(with_names(last, c.names()))
    assert said in window.game_screen.feedback.label.toolTip()
    assert said in window.table.item("last-note").toolTip()


def longest_reasons(state, legal):
    """The longest shapes a hint's reason takes (hint() says a second sentence only after a
    one-clause first): a trade-off between two directorships, and "better in the long run"
    with a beginner's tempting move after it; each with the chance to win."""
    from tabletop.ai import reasons
    from tabletop.games.stock_round import heuristic as h

    ours = h.T_SHARES_DIRECTING(railway="Dunmore Express", count=4, player=1, other=3)
    theirs = h.T_SHARES_DIRECTED(railway="Ashford & Bay", count=1, player=2, other=3)
    gain = reasons.clause(h.Term(("shares", 3), ours, 155, h.DOLLARS), 155)
    loss = reasons.clause(h.Term(("shares", 0), theirs, 152, h.DOLLARS), -152)
    cash = reasons.clause(h.Term("cash", h.T_CASH, 1, h.DOLLARS), -83)
    move, other = state.describe(legal[0]), state.describe(legal[-1])
    trade = reasons.TRADEOFF(move=move, other=other, clause=gain, clause2=loss)
    later = reasons.LATER(move=move, other=other, clause=loss)
    tempting = reasons.BEGINNER(easy=other, clause=cash)
    return [
        reasons.CHANCE(reason=trade, pct=24),
        reasons.CHANCE(reason=reasons.TWO(first=later, second=tempting), pct=24),
    ]


@pytest.mark.parametrize("lang", ["en", "de", "fr", "pt"])
def test_the_coach_shows_the_longest_reasons_whole(qtbot, window, lang):
    i18n.install(lang)
    try:
        c = start(qtbot, window, "stock-round")
        legal = c.legal_for_viewer()
        for said in longest_reasons(c.live.state, legal):
            window._on_hint(legal[0], i18n.render(with_names(said, c.names())))
            coach = window.game_screen.coach
            assert shows_whole(coach.hint), coach.hint.text()
    finally:
        i18n.install("en")


def test_a_hint_names_a_rival_by_name_not_by_seat_number(qtbot, window):
    from tabletop.ai import reasons
    from tabletop.ai.player import Decision
    from tabletop.games.stock_round.heuristic import DOLLARS, T_RIVAL, Term

    c = start(qtbot, window, "stock-round")
    rival = Term("rival", T_RIVAL(player=2), 900, DOLLARS, -0.5, own=False)
    c.hint_maker = lambda info, view, seat: Decision(
        view.legal_moves()[0],
        reasons.BETTER(move="Pass", other="Buy", clause=reasons.clause(rival, -12)),
    )
    answers = []
    c.hintReady.connect(lambda move, reason: answers.append(reason))
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: bool(answers), timeout=AI_WAIT_MS)
    assert "the projected worth of Cem is about $12 lower" in answers[0]
