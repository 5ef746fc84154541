"""The viewer's hand, fanned along the bottom (in the draft: the cards kept so far).  Up to
twelve cards fan in one row; more lie in two straight rows of smaller cards (a name and its
ribbon need the strip a hand of ten leaves open: twenty in one row would leave half of it)."""

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
ROW_MAX = 10  # the most cards in one fanned row: more go in two straight rows
ROW_GAP = 2.0  # between the two rows: the back row's ribbons stay in sight


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
    if n > ROW_MAX:  # two rows of smaller cards, each as open as a hand of ten
        half = (n + 1) // 2
        top = HAND.top() + 22
        h = (HAND.bottom() - 2 - top - ROW_GAP) / 2
        size = QSizeF(CARD.width() * h / CARD.height(), h)
        rows = [(cards[:half], top, 0.0), (cards[half:], top + h + ROW_GAP, 0.0)]
    else:
        size, rows = CARD, [(cards, HAND.top() + 34, min(MAX_TILT, 24.0 / n))]
    z = 30
    for row, (members, top, tilt) in enumerate(rows):
        for c, pos, turn, open_width in _fan(members, size, top, tilt):
            key = f"k{c}" if drafting else f"h{c}"
            item = t.card(
                key, "back" if c == HIDDEN else f"card:{c}", pos, size, z, kind=KarthedisCard
            )
            z += 1
            assert isinstance(item, KarthedisCard)
            item.setRotation(turn)
            item.rest_rotation = turn
            item.hover_zoom = 1.08
            item.row = row
            item.open_width = open_width  # the next card covers the rest
            if drafting or c == HIDDEN:
                item.setToolTip(card_tip(c) if c != HIDDEN else "")
                continue
            item.payload = ("hand", c)
            item.setToolTip(card_tip(c) + "\n\n" + _how())
            zone.members.append(item)  # dropped back into the hand: it just goes back


def _fan(cards: list[int], size: QSizeF, top: float, tilt: float):
    """Each card of a row: where it lies, its turn and how much of its width the next card
    leaves open (None: all of it); side by side while they fit."""
    n = len(cards)
    room = HAND.width() - 24 - size.width()  # the tilt of the outer cards needs room too
    step = min(size.width() + 6, room / max(1, n - 1))
    x0 = HAND.center().x() - (step * (n - 1) + size.width()) / 2
    mid = (n - 1) / 2
    for i, c in enumerate(cards):
        off = i - mid
        lift = abs(off) * abs(off) * 0.9 if tilt else 0.0  # a fan's outer cards sink
        yield c, QPointF(x0 + i * step, top + lift), off * tilt, step if i < n - 1 else None


def _how() -> str:
    return translate(
        "KarthedisTable",
        "Drag it: onto a resource to place it face down (trade phase), onto the centre to play "
        "it face up, onto your pass spot to pass (first call phase) or sit out (trade phase). "
        "Keys: ← → select, then a digit, C (centre) or P (pass spot).",
    )
