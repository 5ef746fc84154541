"""What a game starts with, declared once: the new-game path and the save loader read the same
declaration, so the app can never start a game that its own loader refuses.

A session hands its engine `options`: the choices of the new-game dialog (`Option`), plus
values no dialog offers (`SetupValue`): a rematch's last winners, which the shell adds, or
what a game's `prepare` hook asks its players for (Karthedis' decks).  `setup_problem` checks
every key against the game's declaration, with its type and bounds, and says which field is
wrong and why; `Session` refuses to start such a game and `savefile` refuses such a file with
the same words.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .text import QT_TRANSLATE_NOOP, Text

if TYPE_CHECKING:
    from .game import GameInfo

# f(value, seats, options) -> None when `value` is acceptable, else why not, in words
Check = Callable[[Any, int, dict[str, Any]], "Text | None"]

UNKNOWN = QT_TRANSLATE_NOOP("Setup", "this game has no such setting")
NOT_A_CHOICE = QT_TRANSLATE_NOOP("Setup", "it is none of the choices the game offers")
NOT_A_SWITCH = QT_TRANSLATE_NOOP("Setup", "it should be true or false")
NOT_SEATS = QT_TRANSLATE_NOOP(
    "Setup", "it should list different seats of the {seats} players, at least one"
)
CANNOT_START = QT_TRANSLATE_NOOP("Setup", "The setting “{key}” cannot be {value}: {reason}.")


@dataclass(frozen=True)
class SetupValue:
    """A value a game starts with that the new-game dialog does not offer.  `check` is a
    "module:function" path (loaded on first use; ".module:function" below the game's package)
    to a `Check`."""

    key: str
    check: str


@dataclass(frozen=True)
class SetupProblem:
    """The field of the options that is wrong (its key), the value found and why."""

    key: str
    value: Any
    reason: Text


class SetupError(ValueError):
    """A game that cannot start with these options; `message` says which and why."""

    def __init__(self, problem: SetupProblem) -> None:
        self.problem = problem
        self.message = CANNOT_START(
            key=problem.key, value=shown(problem.value), reason=problem.reason
        )
        super().__init__(self.message.render())


def shown(value: Any) -> str:
    """A value as a short line of JSON, for a message (a deck of 20 cards is cut)."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:39] + "…"


def check_winners(value: Any, seats: int, options: dict[str, Any]) -> Text | None:
    """The last game's winners: a short list of distinct seats."""
    if (
        not isinstance(value, list)
        or not 1 <= len(value) <= seats
        or any(type(v) is not int or not 0 <= v < seats for v in value)
        or len(set(value)) != len(value)
    ):
        return NOT_SEATS(seats=seats)
    return None


# A rematch: the shell hands the last game's winners to the next game of the same kind
# (Karthedis' first Marktführer reads them).  Every game accepts them, so that a rematch of
# any game saves and reopens, as the saves of earlier versions do.
LAST_WINNERS = SetupValue("last_winners", f"{__name__}:check_winners")
EVERY_GAME = (LAST_WINNERS,)


def _load(path: str, package: str) -> Check:
    """The check at `path` ("module:function"; ".module:function" below the game's package)."""
    module, _, attr = (package + path if path.startswith(".") else path).partition(":")
    check: Check = getattr(importlib.import_module(module), attr)
    return check


def setup_problem(info: GameInfo, seats: int, options: dict[str, Any]) -> SetupProblem | None:
    """The first of `options` that `info` does not declare or does not accept, or None."""
    choices = {opt.key: opt for opt in info.options}
    values = {v.key: v for v in (*EVERY_GAME, *info.setup_values)}
    for key, value in options.items():
        if key in choices:
            opt = choices[key]
            if opt.choices:
                if not any(type(value) is type(c) and value == c for c, _ in opt.choices):
                    return SetupProblem(key, value, NOT_A_CHOICE)
            elif not isinstance(value, bool):
                return SetupProblem(key, value, NOT_A_SWITCH)
        elif key in values:
            reason = _load(values[key].check, info.package)(value, seats, options)
            if reason is not None:
                return SetupProblem(key, value, reason)
        else:
            return SetupProblem(key, value, UNKNOWN)
    return None


def check_setup(info: GameInfo, seats: int, options: dict[str, Any]) -> None:
    """Raise SetupError if the game cannot start with `options`."""
    problem = setup_problem(info, seats, options)
    if problem is not None:
        raise SetupError(problem)
