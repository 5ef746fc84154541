"""Where the app's read-only resources and the player's files live.

Resources (assets/, translations/, docs/) sit beside the package in a source checkout, under
sys._MEIPASS in the PyInstaller build, or in <prefix>/share/tabletop-exchange after
`pip install .`.  Settings, saves and the autosave live in the platform's user folders.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

APP_NAME = "TabletopExchange"


@cache
def resource_root() -> Path:
    """The folder that holds assets/, translations/ and docs/."""
    candidates = []
    if getattr(sys, "_MEIPASS", None):
        candidates.append(Path(sys._MEIPASS))  # type: ignore[attr-defined]
    candidates.append(Path(__file__).resolve().parent.parent)  # source checkout
    candidates.append(Path(sys.prefix) / "share" / "tabletop-exchange")  # pip install .
    for c in candidates:
        if (c / "assets").is_dir():
            return c
    return candidates[0]


def assets_dir() -> Path:
    return resource_root() / "assets"


def translations_dir() -> Path:
    return resource_root() / "translations"


def docs_dir() -> Path:
    return resource_root() / "docs"


def user_data_dir() -> Path:
    """Saves and the autosave.  TABLETOP_HOME overrides it (tests, portable installs)."""
    override = os.environ.get("TABLETOP_HOME")
    if override:
        return Path(override) / "data"
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False)


def user_config_dir() -> Path:
    override = os.environ.get("TABLETOP_HOME")
    if override:
        return Path(override) / "config"
    from platformdirs import user_config_path

    return user_config_path(APP_NAME, appauthor=False)
