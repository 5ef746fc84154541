"""The Stack Market table driven like a player would: real engine views, clicks, drags and keys
on the view's viewport.  The table only turns gestures into moves, so most tests check the
emitted move; the window tests check that a refusal reaches the player's eyes and that a whole
game runs through the real window and controller."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from table_harness import ShownTable, offer_button

from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.games.stack_market import turn
from tabletop.games.stack_market.info import INFO
from tabletop.games.stack_market.moves import ChangeInvestment, Invest, Pick, Place, Roll, Stay
from tabletop.games.stack_market.state import new_game
from tabletop.games.stack_market.table import StackMarketTable
from tabletop.ui.feedback import REFUSED
from tabletop.ui.i18n import render

NAMES = ["Ann", "Bea", "Cem", "Dia"]
AI_WAIT_MS = 60_000


class Table(ShownTable):
    def __init__(self, qtbot):
        super().__init__(qtbot, StackMarketTable(INFO), 1366, 768)
        self.state = None
        self.said: list[str] = []  # the feedback line: the table's refusals and the rules'
        self.scene.refused.connect(self.said.append)
        self.scene.moveRequested.connect(self._asked)

    def _asked(self, move) -> None:
        why = self.state.explain(move)  # what the Session answers, as the window shows it
        if why is not None:
            self.said.append(render(why))

    def show(self, state, seat=0):
        self.state = state
        legal = state.legal_moves() if state.to_act() == seat else []
        self.scene.show_state(state.view(seat), seat, legal, NAMES[: state.num_seats], False)

    def item(self, key):
        return self.scene.cards()[key]


@pytest.fixture
def table(qtbot):
    return Table(qtbot)


def my_turn(phase: str, seed: int = 3):
    """Seat 0 to act in `phase` (everyone invested in their own company first)."""
    st = new_game(4, seed, {})
    while st.phase == "invest":
        st.apply(Invest(st.turn))
    st.turn = 0
    st.phase = "roll"
    if phase == "roll":
        return st
    return st


def ordering(tray, top=1):
    st = my_turn("roll")
    st.values[0] = [0, 0, top]
    st.reserve -= len(tray)
    st.tray, st.order, st.phase = list(tray), [], "order"
    turn.extend_forced(st, [])
    return st


def placing(order=(2, 3), xs=(0, 0, 0)):
    st = my_turn("roll")
    st.xs[0] = list(xs)
    st.values[0] = [0] * (len(xs) - 1) + [1]
    st.reserve -= len(order)
    st.order, st.phase = list(order), "place"
    return st


def test_a_click_on_the_dice_cup_rolls(table):
    table.show(my_turn("roll"))
    cup = table.item("cup")
    assert cup.toolTip()
    table.click(table.centre_of(cup))
    assert table.moves == [Roll()]


def test_the_r_key_rolls(table):
    table.show(my_turn("roll"))
    table.key(Qt.Key_R)
    assert table.moves == [Roll()]


def test_rolled_dice_are_clicked_into_the_order_and_the_others_are_greyed_with_the_rule(table):
    st = ordering([2, 3, 0, 0], top=1)
    table.show(st)
    dice = {k: c for k, c in table.scene.cards().items() if k.startswith("t")}
    legal = [c for c in dice.values() if c.draggable]
    greyed = [c for c in dice.values() if not c.draggable]
    assert {c.face for c in legal} == {"2", "3"}
    assert greyed and all("higher than the top number (1)" in c.toolTip() for c in greyed)
    two = next(c for c in legal if c.face == "2")
    table.click(table.centre_of(two))
    assert table.moves == [Pick(2)]


def test_a_greyed_die_clicked_is_asked_for_and_refused_by_the_rules(table):
    table.show(ordering([2, 3, 0, 0], top=1))
    zero = next(c for k, c in table.scene.cards().items() if k.startswith("t") and c.face == "0")
    table.click(table.centre_of(zero))
    assert table.moves == [Pick(0)]  # the window refuses it, naming the rule (test below)


def test_digit_keys_choose_the_order(table):
    table.show(ordering([2, 3, 0, 0], top=1))
    table.key(Qt.Key_3)
    assert table.moves == [Pick(3)]


def aim_point(table, st, aim):
    """The scene point over seat 0's building where a die released rests at `aim`."""
    at = table.scene.at
    top = st.xs[0][-1]
    return QPointF(at.die_x(0, top + aim), at.floor_y(len(st.xs[0]), 0) + at.side(0) / 2)


