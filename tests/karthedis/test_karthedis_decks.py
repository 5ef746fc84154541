"""Free deck building's engine side: the deck file refuses whatever is not a deck, the AI builds
a legal deck of a plan from what is left, and all decks together keep to one box."""

from __future__ import annotations

import json
import os

import pytest

from tabletop.core.text import Text
from tabletop.games.karthedis.cards import BOX, COPIES_IN_BOX, DESIGN, SPECIES_OF, printed
from tabletop.games.karthedis.decks import (
    CANON,
    DeckError,
    ai_deck,
    copies_left,
    deck_problem,
    fill_decks,
    load_deck,
    save_deck,
)
from tabletop.games.karthedis.state import new_game

DECK = [0, 1, 2, 15, 16, 17, 30, 31, 32, 45, 46, 47, 60, 61, 62, 75, 76, 77, 90, 91]


def test_a_saved_deck_loads_as_it_was(tmp_path):
    path = tmp_path / "lynx.json"
    save_deck(path, "Lynx & friends", DECK)
    name, cards = load_deck(path)
    assert name == "Lynx & friends"
    assert sorted(DESIGN[c] for c in cards) == sorted(DESIGN[c] for c in DECK)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["game"] == "karthedis" and doc["format"] == 1 and len(doc["cards"]) == 20


def _doc(**changes):
    doc = {"game": "karthedis", "format": 1, "name": "x", "cards": list(DECK)}
    doc.update(changes)
    return json.dumps(doc)


HOSTILE = {
    "not json": b"this is not a deck",
    "garbled": b'{"game": "karthedis", "cards": [1, 2',
    "binary": bytes(range(256)),
    "a list": b"[1, 2, 3]",
    "another game": _doc(game="take-stock").encode(),
    "no game": json.dumps({"format": 1, "cards": DECK}).encode(),
    "newer format": _doc(format=2).encode(),
    "format as text": _doc(format="1").encode(),
    "nested deep": b"[" * 5000 + b"]" * 5000,
    "nested cards": _doc(cards=[[[[[1]]]]]).encode(),
    "19 cards": _doc(cards=DECK[:19]).encode(),
    "21 cards": _doc(cards=DECK + [3]).encode(),
    "card out of range": _doc(cards=DECK[:19] + [180]).encode(),
    "negative card": _doc(cards=DECK[:19] + [-1]).encode(),
    "card as text": _doc(cards=DECK[:19] + ["5"]).encode(),
    "card as float": _doc(cards=DECK[:19] + [5.0]).encode(),
    "card as bool": _doc(cards=DECK[:19] + [True]).encode(),
    "cards not a list": _doc(cards="0,1,2").encode(),
    "name not text": _doc(name=["x"]).encode(),
    "NaN": _doc().replace('"x"', "NaN").encode(),
    "huge number": _doc().replace("91]", "9" * 5000 + "]").encode(),
    "empty": b"",
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_file_that_is_not_a_deck_is_refused_with_a_sentence(tmp_path, case):
    path = tmp_path / "bad.json"
    path.write_bytes(HOSTILE[case])
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    message = caught.value.message
    assert isinstance(message, Text) and message.context == "Karthedis"
    text = message.render()
    assert "bad.json" in text and "{" not in text and "Traceback" not in text


def test_a_huge_file_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (64 * 1024) + _doc().encode())
    monkeypatch.setattr(json, "loads", lambda *a, **k: pytest.fail("parsed a huge file"))
    with pytest.raises(DeckError, match="KB"):
        load_deck(path)


def test_a_missing_file_and_a_folder_are_refused(tmp_path):
    for path in (tmp_path / "gone.json", tmp_path):
        with pytest.raises(DeckError):
            load_deck(path)


def test_saving_to_an_unwritable_place_says_so_and_leaves_the_old_file(tmp_path):
    (tmp_path / "a file").write_text("not a folder")
    with pytest.raises(DeckError, match="could not be saved"):
        save_deck(tmp_path / "a file" / "d.json", "x", DECK)
    folder = tmp_path / "locked"
    folder.mkdir()
    save_deck(folder / "d.json", "old", DECK)
    if os.geteuid() != 0:  # root writes anywhere
        folder.chmod(0o500)
        try:
            with pytest.raises(DeckError, match="could not be saved"):
                save_deck(folder / "d.json", "new", DECK)
        finally:
            folder.chmod(0o700)
    assert load_deck(folder / "d.json")[0] == "old"


