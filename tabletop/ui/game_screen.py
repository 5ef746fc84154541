"""The game screen: the table scaled to fit, beside it the scoreboard and the game log."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGraphicsScene,
    QGraphicsView,
    QHeaderView,
    QLabel,
    QListView,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.game import LogEntry
from ..core.session import Seat
from ..core.text import Text
from .coach import Coach
from .feedback import HINT, NOTE, REFUSED, FeedbackBar
from .i18n import Retranslating, render, seat_name

SEAT_ARGS = frozenset({"player", "seller"})


def with_names(text: Text, names: list[str]) -> Text:
    """The message with its seat arguments (`player`, `seller`: seat indices) replaced by the
    seats' names."""
    args = []
    for key, value in text.args:
        if isinstance(value, Text):
            value = with_names(value, names)
        elif key in SEAT_ARGS and isinstance(value, int) and 0 <= value < len(names):
            value = names[value]
        args.append((key, value))
    return Text(text.context, text.source, tuple(args))


class LogModel(QAbstractListModel):
    """The game log as the viewing seat may read it, rendered in the current language.

    A move usually adds lines at the end: those are inserted, and each line is rendered once
    per language, so a long game's log costs a move no more than a short one's (a reset
    re-rendered and re-wrapped every line, which grew with every move)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._texts: list[Text] = []
        self._why: list[Text | None] = []  # per line: why the computer made that move
        self._names: list[str] = []
        self._shown: dict[int, str] = {}  # rendered lines, by row, in the current language

    def set_log(
        self,
        entries: list[LogEntry],
        seat: int | None,
        names: list[str],
        reasons: dict[int, Text] | None = None,
    ) -> None:
        """The log as `seat` reads it; `reasons` (by entry index) are the computer moves'
        reasons, shown on hover (the tooltip)."""
        lines = [(e.text_for(seat), (reasons or {}).get(i)) for i, e in enumerate(entries)]
        texts = [t for t, _ in lines if t is not None]
        why = [w for t, w in lines if t is not None]
        old = len(self._texts)
        if (
            len(texts) >= old
            and list(names) == self._names
            and texts[:old] == self._texts
            and why[:old] == self._why
        ):  # the same log, longer: only the new lines arrive
            if len(texts) > old:
                self.beginInsertRows(QModelIndex(), old, len(texts) - 1)
                self._texts, self._why = texts, why
                self.endInsertRows()
            return
        self.beginResetModel()  # undone, loaded, another seat's view, renamed: anew
        self._names = list(names)
        self._texts, self._why = texts, why
        self._shown = {}
        self.endResetModel()

    def relabel(self) -> None:
        """Re-render every line after a language switch."""
        self._shown = {}
        if self._texts:
            self.dataChanged.emit(self.index(0), self.index(len(self._texts) - 1))

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self._texts)

    def data(
        self,
        index: QModelIndex | QPersistentModelIndex,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if not index.isValid() or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return None
        row = index.row()
        line = self._shown.get(row)
        if line is None:
            line = self._shown[row] = render(with_names(self._texts[row], self._names))
        why = self._why[row] if role == Qt.ItemDataRole.ToolTipRole else None
        if why is None:
            return line
        return f"{line}\n{render(with_names(why, self._names))}"

    def reason(self, row: int) -> str:
        """Why the computer made the move of this line ("" for a human's or none)."""
        why = self._why[row] if 0 <= row < len(self._why) else None
        return render(with_names(why, self._names)) if why is not None else ""

    def lines(self) -> list[str]:
        return [self.data(self.index(i)) for i in range(self.rowCount())]


class Scoreboard(Retranslating, QTableWidget):
    COLUMNS = 3  # player, score, status

    def __init__(self, parent=None) -> None:
        super().__init__(0, self.COLUMNS, parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        # rows as tall as their text needs: nine seats fit beside the table at 700 pixels
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._full = self._least = 0
        self._last: tuple = ()
        self.retranslateUi()

    def show_seats(
        self, seats: list[Seat], scores: list[float], to_act: int | None, thinking: int
    ) -> None:
        self._last = (seats, scores, to_act, thinking)
        kind_names = {
            "human": self.tr("Human"),
            "random": self.tr("Computer: random"),
            "easy": self.tr("Computer: easy"),
            "medium": self.tr("Computer: medium"),
            "hard": self.tr("Computer: hard"),
            "expert": self.tr("Computer: expert"),
        }
        self.setRowCount(len(seats))
        bold = QFont(self.font())
        bold.setBold(True)
        for row, seat in enumerate(seats):
            status = (
                self.tr("thinking…")
                if row == thinking
                else self.tr("to play")
                if row == to_act
                else ""
            )
            score = scores[row] if row < len(scores) else None
            # a score the viewer may not see (hidden money) is NaN: shown as "?"
            shown = "" if score is None else "?" if score != score else f"{score:g}"
            cells = (seat_name(seat.name, row), shown, status)
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(kind_names.get(seat.kind, seat.kind))
                if row == to_act:
                    item.setFont(bold)
                if col == 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.setItem(row, col, item)
        # every row when there is room; squeezed (nine seats and the coach at 700 pixels), it
        # scrolls rather than push the side panel's parts over each other or grow the window
        rows = [self.rowHeight(r) for r in range(len(seats))]
        self._full = self.horizontalHeader().height() + sum(rows) + 4
        self._least = self.horizontalHeader().height() + sum(rows[:3]) + 4
        self.setMaximumHeight(self._full)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._full)

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self._least)

    def retranslateUi(self) -> None:
        self.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Score"), ""])
        if self._last:
            self.show_seats(*self._last)


