"""The first screen: every game in the registry, the playable ones with a Play button."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QFrame, QGridLayout, QLabel, QPushButton, QScrollArea,
                               QVBoxLayout, QWidget)

from ..core.game import GameInfo
from .i18n import render


class GameCard(QFrame):
    play = Signal(str)

    def __init__(self, info: GameInfo, parent=None) -> None:
        super().__init__(parent)
        self.info = info
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("gameCard")
        layout = QVBoxLayout(self)
        self.title = QLabel(info.name)          # printed names are never translated
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.blurb = QLabel(wordWrap=True)
        self.blurb.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.seats = QLabel()
        self.button = QPushButton()
        self.button.setEnabled(info.playable)
        self.button.clicked.connect(lambda: self.play.emit(info.id))
        layout.addWidget(self.title)
        layout.addWidget(self.blurb, 1)
        layout.addWidget(self.seats)
        layout.addWidget(self.button)
        self.setMinimumSize(220, 150)
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.blurb.setText(render(self.info.blurb))
        self.seats.setText(self.tr("{low}–{high} players").format(
            low=self.info.min_seats, high=self.info.max_seats))
        self.button.setText(self.tr("&Play {game}").format(game=self.info.name)
                            if self.info.playable else self.tr("Coming soon"))


class GameChooser(QScrollArea):
    play = Signal(str)
    resume = Signal()

    def __init__(self, games: list[GameInfo], parent=None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        inner = QWidget()
        layout = QVBoxLayout(inner)
        self.heading = QLabel()
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.resume_button = QPushButton()
        self.resume_button.hide()
        self.resume_button.clicked.connect(self.resume)
        layout.addWidget(self.resume_button, 0, Qt.AlignmentFlag.AlignLeft)
        grid = QGridLayout()
        self.cards = []
        for i, info in enumerate(games):
            card = GameCard(info)
            card.play.connect(self.play)
            grid.addWidget(card, i // 3, i % 3)
            self.cards.append(card)
        layout.addLayout(grid)
        layout.addStretch(1)
        self.setWidget(inner)
        self.retranslateUi()

    def set_resumable(self, on: bool) -> None:
        self.resume_button.setVisible(on)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.heading.setText(self.tr("Choose a game"))
        self.resume_button.setText(self.tr("&Back to the game in progress"))
