"""Who owns what, at a glance: a table with a column per railway and a row per player (cash,
certificates against the limit, and each holding as a percentage, the director's cell golden),
then the pool's, the unissued ("New") and the treasury shares offered for re-issue.  The
viewer's own row is where bought certificates are dropped; the viewer's cells are dragged to
the pool to sell (another player's say whose they are)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt

from ....core.text import QT_TRANSLATE_NOOP
from ....ui.i18n import render
from ..data import RAILWAYS
from ..shares import certificates, limit, started, worth
from .layout import PLAYERS, Desk
from .money import money
from .pieces import CELL_PX, HoldingCell, ink_on, railway_color

if TYPE_CHECKING:
    from .table import StockRoundTable

translate = QCoreApplication.translate
PAD = 8.0
HEAD_H = 26.0  # the railways' header
NAME_W, CASH_W, CERTS_W = 120.0, 74.0, 44.0
COLUMNS_X = PLAYERS.left() + PAD + NAME_W + CASH_W + CERTS_W + 6
MAX_ROW_H = 36.0
BANK_ROWS = 3  # pool, new, re-issue


def column(desk: Desk, r: int) -> QRectF:
    """Railway r's column, header to the last row."""
    w = (PLAYERS.right() - PAD - COLUMNS_X) / desk.view.railways
    return QRectF(COLUMNS_X + r * w, PLAYERS.top() + 4, w, PLAYERS.height() - 8)


def row_height(desk: Desk) -> float:
    rows = desk.view.num_seats + BANK_ROWS
    return min(MAX_ROW_H, (PLAYERS.height() - 8 - HEAD_H - 4) / rows)


def row(desk: Desk, i: int) -> QRectF:
    """Row i: the seats, then the pool, the new and the re-issue rows."""
    h = row_height(desk)
    top = PLAYERS.top() + 4 + HEAD_H + 4 + i * h
    return QRectF(PLAYERS.left() + 4, top, PLAYERS.width() - 8, h)


def cell(desk: Desk, i: int, r: int) -> QRectF:
    c, line = column(desk, r), row(desk, i)
    return QRectF(c.left() + 1.5, line.top() + 1.5, c.width() - 3, line.height() - 3)


def lay_players(t: StockRoundTable, desk: Desk) -> None:
    v = desk.view
    t.panel("players", PLAYERS)
    _lay_header(t, desk)
    for seat in range(v.num_seats):
        lay_player(t, desk, seat)
    _lay_bank_rows(t, desk)


def _text_y(line: QRectF, px: float) -> float:
    return line.top() + (line.height() - px * 1.2) / 2


def _lay_header(t: StockRoundTable, desk: Desk) -> None:
    v = desk.view
    y = PLAYERS.top() + 6
    t.label(
        "owncash",
        translate("StockRoundTable", "Cash"),
        PLAYERS.left() + PAD + NAME_W,
        y,
        CASH_W,
        15,
        color="#cfc8b0",
        tip=translate("StockRoundTable", "Each player's cash."),
    )
    t.label(
        "owncerts",
        translate("StockRoundTable", "Certs"),
        PLAYERS.left() + PAD + NAME_W + CASH_W,
        y,
        CERTS_W,
        15,
        color="#cfc8b0",
        tip=translate(
            "StockRoundTable",
            "Certificates held against the certificate limit ({limit} with {players} players; "
            "the director's certificate counts once). At most 60% of one railway.",
        ).format(limit=limit(v), players=v.num_seats),
    )
    for r in range(v.railways):
        c = column(desk, r)
        head = QRectF(c.left() + 1.5, c.top(), c.width() - 3, HEAD_H - 2)
        t.band(f"ownband-{r}", r, head).symbol = False
        name, code, _ = RAILWAYS[r]
        t.label(
            f"owncode-{r}",
            code,
            head.left(),
            head.top() + 3,
            head.width(),
            17,
            True,
            align=Qt.AlignmentFlag.AlignHCenter,
            color=ink_on(railway_color(r)).name(),
            tip=translate(
                "StockRoundTable",
                "{railway}: who holds how much of it (the director's share golden), what lies "
                "in the pool, the new shares and the treasury shares offered for re-issue.",
            ).format(railway=name),
        )


