"""The Stockpile table driven like a player would: real engine views, mouse drags on the view's
viewport, clicks and keys.  The table only turns gestures into moves, so every test checks the
emitted move; the last test plays a whole game through the real window and controller.
"""

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from table_harness import ShownTable, offer_button

from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.games.stockpile import cards
from tabletop.games.stockpile import messages as M
from tabletop.games.stockpile.info import INFO
from tabletop.games.stockpile.moves import (
    NORMAL,
    Bid,
    ChooseCompany,
    ChoosePair,
    GiveFirstCard,
    Pass,
    Place,
    PlayAction,
    Sell,
    UsePower,
)
from tabletop.games.stockpile.state import new_game
from tabletop.games.stockpile.table.table import StockpileTable
from tabletop.games.stockpile.table.ui_art import BRIEF, SHORT
from tabletop.games.stockpile.table.ui_captions import CardCaption, caption_for

NAMES = ["Ann", "Bea", "Cem", "Dia", "Eli"]
ALL_MODULES = {
    "advanced_board": True,
    "promissory": True,
    "commodities": True,
    "forecast_dice": True,
    "strategies": True,
    "investors": "choose",
    "first_player_card": True,
    "hidden_dividends": True,
}


class Table(ShownTable):
    def __init__(self, qtbot):
        super().__init__(qtbot, StockpileTable(INFO), 1366, 768)

    def show(self, state, seat=0):
        legal = state.legal_moves() if state.to_act() == seat else []
        self.scene.show_state(state.view(seat), seat, legal, NAMES[: state.num_seats], False)

    def item(self, key):
        return self.scene.cards()[key]

    def drag(self, item, target: QPointF, steps: int = 6) -> None:
        vp = self.view.viewport()
        start = item.mapToScene(item.boundingRect().center())
        QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, self.point(start))
        for i in range(1, steps + 1):
            QTest.mouseMove(vp, self.point(start + (target - start) * (i / steps)))
        QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, self.point(target))


@pytest.fixture
def table(qtbot):
    return Table(qtbot)


def advance(state, done, seed=1, limit=3000):
    """Random legal moves until `done(state)`."""
    rng = random.Random(seed)
    for _ in range(limit):
        if done(state):
            return state
        state.apply(rng.choice(state.legal_moves()))
    raise AssertionError("position not reached")


def supply_state(seed=4):
    st = new_game(4, seed, {"investors": "none"})
    return advance(st, lambda s: s.phase == "supply" and s.actor == 0 and len(s.hands[0]) == 2)


def demand_state(seed=4):
    st = new_game(4, seed, {"investors": "none"})
    return advance(
        st,
        lambda s: (
            s.phase == "demand"
            and s.actor == 0
            and not s.prompt
            and any(sp >= 0 for sp in s.bid_space)
        ),
    )


def meeple(table):
    return next(c for c in table.scene.cards().values() if c.payload == ("meeple",))


def test_dragging_supply_cards_onto_a_stockpile_places_them_face_up_or_down(table):
    st = supply_state()
    table.show(st)
    first, second = st.hands[0]
    table.drag(table.item(f"m{first}"), table.zone_centre(("up", 2)))
    assert table.moves == [Place(first, 2, 1)]
    table.drag(table.item(f"m{second}"), table.zone_centre(("down", 0)))
    assert table.moves[-1] == Place(second, 0, 0)


def test_dragging_the_meeple_onto_a_lit_bid_space_bids(table):
    st = demand_state()
    table.show(st)
    legal = [m for m in st.legal_moves() if isinstance(m, Bid)]
    target = legal[-1]
    lit = {t for t, z in table.scene.zones().items() if z.mode == "legal"}
    assert lit == {("bid", m.pile, m.space) for m in legal}  # only legal spaces light up
    table.drag(meeple(table), table.zone_centre(("bid", target.pile, target.space)))
    assert table.moves == [target]


def test_an_illegal_drop_is_still_requested_and_reject_snaps_back(table):
    st = demand_state()
    table.show(st)
    taken = next(p for p, sp in enumerate(st.bid_space) if sp >= 0)
    illegal = Bid(taken, st.bid_space[taken])  # the very space already taken
    assert illegal not in st.legal_moves()
    item = meeple(table)
    home = QPointF(item.pos())
    table.drag(item, table.zone_centre(("bid", illegal.pile, illegal.space)))
    assert table.moves == [illegal]  # the controller explains the refusal
    assert item.pos() != home
    table.scene.reject()
    assert item.pos() == home


