"""The Karthedis table driven like a player would: real engine views, real drags, clicks and
keys on the view's viewport.  The table only turns gestures into moves, so most tests check
the move it asks for; the window test plays a whole game through the real window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
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
        """Click the button labelled `text` (its key shown after it: "Done  [D]")."""
        found = [b for b in self.scene.items() if isinstance(b, ButtonItem) and label(b) == text]
        assert found, text
        self.click(found[0].mapToScene(found[0].boundingRect().center()))


def label(button):
    """A button's words without the key the prompt shows after them."""
    return button.text.split("  [")[0]


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
        label = table.scene.item(f"counts{s}")
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
    title = table.scene.item("resulttitle")
    assert title.isVisible() and title.text().startswith("Trade phase of round")
    assert table.scene.item("res-0") or table.scene.item("result-none")


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
        button.text == "Deploy: on  [Y]"
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
    labels = {label(b) for b in table.scene.items() if isinstance(b, ButtonItem)}
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
    """? shows the keys generated from the keymap (the digits, C, P, D, Y and the shared
    ones); ? again hides them."""
    st = play_until(new_game(4, 3, {"leader": 0}), 0, "call1")
    table.show(st)
    table.key(Qt.Key_Question)
    help_text = table.scene.item("helptext")
    shown = help_text.toPlainText()
    assert help_text.isVisible() and shown.startswith("Keys")
    for words in (
        "place the selected card face down at that resource",
        "play the selected card face up to the centre",
        "lay the selected card on your pass spot",
        "Done: play no more cards in this phase",
        "switch your standing choice for the Deploy cards you draw",
        "show or hide these keys",
    ):
        assert words in shown, words
    for cap in ("1–9", " 0 ", " C ", " P ", " D ", " Y "):
        assert cap in shown, cap
    table.key(Qt.Key_Question)
    assert table.scene.item("helptext") is None


# --- what a new player tried: every gesture answers with what they meant, or says why not ------


def refusals(table):
    said = []
    table.scene.refused.connect(said.append)
    return said


def trading(seats=4):
    st = play_until(new_game(seats, 3, {"leader": 0}), 0, "trade")
    st.passed[0] = st.acted[0] = 0
    return st


def plain_hand(st, seat=0):
    """`seat`'s hand without Intervene cards (so another player's card is no target)."""
    from tabletop.games.karthedis.table.presenter import intervener

    st.hands[seat] = [c for c in st.hands[seat] if not intervener(c)]
    return st


def test_a_card_dropped_on_an_opponents_panel_says_nothing_is_played_onto_a_player(table):
    from tabletop.games.karthedis.table.presenter import NOT_ON_A_PLAYER
    from tabletop.ui.i18n import render

    st = trading()
    table.show(st)
    said = refusals(table)
    card = st.hands[0][0]
    panel = table.scene.desk.seat_rect(2)
    table.drag(table.hand_item(card), panel.center())
    assert table.moves == [] and said == [render(NOT_ON_A_PLAYER)]
    assert "Intervene card" in said[0]


def test_a_card_dropped_on_your_own_card_at_a_resource_is_placed_there(table):
    """Your card at a resource is no target: a drop on it places the card at that resource,
    as a drop anywhere in the resource's column does."""
    st = plain_hand(trading())
    st.bids.append([0, 1, st.hands[0].pop()])
    table.show(st)
    said = refusals(table)
    card = st.hands[0][0]
    table.drag(table.hand_item(card), table.centre_of(table.item(f"bid{len(st.bids) - 1}")))
    col = table.scene.zones()[("res", 1)].rect
    table.drag(table.hand_item(st.hands[0][1]), col.center() + col.height() * 0.4 * QPointF(0, 1))
    assert table.moves == [Bid(card, 1), Bid(st.hands[0][1], 1)] and said == []


def test_a_card_dropped_on_another_players_card_places_it_without_an_intervene_card(table):
    st = plain_hand(trading())
    st.bids.append([1, 2, st.hands[1].pop()])
    table.show(st)
    card = st.hands[0][0]
    table.drag(table.hand_item(card), table.centre_of(table.item(f"bid{len(st.bids) - 1}")))
    assert table.moves == [Bid(card, 2)]


