"""Karthedis' moves as pieces and targets, for the table base (tabletop/ui/presenter.py).

Sprite keys and payloads: "h<card>" a card of the viewer's hand (("hand", card)), "pk<card>"
a card of the viewer's draft packet (("packet", card)).  Zones: "hand" (keep a draft card),
"centre" (play face up: call, speculate), "pass" (the viewer's pass spot: face down in the
first call phase, dropping out in the trade phase), ("res", slot) a face-up resource,
("bid", b) the b-th face-down card placed at a resource, ("pile", seat) an Abberufen
pile (the Recall pile).
Qt-free.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, cast

from ....core.game import GameState, Move
from ....core.text import QT_TRANSLATE_NOOP, Text
from ....ui.presenter import NOTHING, Parts, Presenter
from ..moves import (
    Bid,
    Call,
    Discard,
    DropOut,
    Intervene,
    PassCard,
    Pick,
    Purge,
    Speculate,
)
from ..state import KarthedisState

OWN_BID = QT_TRANSLATE_NOOP(
    "KarthedisTable", "That card is yours: Intervene works on another player's card."
)
NOT_YOURS = QT_TRANSLATE_NOOP("KarthedisTable", "Only the cards of your own hand can be played.")


def _state(view: GameState) -> KarthedisState:
    return cast(KarthedisState, view)


class KarthedisPresenter(Presenter):
    def parts(self, move: Move, view: GameState) -> Parts:
        s = _state(view)
        if isinstance(move, Pick):
            return Parts(piece=f"pk{move.card}", target="hand", click=True)
        if isinstance(move, Speculate):
            return Parts(piece=f"h{move.card}", target="centre", click=True)
        if isinstance(move, PassCard):
            return Parts(piece=f"h{move.card}", target="pass")
        if isinstance(move, Call):
            # in the second call phase a card has no other move: a click plays it
            return Parts(piece=f"h{move.card}", target="centre", click=s.phase == "call2")
        if isinstance(move, Bid):
            return Parts(piece=f"h{move.card}", target=("res", move.slot))
        if isinstance(move, Intervene):
            return Parts(piece=f"h{move.card}", target=("bid", move.bid))
        if isinstance(move, DropOut):
            return Parts(piece=f"h{move.card}", target="pass")
        if isinstance(move, Discard):
            seat = s.pending[-1][1] if s.pending else s.turn
            return Parts(piece=f"h{move.card}", target=("pile", seat), click=True)
        if isinstance(move, Purge):
            return Parts(target=("pile", move.seat), click=True)
        return NOTHING  # the buttons' moves (Done, the standing Einsatz choice)

    def last_parts(self, move: Move, view: GameState) -> Parts:
        """Once played, a card is gone from the opponent's hand: show where it went."""
        if isinstance(move, Purge):
            return Parts(target=("pile", move.seat))
        if isinstance(move, Bid):
            return Parts(target=("res", move.slot))
        return NOTHING

    def attempt(self, payload: Any, target: Hashable | None, view: GameState) -> Move | Text | None:
        """A gesture no legal move matches: the move it asks for, so that the rules say why
        not (bids only in the trade phase, face down only in the first call phase...)."""
        if not isinstance(payload, tuple):
            return None
        kind, card = payload[0], payload[1]
        s = _state(view)
        if kind == "packet":
            return Pick(card) if target in ("hand", None) else None
        if kind != "hand":
            return NOT_YOURS
        if target == "centre":
            return Speculate(card) if s.phase == "speculate" else Call(card)
        if target == "pass":
            return DropOut(card) if s.phase == "trade" else PassCard(card)
        if isinstance(target, tuple) and target[0] == "res":
            return Bid(card, target[1])
        if isinstance(target, tuple) and target[0] == "bid":
            bids = s.bids
            if 0 <= target[1] < len(bids) and bids[target[1]][0] == s.to_act():
                return OWN_BID
            return Intervene(card, target[1])
        if isinstance(target, tuple) and target[0] == "pile" and s.pending:
            return Discard(card)
        return None
