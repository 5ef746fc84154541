"""The sale under way ("Anyone wants a share?"): its line in the prompt, with each player's
answer so far, and the shares on offer laid out in the pool for all to see.  The prompt itself
(what to do now, the buttons, the table's questions) is the table base's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QSizeF, Qt

from ....core.text import QT_TRANSLATE_NOOP
from ....ui.game_screen import with_names
from ....ui.i18n import render
from ..data import RAILWAYS
from ..shares import market_price
from .layout import CERT_H, CERT_W, POOL, Desk
from .money import money
from .pieces import CertificateSprite

if TYPE_CHECKING:
    from .table import StockRoundTable

translate = QCoreApplication.translate


def sale_text(t: StockRoundTable, desk: Desk, answers: bool = True) -> str:
    v = desk.view
    if v.phase != "anyone":
        return ""
    r = v.sale_railway
    head = render(
        QT_TRANSLATE_NOOP(
            "StockRoundTable", "{seller} sells %n share(s) of {railway} at {price}.", None, 1
        )(
            seller=desk.names[v.sale_seller],
            n=v.sale_left,
            railway=RAILWAYS[r][0],
            price=money(market_price(v, r)),
        )
    )
    said = [render(with_names(text, desk.names)) for text in t.sale_answers] if answers else []
    return head + ("\n" + " · ".join(said[-6:]) if said else "")


def lay_offer(t: StockRoundTable, desk: Desk) -> None:
    """The shares on offer in a sale, laid out for all to see (drag one to buy it)."""
    v = desk.view
    if v.phase != "anyone":
        return
    r = v.sale_railway
    x, y = POOL.right() - CERT_W - 24, POOL.top() + 48
    cert = t.card(
        "offered", RAILWAYS[r][1], QPointF(x, y), QSizeF(CERT_W, CERT_H), 20, kind=CertificateSprite
    )
    assert isinstance(cert, CertificateSprite)
    cert.railway, cert.percent, cert.count, cert.director = r, 10, v.sale_left, False
    cert.update()
    cert.payload = ("offered", r)
    pool = t.zones().get("pool")
    if pool is not None:
        pool.members.append(cert)  # dropped back in the pool: the drag is undone
    cert.setToolTip(
        render(
            QT_TRANSLATE_NOOP(
                "StockRoundTable",
                "%n share(s) of {railway} on offer at {price}: when you are asked, drag one to "
                "your area (or click it) to buy it.",
                None,
                1,
            )(n=v.sale_left, railway=RAILWAYS[r][0], price=money(market_price(v, r)))
        )
    )
    t.label(
        "offertitle",
        translate("StockRoundTable", "On offer"),
        x - 120,
        POOL.top() + 8,
        CERT_W + 130,
        15,
        True,
        align=Qt.AlignmentFlag.AlignRight,
        tip=cert.toolTip(),
    )
