"""The centre of the Take Stock table, where the player looks: what to do now, the choices of
the moment (events to apply, cards to take, buttons), the target for secured events, what the
last opponent did, and the keyboard help."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor

from ....core.game import HIDDEN
from ....ui.sprites import CARD_SIZE
from ....ui.table_base import TableScene
from ..moves import (
    AUDIT_SHARE,
    AUDIT_SPLIT,
    MARKET_LOOK_TWO,
    MARKET_SECURE,
    AuditRemove,
    EndOptions,
    PlayMarket,
    StopTaking,
)
from . import prompts
from .faces import event_face, event_tooltip, share_face, share_name
from .layout import BIG, CENTRE, EVENT_DECK_POS, MIN_PX, Seating, step
from .piles import taking

translate = QCoreApplication.translate
Button = tuple[str, str, object, str]  # key, text, payload, tooltip


def lay_centre(t: TableScene, at: Seating) -> bool:
    """Lay the centre out; True if its foot is free for the last opponent's move."""
    v = at.view
    centre = t.zone("centre", CENTRE)
    centre.fill = QColor(0, 0, 0, 55)
    centre.setToolTip(translate("TakeStockTable", "Drop a secured event here to play it."))
    x, w = CENTRE.x() + 12, CENTRE.width() - 24
    prompt = prompts.phase_prompt(v, at.seat, at.names)
    buttons: list[Button] = []
    content_y = CENTRE.y() + 62
    if v.resolving is not None and v.phase in ("pick_company", "audit_remove", "insider_take"):
        t.card(
            f"e{v.resolving}", event_face(v.resolving), QPointF(x, content_y), BIG, 20
        ).setToolTip(event_tooltip(v.resolving))
        x, w = x + BIG.width() + 16, w - BIG.width() - 16
    if at.pending is not None:
        prompt = prompts.market_question(share_name(at.pending))
        buttons = _market_buttons(at.pending)
        at.selectables.clear()  # the question must be answered first
    elif v.phase == "choose_event":
        _lay_looks(t, at, content_y)
    elif v.phase == "audit_remove" and at.my_turn:
        buttons = [
            (
                "btnShare",
                translate("TakeStockTable", "Highest share card"),
                AuditRemove(AUDIT_SHARE),
                translate("TakeStockTable", "Discard the audited company's highest share card."),
            ),
            (
                "btnSplit",
                translate("TakeStockTable", "A split"),
                AuditRemove(AUDIT_SPLIT),
                translate("TakeStockTable", "Discard one of the audited company's splits."),
            ),
        ]
    elif v.phase == "insider_take":
        _lay_taking(t, at, x, w, content_y)
        if at.my_turn:
            buttons = [
                (
                    "btnDone",
                    translate("TakeStockTable", "Done"),
                    StopTaking(),
                    translate(
                        "TakeStockTable", "Take no more cards (then discard as many as you took)."
                    ),
                )
            ]
    elif v.phase == "options" and at.my_turn:
        buttons = [
            (
                "btnDone",
                translate("TakeStockTable", "Done"),
                EndOptions(),
                translate(
                    "TakeStockTable",
                    "Use no more stock options: the rest of the hand is discarded.",
                ),
            )
        ]
    t.textbox(
        "prompt",
        prompt,
        CENTRE.x() + 12,
        CENTRE.y() + 6,
        CENTRE.width() - 24,
        15,
        tip=translate(
            "TakeStockTable", "What happens now. Press ? for the mouse and keyboard controls."
        ),
    )
    _lay_buttons(t, at, buttons)
    t.button("btnHelp", "?", QPointF(CENTRE.right() - 40, CENTRE.bottom() - 42), "help").setToolTip(
        prompts.help_text()
    )
    return not buttons


def _market_buttons(card: int) -> list[Button]:
    return [
        (
            "btnA",
            prompts.option_a_text(),
            PlayMarket(card, MARKET_LOOK_TWO),
            translate(
                "TakeStockTable",
                "Option A: look at the top two events, apply one and discard the other face down.",
            ),
        ),
        (
            "btnB",
            prompts.option_b_text(),
            PlayMarket(card, MARKET_SECURE),
            translate(
                "TakeStockTable",
                "Option B: look at the top event and keep it face down, to play on a later turn.",
            ),
        ),
        (
            "btnCancel",
            translate("TakeStockTable", "Cancel"),
            "cancel",
            translate("TakeStockTable", "Take the card back into your hand."),
        ),
    ]


