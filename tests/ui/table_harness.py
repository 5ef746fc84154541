"""A game table shown in a real QGraphicsView, recording the moves its gestures ask for."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView


class ShownTable:
    def __init__(self, qtbot, scene, width: int, height: int) -> None:
        self.scene = scene
        self.scene.set_animation_ms(0)
        self.view = QGraphicsView(self.scene)
        self.view.resize(width, height)
        qtbot.addWidget(self.view)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.view.fitInView(self.scene.sceneRect(), Qt.KeepAspectRatio)
        self.moves = []
        self.scene.moveRequested.connect(self.moves.append)
