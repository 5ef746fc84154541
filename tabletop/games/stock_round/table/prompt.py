"""The prompt: what to do now, what the others just did, the sale under way ("Anyone wants a
share?" with each player's answer), and the buttons of the decision at hand (or of a question
the table asks: how many shares, which par)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QSizeF, Qt

from ....core.game import Move
from ....ui.game_screen import with_names
from ....ui.i18n import render
from ..data import RAILWAYS
from ..moves import Decline, Done, Keep, Offer, Pass, Payout, Raise, Take, Withhold
from ..shares import market_price
from .charters import money
from .layout import CERT_H, CERT_W, POOL, PROMPT, Desk
from .pieces import CertificateSprite

if TYPE_CHECKING:
    from .table import StockRoundTable

translate = QCoreApplication.translate
BUTTON_KINDS = (Take, Decline, Offer, Raise, Keep, Payout, Withhold, Done, Pass)
BUTTON_H = 40.0


def key_of(move: Move) -> str:
    """The key that plays a button's move (shown in its tooltip)."""
    keys = {
        "take": "Y",
        "decline": "N",
        "raise": "R",
        "keep": "K",
        "payout": "O",
        "withhold": "W",
        "done": "P",
        "pass": "P",
    }
    if isinstance(move, Offer):
        return str(move.count)
    return keys.get(move.kind, "")


def decision_buttons(t: StockRoundTable) -> list[Move]:
    """The viewer's moves that have no piece to drag: one button each."""
    if t.pending:
        return list(t.pending)
    if not t.viewer_decides():
        return []
    return [m for m in t.legal if isinstance(m, BUTTON_KINDS)]


def lay_prompt(t: StockRoundTable, desk: Desk) -> None:
    t.panel("prompt", PROMPT, accent=desk.my_turn)
    lines = [t.next_step()]
    sale = sale_text(t, desk)
    if sale:
        lines.append(sale)
    if t.last_note:
        lines.append(t.last_note)
    t.textbox(
        "prompttext",
        "\n".join(s for s in lines if s),
        PROMPT.left() + 6,
        PROMPT.top() + 4,
        PROMPT.width() - 12,
        15,
        tip=translate("StockRoundTable", "What to do now, and what the others just did."),
    )
    x, y = PROMPT.left() + 10, PROMPT.bottom() - BUTTON_H - 2
    moves = decision_buttons(t)
    rows = _flow(t, moves, PROMPT.width() - 20)
    y -= (len(rows) - 1) * BUTTON_H
    for row in rows:
        x = PROMPT.left() + 10
        for i, move, text in row:
            button = t.button(f"b{i}", text, QPointF(x, y), move)
            key = key_of(move) if not t.pending else str(i + 1)
            button.setToolTip(
                text
                + (" " + translate("StockRoundTable", "(key {key})").format(key=key) if key else "")
            )
            x += button.width() + 8
        y += BUTTON_H
    if t.pending:
        cancel = t.button(
            "cancel",
            translate("StockRoundTable", "Cancel"),
            QPointF(PROMPT.right() - 90, PROMPT.top() + 6),
            "cancel",
        )
        cancel.setToolTip(translate("StockRoundTable", "Do nothing after all (Esc)."))


def _flow(t: StockRoundTable, moves: list[Move], width: float) -> list[list[tuple[int, Move, str]]]:
    """Buttons in rows that fit the prompt's width."""
    rows: list[list[tuple[int, Move, str]]] = [[]]
    used = 0.0
    for i, move in enumerate(moves):
        text = t.move_text(move)
        w = t.button_width(text) + 8
        if rows[-1] and used + w > width:
            rows.append([])
            used = 0.0
        rows[-1].append((i, move, text))
        used += w
    return [r for r in rows if r]


def sale_text(t: StockRoundTable, desk: Desk) -> str:
    v = desk.view
    if v.phase != "anyone":
        return ""
    r = v.sale_railway
    head = translate("StockRoundTable", "{seller} sells {left} of {railway} at {price}.").format(
        seller=desk.names[v.sale_seller],
        left=v.sale_left,
        railway=RAILWAYS[r][0],
        price=money(market_price(v, r)),
    )
    answers = [render(with_names(text, desk.names)) for text in t.sale_answers]
    return head + ("\n" + " · ".join(answers[-6:]) if answers else "")


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
    cert.setToolTip(
        translate(
            "StockRoundTable",
            "{left} shares of {railway} on offer at {price}: when you are asked, drag one to "
            "your area (or click it) to buy it.",
        ).format(left=v.sale_left, railway=RAILWAYS[r][0], price=money(market_price(v, r)))
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
