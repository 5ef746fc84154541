"""Where the parts of the Take Stock table lie, and what every part needs to lay out a position.

Logical 1280x760, scaled by the view: the opponents across the top; the five company rows on
the left; the piles and a centre area (prompts, choices, the target for secured events) on the
right; the viewer's certificates, hand and secured events along the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF

SMALL = QSizeF(53, 74)  # certificates, secured events
MARKET_CARD = QSizeF(57, 80)  # the company rows: as tall as a row allows
MINI = QSizeF(22, 31)  # opponents' card backs
BIG = QSizeF(96, 134)  # events looked at or being resolved, in the centre
HAND_CARD = QSizeF(92, 129)  # the viewer's own hand, a little larger
TOP, OPP_H = 6, 112
ROW_Y, ROW_H = 124, 87
ROWS_W = 736
MARKET_X = 190
MARKET_GAP = 6  # between market cards while they fit side by side
PILES_Y = 130
CENTRE = QRectF(756, 294, 516, 265)
BOTTOM_Y = 569
CERTS = QRectF(8, BOTTOM_Y, 466, 185)
HAND = QRectF(482, BOTTOM_Y, 528, 185)
OWN = QRectF(1018, BOTTOM_Y, 254, 185)
HAND_Y = BOTTOM_Y + 34
DRAW_POS, DISCARD_POS = QPointF(772, PILES_Y), QPointF(876, PILES_Y)
EVENT_DECK_POS, EVENT_DISCARD_POS = QPointF(984, PILES_Y), QPointF(1080, PILES_Y)
# The least size of any text on this table, in logical pixels: at 1024x700 the view scales the
# table by about 0.64, and no label may be drawn smaller than 9 screen pixels.
MIN_PX = 15


def step(n: int, width: float, card_w: float, most: float) -> float:
    """Offset between overlapped cards so that n of them fit in width."""
    return 0 if n <= 1 else min(most, (width - card_w) / (n - 1))


@dataclass
class Seating:
    """One position as every part of the table lays it out: what it shows and for whom, and
    what the parts hand back (the keyboard's order of pieces, where hand cards rest)."""

    view: Any  # the TakeStockState the viewing seat sees
    seat: int | None  # the viewing seat; None: a spectator
    me: int  # the seat whose place is along the bottom
    actor: int | None  # who decides now
    my_turn: bool  # the viewing seat decides now
    names: list[str]
    pending: int | None = None  # a hand card waiting for "A or B?"
    origin: QPointF = field(default_factory=lambda: QPointF(DRAW_POS))  # cards played fly
    selectables: list[str] = field(default_factory=list)  # from here
    hand_pos: dict[int, QPointF] = field(default_factory=dict)

    @property
    def mine(self) -> bool:
        """The place along the bottom is the viewer's own (not a spectator's view of it)."""
        return self.seat is not None

    def name(self, s: int) -> str:
        return (
            self.names[s]
            if s < len(self.names)
            else QCoreApplication.translate("TakeStockTable", "Player {n}").format(n=s + 1)
        )
