"""Every piece of the Stack Market table readable at a glance, measured as the player sees it:
in the real window at 1024x700, sizes in screen pixels, no two dice over each other, every
event said on the table in words that are not cut (issue 20)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtWidgets import QGraphicsTextItem

from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.games.stack_market import round as round_
from tabletop.games.stack_market import turn
from tabletop.games.stack_market.data import HIGHEST_BONUS
from tabletop.games.stack_market.moves import Invest, Place, Roll, Stay
from tabletop.games.stack_market.physics import margin
from tabletop.games.stack_market.state import new_game
from tabletop.games.stack_market.table.layout import CITY, NEWS
from tabletop.games.stack_market.table.pieces import DieSprite
from tabletop.games.stack_market.table.tray import FALLS, STEADY, WOBBLY, lay_ghost, verdict
from tabletop.ui import i18n
from tabletop.ui.i18n import render
from tabletop.ui.sprites import Label

NAMES = ["Ann", "Bea", "Cem", "Dia"]
MIN_TRAY_PX = 18  # a rolled die, on screen at 1024x700
MIN_BUILDING_PX = 12  # a die of a building


@pytest.fixture
def table(qtbot, window):
    """The real window at 1024x700 with a Stack Market game started; `show(state)` lays any
    position on its table as seat 0 sees it."""
    seats = [Seat("Ann")] + [Seat(n, "random") for n in NAMES[1:]]
    assert window.start_game(registry()["stack-market"], seats, 5)
    c = window.controller
    qtbot.waitUntil(lambda: bool(c.legal_for_viewer()) and c.thinking_seat() == -1, timeout=60_000)
    window.resize(1024, 700)
    qtbot.wait(20)
    return Shown(window)


class Shown:
    def __init__(self, window) -> None:
        self.window = window
        self.scene = window.table
        self.view = window.game_screen.view

    def show(self, st, seat: int = 0) -> None:
        legal = st.legal_moves() if st.to_act() == seat else []
        self.scene.show_state(st.view(seat), seat, legal, NAMES[: st.num_seats], False)

    def px(self, scene_length: float) -> float:
        return scene_length * self.view.transform().m11()

    def on_screen(self, rect: QRectF) -> bool:
        return self.view.viewport().rect().contains(self.view.mapFromScene(rect).boundingRect())

    def dice(self, prefix: str) -> list[DieSprite]:
        return [
            d
            for k, d in self.scene.cards().items()
            if isinstance(d, DieSprite) and re.fullmatch(prefix, k)
        ]


def position(seats: int = 4, seed: int = 3):
    """Seat 0 to roll, everyone invested in their own company."""
    st = new_game(seats, seed, {})
    while st.phase == "invest":
        st.apply(Invest(st.turn))
    st.turn, st.phase = 0, "roll"
    return st


def face(die: DieSprite) -> QRectF:
    """Where a die's face is drawn (its outline aside)."""
    return QRectF(die.scenePos(), die.size)


def apart(rects: list[QRectF]) -> bool:
    return not any(
        a.intersects(b) and not a.intersected(b).isEmpty()
        for i, a in enumerate(rects)
        for b in rects[i + 1 :]
    )


def cut_labels(scene) -> list[str]:
    return [i.full for i in scene.items() if isinstance(i, Label) and i.isVisible() and i.cut]


# --- the rolled dice and the stacking order -------------------------------------------------
@pytest.mark.parametrize("count", [3, 8, 9, 18, 32])
def test_rolled_dice_are_whole_apart_and_large_at_any_roll_size(table, count):
    st = position()
    st.values[0] = [0] * (count - 1) + [4]  # a 4 on top: only the 0s fit, the order is open
    st.xs[0] = [0] * count
    st.tray = ([0, 1, 2, 3, 0, 4] * 7)[:count]
    st.phase = "order"
    table.show(st)
    dice = table.dice(r"t\d+")
    rects = [face(d) for d in dice]
    assert apart(rects), count
    assert all(table.px(d.size.width()) >= MIN_TRAY_PX for d in dice)
    assert all(table.on_screen(r) for r in rects)
    # every die is there: one each, or one per number with its count under it
    counts = {
        d.face: int(table.scene.item(f"tcount{k[1:]}").text()[1:])
        if table.scene.item(f"tcount{k[1:]}") is not None
        else 1
        for k, d in table.scene.cards().items()
        if re.fullmatch(r"t\d+", k)
    }
    if len(dice) < count:
        assert counts == {str(v): st.tray.count(v) for v in set(st.tray)}
    else:
        assert len(dice) == count
    assert cut_labels(table.scene) == []


