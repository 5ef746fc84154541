"""The five company rows on the left of the Take Stock table: badge, name and value, the share
cards overlapped left to right, then the splits and a freeze."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from ....ui.table import TableScene
from ..cards import COMPANIES, COMPANY_NAMES, NUM_COMPANIES, value_of
from .faces import company_tint, event_face, share_face
from .layout import (
    EVENT_DECK_POS,
    MARKET_CARD,
    MARKET_GAP,
    MARKET_X,
    MIN_PX,
    ROW_H,
    ROW_Y,
    ROWS_W,
    Seating,
    step,
)

translate = QCoreApplication.translate


def row_rect(c: int) -> QRectF:
    return QRectF(8, ROW_Y + c * ROW_H + 2, ROWS_W, ROW_H - 4)


def lay_rows(t: TableScene, at: Seating) -> None:
    v = at.view
    pick = at.my_turn and v.phase == "pick_company"
    for c in range(NUM_COMPANIES):
        zone = t.zone(("row", c), row_rect(c))
        zone.fill = company_tint(c, frozen=v.frozen[c] is not None)
        zone.clickable = pick
        if pick:
            at.selectables.append(f"row{c}")
        _lay_row(t, at, c, zone)


def _lay_row(t: TableScene, at: Seating, c: int, zone) -> None:
    v = at.view
    y = ROW_Y + c * ROW_H
    value = v.company_value(c)
    mult = 1 + len(v.splits[c])
    top = value_of(v.market[c][-1])
    tip = (
        translate("TakeStockTable", "{company}: value {value}").format(
            company=COMPANY_NAMES[c], value=value
        )
        + "\n"
        + translate(
            "TakeStockTable",
            "The top card's value times the splits: at each round's end every "
            "share of {company} scores it. Drop a {company} card on this row to "
            "raise it.",
        ).format(company=COMPANIES[c])
    )
    zone.setToolTip(tip)
    badge = t.token(f"badge{c}", f"company-{c}", QPointF(16, y + 13), 60, 1)
    badge.setToolTip(tip)
    labels = [
        t.label(f"rowname{c}", COMPANIES[c], 84, y + 9, 100, 15, True, tip=tip),
        t.label(f"rowvalue{c}", str(value), 84, y + 27, 100, 26, True, color="#ffd23f", tip=tip),
        t.label(
            f"rowmult{c}",
            translate("TakeStockTable", "{top} × {m}").format(top=top, m=mult)
            if mult > 1
            else translate("TakeStockTable", "top card {top}").format(top=top),
            84,
            y + 60,
            102,
            MIN_PX,
            color="#dfe8e2",
            tip=tip,
        ),
    ]
    zone.members = [badge, *labels]
    # shares overlapped left to right, then the splits, then a freeze, all in the row
    market, splits, frozen = v.market[c], v.splits[c], v.frozen[c]
    card_w = MARKET_CARD.width()
    extra = (card_w + 20 * (len(splits) - 1) + 14 if splits else 0) + (
        card_w + 112 if frozen is not None else 0
    )
    right = ROWS_W + 8 - 10 - extra
    # side by side while they fit (every value readable), else overlapped
    gap = step(len(market), right - MARKET_X, card_w, card_w + MARKET_GAP)
    x: float = MARKET_X
    cy = y + 4
    for i, card in enumerate(market):
        x = MARKET_X + i * gap
        item = t.card(
            f"s{card}", share_face(card), QPointF(x, cy), MARKET_CARD, 2 + i, start=at.origin
        )
        item.hover_zoom = 1.5
        item.setToolTip(
            f"{COMPANIES[c]} {value_of(card)}\n"
            + (
                translate("TakeStockTable", "The top card: it sets the value of {company}.")
                if i == len(market) - 1
                else translate("TakeStockTable", "A card raised on {company} before the top one.")
            ).format(company=COMPANIES[c])
        )
        zone.members.append(item)
    x += card_w + 14
    for i, e in enumerate(splits):
        item = t.card(
            f"e{e}", event_face(e), QPointF(x, cy), MARKET_CARD, 2 + i, start=EVENT_DECK_POS
        )
        item.hover_zoom = 1.5
        item.setToolTip(
            translate("TakeStockTable", "Split: the value is multiplied by {m}").format(m=mult)
        )
        zone.members.append(item)
        x += 20
    if splits:
        x += card_w - 20 + 14
    if frozen is not None:
        frozen_tip = translate("TakeStockTable", "Frozen: no raises, splits or audits until thawed")
        item = t.card(
            f"e{frozen}", event_face(frozen), QPointF(x, cy), MARKET_CARD, 2, start=EVENT_DECK_POS
        )
        item.hover_zoom = 1.5
        item.setToolTip(frozen_tip)
        zone.members.append(item)
        zone.members.append(
            t.label(
                f"frozen{c}",
                translate("TakeStockTable", "FROZEN"),
                x + card_w + 6,
                y + 34,
                102,
                MIN_PX,
                True,
                color="#bfe6ff",
                tip=frozen_tip,
            )
        )
