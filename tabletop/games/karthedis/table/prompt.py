"""The round bar (round, phase, Marktführer, Siegbedingung, resources left) and the prompt:
what to do now, what the others just did, and the button that ends a phase's plays."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF

from ....core.game import Move
from ....core.text import QT_TRANSLATE_NOOP, Text
from ....ui.i18n import render
from ..info import OPTIONS
from ..moves import DEPLOY_OFF, DEPLOY_ON, EndCalls, EndSpeculate, EndTrade, SetDeploy
from .layout import BAR, PROMPT, Desk
from .seats import CROWN

if TYPE_CHECKING:
    from .table import KarthedisTable

translate = QCoreApplication.translate
DONE = QT_TRANSLATE_NOOP("KarthedisTable", "Done")
# The moves without a piece to drag: a button each, its label and its key.
BUTTONS: dict[type, tuple[Text, str]] = {
    EndSpeculate: (DONE, "d"),
    EndCalls: (DONE, "d"),
    EndTrade: (DONE, "d"),
    # the standing, private choice for Einsatz cards drawn: a switch on every turn
    SetDeploy: (QT_TRANSLATE_NOOP("KarthedisTable", "Deploy: on"), "y"),
}
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
BUTTON_H = 40.0


def phase_name(phase: str) -> str:
    return {
        "draft": translate("KarthedisTable", "Draft"),
        "speculate": translate("KarthedisTable", "Preparation phase"),
        "prep_draw": translate("KarthedisTable", "Preparation phase"),
        "call1": translate("KarthedisTable", "First call phase"),
        "pass_draws": translate("KarthedisTable", "First call phase"),
        "trade": translate("KarthedisTable", "Trade phase"),
        "call2": translate("KarthedisTable", "Second call phase"),
        "round_end": translate("KarthedisTable", "End of the round"),
        "over": translate("KarthedisTable", "Game over"),
    }.get(phase, phase)


def victory_name(victory: str) -> str:
    for key, text in OPTIONS[0].choices:
        if key == victory:
            return render(text)
    return victory


def lay_bar(t: KarthedisTable, desk: Desk) -> None:
    v = desk.view
    t.panel("bar", BAR)
    where = (
        phase_name(v.phase)
        if v.phase in ("draft", "over")
        else translate("KarthedisTable", "Round {n}: {phase}").format(
            n=v.round, phase=phase_name(v.phase)
        )
    )
    t.label(
        "where",
        where,
        BAR.left() + 10,
        BAR.top() + 6,
        370,
        16,
        True,
        tip=translate(
            "KarthedisTable",
            "A round: preparation phase (Speculate, then everyone draws), first call phase, trade "
            "phase, second call phase. Every phase goes clockwise from the market leader.",
        ),
    )
    t.label(
        "leader",
        f"{CROWN} "
        + translate("KarthedisTable", "Market leader: {player}").format(
            player=desk.names[v.leader]
        ),
        BAR.left() + 385,
        BAR.top() + 6,
        250,
        16,
        color="#ffe08a",
        tip=translate(
            "KarthedisTable",
            "The market leader starts every phase; the role moves clockwise after each round.",
        ),
    )
    t.label(
        "victory",
        translate("KarthedisTable", "To win: {condition}").format(
            condition=victory_name(v.victory)
        ),
        BAR.left() + 645,
        BAR.top() + 6,
        375,
        16,
        tip=translate(
            "KarthedisTable", "The victory condition chosen for this game: base resources won."
        ),
    )
    t.label(
        "supply",
        translate("KarthedisTable", "Resource pile {n}").format(n=len(v.supply)),
        BAR.left() + 1030,
        BAR.top() + 6,
        216,
        16,
        tip=translate(
            "KarthedisTable", "Resource cards left to refill the row at the end of a round."
        ),
    )


def button_moves(t: KarthedisTable) -> list[Move]:
    """The viewer's moves that have no piece to drag: one button each."""
    if not t.viewer_decides():
        return []
    return [m for m in t.legal if type(m) in BUTTONS]


def lay_prompt(t: KarthedisTable, desk: Desk) -> None:
    t.panel("prompt", PROMPT, accent=desk.my_turn)
    me = desk.me
    t.label(
        "myname",
        desk.names[me] + (f"  {CROWN}" if desk.view.leader == me and desk.seat is not None else ""),
        PROMPT.left() + 10,
        PROMPT.top() + 5,
        PROMPT.width() - 20,
        16,
        True,
        tip=translate("KarthedisTable", "You (♛: you are the market leader)."),
    )
    lines = [t.next_step(), t.last_note]
    t.textbox(
        "prompttext",
        "\n".join(s for s in lines if s),
        PROMPT.left() + 6,
        PROMPT.top() + 26,
        PROMPT.width() - 12,
        15,
        tip=translate("KarthedisTable", "What to do now, and what the others just did."),
    )
    x, y = PROMPT.left() + 10, PROMPT.bottom() - BUTTON_H - 2
    for i, move in enumerate(button_moves(t)):
        label, key = BUTTONS[type(move)]
        button = t.button(f"done{i}", render(LABELS.get(move, label)), QPointF(x, y), move)
        tip = render(TIPS[move]) if move in TIPS else t.move_text(move)
        button.setToolTip(
            tip + " " + translate("KarthedisTable", "(key {key})").format(key=key.upper())
        )
        x += button.width() + 8
    help_button = t.button("helpbutton", "?", QPointF(PROMPT.right() - 46, y), "help")
    help_button.setToolTip(translate("KarthedisTable", "The keys of this table (key ?)."))
