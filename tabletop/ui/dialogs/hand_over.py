"""Hot-seat play: a full-window screen that hides the table until the next player is ready."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ..covers import card_backs
from ..i18n import Retranslating

PICTURE = QSize(360, 150)
# The table's felt, so the screen reads as "the table, covered" rather than an error page.
STYLE = """
#handOver { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #1d5139, stop:1 #0f2a1e); }
#handOver QLabel { color: #f3f0e6; }
#handOver QLabel#detail { color: #c8d4cc; }
#handOver QPushButton { padding: 10px 28px; }
"""


class HandOverScreen(Retranslating, QWidget):
    ready = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("handOver")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self._name = ""
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.picture = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.picture.setPixmap(card_backs(PICTURE, self.devicePixelRatioF()))
        self.message = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        self.message.setFont(font)
        self.message.setWordWrap(True)
        self.detail = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.detail.setObjectName("detail")
        self.detail.setWordWrap(True)
        self.button = QPushButton()
        self.button.setMinimumWidth(240)
        font = QFont(self.button.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.button.setFont(font)
        self.button.setDefault(True)
        self.button.clicked.connect(self.ready)
        layout.addWidget(self.picture)
        layout.addSpacing(12)
        layout.addWidget(self.message)
        layout.addWidget(self.detail)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.retranslateUi()

    def set_player(self, name: str) -> None:
        self._name = name
        self.retranslateUi()
        self.button.setFocus()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.ready.emit()
        else:
            super().keyPressEvent(event)

    def retranslateUi(self) -> None:
        self.message.setText(self.tr("Pass the screen to {name}").format(name=self._name))
        self.detail.setText(self.tr("The other players should look away now."))
        self.button.setText(self.tr("I am {name}: &Ready").format(name=self._name))
