"""The six stock tracks of the Stockpile table: badge, name and value of each company, its
price track with the marker, and the forecasts the viewer knows at the end of the row (a row is
also the drop target of a Stock Boom/Bust and the button that picks a company).

While the Movement Phase is replayed the markers stand where the replay has walked them
(`shown`), never where an older position had them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ....ui.board import TrackItem
from ....ui.sprites import CardItem, Label, slide
from .. import cards
from .. import messages as M
from .. import moves as mv
from .glossary import FORECAST, TRACK
from .layout import CELL_W, CELL_X, ROW_H, TRACKS, company_color, fitting, tr, translate
from .parts import Part, Turn
from .ui_art import BRIEF, face, forecast_face

if TYPE_CHECKING:
    from .table import StockpileTable


class StockTracks(Part):
    """Declares shown (the marker spaces drawn: the replay's while it runs), walk() and
    marker_pos()."""

    def __init__(self, table: StockpileTable) -> None:
        super().__init__(table)
        self.shown: list[int] | None = None  # replay spaces, None: the view's prices
        self.values: dict[int, tuple[int, ...]] = {}
        self.ends: dict[int, tuple[int, int]] = {}  # start and split-reset spaces

    def lay(self, turn: Turn) -> None:
        t, v = self.table, turn.view
        picking = any(isinstance(m, mv.ChooseCompany) for m in turn.legal)
        for c in range(cards.NUM_COMPANIES):
            y = TRACKS.y() + c * ROW_H
            zone = t.zone(("track", c), QRectF(TRACKS.x(), y + 1, TRACKS.width(), ROW_H - 2))
            zone.fill = company_color(c, 36)
            zone.clickable = picking
            if picking:
                t.selectables.append(f"row{c}")
            badge = t.token(f"badge{c}", face(f"badge-{c}"), QPointF(14, y + 4), 36, 1)
            values, start, reset = v.track(c)
            self.values[c], self.ends[c] = tuple(values), (start, reset)
            space = self.shown[c] if self.shown is not None else v.price[c]
            value = values[space]
            tip = tr(TRACK).format(company=cards.COMPANIES[c], value=value)
            badge.setToolTip(tip)
            name = t.put(
                f"tname{c}",
                fitting(cards.COMPANIES[c], BRIEF[c], 12, True, 121),
                tip,
                54,
                y + 5,
                121,
                12,
                True,
            )
            val = t.put(f"tval{c}", f"${value}K", tip, 54, y + 21, 94, 16, True, color="#ffd23f")
            track = t.misc_item(f"track{c}", TrackItem)
            track.set_track(
                [str(x) for x in values],
                QSizeF(CELL_W, ROW_H - 10),
                company_color(c, 70),
                {start: "start", reset: "reset", space: "current"},
            )
            track.setPos(CELL_X, y + 5)
            track.setToolTip(tip)
            marker = t.token(f"marker{c}", face(f"marker-{c}"), self.marker_pos(c, space), 26, 6)
            marker.setToolTip(
                translate("StockpileTable", "{company}: ${value}K (space {n})").format(
                    company=cards.COMPANIES[c], value=value, n=space + 1
                )
            )
            zone.members = [badge, name, val, track, marker]
            zone.setToolTip(tip)
            self._lay_forecasts(turn, c, y)

    def _lay_forecasts(self, turn: Turn, c: int, y: float) -> None:
        """The forecasts the viewer knows for company `c`, at the end of its row."""
        t, v = self.table, turn.view
        known = [i for i in range(len(v.pair_company)) if v.pair_company[i] == c]
        fx = CELL_X + 10 * CELL_W + 8
        for j, i in enumerate(known[:2]):
            item = t.card(
                f"tfc{c}-{j}",
                forecast_face(v.pair_forecast[i]),
                QPointF(fx + j * 34, y + 5),
                QSizeF(28, 36),
                5,
            )
            item.setToolTip(
                translate("StockpileTable", "Forecast for {company} ({owner}): {face}").format(
                    company=cards.COMPANIES[c],
                    owner=t.say(M.pair_owner(v, i)),
                    face=t.say(M.forecast_text(v.pair_forecast[i])),
                )
                + "\n"
                + tr(FORECAST)
            )

    def walk(self, c: int, space: int, ms: int) -> None:
        """The replay moves company `c`'s marker to `space` (and its value with it)."""
        if self.shown is None or c not in self.values:
            return
        self.shown[c] = space
        t = self.table
        item = self.markers().get(c)
        if item is not None:
            slide(item, self.marker_pos(c, space), ms)
        track, value = t.item(f"track{c}"), t.item(f"tval{c}")
        if isinstance(track, TrackItem):
            start, reset = self.ends[c]
            track.marks = {start: "start", reset: "reset", space: "current"}
            track.update()
        if isinstance(value, Label):
            value.place(f"${self.values[c][space]}K", 54, TRACKS.y() + c * ROW_H + 21, 94)

    def markers(self) -> dict[int, CardItem]:
        items = self.table.cards()
        return {c: items[f"marker{c}"] for c in range(cards.NUM_COMPANIES) if f"marker{c}" in items}

    @staticmethod
    def marker_pos(c: int, space: int) -> QPointF:
        return QPointF(
            CELL_X + (space + 0.5) * CELL_W - 13, TRACKS.y() + c * ROW_H + 5 + (ROW_H - 10) / 2 - 13
        )
