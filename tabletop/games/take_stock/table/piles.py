"""The piles at the top right of the Take Stock table: share draw and discard piles, the market
event deck and its discard, and beside them the round, who decides, and the option supply."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt

from ....core.game import HIDDEN
from ....ui.sprites import CARD_SIZE
from ....ui.table import TableScene
from ..cards import ROUNDS, company_of, event_company
from .faces import share_face, share_name
from .layout import (
    DISCARD_POS,
    DRAW_POS,
    EVENT_DECK_POS,
    EVENT_DISCARD_POS,
    MIN_PX,
    PILES_Y,
    Seating,
)

translate = QCoreApplication.translate


def taking(v) -> list[int]:
    """Insider Trading: the discarded cards of the company that may be taken now."""
    if v.phase != "insider_take" or v.resolving is None:
        return []
    c = event_company(v.resolving)
    return [k for k in v.discard if k != HIDDEN and company_of(k) == c]


def lay_piles(t: TableScene, at: Seating) -> None:
    v = at.view
    _lay_share_piles(t, at)
    events_tip = (
        translate("TakeStockTable", "Market event deck")
        + "\n"
        + translate(
            "TakeStockTable",
            "Playing the market draws events from it: option A looks at two and "
            "applies one, option B secures one for later.",
        )
    )
    if v.event_deck:
        t.card("pile-events", "back-event", EVENT_DECK_POS, CARD_SIZE, 1).setToolTip(events_tip)
    t.label(
        "events-count",
        translate("TakeStockTable", "Events {n}").format(n=len(v.event_deck)),
        EVENT_DECK_POS.x() - 6,
        PILES_Y + 116,
        92,
        MIN_PX,
        align=Qt.AlignmentFlag.AlignHCenter,
        tip=events_tip,
    )
    used_tip = (
        translate("TakeStockTable", "Event discard pile (face down)")
        + "\n"
        + translate("TakeStockTable", "Events applied, and those looked at and not chosen.")
    )
    if v.event_discard:
        t.card("pile-event-discard", "back-event", EVENT_DISCARD_POS, CARD_SIZE, 1).setToolTip(
            used_tip
        )
    t.label(
        "event-discard-count",
        translate("TakeStockTable", "Used {n}").format(n=len(v.event_discard)),
        EVENT_DISCARD_POS.x() - 6,
        PILES_Y + 116,
        92,
        MIN_PX,
        align=Qt.AlignmentFlag.AlignHCenter,
        tip=used_tip,
    )
    _lay_round(t, at)


def _lay_share_piles(t: TableScene, at: Seating) -> None:
    v = at.view
    draw_tip = translate("TakeStockTable", "Share draw pile: click or press D to draw")
    draw_zone = t.zone("draw", QRectF(DRAW_POS.x() - 8, PILES_Y - 6, 96, 156))
    draw_zone.setToolTip(draw_tip)
    if v.draw_pile:
        pile = t.card("pile-draw", "back-share", DRAW_POS, CARD_SIZE, 1)
        pile.clickable = True
        pile.payload = ("draw", None)
        pile.setToolTip(draw_tip)
        draw_zone.members = [pile]
    t.label(
        "draw-count",
        translate("TakeStockTable", "Draw {n}").format(n=len(v.draw_pile)),
        DRAW_POS.x() - 6,
        PILES_Y + 116,
        92,
        MIN_PX,
        align=Qt.AlignmentFlag.AlignHCenter,
        tip=translate(
            "TakeStockTable",
            "Share cards left in the draw pile; when it runs "
            "out the discard pile is shuffled into it.",
        ),
    )
    discard_tip = translate(
        "TakeStockTable", "Share discard pile: drop a card here to play the market or to discard it"
    )
    discard_zone = t.zone("discard", QRectF(DISCARD_POS.x() - 8, PILES_Y - 6, 96, 156))
    discard_zone.setToolTip(discard_tip)
    shown = [k for k in v.discard if k not in taking(v)]  # those being taken show centre
    if shown:
        top = shown[-1]
        item = t.card(f"s{top}", share_face(top), DISCARD_POS, CARD_SIZE, 1, start=at.origin)
        item.hover_zoom = 1.0
        item.setToolTip(share_name(top) + "\n" + discard_tip)
        discard_zone.members = [item]
    t.label(
        "discard-count",
        translate("TakeStockTable", "Discard {n}").format(n=len(v.discard)),
        DISCARD_POS.x() - 6,
        PILES_Y + 116,
        92,
        MIN_PX,
        align=Qt.AlignmentFlag.AlignHCenter,
        tip=discard_tip,
    )


def _lay_round(t: TableScene, at: Seating) -> None:
    v = at.view
    x = 1166  # wide enough for "Manche 1/4" and "Rodada 1/4"
    t.label(
        "round",
        translate("TakeStockTable", "Round {r}/{n}").format(r=v.round, n=ROUNDS),
        x,
        PILES_Y - 2,
        110,
        16,
        True,
        tip=translate(
            "TakeStockTable",
            "The game lasts {n} rounds; the certificates are scored at the end of each.",
        ).format(n=ROUNDS),
    )
    turn_tip = translate(
        "TakeStockTable",
        "Who decides now (in a Market Downturn or the "
        "round-end stock options, not always the player "
        "whose turn it is).",
    )
    t.label(
        "turn-title",
        translate("TakeStockTable", "Turn:"),
        x,
        PILES_Y + 20,
        100,
        MIN_PX,
        color="#c8d4cc",
        tip=turn_tip,
    )
    t.label(
        "turn",
        translate("TakeStockTable", "Game over") if at.actor is None else at.name(at.actor),
        x,
        PILES_Y + 38,
        108,
        15,
        True,
        color="#ffd23f",
        tip=turn_tip,
    )
    supply_tip = (
        translate("TakeStockTable", "Stock options in the supply")
        + "\n"
        + translate(
            "TakeStockTable",
            "The Stock Option Gained and Lost events move tokens between the "
            "supply and the players.",
        )
    )
    t.label(
        "supply-title",
        translate("TakeStockTable", "Supply:"),
        x,
        PILES_Y + 62,
        100,
        MIN_PX,
        color="#c8d4cc",
        tip=supply_tip,
    )
    t.token("supply", "token-option", QPointF(x, PILES_Y + 82), 26, 1).setToolTip(supply_tip)
    t.label(
        "supply-count",
        f"× {v.option_supply}",
        x + 30,
        PILES_Y + 86,
        60,
        MIN_PX,
        True,
        tip=supply_tip,
    )