@pytest.mark.parametrize("count", [5, 14, 20, 32])
def test_a_long_stacking_order_wraps_every_die_whole_and_apart(table, count):
    st = position()
    st.order = ([1, 2, 3, 4, 0] * 7)[:count]
    st.phase = "place"
    table.show(st)
    dice = table.dice(r"next|o\d+")
    assert len(dice) == count
    rects = [face(d) for d in dice]
    assert apart(rects) and all(table.on_screen(r) for r in rects)
    assert all(table.px(d.size.width()) >= 13 for d in dice)
    assert table.scene.cards()["next"].draggable


# --- a tall building ------------------------------------------------------------------------
def test_a_32_floor_tower_keeps_its_dice_readable_and_its_top_in_sight(table):
    st = position()
    st.values[0] = ([0, 1, 2, 3, 4] * 7)[:32]
    st.xs[0] = [(i % 3) * 5 for i in range(32)]
    st.order, st.phase = [0], "place"
    table.show(st)
    shown = table.dice(r"b0-\d+")
    assert all(table.px(d.size.width()) >= MIN_BUILDING_PX for d in shown)
    top = table.scene.cards()["b0-31"]
    assert table.on_screen(top.sceneBoundingRect()) and CITY.contains(top.sceneBoundingRect())
    ghost = table.scene.item("ghost")  # where the next die goes: in sight above the top
    assert CITY.contains(ghost.sceneBoundingRect()) and table.on_screen(ghost.sceneBoundingRect())
    assert face(ghost).bottom() <= face(top).top() + 0.5
    assert all(CITY.contains(d.sceneBoundingRect()) for d in shown)
    below = table.scene.item("below0")  # the floors out of sight are counted
    hidden = 32 - len(shown)
    assert hidden > 0 and below.isVisible() and f"{hidden} floors below" in below.text()
    assert apart([face(d) for d in shown])
    assert cut_labels(table.scene) == []


def test_while_you_stack_your_tall_building_is_zoomed_in_on_its_top(table):
    st = position()
    for c in range(4):
        st.values[c] = ([0, 1, 2, 3, 4] * 6)[:26]
        st.xs[c] = [0] * 26
    st.phase = "roll"
    table.show(st)
    small = table.px(table.scene.cards()["b0-25"].size.width())
    st.order, st.phase = [0, 1], "place"
    table.show(st)
    mine = table.scene.cards()["b0-25"]
    other = table.scene.cards()["b1-25"]
    assert table.px(mine.size.width()) >= 20 > small  # a 5% step is a pixel of the hand
    assert table.px(other.size.width()) == small
    assert table.on_screen(face(mine)) and CITY.contains(face(table.scene.item("ghost")))
    assert f"{26 - len(table.dice(r'b0-[0-9]+'))} floors below" in table.scene.item("below0").text()
    assert cut_labels(table.scene) == []


# --- the events, on the table ---------------------------------------------------------------
def news_text(table) -> str:
    box = table.scene.item("news")
    assert box is not None and box.isVisible()
    assert isinstance(box, QGraphicsTextItem)
    # the whole strip's text lies inside the strip, on screen
    assert box.sceneBoundingRect().bottom() <= NEWS.bottom() + 1
    assert table.on_screen(box.sceneBoundingRect())
    return box.toPlainText()


def said(text) -> str:
    from tabletop.ui.game_screen import with_names

    return render(with_names(text, NAMES))


def test_no_die_fits_is_said_on_the_table(table):
    st = position()
    st.values[0] = [0, 0, 4]
    st.tray, st.phase = [1, 2, 3], "order"
    log: list = []
    turn.extend_forced(st, log)
    table.scene.show_log(log)
    table.show(st)
    assert "No rolled die fits on Akari's top number 4" in news_text(table)


