"""The rules reference of a game, in the interface language when it is written.

The pages mark sections with `<a id="..."></a>` on a line of its own before a heading (so links
work on GitHub too). Qt's Markdown reader drops empty HTML anchors, so the viewer strips those
lines, remembers which heading each id names and gives that heading the id as an anchor name
once the document is built: `scrollToAnchor` then finds it.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QShowEvent, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...core.game import GameInfo
from ...paths import docs_dir
from ..i18n import Retranslating, current_language

ANCHOR_LINE = re.compile(r'^\s*<a id="([A-Za-z0-9_-]+)"></a>\s*$')


def rules_file(game_id: str, lang: str) -> Path | None:
    """docs/rules/<game>.<lang>.md, falling back to English."""
    for candidate in (lang, "en"):
        path = docs_dir() / "rules" / f"{game_id}.{candidate}.md"
        if path.is_file():
            return path
    return None


def split_anchors(markdown: str) -> tuple[str, dict[str, int]]:
    """The page without its anchor lines, and each anchor's heading (0 = the first heading)."""
    lines: list[str] = []
    anchors: dict[str, int] = {}
    pending: list[str] = []
    headings = 0
    for line in markdown.splitlines():
        match = ANCHOR_LINE.match(line)
        if match:
            pending.append(match.group(1))
            continue
        if line.startswith("#"):
            anchors.update((name, headings) for name in pending)
            pending.clear()
            headings += 1
        lines.append(line)
    return "\n".join(lines) + "\n", anchors


def name_headings(document: QTextDocument, anchors: dict[str, int]) -> None:
    """Give the headings of a document built from Markdown the anchor names they carry."""
    by_heading: dict[int, list[str]] = {}
    for name, index in anchors.items():
        by_heading.setdefault(index, []).append(name)
    block, index = document.begin(), 0
    while block.isValid():
        if block.blockFormat().headingLevel() > 0:
            if index in by_heading:
                cursor = QTextCursor(block)
                cursor.movePosition(
                    QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor
                )
                fmt = QTextCharFormat()
                fmt.setAnchor(True)
                fmt.setAnchorNames(by_heading[index])
                cursor.mergeCharFormat(fmt)
            index += 1
        block = block.next()


class RulesViewer(Retranslating, QDialog):
    """F2: the rules, scrollable; Esc or Close closes it."""

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.anchors: dict[str, int] = {}
        self._section = ""  # the section to show (kept across a relabel)
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
            self.anchors = {}
            self.browser.setPlainText(
                self.tr("The rules of {game} are not installed.").format(game=self.info.name)
            )
            return
        markdown, self.anchors = split_anchors(path.read_text(encoding="utf-8"))
        self.browser.setSearchPaths([str(path.parent)])  # images beside the rules
        self.browser.setMarkdown(markdown)
        name_headings(self.browser.document(), self.anchors)
        if self._section:
            self._scroll()

    def show_section(self, anchor: str) -> None:
        """Open the reference scrolled to the section `anchor` (the top if it has none)."""
        self._section = anchor
        self.show()
        self.raise_()
        self.activateWindow()
        self._scroll()

    def _scroll(self) -> None:
        if self._section in self.anchors:
            self.browser.scrollToAnchor(self._section)
        else:
            self.browser.verticalScrollBar().setValue(0)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._section:  # the layout is final only once the dialog shows
            self._scroll()
