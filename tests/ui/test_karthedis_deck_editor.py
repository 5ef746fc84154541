"""The Karthedis deck editor as a player meets it: filters, adding and removing by mouse and
keys, the counter and OK, saving and loading decks, and the new game it leads to."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from tabletop.core.session import Seat, Session
from tabletop.games import registry
from tabletop.games.karthedis.cards import COPIES_IN_BOX, DESIGN, SPECIES, printed
from tabletop.games.karthedis.decks import CANON, DESIGNS, copies_left
from tabletop.games.karthedis.table.deck_editor import DeckEditor


def _editor(qtbot, available=None, unlimited=False, player="Ann") -> DeckEditor:
    editor = DeckEditor(player, copies_left([]) if available is None else available, unlimited)
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    return editor


def _row_of(editor: DeckEditor, design) -> int:
    return editor.collection.designs.index(design)


def test_filters_narrow_the_collection(qtbot):
    e = _editor(qtbot)
    box = e.collection_box
    everything = box.visible_designs()
    assert len(everything) == len(DESIGNS)
    box.species_filter.setCurrentIndex(1 + 4)  # Lynx
    lynx = box.visible_designs()
    assert lynx and all(d[0] == 4 for d in lynx) and len(lynx) < len(everything)
    box.value_filter.setCurrentIndex(3)
    assert box.visible_designs() and all(d[:2] == (4, 3) for d in box.visible_designs())
    box.species_filter.setCurrentIndex(0)
    box.value_filter.setCurrentIndex(0)
    box.keyword_filter.setCurrentIndex(1)  # no ability
    assert all(d[2] == 0 for d in box.visible_designs())
    expertise = box.keyword_filter.findText("Expertise")
    box.keyword_filter.setCurrentIndex(expertise)
    assert {d[0] for d in box.visible_designs()} == {2, 10}  # Persian and Serval
    box.keyword_filter.setCurrentIndex(0)
    box.search.setText("luchs")  # the printed German name finds it in any language
    assert {d[0] for d in box.visible_designs()} == {4}
    box.search.setText("doubles")  # words of an ability's text
    assert {d[0] for d in box.visible_designs()} == {2}
    box.search.clear()
    assert len(box.visible_designs()) == len(DESIGNS)


def test_cards_are_added_by_double_click_and_enter_and_removed_by_delete(qtbot):
    e = _editor(qtbot)
    design = DESIGNS[0]
    row = _row_of(e, design)
    left_before = int(e.collection.item(row, 3).text())
    e.collection.cellDoubleClicked.emit(row, 0)
    assert e.deck() == [CANON[design]]
    assert int(e.collection.item(row, 3).text()) == left_before - 1  # copies left shown
    e.collection.setFocus()
    e.collection.setCurrentCell(row + 1, 0)
    qtbot.keyClick(e.collection, Qt.Key.Key_Return)
    assert len(e.deck()) == 2 and e.isVisible()  # Enter added; it did not press OK
    e.add_button.click()
    assert len(e.deck()) == 3
    e.deck_table.setFocus()
    e.deck_table.setCurrentCell(0, 0)
    qtbot.keyClick(e.deck_table, Qt.Key.Key_Delete)
    assert len(e.deck()) == 2
    e.remove_button.click()
    assert len(e.deck()) == 1


def test_no_more_copies_than_are_left(qtbot):
    design = DESIGNS[0]
    available = dict(COPIES_IN_BOX)
    available[design] = 1
    e = _editor(qtbot, available)
    assert e.add(design) and not e.add(design)
    assert "No copy" in e.status.text()
    assert e.collection.item(_row_of(e, design), 3).text() == "0"


def test_the_counter_and_ok_follow_the_deck(qtbot):
    e = _editor(qtbot)
    assert e.counter.isVisible() and e.counter.text() == "0 / 20"
    assert not e.ok_button.isEnabled() and "add 20 more" in e.ok_button.toolTip()
    for d in DESIGNS[:14]:
        e.add(d)
    assert e.counter.text() == "14 / 20" and "green" not in e.counter.styleSheet()
    assert not e.ok_button.isEnabled() and "add 6 more" in e.ok_button.toolTip()
    e.random_fill()
    assert e.counter.text() == "20 / 20" and e.counter.isVisible()
    assert "#1b7f3b" in e.counter.styleSheet()  # green
    assert e.ok_button.isEnabled() and len(e.deck()) == 20
    assert not e.add(DESIGNS[-1]) and "full" in e.status.text()


def test_every_widget_has_a_tooltip(qtbot):
    e = _editor(qtbot, unlimited=True)
    assert e.unlimited.isVisible()
    missing = [
        type(w).__name__ + ":" + (w.objectName() or getattr(w, "text", lambda: "")())
        for w in e.findChildren(QWidget)
        if w.isVisible()
        and type(w).__name__
        in (
            "QPushButton",
            "QComboBox",
            "QLineEdit",
            "QCheckBox",
            "QGroupBox",
            "CardTable",
            "QLabel",
        )
        and (type(w).__name__ != "QLabel" or w.text())
        and not w.toolTip()
    ]
    assert missing == []
    assert not _editor(qtbot).unlimited.isVisible()  # offered only with the option on


def test_unlimited_lets_a_deck_take_a_card_twenty_times(qtbot):
    e = _editor(qtbot, unlimited=True)
    design = DESIGNS[0]
    assert all(e.add(design) for _ in range(20)) and e.ok_button.isEnabled()
    e.unlimited.setChecked(False)
    assert e.collection.item(_row_of(e, design), 3).text().startswith("-")


def test_save_then_load_restores_the_deck(qtbot, tmp_path, monkeypatch):
    e = _editor(qtbot)
    e.random_fill()
    e.name.setText("Cats of the future")
    saved = e.deck()
    path = tmp_path / "mine.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    assert e.ask_save() and path.is_file()
    e.clear()
    e.name.clear()
    assert e.deck() == [] and not e.ok_button.isEnabled()
    assert e.ask_load()
    assert e.deck() == saved and e.name.text() == "Cats of the future"
    assert e.counter.text() == "20 / 20" and e.ok_button.isEnabled()


def test_a_broken_file_shows_a_message_and_keeps_the_deck(qtbot, tmp_path, monkeypatch):
    e = _editor(qtbot)
    for d in DESIGNS[:5]:
        e.add(d)
    before = e.deck()
    broken = tmp_path / "broken.json"
    broken.write_text('{"game": "karthedis", "format": 1, "cards": [1, 2', encoding="utf-8")
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(broken), ""))
    assert not e.ask_load()
    assert len(said) == 1 and "broken.json" in said[0] and "Traceback" not in said[0]
    assert e.deck() == before


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_called_a_deck_is_refused_at_once(qtbot, tmp_path, monkeypatch):
    """A pipe nobody writes to would block a plain open() forever: the editor says it is no
    file instead, and keeps the deck."""
    e = _editor(qtbot)
    e.add(DESIGNS[0])
    pipe = tmp_path / "deck.json"
    os.mkfifo(pipe)
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(pipe), ""))
    assert not e.ask_load()
    assert said == ["deck.json is not a deck: it is a folder, a device or a pipe, not a file."]
    assert e.deck() == [CANON[DESIGNS[0]]]


def test_a_deck_needing_cards_the_others_took_is_refused(qtbot, tmp_path, monkeypatch):
    from tabletop.games.karthedis.decks import save_deck

    taken = [CANON[DESIGN[c]] for c in range(20)]
    path = tmp_path / "same.json"
    save_deck(path, "same", taken)
    e = _editor(qtbot, copies_left([taken]))
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: said.append(text))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    assert not e.ask_load() and said and "left" in said[0] and e.deck() == []


def _karthedis_new_game(window, monkeypatch, kinds, setup="build"):
    """Accept the new-game dialog for Karthedis; the game it would start is caught."""
    started = []
    monkeypatch.setattr(
        window, "start_game", lambda info, seats, seed, options: started.append(options) or True
    )
    info = registry()["karthedis"]
    window._open_new_game(info)
    dialog = window.dialog
    dialog.count.setValue(len(kinds))
    for i, kind in enumerate(kinds):
        dialog.rows[i][2].setCurrentIndex(("human", "easy", "medium", "hard").index(kind))
    combo = dialog.option_widgets["setup"]
    combo.setCurrentIndex([c[0] for c in info.options[1].choices].index(setup))
    dialog.seed.setText("99")
    dialog.accept()
    return info, started


def _open_editors(window):
    return [e for e in window.findChildren(DeckEditor) if e.isVisible()]


def test_a_new_game_with_free_deck_building_starts_with_the_built_deck(qtbot, window, monkeypatch):
    info, started = _karthedis_new_game(window, monkeypatch, ["human", "medium", "hard"])
    (editor,) = _open_editors(window)
    assert editor.windowTitle() == "Deck for Player 1"
    for d in DESIGNS[:20]:
        editor.add(d)
    built = editor.deck()
    editor.ok_button.click()
    assert len(started) == 1
    options = started[0]
    assert options["setup"] == "build" and options["unlimited_copies"] is False
    decks = options["decks"]
    assert decks[0] == built and len(decks) == 3 and all(len(d) == 20 for d in decks)
    seats = [Seat("Player 1"), Seat("Ada", "medium"), Seat("Bruno", "hard")]
    session = Session(info, seats, 99, options)
    state = session.state
    mine = state.decks[0] + state.hands[0]
    assert sorted(DESIGN[printed(c)] for c in mine) == sorted(DESIGN[c] for c in built)
    # a save keeps the decks; the next new-game dialog does not
    again = Session.from_json(info, session.to_json())
    assert again.options["decks"] == decks and again.state == session.state
    remembered = window.settings.last_setup["karthedis"]
    assert "decks" not in remembered["options"] and remembered["options"]["setup"] == "build"


def test_two_players_take_turns_and_cancel_cancels_the_game(qtbot, window, monkeypatch):
    _, started = _karthedis_new_game(window, monkeypatch, ["human", "human"])
    (first,) = _open_editors(window)
    first.random_fill()
    taken = first.deck()
    first.ok_button.click()
    qtbot.waitUntil(lambda: [e for e in _open_editors(window) if e is not first] != [])
    (second,) = _open_editors(window)
    assert second.windowTitle() == "Deck for Ada" and second.deck() == []  # not shown
    for design in {DESIGN[c] for c in taken}:
        left = second.collection.item(second.collection.designs.index(design), 3).text()
        assert int(left) == COPIES_IN_BOX[design] - sum(1 for c in taken if DESIGN[c] == design)
    second.cancel_button.click()
    assert started == [] and _open_editors(window) == []


def test_other_setups_start_without_an_editor(qtbot, window, monkeypatch):
    _, started = _karthedis_new_game(window, monkeypatch, ["human", "easy"], setup="draft")
    assert _open_editors(window) == [] and started and "decks" not in started[0]


def test_species_names_follow_the_interface_language(qtbot):
    from tabletop.ui import i18n

    e = _editor(qtbot)
    lynx = _row_of(e, next(d for d in DESIGNS if d[0] == 4))
    assert e.collection.item(lynx, 0).text() == "Luchs (Lynx)"
    try:
        i18n.install("de")
        qtbot.waitUntil(lambda: e.collection.item(lynx, 0).text() == SPECIES[4]["de"])
    finally:
        i18n.install("en")
    qtbot.waitUntil(lambda: e.collection.item(lynx, 0).text() == "Luchs (Lynx)")


def test_the_chosen_card_is_shown_as_in_play_with_its_printed_name(qtbot):
    """The picture is the table's face of the card (name, value, ribbon); the names lead with
    the printed name the table and the log use in play; a card without an ability is never
    described by its species' ability."""
    from tabletop.games.karthedis.cards import NONE

    e = _editor(qtbot)
    box = e.collection_box
    for design in (next(d for d in DESIGNS if d[2] != NONE), DESIGNS[-1]):
        e.collection.setCurrentCell(_row_of(e, design), 0)
        picture = box.picture.pixmap()
        assert not picture.isNull() and picture.height() >= 120
        assert box.picture.isVisible() and box.picture.height() >= picture.height()
        printed = f"{SPECIES[design[0]]['de']} {design[1]}"
        assert box.detail.text().startswith(printed)
        if design[2] == NONE and SPECIES[design[0]]["effect"] != NONE:
            assert box.detail.text().count("\n") == 0
