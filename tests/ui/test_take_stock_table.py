"""The Take Stock table driven like a player would: real engine views, mouse drags on the view's
viewport, keys.  The table only turns gestures into moves, so every test checks the emitted move.
"""

import itertools
import random

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTranslator
from PySide6.QtTest import QTest
from table_harness import ShownTable, offer_button

from tabletop.games.take_stock.cards import COMPANIES, NUM_COMPANIES, company_of, value_of
from tabletop.games.take_stock.info import INFO
from tabletop.games.take_stock.moves import (
    AuditRemove,
    ChooseEvent,
    Discard,
    Draw,
    EndOptions,
    PickCompany,
    PlayMarket,
    PlaySecured,
    Raise,
    Secure,
    StopTaking,
    TakeFromDiscard,
    UseOption,
)
from tabletop.games.take_stock.state import new_game
from tabletop.games.take_stock.table import TakeStockTable
from tabletop.games.take_stock.table.layout import CENTRE as CENTRE_RECT
from tabletop.ui.sprites import CardItem, Label

NAMES = ["Ann", "Bea", "Cem", "Dia"]


class Table(ShownTable):
    def __init__(self, qtbot):
        super().__init__(qtbot, TakeStockTable(INFO), 1050, 690)
        self.state = None

    def show(self, state, seat=...):
        """Show `state` as `seat` sees it (by default the seat to act; None: a spectator)."""
        self.state = state
        seat = state.to_act() if seat is ... else seat
        legal = state.legal_moves() if state.to_act() == seat else []
        self.scene.show_state(state.view(seat), seat, legal, NAMES[: state.num_seats], False)

    def hand_item(self, card: int) -> CardItem:
        return self.scene.cards()[f"s{card}"]


@pytest.fixture
def table(qtbot):
    return Table(qtbot)


def action_state(seed=3):
    """Four players, the first seat has drawn and must act."""
    st = new_game(4, seed, {})
    st.apply(Draw())
    assert st.phase == "action"
    return st


def legal_raise(st):
    return next(m for m in st.legal_moves() if isinstance(m, Raise))


def test_drag_hand_card_onto_its_company_raises(table):
    st = action_state()
    table.show(st)
    move = legal_raise(st)
    table.drag(table.hand_item(move.card), table.zone_centre(("row", company_of(move.card))))
    assert table.moves == [Raise(move.card)]


def test_drag_onto_certificates_secures(table):
    st = action_state()
    table.show(st)
    card = st.hands[st.to_act()][0]
    table.drag(table.hand_item(card), table.zone_centre("certs"))
    assert table.moves == [Secure(card)]


def test_drop_on_discard_pile_asks_for_the_option(table):
    st = action_state()
    table.show(st)
    card = st.hands[st.to_act()][1]
    table.drag(table.hand_item(card), table.zone_centre("discard"))
    assert table.scene.pending_market == card and table.moves == []
    table.key(Qt.Key_X)  # not an answer: said, and the question stays
    assert table.moves == [] and table.scene.question is not None
    table.key(Qt.Key_B)
    assert table.moves == [PlayMarket(card, "B")]


def test_market_question_on_the_table_is_answered_by_a_button(table):
    st = action_state()
    table.show(st)
    card = st.hands[st.to_act()][2]
    table.drag(table.hand_item(card), table.zone_centre("discard"))
    assert table.moves == []  # waiting for A or B
    button = offer_button(table.scene, PlayMarket(card, "A"))
    table.click(button.mapToScene(button.boundingRect().center()))
    assert table.moves == [PlayMarket(card, "A")]


def test_cancelled_market_question_emits_nothing_and_returns_the_card(table):
    st = action_state()
    table.show(st)
    card = st.hands[st.to_act()][0]
    item = table.hand_item(card)
    home = QPointF(item.pos())
    table.drag(item, table.zone_centre("discard"))
    table.key(Qt.Key_Escape)
    assert table.moves == []
    assert table.hand_item(card).pos() == home


