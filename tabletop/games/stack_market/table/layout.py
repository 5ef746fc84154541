"""Where the parts of the Stack Market table lie (logical 1280x760, scaled by the view), and the
one position every part lays out.

The height board (Tableau des Hauteurs) across the top; the players, the reserve and the prompt
on the left; the buildings side by side in the middle, each above its company card; the dice
cup, the tray of rolled dice and the stacking order along the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF

from ..state import StackMarketState

BOARD = QRectF(12, 6, 1256, 100)
SIDE = QRectF(12, 114, 236, 422)
PROMPT = QRectF(12, 544, 236, 208)
CITY = QRectF(260, 114, 1008, 454)  # the buildings; the ground is its bottom edge
CARD_Y, CARD_H = 574, 64
CUP = QRectF(262, 648, 70, 100)
TRAY = QRectF(344, 646, 330, 106)
ORDER = QRectF(684, 646, 400, 106)
MIN_PX = 15  # no text smaller: at 1024x700 the table is drawn at about 0.64
DIE_MAX = 34.0  # a die's side while the buildings are low ...
TRAY_DIE = 34.0  # ... and in the tray


@dataclass
class Seating:
    view: StackMarketState
    seat: int | None
    me: int  # the viewing seat (a spectator: 0)
    actor: int | None
    my_turn: bool
    names: list[str]
    die: float = DIE_MAX  # a die's side in the buildings, so that the tallest fits
    selectables: list[str] = field(default_factory=list)

    @property
    def columns(self) -> int:
        return self.view.companies

    def column(self, company: int) -> QRectF:
        w = CITY.width() / self.columns
        return QRectF(CITY.left() + company * w, CITY.top(), w, CITY.height())

    def ground_x(self, company: int) -> float:
        """The scene x of the centre of a building's ground die."""
        return self.column(company).center().x()

    def die_x(self, company: int, offset: int) -> float:
        """The scene x of a die's centre at `offset` hundredths of a die from the ground die."""
        return self.ground_x(company) + offset * self.die / 100

    def floor_y(self, floor: int) -> float:
        """The scene y of the top of the die on `floor` (0: the ground die)."""
        return CITY.bottom() - (floor + 1) * self.die


def die_size(view: StackMarketState) -> float:
    """Dice shrink as the tallest building grows, so that every building fits (with room for
    the die being placed and a few more)."""
    tallest = max([len(xs) for xs in view.xs] + [1])
    return min(DIE_MAX, (CITY.height() - 8) / (tallest + 3))
