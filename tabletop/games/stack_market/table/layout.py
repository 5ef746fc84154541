"""Where the parts of the Stack Market table lie (logical 1280x760, scaled by the view), and the
one position every part lays out.

The height board (Tableau des Hauteurs) across the top; the players, the reserve and the prompt
on the left; the news of the last turn (no die fits, a bonus, a collapse and why) above the
buildings, side by side in the middle, each above its company card; the dice cup, the tray of
rolled dice and the stacking order along the bottom.

A die is never drawn smaller than MIN_DIE: a building too tall to show whole at that size
shows its top floors (where the next die goes), the floors below the ground line counted.
While the viewer stacks, their building is zoomed in (its dice at DIE_MAX, its top in sight):
a drag then aims in steps a hand can make.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF

from ..state import StackMarketState

BOARD = QRectF(12, 6, 1256, 100)
SIDE = QRectF(12, 114, 236, 422)
PROMPT = QRectF(12, 544, 236, 208)
NEWS = QRectF(260, 110, 1008, 68)  # the last turn's events, in words
CITY = QRectF(260, 182, 1008, 386)  # the buildings; the ground is its bottom edge
CARD_Y, CARD_H = 574, 64
CUP = QRectF(262, 648, 70, 100)
TRAY = QRectF(344, 646, 330, 106)
ORDER = QRectF(684, 646, 400, 106)
GAP = 4.0  # between two dice in the tray or the order
MIN_PX = 15  # no text smaller: at 1024x700 the table is drawn at about 0.64
DIE_MAX = 34.0  # a die's side while the buildings are low ...
TRAY_DIE = 34.0  # ... and in the tray
MIN_DIE = 22.0  # never smaller (about 13 px at 1024x700) ...
HEADROOM = 2  # ... with room for this many more floors above the tallest building shown


@dataclass
class Seating:
    view: StackMarketState
    seat: int | None
    me: int  # the viewing seat (a spectator: 0)
    actor: int | None
    my_turn: bool
    names: list[str]
    die: float = DIE_MAX  # a die's side in the buildings, so that the tallest fits ...
    sides: list[float] = field(default_factory=list)  # ... per building (one may be zoomed in)
    lift: list[int] = field(default_factory=list)  # per building: floors below the ground line
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
        return self.ground_x(company) + offset * self.side(company) / 100

    def side(self, company: int) -> float:
        """A die's side in `company`'s building."""
        return self.sides[company] if company < len(self.sides) else self.die

    def hidden(self, company: int) -> int:
        """How many of a building's floors lie below the ground line (a building too tall to
        show whole shows its top)."""
        return self.lift[company] if company < len(self.lift) else 0

    def floor_y(self, floor: int, company: int) -> float:
        """The scene y of the top of the die on `floor` (0: the ground die) of `company`'s
        building (below the ground line: hidden)."""
        hidden = self.hidden(company)
        return CITY.bottom() - (floor - hidden + 1 + (1 if hidden else 0)) * self.side(company)


def die_size(view: StackMarketState) -> float:
    """Dice shrink as the tallest building grows, so that every building fits (with room for
    the die being placed and a few more), but never below MIN_DIE."""
    tallest = max([len(xs) for xs in view.xs] + [1])
    return max(MIN_DIE, min(DIE_MAX, (CITY.height() - 8) / (tallest + 3)))


def lifts(view: StackMarketState, sides: list[float]) -> list[int]:
    """Per building, the floors hidden below the ground line so that its top, and HEADROOM
    floors above it, show at its dice's side."""
    return [lift_for(len(xs), side) for xs, side in zip(view.xs, sides)]


def lift_for(height: int, die: float) -> int:
    """The floors of a building `height` floors tall hidden below the ground line."""
    rows = int((CITY.height() - 8) // die)
    if height + HEADROOM <= rows:
        return 0
    return height + HEADROOM - (rows - 1)  # the lowest row says how many floors lie below


def grid(n: int, width: float, height: float, largest: float) -> tuple[float, int]:
    """The largest die side (at most `largest`) and the dice per row that lay `n` dice in rows
    inside width x height with GAP between them."""
    side = largest
    while side > 8:
        cols = int((width + GAP) // (side + GAP))
        rows = int((height + GAP) // (side + GAP))
        if cols * rows >= n:
            return side, max(1, cols)
        side -= 1
    return side, max(1, int((width + GAP) // (side + GAP)))
