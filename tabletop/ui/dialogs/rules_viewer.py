"""The rules reference of a game, in the interface language when it is written."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from ..i18n import current_language, Retranslating
from ...core.game import GameInfo
from ...paths import docs_dir


def rules_file(game_id: str, lang: str) -> Path | None:
    """docs/rules/<game>.<lang>.md, falling back to English."""
    for candidate in (lang, "en"):
        path = docs_dir() / "rules" / f"{game_id}.{candidate}.md"
        if path.is_file():
            return path
    return None


class RulesViewer(Retranslating, QDialog):
    def __init__(self, info: GameInfo, parent=None) -> None:
        super().__init__(parent)
        self.info = info
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 600)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Rules of {game}").format(game=self.info.name))
        path = rules_file(self.info.id, current_language())
        if path is None:
            self.browser.setPlainText(
                self.tr("The rules of {game} are not installed.").format(game=self.info.name))
            return
        self.browser.setSearchPaths([str(path.parent)])   # images beside the rules
        self.browser.setMarkdown(path.read_text(encoding="utf-8"))
