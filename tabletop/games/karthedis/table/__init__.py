"""Karthedis' Qt side: the table (the scene that shows a view of the game and turns gestures
into moves) and the deck editor of free deck building.  The engine (the package above) never
imports it."""

from typing import Any


def __getattr__(name: str) -> Any:
    """The table class, imported on first use: the chooser imports this package for its
    cover (cover.py) without the table's weight."""
    if name == "KarthedisTable":
        from .table import KarthedisTable

        return KarthedisTable
    raise AttributeError(name)
