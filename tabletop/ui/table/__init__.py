"""The game-independent table: a QGraphicsScene that shows a seat's view and turns gestures into
moves (scene.py says how its layers fit together)."""

from .pieces import SCENE_RECT
from .scene import TableScene

__all__ = ["SCENE_RECT", "TableScene"]
