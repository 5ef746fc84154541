"""Where the parts of the Stock Round table lie (logical 1280x760, scaled by the view), and the
one position every part lays out.

The round bar across the top; the market grid top left, the players top right; the six railway
charters across the middle; the pool, the train depot and the prompt along the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from ..state import StockRoundState

BAR = QRectF(12, 6, 1256, 30)
CELL_W, CELL_H = 48.0, 34.0
MARKET = QRectF(12, 42, 14 * CELL_W, 8 * CELL_H)  # 672 x 272
PLAYERS = QRectF(696, 42, 572, 272)
CHARTERS = QRectF(12, 322, 1256, 238)
CHARTER_GAP = 8.0
POOL = QRectF(12, 568, 396, 184)
DEPOT = QRectF(416, 568, 368, 184)
PROMPT = QRectF(792, 568, 476, 184)
CERT_W, CERT_H = 46.0, 58.0
TRAIN_W, TRAIN_H = 54.0, 70.0
MIN_PX = 15  # no text smaller: at 1024x700 the table is drawn at about 0.64


@dataclass
class Desk:
    """One position, as every part of the table reads it."""

    view: StockRoundState
    seat: int | None
    me: int  # the viewing seat (a spectator: 0)
    actor: int | None
    my_turn: bool
    names: list[str]

    def cell(self, row: int, col: int) -> QRectF:
        return QRectF(MARKET.left() + col * CELL_W, MARKET.top() + row * CELL_H, CELL_W, CELL_H)

    def charter(self, r: int) -> QRectF:
        n = self.view.railways
        w = (CHARTERS.width() - CHARTER_GAP * (n - 1)) / n
        return QRectF(CHARTERS.left() + r * (w + CHARTER_GAP), CHARTERS.top(), w, CHARTERS.height())
