"""A one-line label that ends in "…" (full text in its tooltip) rather than being cut off; given
a short form, it shows that whole instead of eliding the long one ("Your turn, Ada" rather than
"Your turn, Ada: drag a card onto a resou…")."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QSizePolicy


class ElidedLabel(QLabel):
    short = ""  # what to show whole where the text does not fit (empty: elide the text)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def setText(self, text: str, short: str = "") -> None:
        self.short = short
        super().setText(text)
        self.setToolTip(text)

    def shown(self) -> str:
        """What the label draws: the text if it fits, else its short form if that fits, else the
        text cut with "…"."""
        width, metrics = self.contentsRect().width(), self.fontMetrics()
        text = self.text()
        if self.short and metrics.horizontalAdvance(text) > width:
            text = self.short
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)

    def minimumSizeHint(self) -> QSize:
        return QSize(40, super().minimumSizeHint().height())

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.drawText(self.contentsRect(), int(self.alignment()), self.shown())
