"""The bid tracks under the Stockpile table's stockpiles, with the meeples standing on them
and Cunning Carlos's blocker.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from .. import cards
from .. import moves as mv
from .ui_art import SEAT_RGB, face
from .ui_layout import BID_COLS, BID_ROWS, translate


class BidTracks:
    """The bid tracks (a part of StockpileTable: `self` is the table scene)."""

    def _lay_bid_track(self, v, p: int, col: QRectF) -> None:
        cw = (col.width() - 8) / BID_COLS
        ch = 27
        y0 = col.bottom() - BID_ROWS * ch - 4
        for space, amount in enumerate(cards.BID_SPACES):
            r, c = divmod(space, BID_COLS)
            rect = QRectF(col.x() + 4 + c * cw, y0 + r * ch, cw - 2, ch - 2)
            zone = self.zone(("bid", p, space), rect)
            zone.fill = QColor(255, 255, 255, 22)
            bid_space = v.bid_space[p] if p < len(v.bid_space) else -1
            bid_seat = v.bid_seat[p] if p < len(v.bid_seat) else -1
            legal = self._my_turn and mv.Bid(p, space) in self.legal
            zone.clickable = legal
            if legal:
                self._selectables.append(f"bid{p}-{space}")
            self.label(f"bidv{p}-{space}", f"${amount}", rect.x() + 2, rect.y() + 6, cw - 6,
                       11, False, Qt.AlignRight, "#dfe8e2")
            if bid_space == space and bid_seat >= 0:
                who = bid_seat
                m = self.token(f"meeple{who}-{self._meeple_index(v, who, p)}",
                               face(f"meeple-{who % len(SEAT_RGB)}"),
                               QPointF(rect.x() + 2, rect.y()), 24, 8)
                m.setToolTip(translate("StockpileTable", "{player} bids ${amount}K").format(
                    player=self._name(who), amount=amount))
            carlos = bid_seat >= 0 and v.phase == "demand" and v.has(bid_seat, cards.CARLOS)
            if carlos and space == bid_space + 1:
                b = self.token(f"blocker{p}", face("blocker"), QPointF(rect.x() + 2, rect.y()),
                               24, 8)
                b.setToolTip(translate(
                    "StockpileTable", "Cunning Carlos's blocker: outbid him by two spaces"))

    @staticmethod
    def _meeple_index(v, seat: int, pile: int) -> int:
        """Which of a seat's meeples stands on `pile` (2-player games have two)."""
        return sum(1 for q in range(pile) if v.bid_seat[q] == seat)