def lay_player(t: StockRoundTable, desk: Desk, seat: int) -> None:
    v = desk.view
    line = row(desk, seat)
    me = seat == desk.seat
    acting = desk.actor == seat and v.phase != "over"
    t.panel(f"seat-{seat}", line, accent=acting)
    zone = t.zone("me" if me else ("player", seat), line)
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
    x, y = PLAYERS.left() + PAD + 4, _text_y(line, 15)
    name = desk.names[seat] + (" " + translate("StockRoundTable", "(you)") if me else "")
    t.label(
        f"pname-{seat}",
        name,
        x,
        y,
        NAME_W - 4,
        15,
        True,
        color="#ffe08a" if acting else "#f3f0e6",
        tip=translate(
            "StockRoundTable", "{player}; worth {worth} (cash plus shares at market price)."
        ).format(player=desk.names[seat], worth=money(worth(v, seat))),
    )
    t.label(
        f"cash-{seat}",
        money(v.cash[seat]),
        PLAYERS.left() + PAD + NAME_W,
        y,
        CASH_W - 6,
        15,
        True,
        tip=translate("StockRoundTable", "Cash."),
    )
    t.label(
        f"certs-{seat}",
        translate("StockRoundTable", "{n}/{limit}").format(n=certificates(v, seat), limit=limit(v)),
        PLAYERS.left() + PAD + NAME_W + CASH_W,
        y,
        CERTS_W,
        15,
        color="#cfc8b0",
        tip=render(
            QT_TRANSLATE_NOOP(
                "StockRoundTable",
                "{player} holds %n certificate(s); the limit is {limit}.",
                None,
                1,
            )(player=desk.names[seat], n=certificates(v, seat), limit=limit(v))
        ),
    )
    for r in range(v.railways):
        held = v.held[r][seat]
        if not held:
            continue
        director = v.director[r] == seat
        box = cell(desk, seat, r)
        chip = t.card(
            f"hold-{seat}-{r}",
            RAILWAYS[r][1],
            box.topLeft(),
            box.size(),
            12,
            kind=HoldingCell,
        )
        assert isinstance(chip, HoldingCell)
        chip.railway, chip.percent, chip.director = r, held * 10, director
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


def _lay_bank_rows(t: StockRoundTable, desk: Desk) -> None:
    """The shares no player holds: in the pool, unissued, in the treasury to re-issue."""
    v = desk.view
    rows = (
        (
            "pool",
            translate("StockRoundTable", "Pool"),
            v.pool,
            translate(
                "StockRoundTable",
                "Shares in the pool: bought at one column right of the market price.",
            ),
        ),
        (
            "new",
            translate("StockRoundTable", "New"),
            v.ipo,
            translate(
                "StockRoundTable",
                "Unissued shares: the railway sells them at the market price.",
            ),
        ),
        (
            "reissue",
            translate("StockRoundTable", "Re-issue"),
            v.treasury,
            translate(
                "StockRoundTable",
                "Shares in the railway's treasury; its director offers some for re-issue at the "
                "start of each stock round.",
            ),
        ),
    )
    for i, (key, title, counts, tip) in enumerate(rows):
        line = row(desk, v.num_seats + i)
        y = _text_y(line, CELL_PX)
        t.label(
            f"own{key}",
            title,
            PLAYERS.left() + PAD + 4,
            _text_y(line, 15),
            COLUMNS_X - PLAYERS.left() - PAD - 8,
            15,
            tip=tip,
        )
        for r in range(v.railways):
            box = cell(desk, v.num_seats + i, r)
            shown = f"{counts[r] * 10}%" if counts[r] and started(v, r) else "–"
            t.label(
                f"own{key}-{r}",
                shown,
                box.left(),
                y,
                box.width(),
                CELL_PX,
                align=Qt.AlignmentFlag.AlignHCenter,
                color="#f3f0e6" if counts[r] else "#8d8775",
                tip=tip,
            )
