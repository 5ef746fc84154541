"""The engine core shared by every game: pure Python, no Qt."""
