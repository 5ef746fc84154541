"""Save files: versioned JSON, written atomically, read with suspicion.

A save holds the session (seed, options, seats, moves); loading replays every move through
the rules, so a hand-edited file either replays to a legal game or is refused with a message
that names what is wrong (the field, the move) in words the player's language has.  Reading
and writing the file itself is `jsonfile`'s job; this module checks what is inside.

The core knows no game: the caller passes the games it knows (`tabletop.games.registry()`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .game import GameInfo
from .jsonfile import SaveError, read_json, write_atomic
from .session import HUMAN, LEVELS, ReplayError, Session
from .setup import setup_problem, shown
from .text import QT_TRANSLATE_NOOP, Text

__all__ = ["SaveError", "dumps", "load", "read_document", "save", "write_atomic"]

FORMAT = "tabletop-exchange-save"
VERSION = 1
MAX_NAME = 100  # characters of a player's name (the dialog allows 24)

NOT_A_SAVE = QT_TRANSLATE_NOOP("Save", "{file} is not a Tabletop Exchange save file.")
TOO_NEW = QT_TRANSLATE_NOOP(
    "Save", "{file} was saved by a newer version of Tabletop Exchange (format {version})."
)
BAD_VERSION = QT_TRANSLATE_NOOP(
    "Save",
    "{file} is damaged: its format version is {version}, which no version of "
    "Tabletop Exchange ever wrote.",
)
UNKNOWN_GAME = QT_TRANSLATE_NOOP("Save", "{file} is a game this version does not know: {game}.")
MISSING = QT_TRANSLATE_NOOP("Save", "{file} is damaged: the field “{field}” is missing.")
WRONG_TYPE = QT_TRANSLATE_NOOP(
    "Save", "{file} is damaged: the field “{field}” should be {expected}, but it is {found}."
)
WRONG_VALUE = QT_TRANSLATE_NOOP("Save", "{file} is damaged: the field “{field}” cannot be {value}.")
SEAT_COUNT = QT_TRANSLATE_NOOP(
    "Save", "{file} is damaged: {game} is played by {low} to {high} players, but it names {count}."
)
LENGTHS = QT_TRANSLATE_NOOP(
    "Save", "{file} is damaged: it lists {moves} moves but {movers} players who made them."
)
NOT_A_MOVE = QT_TRANSLATE_NOOP("Save", "{file} is damaged: move {number} is not a move of {game}.")
ILLEGAL_MOVE = QT_TRANSLATE_NOOP(
    "Save", "{file} is damaged: move {number} breaks the rules: {reason}"
)
BAD_SETTING = QT_TRANSLATE_NOOP(
    "Save", "{file} is damaged: the field “{field}” cannot be {value}: {reason}."
)
NO_REPLAY = QT_TRANSLATE_NOOP(
    "Save", "{file} is damaged: the rules of {game} cannot replay the game it holds."
)

# What a field should be or is, for WRONG_TYPE.
KINDS: dict[type, Text] = {
    dict: QT_TRANSLATE_NOOP("Save", "a table of named values"),
    list: QT_TRANSLATE_NOOP("Save", "a list"),
    int: QT_TRANSLATE_NOOP("Save", "a whole number"),
    str: QT_TRANSLATE_NOOP("Save", "a text"),
    bool: QT_TRANSLATE_NOOP("Save", "true or false"),
    float: QT_TRANSLATE_NOOP("Save", "a decimal number"),
    type(None): QT_TRANSLATE_NOOP("Save", "empty (null)"),
}


def dumps(session: Session, extra: dict[str, Any] | None = None) -> str:
    doc = {"format": FORMAT, "version": VERSION, **(extra or {}), "session": session.to_json()}
    return json.dumps(doc, indent=1, sort_keys=True)


def save(session: Session, path: Path, extra: dict[str, Any] | None = None) -> None:
    write_atomic(path, dumps(session, extra))


def read_document(path: Path) -> dict[str, Any]:
    """The checked JSON document of a save file (its format and version), or SaveError."""
    name = Path(path).name
    doc = read_json(path)
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(NOT_A_SAVE(file=name))
    version = _get(name, doc, "version", int)
    if version < 1:
        raise SaveError(BAD_VERSION(file=name, version=version))
    if version > VERSION:
        raise SaveError(TOO_NEW(file=name, version=version))
    return doc


def load(path: Path, games: Mapping[str, GameInfo]) -> tuple[Session, dict[str, Any]]:
    """The session in a save file and the whole document (for extras such as settings);
    `games` are the games this app knows, by id."""
    name = Path(path).name
    doc = read_document(path)
    data = _get(name, doc, "session", dict)
    game = _get(name, data, "game", str, "session.game")
    info = games.get(game)
    if info is None or not info.playable:
        raise SaveError(UNKNOWN_GAME(file=name, game=game[:40]))
    data = info.migrated(data)  # a save of an older version, as this one plays it
    _check_session(name, info, data)
    try:
        return Session.from_json(info, data), doc
    except ReplayError as e:
        raise SaveError(
            ILLEGAL_MOVE(file=name, number=e.number, reason=e.reason)
            if e.reason is not None
            else NOT_A_MOVE(file=name, number=e.number, game=info.name)
        ) from e
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, RecursionError) as e:
        # What the checks above cannot foresee: an engine's own refusal of its setup.
        raise SaveError(NO_REPLAY(file=name, game=info.name)) from e


def _expect(name: str, field: str, value: Any, kind: type) -> Any:
    """`value`, if it is of `kind` (a bool is not a number), else SaveError naming the field."""
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(
            WRONG_TYPE(
                file=name,
                field=field,
                expected=KINDS[kind],
                found=KINDS.get(type(value), KINDS[dict]),
            )
        )
    return value


def _get(name: str, data: dict[str, Any], key: str, kind: type, field: str = "") -> Any:
    """`data[key]` checked to be of `kind`; SaveError naming the field if missing or wrong."""
    if key not in data:
        raise SaveError(MISSING(file=name, field=field or key))
    return _expect(name, field or key, data[key], kind)


def _check_session(name: str, info: GameInfo, data: dict[str, Any]) -> None:
    """Every field of the session, so that a wrong one is named instead of crashing later."""
    seats = _get(name, data, "seats", list, "session.seats")
    if not info.min_seats <= len(seats) <= info.max_seats:
        raise SaveError(
            SEAT_COUNT(
                file=name, game=info.name, low=info.min_seats, high=info.max_seats, count=len(seats)
            )
        )
    for i, seat in enumerate(seats):
        field = f"session.seats[{i}]"
        _expect(name, field, seat, dict)
        seat_name = _get(name, seat, "name", str, field + ".name")
        if len(seat_name) > MAX_NAME:
            raise SaveError(WRONG_VALUE(file=name, field=field + ".name", value=shown(seat_name)))
        kind = _get(name, seat, "kind", str, field + ".kind")
        if kind not in (HUMAN, *LEVELS):
            raise SaveError(WRONG_VALUE(file=name, field=field + ".kind", value=shown(kind)))
    seed = _get(name, data, "seed", int, "session.seed")
    if seed < 0:
        raise SaveError(WRONG_VALUE(file=name, field="session.seed", value=seed))
    _check_options(name, info, len(seats), data.get("options", {}))
    moves = _get(name, data, "moves", list, "session.moves")
    movers = _get(name, data, "movers", list, "session.movers")
    if len(moves) != len(movers):
        raise SaveError(LENGTHS(file=name, moves=len(moves), movers=len(movers)))
    for i, mover in enumerate(movers):
        _expect(name, f"session.movers[{i}]", mover, int)
        if not 0 <= mover < len(seats):
            raise SaveError(WRONG_VALUE(file=name, field=f"session.movers[{i}]", value=mover))
    for i, move in enumerate(moves):
        _expect(name, f"session.moves[{i}]", move, dict)
    if "barrier" in data:
        barrier = _get(name, data, "barrier", int, "session.barrier")
        if not 0 <= barrier <= len(moves):
            raise SaveError(WRONG_VALUE(file=name, field="session.barrier", value=barrier))


def _check_options(name: str, info: GameInfo, seats: int, options: Any) -> None:
    """What the game starts with, by the declaration `Session` also obeys (core.setup)."""
    _expect(name, "session.options", options, dict)
    problem = setup_problem(info, seats, options)
    if problem is not None:
        raise SaveError(
            BAD_SETTING(
                file=name,
                field=f"session.options.{problem.key[:40]}",
                value=shown(problem.value),
                reason=problem.reason,
            )
        )
