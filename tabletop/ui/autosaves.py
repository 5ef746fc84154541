"""One autosave per game (`autosave-<game>.ttx` in the user data folder), so starting another
game never throws the unfinished one away: the chooser offers to continue each of them.

Each game started gets a uid that its autosave and its saves carry: the statistics count a game
once by it, and the window knows whether a game about to start would replace the unfinished
game of the same kind (then it asks first).  At start-up `tidy` removes what a kill during a
save left behind and moves every autosave that cannot be restored aside, saying what it did.
No Qt here: the window and the controller call these functions.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core import savefile
from ..core.game import GameInfo
from ..core.jsonfile import SaveError, clean_temporaries, move_aside
from ..core.session import Session
from ..core.text import QT_TRANSLATE_NOOP, Text
from ..paths import user_config_dir, user_data_dir

LEGACY = "autosave.ttx"  # the one autosave of version 0.1

SET_ASIDE = QT_TRANSLATE_NOOP(
    "Autosave",
    "An unfinished game saved automatically could not be restored: {reason} "
    "The file was moved aside as {aside} in {folder}.",
)
NOT_MOVED = QT_TRANSLATE_NOOP(
    "Autosave",
    "An unfinished game saved automatically could not be restored: {reason} "
    "It could not be moved aside either: please remove {file} from {folder}.",
)


def autosave_path(game_id: str) -> Path:
    return user_data_dir() / f"autosave-{game_id}.ttx"


def new_uid() -> str:
    return uuid.uuid4().hex


def uid_of(doc: Mapping[str, Any]) -> str:
    """The uid a save carries; saves of version 0.1 have none, so theirs is derived from the
    game's seed, seats and options (the same game gets the same uid)."""
    uid = doc.get("uid")
    if isinstance(uid, str) and 0 < len(uid) <= 64:
        return uid
    session = doc.get("session", {})
    key = {k: session.get(k) for k in ("game", "seats", "seed", "options")}
    return hashlib.sha1(json.dumps(key, sort_keys=True).encode()).hexdigest()


def write(session: Session, uid: str) -> None:
    """Keep the game resumable, or forget it once it is over.  Raises SaveError."""
    path = autosave_path(session.info.id)
    if not session.state.is_terminal():
        savefile.save(session, path, extra={"uid": uid})
    elif current_uid(session.info.id) == uid:
        path.unlink(missing_ok=True)  # only its own: a finished game loaded from a file
        # must not delete another unfinished game


@dataclass
class Unfinished:
    """What the chooser says of an unfinished game (read without replaying it)."""

    game: str
    uid: str
    moves: int
    kinds: list[str]
    names: list[str]
    saved: float  # modification time


def summary(game_id: str) -> Unfinished | None:
    """The unfinished game of this kind, if its autosave looks like one."""
    return read_summary(autosave_path(game_id), game_id)


def read_summary(path: Path, game_id: str = "") -> Unfinished | None:
    """What an autosave says of its game (by default the game it names), read without
    replaying it: also from a file the rules refuse."""
    try:
        doc = savefile.read_document(path)
        data = doc["session"]
        seats = [s for s in data["seats"] if isinstance(s, dict)]
        return Unfinished(
            game_id or str(data["game"])[:40],
            uid_of(doc),
            len(data["moves"]),
            [str(s.get("kind")) for s in seats],
            [str(s.get("name")) for s in seats],
            path.stat().st_mtime,
        )
    except (SaveError, KeyError, TypeError, OSError):
        return None


def current_uid(game_id: str) -> str | None:
    """The uid of the unfinished game of this kind, None if there is none."""
    found = summary(game_id)
    return found.uid if found is not None else None


def load(game_id: str, games: Mapping[str, GameInfo]) -> tuple[Session, str]:
    """The unfinished game of this kind and its uid.  Raises SaveError."""
    session, doc = savefile.load(autosave_path(game_id), games)
    return session, uid_of(doc)


@dataclass
class SetAside:
    """An autosave moved out of the way: what to tell the player (where the file is now), and
    the game it held, as far as it could be read (it stays in the statistics as unfinished)."""

    notice: Text
    game: Unfinished | None


def tidy(games: Mapping[str, GameInfo]) -> list[SetAside]:
    """At start-up: remove temporaries of interrupted saves, give the old single autosave its
    game's name, and move aside every autosave that cannot be restored (finished ones are
    removed).  Returns what was set aside."""
    folder = user_data_dir()
    for place in (folder, user_config_dir()):
        clean_temporaries(place)
    notices: list[SetAside] = []
    legacy = folder / LEGACY
    candidates = sorted(folder.glob("autosave-*.ttx")) if folder.is_dir() else []
    if legacy.exists():
        candidates.insert(0, legacy)
    for path in candidates:
        try:
            session, _doc = savefile.load(path, games)
        except SaveError as e:
            notices.append(set_aside(path, e.message))
            continue
        target = autosave_path(session.info.id)
        try:
            if session.state.is_terminal():
                path.unlink()
            elif path != target:  # a legacy autosave, or one renamed by hand
                if target.exists():
                    continue
                path.replace(target)
        except OSError:
            pass
    return notices


def set_aside(path: Path, reason: Text) -> SetAside:
    """Move an autosave that cannot be restored out of the way, never silently: the notice
    says why and where the file is now."""
    game = read_summary(path)
    moved = move_aside(path)
    if moved is None:
        return SetAside(NOT_MOVED(reason=reason, file=path.name, folder=str(path.parent)), game)
    return SetAside(SET_ASIDE(reason=reason, aside=moved.name, folder=str(path.parent)), game)
