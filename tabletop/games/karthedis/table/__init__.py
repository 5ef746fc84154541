"""Karthedis' Qt: the deck editor of free deck building (the game table comes later)."""
