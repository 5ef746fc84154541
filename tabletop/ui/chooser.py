"""The first screen: every game in the registry as a box with its cover, the playable ones with
a Play button, on the green of a games table."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton,
                               QScrollArea, QSizePolicy, QVBoxLayout, QWidget)

from .i18n import render, Retranslating
from ..core.game import GameInfo
from .covers import cover

COVER = QSize(388, 150)
CARD_WIDTH = 412
COLUMNS = 3

# The chooser's own look: a felt backdrop with paper-coloured game boxes.  Scoped to the
# chooser's widgets by object name, so dialogs opened from it keep the system style.
STYLE = """
#chooserPage { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
                                           stop:0 #1d5139, stop:1 #0f2a1e); }
#chooserPage QLabel#appTitle { color: #f3f0e6; }
#chooserPage QLabel#heading { color: #ffd23f; }
#gameCard { background: #f6f1e3; border: 1px solid #c9b98f; border-radius: 12px; }
#gameCard[playable="false"] { background: #e4e1d8; border-color: #b9b4a6; }
#gameCard QLabel { color: #2b2112; background: transparent; border: none; }
#gameCard[playable="false"] QLabel { color: #6b665c; }
#gameCard QLabel#seats { color: #6b5a2e; }
#gameCard QPushButton { padding: 6px 14px; }
"""


class GameCard(Retranslating, QFrame):
    play = Signal(str)

    def __init__(self, info: GameInfo, parent=None) -> None:
        super().__init__(parent)
        self.info = info
        self.setObjectName("gameCard")
        self.setProperty("playable", info.playable)
        self.setFixedWidth(CARD_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(6)
        self.cover = QLabel()
        self.cover.setFixedSize(COVER)
        layout.addWidget(self.cover, 0, Qt.AlignmentFlag.AlignHCenter)
        self.title = QLabel(info.name)          # printed names are never translated
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.45)
        font.setBold(True)
        self.title.setFont(font)
        self.blurb = QLabel(wordWrap=True)
        self.blurb.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.blurb.setMinimumHeight(self.fontMetrics().lineSpacing() * 2)
        self.seats = QLabel(objectName="seats")
        self.button = QPushButton()
        self.button.setEnabled(info.playable)
        self.button.setDefault(info.playable)
        self.button.clicked.connect(lambda: self.play.emit(info.id))
        layout.addWidget(self.title)
        layout.addWidget(self.blurb, 1)
        row = QHBoxLayout()
        row.addWidget(self.seats, 1)
        row.addWidget(self.button)
        layout.addLayout(row)
        self._paint_cover()
        self.retranslateUi()

    def _paint_cover(self) -> None:
        self.cover.setPixmap(cover(self.info, COVER, self.devicePixelRatioF()))

    def mouseDoubleClickEvent(self, event) -> None:
        if self.info.playable:
            self.play.emit(self.info.id)

    def retranslateUi(self) -> None:
        self.blurb.setText(render(self.info.blurb))
        self.seats.setText(self.tr("{low}–{high} players").format(
            low=self.info.min_seats, high=self.info.max_seats))
        self.button.setText(self.tr("&Play {game}").format(game=self.info.name)
                            if self.info.playable else self.tr("Coming soon"))
        self.cover.setToolTip(self.info.name)


class GameChooser(Retranslating, QScrollArea):
    play = Signal(str)
    resume = Signal()

    def __init__(self, games: list[GameInfo], parent=None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget(objectName="chooserPage")
        inner.setStyleSheet(STYLE)
        outer = QVBoxLayout(inner)
        outer.setContentsMargins(24, 18, 24, 18)
        outer.setSpacing(10)
        self.app_title = QLabel("Tabletop Exchange", objectName="appTitle")  # the product name
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.app_title.setFont(font)
        self.heading = QLabel(objectName="heading")
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.heading.setFont(font)
        self.resume_button = QPushButton()
        self.resume_button.hide()
        self.resume_button.clicked.connect(self.resume)
        top = QHBoxLayout()
        titles = QVBoxLayout()
        titles.setSpacing(0)
        titles.addWidget(self.app_title)
        titles.addWidget(self.heading)
        top.addLayout(titles, 1)
        top.addWidget(self.resume_button, 0, Qt.AlignmentFlag.AlignBottom)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(16)
        self.cards = []
        for i, info in enumerate(games):
            card = GameCard(info)
            card.play.connect(self.play)
            grid.addWidget(card, i // COLUMNS, i % COLUMNS)
            self.cards.append(card)
        # the boxes and the title stay together in the middle of a large window
        column = QVBoxLayout()
        column.addLayout(top)
        column.addSpacing(6)
        column.addLayout(grid)
        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addLayout(column)
        centred.addStretch(1)
        outer.addLayout(centred)
        outer.addStretch(1)
        self.setWidget(inner)
        self.retranslateUi()

    def set_resumable(self, on: bool) -> None:
        self.resume_button.setVisible(on)

    def retranslateUi(self) -> None:
        self.heading.setText(self.tr("Choose a game"))
        self.resume_button.setText(self.tr("&Back to the game in progress"))
