"""The left side: the round, the dice reserve, every player's company and money (others' money
only with the Open money option), the highest building card.  Below it lies the prompt (the
table base's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from ....core.game import HIDDEN
from ..data import COMPANIES
from .layout import SIDE, Seating

if TYPE_CHECKING:
    from .table import StackMarketTable

translate = QCoreApplication.translate
ROW_H = 72


def money_text(amount: int) -> str:
    if amount == 0:
        return translate("StackMarketTable", "$0")
    return translate("StackMarketTable", "${amount},000").format(amount=amount // 1000)


def lay_ledger(t: StackMarketTable, at: Seating) -> None:
    v = at.view
    x, w = SIDE.left() + 10, SIDE.width() - 20
    t.panel("side", SIDE)
    t.label(
        "round",
        translate("StackMarketTable", "Round {n} of {total}").format(n=v.round, total=v.rounds),
        x,
        SIDE.top() + 8,
        w,
        18,
        True,
        tip=translate("StackMarketTable", "The game lasts {total} rounds.").format(total=v.rounds),
    )
    t.label(
        "reserve",
        translate("StackMarketTable", "Dice reserve: {n}").format(n=v.reserve),
        x,
        SIDE.top() + 34,
        w,
        15,
        tip=translate(
            "StackMarketTable",
            "Dice left to roll. The round ends when the reserve is empty at the end of a turn.",
        ),
    )
    t.label(
        "removed",
        translate("StackMarketTable", "Out of the game: {n}").format(n=v.removed),
        x,
        SIDE.top() + 56,
        w,
        15,
        color="#cfc8b0",
        tip=translate(
            "StackMarketTable", "Dice removed after collapses; they return when the round ends."
        ),
    )
    y = SIDE.top() + 88
    for seat in range(v.num_seats):
        _lay_player(t, at, seat, x, y, w)
        y += ROW_H
    tip = translate(
        "StackMarketTable",
        "The highest building card: first to 15 floors, then only a strictly taller "
        "building. At a round's end it pays $20,000 if its holder earned $10,000 or more.",
    )
    t.label(
        "holdertitle", translate("StackMarketTable", "Highest building card:"), x, y, w, 15, tip=tip
    )
    holder = t.name(v.holder) if v.holder >= 0 else translate("StackMarketTable", "nobody yet")
    t.label(
        "holder",
        holder,
        x,
        y + 20,
        w,
        15,
        True,
        tip=tip,
    )


def _lay_player(t: StackMarketTable, at: Seating, seat: int, x: float, y: float, w: float) -> None:
    v = at.view
    t.panel(f"p{seat}", QRectF(x - 4, y, w + 8, ROW_H - 6), accent=seat == at.actor)
    marker = t.marker(f"seatmark{seat}", seat, QPointF(x + 2, y + 14), 28, 30)
    marker.setToolTip(
        translate("StackMarketTable", "{player}'s colour.").format(player=t.name(seat))
    )
    you = seat == at.seat
    name = t.name(seat) + (" " + translate("StackMarketTable", "(you)") if you else "")
    t.label(f"name{seat}", name, x + 38, y + 6, w - 40, 15, True, tip=name)
    company = v.invest[seat]
    where = (
        translate("StackMarketTable", "invests in {company}").format(company=COMPANIES[company])
        if company >= 0
        else translate("StackMarketTable", "not invested yet")
    )
    t.label(
        f"invests{seat}",
        where,
        x + 38,
        y + 27,
        w - 40,
        15,
        tip=translate("StackMarketTable", "The company this player's investor marker is on."),
    )
    money = v.money[seat]
    t.label(
        f"money{seat}",
        money_text(money) if money != HIDDEN else translate("StackMarketTable", "money hidden"),
        x + 38,
        y + 47,
        w - 40,
        15,
        color="#ffd23f",
        tip=translate(
            "StackMarketTable",
            "Other players' money is hidden, as in the rulebook (the Open money option shows "
            "it); every payment is in the log.",
        )
        if money == HIDDEN
        else translate("StackMarketTable", "Money."),
    )
