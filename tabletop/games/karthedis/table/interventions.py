"""Intervenieren on the table: where a player's Intervene card went and whose card it hit, at
the resource's column, for the rest of the trade phase (a computer's Intervene is otherwise
only a line of the log).  The table keeps the "intervened" log entries of the trade phase under
way (KarthedisTable.show_log); one that an undo took back is no longer borne out by the
position (the card is not on its player's Recall pile) and is not shown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from ....ui.sprites import font
from ..cards import BOUNCE, effect_of
from .faces import KarthedisCard, card_label, card_tip
from .layout import MINI, Desk

if TYPE_CHECKING:
    from .table import KarthedisTable

translate = QCoreApplication.translate
MARK_H = 19 + MINI.height() + 21  # the intervener's name, the card, the card's owner
_CENTER = Qt.AlignmentFlag.AlignHCenter


def shown(t: KarthedisTable, desk: Desk) -> dict[int, dict[str, Any]]:
    """The last Intervene of this trade phase at each column still borne out, by slot."""
    v = desk.view
    if v.phase != "trade":
        return {}
    out = {}
    for data in t.interventions:
        if data["round"] == v.round and data["card"] in v.piles[data["seat"]]:
            out[data["slot"]] = data
    return out


def lay_interventions(t: KarthedisTable, desk: Desk, column) -> None:
    for slot, data in shown(t, desk).items():
        col: QRectF = column(desk, slot)
        top = col.bottom() - MARK_H
        who, owner = desk.names[data["seat"]], desk.names[data["owner"]]
        if effect_of(data["card"]) == BOUNCE:
            tip = translate(
                "KarthedisTable",
                "{player} intervened here with {card}: {owner}'s face-down card went back to "
                "{owner}'s hand.",
            )
        else:
            tip = translate(
                "KarthedisTable",
                "{player} intervened here with {card}: {owner}'s card ({hit}) was revealed and "
                "removed from the game.",
            )
        hit = data["removed"]
        tip = tip.format(
            player=who,
            card=card_label(data["card"]),
            owner=owner,
            hit=card_label(hit) if hit >= 0 else "",
        )
        t.label(
            f"ivby{slot}",
            who,
            col.left() + 2,
            top,
            col.width() - 4,
            15,
            True,
            align=_CENTER,
            color="#ffe08a",
            tip=tip,
        )
        item = t.card(
            f"iv{slot}",
            f"card:{data['card']}",
            QPointF(col.center().x() - MINI.width() / 2, top + 19),
            MINI,
            20,
            kind=KarthedisCard,
        )
        item.setToolTip(tip + "\n\n" + card_tip(data["card"]))
        against = translate("KarthedisTable", "→ {player}").format(player=owner)
        if QFontMetricsF(font(t.min_label_px)).horizontalAdvance(against) > col.width() - 6:
            against = owner  # a long name keeps its room; the tooltip says the rest
        t.label(
            f"ivat{slot}",
            against,
            col.left() + 2,
            top + 19 + MINI.height() + 1,
            col.width() - 4,
            15,
            align=_CENTER,
            color="#ffe08a",
            tip=tip,
        )


__all__ = ["MARK_H", "lay_interventions", "shown"]
