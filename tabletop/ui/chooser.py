"""The first screen: every game in the registry as a box with its cover, the playable ones with
a Play button (New game and Continue when an unfinished game of it is kept), on the green of a
games table.  The boxes shrink with the window, so the whole screen fits the default window
(1240×700) and 1024×700 without scroll bars."""

from __future__ import annotations

import math

from PySide6.QtCore import QDateTime, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..core.game import GameInfo
from .autosaves import Unfinished
from .covers import cover
from .elided_label import ElidedLabel
from .i18n import Retranslating, render, seat_name

COVER = QSize(388, 150)  # the largest cover; it keeps this shape when boxes shrink
CARD_WIDTH = 412
MIN_CARD_WIDTH = 260
MIN_COVER_HEIGHT = 64
CARD_MARGINS = 12
COLUMNS = 3
SPACING = 16
PAGE_MARGINS = (24, 14, 24, 14)

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
    proceed = Signal(str)  # continue the unfinished game of this kind

    def __init__(self, info: GameInfo, parent=None) -> None:
        super().__init__(parent)
        self.info = info
        self.unfinished: Unfinished | None = None
        self.setObjectName("gameCard")
        self.setProperty("playable", info.playable)
        self.setFixedWidth(CARD_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        layout = self.box = QVBoxLayout(self)
        layout.setContentsMargins(*(CARD_MARGINS,) * 4)
        layout.setSpacing(6)
        self.cover = QLabel()
        self.cover.setFixedSize(COVER)
        layout.addWidget(self.cover, 0, Qt.AlignmentFlag.AlignHCenter)
        self.title = QLabel(info.name)  # printed names are never translated
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.45)
        font.setBold(True)
        self.title.setFont(font)
        self.blurb = QLabel(wordWrap=True)
        self.blurb.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.blurb.setMinimumHeight(self.fontMetrics().lineSpacing() * 2)
        self.seats = ElidedLabel()  # gives way to the Play button's name in a narrow box
        self.seats.setObjectName("seats")
        self.note = ElidedLabel()  # "Unfinished game, saved 22/11/2026 15:02"
        self.note.setObjectName("seats")
        self.note.hide()
        self.continue_button = QPushButton()
        self.continue_button.hide()
        self.continue_button.clicked.connect(lambda: self.proceed.emit(info.id))
        self.button = QPushButton()
        self.button.setEnabled(info.playable)
        self.button.setDefault(info.playable)
        self.button.clicked.connect(lambda: self.play.emit(info.id))
        layout.addWidget(self.title)
        layout.addWidget(self.blurb, 1)
        layout.addWidget(self.note)
        row = QHBoxLayout()
        row.addWidget(self.seats, 1)
        row.addWidget(self.continue_button)
        row.addWidget(self.button)
        layout.addLayout(row)
        self._paint_cover()
        self.retranslateUi()

    def _paint_cover(self) -> None:
        self.cover.setPixmap(cover(self.info, self.cover.size(), self.devicePixelRatioF()))

    def set_size(self, width: int, cover_height: int) -> None:
        """Shrink (or grow) the box to `width`, its cover to `cover_height` at most."""
        inner = width - 2 * CARD_MARGINS
        size = QSize(inner, min(cover_height, inner * COVER.height() // COVER.width()))
        self.setFixedWidth(width)
        if size != self.cover.size():
            self.cover.setFixedSize(size)
            self._paint_cover()

    def set_unfinished(self, unfinished: Unfinished | None) -> None:
        self.unfinished = unfinished if self.info.playable else None
        for w in (self.note, self.continue_button):
            w.setVisible(self.unfinished is not None)
        self.continue_button.setDefault(self.unfinished is not None)
        self.button.setDefault(self.info.playable and self.unfinished is None)
        self.retranslateUi()

    def mouseDoubleClickEvent(self, event) -> None:
        if self.info.playable:
            self.play.emit(self.info.id)

    def retranslateUi(self) -> None:
        self.blurb.setText(render(self.info.blurb))
        self.seats.setText(
            self.tr("{low}–{high} players").format(
                low=self.info.min_seats, high=self.info.max_seats
            )
        )
        u = self.unfinished
        if not self.info.playable:
            self.button.setText(self.tr("Coming soon"))
        elif u is None:
            self.button.setText(self.tr("&Play {game}").format(game=self.info.name))
        else:
            self.button.setText(self.tr("&New game"))
            self.continue_button.setText(self.tr("&Continue"))
            when = QLocale().toString(
                QDateTime.fromSecsSinceEpoch(int(u.saved)), QLocale.FormatType.ShortFormat
            )
            self.note.setText(self.tr("Unfinished game, saved {when}").format(when=when))
            self.note.setToolTip(
                self.tr("Players: {names}; moves played: {moves}").format(
                    names=", ".join(seat_name(n, i) for i, n in enumerate(u.names)), moves=u.moves
                )
            )
            self.continue_button.setToolTip(
                self.tr("Go on with the unfinished game of {game}").format(game=self.info.name)
            )
        self.cover.setToolTip(self.info.name)


class GameChooser(Retranslating, QScrollArea):
    play = Signal(str)
    proceed = Signal(str)
    resume = Signal()

    def __init__(self, games: list[GameInfo], parent=None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget()
        inner.setObjectName("chooserPage")
        inner.setStyleSheet(STYLE)
        outer = QVBoxLayout(inner)
        self.page_layout = outer
        outer.setContentsMargins(*PAGE_MARGINS)
        outer.setSpacing(10)
        self.app_title = QLabel("Tabletop Exchange")  # the product name, never translated
        self.app_title.setObjectName("appTitle")
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self.app_title.setFont(font)
        self.heading = QLabel()
        self.heading.setObjectName("heading")
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
        grid.setHorizontalSpacing(SPACING)
        grid.setVerticalSpacing(SPACING)
        self.cards = []
        for i, info in enumerate(games):
            card = GameCard(info)
            card.play.connect(self.play)
            card.proceed.connect(self.proceed)
            grid.addWidget(card, i // COLUMNS, i % COLUMNS)
            self.cards.append(card)
        # the boxes and the title stay together in the middle of a large window
        column = QVBoxLayout()
        column.addLayout(top)
        column.addSpacing(4)
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

    def set_unfinished(self, games: dict[str, Unfinished]) -> None:
        """Offer "Continue" on the box of each game with an unfinished game kept."""
        for card in self.cards:
            card.set_unfinished(games.get(card.info.id))
        self._fit()

    def unfinished(self) -> list[str]:
        return [card.info.id for card in self.cards if card.unfinished is not None]

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:
        # Measured while hidden (a "Continue" line added under the table), the texts' heights
        # were not final: measure again once shown.
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Boxes as large as the window allows: as wide as three fit side by side, their
        covers as tall as lets every row fit the height (a tiny window scrolls)."""
        width, height = self.width(), self.height()  # the viewport without scroll bars
        left, _top, right, _bottom = PAGE_MARGINS
        card = (width - left - right - SPACING * (COLUMNS - 1)) // COLUMNS
        card = max(MIN_CARD_WIDTH, min(CARD_WIDTH, card))
        rows = math.ceil(len(self.cards) / COLUMNS)
        cover_height = COVER.height()
        excess = 0
        for _ in range(3):  # once to measure, again if a text wrapped differently
            for c in self.cards:
                c.set_size(card, cover_height)
                # The grid caches each box's size hint until the box's own layout has run
                # (an event later): without this the page was measured with the old covers.
                c.box.invalidate()
                c.updateGeometry()
            self.page_layout.activate()
            excess = self.page_layout.sizeHint().height() - height
            if excess <= 0:
                break
            shown = self.cards[0].cover.height()
            cover_height = max(MIN_COVER_HEIGHT, shown - math.ceil(excess / rows))
        # When everything fits, no scroll bar: one shown while the boxes were still being
        # measured (a "Continue" line just added) would otherwise take 14 px from the other
        # direction and keep both bars for good.
        wide = self.page_layout.sizeHint().width() <= width
        for bar, fits in (
            (self.setVerticalScrollBarPolicy, excess <= 0),
            (self.setHorizontalScrollBarPolicy, wide),
        ):
            bar(
                Qt.ScrollBarPolicy.ScrollBarAlwaysOff
                if fits
                else Qt.ScrollBarPolicy.ScrollBarAsNeeded
            )

    def retranslateUi(self) -> None:
        self.heading.setText(self.tr("Choose a game"))
        self.resume_button.setText(self.tr("&Back to the game in progress"))