def test_a_card_dropped_nowhere_asks_for_nothing_and_goes_home(table):
    st = supply_state()
    table.show(st)
    item = table.item(f"m{st.hands[0][0]}")
    home = QPointF(item.pos())
    table.drag(item, QPointF(300, 470))  # the board panel: no target
    assert table.moves == [] and item.pos() == home


def test_click_and_keyboard_alternatives(table):
    st = supply_state()
    table.show(st)
    first, second = st.hands[0]
    table.click(table.item(f"m{first}").sceneBoundingRect().center())  # select ...
    table.click(table.zone_centre(("down", 1)))  # ... then a target
    assert table.moves == [Place(first, 1, 0)]
    table.scene.selected = None
    table.key(Qt.Key_Right)  # keyboard: select the first card,
    table.key(Qt.Key_Right)  # the second,
    assert table.scene.selected == f"m{second}"
    table.key(Qt.Key_D)  # face down,
    table.key(Qt.Key_4)  # on stockpile 4
    assert table.moves[-1] == Place(second, 3, 0)
    st = demand_state()
    table.show(st)
    target = next(m for m in st.legal_moves() if isinstance(m, Bid))
    table.click(table.zone_centre(("bid", target.pile, target.space)))
    assert table.moves[-1] == target


def test_practice_mode_lights_legal_targets_while_dragging(table):
    st = supply_state()
    table.show(st)
    table.scene.set_practice(True)
    item = table.item(f"m{st.hands[0][0]}")
    vp = table.view.viewport()
    start = item.sceneBoundingRect().center()
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, table.point(start))
    for i in range(1, 5):
        QTest.mouseMove(vp, table.point(start + QPointF(0, -30 * i)))
    modes = {t: z.mode for t, z in table.scene.zones().items()}
    assert all(modes[("up", p)] == "legal" and modes[("down", p)] == "legal" for p in range(4))
    assert all(modes[("track", c)] == "dim" for c in range(cards.NUM_COMPANIES))
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, table.point(start))


def test_hint_marks_the_card_and_its_stockpile(table):
    st = supply_state()
    table.show(st)
    move = Place(st.hands[0][1], 3, 0)
    table.scene.show_hint(move)
    assert table.item(f"m{move.card}").mark == "hint"
    assert table.scene.zones()[("down", 3)].mode == "hint"


def _hinted(scene) -> bool:
    """Something on the table wears the hint outline: a card, a target or a button."""
    return (
        any(c.mark == "hint" for c in scene.cards().values())
        or any(z.mode == "hint" for z in scene.zones().values())
        or any(b.mark == "hint" for b in scene.button_items().values())
    )


def test_every_kind_of_decision_shows_its_hint_on_the_table(table):
    """Each legal move of every decision in whole games (each seat viewing its own turn)
    outlines a piece, a target or a button when it is the hint."""
    kinds = set()
    for players, seed, investors in ((4, 3, "choose"), (2, 5, "choose"), (5, 7, "auction")):
        st = new_game(players, seed, dict(ALL_MODULES, investors=investors))
        rng = random.Random(seed)
        while not st.is_terminal():
            seat, legal = st.to_act(), st.legal_moves()
            table.scene.show_state(st.view(seat), seat, legal, NAMES[:players], False)
            for move in legal[:12]:
                table.scene.hint = None  # the outlines from scratch, as a new position draws them
                table.scene.refresh_marks()
                assert not _hinted(table.scene)
                table.scene.show_hint(move)
                assert _hinted(table.scene), (st.phase, st.prompt, move)
                kinds.add(type(move).__name__)
            st.apply(rng.choice(legal))
    assert kinds >= {
        "ChooseInvestor",
        "OfferInvestor",
        "DiscardStrategy",
        "BuyNotes",
        "PhilPick",
        "Place",
        "PlaceCommercial",
        "PlaceFirstCard",
        "Bid",
        "GiveFirstCard",
        "PlayAction",
        "PlayStrategy",
        "ChooseCard",
        "ChooseCompany",
        "ChoosePair",
        "Sell",
        "Claim",
        "Gift",
        "Pass",
        "EndTurn",
    }


