"""The review's table is read-only: a click, a drag or a key on it is answered on the feedback
line ("This is a review: ..."), never played and never silent.  Hovering and right-click
(zoom) still work, so a card can be read.  While the player retries a position the table is
live again (`active` False)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QGraphicsView

# keys the table may still have: zoom, the keys overlay and closing it
PASSED_KEYS = {Qt.Key.Key_Space, Qt.Key.Key_Question, Qt.Key.Key_Escape}
MODIFIER_KEYS = {
    Qt.Key.Key_Shift,
    Qt.Key.Key_Control,
    Qt.Key.Key_Alt,
    Qt.Key.Key_Meta,
    Qt.Key.Key_AltGr,
}
MOUSE = (
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick,
)


class ReadOnly(QObject):
    def __init__(self, view: QGraphicsView, answer: Callable[[], None]) -> None:
        super().__init__(view)
        self.active = True
        self.answer = answer  # says "This is a review: ..." on the feedback line
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.active:
            return False
        kind = event.type()
        if kind in MOUSE:
            if event.button() != Qt.MouseButton.LeftButton:  # type: ignore[attr-defined]
                return False  # right-click zooms a piece
            if kind == QEvent.Type.MouseButtonRelease:
                self.answer()  # once per click, on release, as a click is
            return True
        if kind == QEvent.Type.KeyPress:
            key = event.key()  # type: ignore[attr-defined]
            if key in PASSED_KEYS or key in MODIFIER_KEYS or event.text() == "?":  # type: ignore[attr-defined]
                return False
            self.answer()
            return True
        return False
