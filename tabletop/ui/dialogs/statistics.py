"""Game > Statistics: per game and opponent level, what the player won, lost and scored."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.statistics import MIXED, Record, Statistics
from ...games import registry
from ..i18n import Retranslating

LEVEL_ORDER = ("easy", "medium", "hard", "expert", "random", MIXED)


def _number(value: float | None) -> str:
    return "–" if value is None else f"{round(value, 1):g}"


class StatisticsDialog(Retranslating, QDialog):
    resetRequested = Signal()

    def __init__(
        self,
        statistics: Statistics,
        parent: QWidget | None = None,
        in_progress: dict[tuple[str, str], int] | None = None,
    ) -> None:
        super().__init__(parent)
        self.statistics = statistics
        # (game, opponent level) -> the games of that kind the chooser can continue
        self.in_progress = dict(in_progress or {})
        self.confirm: QMessageBox | None = None
        layout = QVBoxLayout(self)
        self.intro = QLabel(wordWrap=True)
        layout.addWidget(self.intro)
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table)
        self.empty = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.empty)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton()
        self.reset_button.setAutoDefault(False)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
        self.buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.ask_reset)
        layout.addWidget(self.buttons)
        self.retranslateUi()

    def rows(self) -> list[list[str]]:
        """One row per game and opponent level, in the registry's and the levels' order."""
        names = self._level_names()
        rows = []
        for game, info in registry().items():
            levels = dict(self.statistics.records.get(game, {}))
            for g, level in self.in_progress:
                if g == game:
                    levels.setdefault(level, Record())
            for level in sorted(levels, key=lambda k: (*LEVEL_ORDER, k).index(k)):
                r: Record = levels[level]
                unfinished = r.unfinished + self.in_progress.get((game, level), 0)
                rate = f"{100 * r.won / r.played:.0f} %" if r.played else "–"
                rows.append(
                    [
                        info.name,
                        names.get(level, level),
                        str(r.played),
                        str(r.won),
                        str(r.lost),
                        str(unfinished),
                        rate,
                        _number(r.best),
                        _number(r.average),
                        str(r.streak),
                        str(r.longest),
                    ]
                )
        return rows

    def _level_names(self) -> dict[str, str]:
        return {
            "easy": self.tr("Easy"),
            "medium": self.tr("Medium"),
            "hard": self.tr("Hard"),
            "expert": self.tr("Expert"),
            "random": self.tr("Random"),
            MIXED: self.tr("Mixed levels"),
        }

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.intro.setText(
            self.tr(
                "Your games against the computer, counted once each when they end. A game given "
                "up (a new game started over it) counts as lost; a game not yet ended is "
                "unfinished. Hot-seat games are not counted."
            )
        )
        headers = [
            self.tr("Game"),
            self.tr("Opponents"),
            self.tr("Played"),
            self.tr("Won"),
            self.tr("Lost"),
            self.tr("Unfinished"),
            self.tr("Won %"),
            self.tr("Best score"),
            self.tr("Average score"),
            self.tr("Winning streak"),
            self.tr("Longest streak"),
        ]
        rows = self.rows()
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setRowCount(len(rows))
        self.table.setHorizontalHeaderLabels(headers)
        unfinished = self.table.horizontalHeaderItem(headers.index(self.tr("Unfinished")))
        assert unfinished is not None  # the labels just set made every header item
        unfinished.setToolTip(
            self.tr(
                "Games not yet ended: the one you can continue, and any whose autosave could "
                "not be restored (the file was kept aside, as the message at the start said)."
            )
        )
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                item = QTableWidgetItem(cell)
                if c > 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(r, c, item)
        self.table.setVisible(bool(rows))
        self.empty.setText(self.tr("No game has been counted yet."))
        self.empty.setVisible(not rows)
        self.reset_button.setText(self.tr("&Reset…"))
        self.reset_button.setEnabled(bool(rows))
        self._fit()

    def _fit(self) -> None:
        """As wide as the table, so no column hides behind a scroll bar."""
        self.table.resizeColumnsToContents()
        width = sum(self.table.columnWidth(c) for c in range(self.table.columnCount()))
        height = self.table.horizontalHeader().height() + sum(
            self.table.rowHeight(r) for r in range(self.table.rowCount())
        )
        frame = 2 * self.table.frameWidth()
        self.table.setMinimumSize(width + frame, min(height + frame, 420))
        self.intro.setMaximumWidth(max(width + frame, 420))
        self.adjustSize()

    def ask_reset(self) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Statistics"),
            self.tr("Forget all your statistics? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.accepted.connect(self._reset)
        self.confirm = box
        box.open()

    def _reset(self) -> None:
        self.resetRequested.emit()
        self.retranslateUi()
