"""The centre of the Take Stock table, where the player looks: what to do now, the choices of
the moment (events to apply, cards to take, the base's buttons and questions), the target for
secured events, and what the last opponent did."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QColor

from ....core.game import HIDDEN
from ....ui.sprites import CARD_SIZE
from ....ui.table import TableScene
from . import prompts
from .faces import event_face, event_tooltip, share_face, share_name
from .layout import BIG, CENTRE, EVENT_DECK_POS, MIN_PX, Seating, step
from .piles import taking

translate = QCoreApplication.translate


def lay_centre(t: TableScene, at: Seating) -> bool:
    """Lay the centre out; True if its foot is free for the last opponent's move."""
    v = at.view
    centre = t.zone("centre", CENTRE)
    centre.fill = QColor(0, 0, 0, 55)
    centre.setToolTip(translate("TakeStockTable", "Drop a secured event here to play it."))
    x, w = CENTRE.x() + 12, CENTRE.width() - 24
    content_y = CENTRE.y() + 62
    if v.resolving is not None and v.phase in ("pick_company", "audit_remove", "insider_take"):
        t.card(
            f"e{v.resolving}", event_face(v.resolving), QPointF(x, content_y), BIG, 20
        ).setToolTip(event_tooltip(v.resolving))
        x, w = x + BIG.width() + 16, w - BIG.width() - 16
    if t.question is not None:
        at.selectables.clear()  # the question must be answered first
    elif v.phase == "choose_event":
        _lay_looks(t, at, content_y)
    elif v.phase == "insider_take":
        _lay_taking(t, at, x, w, content_y)
    t.textbox(
        "prompt",
        t.prompt_text() if t.question is not None else prompts.phase_prompt(v, at.seat, at.names),
        CENTRE.x() + 12,
        CENTRE.y() + 6,
        CENTRE.width() - 24,
        15,
        tip=translate(
            "TakeStockTable", "What happens now. Press ? for the mouse and keyboard controls."
        ),
    )
    t.lay_offers(CENTRE)
    at.selectables.extend(t.offer_keys)
    return not t.offer_keys


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
            tip=t.note_tip(translate("TakeStockTable", "What the last opponent did.")),
        ).setDefaultTextColor(QColor("#ffb48a"))
    else:
        t.forget("last-note")
