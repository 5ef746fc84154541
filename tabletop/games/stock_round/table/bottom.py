"""Along the bottom: the pool (shares sold to the bank, bought at one column right of the
market; drop your certificates here to sell) and the train depot (the trains for sale, what
comes next, the phase and the train limit)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QSizeF

from ....core.text import QT_TRANSLATE_NOOP
from ....ui.i18n import render
from ..data import RAILWAYS, TRAINS
from ..market import pool_price
from ..trains import limit, on_sale
from .layout import CERT_H, CERT_W, DEPOT, POOL, TRAIN_H, TRAIN_W, Desk
from .money import money
from .pieces import CertificateSprite, TrainSprite

if TYPE_CHECKING:
    from .table import StockRoundTable

translate = QCoreApplication.translate


def lay_pool(t: StockRoundTable, desk: Desk) -> None:
    v = desk.view
    t.panel("pool", POOL)
    zone = t.zone("pool", POOL)
    zone.setToolTip(
        translate(
            "StockRoundTable",
            'The pool: drop your certificates here to sell them ("Anyone wants a share?"). '
            "It holds at most 50% of a railway; the director's certificate never goes here.",
        )
    )
    x, y = POOL.left() + 12, POOL.top() + 8
    t.label(
        "pooltitle", translate("StockRoundTable", "Pool"), x, y, 200, 17, True, tip=zone.toolTip()
    )
    cx = x
    for r in range(v.railways):
        if not v.pool[r]:
            continue
        cert = t.card(
            f"pool-{r}",
            RAILWAYS[r][1],
            QPointF(cx, y + 40),
            QSizeF(CERT_W, CERT_H),
            10,
            kind=CertificateSprite,
        )
        assert isinstance(cert, CertificateSprite)
        cert.railway, cert.percent, cert.count, cert.director = r, 10, v.pool[r], False
        cert.update()
        cert.payload = ("pool", r)
        zone.members.append(cert)  # dropped back in the pool: the drag is undone
        price = pool_price((v.row[r], v.col[r]))
        cert.setToolTip(
            render(
                QT_TRANSLATE_NOOP(
                    "StockRoundTable",
                    "%n share(s) of {railway} in the pool: drag one to your area (or click it) "
                    "to buy it for {price}, one column right of the market price.",
                    None,
                    1,
                )(count=v.pool[r], railway=RAILWAYS[r][0], price=money(price))
            )
        )
        t.label(
            f"poolprice-{r}",
            money(price),
            cx,
            y + 42 + CERT_H,
            CERT_W + 8,
            15,
            color="#cfc8b0",
            tip=cert.toolTip(),
        )
        cx += CERT_W + 14
    if cx == x:
        t.label(
            "poolempty",
            translate("StockRoundTable", "No shares in the pool."),
            x,
            y + 60,
            POOL.width() - 24,
            15,
            color="#cfc8b0",
            tip=zone.toolTip(),
        )


def lay_depot(t: StockRoundTable, desk: Desk) -> None:
    v = desk.view
    t.panel("depot", DEPOT)
    x, y = DEPOT.left() + 12, DEPOT.top() + 8
    phase = TRAINS[v.trainphase].name
    t.label(
        "phase",
        translate("StockRoundTable", "Phase {phase} · train limit {limit}").format(
            phase=phase, limit=limit(v)
        ),
        x,
        y,
        DEPOT.width() - 24,
        17,
        True,
        tip=translate(
            "StockRoundTable",
            "The phase is the newest kind of train bought. It sets the train limit, the "
            "highest network level and how many operating rounds follow a stock round.",
        ),
    )
    cx = x
    for train, used in on_sale(v):
        kind = TRAINS[train]
        key = f"used-{train}" if used else f"depot-{train}"
        sprite = t.card(
            key, kind.name, QPointF(cx, y + 36), QSizeF(TRAIN_W, TRAIN_H), 10, kind=TrainSprite
        )
        assert isinstance(sprite, TrainSprite)
        sprite.price = kind.price
        sprite.count = v.used[train] if used else v.depot[train]
        sprite.used = bool(used)
        sprite.update()
        sprite.payload = ("train", train, used)
        tip = (
            translate("StockRoundTable", "A discarded {train}-train in the bank pool.")
            if used
            else translate("StockRoundTable", "{count} {train}-trains in the depot.")
        ).format(train=kind.name, count=sprite.count)
        tip += " " + translate(
            "StockRoundTable",
            "Price {price}. In a railway's operating turn, drag it onto the charter (or click "
            "it) to buy it.",
        ).format(price=money(kind.price))
        if kind.rusts:
            tip += " " + translate(
                "StockRoundTable", "It rusts when the first {by}-train is bought."
            ).format(by=kind.rusts)
        sprite.setToolTip(tip)
        cx += TRAIN_W + 14
    later = [
        f"{TRAINS[k].name}×{c}" for k, c in enumerate(v.depot) if c and (k, 0) not in on_sale(v)
    ]
    if later:
        t.label(
            "later",
            translate("StockRoundTable", "Then: {trains}").format(trains="  ".join(later)),
            x,
            y + 40 + TRAIN_H,
            DEPOT.width() - 24,
            15,
            color="#cfc8b0",
            tip=translate(
                "StockRoundTable",
                "Trains still in the depot, sold in this order once the ones before are gone.",
            ),
        )