def test_a_plain_card_dropped_on_another_players_card_says_only_intervene_goes_there(table):
    """With an Intervene card in hand another player's card is its target; any other card
    dropped there is told where it goes instead."""
    from tabletop.games.karthedis.table.presenter import NOT_AN_INTERVENER
    from tabletop.ui.i18n import render

    st = plain_hand(trading())
    siamese = 3 * 15  # the first Siamkatze: Intervenieren
    for p in range(4):
        for cards in (st.decks[p], st.hands[p]):
            if siamese in cards:
                cards.remove(siamese)
    st.hands[0].append(siamese)
    st.bids.append([1, 2, st.hands[1].pop()])
    table.show(st)
    said = refusals(table)
    card = st.hands[0][0]
    table.drag(table.hand_item(card), table.zone_centre(("bid", len(st.bids) - 1)))
    assert table.moves == [] and said == [render(NOT_AN_INTERVENER)]


def test_keys_out_of_phase_still_ask_so_the_rules_say_why(table):
    from tabletop.games.karthedis.moves import EndCalls

    st = play_until(new_game(4, 3, {"leader": 0}), 0, "call1")
    table.show(st)
    said = refusals(table)
    table.key(Qt.Key_D)  # no Done in the first call phase: the Session names the rule
    table.key(Qt.Key_3)  # nothing selected
    table.key(Qt.Key_Right)
    card = int(table.scene.selected[1:])
    table.key(Qt.Key_3)  # a bid out of the trade phase: asked, the rules refuse it
    assert table.moves == [EndCalls(), Bid(card, 2)]
    assert st.explain(EndCalls()) is not None and st.explain(Bid(card, 2)) is not None
    assert said == ["First select a piece with ← → (or click it), then press 3."]


def test_enter_on_a_card_with_several_places_says_where_it_can_go(table):
    st = trading()
    table.show(st)
    said = refusals(table)
    table.key(Qt.Key_Right)
    table.key(Qt.Key_Return)
    assert table.moves == [] and len(said) == 1 and "press a digit" in said[0]


def test_a_recall_pile_an_ability_removes_is_clicked_or_selected(table):
    from tabletop.games.karthedis.moves import PURGE, Purge

    st = play_until(new_game(4, 3, {"leader": 0}), 0, "call1")
    for p in (1, 2):
        st.piles[p].append(st.decks[p].pop())
    st.pending.append([PURGE, 0])
    table.show(st)
    table.click(table.zone_centre(("pile", 2)))
    table.key(Qt.Key_Right)
    table.key(Qt.Key_Return)
    assert table.moves == [Purge(2), Purge(1)]


def reveal_title(table):
    title = table.scene.item("resulttitle")
    return title.text() if title is not None else None


def test_lines_of_a_round_do_not_stay_in_the_next_one(table):
    """The reveal says its own round and goes when the round ends; what an opponent did in
    round 1 is no longer said in round 2; a new game opens with neither."""
    st = play_until(new_game(3, 9, {"leader": 0, "victory": "different_5"}), 0, "trade")
    rng = Rng(1)
    seen = {}
    while st.round < 3 and not st.is_terminal():
        table.show(st, seat=0)
        seen.setdefault((st.round, st.phase), (reveal_title(table), table.scene.prompt_text()))
        if st.phase == "trade" and st.round == 1:
            table.scene.show_last_move(None, "Bea placed a card in round one.")
        legal = st.legal_moves()
        table.scene.show_log(st.apply(legal[rng.below(len(legal))]))
    assert seen[(1, "call2")][0] == "Trade phase of round 1"
    assert seen[(2, "call2")][0] == "Trade phase of round 2"
    for phase in ("speculate", "call1", "trade"):
        title, prompt = seen[(2, phase)]
        assert title is None and "round one" not in prompt, phase
    table.scene.show_last_move(None, "Cem won Gold.")
    table.show(new_game(3, 10, {"leader": 0}))
    assert reveal_title(table) is None and "Cem" not in table.scene.prompt_text()


def test_the_preparation_phase_says_when_no_speculate_card_may_be_used(table):
    """Only a card held when the round began may speculate; the Deploy switch, legal on
    every turn, is no Speculate card."""
    st = play_until(new_game(4, 3, {"leader": 0}), 0, "speculate")
    ocelot = 7 * 15  # the first Ozelot: Spekulieren
    for p in range(4):
        for cards in (st.decks[p], st.hands[p]):
            if ocelot in cards:
                cards.remove(ocelot)
    st.hands[0].append(ocelot)
    st.fresh[0].append(ocelot)  # drawn this round
    table.show(st)
    assert "when the round began" in table.scene.next_step()
    assert f"h{ocelot}" not in table.scene.selectables  # it has no move now
    table.drag(table.hand_item(ocelot), table.zone_centre("centre"))
    assert table.moves == [Speculate(ocelot)]  # asked: the Session names the rule
    assert "was drawn this round" in st.explain(Speculate(ocelot)).render()
