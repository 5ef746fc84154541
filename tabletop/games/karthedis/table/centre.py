"""The middle of the table: the face-up resources with the cards placed at each (face down,
the owner's name on them), the centre where cards are played face up, the cards removed from
the game, the last trade phase's reveal, and in the draft the packet in hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFontMetricsF

from ....core.game import HIDDEN
from ....ui.sprites import font
from ..cards import RESOURCES
from ..draft import DRAFT_ROUNDS, direction
from .faces import KarthedisCard, card_label, card_tip, pile_name
from .interventions import MARK_H, lay_interventions, shown
from .layout import BID, CALL, CENTRE, HAND, MINI, PACKET, RES, Desk
from .presenter import intervener

if TYPE_CHECKING:
    from .table import KarthedisTable

translate = QCoreApplication.translate
_CENTER = Qt.AlignmentFlag.AlignHCenter
REMOVED_W = 176.0  # the removed cards at the right end of the centre band
AFTER_TRADE = ("call2", "round_end", "over")  # the phases a round's reveal is shown in


def lay_centre(t: KarthedisTable, desk: Desk) -> None:
    if desk.view.phase == "draft":
        lay_packet(t, desk)
        return
    lay_resources(t, desk)
    lay_interventions(t, desk, column)
    lay_call(t, desk)
    lay_removed(t, desk)
    lay_result(t, desk)


def column(desk: Desk, slot: int) -> QRectF:
    """The strip of the centre a resource and the cards placed at it take."""
    n = max(1, len(desk.view.display))
    w = min(RES.width() + 14, (CENTRE.width() - 8) / n)
    left = CENTRE.center().x() - n * w / 2
    return QRectF(left + slot * w, CENTRE.top(), w, CALL.top() - CENTRE.top() - 6)


def lay_resources(t: KarthedisTable, desk: Desk) -> None:
    v = desk.view
    for slot, r in enumerate(v.display):
        col = column(desk, slot)
        scale = min(1.0, (col.width() - 6) / RES.width())
        size = QSizeF(RES.width() * scale, RES.height() * scale)
        x = col.center().x() - size.width() / 2
        # the whole column takes cards in the trade phase; otherwise the last reveal lies below
        trading = v.phase == "trade" or bool(v.bids)
        zone = t.zone(
            ("res", slot),
            col if trading else QRectF(col.topLeft(), QSizeF(col.width(), size.height() + 34)),
        )
        card = t.card(f"r{r}", f"res:{r}", QPointF(x, col.top() + 6), size, 2, kind=KarthedisCard)
        zone.members = [card]
        tip = translate(
            "KarthedisTable",
            "{resource}, place {n}: in the trade phase drop a card here to place it face down "
            "(or select a card and press {n}). The single highest trade total wins it; a tie wins "
            "nothing.",
        ).format(resource=pile_name(v.display, slot), n=(slot + 1) % 10)
        card.setToolTip(tip)
        zone.setToolTip(tip)
        t.label(
            f"slotno{slot}",
            str((slot + 1) % 10),
            col.left(),
            col.top() + 8 + size.height(),
            col.width(),
            15,
            True,
            align=_CENTER,
            tip=translate("KarthedisTable", "The key that places the selected card here."),
        )
    _lay_bids(t, desk)


def _lay_bids(t: KarthedisTable, desk: Desk) -> None:
    """The cards placed at each resource, in the order placed, each with its owner's name."""
    v = desk.view
    # another player's card is a target only while the viewer holds an Intervene card
    targets = any(intervener(c) for c in v.hands[desk.me])
    marked = shown(t, desk)  # an Intervene shown at the foot of a column: the cards stop above
    at: dict[int, list[int]] = {}
    for b, (_, slot, _) in enumerate(v.bids):
        at.setdefault(slot, []).append(b)
    for slot, bids in at.items():
        col = column(desk, slot)
        scale = min(1.0, (col.width() - 8) / BID.width())
        size = QSizeF(BID.width() * scale, BID.height() * scale)
        top = col.top() + 6 + RES.height() * min(1.0, (col.width() - 6) / RES.width()) + 26
        room = col.bottom() - (MARK_H if slot in marked else 0) - top - size.height()
        step = min(24.0, room / max(1, len(bids) - 1)) if len(bids) > 1 else 0
        for i, b in enumerate(bids):
            owner, _, card = v.bids[b]
            pos = QPointF(col.center().x() - size.width() / 2, top + i * step)
            face = "back" if card == HIDDEN else f"card:{card}"
            # a new card flies in from its owner's hand (your hand, or the opponent's panel)
            origin = HAND.center() if owner == desk.me else desk.seat_rect(owner).center()
            item = t.card(f"bid{b}", face, pos, size, 10 + i, start=origin, kind=KarthedisCard)
            assert isinstance(item, KarthedisCard)
            item.owner = desk.names[owner] if card == HIDDEN else ""  # yours: face up
            mine = owner == desk.me
            tip = translate(
                "KarthedisTable", "{player}'s card, face down until the reveal."
            ).format(player=desk.names[owner])
            if mine and card != HIDDEN:
                tip += "\n\n" + card_tip(card)
            elif targets:
                tip += "\n" + translate(
                    "KarthedisTable", "Drop an Intervene card on it to play against it."
                )
            item.setToolTip(tip)
            if mine or not targets:
                continue  # a drop here means the column: the card is placed at its resource
            last = i == len(bids) - 1
            strip = QRectF(pos, QSizeF(size.width(), size.height() if last else step))
            zone = t.zone(("bid", b), strip)
            zone.setZValue(-5 + i * 0.1)
            zone.members = [item]
            zone.setToolTip(tip)


