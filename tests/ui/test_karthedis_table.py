"""The Karthedis table driven like a player would: real engine views, real drags, clicks and
keys on the view's viewport.  The table only turns gestures into moves, so most tests check
the move it asks for; the window test plays a whole game through the real window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_harness import ShownTable

from tabletop.core.rng import Rng
from tabletop.games.karthedis.info import INFO
from tabletop.games.karthedis.moves import (
    Bid,
    Call,
    Discard,
    DropOut,
    EndTrade,
    Intervene,
    PassCard,
    Pick,
    Speculate,
)
from tabletop.games.karthedis.state import new_game
from tabletop.games.karthedis.table import KarthedisTable
from tabletop.ui.sprites import ButtonItem

NAMES = ["Ann", "Bea", "Cem", "Dia", "Eli", "Fay", "Gus", "Hal", "Ida"]


class Table(ShownTable):
    def __init__(self, qtbot):
        super().__init__(qtbot, KarthedisTable(INFO), 1366, 768)

    def show(self, state, seat=0):
        legal = state.legal_moves() if state.to_act() == seat else []
        self.scene.show_state(state.view(seat), seat, legal, NAMES[: state.num_seats], False)

    def item(self, key):
        return self.scene.cards()[key]

    def hand_item(self, card):
        return self.item(f"h{card}")

    def press(self, text):
        found = [b for b in self.scene.items() if isinstance(b, ButtonItem) and b.text == text]
        assert found, text
        self.click(found[0].mapToScene(found[0].boundingRect().center()))


@pytest.fixture
def table(qtbot):
    return Table(qtbot)


def play_until(state, seat, phase, rng=None, limit=2000):
    """Random moves until `seat` decides in `phase` (with no ability asking)."""
    rng = rng or Rng(7)
    for _ in range(limit):
        if state.to_act() == seat and state.phase == phase and not state.pending:
            return state
        legal = state.legal_moves()
        state.apply(legal[rng.below(len(legal))])
    raise AssertionError(f"never reached {phase}")


def test_a_card_dragged_onto_a_resource_is_placed_face_down_there(table):
    st = play_until(new_game(4, 3, {"leader": 0}), 0, "trade")
    st.passed[0] = 0
    table.show(st)
    card = st.hands[0][0]
    table.drag(table.hand_item(card), table.zone_centre(("res", 1)))
    assert table.moves == [Bid(card, 1)]


def test_a_card_dragged_onto_the_centre_in_the_first_call_phase_is_called(table):
    st = play_until(new_game(4, 3, {"leader": 0}), 0, "call1")
    table.show(st)
    card = st.hands[0][-1]
    table.drag(table.hand_item(card), table.zone_centre("centre"))
    assert table.moves == [Call(card)]


def test_a_card_dragged_onto_the_pass_spot_is_played_face_down(table):
    st = play_until(new_game(4, 3, {"leader": 0}), 0, "call1")
    table.show(st)
    card = st.hands[0][0]
    table.drag(table.hand_item(card), table.zone_centre("pass"))
    assert table.moves == [PassCard(card)]


def test_the_pass_spot_in_the_trade_phase_sits_out_on_the_first_turn(table):
    st = play_until(new_game(4, 3, {"leader": 0}), 0, "trade")
    st.passed[0] = st.acted[0] = 0
    table.show(st)
    card = st.hands[0][0]
    table.drag(table.hand_item(card), table.zone_centre("pass"))
    assert table.moves == [DropOut(card)]


def test_done_ends_the_trade_by_button_and_by_key(table):
    st = play_until(new_game(4, 3, {"leader": 0}), 0, "trade")
    table.show(st)
    table.press("Done")
    table.key(Qt.Key_D)
    assert table.moves == [EndTrade(), EndTrade()]


def test_keys_select_a_card_and_place_it_at_a_resource(table):
    st = play_until(new_game(4, 3, {"leader": 0}), 0, "trade")
    st.passed[0] = 0
    table.show(st)
    table.key(Qt.Key_Right)
    selected = table.scene.selected
    assert selected and selected.startswith("h")
    table.key(Qt.Key_2)
    assert table.moves == [Bid(int(selected[1:]), 1)]


def test_keys_call_and_pass_in_the_first_call_phase(table):
    st = play_until(new_game(4, 3, {"leader": 0}), 0, "call1")
    table.show(st)
    table.key(Qt.Key_Right)
    card = int(table.scene.selected[1:])
    table.key(Qt.Key_C)
    table.key(Qt.Key_P)
    assert table.moves == [Call(card), PassCard(card)]


def test_an_intervene_card_dropped_on_another_players_card_intervenes(table):
    st = play_until(new_game(4, 3, {"leader": 0}), 0, "trade")
    st.passed[0] = 0
    siamese = 3 * 15  # the first Siamkatze: Intervenieren (the card goes back to its owner)
    for p in range(4):
        if siamese in st.decks[p]:
            st.decks[p].remove(siamese)
    st.hands[0].append(siamese)
    st.bids.append([1, 0, st.hands[1].pop()])
    table.show(st)
    table.drag(table.hand_item(siamese), table.zone_centre(("bid", len(st.bids) - 1)))
    assert table.moves == [Intervene(siamese, len(st.bids) - 1)]


def test_a_bid_outside_the_trade_phase_asks_the_rules_which_refuse_it(table):
    st = play_until(new_game(4, 3, {"leader": 0}), 0, "call1")
    table.show(st)
    card = st.hands[0][0]
    table.drag(table.hand_item(card), table.zone_centre(("res", 0)))
    assert table.moves == [Bid(card, 0)]  # the Session refuses it, naming the rule
    assert st.explain(Bid(card, 0)) is not None


def test_the_draft_packet_keeps_a_card_by_click_and_by_drag(table):
    st = new_game(4, 5, {"setup": "draft", "leader": 0})
    table.show(st)
    first, second = st.packets[0][0], st.packets[0][1]
    table.click(table.centre_of(table.item(f"pk{first}")))
    table.drag(table.item(f"pk{second}"), table.zone_centre("hand"))
    assert table.moves == [Pick(first), Pick(second)]


def test_a_discard_an_ability_asks_for_is_a_click_on_a_hand_card(table):
    st = play_until(new_game(4, 3, {"leader": 0}), 0, "speculate")
    st.pending.append([1, 0])  # DISCARD for seat 0
    table.show(st)
    card = st.hands[0][0]
    table.click(table.centre_of(table.hand_item(card)))
    assert table.moves == [Discard(card)]


def test_a_speculate_card_dragged_to_the_centre_speculates(table):
    st = play_until(new_game(4, 3, {"leader": 0}), 0, "speculate")
    ocelot = 7 * 15  # the first Ozelot: Spekulieren
    for p in range(4):
        for cards in (st.decks[p], st.hands[p]):
            if ocelot in cards:
                cards.remove(ocelot)
    st.hands[0].append(ocelot)
    table.show(st)
    table.drag(table.hand_item(ocelot), table.zone_centre("centre"))
    assert table.moves == [Speculate(ocelot)]


@pytest.mark.parametrize("seats", [2, 5, 9])
def test_every_opponent_has_a_panel_inside_the_table_with_no_overlap(table, seats):
    st = play_until(new_game(seats, 4, {"leader": 0}), 0, "call1")
    table.show(st)
    desk = table.scene.desk
    rects = [desk.seat_rect(s) for s in desk.opponents()]
    scene = table.scene.sceneRect()
    for i, r in enumerate(rects):
        assert scene.contains(r)
        assert all(not r.intersects(o) for o in rects[i + 1 :])
    for s in desk.opponents():
        label = table.scene._misc[f"counts{s}"]
        assert label.isVisible() and not label.cut


def test_every_card_and_zone_has_a_tooltip(table):
    st = play_until(new_game(5, 3, {"leader": 0}), 0, "trade")
    st.passed[0] = 0
    table.show(st)
    for key, item in table.scene.cards().items():
        assert item.toolTip(), key
    for target, zone in table.scene.zones().items():
        assert zone.toolTip(), target


def test_the_reveal_stays_on_the_table_after_the_trade(table):
    st = play_until(new_game(3, 9, {"leader": 0, "victory": "different_5"}), 0, "trade")
    rng = Rng(1)
    while st.phase == "trade" and not st.is_terminal():
        legal = st.legal_moves()
        entries = st.apply(legal[rng.below(len(legal))])
        table.scene.show_log(entries)
    assert not st.is_terminal()
    table.show(st, seat=st.to_act())
    title = table.scene._misc["resulttitle"]
    assert title.isVisible() and title.text().startswith("Trade phase of round")
    assert "res-0" in table.scene._misc or "result-none" in table.scene._misc


@pytest.mark.parametrize("lang", ["en", "de", "fr", "pt"])
@pytest.mark.parametrize("seats", [4, 9])
def test_no_label_is_cut_in_any_phase_or_language(table, lang, seats):
    """Random games through every phase (the draft included) at 4 and 9 seats: no label of the
    table is elided, with the longest default names."""
    from tabletop.ui import i18n
    from tabletop.ui.sprites import Label

    names = ["Spieler 1", "Ada", "Bruno", "Chiara", "Dmitri", "Eun-ji", "Farah", "Gustav", "Hana"]
    i18n.install(lang)
    try:
        st = new_game(seats, 21, {"setup": "draft", "victory": "different_5", "leader": 0})
        rng, seen = Rng(3), set()
        while not st.is_terminal():
            if st.to_act() == 0 and (st.phase, bool(st.pending)) not in seen:
                seen.add((st.phase, bool(st.pending)))
                table.scene.show_state(st.view(0), 0, st.legal_moves(), names[:seats], False)
                cut = [
                    item.full
                    for item in table.scene.items()
                    if isinstance(item, Label) and item.isVisible() and item.cut
                ]
                assert cut == [], f"{st.phase} in {lang}: {cut}"
            legal = st.legal_moves()
            table.scene.show_log(st.apply(legal[rng.below(len(legal))]))
        assert {"draft", "speculate", "call1", "trade"} <= {p for p, _ in seen}
    finally:
        i18n.install("en")


def test_the_standing_einsatz_choice_is_a_button_and_a_key_on_every_turn(table):
    """No question after a draw: the viewer's own standing choice for Einsatz cards is one
    button showing it (a tooltip says what it does) and the Y key, on every turn."""
    from tabletop.games.karthedis.moves import DEPLOY_OFF, DEPLOY_ON

    st = new_game(3, 2, {"leader": 0})
    assert st.to_act() == 0
    table.show(st)
    button = next(
        b for b in table.scene.items() if isinstance(b, ButtonItem) and b.payload == DEPLOY_OFF
    )
    assert (
        button.text == "Deploy: on"
        and "hidden" in button.toolTip()
        and "(key Y)" in button.toolTip()
    )
    table.press("Deploy: on")
    table.key(Qt.Key_Y)
    st.apply(DEPLOY_OFF)
    table.show(st)
    table.press("Deploy: off")
    table.key(Qt.Key_Y)
    assert table.moves == [DEPLOY_OFF, DEPLOY_OFF, DEPLOY_ON, DEPLOY_ON]
    st = play_until(st, 0, "call1")
    table.show(st)
    labels = {b.text for b in table.scene.items() if isinstance(b, ButtonItem)}
    assert labels & {"Deploy: on", "Deploy: off"}  # in every phase


def test_a_rematch_starts_with_the_last_winner_as_market_leader(qtbot, window):
    """The rulebook: in a rematch the previous winner is the Marktführer.  The shell hands the
    finished game's winners to the next game of the same kind."""
    from tabletop.core.session import Seat
    from tabletop.games import registry

    info = registry()["karthedis"]
    seats = [Seat("Ann", "human"), Seat("Bea", "random"), Seat("Cem", "random")]
    window.controller.ai_delay_ms = 0
    assert window.start_game(info, seats, 5, {"leader": 0})
    state = window.controller.session.state
    state.phase, state.victors = "over", [2]  # as if Cem had just won
    window.prepare_game(info, seats, 6, {"leader": -2})
    assert window.controller.session.state.leader == 2
    window.prepare_game(info, seats, 7, {"leader": -2})  # not finished: no rematch
    assert window.controller.session.options.get("last_winners") is None


def test_question_mark_shows_the_keys_and_hides_them_again(table):
    st = play_until(new_game(4, 3, {"leader": 0}), 0, "call1")
    table.show(st)
    table.key(Qt.Key_Question)
    help_text = table.scene._misc["helptext"]
    assert help_text.isVisible() and "Keys:" in help_text.toPlainText()
    table.key(Qt.Key_Question)
    assert "helptext" not in table.scene._misc