def test_illegal_drop_is_still_requested_and_reject_snaps_back(table):
    st = new_game(4, 5, {})  # phase "draw": raising now is illegal
    table.show(st)
    card = st.hands[st.to_act()][0]
    item = table.hand_item(card)
    home = QPointF(item.pos())
    target = table.zone_centre(("row", company_of(card)))
    table.drag(item, target)
    assert table.moves == [Raise(card)]
    assert Raise(card) not in st.legal_moves()
    assert item.pos() != home  # left where it was dropped until the verdict
    table.scene.reject()
    assert item.pos() == home


def test_drop_on_the_wrong_company_asks_nothing_and_snaps_back(table):
    st = action_state()
    table.show(st)
    card = st.hands[st.to_act()][0]
    item = table.hand_item(card)
    home = QPointF(item.pos())
    messages = []
    table.scene.refused.connect(messages.append)
    other = (company_of(card) + 1) % NUM_COMPANIES
    table.drag(item, table.zone_centre(("row", other)))
    assert table.moves == []
    name = COMPANIES[company_of(card)]
    assert messages == [f"A {name} card can only raise {name}."] and item.pos() == home


def test_keyboard_alternative_emits_the_same_move_as_the_drag(table):
    st = action_state()
    table.show(st)
    move = legal_raise(st)
    hand = sorted(st.hands[st.to_act()])
    for _ in range(hand.index(move.card) + 1):
        table.key(Qt.Key_Right)
    assert table.scene.selected == f"s{move.card}"
    table.key(Qt.Key_R)
    assert table.moves == [Raise(move.card)]


def test_keyboard_market_then_option(table):
    st = action_state()
    table.show(st)
    first = sorted(st.hands[st.to_act()])[0]
    table.key(Qt.Key_Right)
    table.key(Qt.Key_M)
    assert table.moves == []
    table.key(Qt.Key_A)
    assert table.moves == [PlayMarket(first, "A")]


def test_draw_by_click_and_by_key(table):
    st = new_game(4, 5, {})
    table.show(st)
    pile = table.scene.cards()["pile-draw"]
    table.click(table.centre_of(pile))
    table.key(Qt.Key_D)
    assert table.moves == [Draw(), Draw()]


def test_practice_mode_highlights_exactly_the_legal_rows(table):
    st = action_state()
    table.scene.set_practice(True)
    table.show(st)
    move = legal_raise(st)
    item = table.hand_item(move.card)
    table.press_and_move(item, QPointF(600, 100))  # dragging over the opponents
    zones = table.scene.zones()
    legal_rows = {c for c in range(NUM_COMPANIES) if zones[("row", c)].mode == "legal"}
    dim_rows = {c for c in range(NUM_COMPANIES) if zones[("row", c)].mode == "dim"}
    assert legal_rows == {company_of(move.card)}
    assert dim_rows == set(range(NUM_COMPANIES)) - legal_rows
    assert zones["certs"].mode == ("legal" if Secure(move.card) in st.legal_moves() else "dim")
    QTest.mouseRelease(
        table.view.viewport(), Qt.LeftButton, Qt.NoModifier, table.point(QPointF(600, 100))
    )
    assert all(z.mode != "dim" for z in table.scene.zones().values())


def test_without_practice_nothing_is_dimmed(table):
    st = action_state()
    table.show(st)
    table.press_and_move(table.hand_item(legal_raise(st).card), QPointF(600, 100))
    assert not [z for z in table.scene.zones().values() if z.mode in ("legal", "dim")]


def test_hint_marks_card_and_target_until_next_state(table):
    st = action_state()
    table.show(st)
    move = legal_raise(st)
    table.scene.show_hint(move)
    assert table.hand_item(move.card).mark == "hint"
    assert table.scene.zones()[("row", company_of(move.card))].mode == "hint"
    table.show(st)
    assert table.hand_item(move.card).mark == ""
    assert table.scene.zones()[("row", company_of(move.card))].mode != "hint"


