"""What a railway without a train is in for, said before it happens: in its operating turn it
runs first and buys trains after, so a railway without a train runs for nothing, withholds and
its share price falls one column.  The prompt (and the coach, which shows the prompt's next
step) says so while the director can still see it coming: at the network decision just before
the run, and, of each other railway the viewer directs that has no train, in the stock round
and while trains are bought (a rust may have taken them)."""

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


def before_the_run(desk: Desk) -> str:
    """At the network decision of a railway without a train ("" if it has one)."""
    v = desk.view
    r = v.operating()
    if r < 0 or v.trains[r]:
        return ""
    return translate(
        "StockRoundTable",
        "No train: {railway} runs for nothing, withholds and falls to {price}.",
    ).format(railway=RAILWAYS[r][0], price=fallen_price(desk, r))


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