def test_a_full_disk_is_said_in_words(tmp_path, monkeypatch):
    def full(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(DeckError) as caught:
        save_deck(tmp_path / "d.json", "x", DECK)
    assert "No space left on device" in caught.value.message.render()
    assert list(tmp_path.iterdir()) == []  # no temporary left behind


def test_save_refuses_a_deck_that_is_not_20_cards(tmp_path):
    with pytest.raises(DeckError, match="20"):
        save_deck(tmp_path / "d.json", "x", DECK[:5])


def _within(decks, limit):
    used: dict = {}
    for deck in decks:
        for c in deck:
            used[DESIGN[printed(c)]] = used.get(DESIGN[printed(c)], 0) + 1
    return all(n <= limit[d] for d, n in used.items())


@pytest.mark.parametrize("seats", range(2, 10))
def test_ai_decks_are_20_legal_cards_within_the_copies_left(seats):
    decks: list[list[int]] = []
    for seat in range(seats):
        available = copies_left(decks)
        deck = ai_deck(seats * 100 + seat, available, "hard")
        assert len(deck) == 20 and all(type(c) is int and 0 <= c < BOX for c in deck)
        assert deck_problem(deck, available) is None
        decks.append(deck)
    assert _within(decks, COPIES_IN_BOX)


def test_ai_deck_is_deterministic_for_a_seed_and_follows_a_plan():
    for level in ("easy", "medium", "hard"):
        assert ai_deck(42, None, level) == ai_deck(42, None, level)
    deck = ai_deck(42, copies_left([]), "hard")
    species = {SPECIES_OF[c] for c in deck}
    assert 2 <= len(species) <= 3  # a plan of two or three species, not a heap of everything
    values = {DESIGN[c][1] for c in deck}
    assert len(values) >= 3  # a spread of trade values
    # with no limit it still takes no card more than a few times
    unlimited = ai_deck(42, None, "hard")
    assert max(unlimited.count(c) for c in unlimited) <= 4


def test_ai_deck_takes_what_is_left_when_little_is():
    available = dict.fromkeys(COPIES_IN_BOX, 0)
    only = [DESIGN[c] for c in range(0, BOX, 9)][:20]
    for d in only:
        available[d] += 1
    deck = ai_deck(1, available)
    assert sorted(DESIGN[c] for c in deck) == sorted(only)


def test_fill_decks_keeps_nine_seats_within_one_box():
    human = [CANON[DESIGN[c]] for c in range(20)]
    decks = fill_decks([human] + [None] * 8, 7, unlimited=False)
    assert decks[0] == human and all(len(d) == 20 for d in decks)
    assert _within(decks, COPIES_IN_BOX)
    assert fill_decks([human] + [None] * 8, 7, unlimited=False) == decks  # deterministic
    all_ai = fill_decks([None] * 9, 3, unlimited=False, levels=["easy", "medium", "hard"] * 3)
    assert _within(all_ai, COPIES_IN_BOX)
    # the nine decks together are exactly the box
    assert sorted(DESIGN[c] for d in all_ai for c in d) == sorted(DESIGN)


def test_fill_decks_refuses_human_decks_beyond_one_box_unless_unlimited():
    twice = [0] * 20
    with pytest.raises(DeckError, match="times"):
        fill_decks([twice, None], 1, unlimited=False)
    decks = fill_decks([twice, None], 1, unlimited=True)
    assert decks[0] == twice and len(decks[1]) == 20


def test_copies_left_subtracts_the_other_decks():
    left = copies_left([[0, 0, 1]])
    assert left is not None and left[DESIGN[0]] == COPIES_IN_BOX[DESIGN[0]] - 3
    assert copies_left([[0]], unlimited=True) is None


def test_setup_build_without_decks_gives_every_seat_a_planned_deck():
    s = new_game(4, 9, {"setup": "build"})
    assert s.setup == "build"
    decks = [s.decks[p] + s.hands[p] for p in range(4)]
    assert all(len(d) == 20 for d in decks) and _within(decks, COPIES_IN_BOX)
    mine = sorted(CANON[DESIGN[c]] for c in range(20))
    s = new_game(2, 9, {"setup": "build", "decks": [mine, None]})
    assert sorted(DESIGN[printed(c)] for c in s.decks[0] + s.hands[0]) == sorted(
        DESIGN[c] for c in mine
    )
