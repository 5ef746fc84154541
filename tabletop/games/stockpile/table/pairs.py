"""Insider pairs (a company card beside a forecast card) wherever they lie: the board's, the
opponents' and the viewer's; and what an investor does, for every investor card or name."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSizeF

from ....core.game import HIDDEN
from .. import cards, prompts
from .. import messages as M
from .glossary import COMPANY_CARD, FORECAST, FORECAST_HIDDEN
from .layout import tr, tr_source, translate
from .parts import Part, Turn
from .ui_art import company_card_face, forecast_face


class InsiderPairs(Part):
    def investor_tip(self, i: int) -> str:
        if i == HIDDEN:
            return translate("StockpileTable", "An investor not yet revealed")
        return translate("StockpileTable", "{name} (investor): {power}").format(
            name=cards.INVESTORS[i], power=tr_source(prompts.INVESTOR_POWERS[i].source)
        )

    def lay(self, turn: Turn, i: int, pos: QPointF, size: QSizeF, key: str) -> None:
        """Pair `i`: its company card and forecast card, clicked when a decision picks one."""
        t, v = self.table, turn.view
        known = v.pair_company[i] != HIDDEN
        comp = t.card(f"{key}-pair{i}c", company_card_face(v.pair_company[i]), pos, size, 5)
        fc = t.card(
            f"{key}-pair{i}f",
            forecast_face(v.pair_forecast[i]),
            pos + QPointF(size.width() + 3, 0),
            size,
            5,
        )
        whose = (
            t.say(M.pair_owner(v, i))
            + ": "
            + (t.say(M.pair_text(v, i)) if known else translate("StockpileTable", "unknown"))
        )
        if v.pair_falsified[i]:
            whose += "\n" + translate("StockpileTable", "Falsified Earnings on this forecast")
            fc.setOpacity(0.8)
        comp.setToolTip(whose + "\n" + tr(COMPANY_CARD))
        fc.setToolTip(
            whose + "\n" + tr(FORECAST if v.pair_forecast[i] != HIDDEN else FORECAST_HIDDEN)
        )
        for item in (comp, fc):
            t.offer(item, ("pair", i), turn, drag=False, select=item is comp)
