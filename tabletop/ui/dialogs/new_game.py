"""Setting up a game: who sits at the table, the deal's seed and the game's options."""

from __future__ import annotations

import random

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QPalette, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.game import GameInfo
from ...core.session import HUMAN, Seat
from ..i18n import Retranslating, render

KINDS = (HUMAN, "easy", "medium", "hard", "expert")
# Default names of computer players: proper names, the same in every language.
# One per seat after the first, up to 9 seats (Karthedis).
AI_NAMES = ("Ada", "Bruno", "Chiara", "Dmitri", "Eun-ji", "Farah", "Gustav", "Hana")
SEED_LIMIT = 2**48


def random_seed() -> int:
    return random.randrange(SEED_LIMIT)


class NewGameDialog(Retranslating, QDialog):
    def __init__(self, info: GameInfo, last_setup: dict | None = None, parent=None) -> None:
        super().__init__(parent)
        self.info = info
        last = last_setup if isinstance(last_setup, dict) else {}
        layout = QVBoxLayout(self)
        # the game by its name: the window's title may not show
        self.heading = QLabel(info.name)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.heading.setFont(font)
        columns = QHBoxLayout()  # the game, its seats and seed | the game's options
        left = QVBoxLayout()
        left.addWidget(self.heading)  # in the column the options do not fill: no taller
        columns.addLayout(left)
        layout.addLayout(columns)

        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.count_label = QLabel()
        self.count = QSpinBox()
        self.count.setRange(info.min_seats, info.max_seats)
        self.count_label.setBuddy(self.count)
        grid.addWidget(self.count_label, 0, 0)
        grid.addWidget(self.count, 0, 1)
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox]] = []
        seats = last.get("seats")
        saved: list = seats if isinstance(seats, list) else []
        for i in range(info.max_seats):
            label, name, kind = QLabel(), QLineEdit(), QComboBox()
            name.setMaxLength(24)
            kind.addItems([""] * len(KINDS))
            kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            entry = saved[i] if i < len(saved) and isinstance(saved[i], dict) else {}
            name.setText(str(entry.get("name", "" if i == 0 else AI_NAMES[i - 1])))
            wanted = entry.get("kind", HUMAN if i == 0 else "medium")
            kind.setCurrentIndex(KINDS.index(wanted) if wanted in KINDS else 2)
            kind.currentIndexChanged.connect(
                lambda k, box=kind: box.setToolTip(box.itemData(k, Qt.ItemDataRole.ToolTipRole))
            )
            label.setBuddy(name)
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            self.rows.append((label, name, kind))
        left.addWidget(self.seats_box)

        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)  # the long label above
        self.seed_label = QLabel()
        seed_row = QWidget()
        seed_layout = QHBoxLayout(seed_row)
        seed_layout.setContentsMargins(0, 0, 0, 0)
        self.seed = QLineEdit(str(random_seed()))
        self.seed.setMinimumWidth(self.seed.fontMetrics().horizontalAdvance("0" * 17))
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,15}"), self))
        self.reseed = QPushButton()
        self.reseed.clicked.connect(lambda: self.seed.setText(str(random_seed())))
        seed_layout.addWidget(self.seed, 1)
        seed_layout.addWidget(self.reseed)
        self.seed_label.setBuddy(self.seed)
        form.addRow(self.seed_label, seed_row)
        left.addLayout(form)
        left.addStretch(1)
        self.options_box = QGroupBox()
        self._build_options(info, last)
        columns.addWidget(self.options_box, 1)
        self.options_box.setVisible(bool(info.options))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.count.valueChanged.connect(self._show_rows)
        count = last.get("count")
        self.count.setValue(count if isinstance(count, int) else min(4, info.max_seats))
        self._show_rows(self.count.value())
        self.retranslateUi()

    def _build_options(self, info: GameInfo, last: dict) -> None:
        """Each option with a line on what it does below it.  A check box carries its own
        label, so the two never drift apart; a choice has its label just before it."""
        column = QVBoxLayout(self.options_box)
        self.option_widgets: dict[str, QCheckBox | QComboBox] = {}
        self.option_labels: dict[str, QCheckBox | QLabel] = {}
        self.option_help: dict[str, QLabel] = {}
        options = last.get("options")
        saved: dict = options if isinstance(options, dict) else {}
        indent = QCheckBox().sizeHint().width()  # help lines start under the label text
        for opt in info.options:
            value = saved.get(opt.key, opt.default)
            if opt.choices:
                combo = QComboBox()
                combo.addItems([""] * len(opt.choices))
                keys = [c[0] for c in opt.choices]
                combo.setCurrentIndex(
                    keys.index(value)
                    if value in keys
                    else keys.index(opt.default)
                    if opt.default in keys
                    else 0
                )
                label = QLabel()
                label.setBuddy(combo)
                line = QHBoxLayout()
                line.addWidget(label)
                line.addWidget(combo)
                line.addStretch(1)
                column.addLayout(line)
                self.option_widgets[opt.key], self.option_labels[opt.key] = combo, label
            else:
                box = QCheckBox()
                box.setChecked(bool(value))
                column.addWidget(box)
                self.option_widgets[opt.key] = self.option_labels[opt.key] = box
            help_label = QLabel()
            help_label.setWordWrap(True)
            help_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            help_label.setContentsMargins(indent, 0, 0, 2)
            help_label.setVisible(opt.help is not None)
            column.addWidget(help_label)
            self.option_help[opt.key] = help_label
        column.addStretch(1)

    def _show_rows(self, n: int) -> None:
        for i, row in enumerate(self.rows):
            for w in row:
                w.setVisible(i < n)
        self._fit()

    def _fit(self) -> None:
        """As big as the contents ask, within the screen (adjustSize would stop at two thirds
        of it and squeeze the seats on a small screen)."""
        layout = self.layout()
        if layout is not None:
            layout.activate()  # measure the current texts, not cached sizes
        hint = self.sizeHint()
        screen = self.screen().availableGeometry()
        self.resize(min(hint.width(), screen.width()), min(hint.height(), screen.height()))

    def _expert_is_hard(self) -> bool:
        """A game whose paired games showed no gain from a longer search (Stock Round)."""
        ai = self.info.ai
        return ai is not None and 0 < ai.expert_iterations == ai.hard_iterations

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("New game of {game}").format(game=self.info.name))
        self.seats_box.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("&Number of players:"))
        kind_names = (
            self.tr("Human"),
            self.tr("Computer: easy"),
            self.tr("Computer: medium"),
            self.tr("Computer: hard"),
            self.tr("Computer: expert"),
        )
        # what each choice means, on the list's items and on the box showing the choice
        kind_tips = (
            self.tr("You play this seat."),
            self.tr("Plays sensible moves at once and sometimes misjudges close ones."),
            self.tr("Looks a few moves ahead before each move."),
            self.tr("Tries out many continuations before each move, in under a second."),
            self.tr(
                "Hard's search for about three seconds a move: the strongest opponent. "
                "You see when it is thinking."
            )
            if not self._expert_is_hard()
            else self.tr("Plays as Hard does: in this game a longer search did not play better."),
        )
        for i, (label, name, kind) in enumerate(self.rows):
            label.setText(self.tr("Seat &{n}:").format(n=i + 1))
            name.setPlaceholderText(self.tr("Player {n}").format(n=i + 1))
            for k, text in enumerate(kind_names):
                kind.setItemText(k, text)
                kind.setItemData(k, kind_tips[k], Qt.ItemDataRole.ToolTipRole)
            kind.setToolTip(kind_tips[kind.currentIndex()])
        self.seed_label.setText(render(self.info.seed_label))  # in the game's own pieces
        self.reseed.setText(self.tr("New &seed"))
        self.options_box.setTitle(self.tr("Options"))
        for opt in self.info.options:
            words = render(opt.label).replace("&", "&&")
            w = self.option_widgets[opt.key]
            self.option_labels[opt.key].setText(
                words if isinstance(w, QCheckBox) else self.tr("{option}:").format(option=words)
            )
            if isinstance(w, QComboBox):
                for k, (_, choice) in enumerate(opt.choices):
                    w.setItemText(k, render(choice))
            for widget in (w, self.option_labels[opt.key], self.option_help[opt.key]):
                widget.setToolTip(render(opt.help))
        # help lines as wide as the widest option (at least 60 characters): fewer lines
        widest = max(
            [self.option_labels[o.key].sizeHint().width() for o in self.info.options]
            + [self.options_box.fontMetrics().averageCharWidth() * 60]
        )
        for opt in self.info.options:
            self._set_help(self.option_help[opt.key], render(opt.help), widest)
        self._fit()

    @staticmethod
    def _set_help(label: QLabel, text: str, width: int) -> None:
        """A wrapped line as tall as its text needs: a dialog's layout sizes word-wrapped
        labels by their one-line hint, which would cut the second line off."""
        label.setText(text)
        label.setFixedWidth(width)
        label.setFixedHeight(label.heightForWidth(width))

    # --- the result ------------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        seats = []
        for _, name, kind in self.rows[: self.count.value()]:
            # a seat left unnamed stays so: "Player 1" is shown in the language of the moment
            seats.append(Seat(name.text().strip(), KINDS[kind.currentIndex()]))
        return seats

    def seed_value(self) -> int:
        text = self.seed.text()
        return int(text) if text else 0

    def options(self) -> dict:
        values = {}
        for opt in self.info.options:
            w = self.option_widgets[opt.key]
            values[opt.key] = (
                opt.choices[w.currentIndex()][0] if isinstance(w, QComboBox) else w.isChecked()
            )
        return values

    def setup_json(self) -> dict:
        """What the next new-game dialog starts from."""
        return {
            "count": self.count.value(),
            "options": self.options(),
            "seats": [
                {"name": n.text().strip(), "kind": KINDS[k.currentIndex()]} for _, n, k in self.rows
            ],
        }
