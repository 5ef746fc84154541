"""The Stockpile table: the six stock tracks, the stockpiles with their bid tracks, the board's
insider pairs, the opponents along the top and the viewer's holdings along the bottom.
Everything is laid out from a per-seat view; gestures become moves.

The table is put together from its parts, one module each: ui_opponents, ui_tracks, ui_board
(phase ribbon, board pairs, decks), ui_stockpiles, ui_auction (bid tracks), ui_player (the
viewer's area), ui_prompt, ui_replay (the Movement Phase), ui_controls (mouse and keyboard) and
ui_marks (legal targets, hints); ui_layout says where each part lies.  This module keeps the
shell's entry points and the pieces several parts draw (insider pairs, investor tips).
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QSizeF

from ....core.game import HIDDEN
from ....core.text import Text
from ....ui.game_screen import with_names
from ....ui.table_base import TableScene
from .. import cards, prompts
from .. import messages as M
from .. import moves as mv
from .ui_art import company_card_face, forecast_face
from .ui_auction import BidTracks
from .ui_board import BoardPanel
from .ui_captions import set_caption
from .ui_controls import TableControls
from .ui_layout import MINI, render, tr_source
from .ui_marks import TableMarks
from .ui_opponents import OpponentsArea
from .ui_player import PlayerArea
from .ui_prompt import PromptArea
from .ui_replay import MovementReplay
from .ui_stockpiles import Stockpiles
from .ui_tracks import StockTracks


class StockpileTable(OpponentsArea, StockTracks, BoardPanel, Stockpiles, BidTracks, PlayerArea,
                     PromptArea, MovementReplay, TableControls, TableMarks, TableScene):
    # --- the shell's entry points ------------------------------------------------------------
    def __init__(self, info, parent=None):
        super().__init__(info, parent)
        self.face_down = False             # keyboard placement: next card goes face down
        self.pending_company: int | None = None    # a row clicked where both moves exist
        self.show_help = False
        self._generation = 0                 # the Movement Phase replay running
        self._prev_price: list[int] | None = None
        self._replay_price: list[int] | None = None     # marker spaces while it runs
        self._replay_round = 0
        self._announcement = ""

    def show_state(self, view, seat, legal, names, animate) -> None:
        self.pending_company = None
        self._prev_price = list(self.view.price) if self.view is not None else None
        if self._replay_price is not None and view.round != self._replay_round:
            self._replay_price = None          # undone past the replay: stop it
        super().show_state(view, seat, legal, names, animate)

    def clear_pending(self) -> None:
        if self.pending_company is not None:
            self.pending_company = None
            self._relayout(True)

    def score_sheet(self, view, data: dict) -> tuple[str, list[str], list[list[str]]]:
        """The end of the game: money before the final scoring, majority bonuses, the final
        sale (liquidation), notes redeemed, commodities, taxes and the total."""
        lines = data.get("lines") or view.final
        totals = data.get("totals") or [line[-1] for line in lines]
        best = max(totals) if totals else 0
        headers = [self.tr("Player"), self.tr("Money"), self.tr("Majorities"),
                   self.tr("Liquidation"), self.tr("Notes"), self.tr("Commodities"),
                   self.tr("Taxes"), self.tr("Total")]
        rows = []
        for s, line in enumerate(lines):
            star = " ★" if totals[s] == best else ""
            rows.append([self._name(s) + star] + [f"${v}K" if v >= 0 else f"−${-v}K"
                                                  for v in line])
        return self.tr("Final scores"), headers, rows

    def layout(self, animate: bool) -> None:
        v = self.view
        self.me = self.seat if self.seat is not None else 0
        self._selectables = []
        self._actor = v.to_act()
        self._my_turn = bool(self.legal) and self._actor == self.seat
        self._origin = QPointF(640, 40)
        self._captioned: set[str] = set()      # cards showing a caption band (stockpiles)
        self._lay_opponents(v)
        self._lay_tracks(v)
        self._lay_board(v)
        self._lay_piles(v)
        self._lay_mine(v)
        self._lay_prompt(v)
        for key, item in self.cards().items():
            if key not in self._captioned:
                set_caption(item, None)
        if self.selected not in self._selectables:
            self.selected = None
        self._refresh_marks()
        if self.show_help:
            self._lay_help()

    def _say(self, text: Text) -> str:
        """An engine message in the interface language, seats by their names."""
        return render(with_names(text, self.names))

    def _name(self, s: int) -> str:
        return self.names[s] if s < len(self.names) else self.tr("Player {n}").format(n=s + 1)

    def _knows_pair(self, v, i: int) -> bool:
        return v.pair_company[i] != HIDDEN

    def _investor_tip(self, i: int) -> str:
        if i == HIDDEN:
            return self.tr("An investor not yet revealed")
        return f"{cards.INVESTORS[i]}: {tr_source(prompts.INVESTOR_POWERS[i].source)}"

    def _lay_pair(self, v, i: int, pos: QPointF, size: QSizeF, key: str) -> None:
        """An insider pair: its company card and forecast card, clickable when chosen."""
        known = self._knows_pair(v, i)
        comp = self.card(f"{key}-pair{i}c", company_card_face(v.pair_company[i]), pos, size, 5)
        fc = self.card(f"{key}-pair{i}f", forecast_face(v.pair_forecast[i]),
                       pos + QPointF(size.width() + 3, 0), size, 5)
        tip = self._say(M.pair_owner(v, i)) + ": " + (self._say(M.pair_text(v, i)) if known
                                                  else self.tr("unknown"))
        if v.pair_falsified[i]:
            tip += "\n" + self.tr("Falsified Earnings on this forecast")
            fc.setOpacity(0.8)
        for item in (comp, fc):
            item.setToolTip(tip)
            item.hover_zoom = 2.0 if size == MINI else 1.4
            if mv.ChoosePair(i) in self.legal:
                item.clickable = True
                item.payload = ("pair", i)
        if mv.ChoosePair(i) in self.legal:
            self._selectables.append(comp.key)
