"""The player's JSON files (saves, settings, statistics): read with suspicion, written atomically.

Any of them may have been edited by hand, cut short by a full disk, or replaced by something
else entirely.  Reading therefore refuses before it reads (not a regular file, larger than any
file of ours can be), accepts a UTF-8 byte-order mark (Windows editors write one), and checks
the document is shallow and its numbers small, so that no later code can hit Python's
recursion or integer-conversion limits on it.  Every refusal is a `SaveError` carrying a
translatable sentence for the player; nothing else escapes.

Writing goes to a temporary file in the same folder that replaces the old file only once it is
completely on disk; a kill in between leaves a `<name>.<random>.tmp` that the next start
removes (`clean_temporaries`).  A damaged file the app cannot use is moved aside under a name
the player can find (`move_aside`), never deleted.
"""

from __future__ import annotations

import errno
import json
import math
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from .text import QT_TRANSLATE_NOOP, Text

MAX_BYTES = 20 * 1024 * 1024  # a long Stockpile save is ~100 KB
MAX_DEPTH = 16  # our files nest 5 levels at most
MAX_INT = 2**64  # seeds and RNG states are 64-bit; nothing else is larger
TEMPORARY_AGE_S = 60  # an atomic write takes milliseconds: older temporaries are orphans

UNREADABLE = QT_TRANSLATE_NOOP("Save", "{file} cannot be opened: {detail}.")
NOT_A_FILE = QT_TRANSLATE_NOOP("Save", "{file} is a folder or a device, not a file.")
TOO_LARGE = QT_TRANSLATE_NOOP(
    "Save",
    "{file} was not read: at {size} MB it is far larger than any file of Tabletop "
    "Exchange ({limit} MB at most).",
)
EMPTY = QT_TRANSLATE_NOOP("Save", "{file} is empty.")
NOT_OURS = QT_TRANSLATE_NOOP("Save", "{file} is not a Tabletop Exchange file.")
GARBLED = QT_TRANSLATE_NOOP(
    "Save", "{file} is damaged: its text breaks off or is garbled at line {line}, column {column}."
)
TOO_DEEP = QT_TRANSLATE_NOOP(
    "Save", "{file} is damaged: its contents are nested more than {depth} levels deep."
)
HUGE_NUMBER = QT_TRANSLATE_NOOP(
    "Save", "{file} is damaged: it holds a number far too large for a game."
)
UNWRITABLE = QT_TRANSLATE_NOOP(
    "Save", "The game could not be saved to {file}: {detail}. Nothing was overwritten."
)


class SaveError(Exception):
    """A file of the player's that cannot be read or written; `message` says why, in words."""

    def __init__(self, message: Text) -> None:
        super().__init__(message.render())
        self.message = message


class NotRegularFile(OSError):
    """A folder, a device, a named pipe or a socket where a file was expected."""


class TooLarge(OSError):
    def __init__(self, size: int) -> None:
        super().__init__(f"{size} bytes")
        self.size = size


def read_regular(path: Path, max_bytes: int) -> bytes:
    """The bytes of the regular file `path`, refused before reading if it is anything else
    (opened without blocking, so a named pipe cannot hang the app) or larger than
    `max_bytes`.  Raises NotRegularFile, TooLarge or the OSError of the system."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(errno.EINVAL, "not a regular file", str(path))
        if info.st_size > max_bytes:
            raise TooLarge(info.st_size)
    except BaseException:
        os.close(fd)
        raise
    with os.fdopen(fd, "rb") as f:
        raw = f.read(max_bytes + 1)  # the file may grow between fstat and read
    if len(raw) > max_bytes:
        raise TooLarge(len(raw))
    return raw


def _reject_constant(name: str) -> Any:
    raise ValueError(name)  # NaN and Infinity are not JSON, though Python accepts them


def read_json(path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """The checked JSON document in `path`, or SaveError saying what is wrong with it."""
    path = Path(path)
    name = path.name
    try:
        raw = read_regular(path, max_bytes)
    except NotRegularFile as e:
        raise SaveError(NOT_A_FILE(file=name)) from e
    except TooLarge as e:
        raise SaveError(
            TOO_LARGE(file=name, size=math.ceil(e.size / 2**20), limit=max_bytes // 2**20)
        ) from e
    except OSError as e:
        raise SaveError(UNREADABLE(file=name, detail=e.strerror or str(e))) from e
    if not raw.strip():
        raise SaveError(EMPTY(file=name))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise SaveError(NOT_OURS(file=name)) from e
    if text.lstrip()[:1] not in ("{", "["):
        raise SaveError(NOT_OURS(file=name))
    try:
        doc = json.loads(text, parse_constant=_reject_constant)
    except RecursionError as e:
        raise SaveError(TOO_DEEP(file=name, depth=MAX_DEPTH)) from e
    except json.JSONDecodeError as e:
        raise SaveError(GARBLED(file=name, line=e.lineno, column=e.colno)) from e
    except ValueError as e:  # more than 4,300 digits, or NaN
        raise SaveError(HUGE_NUMBER(file=name)) from e
    check_shape(doc, name)
    return doc


def check_shape(doc: Any, name: str) -> None:
    """Refuse deep nesting and huge numbers, walking the document without recursion."""
    stack: list[tuple[Any, int]] = [(doc, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise SaveError(TOO_DEEP(file=name, depth=MAX_DEPTH))
            items = value.values() if isinstance(value, dict) else value
            stack.extend((v, depth + 1) for v in items)
        elif isinstance(value, int) and not isinstance(value, bool):
            if abs(value) > MAX_INT:
                raise SaveError(HUGE_NUMBER(file=name))
        elif isinstance(value, float) and not math.isfinite(value):
            raise SaveError(HUGE_NUMBER(file=name))


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


def move_aside(path: Path, now: float | None = None) -> Path | None:
    """Rename a damaged file to `<name>.broken-<date>T<hh-mm>` beside it (the player can find
    it, send it with a bug report or delete it) and return the new path; None if it cannot be
    moved (then the caller must not keep tripping over it: it stays, and is reported)."""
    path = Path(path)
    stamp = time.strftime("%Y-%m-%dT%H-%M", time.localtime(now))
    target = path.with_name(f"{path.name}.broken-{stamp}")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.name}.broken-{stamp}-{n}")
        n += 1
    try:
        path.replace(target)
    except OSError:
        return None
    return target


def clean_temporaries(folder: Path, now: float | None = None) -> list[Path]:
    """Remove what an interrupted `write_atomic` left in `folder` (our `<name>.<random>.tmp`
    files of .ttx and .json targets), unless it is young enough to belong to a write that is
    still going on in another copy of the app."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        candidates = list(Path(folder).glob("*.tmp"))
    except OSError:
        return removed
    for tmp in candidates:
        stem = tmp.name[: -len(".tmp")].rpartition(".")[0]  # drop mkstemp's random part
        if not stem.endswith((".ttx", ".json")):
            continue
        try:
            if tmp.is_file() and now - tmp.stat().st_mtime > TEMPORARY_AGE_S:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            pass
    return removed
