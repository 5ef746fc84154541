"""What every part of the Stockpile table shares: the position being laid out (Turn) and the
table it draws on (Part).  A part draws only its own items, through the table's sprite pool,
and offers the rest of the table what it declares as methods."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.game import Move
from .view import SeatView

if TYPE_CHECKING:
    from .table import StockpileTable


@dataclass
class Turn:
    """One position as the table lays it out."""

    view: SeatView
    me: int  # the seat whose view this is (0 for a spectator)
    actor: int | None  # the seat that decides now
    mine: bool  # the viewer decides now
    legal: list[Move]  # the viewer's legal moves ([] when another seat decides)


class Part:
    def __init__(self, table: StockpileTable) -> None:
        self.table = table
