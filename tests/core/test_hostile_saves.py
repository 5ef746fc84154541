"""Saves edited by someone who means harm: each is refused with a one-line message or opens as
a game that plays by the rules; nothing else escapes and nothing hangs.

The saves come from every way a game starts (options, a rematch's winners, Karthedis' decks);
each is mutated at random: a field dropped, its value replaced by another type, a huge or
deeply nested value, a number pushed out of range, the text cut short.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop.core import savefile
from tabletop.core.rng import Rng
from tabletop.core.savefile import SaveError
from tabletop.core.session import Seat, Session
from tabletop.games import registry

MUTANTS = 300  # per game in the suite; `--games N` asks for N


def _sample_saves(game: str) -> list[dict[str, Any]]:
    info = registry()[game]
    seats = [Seat("Ann"), Seat("Bea", "easy"), Seat("Cem", "easy")]
    starts: list[dict[str, Any]] = [{}, {"last_winners": [1]}]
    starts += [{o.key: o.choices[-1][0] if o.choices else True} for o in info.options]
    if game == "karthedis":
        starts.append({"setup": "build", "decks": [list(range(20)), None, None]})
    docs = []
    for n, options in enumerate(starts):
        session = Session(info, seats, 3 + n, options)
        rng = Rng(n)
        for _ in range(12):
            if session.state.is_terminal():
                break
            legal = session.state.legal_moves()
            session.submit(session.state.to_act(), legal[rng.below(len(legal))])
        docs.append(json.loads(savefile.dumps(session)))
    return docs


def _places(value: Any, path: tuple = ()) -> list[tuple]:
    """Every path to a value inside a document."""
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _places(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:30]):
            out += _places(v, (*path, i))
    return out


def _nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


REPLACEMENTS = (
    None,
    True,
    -1,
    0,
    10**6,
    2**63,
    "",
    "x" * 5000,
    [],
    {},
    list(range(3000)),
    {"kind": "?"},
    [[[[[[1]]]]]],
)


def _mutate(doc: dict[str, Any], rng: Rng) -> bytes:
    doc = json.loads(json.dumps(doc))
    places = [p for p in _places(doc) if p]
    path = places[rng.below(len(places))]
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    action = rng.below(4)
    if action == 0 and isinstance(parent, dict):
        del parent[path[-1]]
    elif action == 1:
        parent[path[-1]] = _nested(8 + rng.below(30))
    else:
        parent[path[-1]] = REPLACEMENTS[rng.below(len(REPLACEMENTS))]
    text = json.dumps(doc).encode()
    if rng.below(10) == 0:
        text = text[: rng.below(len(text))]  # cut short, as a full disk would
    return text


@pytest.mark.parametrize("game", [g for g, i in registry().items() if i.playable])
def test_hostile_saves_are_refused_or_play_by_the_rules(tmp_path, game, games_per_game):
    docs = _sample_saves(game)
    rng = Rng(sum(game.encode()))  # the same mutants on every machine
    refused = opened = 0
    for n in range(games_per_game or MUTANTS):
        path = tmp_path / f"hostile-{n}.ttx"
        path.write_bytes(_mutate(docs[n % len(docs)], rng))
        try:
            session, _doc = savefile.load(path, registry())
        except SaveError as e:
            text = e.message.render()
            assert text and "\n" not in text and "Traceback" not in text
            refused += 1
            continue
        opened += 1
        state = session.state
        if not state.is_terminal():  # it opened: it plays on by the rules
            legal = state.legal_moves()
            assert legal and session.submit(state.to_act(), legal[0]).ok
    assert refused > 0