def test_f1_in_the_window_asks_for_a_hint_and_outlines_it(qtbot, window):
    from tabletop.ai.levels import make_player

    window.controller.player_factory = lambda level, info, seed: make_player("random", info, seed)
    seats = [Seat(NAMES[0], "human")] + [Seat(n, "random") for n in NAMES[1:4]]
    assert window.start_game(registry()["stockpile"], seats, 3, ALL_MODULES)
    c = window.controller
    qtbot.waitUntil(lambda: bool(c.legal_for_viewer()), timeout=60_000)
    window.game_screen.view.setFocus()
    qtbot.keyClick(window.game_screen.view, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.table.hint is not None, timeout=60_000)
    assert _hinted(window.table)
    assert not window.table.show_help  # F1 is the hint, "?" the table's help


def _caption(item):
    band = next((c for c in item.childItems() if isinstance(c, CardCaption)), None)
    return None if band is None or not band.isVisible() else band.text


def test_stockpile_cards_carry_their_key_facts_in_big_print(table):
    """Overlapped market cards show a band with what matters ("LL Stock", "Fee $2K", "Boom
    +2"...); the band leaves with the card, and a portfolio shows its counts the same way."""
    st = demand_state()
    table.show(st)
    known = [
        (p, k, c) for p, pile in enumerate(st.view(0).piles) for k, c in enumerate(pile) if c >= 0
    ]
    assert known
    for _p, _k, c in known:
        assert _caption(table.item(f"m{c}")) == caption_for(c)[0]
    stock = next(c for c in range(cards.NUM_COMPANIES * 10) if cards.is_stock(c))
    assert caption_for(stock)[0] == f"{SHORT[cards.company_of(stock)]} Stock"
    st = advance(st, lambda s: s.phase == "action" and any(s.portfolio[0]))
    table.show(st)
    for c in range(cards.NUM_COMPANIES):
        group = sorted(k for k in st.portfolio[0] if cards.is_stock(k) and cards.company_of(k) == c)
        if group:
            assert _caption(table.item(f"m{group[-1]}")) == f"{SHORT[c]} ×{len(group)}"
    for card in st.hands[0] + st.held[0]:
        assert _caption(table.item(f"m{card}")) is None


def test_company_names_and_score_headers_are_never_cut(table):
    st = new_game(4, 3, ALL_MODULES)
    table.show(st)
    for c in range(cards.NUM_COMPANIES):
        shown = table.scene.item(f"tname{c}").text()
        assert shown in (cards.COMPANIES[c], BRIEF[c])
    st = advance(st, lambda s: s.is_terminal(), seed=3, limit=20000)
    table.show(st)
    _, headers, _ = table.scene.score_sheet(st.view(0), {})
    assert [table.scene.item(f"final0-{k}").text() for k in range(len(headers))] == headers


def test_a_boom_or_bust_dragged_onto_a_track_plays_it(table):
    st = advance(
        new_game(4, 6, {"investors": "none"}),
        lambda s: s.phase == "action" and s.actor == 0 and s.held[0] and not s.prompt,
    )
    table.show(st)
    card = st.held[0][0]
    table.drag(table.item(f"m{card}"), table.zone_centre(("track", 5)))
    assert table.moves == [PlayAction(card, 5)]


def test_a_share_dragged_onto_the_sell_area_sells_it(table):
    st = advance(
        new_game(4, 6, {"investors": "none"}),
        lambda s: s.phase == "selling" and s.actor == 0 and s.portfolio[0],
    )
    table.show(st)
    item = next(c for c in table.scene.cards().values() if c.payload and c.payload[0] == "share")
    table.drag(item, table.zone_centre("sell"))
    company = item.payload[1]
    lowest = min(c for c in st.portfolio[0] if cards.company_of(c) == company)
    assert table.moves == [Sell(lowest, NORMAL)]
    assert table.moves[0] in st.legal_moves()


