"""Stack Market's move vocabulary, shared by the UI, the AI and the hints.

A turn is Roll, then the stacking order die by die (Pick; a pick that is forced is made by the
engine), then one Place per die, then ChangeInvestment or Stay.  The rachat at a round's end
reuses Pick (any order: the number rule does not apply) and Place (with two hands).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.game import Move, move_codec


@dataclass(frozen=True)
class Invest(Move):
    """Setup: put your investor marker on a company card (at most two markers a card)."""

    company: int
    kind = "invest"


@dataclass(frozen=True)
class Roll(Move):
    """Lancer les dés: as many as your company's building has floors."""

    kind = "roll"


@dataclass(frozen=True)
class Pick(Move):
    """The next die of the stacking order, by its number."""

    value: int
    kind = "pick"


@dataclass(frozen=True)
class Place(Move):
    """Put the next die on the building, aimed `aim` hundredths of a die width from the top
    die's centre (negative: to the left); the hand's tremor is added."""

    aim: int
    kind = "place"


@dataclass(frozen=True)
class ChangeInvestment(Move):
    """Changer d'investissement: move your marker to a free slot of another company."""

    company: int
    kind = "change"


@dataclass(frozen=True)
class Stay(Move):
    """Keep your investment; the turn ends."""

    kind = "stay"


ALL_MOVES = (Invest, Roll, Pick, Place, ChangeInvestment, Stay)
from_json = move_codec(*ALL_MOVES)