def test_seat_zero_never_sees_other_hands_face_up(table):
    st = new_game(4, 9, {})
    rng = random.Random(4)
    for _ in range(120):
        if st.is_terminal():
            break
        table.show(st, seat=0)
        others = {k for s in range(1, 4) for k in st.hands[s]}
        faces = {item.face for item in table.scene.cards().values()}
        # every card exists once, so another seat's hand card face-up anywhere is a leak
        assert not {f"share-{company_of(k)}-{value_of(k)}" for k in others} & faces
        for s in range(1, 4):
            backs = [k for k in table.scene.cards() if k.startswith(f"opp{s}-h")]
            assert len(backs) == len(st.hands[s])
        st.apply(rng.choice(st.legal_moves()))


def test_choose_event_shows_the_two_events_and_a_click_chooses(table):
    st = action_state()
    market = next(m for m in st.legal_moves() if isinstance(m, PlayMarket) and m.option == "A")
    st.apply(market)
    assert st.phase == "choose_event"
    table.show(st)
    looked = st.looking_at[0]
    item = table.scene.cards()[f"e{looked}"]
    assert all(table.scene.cards()[f"e{e}"].mark == "legal" for e in st.looking_at)  # clickable
    table.click(table.centre_of(item))
    assert table.moves == [ChooseEvent(looked)]


def test_discard_phase_double_click_discards(table):
    st = action_state()
    card = legal_raise(st).card
    secure = next(m for m in st.legal_moves() if isinstance(m, Secure) and m.card != card)
    st.apply(secure)
    assert st.phase == "discard"
    table.show(st)
    QTest.mouseDClick(
        table.view.viewport(),
        Qt.LeftButton,
        Qt.NoModifier,
        table.point(table.centre_of(table.hand_item(card))),
    )
    assert table.moves[-1] == Discard(card)


def test_pick_company_by_clicking_a_row_or_number_key(table):
    st = _reach(lambda s: s.phase == "pick_company")
    table.show(st)
    table.click(table.zone_centre(("row", 2)) + QPointF(250, 0))
    table.key(Qt.Key_4)
    assert table.moves == [PickCompany(2), PickCompany(3)]


def _reach(pred, seats=4):
    for seed in range(40):
        st = new_game(seats, seed, {})
        rng = random.Random(seed)
        while not st.is_terminal():
            if pred(st):
                return st
            st.apply(rng.choice(st.legal_moves()))
    raise AssertionError("no random game reached the phase")


def _play_until_event(st, rng, event):
    while True:
        for entry in st.apply(rng.choice(st.legal_moves())):
            if entry.event == event:
                return entry.data


def test_score_sheet_of_a_round_adds_up(table):
    st = new_game(3, 2, {})
    data = _play_until_event(st, random.Random(2), "round_scored")
    table.show(st, seat=0)
    title, headers, rows = table.scene.score_sheet(st.view(0), data)
    assert "1" in title and headers[0] == "Player" and headers[-2:] == ["Round 1", "Total"]
    assert [r[0] for r in rows] == NAMES[:3]
    for s, row in enumerate(rows):
        per_company = [int(x) for x in row[1 : 1 + NUM_COMPANIES]]
        assert sum(per_company) == data["scores"][s] == int(row[-2])
        assert int(row[-1]) == st.totals[s]


def test_final_score_sheet_has_every_round_and_stars_the_winner(table):
    st = new_game(2, 4, {})
    data = _play_until_event(st, random.Random(4), "game_over")
    table.show(st, seat=0)
    _title, headers, rows = table.scene.score_sheet(st.view(0), data)
    assert headers == ["Player", "Round 1", "Round 2", "Round 3", "Round 4", "Total"]
    for s, row in enumerate(rows):
        assert sum(int(x) for x in row[1:5]) == int(row[5]) == st.totals[s]
        assert row[0].endswith("★") == (s in data["winners"])


