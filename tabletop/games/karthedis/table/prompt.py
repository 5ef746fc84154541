"""The round bar (round, phase, Marktführer, Siegbedingung, resources left) and the prompt:
the viewer's name over the base prompt (what to do now, what the others just did, the buttons
with their keys)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ....ui.i18n import render
from ..info import OPTIONS
from .layout import BAR, PROMPT, Desk
from .seats import CROWN

if TYPE_CHECKING:
    from .table import KarthedisTable

translate = QCoreApplication.translate


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


def lay_prompt(t: KarthedisTable, desk: Desk) -> None:
    """The viewer's name, then the base prompt: what to do now and what the others just did
    (or the open question), the buttons with their keys and the ? button."""
    me = desk.me
    t.lay_prompt(PROMPT, top=20)
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