def test_the_next_die_dragged_over_the_building_is_placed_where_it_is_released(table):
    st = placing()
    table.show(st)
    nxt = table.item("next")
    assert nxt.draggable and nxt.mark == "legal"
    table.drag(nxt, aim_point(table, st, 20))
    assert table.moves == [Place(20)]


def test_while_dragging_a_ghost_shows_where_the_die_will_rest(table):
    st = placing()
    table.show(st)
    table.press_and_move(table.item("next"), aim_point(table, st, -30))
    ghost = table.scene.item("ghost")
    at = table.scene.at
    assert abs(ghost.pos().x() + at.side(0) / 2 - at.die_x(0, -30)) < 1
    assert ghost.toolTip() and table.scene.item("ghostlabel").text().startswith("steady")


def test_a_die_released_beyond_the_top_die_rests_at_its_edge_as_the_ghost_showed(table):
    st = placing()
    table.show(st)
    table.press_and_move(table.item("next"), aim_point(table, st, 90))
    assert table.scene.item("ghostaim").text() == "50% of a die to the right"
    release(table, aim_point(table, st, 90))
    assert table.moves == [Place(50)] and st.explain(Place(50)) is None


def release(table, point):
    QTest.mouseRelease(table.view.viewport(), Qt.LeftButton, Qt.NoModifier, table.point(point))


@pytest.mark.parametrize(
    "xs", [(0, 0, 0), (0, 20, 35), (0, -30, -10, 15), tuple((i % 3) * 10 for i in range(26))]
)
def test_whatever_the_ghost_shows_a_drop_plays_and_the_rules_accept(table, xs):
    """For many drag positions across the building: the ghost's aim (its place and its
    label, named as the coach names it) is the move the drop asks for, and the rules accept
    it."""
    from tabletop.games.stack_market.messages import share_of_die

    st = placing(xs=xs)
    at_top = None
    for k in range(-40, 41, 3):  # hundredths of a die, in odd steps: between the 5% marks
        table.show(st)
        table.moves.clear()
        at = table.scene.at
        if at_top is None:
            at_top = at.floor_y(len(xs), 0) + at.side(0) / 2
        point = QPointF(at.die_x(0, xs[-1]) + (k * 2.9) * at.side(0) / 100, at_top)
        table.press_and_move(table.item("next"), point)
        ghost, label = table.scene.item("ghost"), table.scene.item("ghostaim").text()
        s = at.side(0)
        shown = round(((ghost.pos().x() + s / 2 - at.die_x(0, xs[-1])) / s) * 100)
        release(table, point)
        (move,) = table.moves
        assert isinstance(move, Place) and move.aim == shown, (k, shown, move)
        assert st.explain(move) is None, (k, move)
        assert label == render(share_of_die(move.aim))
        assert render(share_of_die(move.aim)) in render(st.describe(move))  # the coach's words


def test_the_arrow_keys_aim_and_enter_places(table):
    st = placing()
    table.show(st)
    for _ in range(3):
        table.key(Qt.Key_Right)
    table.key(Qt.Key_Left)
    table.key(Qt.Key_Return)
    assert table.moves == [Place(10)]


def test_a_hint_to_place_shows_the_ghost_at_its_aim(table):
    st = placing(xs=(0, 20, 35))
    table.show(st)
    table.scene.show_hint(Place(-25))
    assert table.scene.aim == -25
    assert table.item("next").mark == "hint"
    assert table.scene.zones()[("building", 0)].mode == "hint"


def change_phase():
    st = my_turn("roll")
    st.phase = "change"
    return st


def test_a_click_on_another_company_card_changes_the_investment(table):
    table.show(change_phase())
    table.click(table.zone_centre(("company", 2)))
    assert table.moves == [ChangeInvestment(2)]


def test_the_marker_dragged_onto_another_company_changes_the_investment(table):
    table.show(change_phase())
    marker = table.item("marker-me")
    assert marker.draggable
    table.drag(marker, table.zone_centre(("company", 3)))
    assert table.moves == [ChangeInvestment(3)]


def test_keep_by_button_and_by_key(table):
    table.show(change_phase())
    keep = offer_button(table.scene, Stay())
    table.click(keep.mapToScene(keep.boundingRect().center()))
    table.key(Qt.Key_K)
    table.key(Qt.Key_2)
    assert table.moves == [Stay(), Stay(), ChangeInvestment(1)]