def test_a_stacking_bonus_and_the_highest_building_card_are_said_on_the_table(table):
    st = position(seed=4)
    st.values[0] = [0] * 13 + [4]
    st.xs[0] = [0] * 14
    st.order, st.phase = [0, 1, 2, 3, 4], "place"
    log: list = []
    for _ in range(5):
        log += st.apply(Place(0))
    assert st.phase == "change" and st.height(0) == 19, "a steady seed: no collapse"
    table.scene.show_log(log)
    table.show(st)
    text = news_text(table)
    assert "Ann added 5 dice and receives the stacking bonus" in text
    assert "Ann takes the highest building card" in text


@pytest.mark.parametrize("lang", ["en", "de", "fr", "pt"])
def test_a_collapse_says_why_and_who_paid_on_the_table(table, lang):
    i18n.install(lang)
    try:
        st = position()
        st.invest = [0, 0, 1, 2]  # two investors pay
        st.xs[0] = [0, 45, 50]
        st.order, st.phase = [3], "place"
        log = st.apply(Place(50))
        assert any(e.event == "collapse" for e in log)
        table.scene.show_log(log)
        table.show(st)
        text = news_text(table)
        for e in log:
            if e.event in ("collapse", "collapse_why", "collapse_paid"):
                assert said(e.public) in text, said(e.public)
        why = next(e for e in log if e.event == "collapse_why")
        assert "of a die" in render(why.public) or lang != "en"
    finally:
        i18n.install("en")


def test_the_news_of_others_stay_until_you_roll_again(table):
    st = position()
    st.values[1] = [0, 0, 4]
    st.turn, st.tray, st.phase = 1, [1, 2], "order"
    log: list = []
    turn.extend_forced(st, log)  # Bea: no die fits on Benzai
    table.scene.show_log(log)
    st.turn, st.phase = 2, "change"
    table.scene.show_log(st.apply(Stay()))  # Cem's quiet turn: the news stays
    table.show(st)
    assert "No rolled die fits on Benzai" in news_text(table)
    st.turn, st.phase = 0, "roll"
    table.scene.show_log(st.apply(Roll()))  # your roll: what the others did is done with
    table.show(st)
    assert "Benzai" not in (
        table.scene.item("news").toPlainText() if table.scene.news.texts else ""
    )


# --- the income sheet -----------------------------------------------------------------------
def dollars(cell: str) -> int:
    sign = -1 if cell.startswith("−") else 1
    return sign * int(re.sub(r"[^0-9]", "", cell) or 0)


@pytest.mark.parametrize("success", [True, False])
def test_the_income_sheet_adds_up_on_the_sheet(table, success):
    st = position()
    st.invest = [0, 0, 1, 3]
    st.tall, st.low, st.holder = 0, 1, 2 if success else 3
    before = st.money[:]
    log: list = []
    round_.settle(st, success, log)
    data = next(e.data for e in log if e.event == "round_scored")
    title, headers, rows = table.scene.score_sheet(st.view(0), data)
    assert title == "Round 1: income"
    assert headers[2:6] == ["Income", "Takeover", "Highest building", "Total"]
    for row, seat in zip(rows, range(4)):
        parts = [dollars(c) for c in row[2:5]]
        assert sum(parts) == dollars(row[5]), row
        assert dollars(row[5]) == st.money[seat] - before[seat], row
    bonus = [dollars(r[4]) for r in rows]
    assert sorted(bonus)[-1] in (0, HIGHEST_BONUS)


# --- the ghost's verdict, in its colour -----------------------------------------------------
def test_the_ghosts_words_are_in_the_colour_of_its_verdict(table):
    st = position()
    st.xs[0] = [0, 30, 45]
    st.order, st.phase = [3], "place"
    seen = {}
    for aim in range(-50, 51, 5):
        table.show(st)
        lay_ghost(table.scene, table.scene.at, aim)  # as a drag or the arrow keys lay it
        word, colour = verdict(st.xs[0], aim)
        label = table.scene.item("ghostlabel")
        assert label.text() == word and not label.cut
        assert label.brush().color().name() == colour.name()
        assert table.scene.item("ghostaim").brush().color().name() == colour.name()
        expect = margin([*st.xs[0], st.xs[0][-1] + aim])
        assert (colour == STEADY) == (expect >= 15) and (colour == FALLS) == (expect < 0)
        seen[word] = colour
    assert set(seen) == {"steady", "wobbly", "falls"}
    assert len({c.name() for c in (STEADY, WOBBLY, FALLS)}) == 3