def lay_call(t: KarthedisTable, desk: Desk) -> None:
    rect = QRectF(CALL.left(), CALL.top(), CALL.width() - REMOVED_W - 8, CALL.height())
    zone = t.zone("centre", rect)
    phase = desk.view.phase
    text = {
        "speculate": translate("KarthedisTable", "Centre: drop a Speculate card here to use it"),
        "call1": translate("KarthedisTable", "Centre: drop a card here to play it face up"),
        "call2": translate("KarthedisTable", "Centre: drop up to two cards here, face up"),
    }.get(phase, translate("KarthedisTable", "Centre"))
    tip = translate(
        "KarthedisTable",
        "The centre: cards played face up (a call) go here. Without Call a card is recalled at "
        "once and you draw one; with Call it stays in play until the round ends.",
    )
    zone.setToolTip(tip)
    t.label(
        "calltext",
        text,
        rect.left() + 10,
        rect.top() + 18,
        rect.width() - 20,
        17,
        True,
        align=_CENTER,
        color="#f3f0e6",
        tip=tip,
    )


def lay_removed(t: KarthedisTable, desk: Desk) -> None:
    v = desk.view
    rect = QRectF(CALL.right() - REMOVED_W, CALL.top(), REMOVED_W, CALL.height())
    t.panel("removedbox", rect)
    face_up, face_down = v.removed, len(v.vault)
    tip = translate(
        "KarthedisTable",
        "Removed from the game: {up} face up, {down} face down (passes of the first call phase).",
    ).format(up=len(face_up), down=face_down)
    if face_up:
        tip += "\n" + ", ".join(card_label(c) for c in face_up[-10:])
        top = t.card(
            "removed",
            f"card:{face_up[-1]}",
            QPointF(rect.left() + 6, rect.top() + 5),
            MINI,
            3,
            kind=KarthedisCard,
        )
        top.setToolTip(tip)
    t.label(
        "removedtext",
        translate("KarthedisTable", "Removed {n}").format(n=len(face_up) + face_down),
        rect.left() + MINI.width() + 12,
        rect.top() + 18,
        rect.width() - MINI.width() - 16,
        15,
        True,
        tip=tip,
    )