def test_every_piece_and_zone_has_a_tooltip(table):
    for st in (my_turn("roll"), ordering([2, 3, 0, 0]), placing(), change_phase()):
        table.show(st)
        for key, item in table.scene.cards().items():
            assert item.toolTip(), key
        for target, zone in table.scene.zones().items():
            assert zone.toolTip(), target


def test_others_money_is_hidden_on_the_table_unless_the_option_shows_it(table):
    st = my_turn("roll")
    table.show(st)
    assert table.scene.item("money1").text() == "money hidden"
    assert table.scene.item("money0").text() == "$50,000"
    st2 = new_game(4, 3, {"show_money": True})
    table.show(st2)
    assert table.scene.item("money1").text() == "$50,000"


def test_a_collapse_is_shown_falling_then_cleared(table, qtbot):
    st = placing(order=(3,), xs=(0, 45, 50))
    table.show(st)
    table.scene.set_animation_ms(200)
    log = st.apply(Place(50))
    assert any(e.event == "collapse" for e in log)
    table.show(st)
    table.scene.show_log(log)
    debris = table.scene.falls[-1].items
    assert len(debris) == 4 and all(d.scene() is table.scene for d in debris)
    qtbot.waitUntil(lambda: not table.scene.falls[-1].items, timeout=5000)


@pytest.mark.parametrize("lang", ["en", "de", "fr", "pt"])
def test_no_label_is_cut_in_any_phase_or_language(table, lang):
    from tabletop.ui import i18n
    from tabletop.ui.sprites import Label

    i18n.install(lang)
    try:
        st = placing(xs=(0, 10, 20))
        st.holder = 2
        for position in (my_turn("roll"), ordering([2, 3, 0, 0]), st, change_phase()):
            table.show(position)
            cut = [i.full for i in table.scene.items() if isinstance(i, Label) and i.cut]
            assert cut == [], f"{lang}: labels cut short: {cut}"
    finally:
        i18n.install("en")


def start(qtbot, window, seed=5, kinds=("random", "random", "random")):
    seats = [Seat("Ann")] + [Seat(n, k) for n, k in zip(("Bea", "Cem", "Dia"), kinds)]
    assert window.start_game(registry()["stack-market"], seats, seed)
    c = window.controller
    qtbot.waitUntil(
        lambda: bool(c.legal_for_viewer()) and c.thinking_seat() == -1, timeout=AI_WAIT_MS
    )
    return c


def test_a_refused_order_is_explained_in_sight(qtbot, window):
    c = start(qtbot, window)
    state = c.session.state
    if state.phase == "invest":
        window.table.moveRequested.emit(state.legal_moves()[0])
        qtbot.waitUntil(
            lambda: bool(c.legal_for_viewer()) and c.thinking_seat() == -1, timeout=AI_WAIT_MS
        )
    window.table.moveRequested.emit(Place(0))  # before rolling
    bar = window.game_screen.feedback
    assert bar.kind == REFUSED and bar.isVisible()
    assert render(c.session.state.explain(Place(0))) in bar.text() and bar.shows_whole()


def test_a_whole_game_against_the_computer_runs_through_the_window(qtbot, window):
    c = start(qtbot, window, seed=8)
    rng = __import__("random").Random(4)
    while not c.is_over():
        legal = c.legal_for_viewer()
        if legal:
            window.table.moveRequested.emit(rng.choice(legal))
        qtbot.waitUntil(
            lambda: c.is_over() or (bool(c.legal_for_viewer()) and c.thinking_seat() == -1),
            timeout=AI_WAIT_MS,
        )
    state = c.session.state
    assert state.is_terminal() and len(state.sheets) == 3
    title, headers, rows = window.table.score_sheet(
        state.view(0), {"money": state.counted, "winners": state.winners()}
    )
    assert title == "Final money" and len(rows) == 4 and headers[-1] == "Money"


# --- what a new player tries: every gesture answers ------------------------------------------


def investing(seats=4, invest=(-1, 1, 1, -1)):
    """Seat 0 to invest, the other seats' markers already on the cards as given."""
    st = new_game(seats, 3, {})
    st.invest = list(invest[:seats])
    st.turn = 0
    return st


def test_a_click_on_a_full_company_card_says_it_is_full(table):
    table.show(investing())
    table.click(table.zone_centre(("company", 1)))
    assert table.moves == [Invest(1)]
    assert table.said == [
        "At most two investor markers may lie on one company card: Benzai is full."
    ]


