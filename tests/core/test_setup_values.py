"""What a game starts with is declared once (tabletop.core.setup): a session refuses to start
what a save of it could not reopen, and the loader refuses hostile values of those fields with
the same one-line message as any other damaged field."""

from __future__ import annotations

import json

import pytest

from tabletop.core import savefile
from tabletop.core.savefile import SaveError
from tabletop.core.session import Seat, Session
from tabletop.core.setup import SetupError, setup_problem
from tabletop.games import registry

SEATS = [Seat("Ann"), Seat("Bea", "easy"), Seat("Cem", "easy")]


def _save_with(tmp_path, game: str, options: dict, name: str = "hostile.ttx"):
    session = Session(registry()[game], SEATS, 5)
    doc = json.loads(savefile.dumps(session))
    doc["session"]["options"] = options
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("game", [g for g, i in registry().items() if i.playable])
def test_a_rematch_of_every_game_saves_and_reopens(tmp_path, game):
    info = registry()[game]
    session = Session(info, SEATS, 5, {"last_winners": [2, 0]})
    path = tmp_path / "rematch.ttx"
    savefile.save(session, path)
    again, _doc = savefile.load(path, registry())
    assert again.options == {"last_winners": [2, 0]} and again.state == session.state


@pytest.mark.parametrize(
    ("value", "why"),
    [
        ([3], "different seats of the 3 players"),
        ([-1], "different seats"),
        ([0, 0], "different seats"),
        ([], "at least one"),
        ("0", "different seats"),
        ([True], "different seats"),
        (list(range(5000)), "different seats"),
        ([[[[0]]]], "different seats"),
    ],
)
def test_hostile_last_winners_are_refused_with_a_sentence(tmp_path, value, why):
    path = _save_with(tmp_path, "take-stock", {"last_winners": value})
    with pytest.raises(SaveError) as e:
        savefile.load(path, registry())
    text = str(e.value)
    assert text.startswith("hostile.ttx is damaged: the field “session.options.last_winners”")
    assert why in text and "\n" not in text and len(text) < 200
    with pytest.raises(SetupError):  # and no part of the app can start such a game
        Session(registry()["take-stock"], SEATS, 5, {"last_winners": value})


def _deck(start: int = 0) -> list[int]:
    return list(range(start, start + 20))


@pytest.mark.parametrize(
    ("decks", "why"),
    [
        ("not a deck", "one deck for each of the 3 players"),
        ([_deck(), _deck(20)], "one deck for each of the 3 players"),
        ([_deck(), _deck(20), _deck(40)[:19]], "holds 19"),
        ([_deck(), _deck(20), [*_deck(40)[:19], 999]], "999 is not a card of the box"),
        ([_deck(), _deck(20), [*_deck(40)[:19], "x"]], "is not a card of the box"),
        ([_deck(), _deck(20), [*_deck(40)[:19], True]], "is not a card of the box"),
        ([_deck(), _deck(20), [0] * 20], "times, but only"),
        ([_deck(), _deck(20), list(range(10_000))], "holds 10000"),
        ([_deck(), _deck(20), {"cards": _deck(40)}], "holds 0"),
    ],
)
def test_hostile_decks_are_refused_with_a_sentence(tmp_path, decks, why):
    path = _save_with(tmp_path, "karthedis", {"setup": "build", "decks": decks})
    with pytest.raises(SaveError) as e:
        savefile.load(path, registry())
    text = str(e.value)
    assert text.startswith("hostile.ttx is damaged: the field “session.options.decks”")
    assert why in text and "\n" not in text


def test_deeply_nested_options_are_refused_before_any_check(tmp_path):
    nested: list = [0]
    for _ in range(40):
        nested = [nested]
    path = _save_with(tmp_path, "karthedis", {"decks": nested})
    with pytest.raises(SaveError, match="nested more than"):
        savefile.load(path, registry())


def test_decks_of_the_editor_and_the_computer_are_accepted_and_more_boxes_when_allowed():
    info = registry()["karthedis"]
    assert setup_problem(info, 3, {"setup": "build", "decks": [_deck(), None, None]}) is None
    twice = {"setup": "build", "decks": [[0] * 20, None, None]}
    assert setup_problem(info, 3, twice) is not None
    assert setup_problem(info, 3, {**twice, "unlimited_copies": True}) is None


@pytest.mark.parametrize(
    ("game", "options", "why"),
    [
        ("take-stock", {"rounds": 3}, "this game has no such setting"),
        ("stack-market", {"rounds": 4}, "none of the choices"),
        ("stack-market", {"rounds": "3"}, "none of the choices"),
        ("stack-market", {"show_money": 1}, "true or false"),
        ("karthedis", {"leader": True}, "none of the choices"),
    ],
)
def test_options_are_checked_by_the_same_declaration(tmp_path, game, options, why):
    with pytest.raises(SetupError, match=why):
        Session(registry()[game], SEATS, 5, options)
    path = _save_with(tmp_path, game, options)
    with pytest.raises(SaveError, match=why):
        savefile.load(path, registry())
