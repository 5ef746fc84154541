"""The stockpiles of the Stockpile table: one column per stockpile, its face-up cards on the
left and face-down cards on the right (drop targets of the supply), or the investor offered on
it during an investor auction; its bid track below (auction.py)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor

from ....core.game import HIDDEN
from .glossary import PILE
from .layout import HAND, PILES, fitting, step_for, tr, translate
from .parts import Part, Turn
from .ui_art import investor_face, market_face
from .ui_captions import CAPTION_H, set_caption
from .view import SeatView

AREA_H = 190


class Stockpiles(Part):
    @staticmethod
    def columns(v: SeatView) -> list[QRectF]:
        n = len(v.bid_space) if v.phase == "investor_auction" else v.num_piles()
        if v.phase == "offer_investors":
            n = len(v.offered)
        cw = (PILES.width() - 8 * (n - 1)) / max(1, n)
        return [QRectF(PILES.x() + k * (cw + 8), PILES.y(), cw, PILES.height()) for k in range(n)]

    @staticmethod
    def card_size(n: int, width: float, room: float) -> QSizeF:
        """As large as the column allows while every card still shows its caption band."""
        h = min((width - 10) * 1.4, 96.0, room - (n - 1) * (CAPTION_H + 1))
        return QSizeF(h / 1.4, h)

    def lay(self, turn: Turn) -> None:
        t, v = self.table, turn.view
        investors = v.phase in ("offer_investors", "investor_auction")
        for p, col in enumerate(self.columns(v)):
            t.panel(f"pilepanel{p}", col)
            tip = tr(PILE).format(n=p + 1)
            title = fitting(
                translate("StockpileTable", "Stockpile {n}").format(n=p + 1),
                translate("StockpileTable", "Pile {n}").format(n=p + 1),
                13,
                True,
                col.width() - 60,
            )
            t.put(f"piletitle{p}", title, tip, col.x() + 6, col.y() + 4, col.width() - 60, 13, True)
            pile = v.piles[p] if p < len(v.piles) and not investors else []
            if not investors:
                ups = sum(v.pile_up[p]) if p < len(v.pile_up) else 0
                t.put(
                    f"pilecount{p}",
                    f"▲{ups} ▼{len(pile) - ups}",
                    translate("StockpileTable", "{up} face up, {down} face down").format(
                        up=ups, down=len(pile) - ups
                    ),
                    col.right() - 60,
                    col.y() + 4,
                    54,
                    13,
                    True,
                    Qt.AlignmentFlag.AlignRight,
                    "#ffd23f",
                )
            for side, which in enumerate(("up", "down")):
                self._lay_half(turn, p, col, side, which, pile, investors, tip)
            if investors and p < len(v.offered) and v.offered[p] >= 0:
                inv = v.offered[p]
                item = t.card(
                    f"inv{inv}",
                    investor_face(inv),
                    QPointF(col.center().x() - HAND.width() / 2, col.y() + 52),
                    HAND,
                    4,
                    start=t.origin,
                )
                item.setToolTip(t.pairs.investor_tip(inv))
            t.bids.lay(turn, p, col)

    def _lay_half(
        self,
        turn: Turn,
        p: int,
        col: QRectF,
        side: int,
        which: str,
        pile: list[int],
        investors: bool,
        tip: str,
    ) -> None:
        """One column of a stockpile: its face-up (side 0) or face-down (side 1) cards."""
        t, v = self.table, turn.view
        half = (col.width() - 6) / 2
        top = col.y() + 22
        rect = QRectF(col.x() + 2 + side * (half + 2), top, half, AREA_H)
        zone = t.zone((which, p), rect)
        zone.fill = QColor(0, 0, 0, 25 if side == 0 else 50)
        zone.setToolTip(tip)
        if v.phase in ("supply", "robins") and not investors:
            words = (
                translate("StockpileTable", "face up")
                if side == 0
                else translate("StockpileTable", "face down")
            )
            t.put(
                f"pilehalf{p}{side}",
                words,
                tip,
                rect.x(),
                rect.bottom() - 17,
                rect.width(),
                12,
                False,
                Qt.AlignmentFlag.AlignHCenter,
                "#9fb3a8",
            )
        zone.clickable = any(t.parts(m).target == (which, p) for m in turn.legal)
        rows = [k for k in range(len(pile)) if bool(v.pile_up[p][k]) == (side == 0)]
        size = self.card_size(len(rows), rect.width(), AREA_H - 20)
        step = step_for(len(rows), AREA_H - 20, size.height(), CAPTION_H + 12)
        cx = rect.x() + (rect.width() - size.width()) / 2
        for j, k in enumerate(rows):
            card = pile[k]
            key = f"m{card}" if card != HIDDEN else f"pile{p}-{k}"
            item = t.card(
                key, market_face(card), QPointF(cx, top + 2 + j * step), size, 3 + j, start=t.origin
            )
            set_caption(item, card)
            t.captioned.add(key)
            if card == HIDDEN:
                item.setToolTip(translate("StockpileTable", "A face-down card"))
            elif side == 1:
                item.setOpacity(0.78)  # face down, but the viewer knows it
                item.setToolTip(
                    translate("StockpileTable", "{card} (face down; you know it)").format(
                        card=t.card_tip(card, v)
                    )
                )
            else:
                item.setToolTip(t.card_tip(card, v))
            t.offer(item, ("pilecard", p, k), turn)  # Maverick Mark moves it
            zone.members.append(item)
