"""Setting up a game: who sits at the table, the deal's seed and the game's options."""
from __future__ import annotations

import random

from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
                               QPushButton, QSpinBox, QVBoxLayout, QWidget)

from ..i18n import render, Retranslating
from ...core.game import GameInfo
from ...core.session import HUMAN, Seat

KINDS = (HUMAN, "easy", "medium", "hard")
# Default names of computer players: proper names, the same in every language.
AI_NAMES = ("Ada", "Bruno", "Chiara", "Dmitri", "Eun-ji", "Farah")
SEED_LIMIT = 2 ** 48


def random_seed() -> int:
    return random.randrange(SEED_LIMIT)


class NewGameDialog(Retranslating, QDialog):
    def __init__(self, info: GameInfo, last_setup: dict | None = None, parent=None) -> None:
        super().__init__(parent)
        self.info = info
        last = last_setup if isinstance(last_setup, dict) else {}
        layout = QVBoxLayout(self)

        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.count_label = QLabel()
        self.count = QSpinBox()
        self.count.setRange(info.min_seats, info.max_seats)
        self.count_label.setBuddy(self.count)
        grid.addWidget(self.count_label, 0, 0)
        grid.addWidget(self.count, 0, 1)
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox]] = []
        saved = last.get("seats") if isinstance(last.get("seats"), list) else []
        for i in range(info.max_seats):
            label, name, kind = QLabel(), QLineEdit(), QComboBox()
            name.setMaxLength(24)
            kind.addItems([""] * len(KINDS))
            kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            entry = saved[i] if i < len(saved) and isinstance(saved[i], dict) else {}
            name.setText(str(entry.get("name", "" if i == 0 else AI_NAMES[i - 1])))
            wanted = entry.get("kind", HUMAN if i == 0 else "medium")
            kind.setCurrentIndex(KINDS.index(wanted) if wanted in KINDS else 2)
            label.setBuddy(name)
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            self.rows.append((label, name, kind))
        layout.addWidget(self.seats_box)

        form = QFormLayout()
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
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}
        saved_options = last.get("options") if isinstance(last.get("options"), dict) else {}
        for opt in info.options:
            value = saved_options.get(opt.key, opt.default)
            if opt.choices:
                w = QComboBox()
                w.addItems([""] * len(opt.choices))
                keys = [c[0] for c in opt.choices]
                w.setCurrentIndex(keys.index(value) if value in keys else keys.index(opt.default)
                                  if opt.default in keys else 0)
            else:
                w = QCheckBox()
                w.setChecked(bool(value))
            label = QLabel()
            label.setBuddy(w)
            self.option_widgets[opt.key], self.option_labels[opt.key] = w, label
            form.addRow(label, w)
        layout.addLayout(form)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.count.valueChanged.connect(self._show_rows)
        count = last.get("count")
        self.count.setValue(count if isinstance(count, int) else min(4, info.max_seats))
        self._show_rows(self.count.value())
        self.retranslateUi()

    def _show_rows(self, n: int) -> None:
        for i, row in enumerate(self.rows):
            for w in row:
                w.setVisible(i < n)
        self.adjustSize()

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("New game of {game}").format(game=self.info.name))
        self.seats_box.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("&Number of players:"))
        kind_names = (self.tr("Human"), self.tr("Computer: easy"), self.tr("Computer: medium"),
                      self.tr("Computer: hard"))
        for i, (label, name, kind) in enumerate(self.rows):
            label.setText(self.tr("Seat &{n}:").format(n=i + 1))
            name.setPlaceholderText(self.tr("Player {n}").format(n=i + 1))
            for k, text in enumerate(kind_names):
                kind.setItemText(k, text)
        self.seed_label.setText(self.tr("&Seed (the same seed deals the same cards):"))
        self.reseed.setText(self.tr("New &seed"))
        for opt in self.info.options:
            self.option_labels[opt.key].setText(render(opt.label).replace("&", "&&"))
            w = self.option_widgets[opt.key]
            if isinstance(w, QComboBox):
                for k, (_, text) in enumerate(opt.choices):
                    w.setItemText(k, render(text))

    # --- the result ------------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        seats = []
        for i, (_, name, kind) in enumerate(self.rows[:self.count.value()]):
            text = name.text().strip() or name.placeholderText()
            seats.append(Seat(text, KINDS[kind.currentIndex()]))
        return seats

    def seed_value(self) -> int:
        text = self.seed.text()
        return int(text) if text else 0

    def options(self) -> dict:
        values = {}
        for opt in self.info.options:
            w = self.option_widgets[opt.key]
            values[opt.key] = (opt.choices[w.currentIndex()][0] if isinstance(w, QComboBox)
                               else w.isChecked())
        return values

    def setup_json(self) -> dict:
        """What the next new-game dialog starts from."""
        return {"count": self.count.value(), "options": self.options(),
                "seats": [{"name": n.text().strip(), "kind": KINDS[k.currentIndex()]}
                          for _, n, k in self.rows]}
