"""Take Stock's moves as pieces and targets on its table (see tabletop/ui/presenter.py).

Sprite keys: "s<card>" a share card (hand, row, certificate, discard pile, cards to take),
"e<event>" an event card, "pile-draw" the draw pile, "opp<seat>-cert<company>" an opponent's
certificate badge.  Payloads: ("hand", card), ("secured", event), ("draw", None),
("look", event), ("take", card).  Targets: ("row", company), "certs", "discard", "centre",
"draw".  The buttons (audit, Done, A/B) carry their move as payload.  No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from ....core.game import GameState, Move
from ....core.text import QT_TRANSLATE_NOOP, Text
from ....ui.presenter import (
    NOTHING,
    Answer,
    Button,
    Drop,
    Key,
    KeyAct,
    Parts,
    Presenter,
    Question,
)
from ..cards import COMPANIES, company_of
from ..moves import (
    AUDIT_SHARE,
    AUDIT_SPLIT,
    MARKET_LOOK_TWO,
    MARKET_SECURE,
    AuditRemove,
    ChooseEvent,
    Discard,
    Draw,
    EndOptions,
    PickCompany,
    PlayMarket,
    PlaySecured,
    Raise,
    Secure,
    StopTaking,
    TakeFromDiscard,
    UseOption,
)

ONLY_ITS_COMPANY = QT_TRANSLATE_NOOP("TakeStockTable", "A {card} card can only raise {company}.")
SELECT_HAND_CARD = QT_TRANSLATE_NOOP(
    "TakeStockTable", "First select a card of your hand with ← → (or click it)."
)
SELECT_SECURED = QT_TRANSLATE_NOOP(
    "TakeStockTable", "First select one of your secured events with ← → (or click it)."
)
MARKET_QUESTION = QT_TRANSLATE_NOOP(
    "TakeStockTable",
    "Discard a {card} card and play the market: A looks at two events and applies one, B "
    "secures one event for later.",
)
OPTION_A = QT_TRANSLATE_NOOP("TakeStockTable", "A: look at two events, apply one")
OPTION_B = QT_TRANSLATE_NOOP("TakeStockTable", "B: secure one event")


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

    def keys(self) -> Sequence[Key]:
        return KEYS

    def buttons(self, view: GameState, legal: Sequence[Move]) -> Sequence[Button]:
        return [
            Button(m, BUTTONS[m][0], BUTTONS[m][1], BUTTONS[m][2]) for m in legal if m in BUTTONS
        ]

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


# --- the keymap and the prompt's buttons ---------------------------------------------------------
# Keys ask for their move in any phase: out of its phase the Session says why it cannot be
# played, so a key is never silent.


def _hand(payload: Any) -> int | None:
    return payload[1] if payload is not None and payload[0] == "hand" else None


def _with_hand(act: Callable[[Any, int], KeyAct]) -> Callable[[Any, Any, int], KeyAct]:
    """A key that works on the selected hand card."""

    def on_card(view: Any, payload: Any, n: int) -> KeyAct:
        card = _hand(payload)
        return SELECT_HAND_CARD if card is None else act(view, card)

    return on_card


def _market(view: Any, card: int) -> KeyAct:
    return Drop("discard") if view.phase == "action" else PlayMarket(card, MARKET_LOOK_TWO)


def _discard(view: Any, card: int) -> KeyAct:
    return Drop("discard") if view.phase == "discard" else Discard(card)


def _play_secured(view: Any, payload: Any, n: int) -> KeyAct:
    if payload is None or payload[0] != "secured":
        return SELECT_SECURED
    return PlaySecured(payload[1])


def _done(view: Any, payload: Any, n: int) -> KeyAct:
    return StopTaking() if view.phase == "insider_take" else EndOptions()


KEYS = (
    Key("d", QT_TRANSLATE_NOOP("TakeStockTable", "draw a share card"), lambda v, p, n: Draw()),
    Key(
        "r",
        QT_TRANSLATE_NOOP("TakeStockTable", "raise the company of the selected card"),
        _with_hand(lambda v, card: Drop(("row", company_of(card)))),
    ),
    Key(
        "s",
        QT_TRANSLATE_NOOP("TakeStockTable", "secure the selected card as a certificate"),
        _with_hand(lambda v, card: Drop("certs")),
    ),
    Key(
        "m",
        QT_TRANSLATE_NOOP("TakeStockTable", "play the market with the selected card (A or B)"),
        _with_hand(_market),
    ),
    Key(
        "x", QT_TRANSLATE_NOOP("TakeStockTable", "discard the selected card"), _with_hand(_discard)
    ),
    Key(
        "p",
        QT_TRANSLATE_NOOP("TakeStockTable", "play the selected secured event"),
        _play_secured,
    ),
    Key(
        "u",
        QT_TRANSLATE_NOOP("TakeStockTable", "use a stock option on the selected card"),
        _with_hand(lambda v, card: UseOption(card)),
    ),
    Key(
        "1-5",
        QT_TRANSLATE_NOOP("TakeStockTable", "pick a company (Stock Audit, Stock Freeze)"),
        lambda v, p, n: PickCompany(n - 1),
    ),
    Key("n", QT_TRANSLATE_NOOP("TakeStockTable", "done (taking cards, stock options)"), _done),
)

DONE = QT_TRANSLATE_NOOP("TakeStockTable", "Done")
BUTTONS: dict[Move, tuple[Text, str, Text]] = {
    AuditRemove(AUDIT_SHARE): (
        QT_TRANSLATE_NOOP("TakeStockTable", "Highest share card"),
        "h",
        QT_TRANSLATE_NOOP("TakeStockTable", "Discard the audited company's highest share card."),
    ),
    AuditRemove(AUDIT_SPLIT): (
        QT_TRANSLATE_NOOP("TakeStockTable", "A split"),
        "t",
        QT_TRANSLATE_NOOP("TakeStockTable", "Discard one of the audited company's splits."),
    ),
    StopTaking(): (
        DONE,
        "n",
        QT_TRANSLATE_NOOP(
            "TakeStockTable", "Take no more cards (then discard as many as you took)."
        ),
    ),
    EndOptions(): (
        DONE,
        "n",
        QT_TRANSLATE_NOOP(
            "TakeStockTable", "Use no more stock options: the rest of the hand is discarded."
        ),
    ),
}


def market_question(card: int) -> Question:
    """A card played to the market: option A or B?"""
    name = COMPANIES[company_of(card)]
    return Question(
        MARKET_QUESTION(card=name),
        (
            Answer(OPTION_A, "a", PlayMarket(card, MARKET_LOOK_TWO)),
            Answer(OPTION_B, "b", PlayMarket(card, MARKET_SECURE)),
        ),
    )
