"""The player's preferences, kept as JSON in the user config folder.

Unknown or damaged values fall back to defaults one by one, so a hand-edited settings file
never keeps the app from starting.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields

from ..core.savefile import SaveError, write_atomic
from ..paths import user_config_dir

LANGUAGES = ("en", "de", "fr", "pt")
# Language names are shown in their own language, never translated.
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "pt": "Português"}
SPEEDS = ("off", "fast", "normal", "slow")
ANIMATION_MS = {"off": 0, "fast": 150, "normal": 350, "slow": 700}
# The pause before an AI move lands, so a human can follow who did what.
AI_DELAY_MS = {"off": 0, "fast": 250, "normal": 700, "slow": 1400}


def system_language() -> str:
    from PySide6.QtCore import QLocale
    lang = QLocale.system().name()[:2]
    return lang if lang in LANGUAGES else "en"


@dataclass
class Settings:
    language: str = ""            # "" until chosen: follow the system
    animation: str = "normal"
    practice: bool = False
    geometry: str = ""            # QMainWindow.saveGeometry(), base64
    last_setup: dict = field(default_factory=dict)   # the new-game dialog's last seats

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
    def load(cls) -> "Settings":
        s = cls()
        try:
            data = json.loads(cls.path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return s
        if not isinstance(data, dict):
            return s
        for f in fields(cls):
            value = data.get(f.name)
            if isinstance(value, type(getattr(s, f.name))):
                setattr(s, f.name, value)
        if s.language not in LANGUAGES:
            s.language = ""
        if s.animation not in SPEEDS:
            s.animation = "normal"
        return s

    def save(self) -> None:
        """Best effort: settings that cannot be written must not interrupt a game."""
        try:
            write_atomic(self.path(), json.dumps(asdict(self), indent=1, sort_keys=True))
        except SaveError:
            pass
