"""A game table shown in a real QGraphicsView, recording the moves its gestures ask for; and the
gestures themselves (real mouse events on the view's viewport), for any view of a table."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView


def centre_of(item: QGraphicsItem) -> QPointF:
    return item.mapToScene(item.boundingRect().center())


def press_and_move(
    view: QGraphicsView, item: QGraphicsItem, target: QPointF, steps: int = 6
) -> None:
    """Press the mouse on `item` and move it towards the scene point `target` (not released)."""
    vp = view.viewport()
    start = centre_of(item)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, view.mapFromScene(start))
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, view.mapFromScene(start + (target - start) * (i / steps)))


def drag(view: QGraphicsView, item: QGraphicsItem, target: QPointF) -> None:
    press_and_move(view, item, target)
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, view.mapFromScene(target))


def click(view: QGraphicsView, scene_pos: QPointF) -> None:
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, view.mapFromScene(scene_pos))


def double_click(view: QGraphicsView, scene_pos: QPointF) -> None:
    """What a player's double-click sends: a click, then the double-click."""
    point = view.mapFromScene(scene_pos)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point)
    QTest.mouseDClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point)


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

    def centre_of(self, item: QGraphicsItem) -> QPointF:
        return centre_of(item)

    def click(self, scene_pos: QPointF) -> None:
        click(self.view, scene_pos)

    def double_click(self, scene_pos: QPointF) -> None:
        double_click(self.view, scene_pos)

    def press_and_move(self, item: QGraphicsItem, target: QPointF, steps: int = 6) -> None:
        press_and_move(self.view, item, target, steps)

    def drag(self, item: QGraphicsItem, target: QPointF) -> None:
        drag(self.view, item, target)

    def key(self, key) -> None:
        QTest.keyClick(self.view, key)


def offer_button(scene, move):
    """The prompt's button that plays `move` (a move button, or a question's answer)."""
    for button in scene.button_items().values():
        payload = button.payload
        if payload == move or getattr(payload, "move", None) == move:
            return button
    raise AssertionError(f"no button offers {move!r}")
