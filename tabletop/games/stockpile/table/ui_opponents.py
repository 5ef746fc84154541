"""The opponents along the top of the Stockpile table: name, money, investors, portfolio
and split counts with the known shares as company chips, their other holdings and their insider
pairs.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from ....core.game import HIDDEN, seats_after
from ....ui.sprites import font
from .. import cards
from .ui_art import SEAT_RGB, face
from .ui_layout import MINE, MINI, TOP_H, translate


class OpponentsArea:
    """The opponents' panels (a part of StockpileTable: `self` is the table scene)."""

    def _lay_opponents(self, v) -> None:
        opps = list(seats_after((self.me + 1) % v.num_seats, v.num_seats))[:v.num_seats - 1]
        n = max(1, len(opps))
        pw = min(420.0, (1264 - 8 * (n - 1)) / n)
        x0 = 8 + (1264 - (pw * n + 8 * (n - 1))) / 2
        self._seat_pos = {self.me: QPointF(MINE.x() + 300, MINE.y() + 40)}
        for k, s in enumerate(opps):
            x = x0 + k * (pw + 8)
            self._seat_pos[s] = QPointF(x + pw / 2 - 20, 30)
            if s == self._actor:
                self._origin = self._seat_pos[s]
            self.panel(f"opp{s}", QRectF(x, 4, pw, TOP_H - 4), accent=s == self._actor)
            first = " ①" if s == v.first else ""
            self.token(f"opp{s}-seat", face(f"meeple-{s % len(SEAT_RGB)}"), QPointF(x + 6, 6),
                       20, 1)
            self.label(f"opp{s}-name", self._name(s) + first, x + 28, 8, pw - 110, 15, True)
            self.label(f"opp{s}-money", f"${v.money[s]}K", x + pw - 80, 8, 70, 16, True,
                       Qt.AlignRight, "#ffd23f")
            invs = ", ".join(cards.INVESTORS[i] if i != HIDDEN else "?" for i in v.investors[s])
            inv_label = self.label(f"opp{s}-inv", invs, x + 10, 27, pw - 80, 12,
                                   color="#dfe8e2")
            inv_label.setToolTip("\n".join(self._investor_tip(i) for i in v.investors[s]))
            pairs = v.seat_pairs(s)
            self._lay_holdings(v, s, x + 10, 44, pw - 30 - 56 * len(pairs), f"opp{s}")
            extras = []
            com = v.commercial[s]
            if com:
                kinds = sum(1 for c in com if cards.is_commodity(c))
                extras.append(translate(
                    "StockpileTable", "goods {k} · tax {t}").format(k=kinds, t=len(com) - kinds))
            if v.options["promissory"]:
                extras.append(translate("StockpileTable", "notes {n}").format(n=v.notes[s]))
            if v.options["strategies"]:
                extras.append(translate(
                    "StockpileTable", "strategies {n}").format(n=len(v.strategy_hand[s])))
            if v.unpaid[s]:
                extras.append(translate(
                    "StockpileTable", "fees owed {n}").format(n=len(v.unpaid[s])))
            self.label(f"opp{s}-extra", " · ".join(extras), x + 10, 92, pw - 20, 12,
                       color="#c8d4cc")
            # insider pairs at the right: company + forecast, backs unless known
            for j, i in enumerate(pairs):
                px = x + pw - 10 - (len(pairs) - j) * 56
                self._lay_pair(v, i, QPointF(px, 46), MINI, f"opp{s}")

    def _lay_holdings(self, v, s: int, x: float, y: float, width: float, key: str) -> None:
        """Portfolio and split counts, and the known shares as company chips."""
        titles = (translate("StockpileTable", "Portfolio"), translate("StockpileTable", "Split"))
        need = max(QFontMetricsF(font(13, True)).horizontalAdvance(f"{t} 00") for t in titles)
        tw = max(80.0, min(need, width - 64))      # room left for two company chips
        for row, (cards_there, title) in enumerate(zip((v.portfolio[s], v.split[s]), titles)):
            yy = y + row * 22
            self.label(f"{key}-h{row}", f"{title} {len(cards_there)}", x, yy + 2, tw, 13, True)
            per = [0] * cards.NUM_COMPANIES
            for c in cards_there:
                if c != HIDDEN and cards.is_stock(c):
                    per[cards.company_of(c)] += 1
            cx = x + tw + 2
            for c in range(cards.NUM_COMPANIES):
                if not per[c] or cx + 30 > x + width:
                    continue
                t = self.token(f"{key}-chip{row}-{c}", face(f"marker-{c}"), QPointF(cx, yy), 18, 1)
                t.setToolTip(translate("StockpileTable", "{company}: {n} known").format(
                    company=cards.COMPANIES[c], n=per[c]))
                self.label(f"{key}-chipn{row}-{c}", str(per[c]), cx + 19, yy + 2, 12, 12, True)
                cx += 31
