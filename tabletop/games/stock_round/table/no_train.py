"""What a railway without a train is in for, said before it happens: in its operating turn it
runs first and buys trains after, so a railway without a train runs for nothing, withholds and
its share price falls one column.  The prompt (and the coach, which shows the prompt's next
step) says so wherever the viewer decides something before such a railway runs: in a stock-round
turn and while trains are bought, of each railway the viewer directs ("no train yet", a rust may
have taken them); at every other decision (raise the network, pay out or withhold, "Anyone wants
a share?", an emergency sale, a re-issue offer) "No train: ... falls to $x" of each one the
viewer directs or holds shares of, and of the one whose shares are being decided on."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..data import RAILWAYS
from ..market import price, withheld
from .layout import Desk
from .money import money

translate = QCoreApplication.translate


def fallen_price(desk: Desk, r: int) -> str:
    v = desk.view
    return money(price(withheld((v.row[r], v.col[r]))))


def no_train(desk: Desk, r: int) -> str:
    return translate(
        "StockRoundTable",
        "No train: {railway} runs for nothing, withholds and falls to {price}.",
    ).format(railway=RAILWAYS[r][0], price=fallen_price(desk, r))


def trainless_to_run(desk: Desk) -> list[int]:
    """The floated railways without a train whose next run comes before they can buy one:
    every one, but the railway operating once it has run (it buys its trains next; during
    its emergency sale it is buying one)."""
    v = desk.view
    underway = 0 <= v.op < len(v.order)  # an operating round (its sales included)
    ran = v.order[v.op] if underway and v.phase != "network" else -1
    return [r for r in range(v.railways) if v.floated[r] and not v.trains[r] and r != ran]


def deciding(desk: Desk) -> str:
    """At a decision other than a stock-round turn or a train purchase: each railway still to
    run without a train that the viewer directs or holds, or whose shares are being decided
    on (a sale's, a re-issue offer's): its price after the fall, or, of several, their codes
    ("" if none)."""
    v = desk.view
    seat = desk.seat
    subject = {"anyone": v.sale_railway, "offer": v.queue[0] if v.queue else -1}.get(v.phase, -1)
    concerned = [
        r
        for r in trainless_to_run(desk)
        if r == subject or (seat is not None and (v.director[r] == seat or v.held[r][seat] > 0))
    ]
    if len(concerned) > 1:  # one line for them all, by the codes of the ownership table's
        # columns: the prompt keeps room for its step above its buttons
        return translate(
            "StockRoundTable",
            "No train: {railways} run for nothing, withhold and fall.",
        ).format(railways=", ".join(RAILWAYS[r][1] for r in concerned))
    return no_train(desk, concerned[0]) if concerned else ""


def ahead(desk: Desk) -> str:
    """The viewer's floated railways without a train, other than the one operating (it has
    run): what their next operating turn holds ("" if none)."""
    v = desk.view
    if desk.seat is None:
        return ""
    mine = [
        r
        for r in range(v.railways)
        if v.director[r] == desk.seat and v.floated[r] and not v.trains[r] and r != v.operating()
    ]
    if not mine:
        return ""
    return translate(
        "StockRoundTable",
        "{railways}: no train yet. Railways run before they buy trains, so in its next "
        "operating turn it withholds and its price falls.",
    ).format(railways=", ".join(RAILWAYS[r][0] for r in mine))