def test_mayknow_martha_is_a_button_then_a_click_on_the_pair(table):
    st = martha_state()
    table.show(st)
    button = offer_button(table.scene, UsePower(cards.MARTHA))
    table.click(button.mapToScene(button.boundingRect().center()))
    assert table.moves == [UsePower(cards.MARTHA)]
    st.apply(UsePower(cards.MARTHA))
    table.show(st)
    target = st.legal_moves()[0]
    pair_item = next(c for c in table.scene.cards().values() if c.payload == ("pair", target.pair))
    table.click(pair_item.sceneBoundingRect().center())
    assert table.moves[-1] == ChoosePair(target.pair)


def martha_state():
    """Seat 0 plays Mayknow Martha and bids first in the Demand Phase."""
    for seed in range(200):
        st = new_game(4, seed, {"investors": "choose"})
        if cards.MARTHA not in st.investor_hand[0]:
            continue
        rng = random.Random(seed)
        while st.phase == "choose_investors":
            legal = st.legal_moves()
            st.apply(
                next(
                    (m for m in legal if st.actor == 0 and m.investor == cards.MARTHA),
                    rng.choice(legal),
                )
            )
        return advance(
            st,
            lambda s: (
                s.phase == "demand" and s.actor == 0 and UsePower(cards.MARTHA) in s.legal_moves()
            ),
            seed,
        )
    raise AssertionError("no deal gives Martha to seat 0")


def secrets_of_others(st, seat=0) -> tuple[set[int], set[int]]:
    """Market cards and insider pairs `seat` must not see."""
    hidden_cards = set()
    for p, pile in enumerate(st.piles):
        for c, up, known in zip(pile, st.pile_up[p], st.pile_known[p]):
            if not up and not known >> seat & 1:
                hidden_cards.add(c)
    for o in range(st.num_seats):
        if o != seat:
            hidden_cards |= set(st.hands[o]) | set(st.held[o])
            hidden_cards |= set(st.portfolio[o]) - set(st.known_portfolio[o])
            hidden_cards |= set(st.split[o]) - set(st.known_split[o])
    pairs = {i for i, known in enumerate(st.pair_known) if not known >> seat & 1}
    return hidden_cards, pairs


def test_seat_zero_never_sees_others_private_pairs_or_unknown_face_down_cards(table):
    st = new_game(4, 9, ALL_MODULES)
    rng = random.Random(2)
    checked_pairs = checked_cards = 0
    while not st.is_terminal():
        table.show(st)
        hidden_cards, pairs = secrets_of_others(st)
        items = table.scene.cards()
        shown = {int(k[1:]) for k in items if k[0] == "m" and k[1:].isdigit()}
        assert not shown & hidden_cards
        for i in pairs:
            faces = [it.face for k, it in items.items() if k.endswith((f"pair{i}c", f"pair{i}f"))]
            assert all("back-" in f for f in faces), faces
            checked_pairs += bool(faces)
        backs = sum(
            1 for k, it in items.items() if k.startswith("pile") and it.face.endswith("back-market")
        )
        assert backs == sum(1 for p, pile in enumerate(st.piles) for c in pile if c in hidden_cards)
        checked_cards += backs
        st.apply(rng.choice(st.legal_moves()))
    assert checked_pairs and checked_cards  # the game did hide things from seat 0


def test_final_breakdown_on_the_table_and_in_the_score_sheet(table):
    st = advance(new_game(3, 5, ALL_MODULES), lambda s: s.is_terminal())
    table.show(st)
    title, headers, rows = table.scene.score_sheet(
        st.view(0), {"lines": st.final, "totals": st.totals}
    )
    assert title == "Final scores"
    assert len(headers) == 8 and len(rows) == 3
    assert all(r[-1].endswith("K") for r in rows)
    best = max(st.totals)
    assert [("★" in r[0]) for r in rows] == [t == best for t in st.totals]
    assert f"${st.totals[0]}K" in [
        table.scene.item(f"final1-{k}").text() for k in range(len(headers))
    ]


def test_a_whole_ai_game_with_every_module_runs_through_the_window(qtbot, window):
    info = registry()["stockpile"]
    seats = [Seat(NAMES[i], kind) for i, kind in enumerate(["random", "easy", "random", "random"])]
    assert window.start_game(info, seats, 17, ALL_MODULES)
    assert isinstance(window.table, StockpileTable)
    c = window.controller
    qtbot.waitUntil(c.is_over, timeout=600_000)
    assert c.session.state.is_terminal()
    assert window.table.view.phase == "over"


