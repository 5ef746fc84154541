"""Take Stock's table through the shared presenter, as a player meets it: every legal move shows
as a piece, a target or a button; drops and clicks mean the legal move they show, a refused one
says why; practice lights targets; hints outline; every piece and label explains itself."""

import random

import pytest
import table_harness
from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTranslator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table_harness import offer_button
from test_take_stock_table import Table, _reach, action_state

from tabletop.core.text import Text
from tabletop.games.take_stock.cards import COMPANIES, company_of
from tabletop.games.take_stock.moves import (
    ChooseEvent,
    Draw,
    PickCompany,
    PlayMarket,
    PlaySecured,
    Raise,
    StopTaking,
    UseOption,
)
from tabletop.games.take_stock.state import new_game
from tabletop.games.take_stock.table.presenter import TakeStockPresenter
from tabletop.ui.i18n import render
from tabletop.ui.sprites import ButtonItem, CardItem, Label, TextBox


@pytest.fixture
def table(qtbot):
    return Table(qtbot)


def sampled_positions(games=3, every=9):
    """Positions of a few random games (2 to 4 seats), every `every`-th decision."""
    for seed in range(games):
        st = new_game(2 + seed % 3, 100 + seed, {})
        rng = random.Random(seed)
        n = 0
        while not st.is_terminal():
            if n % every == 0:
                yield st.clone()
            st.apply(rng.choice(st.legal_moves()))
            n += 1


def buttons(scene):
    return [b for b in scene.items() if isinstance(b, ButtonItem)]


# --- the presenter, without a display -------------------------------------------------------
def test_a_card_on_another_company_is_refused_with_the_rule_and_an_early_raise_asks_the_engine():
    p = TakeStockPresenter()
    st = action_state()
    card = st.hands[st.to_act()][0]
    other = (company_of(card) + 1) % len(COMPANIES)
    reason = p.attempt(("hand", card), ("row", other), st.view(st.to_act()))
    assert isinstance(reason, Text) and reason.render() == (
        f"A {COMPANIES[company_of(card)]} card can only raise {COMPANIES[company_of(card)]}."
    )
    early = new_game(4, 5, {})
    assert p.attempt(("hand", card), ("row", company_of(card)), early) == Raise(card)


# --- every legal move shows on the table --------------------------------------------------
def test_every_legal_move_shows_as_a_piece_a_target_or_a_button_and_a_hint_outlines_it(table):
    scene, shown = table.scene, 0
    for st in sampled_positions():
        table.show(st)
        for move in st.legal_moves():
            parts = scene.parts(move)
            if parts.piece is not None:
                assert parts.piece in scene.cards(), (move, parts)
            if parts.target is not None:
                assert parts.target in scene.zones(), (move, parts)
            if parts.piece is None and parts.target is None:
                assert any(b.payload == move for b in buttons(scene)), move
            scene.show_hint(move)
            marked = (
                [i for i in scene.cards().values() if i.mark == "hint"]
                + [z for z in scene.zones().values() if z.mode == "hint"]
                + [b for b in buttons(scene) if b.mark == "hint"]
            )
            assert marked, move
            table.show(st)  # the next position clears the hint
            shown += 1
    assert shown > 100


def test_each_drop_the_table_offers_asks_for_its_move(table):
    st = action_state()
    for move in st.legal_moves():
        table.show(st)
        table.moves.clear()
        parts = table.scene.parts(move)
        table.drag(table.scene.cards()[parts.piece], table.zone_centre(parts.target))
        if isinstance(move, PlayMarket):  # the card waits on the pile for "A or B?"
            assert table.moves == [] and table.scene.pending_market == move.card
            table.key(Qt.Key_Escape)
        else:
            assert table.moves == [move]


def test_a_click_on_a_company_row_picks_it_when_an_event_asks_for_one(table):
    st = _reach(lambda s: s.phase == "pick_company")
    table.show(st)
    legal = [m for m in st.legal_moves() if isinstance(m, PickCompany)]
    table.click(table.zone_centre(("row", legal[0].company)))
    assert table.moves == [legal[0]]
    assert {
        c for c in range(len(COMPANIES)) if table.scene.zones()[("row", c)].mode == "legal"
    } == {m.company for m in legal}


def test_a_double_click_on_the_draw_pile_draws_once(table):
    st = new_game(4, 5, {})
    table.show(st)
    table.double_click(table.centre_of(table.scene.cards()["pile-draw"]))
    assert table.moves == [Draw()]


def test_a_secured_event_double_clicked_out_of_its_time_is_asked_for_and_refused(table):
    st = _reach(lambda s: s.phase == "draw" and s.secured[s.to_act()])
    event = st.secured[st.to_act()][0]
    table.show(st)
    table.double_click(table.centre_of(table.scene.cards()[f"e{event}"]))
    assert table.moves == [PlaySecured(event)]  # the Session explains: draw first
    assert st.explain(PlaySecured(event)) is not None


# --- practice mode and hints ------------------------------------------------------------------
def test_practice_lights_exactly_the_targets_of_the_dragged_card_never_its_own_hand(table):
    st = action_state()
    table.scene.set_practice(True)
    table.show(st)
    card = st.hands[st.to_act()][2]
    targets = {
        table.scene.parts(m).target for m in st.legal_moves() if getattr(m, "card", None) == card
    }
    table.press_and_move(table.hand_item(card), QPointF(600, 60))
    zones = table.scene.zones()
    assert {t for t, z in zones.items() if z.mode == "legal"} == targets
    assert zones["hand"].mode != "dim"
    QTest.mouseRelease(
        table.view.viewport(), Qt.LeftButton, Qt.NoModifier, table.point(QPointF(600, 60))
    )


