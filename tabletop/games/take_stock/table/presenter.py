"""Take Stock's moves as pieces and targets on its table (see tabletop/ui/presenter.py).

Sprite keys: "s<card>" a share card (hand, row, certificate, discard pile, cards to take),
"e<event>" an event card, "pile-draw" the draw pile, "opp<seat>-cert<company>" an opponent's
certificate badge.  Payloads: ("hand", card), ("secured", event), ("draw", None),
("look", event), ("take", card).  Targets: ("row", company), "certs", "discard", "centre",
"draw".  The buttons (audit, Done, A/B) carry their move as payload.  No Qt here.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ....core.game import GameState, Move
from ....core.text import QT_TRANSLATE_NOOP, Text
from ....ui.presenter import NOTHING, Parts, Presenter
from ..cards import COMPANIES, company_of
from ..moves import (
    MARKET_LOOK_TWO,
    ChooseEvent,
    Discard,
    Draw,
    PickCompany,
    PlayMarket,
    PlaySecured,
    Raise,
    Secure,
    TakeFromDiscard,
    UseOption,
)

ONLY_ITS_COMPANY = QT_TRANSLATE_NOOP("TakeStockTable", "A {card} card can only raise {company}.")


class TakeStockPresenter(Presenter):
    def parts(self, move: Move, view: GameState) -> Parts:
        if isinstance(move, Draw):
            return Parts("pile-draw", "draw", click=True)
        if isinstance(move, Raise):
            return Parts(f"s{move.card}", ("row", company_of(move.card)))
        if isinstance(move, Secure):
            return Parts(f"s{move.card}", "certs")
        if isinstance(move, UseOption):  # round end: a click secures it too
            return Parts(f"s{move.card}", "certs", click=True)
        if isinstance(move, (PlayMarket, Discard)):
            return Parts(f"s{move.card}", "discard")
        if isinstance(move, PlaySecured):
            return Parts(f"e{move.event}", "centre")
        if isinstance(move, ChooseEvent):
            return Parts(f"e{move.event}", click=True)
        if isinstance(move, TakeFromDiscard):
            return Parts(f"s{move.card}", click=True)
        if isinstance(move, PickCompany):
            return Parts(target=("row", move.company), click=True)
        return NOTHING  # a button's move

    def last_parts(self, move: Move, view: GameState) -> Parts:
        if isinstance(move, (Secure, UseOption)):  # now among the mover's certificates
            certificates = view.certificates  # type: ignore[attr-defined]  # Take Stock's view
            holder = next((s for s in range(view.num_seats) if move.card in certificates[s]), None)
            if holder is None:
                return NOTHING
            return Parts(f"opp{holder}-cert{company_of(move.card)}")
        if isinstance(move, (Discard, PlayMarket)):
            return Parts(f"s{move.card}")  # it lies on the discard pile
        return self.parts(move, view)

    def attempt(self, payload: Any, target: Hashable | None, view: GameState) -> Move | Text | None:
        if payload is None:  # a company row clicked
            if isinstance(target, tuple) and target[0] == "row":
                return PickCompany(target[1])
            return None
        kind, ident = payload
        phase = view.phase  # type: ignore[attr-defined]
        if kind == "hand":
            return _hand_attempt(ident, target, phase)
        if kind == "secured" and target in ("centre", None):
            return PlaySecured(ident)
        if kind == "draw":
            return Draw()
        if kind == "look":
            return ChooseEvent(ident)
        if kind == "take":
            return TakeFromDiscard(ident)
        return None


def _hand_attempt(card: int, target: Hashable | None, phase: str) -> Move | Text | None:
    """What a hand card dropped on `target` (None: clicked) asks for, legal or not."""
    if isinstance(target, tuple) and target[0] == "row":
        if company_of(card) != target[1]:
            name = COMPANIES[company_of(card)]
            return ONLY_ITS_COMPANY(card=name, company=name)
        return Raise(card)
    if target == "certs":
        return UseOption(card) if phase == "options" else Secure(card)
    if target == "discard":
        return Discard(card) if phase == "discard" else PlayMarket(card, MARKET_LOOK_TWO)
    if target is None and phase == "options":
        return UseOption(card)
    return None