class _German(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        if (context, source) == ("TakeStockTable", "Round {r}/{n}"):
            return "Runde {r}/{n}"
        return None


def test_retranslate_relabels(table):
    st = action_state()
    table.show(st)
    label = table.scene.item("round")
    assert label.text().startswith("Round")
    german = _German()
    QCoreApplication.installTranslator(german)
    try:
        table.scene.retranslate()
        assert label.text().startswith("Runde")
    finally:
        QCoreApplication.removeTranslator(german)


def test_hidden_cards_are_backs_and_not_draggable(table):
    st = action_state()
    table.show(st, seat=None)  # a spectator: no hand is visible
    hand_items = [i for i in table.scene.cards().values() if i.key.startswith("hand-back")]
    assert hand_items and all(i.face == "back-share" and not i.draggable for i in hand_items)


def test_a_played_card_is_the_same_sprite_sliding_to_its_row(table, qtbot):
    st = action_state()
    table.show(st)
    move = legal_raise(st)
    item = table.hand_item(move.card)
    start = QPointF(item.pos())
    st.apply(move)
    table.scene.set_animation_ms(120)
    seat = table.scene.seat
    table.scene.show_state(st.view(seat), seat, [], NAMES, True)
    assert table.hand_item(move.card) is item
    row = table.scene.zones()[("row", company_of(move.card))].rect
    qtbot.waitUntil(lambda: row.contains(table.centre_of(item)) and item.pos() == item.home)
    assert item.pos() != start


def test_secured_event_dragged_to_the_centre_is_played(table):
    st = _reach(lambda s: s.phase == "action" and s.secured[s.to_act()])
    table.show(st)
    event = st.secured[st.to_act()][0]
    table.drag(table.scene.cards()[f"e{event}"], table.zone_centre("centre"))
    assert table.moves == [PlaySecured(event)]


def test_options_phase_click_uses_an_option_and_done_ends(table):
    st = _reach(lambda s: s.phase == "options" and s.hands[s.to_act()])
    table.show(st)
    card = st.hands[st.to_act()][0]
    table.click(table.centre_of(table.hand_item(card)))
    done = offer_button(table.scene, EndOptions())
    table.click(done.mapToScene(done.boundingRect().center()))
    table.key(Qt.Key_N)
    assert table.moves == [UseOption(card), EndOptions(), EndOptions()]


def test_insider_trading_shows_the_company_cards_to_take(table):
    st = _reach(
        lambda s: (
            s.phase == "insider_take"
            and any(isinstance(m, TakeFromDiscard) for m in s.legal_moves())
        )
    )
    table.show(st)
    take = next(m for m in st.legal_moves() if isinstance(m, TakeFromDiscard))
    item = table.scene.cards()[f"s{take.card}"]
    assert table.scene.zones()["centre"].rect.contains(table.centre_of(item))
    table.click(table.centre_of(item))
    done = offer_button(table.scene, StopTaking())
    table.click(done.mapToScene(done.boundingRect().center()))
    assert table.moves == [take, StopTaking()]


def test_audit_remove_offers_both_choices_as_buttons(table):
    st = _reach(lambda s: s.phase == "audit_remove")
    table.show(st)
    for move in (AuditRemove("split"), AuditRemove("share")):
        button = offer_button(table.scene, move)
        table.click(button.mapToScene(button.boundingRect().center()))
    assert table.moves == [AuditRemove("split"), AuditRemove("share")]


def test_enter_on_a_selected_card_discards_in_the_discard_phase(table):
    st = action_state()
    st.apply(next(m for m in st.legal_moves() if isinstance(m, Secure)))
    table.show(st)
    first = sorted(st.hands[st.to_act()])[0]
    table.key(Qt.Key_Right)
    table.key(Qt.Key_Return)
    assert table.moves == [Discard(first)]


def test_a_spectator_table_names_the_seat_it_shows(table):
    st = action_state()
    table.show(st, seat=None)
    misc = table.scene._misc
    assert misc["certs-title"].text() == "Certificates of Ann"
    assert misc["hand-title"].text().startswith("Hand of Ann")
    assert not any("Your" in item.text() for item in misc.values() if isinstance(item, Label))
    table.show(st, seat=0)
    assert misc["certs-title"].text() == "Your certificates"


def test_market_cards_lie_side_by_side_while_the_row_has_room(table):
    st = action_state()
    for c in range(NUM_COMPANIES):  # a few cards in one row, as in mid-round
        st.market[c] += [
            k
            for k in range(c * 12 + 1, c * 12 + 4)
            if k not in st.market[c] and all(k not in h for h in st.hands)
        ][:2]
    table.show(st)
    for c in range(NUM_COMPANIES):
        items = sorted(
            (table.scene.cards()[f"s{k}"] for k in st.market[c]), key=lambda item: item.pos().x()
        )
        assert items[0].size.width() >= 57  # larger than the certificates' cards
        for a, b in itertools.pairwise(items):
            assert b.pos().x() - a.pos().x() >= a.size.width()  # no value hidden


def test_the_status_bar_step_names_what_to_do_in_each_phase(table):
    st = new_game(4, 3, {})
    table.show(st)
    assert table.scene.next_step() == "draw a share card"
    st.apply(Draw())
    table.show(st)
    assert table.scene.next_step() == "raise, secure or play the market"
    table.show(st, seat=1)  # not seat 1's decision: nothing to do
    assert table.scene.next_step() == ""


def test_an_opponents_last_move_is_outlined_then_fades(table, qtbot):
    st = action_state()
    move = legal_raise(st)
    st.apply(move)
    table.show(st, seat=1)
    table.scene.last_move_ms = 50
    table.scene.show_last_move(move)
    card = table.scene.cards()[f"s{move.card}"]
    row = table.scene.zones()[("row", company_of(move.card))]
    assert card.mark == "last" and row.mode == "last"
    qtbot.waitUntil(lambda: card.mark == "" and row.mode == "")


def test_an_opponents_secured_card_outlines_their_certificate_badge(table):
    st = action_state()
    mover = st.to_act()
    move = next(m for m in st.legal_moves() if isinstance(m, Secure))
    st.apply(move)
    viewer = (mover + 1) % st.num_seats
    table.show(st, seat=viewer)
    table.scene.show_last_move(move)
    assert table.scene.cards()[f"opp{mover}-cert{company_of(move.card)}"].mark == "last"


def test_stock_options_mark_the_cards_a_click_secures(table):
    st = new_game(3, 5, {})
    rng = random.Random(5)
    while st.phase != "options":
        st.apply(rng.choice(st.legal_moves()))
    table.show(st)
    legal = st.legal_moves()
    for k in st.hands[st.to_act()]:
        assert (table.scene.cards()[f"s{k}"].mark == "legal") == (UseOption(k) in legal)


def test_the_last_opponent_move_is_written_in_the_centre_until_the_next_one(table):
    st = action_state()
    move = legal_raise(st)
    st.apply(move)
    table.show(st, seat=1)
    table.scene.show_last_move(move, "Ann raised a card.")
    note = table.scene.item("last-note")
    assert note.toPlainText() == "Ann raised a card."
    assert CENTRE_RECT.contains(note.mapRectToScene(note.boundingRect()))
    table.show(st, seat=1)  # the next position keeps the note
    assert table.scene.item("last-note").toPlainText() == "Ann raised a card."
    table.scene.show_last_move(None)
    assert table.scene.item("last-note") is None


def test_a_card_flying_off_the_draw_pile_lets_the_click_through_to_the_pile(table, qtbot):
    st = new_game(4, 3, {})
    table.scene.set_animation_ms(400)
    seat = st.to_act()
    table.show(st, seat=None)  # the hand shows as backs...
    table.scene.show_state(st.view(seat), seat, st.legal_moves(), NAMES, True)  # ...then dealt
    pile = table.scene.cards()["pile-draw"]
    assert any(c.zValue() == 800 for c in table.scene.cards().values())  # cards in flight
    table.click(table.centre_of(pile))
    assert table.moves == [Draw()]
    flying = [c for c in table.scene.cards().values() if c.zValue() == 800]
    qtbot.waitUntil(lambda: all(c.acceptedMouseButtons() != Qt.NoButton for c in flying))


def test_a_card_just_drawn_can_be_grabbed_while_it_flies_into_the_hand(table):
    st = new_game(4, 3, {})
    table.scene.set_animation_ms(400)
    seat = st.to_act()
    table.show(st)
    st.apply(Draw())
    drawn = next(k for k in st.hands[seat] if f"s{k}" not in table.scene.cards())
    table.scene.show_state(st.view(seat), seat, st.legal_moves(), NAMES, True)
    card = table.hand_item(drawn)
    assert card.zValue() == 800 and card.acceptedMouseButtons() != Qt.NoButton
