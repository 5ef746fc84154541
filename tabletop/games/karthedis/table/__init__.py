"""Karthedis' Qt side: the table (the scene that shows a view of the game and turns gestures
into moves) and the deck editor of free deck building.  The engine (the package above) never
imports it."""

from .table import KarthedisTable

__all__ = ["KarthedisTable"]