def _lay_looks(t: TableScene, at: Seating, y: float) -> None:
    """Option A: the two events looked at; a click applies one."""
    looks = at.view.looking_at
    gap = 16
    lx = CENTRE.center().x() - (len(looks) * BIG.width() + (len(looks) - 1) * gap) / 2
    for i, e in enumerate(looks):
        key = f"e{e}" if e != HIDDEN else f"look{i}"
        item = t.card(
            key,
            event_face(e),
            QPointF(lx + i * (BIG.width() + gap), y),
            BIG,
            20,
            start=EVENT_DECK_POS,
        )
        if e == HIDDEN:
            item.setToolTip(
                translate("TakeStockTable", "An event {name} looks at (hidden)").format(
                    name=at.name(at.actor if at.actor is not None else 0)
                )
            )
            continue
        item.setToolTip(
            event_tooltip(e)
            + (
                "\n"
                + translate(
                    "TakeStockTable", "Click to apply this event; the other is discarded face down."
                )
                if at.my_turn
                else ""
            )
        )
        if at.my_turn:
            item.clickable = True
            item.payload = ("look", e)
            at.selectables.append(key)


def _lay_taking(t: TableScene, at: Seating, x: float, w: float, y: float) -> None:
    """Insider Trading: the company's cards on the discard pile, to take with a click."""
    cards = taking(at.view)
    gap = step(len(cards), w, CARD_SIZE.width(), 62)
    for i, k in enumerate(cards):
        item = t.card(f"s{k}", share_face(k), QPointF(x + i * gap, y + 10), CARD_SIZE, 20 + i)
        item.hover_zoom = 1.3
        item.setToolTip(
            share_name(k)
            + "\n"
            + translate(
                "TakeStockTable",
                "Insider Trading: a card of the company on the discard pile; "
                "click to take it (three at most).",
            )
        )
        if at.my_turn:
            item.clickable = True
            item.payload = ("take", k)
            at.selectables.append(f"s{k}")


def _lay_buttons(t: TableScene, at: Seating, buttons: list[Button]) -> None:
    """Centre the buttons in lines at the bottom of the centre area (wrapping long ones)."""
    width = CENTRE.width() - 70  # keep clear of the help button
    items = []
    for key, text, payload, tip in buttons:
        item = t.button(key, text, QPointF(0, 0), payload)
        item.setToolTip(tip)
        items.append(item)
    lines: list[list] = [[]]
    for b in items:
        used = sum(o.width() + 10 for o in lines[-1])
        if lines[-1] and used + b.width() > width:
            lines.append([])
        lines[-1].append(b)
    y = CENTRE.bottom() - 42 - 40 * (len(lines) - 1)
    for line in lines:
        bx = CENTRE.x() + 12 + (width - sum(b.width() + 10 for b in line) + 10) / 2
        for b in line:
            b.setPos(bx, y)
            bx += b.width() + 10
        y += 40
    at.selectables.extend(b.key for b in items)


def lay_note(t: TableScene, text: str, room: bool) -> None:
    """What the last opponent did, at the foot of the centre area where the player looks (not
    while buttons need that room)."""
    if text and room:
        t.textbox(
            "last-note",
            text,
            CENTRE.x() + 12,
            CENTRE.bottom() - 54,
            CENTRE.width() - 70,
            MIN_PX,
            tip=translate("TakeStockTable", "What the last opponent did."),
        ).setDefaultTextColor(QColor("#ffb48a"))
    else:
        t.forget("last-note")


def lay_help(t: TableScene) -> None:
    rect = QRectF(200, 170, 880, 320)
    p = t.panel("help-panel", rect)
    p.color = QColor(12, 30, 22, 250)
    p.setZValue(2000)
    close = translate("TakeStockTable", "Press ? or Esc to close.")
    text = t.textbox(
        "help-text",
        prompts.help_text(),
        rect.x() + 20,
        rect.y() + 16,
        rect.width() - 40,
        17,
        tip=close,
    )
    text.setZValue(2001)
    t.label(
        "help-close",
        close,
        rect.x() + 20,
        rect.bottom() - 34,
        rect.width() - 40,
        MIN_PX,
        color="#c8d4cc",
        tip=close,
    ).setZValue(2001)
