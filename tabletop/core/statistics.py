"""The player's statistics: per game and per opponent level, games played, won and lost, the best
and average final score, and the current and longest winning streak (as PySolFC keeps them).

Only games with exactly one human seat count: they are the player's games against the computer
(a hot-seat game has several players at the screen, an all-computer game none).  The opponent
level is that of the computer seats, or "mixed" when they differ.  A game counts once, when it
ends, identified by the uid its saves carry: reloading a save, or undo and redo at the end,
never counts it again.  A game given up (a new game started over it, its autosave discarded)
counts as lost, without a score.

Pure Python, kept as JSON in the user data folder; a damaged file is refused with a
`SaveError` (the caller moves it aside and starts again from zero).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from .jsonfile import SaveError, read_json, write_atomic
from .session import HUMAN
from .text import QT_TRANSLATE_NOOP

VERSION = 1
MIXED = "mixed"
MAX_COUNTED = 5000  # uids remembered; older games are long finished
MAX_BYTES = 4 * 1024 * 1024

NOT_STATISTICS = QT_TRANSLATE_NOOP("Statistics", "{file} does not hold statistics.")
BAD_RECORD = QT_TRANSLATE_NOOP(
    "Statistics", "{file} is damaged: the field “{field}” is not what it should be."
)


@dataclass
class Record:
    """One game against one opponent level."""

    played: int = 0
    won: int = 0
    lost: int = 0
    abandoned: int = 0  # of the lost: given up before the end
    best: int | float | None = None
    total: int | float = 0  # of the final scores, for the average
    scored: int = 0  # games with a final score (not the abandoned)
    streak: int = 0  # wins in a row up to the last game
    longest: int = 0
    # not in `played`: games whose autosave could not be restored (moved aside), until one of
    # them is opened again and ends
    unfinished: int = 0

    @property
    def average(self) -> float | None:
        return self.total / self.scored if self.scored else None

    def add(self, won: bool, score: int | float | None) -> None:
        self.played += 1
        if won:
            self.won += 1
            self.streak += 1
            self.longest = max(self.longest, self.streak)
        else:
            self.lost += 1
            self.streak = 0
        if score is None:
            self.abandoned += 1
        else:
            self.scored += 1
            self.total += score
            self.best = score if self.best is None else max(self.best, score)


def opponent_level(kinds: list[str]) -> str | None:
    """The statistics category of a game with these seat kinds, None if it does not count."""
    if kinds.count(HUMAN) != 1:
        return None
    levels = {k for k in kinds if k != HUMAN}
    return levels.pop() if len(levels) == 1 else MIXED


class Statistics:
    def __init__(self) -> None:
        self.records: dict[str, dict[str, Record]] = {}
        self.counted: list[str] = []  # uids of the games already counted, oldest first
        self.aside: list[str] = []  # uids of the unfinished games set aside, oldest first

    def record(self, game: str, level: str) -> Record:
        return self.records.setdefault(game, {}).setdefault(level, Record())

    def count(
        self,
        game: str,
        kinds: list[str],
        uid: str,
        winners: list[int] | None,
        scores: list[int | float] | None,
    ) -> bool:
        """Count a game that ended (`winners` and `scores` given) or was given up (None);
        False if it does not count or was counted already."""
        level = opponent_level(kinds)
        if level is None or uid in self.counted:
            return False
        if uid in self.aside:  # a game set aside was repaired and played on
            self.aside.remove(uid)
            record = self.record(game, level)
            record.unfinished = max(0, record.unfinished - 1)
        human = kinds.index(HUMAN)
        won = winners is not None and human in winners
        score = scores[human] if scores is not None and winners is not None else None
        self.record(game, level).add(won, score)
        self.counted.append(uid)
        del self.counted[:-MAX_COUNTED]
        return True

    def set_aside(self, game: str, kinds: list[str], uid: str) -> bool:
        """An unfinished game whose autosave could not be restored: it stays in the
        statistics as unfinished (False if it does not count, or is there already)."""
        level = opponent_level(kinds)
        if level is None or uid in self.counted or uid in self.aside:
            return False
        self.record(game, level).unfinished += 1
        self.aside.append(uid)
        del self.aside[:-MAX_COUNTED]
        return True

    def reset(self) -> None:
        """Forget every record (the uids stay: a game counted before a reset never counts
        again after it)."""
        self.records.clear()
        self.aside.clear()

    # --- files ---------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "counted": self.counted,
            "aside": self.aside,
            "records": {
                game: {level: asdict(r) for level, r in levels.items()}
                for game, levels in self.records.items()
            },
        }

    @classmethod
    def from_json(cls, data: Any, name: str) -> Statistics:
        """Raises SaveError naming the field that is wrong."""

        def bad(field: str) -> SaveError:
            return SaveError(BAD_RECORD(file=name, field=field))

        if not isinstance(data, dict) or data.get("version") != VERSION:
            raise SaveError(NOT_STATISTICS(file=name))
        stats = cls()
        counted, records = data.get("counted", []), data.get("records", {})
        if not isinstance(counted, list) or not all(isinstance(u, str) for u in counted):
            raise bad("counted")
        stats.counted = counted[-MAX_COUNTED:]
        aside = data.get("aside", [])
        if not isinstance(aside, list) or not all(isinstance(u, str) for u in aside):
            raise bad("aside")
        stats.aside = aside[-MAX_COUNTED:]
        if not isinstance(records, dict):
            raise bad("records")
        for game, levels in records.items():
            if not isinstance(levels, dict):
                raise bad(f"records.{game}")
            for level, raw in levels.items():
                field = f"records.{game}.{level}"
                if not isinstance(raw, dict):
                    raise bad(field)
                record = Record()
                for f in fields(Record):
                    value = raw.get(f.name, getattr(record, f.name))
                    if not _fits(f.name, value):
                        raise bad(f"{field}.{f.name}")
                    setattr(record, f.name, value)
                if record.won + record.lost != record.played:
                    raise bad(f"{field}.played")
                stats.records.setdefault(game, {})[level] = record
        return stats

    @classmethod
    def load(cls, path: Path) -> Statistics:
        """The statistics in `path` (none yet if there is no file); SaveError if damaged."""
        if not Path(path).exists():
            return cls()
        return cls.from_json(read_json(path, MAX_BYTES), Path(path).name)

    def save(self, path: Path) -> None:
        """Raises SaveError."""
        write_atomic(path, json.dumps(self.to_json(), indent=1, sort_keys=True))


def _fits(name: str, value: Any) -> bool:
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    if name in ("best", "total"):
        return number or (name == "best" and value is None)
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
