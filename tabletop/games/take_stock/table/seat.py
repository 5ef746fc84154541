"""The viewing seat's place along the bottom of the Take Stock table: certificates grouped by
company, the hand fanned out, and a panel with points, stock options and secured events.

A spectator (or a hot-seat table between players) sees that seat named, not "your"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from ....core.game import HIDDEN
from ....core.text import QT_TRANSLATE_NOOP
from ....ui.i18n import render
from ....ui.sprites import CARD_SIZE
from ....ui.table import TableScene
from ..cards import COMPANIES, COMPANY_NAMES, NUM_COMPANIES, company_of, value_of
from .faces import event_face, event_tooltip, share_face
from .layout import (
    BOTTOM_Y,
    CERTS,
    DISCARD_POS,
    DRAW_POS,
    HAND,
    HAND_CARD,
    HAND_Y,
    MIN_PX,
    OWN,
    SMALL,
    Seating,
    step,
)
from .opponents import shares_by_company

translate = QCoreApplication.translate


def group_width(n: int, gap: float) -> float:
    """Width of one company's certificates, overlapped by `gap`, with room for its label."""
    return max(84.0, SMALL.width() + gap * (n - 1))


def lay_seat(t: TableScene, at: Seating) -> None:
    lay_certificates(t, at)
    lay_hand(t, at)
    lay_own_panel(t, at)


def lay_certificates(t: TableScene, at: Seating) -> None:
    v, me = at.view, at.me
    certs = t.zone("certs", CERTS)
    tip = (
        translate("TakeStockTable", "Your certificates: drop a card here to secure it")
        if at.mine
        else translate("TakeStockTable", "Certificates of {name}").format(name=at.name(me))
    )
    tip += "\n" + translate(
        "TakeStockTable",
        "At each round's end every share here scores its "
        "company's value. You may hold no more "
        "certificates than the longest company row has "
        "cards.",
    )
    certs.setToolTip(tip)
    t.label(
        "certs-title",
        translate("TakeStockTable", "Your certificates")
        if at.mine
        else translate("TakeStockTable", "Certificates of {name}").format(name=at.name(me)),
        CERTS.x() + 10,
        BOTTOM_Y + 4,
        CERTS.width() - 20,
        15,
        True,
        tip=tip,
    )
    per = shares_by_company(v.certificates[me])
    groups = [
        sorted(k for k in v.certificates[me] if company_of(k) == c) for c in range(NUM_COMPANIES)
    ]
    groups = [g for g in groups if g]
    gap = 24.0  # shrink the overlap until every company's group fits side by side
    while (
        gap > 4
        and sum(group_width(len(g), gap) for g in groups) + 10 * (len(groups) - 1)
        > CERTS.width() - 20
    ):
        gap -= 1
    gx = CERTS.x() + 10
    for cards in groups:
        c = company_of(cards[0])
        points = per[c] * v.company_value(c)
        group_tip = render(
            QT_TRANSLATE_NOOP(
                "TakeStockTable",
                "{company}: %n share(s), worth {p} points at today's value",
                None,
                1,
            )(company=COMPANY_NAMES[c], n=per[c], p=points)
        )
        for i, k in enumerate(cards):
            item = t.card(
                f"s{k}", share_face(k), QPointF(gx + i * gap, BOTTOM_Y + 26), SMALL, 2 + i
            )
            item.hover_zoom = 1.5
            item.setToolTip(f"{COMPANIES[c]} {value_of(k)}\n" + group_tip)
            certs.members.append(item)
        gw = group_width(len(cards), gap)
        shares = (
            translate("TakeStockTable", "1 share")
            if per[c] == 1
            else translate("TakeStockTable", "{n} shares").format(n=per[c])
        )
        t.label(f"certs-n{c}", shares, gx, BOTTOM_Y + 104, gw, MIN_PX, True, tip=group_tip)
        t.label(
            f"certs-pts{c}",
            translate("TakeStockTable", "= {p} pts").format(p=points),
            gx,
            BOTTOM_Y + 124,
            gw,
            MIN_PX,
            color="#ffd23f",
            tip=group_tip,
        )
        gx += gw + 10
    if not v.certificates[me]:
        t.label(
            "certs-empty",
            translate("TakeStockTable", "Drop a card here to secure it")
            if at.mine
            else translate("TakeStockTable", "no certificates"),
            CERTS.x() + 10,
            BOTTOM_Y + 80,
            CERTS.width() - 20,
            MIN_PX,
            align=Qt.AlignmentFlag.AlignHCenter,
            color="#c8d4cc",
            tip=tip,
        )


