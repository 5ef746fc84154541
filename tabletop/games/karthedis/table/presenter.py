"""Karthedis' moves as pieces and targets, for the table base (tabletop/ui/presenter.py).

Sprite keys and payloads: "h<card>" a card of the viewer's hand (("hand", card)), "pk<card>"
a card of the viewer's draft packet (("packet", card)).  Zones: "hand" (keep a draft card),
"centre" (play face up: call, speculate), "pass" (the viewer's pass spot: face down in the
first call phase, dropping out in the trade phase), ("res", slot) a face-up resource,
("bid", b) an opponent's face-down card placed at a resource (only while the viewer holds an
Intervene card: otherwise a drop anywhere in a resource's column places there; the viewer's own
cards there are never a target), ("pile", seat) an Abberufen pile (the Recall pile),
("seat", seat) an opponent's panel (nothing is ever played there: a drop on it says so).

Also the keymap (1–9 and 0 the resources, C the centre, P the pass spot, D Done, Y the standing
Einsatz switch) and the prompt's buttons (Done, the Einsatz switch showing the choice in
force).  Qt-free.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, cast

from ....core.game import HIDDEN, GameState, Move
from ....core.text import QT_TRANSLATE_NOOP, Text
from ....ui.presenter import NOTHING, Button, Drop, Key, KeyAct, Parts, Presenter
from ..cards import BOUNCE, EXILE, effect_of
from ..moves import (
    DEPLOY_OFF,
    DEPLOY_ON,
    END_CALLS,
    END_SPECULATE,
    END_TRADE,
    Bid,
    Call,
    Discard,
    DropOut,
    EndCalls,
    EndSpeculate,
    EndTrade,
    Intervene,
    PassCard,
    Pick,
    Purge,
    SetDeploy,
    Speculate,
)
from ..state import KarthedisState

NOT_YOURS = QT_TRANSLATE_NOOP("KarthedisTable", "Only the cards of your own hand can be played.")
NOT_ON_A_PLAYER = QT_TRANSLATE_NOOP(
    "KarthedisTable",
    "Cards are never played onto another player: place them at a resource, or drop an "
    "Intervene card on another player's face-down card there.",
)
NOT_AN_INTERVENER = QT_TRANSLATE_NOOP(
    "KarthedisTable",
    "Only an Intervene card is played onto another player's card: to place this card at the "
    "resource, drop it on the resource itself.",
)
OWN_PILE_ONLY = QT_TRANSLATE_NOOP(
    "KarthedisTable", "A discarded card goes onto your own Recall pile."
)
NOT_ON_A_PILE = QT_TRANSLATE_NOOP(
    "KarthedisTable",
    "Cards go onto a Recall pile only when an ability asks you to discard.",
)
DONE = QT_TRANSLATE_NOOP("KarthedisTable", "Done")
INTERVENERS = (BOUNCE, EXILE)


def _state(view: GameState) -> KarthedisState:
    return cast(KarthedisState, view)


def intervener(card: int) -> bool:
    """A card with Intervenieren (played onto another player's face-down card)."""
    return card != HIDDEN and effect_of(card) in INTERVENERS


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
        not (bids only in the trade phase, face down only in the first call phase...), or
        why the place means no move at all."""
        if not isinstance(payload, tuple):
            return None
        kind, card = payload[0], payload[1]
        s = _state(view)
        if isinstance(target, tuple) and target[0] == "seat":
            return NOT_ON_A_PLAYER
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
            return Intervene(card, target[1]) if intervener(card) else NOT_AN_INTERVENER
        if isinstance(target, tuple) and target[0] == "pile":
            if not s.pending:
                return NOT_ON_A_PILE
            return Discard(card) if target[1] == s.pending[-1][1] else OWN_PILE_ONLY
        return None

    def keys(self) -> Sequence[Key]:
        return KEYS

    def buttons(self, view: GameState, legal: Sequence[Move]) -> Sequence[Button]:
        """Done, and the standing Einsatz switch showing the choice in force (its move
        switches it), on every turn."""
        out = []
        for m in legal:
            if isinstance(m, (EndSpeculate, EndCalls, EndTrade)):
                out.append(Button(m, DONE, "d"))
            elif isinstance(m, SetDeploy):
                out.append(Button(m, LABELS[m], "y", TIPS[m]))
        return out


# --- the keymap and the buttons -----------------------------------------------------------------
# Keys ask for their move in any phase: out of its phase the Session says why it cannot be
# played, so a key is never silent.

# SetDeploy's button shows the choice in force; its move switches it
LABELS: dict[Move, Text] = {
    DEPLOY_OFF: QT_TRANSLATE_NOOP("KarthedisTable", "Deploy: on"),
    DEPLOY_ON: QT_TRANSLATE_NOOP("KarthedisTable", "Deploy: off"),
}
TIPS: dict[Move, Text] = {
    DEPLOY_OFF: QT_TRANSLATE_NOOP(
        "KarthedisTable",
        "Cards with Deploy you draw: now you show each at once and use its ability. Click to "
        "keep them hidden from now on instead. Only you know this choice; nobody is asked at "
        "a draw.",
    ),
    DEPLOY_ON: QT_TRANSLATE_NOOP(
        "KarthedisTable",
        "Cards with Deploy you draw: now you keep them hidden (their ability is not used). "
        "Click to show and use them from now on instead. Only you know this choice; nobody is "
        "asked at a draw.",
    ),
}
DONE_OF_PHASE: dict[str, Move] = {"speculate": END_SPECULATE, "trade": END_TRADE}


def _done(view: Any, payload: Any, n: int) -> KeyAct:
    """D: the phase's Done (out of a phase that has one, the rules say why not)."""
    return DONE_OF_PHASE.get(view.phase, END_CALLS)


def _deploy(view: Any, payload: Any, n: int) -> KeyAct:
    """Y: switch the standing Einsatz choice (the viewer's own, the only one the view knows)."""
    known = [flag for flag in view.deploy if flag != HIDDEN]
    return DEPLOY_OFF if known and known[0] else DEPLOY_ON


KEYS = (
    Key(
        "1-9",
        QT_TRANSLATE_NOOP(
            "KarthedisTable", "place the selected card face down at that resource (trade phase)"
        ),
        lambda v, p, n: Drop(("res", n - 1)),
    ),
    Key(
        "0",
        QT_TRANSLATE_NOOP("KarthedisTable", "place the selected card at the tenth resource"),
        lambda v, p, n: Drop(("res", 9)),
    ),
    Key(
        "c",
        QT_TRANSLATE_NOOP(
            "KarthedisTable", "play the selected card face up to the centre (or Speculate)"
        ),
        lambda v, p, n: Drop("centre"),
    ),
    Key(
        "p",
        QT_TRANSLATE_NOOP(
            "KarthedisTable",
            "lay the selected card on your pass spot (pass, or sit out in the trade phase)",
        ),
        lambda v, p, n: Drop("pass"),
    ),
    Key("d", QT_TRANSLATE_NOOP("KarthedisTable", "Done: play no more cards in this phase"), _done),
    Key(
        "y",
        QT_TRANSLATE_NOOP(
            "KarthedisTable", "switch your standing choice for the Deploy cards you draw"
        ),
        _deploy,
    ),
)
