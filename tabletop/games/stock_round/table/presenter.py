"""Stock Round's moves as pieces and targets, for the table base (tabletop/ui/presenter.py).

Sprite keys and payloads: "new-r" (a railway's unissued shares, the director's certificate
first: ("new", r)), "reissue-r" (its treasury shares), "pool-r" (the pool's), "hold-seat-r"
(a player's holding; the viewer's: ("mine", r)), "offered" (the shares of a sale),
"depot-k" / "used-k" (trains for sale: ("train", k, used)).  Zones: "me" (the viewer's area),
("player", seat), "pool", ("par", col), ("charter", r), ("network", r).  Qt-free.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, cast

from ....core.game import GameState, Move
from ....core.text import QT_TRANSLATE_NOOP, Text
from ....ui.presenter import NOTHING, Parts, Presenter
from ..moves import Buy, BuyTrain, Raise, Sell, Start, Take
from ..state import StockRoundState

SOURCE_KEY = {"new": "new", "reissue": "reissue", "pool": "pool"}
PICK_PAR = QT_TRANSLATE_NOOP(
    "StockRoundTable",
    "Choose the par price: drop the director's certificate on a par square of the market's "
    "top row (or click it).",
)


def _operating(view: GameState) -> int:
    return cast(StockRoundState, view).operating()


class StockRoundPresenter(Presenter):
    def parts(self, move: Move, view: GameState) -> Parts:
        if isinstance(move, Buy):
            return Parts(piece=f"{SOURCE_KEY[move.source]}-{move.railway}", target="me", click=True)
        if isinstance(move, Start):
            return Parts(piece=f"new-{move.railway}", target=("par", move.col), click=True)
        if isinstance(move, Sell):
            return Parts(alike=_mine(move.railway), target="pool", click=True)
        if isinstance(move, Take):
            return Parts(piece="offered", target="me", click=True)
        if isinstance(move, BuyTrain):
            key = f"{'used' if move.used else 'depot'}-{move.train}"
            return Parts(piece=key, target=("charter", _operating(view)), click=True)
        if isinstance(move, Raise):
            return Parts(target=("network", _operating(view)), click=True)
        return NOTHING  # the buttons' moves

    def last_parts(self, move: Move, view: GameState) -> Parts:
        """Once played, a sale shows at the pool; the log and the note say the rest (after a
        purchase the railway that operated may already be another)."""
        return Parts(target="pool") if isinstance(move, Sell) else NOTHING

    def attempt(self, payload: Any, target: Hashable | None, view: GameState) -> Move | Text | None:
        """A gesture no legal move matches: the move it asks for, so that the rules say why
        not (the 60% limit, the certificate limit, the pool's 50%...)."""
        if not isinstance(payload, tuple):
            return None
        kind = payload[0]
        if kind in SOURCE_KEY and target in ("me", None):
            st = cast(StockRoundState, view)
            if kind == "new" and st.director[payload[1]] < 0:
                return PICK_PAR
            return Buy(payload[1], kind)
        if kind == "new" and isinstance(target, tuple) and target[0] == "par":
            return Start(payload[1], target[1])
        if kind == "mine" and target in ("pool", None):
            return Sell(payload[1], 1)
        if kind == "offered" and target in ("me", None):
            return Take()
        if kind == "train" and (target is None or isinstance(target, tuple)):
            return BuyTrain(payload[1], payload[2])
        return None


def _mine(r: int):
    return lambda payload: payload == ("mine", r)
