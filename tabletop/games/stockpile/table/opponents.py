"""The opponents along the top of the Stockpile table: name, money, investors, portfolio and
split counts with the known shares as company chips, their other holdings and their insider
pairs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from ....core.game import HIDDEN, seats_after
from ....ui.sprites import font
from .. import cards
from .glossary import (
    FEES_OWED,
    FIRST_PLAYER,
    GOODS,
    MONEY,
    NOTES,
    PORTFOLIO,
    SPLIT_PORTFOLIO,
    STRATEGY_COUNT,
)
from .layout import MINE, MINI, TOP_H, tr, translate
from .parts import Part, Turn
from .ui_art import SEAT_RGB, face
from .view import SeatView

if TYPE_CHECKING:
    from .table import StockpileTable

SEAT_Y = 30


class Opponents(Part):
    """Declares seat_pos: where each seat's cards come from and go to."""

    def __init__(self, table: StockpileTable) -> None:
        super().__init__(table)
        self.seat_pos: dict[int, QPointF] = {}

    def lay(self, turn: Turn) -> None:
        t, v, me = self.table, turn.view, turn.me
        opps = list(seats_after((me + 1) % v.num_seats, v.num_seats))[: v.num_seats - 1]
        n = max(1, len(opps))
        pw = min(420.0, (1264 - 8 * (n - 1)) / n)
        x0 = 8 + (1264 - (pw * n + 8 * (n - 1))) / 2
        self.seat_pos = {me: QPointF(MINE.x() + 300, MINE.y() + 40)}
        for k, s in enumerate(opps):
            x = x0 + k * (pw + 8)
            self.seat_pos[s] = QPointF(x + pw / 2 - 20, SEAT_Y)
            if s == turn.actor:
                t.origin = self.seat_pos[s]
            t.panel(f"opp{s}", QRectF(x, 4, pw, TOP_H - 4), accent=s == turn.actor)
            first = " ①" if s == v.first else ""
            t.token(
                f"opp{s}-seat", face(f"meeple-{s % len(SEAT_RGB)}"), QPointF(x + 6, 6), 20, 1
            ).setToolTip(translate("StockpileTable", "{player}'s colour").format(player=t.name(s)))
            t.put(
                f"opp{s}-name",
                t.name(s) + first,
                tr(FIRST_PLAYER) if first else t.name(s),
                x + 28,
                8,
                pw - 110,
                15,
                True,
            )
            t.put(
                f"opp{s}-money",
                f"${v.money[s]}K",
                tr(MONEY),
                x + pw - 80,
                8,
                70,
                16,
                True,
                Qt.AlignmentFlag.AlignRight,
                "#ffd23f",
            )
            invs = ", ".join(cards.INVESTORS[i] if i != HIDDEN else "?" for i in v.investors[s])
            t.put(
                f"opp{s}-inv",
                invs,
                "\n".join(t.pairs.investor_tip(i) for i in v.investors[s]),
                x + 10,
                27,
                pw - 80,
                12,
                color="#dfe8e2",
            )
            pairs = v.seat_pairs(s)
            self.lay_holdings(v, s, x + 10, 44, pw - 30 - 56 * len(pairs), f"opp{s}")
            self._lay_extras(v, s, x + 10, 92, pw - 20)
            # insider pairs at the right: company + forecast, backs unless known
            for j, i in enumerate(pairs):
                px = x + pw - 10 - (len(pairs) - j) * 56
                t.pairs.lay(turn, i, QPointF(px, 46), MINI, f"opp{s}")

    def _lay_extras(self, v: SeatView, s: int, x: float, y: float, width: float) -> None:
        extras, tips = [], []
        com = v.commercial[s]
        if com:
            kinds = sum(1 for c in com if cards.is_commodity(c))
            extras.append(
                translate("StockpileTable", "goods {k} · tax {t}").format(
                    k=kinds, t=len(com) - kinds
                )
            )
            tips.append(tr(GOODS))
        if v.options["promissory"]:
            extras.append(translate("StockpileTable", "notes {n}").format(n=v.notes[s]))
            tips.append(tr(NOTES).format(p=v.note_price()))
        if v.options["strategies"]:
            extras.append(
                translate("StockpileTable", "strategies {n}").format(n=len(v.strategy_hand[s]))
            )
            tips.append(tr(STRATEGY_COUNT))
        if v.unpaid[s]:
            extras.append(translate("StockpileTable", "fees owed {n}").format(n=len(v.unpaid[s])))
            tips.append(tr(FEES_OWED))
        self.table.put(
            f"opp{s}-extra", " · ".join(extras), "\n".join(tips), x, y, width, 12, color="#c8d4cc"
        )

    def lay_holdings(self, v: SeatView, s: int, x: float, y: float, width: float, key: str) -> None:
        """Portfolio and split counts, and the known shares as company chips."""
        t = self.table
        titles = (translate("StockpileTable", "Portfolio"), translate("StockpileTable", "Split"))
        tips = (tr(PORTFOLIO), tr(SPLIT_PORTFOLIO))
        need = max(QFontMetricsF(font(13, True)).horizontalAdvance(f"{w} 00") for w in titles)
        tw = max(80.0, min(need, width - 64))  # room left for two company chips
        for row, held in enumerate((v.portfolio[s], v.split[s])):
            yy = y + row * 22
            t.put(f"{key}-h{row}", f"{titles[row]} {len(held)}", tips[row], x, yy + 2, tw, 13, True)
            per = [0] * cards.NUM_COMPANIES
            for c in held:
                if c != HIDDEN and cards.is_stock(c):
                    per[cards.company_of(c)] += 1
            cx = x + tw + 2
            for c in range(cards.NUM_COMPANIES):
                if not per[c] or cx + 30 > x + width:
                    continue
                tip = translate("StockpileTable", "{company}: {n} known").format(
                    company=cards.COMPANIES[c], n=per[c]
                )
                t.token(
                    f"{key}-chip{row}-{c}", face(f"marker-{c}"), QPointF(cx, yy), 18, 1
                ).setToolTip(tip)
                t.put(f"{key}-chipn{row}-{c}", str(per[c]), tip, cx + 19, yy + 2, 12, 12, True)
                cx += 31
