"""The Stock Round table driven like a player would: real engine views, drags, clicks and keys
on the view's viewport.  The table only turns gestures into moves, so most tests check the
emitted move; the window tests check that a refusal naming the rule reaches the player's eyes
and that a whole game runs through the real window and controller."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from table_harness import ShownTable

from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.games.stock_round.data import TRAIN_INDEX
from tabletop.games.stock_round.info import INFO
from tabletop.games.stock_round.moves import (
    Buy,
    BuyTrain,
    Decline,
    Done,
    Offer,
    Pass,
    Payout,
    Raise,
    Sell,
    Start,
    Take,
    Withhold,
)
from tabletop.games.stock_round.table import StockRoundTable
from tabletop.ui.feedback import REFUSED
from tabletop.ui.i18n import render

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "stock_round"))
from stock_round_setup import operating, start, stock_round

NAMES = ["Ann", "Bea", "Cem", "Dia", "Eli", "Fay"]
AI_WAIT_MS = 60_000


class Table(ShownTable):
    def __init__(self, qtbot):
        super().__init__(qtbot, StockRoundTable(INFO), 1366, 768)
        self.refusals = []  # what the feedback line says of a gesture the table refuses
        self.scene.refused.connect(self.refusals.append)

    def show(self, state, seat=0):
        legal = state.legal_moves() if state.to_act() == seat else []
        self.scene.show_state(state.view(seat), seat, legal, NAMES[: state.num_seats], False)

    def item(self, key):
        return self.scene.cards()[key]

    def button(self, text):
        from tabletop.ui.sprites import ButtonItem

        found = [
            b
            for b in self.scene.items()
            if isinstance(b, ButtonItem) and (b.text == text or b.text.startswith(text + "  ["))
        ]
        assert found, text
        return found[0]

    def press(self, text):
        b = self.button(text)
        self.click(b.mapToScene(b.boundingRect().center()))


@pytest.fixture
def table(qtbot):
    return Table(qtbot)


def my_stock_turn():
    st = stock_round(4, sr=2, turn=0)
    start(st, 0, [3, 2, 0, 0], square=(1, 5))
    st.pool[0], st.ipo[0] = 2, 3
    start(st, 1, [0, 0, 3, 0], square=(0, 4))
    return st


def test_a_new_share_dragged_to_my_area_is_bought(table):
    table.show(my_stock_turn())
    table.drag(table.item("new-1"), table.zone_centre("me"))
    assert table.moves == [Buy(1, "new")]


def test_a_pool_share_dragged_to_my_area_is_bought_and_a_click_buys_too(table):
    table.show(my_stock_turn())
    table.drag(table.item("pool-0"), table.zone_centre("me"))
    table.click(table.centre_of(table.item("new-1")))
    assert table.moves == [Buy(0, "pool"), Buy(1, "new")]


def test_the_directors_certificate_dropped_on_a_par_square_starts_the_railway(table):
    table.show(my_stock_turn())
    table.drag(table.item("new-3"), table.zone_centre(("par", 5)))
    assert table.moves == [Start(3, 5)]


def test_a_click_on_the_directors_certificate_asks_the_par(table):
    table.show(my_stock_turn())
    table.click(table.centre_of(table.item("new-3")))
    assert table.moves == [] and len(table.scene.question.answers) == 5
    table.press("$83")
    assert table.moves == [Start(3, 4)]


def test_my_certificates_dragged_to_the_pool_ask_how_many_and_a_digit_answers(table):
    table.show(my_stock_turn())  # Bea holds 20%: she would take the director's certificate
    table.drag(table.item("hold-0-0"), table.zone_centre("pool"))
    assert [a.move.count for a in table.scene.question.answers] == [1, 2, 3]
    assert table.button("2 shares").isVisible()
    table.key(Qt.Key_2)
    assert table.moves == [Sell(0, 2)]


def test_a_refused_drop_asks_the_rules_anyway(table):
    st = my_stock_turn()
    st.held[1][0], st.ipo[1] = 6, 1  # 60% of Blackwater Line
    st.director[1] = 0
    table.show(st)
    table.drag(table.item("new-1"), table.zone_centre("me"))
    assert table.moves == [Buy(1, "new")]  # refused by the Session, naming the 60% limit


def test_anyone_wants_a_share_by_drag_button_and_keys(table):
    st = my_stock_turn()
    st.turn = 3
    st.held[0] = [3, 2, 0, 2]
    st.ipo[0] = 1
    st.apply(Sell(0, 2))
    assert st.to_act() == 0
    table.show(st)
    text = table.scene.item("prompttext").toPlainText()
    assert "Dia sells 2 shares of Ashford & Bay" in text
    table.drag(table.item("offered"), table.zone_centre("me"))
    table.key(Qt.Key_N)
    table.press("No, thank you")
    table.key(Qt.Key_Y)
    assert table.moves == [Take(), Decline(), Decline(), Take()]


def test_a_train_dragged_onto_the_charter_is_bought_and_the_network_is_raised_by_click(table):
    st = stock_round(4)
    start(st, 0, [6, 0, 0, 0], square=(0, 5))
    st.funds[0], st.trains[0] = 500, [TRAIN_INDEX["2"]]
    operating(st, 0, "trains")
    table.show(st)
    table.drag(table.item("depot-0"), table.zone_centre(("charter", 0)))
    assert table.moves == [BuyTrain(0)]
    operating(st, 0, "network")
    table.show(st)
    table.click(table.zone_centre(("network", 0)))
    table.key(Qt.Key_R)
    assert table.moves[1:] == [Raise(), Raise()]


def test_pay_out_or_withhold_by_button_and_key(table):
    st = stock_round(4)
    start(st, 0, [6, 0, 0, 0], square=(0, 5))
    st.trains[0] = [TRAIN_INDEX["3"]]
    operating(st, 0, "dividend")
    st.revenue = 150
    table.show(st)
    table.press("Pay out $15/share (you: $90) → $100")
    table.key(Qt.Key_W)
    table.key(Qt.Key_P)  # not this decision: asked anyway, the rules say why not
    assert table.moves == [Payout(), Withhold(), Pass()]


def test_every_piece_and_zone_has_a_tooltip(table):
    st = my_stock_turn()
    for position in (st,):
        table.show(position)
        for key, item in table.scene.cards().items():
            assert item.toolTip(), key
        for target, zone in table.scene.zones().items():
            assert zone.toolTip(), target


def positions():
    """A spread of positions of a 6-seat game (the most crowded table)."""
    from tabletop.core.rng import Rng
    from tabletop.games.stock_round.heuristic import rollout_policy

    st = INFO.new_state(6, 3, {})
    rng = Rng(2)
    seen, out = set(), []
    while not st.is_terminal():
        if st.phase not in seen and len(st.legal_moves()) > 1:
            seen.add(st.phase)
            out.append(st.clone())
        st.apply(rollout_policy(st, rng))
    return out + [st]


@pytest.mark.parametrize("lang", ["en", "de", "fr", "pt"])
def test_no_label_is_cut_in_any_phase_or_language(table, lang):
    from tabletop.ui import i18n
    from tabletop.ui.sprites import Label

    i18n.install(lang)
    try:
        for position in positions():
            table.show(position, seat=position.to_act() or 0)
            cut = [i.full for i in table.scene.items() if isinstance(i, Label) and i.cut]
            assert cut == [], f"{lang} {position.phase}: labels cut short: {cut}"
    finally:
        i18n.install("en")


def begin(qtbot, window, seed=5, kinds=("random", "random", "random")):
    seats = [Seat("Ann")] + [Seat(n, k) for n, k in zip(("Bea", "Cem", "Dia"), kinds)]
    assert window.start_game(registry()["stock-round"], seats, seed)
    c = window.controller
    qtbot.waitUntil(
        lambda: bool(c.legal_for_viewer()) and c.thinking_seat() == -1, timeout=AI_WAIT_MS
    )
    return c


def test_a_refused_buy_is_explained_in_sight(qtbot, window):
    c = begin(qtbot, window)
    window.table.moveRequested.emit(Sell(0, 1))  # no sales in the first stock round
    bar = window.game_screen.feedback
    assert bar.kind == REFUSED and bar.isVisible()
    reason = render(c.session.state.explain(Sell(0, 1)))
    assert "first stock round" in reason and reason in bar.text() and bar.shows_whole()


def test_a_whole_game_against_the_computer_runs_through_the_window(qtbot, window):
    c = begin(qtbot, window, seed=8)
    rng = __import__("random").Random(4)
    while not c.is_over():
        legal = c.legal_for_viewer()
        if legal:
            quiet = [m for m in legal if isinstance(m, (Pass, Decline))]
            move = quiet[0] if quiet and rng.random() < 0.6 else rng.choice(legal)
            window.table.moveRequested.emit(move)
        qtbot.waitUntil(
            lambda: c.is_over() or (bool(c.legal_for_viewer()) and c.thinking_seat() == -1),
            timeout=AI_WAIT_MS,
        )
    state = c.session.state
    assert state.is_terminal()
    title, headers, rows = window.table.score_sheet(state.view(0), {})
    assert title == "Final worth" and len(rows) == 4 and headers[-1] == "Worth"
    assert window.table.item("chart") is not None and window.table.item("chart").isVisible()


def test_an_absorption_outlines_the_moved_token_and_rust_is_announced(table):
    st = stock_round(3)
    start(st, 0, [4, 0, 0], square=(2, 6))
    log = st.apply(Sell(0, 1))
    log += st.apply(Decline())
    log += st.apply(Decline())  # nobody buys: the pool absorbs, the token moves down
    table.show(st)
    table.scene.set_animation_ms(200)
    table.scene.show_log(log)
    assert table.item("token-0").mark == "last"
    assert table.item("token-0").home.y() > table.scene.desk.cell(2, 6).top()
    from tabletop.core.game import LogEntry
    from tabletop.games.stock_round import messages as m

    table.scene.show_log([LogEntry(m.RUST(train="2", count=3), event="rust")])
    banner = table.scene.item("banner")
    assert banner.isVisible()
    assert banner.toPlainText() == "The 2-trains rust! (3 railways lose trains.)"


def test_the_directors_certificate_dropped_in_my_area_asks_the_par(table):
    table.show(my_stock_turn())
    table.drag(table.item("new-3"), table.zone_centre("me"))
    assert table.moves == [] and [a.move.col for a in table.scene.question.answers] == [
        2,
        3,
        4,
        5,
        6,
    ]
    table.key(Qt.Key_5)
    assert table.moves == [Start(3, 6)]


# --- what a new player tries: every gesture says why it does nothing ---------------------------


def test_a_new_share_dropped_on_the_pool_says_the_pool_takes_only_sales(table):
    table.show(my_stock_turn())
    table.drag(table.item("new-1"), table.zone_centre("pool"))
    assert table.moves == []
    assert table.refusals == [
        "The pool takes only the shares players sell: drag this share to your area to buy it."
    ]


def test_the_directors_certificate_dropped_on_a_price_that_is_no_par_says_so(table):
    table.show(my_stock_turn())
    table.drag(table.item("new-3"), table.scene.desk.cell(3, 8).center())  # $99
    table.drag(table.item("new-3"), table.scene.desk.cell(0, 9).center())  # top row, $121
    no_par = (
        "That price is no par: only the par squares of the top row ($68 to $100) start a "
        "railway. Drop the director's certificate on one of them."
    )
    assert table.moves == [] and table.refusals == [no_par, no_par]
    table.drag(table.item("new-3"), table.scene.desk.cell(0, 2).center())
    assert table.moves == [Start(3, 2)]


def test_a_share_dropped_on_another_players_area_says_whose_area_takes_it(table):
    table.show(my_stock_turn())
    table.drag(table.item("new-1"), table.zone_centre(("player", 2)))
    table.drag(table.item("hold-0-0"), table.zone_centre(("player", 1)))
    assert table.moves == []
    assert table.refusals == [
        "You buy shares only for yourself: drag the share to your own area.",
        "To sell your shares, drop the certificate on the pool.",
    ]


def test_an_opponents_certificate_dragged_or_clicked_says_it_is_not_yours(table):
    table.show(my_stock_turn())
    table.drag(table.item("hold-1-0"), table.zone_centre("pool"))  # Bea's 20% of Ashford & Bay
    table.click(table.centre_of(table.item("hold-2-1")))
    assert table.moves == []
    assert (
        table.refusals
        == ["That certificate belongs to another player: you can sell only your own."] * 2
    )


def test_a_train_dragged_in_a_stock_round_says_trains_are_bought_when_operating(table):
    table.show(my_stock_turn())
    table.drag(table.item("depot-0"), table.zone_centre(("charter", 0)))
    table.drag(table.item("depot-0"), table.zone_centre("me"))
    assert table.moves == []
    assert (
        table.refusals
        == [
            "Trains are bought in the operating rounds, by the railway operating: not in a "
            "stock round."
        ]
        * 2
    )


def test_a_train_dropped_on_another_railways_charter_is_not_bought_for_the_one_operating(table):
    st = stock_round(4)
    start(st, 0, [6, 0, 0, 0], square=(0, 5))
    start(st, 1, [0, 6, 0, 0], square=(0, 4))
    st.funds[0] = 500
    operating(st, 0, "trains", then=1)
    table.show(st)
    table.drag(table.item("depot-0"), table.zone_centre(("charter", 1)))  # Blackwater Line
    assert table.moves == []
    assert table.refusals == ["Only Ashford & Bay buys trains now: drop the train on its charter."]
    table.drag(table.item("depot-0"), table.zone_centre(("charter", 0)))
    assert table.moves == [BuyTrain(0)]


def test_keys_of_the_trains_and_the_offer_steps(table):
    st = stock_round(4)
    start(st, 0, [6, 0, 0, 0], square=(0, 5))
    st.funds[0], st.trains[0] = 500, [TRAIN_INDEX["2"]]
    operating(st, 0, "trains")
    table.show(st)
    table.key(Qt.Key_P)  # buy no more trains
    table.key(Qt.Key_3)  # no re-issue now: asked anyway, the rules say why not
    assert table.moves == [Done(), Offer(0, 3)]


def test_the_first_stock_round_offers_only_what_is_possible(qtbot, window):
    c = begin(qtbot, window)
    assert c.session.state.sr == 1 and c.session.state.phase == "turn"
    prompt = window.table.item("prompttext").toPlainText()
    coach = window.game_screen.coach.now.text()
    for said in (prompt, coach):
        assert "Sell" not in said and "pool" not in said
        assert "Start a railway: drop its director's certificate on a par price." in said


def test_the_directors_certificate_dropped_in_my_area_without_the_cash_names_the_rule(table):
    st = my_stock_turn()
    st.cash[0] = 100  # a director's certificate costs at least $136
    table.show(st)
    table.drag(table.item("new-3"), table.zone_centre("me"))
    assert table.moves == [Start(3, 2)]  # refused by the Session: not enough cash
