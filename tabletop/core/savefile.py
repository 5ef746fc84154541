"""Save files: versioned JSON, written atomically, read with suspicion.

A save holds the session (seed, options, seats, moves); loading replays every move through
the rules, so a hand-edited file either replays to a legal game or is refused with a clear
message.  Writing goes to a temporary file in the same folder that replaces the old file only
once completely on disk: a full disk or a crash never leaves a half-written save behind.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from .session import Session
from .text import QT_TRANSLATE_NOOP, Text

FORMAT = "tabletop-exchange-save"
VERSION = 1

NOT_A_SAVE = QT_TRANSLATE_NOOP("Save", "{file} is not a Tabletop Exchange save file.")
BROKEN = QT_TRANSLATE_NOOP("Save", "{file} is damaged and cannot be read ({detail}).")
TOO_NEW = QT_TRANSLATE_NOOP(
    "Save", "{file} was saved by a newer version of Tabletop Exchange (format {version}).")
UNKNOWN_GAME = QT_TRANSLATE_NOOP("Save", "{file} is a game this version does not know: {game}.")
UNREADABLE = QT_TRANSLATE_NOOP("Save", "{file} cannot be opened: {detail}.")
UNWRITABLE = QT_TRANSLATE_NOOP(
    "Save", "The game could not be saved to {file}: {detail}. Nothing was overwritten.")


class SaveError(Exception):
    def __init__(self, message: Text) -> None:
        super().__init__(message.render())
        self.message = message


def dumps(session: Session, extra: dict | None = None) -> str:
    doc = {"format": FORMAT, "version": VERSION, **(extra or {}), "session": session.to_json()}
    return json.dumps(doc, indent=1, sort_keys=True)


def write_atomic(path: Path, text: str) -> None:
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
    except OSError as e:
        raise SaveError(UNWRITABLE(file=str(path), detail=e.strerror or str(e))) from e


def save(session: Session, path: Path, extra: dict | None = None) -> None:
    write_atomic(path, dumps(session, extra))


def read_document(path: Path) -> dict:
    """The checked JSON document of a save file (its format and version), or SaveError."""
    name = Path(path).name
    try:
        raw = Path(path).read_bytes()
    except OSError as e:
        raise SaveError(UNREADABLE(file=name, detail=e.strerror or str(e))) from e
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise SaveError(NOT_A_SAVE(file=name) if not raw.lstrip().startswith(b"{")
                        else BROKEN(file=name, detail=str(e))) from e
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(NOT_A_SAVE(file=name))
    version = doc.get("version")
    if not isinstance(version, int):
        raise SaveError(BROKEN(file=name, detail="no version"))
    if version > VERSION:
        raise SaveError(TOO_NEW(file=name, version=version))
    return doc


def load(path: Path) -> tuple[Session, dict]:
    """The session in a save file and the whole document (for extras such as settings)."""
    from ..games import registry

    name = Path(path).name
    doc = read_document(path)
    data = doc.get("session")
    if not isinstance(data, dict):
        raise SaveError(BROKEN(file=name, detail="no game inside"))
    info = registry().get(data.get("game"))  # type: ignore[arg-type]
    if info is None or not info.playable:
        raise SaveError(UNKNOWN_GAME(file=name, game=str(data.get("game"))))
    try:
        return Session.from_json(info, data), doc
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        raise SaveError(BROKEN(file=name, detail=str(e))) from e
