"""The stockpiles of the Stockpile table: one column per stockpile, its face-up cards on the
left and face-down cards on the right (drop targets of the supply), or the investor offered on
it during an investor auction.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor

from ....core.game import HIDDEN
from .. import messages as M
from .. import moves as mv
from .ui_art import investor_face, market_face
from .ui_captions import CAPTION_H, set_caption
from .ui_layout import HAND, PILES, fitting, step_for, translate


class Stockpiles:
    """The stockpiles (a part of StockpileTable: `self` is the table scene)."""

    def _pile_cols(self, v) -> list[QRectF]:
        n = len(v.bid_space) if v.phase == "investor_auction" else v.num_piles()
        if v.phase == "offer_investors":
            n = len(v.offered)
        cw = (PILES.width() - 8 * (n - 1)) / max(1, n)
        return [QRectF(PILES.x() + k * (cw + 8), PILES.y(), cw, PILES.height())
                for k in range(n)]

    @staticmethod
    def _pile_card_size(n: int, width: float, room: float) -> QSizeF:
        """As large as the column allows while every card still shows its caption band."""
        h = min((width - 10) * 1.4, 96.0, room - (n - 1) * (CAPTION_H + 1))
        return QSizeF(h / 1.4, h)

    def _lay_piles(self, v) -> None:
        cols = self._pile_cols(v)
        supplying = v.phase in ("supply", "robins")
        investors = v.phase in ("offer_investors", "investor_auction")
        for p, col in enumerate(cols):
            self.panel(f"pilepanel{p}", col)
            title = fitting(translate("StockpileTable", "Stockpile {n}").format(n=p + 1),
                            translate("StockpileTable", "Pile {n}").format(n=p + 1), 13, True,
                            col.width() - 60)
            pile = v.piles[p] if p < len(v.piles) and not investors else []
            ups = [k for k, c in enumerate(pile) if v.pile_up[p][k]]
            downs = [k for k, c in enumerate(pile) if not v.pile_up[p][k]]
            self.label(f"piletitle{p}", title, col.x() + 6, col.y() + 4, col.width() - 60, 13,
                       True)
            if not investors:
                self.label(f"pilecount{p}", f"▲{len(ups)} ▼{len(downs)}", col.right() - 60,
                           col.y() + 4, 54, 13, True, Qt.AlignRight, "#ffd23f").setToolTip(
                    translate("StockpileTable", "{up} face up, {down} face down").format(
                        up=len(ups), down=len(downs)))
            half = (col.width() - 6) / 2
            area_top, area_h = col.y() + 22, 190
            for side, (which, rows) in enumerate((("up", ups), ("down", downs))):
                rect = QRectF(col.x() + 2 + side * (half + 2), area_top, half, area_h)
                zone = self.zone((which, p), rect)
                zone.fill = QColor(0, 0, 0, 25 if side == 0 else 50)
                if supplying and not investors:
                    half_title = translate("StockpileTable", "face up") if side == 0 \
                        else translate("StockpileTable", "face down")
                    self.label(f"pilehalf{p}{side}", half_title, rect.x(), rect.bottom() - 16,
                               rect.width(), 11, False, Qt.AlignHCenter, "#9fb3a8")
                zone.clickable = self._my_turn and any(self._pile_moves(p, which))
                size = self._pile_card_size(len(rows), rect.width(), area_h - 20)
                step = step_for(len(rows), area_h - 20, size.height(), CAPTION_H + 12)
                cx = rect.x() + (rect.width() - size.width()) / 2
                for j, k in enumerate(rows):
                    card = pile[k]
                    key = f"m{card}" if card != HIDDEN else f"pile{p}-{k}"
                    item = self.card(key, market_face(card), QPointF(cx, area_top + 2 + j * step),
                                     size, 3 + j, start=self._origin)
                    item.hover_zoom = 1.5
                    item.setOpacity(1.0)
                    set_caption(item, card)
                    self._captioned.add(key)
                    if card != HIDDEN and not v.pile_up[p][k]:
                        item.setOpacity(0.78)       # face down, but the viewer knows it
                        item.setToolTip(translate(
                            "StockpileTable", "{card} (face down; you know it)").format(
                            card=self._say(M.card_text(card))))
                    elif card != HIDDEN:
                        item.setToolTip(self._say(M.card_text(card)))
                    else:
                        item.setToolTip(translate("StockpileTable", "A face-down card"))
                    if self._my_turn and any(isinstance(m, mv.MoveCard) and m.pile == p
                                             and m.index == k for m in self.legal):
                        item.draggable = item.clickable = True   # Maverick Mark
                        item.payload = ("pilecard", (p, k))
                        self._selectables.append(key)
                    zone.members.append(item)
            if investors and p < len(v.offered) and v.offered[p] >= 0:
                inv = v.offered[p]
                item = self.card(f"inv{inv}", investor_face(inv),
                                 QPointF(col.center().x() - HAND.width() / 2, area_top + 30),
                                 HAND, 4, start=self._origin)
                item.setToolTip(self._investor_tip(inv))
                item.hover_zoom = 1.6
            self._lay_bid_track(v, p, col)