def lay_result(t: KarthedisTable, desk: Desk) -> None:
    """This round's reveal, from the trade phase's end until the round ends (or the game): a
    line per resource that had cards, each player's trade total there (✓: won it); the cards
    in the line's tooltip.  A reveal of an earlier round (or game) is never shown."""
    data: dict[str, Any] | None = t.trade_result
    v = desk.view
    if data is None or data["round"] != v.round or v.phase not in AFTER_TRADE:
        return
    top = CENTRE.top() + 6 + RES.height() + 30
    box = QRectF(CENTRE.left() + 8, top, CENTRE.width() - 16, CALL.top() - top - 8)
    t.panel("resultbox", box)
    tip = translate(
        "KarthedisTable",
        "What was revealed in the last trade phase: each player's trade total at each resource "
        "(✓: won it; a tie wins nothing).",
    )
    t.label(
        "resulttitle",
        translate("KarthedisTable", "Trade phase of round {n}").format(n=data["round"]),
        box.left() + 8,
        box.top() + 4,
        box.width() - 16,
        15,
        True,
        tip=tip,
    )
    slots = [slot for slot, totals in enumerate(data["totals"]) if totals]
    if not slots:
        t.label(
            "result-none",
            translate("KarthedisTable", "No cards were placed."),
            box.left() + 8,
            box.top() + 26,
            box.width() - 16,
            15,
            tip=tip,
        )
        return
    # a line per resource, in one column or two; what does not fit is counted ("+2")
    columns = 1 if len(slots) <= 5 else 2
    rows = -(-len(slots) // columns)
    w = (box.width() - 16 - 12 * (columns - 1)) / columns
    line = min(20.0, (box.height() - 30) / rows)
    metrics = QFontMetricsF(font(15))
    for k, slot in enumerate(slots):
        x = box.left() + 8 + (k // rows) * (w + 12)
        y = box.top() + 26 + (k % rows) * line
        totals = sorted(data["totals"][slot], key=lambda st: -st[1])
        won = data["won"][slot]
        cards = [
            f"{desk.names[p]}: {card_label(c)}" for p, place, c in data["bids"] if place == slot
        ]
        place = pile_name(data["display"], slot)
        col_tip = "\n".join([place, *cards]) + (
            "" if won else "\n" + translate("KarthedisTable", "A tie: nobody wins it.")
        )
        entries = [
            f"{total}{' ✓' if won and i == 0 else ''} {desk.names[seat]}"
            for i, (seat, total) in enumerate(totals)
        ]
        if not won:
            entries[0] = translate("KarthedisTable", "tie") + " " + entries[0]
        text = _fitting(f"{place}: ", entries, w, metrics)
        t.label(f"res-{k}", text, x, y, w, 15, tip=col_tip)


def _fitting(head: str, entries: list[str], width: float, metrics: QFontMetricsF) -> str:
    """`head` and as many entries as fit in `width`, the rest counted ("+2")."""
    for n in range(len(entries), 0, -1):
        more = f" · +{len(entries) - n}" if n < len(entries) else ""
        text = head + " · ".join(entries[:n]) + more
        if metrics.horizontalAdvance(text) <= width - 4:
            return text
    return head + f"+{len(entries)}"


def lay_packet(t: KarthedisTable, desk: Desk) -> None:
    """The draft: the packet the viewer holds, to keep one card of."""
    v = desk.view
    packet = v.packets[desk.me]
    way = (
        translate("KarthedisTable", "clockwise")
        if direction(v.draft_round) > 0
        else translate("KarthedisTable", "counter-clockwise")
    )
    receiver = desk.names[(desk.me + direction(v.draft_round)) % v.num_seats]
    t.label(
        "drafttitle",
        translate(
            "KarthedisTable",
            "Draft, packet {round} of {rounds}: keep one card; the rest go {way} to {player}.",
        ).format(round=v.draft_round, rounds=DRAFT_ROUNDS, way=way, player=receiver),
        CENTRE.left() + 10,
        CENTRE.top() + 8,
        CENTRE.width() - 20,
        17,
        True,
        align=_CENTER,
        tip=translate(
            "KarthedisTable",
            "Each player takes five cards, keeps one and passes the rest; the first packet goes "
            "clockwise, the next counter-clockwise, until every deck holds 20 cards.",
        ),
    )
    n = len(packet)
    if not n:
        return
    gap = 10.0
    width = n * PACKET.width() + (n - 1) * gap
    x = CENTRE.center().x() - width / 2
    y = CENTRE.top() + 44
    for i, c in enumerate(packet):
        face = "back" if c == HIDDEN else f"card:{c}"
        item = t.card(
            f"pk{c}" if c != HIDDEN else f"pkx{i}",
            face,
            QPointF(x + i * (PACKET.width() + gap), y),
            PACKET,
            6,
            kind=KarthedisCard,
        )
        item.payload = ("packet", c) if c != HIDDEN else None
        item.hover_zoom = 1.04
        item.setToolTip(
            card_tip(c)
            + "\n\n"
            + translate("KarthedisTable", "Click it (or drag it into your hand) to keep it.")
            if c != HIDDEN
            else ""
        )
    kept = len(v.kept[desk.me])
    t.label(
        "keptcount",
        translate("KarthedisTable", "Kept so far: {n} of 20").format(n=kept),
        CENTRE.left() + 10,
        y + PACKET.height() + 14,
        CENTRE.width() - 20,
        16,
        True,
        align=_CENTER,
        tip=translate(
            "KarthedisTable",
            "The cards you keep become your deck; they are shown in your hand area.",
        ),
    )


__all__ = ["RESOURCES", "column", "lay_centre"]
