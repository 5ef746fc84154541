"""Stack Market's moves as pieces and targets, its keymap and its buttons, for the table base
(tabletop/ui/presenter.py).

Sprite keys and payloads: "cup" (roll), payload "cup"; a rolled die in the tray, payload
("tray", number); "next", the next die of the stacking order, payload ("next", number), and the
later ones "o<i>", payload ("order", number); "marker-me", the viewer's investor marker,
payload "marker".  Zones: "tray", "order" (the stacking order), ("building", company),
("company", company).  Qt-free.

Every gesture answers: one a rule forbids asks for its move anyway, so that the Session names
the rule (a full company, your own company, a die out of number order, rolling before
investing); one that cannot mean any move says why on the table.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, cast

from ....core.game import GameState, Move
from ....core.text import QT_TRANSLATE_NOOP, Text
from ....ui.presenter import NOTHING, Button, Key, KeyAct, Parts, Presenter
from ..data import COMPANIES
from ..moves import ChangeInvestment, Invest, Pick, Place, Roll, Stay
from ..state import StackMarketState

# table actions (StackMarketTable.key_action): state the table keeps itself
AIM_LEFT, AIM_RIGHT, PLACE = "aim-left", "aim-right", "place"

NO_SUCH_COMPANY = QT_TRANSLATE_NOOP(
    "StackMarketTable", "There is no company {n}: the companies are numbered 1–{last}."
)
NOT_NEXT = QT_TRANSLATE_NOOP(
    "StackMarketTable",
    "The dice are stacked in the order chosen: the {value} on the left comes first. Drag it "
    "over the building.",
)
ONTO_YOUR_BUILDING = QT_TRANSLATE_NOOP(
    "StackMarketTable",
    "Your dice go on the building of the company you invest in: {company}.",
)
ONTO_THE_TALLEST = QT_TRANSLATE_NOOP(
    "StackMarketTable", "In the takeover every die goes on the tallest building: {company}."
)
MARKER_ON_A_CARD = QT_TRANSLATE_NOOP(
    "StackMarketTable", "Your investor marker goes on a company card: drop it on another one."
)
CLICK_THE_DICE = QT_TRANSLATE_NOOP(
    "StackMarketTable", "Click the rolled dice in the order you want to stack them."
)
DRAG_THE_DIE = QT_TRANSLATE_NOOP(
    "StackMarketTable",
    "Drag the next die over the building and release it where you aim (or aim with ← → and "
    "press Enter).",
)
KEEP = QT_TRANSLATE_NOOP("StackMarketTable", "Keep")
KEEP_TIP = QT_TRANSLATE_NOOP(
    "StackMarketTable",
    "Keep your investment and end your turn. To change it, click another company card.",
)
ORDERING = ("order", "takeover_order")
PLACING = ("place", "takeover_place")


def _state(view: GameState) -> StackMarketState:
    return cast(StackMarketState, view)


def _on(view: GameState) -> int:
    """The building dice go on now."""
    return _state(view).stacking_on()


def _tray_die(value: int):
    return lambda payload: payload == ("tray", value)


def _company_move(view: GameState, company: int) -> Move:
    """A company card asked for: invest in it, or move the marker there (in any other phase
    the Session says what comes first)."""
    return Invest(company) if _state(view).phase == "invest" else ChangeInvestment(company)


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
        """What a gesture no legal move matches asks for (see the module docstring)."""
        v = _state(view)
        if isinstance(target, tuple) and target[0] == "company":
            if payload is None or payload == "marker":  # a card clicked, the marker dropped
                return _company_move(view, target[1])
            return None
        if payload == "marker":
            return ChangeInvestment(v.invest[v.turn]) if target is None else MARKER_ON_A_CARD
        if payload == "cup":
            return Roll()
        if isinstance(payload, tuple):
            kind, value = payload
            if kind == "tray" and target in ("order", None):
                return Pick(value)  # out of number order: the rule names itself
            if kind == "order":
                return NOT_NEXT(value=v.order[0])
            if kind == "next" and isinstance(target, tuple) and target[0] == "building":
                name = COMPANIES[v.stacking_on()]
                if v.phase == "takeover_place":
                    return ONTO_THE_TALLEST(company=name)
                return ONTO_YOUR_BUILDING(company=name)
            return None
        if payload is None and v.phase in ORDERING and target in ("order", "tray"):
            return CLICK_THE_DICE
        if payload is None and v.phase in PLACING and isinstance(target, tuple):
            return DRAG_THE_DIE  # a building clicked
        return None

    def keys(self) -> Sequence[Key]:
        return KEYS

    def buttons(self, view: GameState, legal: Sequence[Move]) -> Sequence[Button]:
        return [Button(Stay(), KEEP, "k", KEEP_TIP)] if Stay() in legal else []


# --- the keymap ----------------------------------------------------------------------------------
# Keys ask for their move in any phase: out of its phase the Session says why it cannot be
# played (a 2 while the dice are still to roll: "Roll the dice first."), so a key is never
# silent.


def _number(view: Any, payload: Any, n: int) -> KeyAct:
    """0–4: the die of that number next; while investing, the company of that number."""
    v = _state(view)
    if v.phase in ("invest", "change"):
        if not 1 <= n <= v.companies:
            return NO_SUCH_COMPANY(n=n, last=v.companies)
        return _company_move(view, n - 1)
    return Pick(n)


KEYS = (
    Key("r", QT_TRANSLATE_NOOP("StackMarketTable", "roll the dice"), lambda v, p, n: Roll()),
    Key(
        "0-4",
        QT_TRANSLATE_NOOP(
            "StackMarketTable",
            "stack the die of that number next; when investing: the company of that number",
        ),
        _number,
    ),
    Key(
        "Left",
        QT_TRANSLATE_NOOP("StackMarketTable", "aim the next die further left (else: select)"),
        lambda v, p, n: AIM_LEFT,
    ),
    Key(
        "Right",
        QT_TRANSLATE_NOOP("StackMarketTable", "aim the next die further right (else: select)"),
        lambda v, p, n: AIM_RIGHT,
    ),
    Key(
        "Enter",
        QT_TRANSLATE_NOOP(
            "StackMarketTable", "place the next die where you aim (else: play the selection)"
        ),
        lambda v, p, n: PLACE,
    ),
    Key(
        "k",
        QT_TRANSLATE_NOOP("StackMarketTable", "keep your investment (end of your turn)"),
        lambda v, p, n: Stay(),
    ),
)
