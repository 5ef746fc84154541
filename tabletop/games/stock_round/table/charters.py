"""The six railway charters: name, symbol and colour; share price and par; director; treasury;
network level; trains; the unissued shares and the treasury shares offered for re-issue, as
certificates a player drags to their area to buy (or clicks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFontMetricsF

from ....core.text import QT_TRANSLATE_NOOP
from ....ui.i18n import render
from ....ui.sprites import font
from ..data import LEVEL_COST, LEVEL_VALUE, RAILWAYS, SHARES_PER_RAILWAY, TRAINS
from ..market import PRICES
from ..operating import max_level, run_value
from ..shares import market_price, started
from .layout import CERT_H, CERT_W, Desk
from .money import money
from .pieces import CertificateSprite, TrainSprite, railway_color

if TYPE_CHECKING:
    from .table import StockRoundTable

translate = QCoreApplication.translate
SMALL_TRAIN = QSizeF(30, 38)


def lay_charters(t: StockRoundTable, desk: Desk) -> None:
    for r in range(desk.view.railways):
        lay_charter(t, desk, r)


def lay_charter(t: StockRoundTable, desk: Desk, r: int) -> None:
    v = desk.view
    box = desk.charter(r)
    name, code, _symbol = RAILWAYS[r]
    operating = v.operating() == r
    t.panel(f"charter-{r}", box, accent=operating)
    zone = t.zone(("charter", r), box)
    zone.setToolTip(
        translate(
            "StockRoundTable",
            "{railway}'s charter. In its operating turn, drag a train from the depot here to "
            "buy it.",
        ).format(railway=name)
    )
    x, w = box.left() + 8, box.width() - 16
    t.band(f"band-{r}", r, QRectF(box.left() + 3, box.top() + 3, box.width() - 6, 28))
    t.label(
        f"name-{r}",
        name,
        x + 26,
        box.top() + 7,
        w - 26,
        15,
        True,
        color="#111111" if railway_color(r).lightness() > 140 else "#ffffff",
        tip=translate("StockRoundTable", "{railway} (code {code}).").format(
            railway=name, code=code
        ),
    )
    y = box.top() + 36
    if not started(v, r):
        t.label(
            f"status-{r}",
            translate("StockRoundTable", "Not started"),
            x,
            y,
            w,
            15,
            True,
            tip=translate(
                "StockRoundTable",
                "Start it by buying its director's certificate (20%) at a par price: drop the "
                "certificate on a par square of the market's top row.",
            ),
        )
        y += 22
        t.label(
            f"pars-{r}",
            translate("StockRoundTable", "Par: ${low}–${high}").format(
                low=PRICES[0][2], high=PRICES[0][6]
            ),
            x,
            y,
            w,
            15,
            color="#cfc8b0",
            tip=translate("StockRoundTable", "The par prices: the top row, columns 2 to 6."),
        )
        _lay_new_shares(t, desk, r, box)
        return
    price = market_price(v, r)
    t.label(
        f"price-{r}",
        translate("StockRoundTable", "Share {price}").format(price=money(price)),
        x,
        y,
        w,
        17,
        True,
        tip=translate("StockRoundTable", "The market price of one share (10%)."),
    )
    y += 22
    director = desk.names[v.director[r]] if v.director[r] < len(desk.names) else "?"
    t.label(
        f"director-{r}",
        translate("StockRoundTable", "Director: {player}").format(player=director),
        x,
        y,
        w,
        15,
        tip=translate(
            "StockRoundTable",
            "The director holds the 20% certificate and decides for the railway. Another "
            "player who comes to hold more becomes director.",
        ),
    )
    y += 20
    floated = v.floated[r]
    sold = (SHARES_PER_RAILWAY - v.ipo[r]) * 10
    t.label(
        f"treasury-{r}",
        translate("StockRoundTable", "Treasury {amount}").format(amount=money(v.funds[r])),
        x,
        y,
        w,
        15,
        tip=translate(
            "StockRoundTable",
            "The railway's cash. New and re-issued shares are paid to it. It floats, and "
            "operates, once 60% is sold.",
        ),
    )
    y += 20
    level, top = v.level[r], max_level(v)
    raise_tip = (
        translate("StockRoundTable", "Raising it to {next} costs {cost}.").format(
            next=level + 1, cost=money(LEVEL_COST[level])
        )
        if level < top
        else translate("StockRoundTable", "It cannot go higher in this phase.")
    )
    net = t.zone(("network", r), QRectF(x - 3, y - 2, w + 6, 20))
    net.clickable = True  # raise the level with a click (when it is the director's turn)
    net.setToolTip(
        translate(
            "StockRoundTable",
            "Network level {level} (at most {top} in this phase): each train runs for its size "
            "× ${value}. {more} In its operating turn the director may raise it once; click "
            "here (R).",
        ).format(level=level, top=top, value=LEVEL_VALUE[level], more=raise_tip)
    )
    level_label = t.label(
        f"level-{r}",
        translate("StockRoundTable", "Network {level}/{top}").format(level=level, top=top),
        x,
        y,
        w,
        15,
        tip=net.toolTip(),
    )
    # what it runs for, right of the level; where the two would touch (long words, large
    # amounts), on the trains' line right of its trains (few by then: the limit is 2)
    runs = translate("StockRoundTable", "runs {amount}").format(amount=money(run_value(v, r)))
    runs_w = QFontMetricsF(font(15)).horizontalAdvance(runs) + 2
    level_w = level_label.boundingRect().width()
    trains_w = len(v.trains[r]) * 34.0
    run_y = y if level_w + 8 + runs_w <= w or trains_w + 8 + runs_w > w else y + 22 + 10
    t.label(
        f"run-{r}",
        runs,
        x,
        run_y,
        w,
        15,
        align=Qt.AlignmentFlag.AlignRight,
        color="#ffe08a",
        tip=translate(
            "StockRoundTable", "What its trains run for now: each train's size × the level's value."
        ),
    )
    y += 22
    for i, train in enumerate(v.trains[r]):
        kind = TRAINS[train]
        sprite = t.card(
            f"own-{r}-{i}", kind.name, QPointF(x + i * 34, y), SMALL_TRAIN, 5, kind=TrainSprite
        )
        assert isinstance(sprite, TrainSprite)
        sprite.price, sprite.count, sprite.used = kind.price, 1, False
        sprite.setToolTip(_train_tip(kind.name, kind.rusts))
    if not v.trains[r]:
        tip = translate(
            "StockRoundTable",
            "A railway floats once 60% is sold; a floated railway without a train earns "
            "nothing and must buy one in its turn.",
        )
        first = (
            translate("StockRoundTable", "No train")
            if floated
            else translate("StockRoundTable", "Not floated")
        )
        color = "#f0b0a0" if floated else "#cfc8b0"
        t.label(f"notrain-{r}", first, x, y, w, 15, color=color, tip=tip)
        if not floated:
            sold_text = translate("StockRoundTable", "{pct}% sold").format(pct=sold)
            t.label(f"sold-{r}", sold_text, x, y + 18, w, 15, color=color, tip=tip)
    _lay_new_shares(t, desk, r, box)


def _train_tip(name: str, rusts: str) -> str:
    tip = translate("StockRoundTable", "A {train}-train.").format(train=name)
    if rusts:
        tip += " " + translate(
            "StockRoundTable", "It rusts when the first {by}-train is bought."
        ).format(by=rusts)
    return tip


def _lay_new_shares(t: StockRoundTable, desk: Desk, r: int, box: QRectF) -> None:
    """The unissued shares (the director's certificate first) and the treasury shares."""
    v = desk.view
    y = box.bottom() - CERT_H - 8
    x = box.left() + 10
    name = RAILWAYS[r][0]
    if v.ipo[r]:
        director = not started(v, r)
        cert = _cert(
            t, f"new-{r}", r, 20 if director else 10, v.ipo[r] - (1 if director else 0), x, y
        )
        cert.payload = ("new", r)
        cert.setToolTip(
            translate(
                "StockRoundTable",
                "{railway}'s director's certificate (20%): drag it onto a par price of the "
                "market's top row, or click it and choose the par.",
            ).format(railway=name)
            if director
            else render(
                QT_TRANSLATE_NOOP(
                    "StockRoundTable",
                    "%n new share(s) of {railway}: drag one to your area (or click it) to buy "
                    "it at the market price, paid to the railway.",
                    None,
                    1,
                )(count=v.ipo[r], railway=name)
            )
        )
        t.label(
            f"newlabel-{r}",
            translate("StockRoundTable", "New"),
            x,
            y - 18,
            CERT_W + 10,
            15,
            color="#cfc8b0",
            tip=translate("StockRoundTable", "Unissued shares: the railway sells them."),
        )
        x += CERT_W + 22
    if v.treasury[r]:
        cert = _cert(t, f"reissue-{r}", r, 10, v.treasury[r], x, y)
        cert.payload = ("reissue", r)
        offered = v.offered[r]
        cert.setToolTip(
            render(
                QT_TRANSLATE_NOOP(
                    "StockRoundTable",
                    "%n share(s) in {railway}'s treasury, {offered} offered for re-issue this "
                    "round: an offered share is bought at the market price, paid to the railway.",
                    None,
                    1,
                )(count=v.treasury[r], railway=name, offered=offered)
            )
        )
        t.label(
            f"reissuelabel-{r}",
            translate("StockRoundTable", "{offered} offered").format(offered=offered),
            x,
            y - 18,
            box.right() - x - 4,
            15,
            color="#cfc8b0",
            tip=cert.toolTip(),
        )


def _cert(t: StockRoundTable, key: str, r: int, percent: int, count: int, x: float, y: float):
    cert = t.card(
        key, RAILWAYS[r][1], QPointF(x, y), QSizeF(CERT_W, CERT_H), 10, kind=CertificateSprite
    )
    assert isinstance(cert, CertificateSprite)
    cert.railway, cert.percent, cert.count = r, percent, max(1, count)
    cert.director = percent == 20
    cert.update()
    return cert
