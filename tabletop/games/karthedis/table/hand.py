"""The viewer's hand, fanned along the bottom (in the draft: the cards kept so far)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QSizeF

from ....core.game import HIDDEN
from .faces import KarthedisCard, card_tip
from .layout import CARD, HAND, Desk

if TYPE_CHECKING:
    from .table import KarthedisTable

translate = QCoreApplication.translate
MAX_TILT = 3.0  # degrees between neighbours in the fan


def lay_hand(t: KarthedisTable, desk: Desk) -> None:
    v = desk.view
    drafting = v.phase == "draft"
    cards = v.kept[desk.me] if drafting else v.hands[desk.me]
    zone = t.zone("hand", HAND)
    zone.setToolTip(
        translate(
            "KarthedisTable", "Your hand. In the draft, drop a card of the packet here to keep it."
        )
    )
    title = (
        translate("KarthedisTable", "Your deck so far ({n})")
        if drafting
        else translate("KarthedisTable", "Your hand ({n})")
    )
    t.label(
        "handtitle",
        title.format(n=len(cards)),
        HAND.left() + 10,
        HAND.top() + 4,
        300,
        15,
        True,
        tip=translate("KarthedisTable", "Only you see these cards."),
    )
    n = len(cards)
    if not n:
        return
    size = CARD if n <= 12 else QSizeF(CARD.width() * 0.85, CARD.height() * 0.85)
    room = HAND.width() - 24 - size.width()  # the tilt of the outer cards needs room too
    step = min(size.width() + 6, room / max(1, n - 1))  # side by side while they fit
    width = step * (n - 1) + size.width()
    x0 = HAND.center().x() - width / 2
    tilt = min(MAX_TILT, 24.0 / n)
    mid = (n - 1) / 2
    for i, c in enumerate(cards):
        off = i - mid
        pos = QPointF(x0 + i * step, HAND.top() + 34 + abs(off) * abs(off) * 0.9)
        key = f"k{c}" if drafting else f"h{c}"
        item = t.card(
            key, "back" if c == HIDDEN else f"card:{c}", pos, size, 30 + i, kind=KarthedisCard
        )
        item.setRotation(off * tilt)
        item.rest_rotation = off * tilt
        item.hover_zoom = 1.08
        assert isinstance(item, KarthedisCard)
        item.open_width = step if i < n - 1 else None  # the next card covers the rest
        if drafting or c == HIDDEN:
            item.setToolTip(card_tip(c) if c != HIDDEN else "")
            continue
        item.payload = ("hand", c)
        item.setToolTip(card_tip(c) + "\n\n" + _how())
        zone.members.append(item)  # dropped back into the hand: it just goes back


def _how() -> str:
    return translate(
        "KarthedisTable",
        "Drag it: onto a resource to place it face down (trade phase), onto the centre to play "
        "it face up, onto your pass spot to pass (first call phase) or sit out (trade phase). "
        "Keys: ← → select, then a digit, C (centre) or P (pass spot).",
    )
