"""Where the parts of the Stockpile table lie (logical 1280x760) and the small helpers every
part uses.

Opponents across the top; stock tracks on the left above the board panel (phase ribbon, board
pairs, discard); the stockpiles with their bid tracks on the right above the prompt area; the
viewer's holdings along the bottom.

The parts' strings are translated with literal `translate("StockpileTable", ...)` calls so
that pyside6-lupdate files them under the table's one context (self.tr in a part's class would
file them under the part's class name).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF
from PySide6.QtGui import QColor, QFontMetricsF

from ....core.text import Text
from ....ui.sprites import font
from .ui_art import COMPANY_RGB

translate = QCoreApplication.translate

SMALL = QSizeF(46, 64)  # pile cards, portfolios, pairs
MINI = QSizeF(24, 34)  # opponents' cards
HAND = QSizeF(66, 92)  # the viewer's cards to place
TOP_H = 112
TRACKS = QRectF(8, 120, 548, 264)
ROW_H = 44
CELL_X, CELL_W = 176, 30
BOARD = QRectF(8, 390, 548, 170)
PILES = QRectF(564, 120, 708, 264)
PROMPT = QRectF(564, 390, 708, 170)
MINE = QRectF(8, 566, 1264, 190)
BID_ROWS, BID_COLS = 2, 4


def company_color(c: int, alpha: int = 255) -> QColor:
    col = QColor(*COMPANY_RGB[c])
    col.setAlpha(alpha)
    return col


def tr_source(text: str) -> str:
    """A string marked with QT_TRANSLATE_NOOP("StockpileTable", ...) (prompts.py)."""
    return translate("StockpileTable", text)


def fitting(text: str, short: str, px: float, bold: bool, width: float) -> str:
    """`text` if a label of that font shows it whole in `width`, else `short`."""
    return text if QFontMetricsF(font(px, bold)).horizontalAdvance(text) <= width else short


def render(text: Text) -> str:
    return text.render(translate)


def step_for(n: int, room: float, size: float, most: float) -> float:
    """Offset between overlapped cards so that n of them fit in `room`."""
    return 0 if n <= 1 else max(2.0, min(most, (room - size) / (n - 1)))


def tr(text: Text) -> str:
    """A QT_TRANSLATE_NOOP("StockpileTable", ...) text (glossary.py) in the interface
    language."""
    return translate("StockpileTable", text.source)
