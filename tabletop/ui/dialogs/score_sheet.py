"""The scores after a round, and the final result with the winners."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout)

Sheet = tuple[str, list[str], list[list[str]]]   # title, column headers, rows


class ScoreSheetDialog(QDialog):
    """Non-modal, so the table stays visible (and tests go on) while it is open.

    `build` is called again on a language change: the sheet's words come from the table.
    """
    newGameRequested = Signal()

    def __init__(self, build: Callable[[], Sheet], winners: Callable[[], str] | None = None,
                 parent=None) -> None:
        super().__init__(parent)
        self.build, self.winners = build, winners
        layout = QVBoxLayout(self)
        self.winner_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.winner_label.setFont(font)
        self.winner_label.setWordWrap(True)
        self.winner_label.setVisible(winners is not None)
        layout.addWidget(self.winner_label)
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.table)
        self.buttons = QDialogButtonBox()
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.new_button = QPushButton()
        if winners is not None:
            self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
            self.new_button.clicked.connect(self.newGameRequested)
            self.new_button.setDefault(True)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        title, headers, rows = self.build()
        self.setWindowTitle(title)
        self.table.setColumnCount(len(headers))
        self.table.setRowCount(len(rows))
        self.table.setHorizontalHeaderLabels(headers)
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                item = QTableWidgetItem(cell)
                if c > 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        header = self.table.horizontalHeader()
        self.table.setFixedHeight(header.sizeHint().height() + 2 * self.table.frameWidth()
                                  + sum(self.table.rowHeight(r) for r in range(len(rows))))
        self.table.setMinimumWidth(max(420, 90 * len(headers)))
        if self.winners is not None:
            self.winner_label.setText(self.winners())
        self.new_button.setText(self.tr("&New game"))

    def cells(self) -> list[list[str]]:
        return [[self.table.item(r, c).text() for c in range(self.table.columnCount())]
                for r in range(self.table.rowCount())]