def test_every_stockpile_picture_exists_and_loads(qapp, caplog):
    from tabletop.games.stockpile.table.ui_art import all_names, face
    from tabletop.paths import assets_dir
    from tabletop.ui import art

    with caplog.at_level("WARNING"):
        for name in all_names():
            assert (assets_dir() / "stockpile" / f"{name}.png").is_file(), name
            assert not art.pixmap(face(name)).isNull()
    assert not caplog.records, caplog.text


def movement_move(seed=8):
    """A position just before the Movement Phase, the move that starts it and its log."""
    st = new_game(4, seed, {"investors": "none"})
    rng = random.Random(seed)
    while True:
        before = st.clone()
        move = rng.choice(st.legal_moves())
        log = st.apply(move)
        if any(e.event == "pair" for e in log):
            return before, st, log


def test_the_movement_phase_replays_pair_by_pair(table, qtbot):
    from tabletop.games.stockpile.table.replay import movement_steps

    before, after, log = movement_move()
    steps = movement_steps(log, before.price, lambda c: after.track(c)[0])
    says = [s[1].source for s in steps if s[0] == "say"]
    assert (
        says.count(M.PAIR_REVEALED.source) + says.count(M.PAIR_REVEALED_FALSIFIED.source)
        == cards.NUM_COMPANIES
    )
    last = {s[1]: s[2] for s in steps if s[0] == "walk"}
    moved = {c for c in range(cards.NUM_COMPANIES) if before.price[c] != after.price[c]}
    assert moved <= set(last)
    assert all(after.company_value(c) == after.track(c)[0][last[c]] for c in last)
    # on the table: markers start where the phase began and walk to where it ended
    scene = table.scene
    table.show(before)
    scene.set_animation_ms(10)
    table.show(after)
    scene.show_log(log)
    markers = {c: scene.cards()[f"marker{c}"] for c in range(cards.NUM_COMPANIES)}
    assert all(markers[c].pos() == scene.tracks.marker_pos(c, before.price[c]) for c in moved)
    qtbot.waitUntil(
        lambda: (
            scene.tracks.shown is None
            and all(
                markers[c].pos() == scene.tracks.marker_pos(c, after.price[c])
                for c in range(cards.NUM_COMPANIES)
            )
        ),
        timeout=20_000,
    )


# --- the table contract: keys, questions, buttons and the zoom as the player meets them -------


def seat_zero_deciding(done, seed, options=ALL_MODULES, players=4):
    """A whole game (random moves) until seat 0 decides in a position `done` accepts."""
    st = new_game(players, seed, options)
    rng = random.Random(seed)
    while not st.is_terminal():
        if st.to_act() == 0 and done(st):
            return st
        st.apply(rng.choice(st.legal_moves()))
    raise AssertionError("position not reached")


def refusals(table):
    said = []
    table.scene.refused.connect(said.append)
    return said


def notes(table):
    said = []
    table.scene.status.connect(said.append)
    return said


def test_the_face_down_switch_is_a_key_of_the_keymap(table):
    """D (any keyboard language: the key's text) turns the switch on, says so on the feedback
    line and picks the card to place, so D then a number places it face down; the ? overlay
    lists it; out of the Supply Phase D says why it does nothing."""
    st = supply_state()
    table.show(st)
    said = notes(table)
    first = st.hands[0][0]
    table.key(Qt.Key_D)
    assert table.scene.face_down and table.scene.selected == f"m{first}"
    assert said and "face down" in said[-1]
    assert "keyboard: next card face down (D)" in table.scene.item("toplace-fd").text()
    table.key(Qt.Key_2)
    assert table.moves == [Place(first, 1, 0)]
    assert not table.scene.face_down  # used up
    table.key(Qt.Key_Question)
    assert "the next card goes face down" in table.scene.item("helptext").toPlainText()
    table.key(Qt.Key_Escape)
    assert table.scene.item("helptext") is None
    refused = refusals(table)
    table.show(demand_state())
    table.key(Qt.Key_D)
    assert refused == ["Cards are placed face down only in the Supply Phase."]
    assert not table.scene.face_down


