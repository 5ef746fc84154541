"""Language, animation speed and practice mode."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
)

from ..i18n import Retranslating
from ..settings import LANGUAGE_NAMES, LANGUAGES, SPEEDS, Settings


class SettingsDialog(Retranslating, QDialog):
    def __init__(self, settings: Settings, parent=None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language_label, self.language = QLabel(), QComboBox()
        for lang in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[lang], lang)
        self.language.setCurrentIndex(LANGUAGES.index(settings.ui_language()))
        self.speed_label, self.speed = QLabel(), QComboBox()
        self.speed.addItems([""] * len(SPEEDS))
        self.speed.setCurrentIndex(SPEEDS.index(settings.animation))
        self.practice = QCheckBox()
        self.practice.setChecked(settings.practice)
        self.language_label.setBuddy(self.language)
        self.speed_label.setBuddy(self.speed)
        form.addRow(self.language_label, self.language)
        form.addRow(self.speed_label, self.speed)
        form.addRow(self.practice)
        layout.addLayout(form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("&Language:"))
        self.speed_label.setText(self.tr("&Animation speed:"))
        for i, text in enumerate(
            (self.tr("Off"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow"))
        ):
            self.speed.setItemText(i, text)
        self.practice.setText(self.tr("&Practice mode in new games (show where cards may go)"))

    def apply_to(self, settings: Settings) -> None:
        settings.language = self.language.currentData()
        settings.animation = SPEEDS[self.speed.currentIndex()]
        settings.practice = self.practice.isChecked()
