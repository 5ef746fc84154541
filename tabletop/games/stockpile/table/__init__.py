"""Stockpile's table: the Qt scene that shows a Stockpile state and turns gestures into moves."""

from typing import Any


def __getattr__(name: str) -> Any:
    """The table class, imported on first use: the chooser imports this package for its
    cover (cover.py) without the table's weight."""
    if name == "StockpileTable":
        from .table import StockpileTable

        return StockpileTable
    raise AttributeError(name)