def test_hints_outline_a_button_a_row_an_event_and_the_market_pile(table):
    st = _reach(lambda s: s.phase == "insider_take")
    table.show(st)
    table.scene.show_hint(StopTaking())
    assert offer_button(table.scene, StopTaking()).mark == "hint"
    st = _reach(lambda s: s.phase == "choose_event")
    table.show(st)
    event = next(m for m in st.legal_moves() if isinstance(m, ChooseEvent)).event
    table.scene.show_hint(ChooseEvent(event))
    assert table.scene.cards()[f"e{event}"].mark == "hint"
    st = action_state()
    table.show(st)
    market = next(m for m in st.legal_moves() if isinstance(m, PlayMarket))
    table.scene.show_hint(market)
    assert table.hand_item(market.card).mark == "hint"
    assert table.scene.zones()["discard"].mode == "hint"


# --- what the player reads ------------------------------------------------------------------
def phases_to_see():
    yield action_state(), ...
    yield action_state(), None  # a spectator
    for phase in ("draw", "discard", "choose_event", "pick_company", "insider_take", "options"):
        yield _reach(lambda s, p=phase: s.phase == p), ...
    yield (
        _reach(lambda s: s.phase == "action" and any(s.certificates) and any(s.secured), seats=3),
        ...,
    )


def test_every_piece_and_label_says_what_it_is(table):
    for st, seat in phases_to_see():
        table.show(st, seat)
        silent = [
            (type(i).__name__, getattr(i, "key", None) or getattr(i, "text", lambda: "")())
            for i in table.scene.items()
            if isinstance(i, (CardItem, Label, TextBox, ButtonItem))
            and i.isVisible()
            and not i.toolTip()
        ]
        assert silent == [], st.phase
    st = action_state()  # the A/B question too
    table.show(st)
    table.drag(table.hand_item(st.hands[st.to_act()][0]), table.zone_centre("discard"))
    assert all(b.toolTip() for b in buttons(table.scene))


def test_the_hand_count_leaves_out_the_card_waiting_on_the_discard_pile(table):
    st = action_state()
    table.show(st)
    n = len(st.hands[st.to_act()])
    assert table.scene.item("hand-title").text() == f"Your hand ({n})"
    table.drag(table.hand_item(st.hands[st.to_act()][0]), table.zone_centre("discard"))
    assert table.scene.item("hand-title").text() == f"Your hand ({n - 1})"


def test_m_at_the_round_end_stock_options_asks_nothing_and_the_session_says_why(table):
    st = _reach(lambda s: s.phase == "options" and s.hands[s.to_act()])
    table.show(st)
    table.key(Qt.Key_Right)
    card = int(table.scene.selected[1:])
    table.key(Qt.Key_M)
    assert table.scene.pending_market is None and table.scene.question is None
    assert table.moves == [PlayMarket(card, "A")]
    assert st.explain(PlayMarket(card, "A")) is not None
    table.key(Qt.Key_U)
    assert table.moves[-1] == UseOption(card)


class _Marked(QTranslator):
    """Every string of the table, marked: shows what a language switch relabels."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"«{source}»" if context == "TakeStockTable" else None


def test_the_last_move_note_is_said_again_in_the_new_language(table):
    st = action_state()
    move = next(m for m in st.legal_moves() if isinstance(m, Raise))
    st.apply(move)
    table.show(st, seat=1)
    said = Text("TakeStockTable", "Round {r}/{n}")(r=1, n=4)
    table.scene.show_last_move(move, [said])
    assert table.scene.item("last-note").toPlainText() == "Round 1/4"
    marked = _Marked()
    QCoreApplication.installTranslator(marked)
    try:
        table.scene.retranslate()
        assert table.scene.item("last-note").toPlainText() == "«Round 1/4»"
    finally:
        QCoreApplication.removeTranslator(marked)


# --- in the window, at the smallest size ------------------------------------------------------
def test_a_refused_drop_snaps_back_and_the_window_names_the_rule(shell, window):
    c = shell.start(["human", "random", "random"], seed=5)
    shell.wait_for_turn(c, 0)
    view, state = window.game_screen.view, c.session.state
    card = state.hands[0][0]
    item = window.table.cards()[f"s{card}"]
    home = QPointF(item.pos())
    table_harness.drag(view, item, window.table.zones()[("row", company_of(card))].rect.center())
    reason = render(state.explain(Raise(card)))  # the draw comes first
    assert reason and window.game_screen.feedback.text() == reason
    assert window.game_screen.feedback.shows_whole()
    assert item.pos() == home
    other = (company_of(card) + 1) % len(COMPANIES)
    table_harness.drag(view, item, window.table.zones()[("row", other)].rect.center())
    name = COMPANIES[company_of(card)]
    assert window.game_screen.feedback.text() == f"A {name} card can only raise {name}."
    assert item.pos() == home


def test_at_1024x700_no_text_on_the_table_is_smaller_than_9_pixels(shell, window):
    c = shell.start(["human", "random", "random", "random"], seed=5)
    shell.wait_for_turn(c, 0)
    window.resize(1024, 700)
    for _ in range(3):
        QApplication.processEvents()
    scale = window.game_screen.view.transform().m11()
    assert scale > 0.5
    texts = [
        i
        for i in window.table.items()
        if isinstance(i, (Label, TextBox, ButtonItem)) and i.isVisible()
    ]
    small = [
        (i.font().pixelSize() * scale, getattr(i, "text", ""))
        for i in texts
        if isinstance(i, (Label, TextBox)) and i.font().pixelSize() * scale < 9
    ]
    assert texts and small == []