def test_keys_out_of_phase_ask_for_their_move_or_say_why(table):
    st = supply_state()
    table.show(st)
    refused = refusals(table)
    table.key(Qt.Key_3)  # nothing selected: which card?
    assert refused and "First select a card or your meeple" in refused[-1]
    table.key(Qt.Key_N)  # no pass in the Supply Phase: asked, the rules say why not
    assert table.moves == [Pass()]


def test_a_company_that_may_go_up_or_down_asks_which(table):
    """A track clicked where the company may go either way: the prompt asks (↑ ↓ or the
    buttons, Esc cancels); no move is made before the answer."""
    st = seat_zero_deciding(
        lambda s: any(
            isinstance(m, ChooseCompany) and m.delta < 0 and ChooseCompany(m.company, 1) in legal
            for legal in [s.legal_moves()]
            for m in legal
        ),
        4,
    )
    c = next(m.company for m in st.legal_moves() if isinstance(m, ChooseCompany) and m.delta < 0)
    table.show(st)
    table.click(table.zone_centre(("track", c)))
    assert table.moves == []
    question = f"{cards.COMPANIES[c]}: up or down?"
    assert table.scene.item("prompt").toPlainText() == question
    labels = [b.text for b in table.scene.button_items().values()]
    assert "Up ▲  [↑]" in labels and "Down ▼  [↓]" in labels
    table.key(Qt.Key_Escape)
    assert table.scene.question is None and table.moves == []
    table.click(table.zone_centre(("track", c)))
    table.key(Qt.Key_Down)
    assert table.moves == [ChooseCompany(c, -1)]
    table.show(st)
    table.click(table.zone_centre(("track", c)))
    table.click(offer_button(table.scene, ChooseCompany(c, 1)).sceneBoundingRect().center())
    assert table.moves[-1] == ChooseCompany(c, 1)


def test_choice_buttons_name_the_players_and_play_their_move(table):
    st = seat_zero_deciding(lambda s: s.phase == "give_first_card", 0)
    table.show(st)
    move = next(m for m in st.legal_moves() if isinstance(m, GiveFirstCard) and m.seat == 1)
    button = offer_button(table.scene, move)
    assert button.text.startswith(f"Give to {NAMES[1]}")
    table.click(button.sceneBoundingRect().center())
    assert table.moves == [move]


def test_enter_sells_the_selected_share(table):
    st = advance(
        new_game(4, 6, {"investors": "none"}),
        lambda s: s.phase == "selling" and s.actor == 0 and s.portfolio[0],
    )
    table.show(st)
    share = next(c for c in table.scene.cards().values() if c.payload and c.payload[0] == "share")
    table.click(share.sceneBoundingRect().center())  # select it
    assert table.scene.selected == share.key
    table.key(Qt.Key_Return)
    lowest = min(c for c in st.portfolio[0] if cards.company_of(c) == share.payload[1])
    assert table.moves == [Sell(lowest, NORMAL)]


def test_a_strategy_card_zooms_once_with_its_effect_in_words(table, qtbot):
    """Hovering a strategy card shows the base's zoom beside it (the card itself keeps its
    size: one zoom, never two), and the zoom prints the card's effect; right-click and Space
    show it too."""
    from tabletop.ui.table.zoom import picture

    st = seat_zero_deciding(lambda s: bool(s.strategy_hand[0]), 3)
    table.show(st)
    card = next(c for k, c in table.scene.cards().items() if k.startswith("st") and c.payload)
    vp = table.view.viewport()
    QTest.mouseMove(vp, table.point(card.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: table.scene.zoomed is card, timeout=3000)
    assert card.scale() == 1.0
    assert all(c.hover_zoom == 1.0 for c in table.scene.cards().values())
    big = picture(card, 3.0).toImage()
    middle = big.pixelColor(big.width() // 2, big.height() // 2)
    assert middle.name() == "#fbf7ec"  # the effect's box, where the words are
    small = picture(card, 1.0).toImage()
    assert small.pixelColor(small.width() // 2, small.height() // 2).name() != "#fbf7ec"
    QTest.mouseMove(vp, table.point(QPointF(640, 5)))
    qtbot.waitUntil(lambda: table.scene.zoomed is None, timeout=3000)
    QTest.mouseClick(
        vp, Qt.RightButton, Qt.NoModifier, table.point(card.sceneBoundingRect().center())
    )
    assert table.scene.zoomed is card
