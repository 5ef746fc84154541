"""Where the parts of the Karthedis table lie (logical 1280x760, scaled by the view), and the
one position every part lays out.

The round bar across the top; the opponents around the edge (clockwise from the viewer's
left: up the left side, along the top, down the right side); the face-up resources with the
cards placed at them in the middle, the centre where cards are played face up below them;
the viewer's hand fanned along the bottom between their deck, Abberufen pile and pass spot on
the left and the prompt on the right.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSizeF

from ..state import KarthedisState

BAR = QRectF(12, 6, 1256, 30)
TOP = QRectF(12, 42, 1256, 122)  # a row of up to four opponents
SIDE_W = 196.0
LEFT = QRectF(12, 170, SIDE_W, 352)
RIGHT = QRectF(1280 - 12 - SIDE_W, 170, SIDE_W, 352)
CENTRE = QRectF(LEFT.right() + 8, 170, RIGHT.left() - LEFT.right() - 16, 352)
MINE = QRectF(12, 530, 300, 224)  # the viewer's deck, Abberufen pile, pass spot, in play
HAND = QRectF(MINE.right() + 8, 530, 500, 224)  # the prompt beside it fits its buttons in a row
PROMPT = QRectF(HAND.right() + 8, 530, 1268 - HAND.right() - 8, 224)
CALL = QRectF(CENTRE.left() + 8, CENTRE.bottom() - 64, CENTRE.width() - 16, 58)

CARD = QSizeF(92, 128)  # a card in hand
RES = QSizeF(74, 104)  # a face-up resource
BID = QSizeF(52, 72)  # a card placed at a resource
MINI = QSizeF(34, 48)  # cards in an opponent's panel
PILE = QSizeF(58, 81)  # the viewer's deck, pile and pass spot
PACKET = QSizeF(118, 164)  # a draft card
ICON = 22.0  # a won resource in a panel
MIN_PX = 15  # no text smaller: at 1024x700 the table is drawn at about 0.8


@dataclass
class Desk:
    """One position, as every part of the table reads it."""

    view: KarthedisState
    seat: int | None
    me: int  # the viewing seat (a spectator: the market leader's seat)
    actor: int | None
    my_turn: bool
    names: list[str]

    def opponents(self) -> list[int]:
        """The other seats clockwise from the viewer's left."""
        n = self.view.num_seats
        return [(self.me + i) % n for i in range(1, n)]

    def seat_rect(self, seat: int) -> QRectF:
        """An opponent's panel: up the left side, along the top, down the right side."""
        others = self.opponents()
        i, n = others.index(seat), len(others)
        sides = 0 if n <= 4 else (1 if n <= 6 else 2)  # panels on each side
        top = n - 2 * sides
        if i < sides:  # left side, from the bottom up
            return _stack(LEFT, sides, sides - 1 - i)
        if i >= sides + top:  # right side, from the top down
            return _stack(RIGHT, sides, i - sides - top)
        w = (TOP.width() - 8 * (top - 1)) / top
        return QRectF(TOP.left() + (i - sides) * (w + 8), TOP.top(), w, TOP.height())


def _stack(area: QRectF, count: int, k: int) -> QRectF:
    h = min(170.0, (area.height() - 8 * (count - 1)) / count)
    return QRectF(area.left(), area.top() + k * (h + 8), area.width(), h)