# --- the chooser's cover --------------------------------------------------------------------
def test_the_choosers_cover_dice_show_the_games_faces(qtbot, monkeypatch):
    from tabletop.ui.covers import cover

    faces: list[str] = []
    paint = DieSprite.paint

    def spy(self, painter, option, widget=None):
        faces.append(self.face)
        paint(self, painter, option, widget)

    monkeypatch.setattr(DieSprite, "paint", spy)
    cover(registry()["stack-market"], QSize(240, 150))
    assert faces and set(faces) <= {"0", "1", "2", "3", "4"}


def test_a_failed_takeover_says_why_on_the_table_into_the_next_round(table):
    st = position()
    st.tall, st.low, st.charge = 0, 1, 0
    st.xs[0] = [0, 45, 50]
    st.order, st.phase = [3], "takeover_place"
    log = st.apply(Place(50))
    assert any(e.event == "takeover_failed" for e in log)
    assert any(e.event == "round_begins" for e in log)
    table.scene.show_log(log)
    table.show(st)
    text = news_text(table)
    for e in log:
        if e.event in ("takeover_failed", "collapse_why"):
            assert said(e.public) in text


# --- the keys with three companies, and the hint's words --------------------------------------
def test_with_three_companies_changing_says_1_to_3_and_key_4_names_the_numbering(table, qtbot):
    st = position(seats=3)
    st.phase = "change"
    refused: list[str] = []
    table.scene.refused.connect(refused.append)
    table.show(st)
    assert "(1–3)" in table.scene.item("prompttext").toPlainText()
    table.view.setFocus()
    qtbot.keyClick(table.view, "4")
    assert refused == ["There is no company 4: the companies are numbered 1–3."]


def test_a_hinted_aim_is_named_on_the_ghost_as_the_coach_names_it(table):
    from tabletop.games.stack_market.messages import share_of_die

    st = position()
    st.xs[0] = [0, 20, 35]
    st.order, st.phase = [3], "place"
    table.show(st)
    for aim in (-25, 0, 15):
        table.scene.show_hint(Place(aim))
        words = render(share_of_die(aim))
        assert table.scene.item("ghostaim").text() == words
        assert words in render(st.describe(Place(aim)))


def test_after_undo_the_strip_no_longer_tells_a_bonus_taken_back(table):
    """In the real window: Ann's fifth die brings the stacking bonus, the strip says so; Undo
    takes that die back, and the strip with it (the first four dice stay in the game).  A die's
    tremor is chance, which undo never takes back once seen (the session's barrier): the barrier
    is lifted here to see the strip follow an undo, as it must after any move taken back (an
    investment that began a round and cleared the strip)."""
    w, c = table.window, table.window.controller
    st = position(seed=4)
    st.values[0] = [0] * 13 + [4]
    st.xs[0] = [0] * 14
    st.order, st.phase = [0, 1, 2, 3, 4], "place"
    s = c.live  # the game starts from this position: undo replays from it
    s.state, s.checkpoints = st, {0: st.clone()}
    for kept in (s.moves, s.movers, s.learned, s.log, s.log_ends):
        kept.clear()
    w.refresh()
    for _ in range(5):
        assert c.submit(0, Place(0))
    assert s.state.phase == "change"
    assert "receives the stacking bonus" in news_text(table)
    s.learned[:] = [frozenset()] * len(s.learned)  # the barrier lifted (see above)
    w.refresh()
    assert w.act_undo.isEnabled(), c.undo_refusal()
    w.act_undo.trigger()
    assert len(s.moves) == 4 and s.state.phase == "place"
    box = table.scene.item("news")
    shown = box.toPlainText() if box is not None and box.isVisible() else ""
    assert "stacking bonus" not in shown and "19 floors" not in shown, shown
    assert "Ann takes the highest building card: Akari is the record, 15 floors." in shown
    w.act_redo.trigger()  # and the bonus, played again, is told again
    assert "receives the stacking bonus" in news_text(table)
