"""Stack Market's moves as pieces and targets, for the table base (tabletop/ui/presenter.py).

Sprite keys and payloads: "cup" (roll); a rolled die in the tray, payload ("tray", number);
"next", the next die of the stacking order; "marker-me", the viewer's investor marker.  Zones:
"order" (the stacking order), ("building", company), ("company", company).  Qt-free.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, cast

from ....core.game import GameState, Move
from ....core.text import Text
from ....ui.presenter import NOTHING, Parts, Presenter
from ..moves import ChangeInvestment, Invest, Pick, Place, Roll
from ..state import StackMarketState


def _on(view: GameState) -> int:
    """The building dice go on now."""
    return cast(StackMarketState, view).stacking_on()


def _tray_die(value: int):
    return lambda payload: payload == ("tray", value)


class StackMarketPresenter(Presenter):
    def parts(self, move: Move, view: GameState) -> Parts:
        if isinstance(move, Roll):
            return Parts(piece="cup", click=True)
        if isinstance(move, Pick):
            return Parts(alike=_tray_die(move.value), target="order", click=True)
        if isinstance(move, Place):
            return Parts(piece="next", target=("building", _on(view)))
        if isinstance(move, (Invest, ChangeInvestment)):
            return Parts(target=("company", move.company), click=True)
        return NOTHING  # Stay: its button

    def last_parts(self, move: Move, view: GameState) -> Parts:
        if isinstance(move, Place):
            return Parts(target=("building", _on(view)))
        if isinstance(move, (Roll, Pick)):
            return Parts(target="order")
        return self.parts(move, view)

    def attempt(self, payload: Any, target: Hashable | None, view: GameState) -> Move | Text | None:
        """The viewer's marker dropped on a company card: the investment it asks for (the
        rules say why not, if it cannot go there); a tray die dropped on the order: that die
        next (the number rule names itself)."""
        if payload == "marker" and isinstance(target, tuple) and target[0] == "company":
            if cast(StackMarketState, view).phase == "invest":
                return Invest(target[1])
            return ChangeInvestment(target[1])
        if isinstance(payload, tuple) and payload[0] == "tray" and target in ("order", None):
            return Pick(payload[1])
        return None
