"""The bid tracks under the Stockpile table's stockpiles, with the meeples standing on them
and Cunning Carlos's blocker."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from .. import cards
from .glossary import BID_SPACE, BLOCKER
from .layout import BID_COLS, BID_ROWS, tr, translate
from .parts import Part, Turn
from .ui_art import SEAT_RGB, face
from .view import SeatView

MEEPLE = ("meeple",)


class BidTracks(Part):
    def lay(self, turn: Turn, p: int, col: QRectF) -> None:
        t, v = self.table, turn.view
        cw = (col.width() - 8) / BID_COLS
        ch = 27
        y0 = col.bottom() - BID_ROWS * ch - 4
        bid_space = v.bid_space[p] if p < len(v.bid_space) else -1
        bid_seat = v.bid_seat[p] if p < len(v.bid_seat) else -1
        lit = t.targets_of(MEEPLE)
        for space, amount in enumerate(cards.BID_SPACES):
            r, c = divmod(space, BID_COLS)
            rect = QRectF(col.x() + 4 + c * cw, y0 + r * ch, cw - 2, ch - 2)
            zone = t.zone(("bid", p, space), rect)
            zone.fill = QColor(255, 255, 255, 22)
            tip = tr(BID_SPACE).format(amount=amount, n=p + 1)
            zone.setToolTip(tip)
            zone.clickable = ("bid", p, space) in lit
            if zone.clickable:
                t.selectables.append(f"bid{p}-{space}")
            t.put(
                f"bidv{p}-{space}",
                f"${amount}",
                tip,
                rect.x() + 2,
                rect.y() + 5,
                cw - 6,
                12,
                False,
                Qt.AlignmentFlag.AlignRight,
                "#dfe8e2",
            )
            if bid_space == space and bid_seat >= 0:
                m = t.token(
                    f"meeple{bid_seat}-{self.meeple_index(v, bid_seat, p)}",
                    face(f"meeple-{bid_seat % len(SEAT_RGB)}"),
                    QPointF(rect.x() + 2, rect.y()),
                    24,
                    8,
                )
                m.setToolTip(
                    translate("StockpileTable", "{player} bids ${amount}K").format(
                        player=t.name(bid_seat), amount=amount
                    )
                )
            carlos = bid_seat >= 0 and v.phase == "demand" and v.has(bid_seat, cards.CARLOS)
            if carlos and space == bid_space + 1:
                b = t.token(f"blocker{p}", face("blocker"), QPointF(rect.x() + 2, rect.y()), 24, 8)
                b.setToolTip(tr(BLOCKER))

    @staticmethod
    def meeple_index(v: SeatView, seat: int, pile: int) -> int:
        """Which of a seat's meeples stands on `pile` (2-player games have two)."""
        return sum(1 for q in range(pile) if v.bid_seat[q] == seat)
