"""Karthedis' table (Qt): the scene that shows a view of the game and turns gestures into
moves.  The engine (the package above) never imports it."""

from .table import KarthedisTable

__all__ = ["KarthedisTable"]
