"""Stockpile's table: the Qt scene that shows a Stockpile state and turns gestures into moves."""
