"""The review's side panel (whose seat, accuracy, the chart, the decisions, the one shown in
words, the buttons) and its progress page.  Widgets only: window.py fills them."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import Mark, Reviewed
from .chart import ShareChart
from .words import headline

ROW_TINTS = {  # a marked row: light enough for dark text in any style
    Mark.INACCURACY: QColor("#fff3c4"),
    Mark.MISTAKE: QColor("#ffe0c2"),
    Mark.BLUNDER: QColor("#f9cfcf"),
}
ROW_TEXT = QColor("#1d1d1d")
CLOSE_CALL = QColor("#e3e7ee")


class WrappedLabel(QLabel):
    """A wrapped label as tall as its text needs at the panel's fixed width: never cut, and
    never the taller guess QLabel makes at a narrower width (which grew the window)."""

    WIDTH = 358  # SidePanel.WIDTH less its margins

    def _need(self) -> QSize:
        if not self.text():
            return QSize(0, 0)
        return QSize(self.WIDTH, self.heightForWidth(self.WIDTH))

    def sizeHint(self) -> QSize:
        return self._need()

    def minimumSizeHint(self) -> QSize:
        return self._need()


def wrapped(bold: bool = False) -> QLabel:
    label = WrappedLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
    if bold:
        font = QFont(label.font())
        font.setBold(True)
        label.setFont(font)
    return label


class DecisionList(QListWidget):
    """Every decision of the seat, in game order; the highlighted ones tinted by their mark."""

    def fill(self, decisions: list[Reviewed], highlighted: list[Reviewed]) -> None:
        self.blockSignals(True)
        self.clear()
        bold = QFont(self.font())
        bold.setBold(True)
        for d in decisions:
            item = QListWidgetItem(headline(d))
            item.setData(Qt.ItemDataRole.UserRole, d.number)
            if d in highlighted and d.mark is not None:
                item.setBackground(QBrush(ROW_TINTS[d.mark]))
                item.setForeground(QBrush(ROW_TEXT))
                item.setFont(bold)
            elif d.close_call:
                item.setBackground(QBrush(CLOSE_CALL))
                item.setForeground(QBrush(ROW_TEXT))
            self.addItem(item)
        self.blockSignals(False)

    def relabel(self, decisions: list[Reviewed]) -> None:
        for row, d in enumerate(decisions):
            item = self.item(row)
            if item is not None:
                item.setText(headline(d))


class SidePanel(QWidget):
    WIDTH = WrappedLabel.WIDTH + 12

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedWidth(self.WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        seat_row = QHBoxLayout()
        self.seat_label = QLabel()
        self.seats = QComboBox()
        self.seat_label.setBuddy(self.seats)
        seat_row.addWidget(self.seat_label)
        seat_row.addWidget(self.seats, 1)
        layout.addLayout(seat_row)
        self.accuracy = wrapped(bold=True)
        layout.addWidget(self.accuracy)
        self.chart = ShareChart()
        layout.addWidget(self.chart)
        self.list_label = QLabel()
        layout.addWidget(self.list_label)
        self.decisions = DecisionList()
        self.decisions.setMinimumHeight(70)
        self.list_label.setBuddy(self.decisions)
        layout.addWidget(self.decisions, 1)
        self.title = wrapped(bold=True)
        self.played = wrapped()
        self.better = wrapped()
        self.reason = wrapped()
        self.legend = wrapped()
        font = QFont(self.legend.font())
        font.setItalic(True)
        self.legend.setFont(font)
        for label in (self.title, self.played, self.better, self.reason, self.legend):
            layout.addWidget(label)
        steps = QHBoxLayout()
        self.previous = QPushButton("←")
        self.next = QPushButton("→")
        for b in (self.previous, self.next):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            steps.addWidget(b)
        layout.addLayout(steps)
        self.retry = QPushButton()
        self.play_on = QPushButton()
        layout.addWidget(self.retry)
        layout.addWidget(self.play_on)


class ProgressPage(QWidget):
    """While the review runs: how far it is, and Cancel."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = wrapped(bold=True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # busy until the first decision is counted
        self.cancel = QPushButton()
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.cancel)
        row.addStretch(1)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addLayout(row)
        layout.addStretch(1)
        layout.setContentsMargins(120, 20, 120, 20)
