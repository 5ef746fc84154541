"""The players: each one's cash, certificates (the count against the certificate limit) and
holdings, as certificates the owner drags to the pool to sell (another player's say whose
they are when dragged); the priority deal.  The viewer's own row is where bought certificates
are dropped."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QSizeF

from ..data import RAILWAYS
from ..shares import certificates, limit, worth
from .charters import money
from .layout import PLAYERS, Desk
from .pieces import CertificateSprite

if TYPE_CHECKING:
    from .table import StockRoundTable

translate = QCoreApplication.translate
CHIP_W = 40.0


def lay_players(t: StockRoundTable, desk: Desk) -> None:
    v = desk.view
    t.panel("players", PLAYERS)
    for seat in range(v.num_seats):
        lay_player(t, desk, seat)


def lay_player(t: StockRoundTable, desk: Desk, seat: int) -> None:
    v = desk.view
    row = desk.player_row(seat)
    me = seat == desk.seat
    acting = desk.actor == seat and v.phase != "over"
    t.panel(f"seat-{seat}", row.adjusted(4, 2, -4, 0), accent=acting)
    zone = t.zone("me" if me else ("player", seat), row.adjusted(4, 2, -4, 0))
    zone.setToolTip(
        translate(
            "StockRoundTable",
            "Your area: drag a certificate here to buy it; drag your certificates to the pool "
            "to sell them.",
        )
        if me
        else translate("StockRoundTable", "{player}'s certificates and cash.").format(
            player=desk.names[seat]
        )
    )
    x, y = row.left() + 12, row.top() + 5
    name = desk.names[seat] + (" " + translate("StockRoundTable", "(you)") if me else "")
    t.label(
        f"pname-{seat}",
        name,
        x,
        y,
        150,
        15,
        True,
        color="#ffe08a" if acting else "#f3f0e6",
        tip=translate(
            "StockRoundTable", "{player}; worth {worth} (cash plus shares at market price)."
        ).format(player=desk.names[seat], worth=money(worth(v, seat))),
    )
    if v.priority == seat and v.phase != "over":
        t.label(
            f"priority-{seat}",
            translate("StockRoundTable", "Priority deal"),
            x,
            y + 20,
            150,
            15,
            color="#9fe3c0",
            tip=translate(
                "StockRoundTable",
                "The priority deal: this player starts the next stock round (it goes to the "
                "player after the last one who sold or bought).",
            ),
        )
    t.label(
        f"cash-{seat}",
        money(v.cash[seat]),
        x + 160,
        y,
        90,
        15,
        True,
        tip=translate("StockRoundTable", "Cash."),
    )
    t.label(
        f"certs-{seat}",
        translate("StockRoundTable", "{n}/{limit} certs").format(
            n=certificates(v, seat), limit=limit(v)
        ),
        x + 160,
        y + 20,
        100,
        15,
        color="#cfc8b0",
        tip=translate(
            "StockRoundTable",
            "Certificates held against the certificate limit ({limit} with {players} players; "
            "the director's certificate counts once). At most 60% of one railway.",
        ).format(limit=limit(v), players=v.num_seats),
    )
    cx = row.left() + 280
    h = min(row.height() - 6, 40.0)
    for r in range(v.railways):
        held = v.held[r][seat]
        if not held:
            continue
        director = v.director[r] == seat
        chip = t.card(
            f"hold-{seat}-{r}",
            RAILWAYS[r][1],
            QPointF(cx, row.top() + 3),
            QSizeF(CHIP_W, h),
            12,
            kind=CertificateSprite,
        )
        assert isinstance(chip, CertificateSprite)
        chip.railway, chip.count = r, 1
        chip.percent, chip.director = held * 10, director
        chip.update()
        chip.payload = ("mine", r) if me else ("theirs", seat, r)
        if me:
            zone.members.append(chip)  # dropped back in its own area: the drag is undone
        chip.setToolTip(
            translate(
                "StockRoundTable",
                "{player} holds {pct}% of {railway}{director}.",
            ).format(
                player=desk.names[seat],
                pct=held * 10,
                railway=RAILWAYS[r][0],
                director=translate("StockRoundTable", ", as its director") if director else "",
            )
            + (
                "\n" + translate("StockRoundTable", "Drag to the pool (or click) to sell.")
                if me
                else ""
            )
        )
        cx += CHIP_W + 5
