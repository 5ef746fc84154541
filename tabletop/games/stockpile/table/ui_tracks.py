"""The six stock tracks of the Stockpile table: badge, name and value of each company, its
price track with the marker, and the forecasts the viewer knows at the end of the row (a row is
also the drop target of a Stock Boom/Bust and the button that picks a company).
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ....ui.board import TrackItem
from ....ui.sprites import CardItem
from .. import cards
from .. import messages as M
from .. import moves as mv
from .ui_art import BRIEF, face, forecast_face
from .ui_layout import CELL_W, CELL_X, ROW_H, TRACKS, company_color, fitting, translate


class StockTracks:
    """The stock tracks (a part of StockpileTable: `self` is the table scene)."""

    def _lay_tracks(self, v) -> None:
        pick = self._my_turn and any(isinstance(m, mv.ChooseCompany) for m in self.legal)
        for c in range(cards.NUM_COMPANIES):
            y = TRACKS.y() + c * ROW_H
            zone = self.zone(("track", c), QRectF(TRACKS.x(), y + 1, TRACKS.width(),
                                                  ROW_H - 2))
            zone.fill = company_color(c, 36)
            zone.clickable = pick
            if pick:
                self._selectables.append(f"row{c}")
            badge = self.token(f"badge{c}", face(f"badge-{c}"), QPointF(14, y + 4), 36, 1)
            badge.setToolTip(cards.COMPANIES[c])
            values, start, reset = v.track(c)
            space = self._replay_price[c] if self._replay_price is not None else v.price[c]
            value = values[space]
            name = self.label(f"tname{c}", fitting(cards.COMPANIES[c], BRIEF[c], 11, True, 121),
                              54, y + 6, 121, 11, True)
            val = self.label(f"tval{c}", f"${value}K", 54, y + 21, 94, 16, True,
                             color="#ffd23f")
            track = self._misc_item(f"track{c}", TrackItem)
            marks = {start: "start", reset: "reset"}
            marks[space] = "current"
            track.set_track([str(x) for x in values], QSizeF(CELL_W, ROW_H - 10),
                            company_color(c, 70), marks)
            track.setPos(CELL_X, y + 5)
            pos = self._marker_pos(c, space)
            marker = self.token(f"marker{c}", face(f"marker-{c}"), pos, 26, 6)
            marker.setToolTip(translate(
                "StockpileTable", "{company}: ${value}K (space {n})").format(
                company=cards.COMPANIES[c], value=value, n=space + 1))
            zone.members = [badge, name, val, track, marker]
            zone.setToolTip(translate(
                "StockpileTable", "{company}: ${value}K. Start space dashed, split reset "
                                  "dotted.").format(company=cards.COMPANIES[c], value=value))
            # the forecasts the viewer knows for this company, at the end of the row
            known = [i for i in range(len(v.pair_company)) if v.pair_company[i] == c]
            fx = CELL_X + 10 * CELL_W + 8
            for j, i in enumerate(known[:2]):
                item = self.card(f"tfc{c}-{j}", forecast_face(v.pair_forecast[i]),
                                 QPointF(fx + j * 34, y + 5), QSizeF(28, 36), 5)
                item.hover_zoom = 2.2
                who = self._say(M.pair_owner(v, i))
                item.setToolTip(translate(
                    "StockpileTable", "Forecast for {company} ({owner}): {face}").format(
                    company=cards.COMPANIES[c], owner=who,
                    face=self._say(M.forecast_text(v.pair_forecast[i]))))

    def _markers(self) -> dict[int, CardItem]:
        return {c: self.cards()[f"marker{c}"] for c in range(cards.NUM_COMPANIES)
                if f"marker{c}" in self.cards()}

    def _marker_pos(self, c: int, space: int) -> QPointF:
        return QPointF(CELL_X + (space + 0.5) * CELL_W - 13,
                       TRACKS.y() + c * ROW_H + 5 + (ROW_H - 10) / 2 - 13)
