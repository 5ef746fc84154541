"""The one place where the app answers the player: why a move was refused, the hint and its
reason, what was saved or opened, what went wrong.

A line of its own under the table (never over it, so it covers nothing and nothing covers it).
It wraps instead of eliding and grows when a long translation needs a third line.  A fresh
message is tinted by its kind for a few seconds, so the eye finds it; refusals, hints and
errors then stay until the position changes, notes (saved, looking for a move) go away.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

REFUSED, HINT, NOTE, ERROR = "refused", "hint", "note", "error"
# (background while fresh, border): readable with dark text in any widget style
TINTS = {
    REFUSED: ("#fde2b8", "#c77800"),
    HINT: ("#d6e8fb", "#2f6db5"),
    NOTE: ("#e4f1df", "#4c8a3f"),
    ERROR: ("#f8d0cc", "#b3261e"),
}
FRESH_MS = 4000  # how long a new message stays tinted
MAX_LINES = 6  # the bar never grows past this many lines
NOTE_MS = 10_000  # notes go away after this; the others stay until the position changes


def shows_whole(label: QLabel) -> bool:
    """True if `label` is on screen with all of its text: wrapped, every line inside it."""
    text = label.text()
    if not label.isVisible() or not text:
        return False
    rect = label.contentsRect()
    flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
    need = label.fontMetrics().boundingRect(QRect(0, 0, rect.width(), 100_000), flags, text)
    return need.width() <= rect.width() and need.height() <= rect.height()


class FeedbackBar(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("feedback")
        self.kind = ""
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # The height follows the text at the bar's actual width (_fit), never a height-for-width
        # guess at some narrower width: that guess grew the window past the screen's bottom
        # when a long French message came, pushing this very bar out of sight.
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(False)
        self.label.setSizePolicy(policy)
        font = self.label.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.label.setFont(font)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.addWidget(self.label)
        # two lines always reserved: the table does not jump when a message comes or goes
        self._fit()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._calm = QTimer(self, singleShot=True, interval=FRESH_MS)
        self._calm.timeout.connect(self._restyle)
        self._expire = QTimer(self, singleShot=True, interval=NOTE_MS)
        self._expire.timeout.connect(self.clear)
        self._restyle()
        self.said = 0

    def say(self, kind: str, text: str, detail: str = "") -> None:
        """Show `text` (one of REFUSED, HINT, NOTE, ERROR), replacing what was shown;
        `detail` (a full path...) goes to the tooltip."""
        if not text:
            return
        self.said += 1  # a repeated message flashes again: it is an answer too
        self.kind = kind
        self.label.setText(text)
        self.label.setToolTip(detail or text)
        self._fit()
        self._restyle(fresh=True)
        self._calm.start()
        if kind == NOTE:
            self._expire.start()
        else:
            self._expire.stop()

    def clear(self) -> None:
        self.kind = ""
        self.label.clear()
        self._fit()
        self.label.setToolTip("")
        self._calm.stop()
        self._expire.stop()
        self._restyle()

    def _fit(self) -> None:
        """As many lines as the text needs at the label's width (two at least, six at most:
        a longer text keeps its whole wording in the tooltip)."""
        metrics = self.label.fontMetrics()
        width = max(1, self.label.contentsRect().width())
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        need = metrics.boundingRect(QRect(0, 0, width, 100_000), flags, self.label.text())
        line = metrics.lineSpacing()
        lines = min(MAX_LINES, max(2, -(-need.height() // line)))
        self.label.setFixedHeight(lines * line + 2)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def text(self) -> str:
        return self.label.text()

    def shows_whole(self) -> bool:
        return shows_whole(self.label)

    def _restyle(self, fresh: bool = False) -> None:
        if not self.kind:
            self.setStyleSheet("")
            return
        background, border = TINTS[self.kind]
        fill = background if fresh else "palette(base)"
        text = "#1d1d1d" if fresh else "palette(text)"
        self.setStyleSheet(
            f"QFrame#feedback {{ background: {fill}; border-left: 6px solid "
            f"{border}; }} QFrame#feedback QLabel {{ color: {text}; }}"
        )
