"""A game table shown in a real QGraphicsView, recording the moves its gestures ask for."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
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

    def point(self, scene_pos: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_pos)

    def zone_centre(self, target) -> QPointF:
        return self.scene.zones()[target].rect.center()

    def click(self, scene_pos: QPointF) -> None:
        QTest.mouseClick(self.view.viewport(), Qt.LeftButton, Qt.NoModifier,
                         self.point(scene_pos))

    def key(self, key) -> None:
        QTest.keyClick(self.view, key)
