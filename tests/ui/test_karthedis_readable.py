"""Karthedis' cards read at a glance at 1024x700: what the faces actually draw (each face keeps
the words of its last paint and where they lie) in German, French and Portuguese with the
compiled translations: the printed name and the keyword ribbon whole, inside the card and not
under the next card of the fanned hand, nor under any card in a hand of two rows (11 to 20);
the ability's words on a zoomed card, inside it; the zoom shown large on a right-click, on
hover and with Space."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from table_harness import ShownTable

from tabletop.core.rng import Rng
from tabletop.games.karthedis.cards import BOX, NONE, SPECIES, effect_of, species_of
from tabletop.games.karthedis.info import INFO
from tabletop.games.karthedis.state import new_game
from tabletop.games.karthedis.table import KarthedisTable
from tabletop.games.karthedis.table.faces import ability_text, card_tip, keyword
from tabletop.ui import i18n
from tabletop.ui.table.zoom import HOVER_MS

NAMES = ["Ann", "Bea", "Cem"]
TABLE_AT_1024x700 = (816, 590)  # what the window leaves the table at 1024x700
WITH_ABILITY = [
    next(c for c in range(BOX) if species_of(c) == sp and effect_of(c) != NONE)
    for sp in range(len(SPECIES))
    if SPECIES[sp]["effect"] != NONE
]
PLAIN = [
    next(c for c in range(BOX) if species_of(c) == sp and effect_of(c) == NONE)
    for sp in range(len(SPECIES))
]


@pytest.fixture
def table(qtbot):
    return ShownTable(qtbot, KarthedisTable(INFO), *TABLE_AT_1024x700)


@pytest.fixture(params=["de", "fr", "pt"])
def lang(request):
    assert i18n.install(request.param)  # the .qm files in translations/
    yield request.param
    i18n.install("en")


def trading(hand):
    s = new_game(3, 4, {"leader": 0})
    rng = Rng(7)
    while not (s.phase == "trade" and s.to_act() == 0 and not s.pending):
        legal = s.legal_moves()
        s.apply(legal[rng.below(len(legal))])
    s.hands[0] = sorted(hand)
    s.passed[0] = 0
    return s


def shown(table, state):
    table.scene.show_state(state.view(0), 0, state.legal_moves(), NAMES, False)
    table.view.viewport().grab()  # paint, as the screen does


def words(item, what):
    return [(text, rect) for kind, text, rect in item.written if kind == what]


HANDS = (
    [WITH_ABILITY[i : i + 5] for i in range(0, len(WITH_ABILITY), 5)]
    + [
        WITH_ABILITY[:7],
        PLAIN[:7],
        PLAIN[7:] + WITH_ABILITY[:2],
        (WITH_ABILITY + PLAIN)[:10],  # narrow strips: the ribbons stand up the cards' left edges
        (WITH_ABILITY + PLAIN)[:12],  # two rows (more than ten)
    ]
)


@pytest.mark.parametrize("hand", HANDS)
def test_names_and_ribbons_are_whole_and_uncovered_in_the_hand(table, lang, hand):
    shown(table, trading(hand))
    for card in hand:
        item = table.scene.cards()[f"h{card}"]
        face = QRectF(0, 0, item.size.width(), item.size.height())
        uncovered = item.open_width if item.open_width is not None else face.width()
        name = words(item, "name")
        printed = "".join(t[:-1] if t.endswith("-") else t for t, _ in name)
        assert printed == SPECIES[species_of(card)]["de"], (lang, printed)
        ribbon = words(item, "ribbon")
        assert [t for t, _ in ribbon] == ([keyword(card)] if keyword(card) else []), lang
        for text, rect in name + ribbon:
            assert face.contains(rect), (text, rect)
            assert rect.right() <= uncovered, f"{text!r} under the next card ({lang})"


def test_a_right_click_shows_the_card_large_with_its_ability_inside_it(table, lang):
    hand = WITH_ABILITY[:6]
    shown(table, trading(hand))
    scale = table.view.transform().m11()
    for card in hand:
        item = table.scene.cards()[f"h{card}"]
        QTest.mouseClick(
            table.view.viewport(), Qt.RightButton, Qt.NoModifier, table.point(table.centre_of(item))
        )
        assert table.scene.zoomed is item
        peek = table.scene._peek
        assert peek.pixmap().height() * scale >= 250  # on the screen, in pixels: 3x the card
        assert table.scene.sceneRect().contains(peek.sceneBoundingRect())
        ability = words(item, "ability")  # painted into the zoom last
        assert [t for t, _ in ability] == [ability_text(card)]
        face = QRectF(0, 0, item.size.width(), item.size.height())
        assert face.contains(ability[0][1])
        table.scene.unzoom()


def test_hover_and_space_show_the_zoom_too(table, qtbot):
    hand = WITH_ABILITY[:5]
    shown(table, trading(hand))
    item = table.scene.cards()[f"h{hand[2]}"]
    QTest.mouseMove(table.view.viewport(), table.point(table.centre_of(item)))
    qtbot.waitUntil(lambda: table.scene.zoomed is item, timeout=HOVER_MS + 2000)
    QTest.mouseMove(table.view.viewport(), table.point(QPointF(640, 300)))
    qtbot.waitUntil(lambda: table.scene.zoomed is None, timeout=2000)
    table.key(Qt.Key_Right)
    selected = table.scene.selected
    assert selected is not None
    table.key(Qt.Key_Space)
    assert table.scene.zoomed is table.scene.cards()[selected]


def test_a_card_without_an_ability_never_describes_one():
    for card in PLAIN:
        tip = card_tip(card)
        species = SPECIES[species_of(card)]
        if species["effect"] != NONE:
            assert "This card has no ability." in tip
            assert ability_text(card) == ""
            assert i18n.render(species["character"]) not in tip
        assert not tip.split("\n")[2].startswith("No ability")


def test_names_and_ribbons_are_whole_on_the_draft_packet(table, lang):
    s = new_game(3, 8, {"leader": 0, "setup": "draft"})
    for _ in range(4):  # packets of several kinds of card
        table.scene.show_state(s.view(0), 0, s.legal_moves(), NAMES, False)
        table.view.viewport().grab()
        for card in s.packets[0]:
            item = table.scene.cards()[f"pk{card}"]
            face = QRectF(0, 0, item.size.width(), item.size.height())
            name = "".join(t[:-1] if t.endswith("-") else t for t, _ in words(item, "name"))
            assert name == SPECIES[species_of(card)]["de"]
            assert [t for t, _ in words(item, "ribbon")] == (
                [keyword(card)] if keyword(card) else []
            )
            assert all(face.contains(r) for _, _, r in item.written)
        for _ in range(3):  # every seat keeps a card: the packets pass on
            s.apply(s.legal_moves()[0])


def covered_by(table, item, rect: QRectF) -> list[str]:
    """The cards drawn over `rect` (a rectangle on `item`'s face), by key."""
    where = item.mapRectToScene(rect)
    return [
        key
        for key, other in table.scene.cards().items()
        if other is not item
        and other.isVisible()
        and other.zValue() > item.zValue()
        and other.mapRectToScene(QRectF(QPointF(0, 0), other.size)).intersects(where)
    ]


BIG = WITH_ABILITY + PLAIN  # every species, the long names among them


NAME_SCREEN_PX, RIBBON_SCREEN_PX = 5, 4  # a line's height at 1024x700: a hand of ten's


@pytest.mark.parametrize("count", range(11, 21))
def test_a_big_hand_keeps_every_name_and_ribbon_whole_and_in_sight(table, lang, count):
    """Eleven to twenty cards (two rows): every printed name and keyword ribbon whole, on
    its card, under no other card, inside the hand and as large on the screen as in a hand
    of ten."""
    from tabletop.games.karthedis.table.layout import HAND

    assert len(BIG) >= 20
    hand = BIG[:count]
    shown(table, trading(hand))
    scale = table.view.transform().m11()
    for card in hand:
        item = table.scene.cards()[f"h{card}"]
        face = QRectF(0, 0, item.size.width(), item.size.height())
        assert HAND.contains(item.mapRectToScene(face)), (count, card)
        seen = table.view.mapFromScene(item.mapRectToScene(face)).boundingRect()
        assert table.view.viewport().rect().contains(seen)
        name = words(item, "name")
        printed = "".join(t[:-1] if t.endswith("-") else t for t, _ in name)
        assert printed == SPECIES[species_of(card)]["de"], (lang, printed)
        ribbon = words(item, "ribbon")
        assert [t for t, _ in ribbon] == ([keyword(card)] if keyword(card) else []), lang
        for text, rect in name + ribbon:
            assert face.contains(rect), (text, rect)
            assert covered_by(table, item, rect) == [], f"{text!r} covered ({lang}, {count})"
        for text, rect in name:  # the line's height on the screen (upright: its width)
            assert rect.height() * scale >= NAME_SCREEN_PX, (text, rect, lang)
        for text, rect in ribbon:
            assert min(rect.width(), rect.height()) * scale >= RIBBON_SCREEN_PX, (text, lang)


def test_keys_walk_a_two_row_hand_row_by_row(table):
    hand = sorted(BIG[:15])
    shown(table, trading(hand))
    walked = []
    for _ in hand:
        table.key(Qt.Key_Right)
        walked.append(table.scene.selected)
    assert walked == [f"h{c}" for c in hand]  # the back row left to right, then the front
