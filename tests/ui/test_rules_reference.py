"""The rules reference (F2): written for players, with one section per move kind for the coach."""

import re

import pytest
from PySide6.QtCore import Qt

from tabletop.games import registry
from tabletop.ui import i18n
from tabletop.ui.dialogs.rules_viewer import RulesViewer, rules_file, split_anchors

LANGS = ("en", "de", "fr", "pt")
# the games a player opens the rules viewer from: those with a table (Karthedis, still without
# one, has its sections but a single design page, docs/rules/karthedis.md, for now)
GAMES = [info for info in registry().values() if info.rule_sections and info.playable]


def move_kinds(info):
    module = __import__(
        info.move_codec.partition(":")[0].rsplit(".", 1)[0] + ".moves", fromlist=["*"]
    )
    return {
        cls.kind
        for cls in vars(module).values()
        if isinstance(cls, type) and getattr(cls, "kind", "")
    }


@pytest.fixture
def viewer(qtbot):
    created = []

    def make(info, lang="en"):
        i18n.install(lang)
        v = RulesViewer(info)
        qtbot.addWidget(v)
        created.append(v)
        return v

    yield make
    i18n.install("en")


def test_both_games_name_a_section_for_every_move_kind():
    assert {info.id for info in GAMES} >= {"take-stock", "stockpile"}
    for info in GAMES:
        for kind in move_kinds(info):
            assert info.rule_section(kind), (info.id, kind)
        assert info.rule_section("no such move") is None


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_every_section_exists_in_all_four_languages_with_the_same_marks(info):
    wanted = {info.rule_section(kind) for kind in move_kinds(info)}
    marks = {}
    for lang in LANGS:
        path = rules_file(info.id, lang)
        assert path.name == f"{info.id}.{lang}.md"
        marks[lang] = split_anchors(path.read_text(encoding="utf-8"))[1]
        assert wanted <= set(marks[lang]), (lang, wanted - set(marks[lang]))
    assert marks["de"] == marks["fr"] == marks["pt"] == marks["en"]  # same id, same heading


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_the_pages_are_for_players(info):
    for lang in LANGS:
        text = rules_file(info.id, lang).read_text(encoding="utf-8")
        lowered = text.lower()
        for word in (
            "scan",
            "reconstruction",
            "rekonstruktion",
            "reconstitution",
            "reconstrução",
            "decisions.md",
            ".py",
            "engine",
        ):
            assert word not in lowered, (lang, word)
        opening = text.split("\n## ", 1)[0]
        assert "\n> " not in opening, lang  # no note about the page first
        headings = [line for line in text.splitlines() if line.startswith("## ")]
        assert headings[0].split(" ", 1)[1] in {
            "Components",
            "Die Karten",
            "Spielmaterial",
            "Matériel",
            "Componentes",
        }, (lang, headings[0])
        assert headings[-1] in {
            "## Our decisions",
            "## Unsere Entscheidungen",
            "## Nos choix",
            "## Nossas decisões",
        }, (lang, headings[-1])


def heading_at_top(v):
    """The heading whose top is at the top edge of the visible page ("" if none is)."""
    document = v.browser.document()
    top = v.browser.verticalScrollBar().value()
    block = document.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() > 0:
            y = document.documentLayout().blockBoundingRect(block).top()
            if abs(y - top) <= 4:
                return block.text()
        block = block.next()
    return ""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_show_section_scrolls_every_move_kinds_section_into_view(qtbot, viewer, info, lang):
    v = viewer(info, lang)
    text = rules_file(info.id, lang).read_text(encoding="utf-8")
    headings = [
        line.lstrip("#").strip()
        for line in split_anchors(text)[0].splitlines()
        if line.startswith("#")
    ]
    bar = v.browser.verticalScrollBar()
    for anchor in sorted({info.rule_section(kind) for kind in move_kinds(info)}):
        v.show_section("")  # back to the top
        assert bar.value() == 0
        v.show_section(anchor)
        assert v.isVisible()
        heading = headings[v.anchors[anchor]]
        plain = re.sub(r"[*_`]", "", heading)
        if bar.value() < bar.maximum():  # sections near the end sit lower
            assert heading_at_top(v) == plain, (anchor, heading_at_top(v))
        else:
            assert plain in v.browser.toPlainText()


def test_a_section_far_down_moves_the_scroll_bar_and_survives_a_language_switch(qtbot, viewer):
    v = viewer(registry()["stockpile"])
    bar = v.browser.verticalScrollBar()
    v.show_section("investor-powers")
    assert bar.value() > 0 and heading_at_top(v) == "The powers"
    i18n.install("de")  # the open viewer follows
    qtbot.waitUntil(lambda: heading_at_top(v) == "Die Fähigkeiten")
    v.show_section("no-such-section")  # unknown: the top of the page
    assert bar.value() == 0


def test_escape_closes_the_rules(qtbot, viewer):
    v = viewer(registry()["take-stock"])
    v.show_section("scoring")
    qtbot.waitExposed(v)
    v.browser.setFocus()
    qtbot.keyClick(v.browser, Qt.Key.Key_Escape)
    assert not v.isVisible()


def test_the_section_marks_are_not_shown_to_the_player(viewer):
    v = viewer(registry()["take-stock"])
    shown = v.browser.toPlainText()
    assert "<a" not in shown and 'id="' not in shown
    assert v.browser.toPlainText().startswith("Take Stock")
