"""The scores after a round, and the final result with the winners."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import Retranslating

Sheet = tuple[str, list[str], list[list[str]]]  # title, column headers, rows

WINNER_BACKGROUND = QColor("#ffe9a8")  # a gold row, with dark text in any style
WINNER_TEXT = QColor("#2b2112")


def _scaled_font(widget: QWidget, factor: float, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * factor)
    font.setBold(bold)
    return font


class SheetTable(QTableWidget):
    """A read-only score table exactly as large as its cells (never a scroll bar)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFont(_scaled_font(self, 1.1))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def fill(
        self, headers: list[str], rows: list[list[str]], highlight: frozenset[int] | set[int]
    ) -> None:
        self.clear()
        self.setColumnCount(len(headers))
        self.setRowCount(len(rows))
        self.setHorizontalHeaderLabels(headers)
        bold = _scaled_font(self, 1.0, bold=True)
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                item = QTableWidgetItem(cell)
                if c > 0:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if r in highlight:
                    item.setBackground(WINNER_BACKGROUND)
                    item.setForeground(WINNER_TEXT)
                    item.setFont(bold)
                if c == len(row) - 1:  # the total matters most
                    item.setFont(bold)
                self.setItem(r, c, item)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.resizeColumnsToContents()
        self.resizeRowsToContents()
        widths = [max(self.columnWidth(c), 56) + 12 for c in range(len(headers))]
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for c, w in enumerate(widths):
            self.setColumnWidth(c, w)
        frame = 2 * self.frameWidth()
        self.setFixedSize(
            sum(widths) + frame,
            header.sizeHint().height() + frame + sum(self.rowHeight(r) for r in range(len(rows))),
        )

    def highlighted_rows(self) -> set[int]:
        return {
            r
            for r in range(self.rowCount())
            if (item := self.item(r, 0)) is not None
            and item.background().color() == WINNER_BACKGROUND
        }


class ScoreSheetDialog(Retranslating, QDialog):
    """Non-modal, so the table stays visible (and tests go on) while it is open.

    `build` (and `detail`, a second sheet shown below: the last round of a finished game) is
    called again on a language change: the sheet's words come from the table.  `highlight`
    names the rows drawn in gold (the winners, or a round's best scorers).
    """

    newGameRequested = Signal()
    reviewRequested = Signal()

    def __init__(
        self,
        build: Callable[[], Sheet],
        winners: Callable[[], str] | None = None,
        parent=None,
        detail: Callable[[], Sheet] | None = None,
        highlight: frozenset[int] | set[int] = frozenset(),
    ) -> None:
        super().__init__(parent)
        self.build, self.winners, self.detail = build, winners, detail
        self.highlight = set(highlight)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetFixedSize)
        layout.setSpacing(10)
        self.winner_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.winner_label.setFont(_scaled_font(self, 1.6, bold=True))
        self.winner_label.setWordWrap(True)
        self.winner_label.setVisible(winners is not None)
        layout.addWidget(self.winner_label)
        # the title inside too: a window manager may not show it, and it is the headline
        self.title_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title_label.setFont(_scaled_font(self, 1.3, bold=True))
        layout.addWidget(self.title_label)
        self.table = SheetTable()
        layout.addWidget(self.table, 0, Qt.AlignmentFlag.AlignHCenter)
        self.detail_label = QLabel()
        self.detail_label.setFont(_scaled_font(self, 1.1, bold=True))
        self.detail_table = SheetTable()
        for w in (self.detail_label, self.detail_table):
            w.setVisible(detail is not None)
        layout.addWidget(self.detail_label)
        layout.addWidget(self.detail_table, 0, Qt.AlignmentFlag.AlignHCenter)
        self.buttons = QDialogButtonBox()
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.new_button = QPushButton()
        self.review_button = QPushButton()  # the final sheet: where the game was lost
        if winners is not None:
            self.buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
            self.review_button.clicked.connect(self.reviewRequested)
            self.review_button.setAutoDefault(False)
            self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
            self.new_button.clicked.connect(self.newGameRequested)
            self.new_button.setAutoDefault(False)
        # Enter closes: a new game (which ends this one's table) is never a key press away
        self.close_button.setDefault(True)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        title, headers, rows = self.build()
        self.setWindowTitle(title)
        self.title_label.setText(title)
        self.table.fill(headers, rows, self.highlight)
        if self.detail is not None:
            detail_title, headers, rows = self.detail()
            self.detail_label.setText(detail_title)
            self.detail_table.fill(headers, rows, set())
        if self.winners is not None:
            self.winner_label.setText(self.winners())
        self.new_button.setText(self.tr("&New game"))
        self.review_button.setText(self.tr("&Review this game"))

    def place_over(self, window: QWidget) -> None:
        """Centred over the table, and never larger than the screen."""
        self.adjustSize()
        screen = (window.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        frame = window.frameGeometry()
        x = frame.x() + (frame.width() - self.width()) // 2
        y = frame.y() + (frame.height() - self.height()) // 2
        x = max(screen.left(), min(x, screen.right() - self.width()))
        y = max(screen.top(), min(y, screen.bottom() - self.height()))
        self.move(x, y)

    def cells(self) -> list[list[str]]:
        return [
            [
                item.text() if (item := self.table.item(r, c)) is not None else ""
                for c in range(self.table.columnCount())
            ]
            for r in range(self.table.rowCount())
        ]