class TableView(QGraphicsView):
    """Shows the whole table at any window size, keeping its proportions."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(QColor("#0f2a1e"))  # the floor around the felt
        self.setMinimumSize(480, 320)

    def setScene(self, scene: QGraphicsScene | None) -> None:
        old = self.scene()
        if old is not None:
            try:
                old.sceneRectChanged.disconnect(self.fit)
            except (RuntimeError, TypeError):
                pass
        super().setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self.fit)
        self.fit()

    def fit(self, *_args) -> None:
        if self.scene() is not None:
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()


def table_column(view: QWidget, feedback: QWidget) -> QWidget:
    """The table with its feedback line under it (never over it): the game screen's and the
    review's."""
    column = QWidget()
    layout = QVBoxLayout(column)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    layout.addWidget(view, 1)
    layout.addWidget(feedback)
    return column


class GameScreen(Retranslating, QSplitter):
    """The table (with the feedback line under it) and the side panel: players, the coach in
    practice mode, the log.  The side panel gives way first: it takes only the width the
    table, scaled to the height it has, cannot use (between SIDE_MIN and SIDE_MAX)."""

    SIDE_MIN, SIDE_MAX = 200, 420

    def __init__(self, parent=None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.view = TableView()
        self.feedback = FeedbackBar()
        table_side = table_column(self.view, self.feedback)
        side = QWidget()
        layout = QVBoxLayout(side)
        layout.setContentsMargins(6, 6, 6, 6)
        self.players_label = QLabel()
        self.scoreboard = Scoreboard()
        self.coach = Coach()
        self.coach.hide()  # practice mode shows it
        self.log_label = QLabel()
        self.log_model = LogModel(self)
        self.log_view = QListView()
        self.log_view.setModel(self.log_model)
        self.log_view.setWordWrap(True)
        self.log_view.setUniformItemSizes(False)
        self.log_view.setAlternatingRowColors(True)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_model.modelReset.connect(self.log_view.scrollToBottom)
        self.log_model.rowsInserted.connect(self._show_newest_line)
        # a computer's line says why on a click or Enter too (a tooltip needs a hovering mouse)
        self.log_view.clicked.connect(self._say_why)
        self.log_view.activated.connect(self._say_why)
        self.players_label.setBuddy(self.scoreboard)
        self.log_label.setBuddy(self.log_view)
        layout.addWidget(self.players_label)
        layout.addWidget(self.scoreboard)
        layout.addWidget(self.coach)
        layout.addWidget(self.log_label)
        layout.addWidget(self.log_view, 1)
        side.setMinimumWidth(self.SIDE_MIN)
        self.side = side
        self.addWidget(table_side)
        self.addWidget(side)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 0)
        self.setSizes([1100, 250])
        self.setChildrenCollapsible(False)
        self._user_sized = False  # once the player drags the handle, it stays theirs
        self.splitterMoved.connect(self._on_moved)
        self.retranslateUi()

    # --- what the window says ----------------------------------------------------------------
    def refused(self, text: str) -> None:
        self.feedback.say(REFUSED, text)
        self.coach.show_refusal(text)

    def hinted(self, text: str) -> None:
        self.feedback.say(HINT, self.tr("Hint: {reason}").format(reason=text))
        self.coach.show_hint(text)

    def note(self, text: str, detail: str = "") -> None:
        self.feedback.say(NOTE, text, detail)

    def _say_why(self, index: QModelIndex) -> None:
        why = self.log_model.reason(index.row())
        if why:
            self.feedback.say(NOTE, why)

    def new_position(self) -> None:
        """What was said about the position before (a refusal, a hint) is stale now."""
        self.feedback.clear()
        self.coach.forget_notes()

    # --- sizes -------------------------------------------------------------------------------
    def _on_moved(self, *_args) -> None:
        self._user_sized = True

    def side_width_for(self, width: int, height: int) -> int:
        """The side panel's width: what the table, fitted to `height`, leaves of `width`."""
        scene = self.view.scene()
        ratio = scene.sceneRect().width() / scene.sceneRect().height() if scene else 1280 / 760
        # the feedback line's reserved two lines (its height in passing may be anything)
        line = self.feedback.label.minimumHeight() + 2 * self.feedback.frameWidth() + 8
        table = int((height - line) * ratio)
        spare = width - self.handleWidth() - table
        return max(self.SIDE_MIN, min(self.SIDE_MAX, spare))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if not self._user_sized and self.width() > 0:
            side = self.side_width_for(self.width(), self.height())
            self.setSizes([self.width() - side - self.handleWidth(), side])

    def _show_newest_line(self) -> None:
        # the new rows are laid out now (not after this slot), so the bottom is theirs
        self.log_view.doItemsLayout()
        self.log_view.scrollToBottom()

    def retranslateUi(self) -> None:
        self.players_label.setText(self.tr("&Players"))
        self.log_label.setText(self.tr("Game &log"))
        self.log_model.relabel()
        # what was said in the old language is gone rather than left untranslated
        self.feedback.clear()
        self.coach.forget_notes()
        # lines change height in the new language: keep the newest one in sight
        self.log_view.doItemsLayout()
        self.log_view.scrollToBottom()
