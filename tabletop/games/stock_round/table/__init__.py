"""Stock Round's table (Qt): the scene that shows a view of the game and turns gestures into
moves.  The engine (the package above) never imports it."""

from typing import Any


def __getattr__(name: str) -> Any:
    """The table class, imported on first use: the chooser imports this package for its
    cover (cover.py) without the table's weight."""
    if name == "StockRoundTable":
        from .table import StockRoundTable

        return StockRoundTable
    raise AttributeError(name)