def test_a_click_on_your_own_company_card_or_marker_says_your_marker_is_already_there(table):
    table.show(change_phase())
    table.click(table.zone_centre(("company", 0)))
    table.click(table.centre_of(table.item("marker-me")))
    assert table.moves == [ChangeInvestment(0), ChangeInvestment(0)]
    assert table.said == ["Your marker is already on Akari: move it to another company."] * 2


def test_a_later_die_of_the_order_dragged_first_says_which_comes_first(table):
    st = placing(order=(2, 3))
    table.show(st)
    table.drag(table.item("o1"), aim_point(table, st, 0))
    assert table.moves == []
    assert table.said == [
        "The dice are stacked in the order chosen: the 2 on the left comes first. Drag it over "
        "the building."
    ]


def test_the_next_die_dropped_on_another_building_says_where_dice_go(table):
    table.show(placing())
    table.drag(table.item("next"), table.zone_centre(("building", 2)))
    assert table.moves == []
    assert table.said == ["Your dice go on the building of the company you invest in: Akari."]
    assert table.item("next").pos() == table.item("next").home  # back in the order


def test_the_cup_before_investing_names_the_rule_by_click_drag_and_key(table):
    table.show(investing())
    cup = table.item("cup")
    table.click(table.centre_of(cup))
    table.drag(cup, table.zone_centre(("building", 0)))
    table.key(Qt.Key_R)
    assert table.moves == [Roll()] * 3
    assert table.said == ["Choose the company you invest in first."] * 3


def test_a_number_or_a_company_card_while_a_roll_is_due_names_the_rule(table):
    table.show(my_turn("roll"))
    table.key(Qt.Key_2)
    table.click(table.zone_centre(("company", 2)))
    assert table.moves == [Pick(2), ChangeInvestment(2)]
    assert table.said == ["Roll the dice first."] * 2


def test_enter_at_change_investment_says_what_to_press_then_plays_the_selected_card(table):
    table.show(change_phase())
    table.key(Qt.Key_Return)
    assert table.said == [
        "Press the number of a company card (1–4) or click it; K keeps your investment."
    ]
    table.key(Qt.Key_Right)  # the first company card you may move to
    table.key(Qt.Key_Return)
    assert table.moves == [ChangeInvestment(1)]


def test_the_question_mark_shows_the_keys_and_a_button_opens_them(table):
    table.show(my_turn("roll"))
    table.key(Qt.Key_Question)
    text = table.scene.item("helptext").toPlainText()
    assert "roll the dice" in text and "keep your investment" in text
    assert "aim the next die further left" in text
    table.key(Qt.Key_Escape)
    assert table.scene.item("helptext") is None
    table.click(table.centre_of(table.scene.item("helpbutton")))
    assert table.scene.show_help


def test_the_aim_keys_move_the_ghost_and_say_so_at_the_edge(table):
    st = placing()
    table.show(st)
    at = table.scene.at
    table.key(Qt.Key_Left)
    ghost = table.scene.item("ghost")
    assert abs(ghost.pos().x() + at.side(0) / 2 - at.die_x(0, -5)) < 1
    for _ in range(11):  # from -5 to 50: half a die to the right
        table.key(Qt.Key_Right)
    assert table.said == []
    table.key(Qt.Key_Right)  # already half a die out
    assert table.said == [
        "That is as far as a die can rest: half a die from the centre of the die below."
    ]
    table.key(Qt.Key_Return)
    assert table.moves == [Place(50)]


def test_with_three_companies_the_prompt_says_1_to_3_and_key_4_says_there_is_no_fourth(table):
    table.show(investing(seats=3, invest=(-1, -1, -1)))
    assert "(1–3)" in table.scene.item("prompttext").toPlainText()
    table.key(Qt.Key_4)
    assert table.moves == []
    assert table.said == ["There is no company 4: the companies are numbered 1–3."]
    table.key(Qt.Key_3)
    assert table.moves == [Invest(2)]


def test_keys_work_as_soon_as_a_game_starts(qtbot, window):
    c = start(qtbot, window)
    assert c.session.state.phase == "invest"
    view = window.game_screen.view
    assert window.focusWidget() is view
    qtbot.keyClick(view, Qt.Key_R)  # no click on the table first
    bar = window.game_screen.feedback
    assert bar.kind == REFUSED and "Choose the company you invest in first." in bar.text()
    company = next(m.company for m in c.legal_for_viewer())
    qtbot.keyClick(view, getattr(Qt, f"Key_{company + 1}"))
    assert Invest(company) in c.session.moves
