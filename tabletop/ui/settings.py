"""The player's preferences, kept as JSON in the user config folder.

A settings file that cannot be read, or holds values this version cannot use, never keeps the
app from starting: the good values are kept, the rest fall back to defaults, and the file
itself is moved aside (`settings.json.broken-<date>`) so the player can still look at it.
What happened is put into `notices`, for the window to say once.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from typing import Any

from ..core.jsonfile import SaveError, move_aside, read_json, write_atomic
from ..core.text import QT_TRANSLATE_NOOP, Text
from ..paths import user_config_dir

LANGUAGES = ("en", "de", "fr", "pt")
# Language names are shown in their own language, never translated.
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "pt": "Português"}
SPEEDS = ("off", "fast", "normal", "slow")
ANIMATION_MS = {"off": 0, "fast": 150, "normal": 350, "slow": 700}
# The pause before an AI move lands, so a human can follow who did what.
AI_DELAY_MS = {"off": 0, "fast": 250, "normal": 700, "slow": 1400}
MAX_BYTES = 1024 * 1024  # a settings file is a few KB

NOT_SETTINGS = QT_TRANSLATE_NOOP("Settings", "{file} does not hold settings.")
SET_ASIDE = QT_TRANSLATE_NOOP(
    "Settings",
    "Your settings could not be read: {reason} The file was moved aside as {aside}; "
    "Tabletop Exchange starts with its default settings.",
)
WRONG_VALUES = QT_TRANSLATE_NOOP(
    "Settings",
    "Some of your settings had values this version cannot use ({names}) and are "
    "back to their defaults; the rest are kept. The old file was moved aside as "
    "{aside}.",
)
NOT_MOVED = QT_TRANSLATE_NOOP("Settings", "(it could not be moved: {file})")
TRANSIENT = {"transient": True}  # fields that are never written to the file


def system_language() -> str:
    from PySide6.QtCore import QLocale

    lang = QLocale.system().name()[:2]
    return lang if lang in LANGUAGES else "en"


@dataclass
class Settings:
    language: str = ""  # "" until chosen: follow the system
    animation: str = "normal"
    practice: bool = False
    geometry: str = ""  # QMainWindow.saveGeometry(), base64
    last_setup: dict = field(default_factory=dict)  # per game: the new-game dialog's last seats
    notices: list[Text] = field(default_factory=list, metadata=TRANSIENT)  # said once at start

    @property
    def animation_ms(self) -> int:
        return ANIMATION_MS[self.animation]

    @property
    def ai_delay_ms(self) -> int:
        return AI_DELAY_MS[self.animation]

    def ui_language(self) -> str:
        return self.language or system_language()

    # --- files ---------------------------------------------------------------------------
    @staticmethod
    def path():
        return user_config_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        s = cls()
        path = cls.path()
        if not path.exists() and not path.is_symlink():
            return s
        try:
            data = read_json(path, MAX_BYTES)
            if not isinstance(data, dict):
                raise SaveError(NOT_SETTINGS(file=path.name))
        except SaveError as e:
            s.notices.append(SET_ASIDE(reason=e.message, aside=_aside(path)))
            return s
        wrong = [name for name, value in data.items() if not s._take(name, value)]
        if wrong:
            s.notices.append(WRONG_VALUES(names=", ".join(sorted(wrong)), aside=_aside(path)))
        return s

    def _take(self, name: str, value: Any) -> bool:
        """Use a value read from the file if it fits; False if it does not (unknown names,
        perhaps from a newer version, are passed over)."""
        known = {f.name: f for f in fields(self) if not f.metadata.get("transient")}
        if name not in known:
            return True
        default = getattr(type(self)(), name)
        if type(value) is not type(default):  # bool is not int, nor int bool
            return False
        if (name == "language" and value not in (*LANGUAGES, "")) or (
            name == "animation" and value not in SPEEDS
        ):
            return False
        setattr(self, name, value)
        return True

    def to_json(self) -> dict[str, Any]:
        return {
            f.name: getattr(self, f.name) for f in fields(self) if not f.metadata.get("transient")
        }

    def save(self) -> None:
        """Best effort: settings that cannot be written must not interrupt a game."""
        try:
            write_atomic(self.path(), json.dumps(self.to_json(), indent=1, sort_keys=True))
        except SaveError:
            pass


def _aside(path) -> Text | str:
    moved = move_aside(path)
    return moved.name if moved is not None else NOT_MOVED(file=path.name)