def lay_hand(t: TableScene, at: Seating) -> None:
    v, me = at.view, at.me
    hand_zone = t.zone("hand", HAND)
    hand = v.hands[me]
    held = len(hand) - (at.pending in hand)  # a card on the discard pile is not held
    tip = (
        translate(
            "TakeStockTable",
            "Drag a card onto its company to raise it, onto your "
            "certificates to secure it, or onto the discard pile to "
            "play the market.",
        )
        if at.mine
        else translate("TakeStockTable", "Share cards in the hand of {name}.").format(
            name=at.name(me)
        )
    )
    hand_zone.setToolTip(tip)
    t.label(
        "hand-title",
        translate("TakeStockTable", "Your hand ({n})").format(n=held)
        if at.mine
        else translate("TakeStockTable", "Hand of {name} ({n})").format(name=at.name(me), n=held),
        HAND.x() + 10,
        BOTTOM_Y + 4,
        HAND.width() - 20,
        15,
        True,
        tip=tip,
    )
    order = sorted(hand, key=lambda k: (k == HIDDEN, k))
    gap = step(len(order), HAND.width() - 56, HAND_CARD.width(), 76)  # room for the tilt
    x0 = HAND.x() + (HAND.width() - (HAND_CARD.width() + gap * max(0, len(order) - 1))) / 2
    for i, k in enumerate(order):
        key = f"s{k}" if k != HIDDEN else f"hand-back{i}"
        off = i - (len(order) - 1) / 2  # a gentle fan: tilted, lower outside
        pos = QPointF(x0 + i * gap, HAND_Y + min(12.0, 1.5 * off * off))
        if k == at.pending:
            item = t.card(key, share_face(k), DISCARD_POS, CARD_SIZE, 500)
            item.home = pos
        else:
            item = t.card(key, share_face(k), pos, HAND_CARD, 10 + i, start=DRAW_POS)
            item.rest_rotation = max(-9.0, min(9.0, 3.0 * off))
            item.setRotation(item.rest_rotation)
        hand_zone.members.append(item)
        if k == HIDDEN:
            item.setToolTip(
                translate("TakeStockTable", "A share card in the hand of {name} (hidden)").format(
                    name=at.name(me)
                )
            )
            continue
        at.hand_pos[k] = pos
        item.payload = ("hand", k)
        item.draggable = True
        item.clickable = True
        item.setToolTip(f"{COMPANY_NAMES[company_of(k)]}: {value_of(k)}\n" + tip)
        at.selectables.append(key)


def lay_own_panel(t: TableScene, at: Seating) -> None:
    v, me = at.view, at.me
    t.panel("own", OWN, accent=at.actor == me)
    t.label(
        "own-name",
        at.name(me),
        OWN.x() + 10,
        BOTTOM_Y + 6,
        150,
        15,
        True,
        tip=translate("TakeStockTable", "Your place at the table")
        if at.mine
        else translate("TakeStockTable", "The place of {name}").format(name=at.name(me)),
    )
    t.label(
        "own-score",
        translate("TakeStockTable", "{n} pts").format(n=v.totals[me]),
        OWN.x() + 150,
        BOTTOM_Y + 6,
        94,
        15,
        True,
        Qt.AlignmentFlag.AlignRight,
        "#ffd23f",
        tip=translate("TakeStockTable", "The points {name} scored in the rounds so far.").format(
            name=at.name(me)
        ),
    )
    options_tip = (
        (
            translate("TakeStockTable", "Your stock options")
            if at.mine
            else translate("TakeStockTable", "{n} stock options").format(n=v.options[me])
        )
        + "\n"
        + translate(
            "TakeStockTable",
            "At the round's end each stock option secures one card of the hand as a certificate.",
        )
    )
    t.token("own-opt", "token-option", QPointF(OWN.x() + 10, BOTTOM_Y + 30), 24, 1).setToolTip(
        options_tip
    )
    t.label(
        "own-options",
        translate("TakeStockTable", "× {n} stock options").format(n=v.options[me]),
        OWN.x() + 40,
        BOTTOM_Y + 34,
        204,
        MIN_PX,
        tip=options_tip,
    )
    secured = v.secured[me]
    secured_tip = translate(
        "TakeStockTable",
        "Events kept face down from playing the market "
        "(option B); drag one to the centre, or "
        "double-click it, to play it on your turn.",
    )
    t.label(
        "own-secured",
        translate("TakeStockTable", "Secured events ({n})").format(n=len(secured)),
        OWN.x() + 10,
        BOTTOM_Y + 60,
        234,
        MIN_PX,
        True,
        tip=secured_tip,
    )
    gap = step(len(secured), OWN.width() - 20, SMALL.width(), 60)
    for i, e in enumerate(secured):
        key = f"e{e}" if e != HIDDEN else f"own-sec{i}"
        item = t.card(
            key, event_face(e), QPointF(OWN.x() + 10 + i * gap, BOTTOM_Y + 84), SMALL, 10 + i
        )
        if e == HIDDEN:
            item.setToolTip(translate("TakeStockTable", "A secured event (hidden)"))
            continue
        item.hover_zoom = 1.8
        item.payload = ("secured", e)
        item.draggable = item.clickable = True
        item.setToolTip(
            event_tooltip(e)
            + "\n"
            + translate("TakeStockTable", "Drag to the centre or double-click to play it.")
        )
        at.selectables.append(key)
