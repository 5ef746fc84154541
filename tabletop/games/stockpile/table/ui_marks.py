"""The outlines on the Stockpile table: legal targets, the keyboard selection, a hint and an
opponent's last move.
"""
from __future__ import annotations

from ....core.game import Move
from .. import moves as mv
from .ui_gestures import hint_parts


class TableMarks:
    """Outlines of legal targets, the selection, hints and last moves (a part of
    StockpileTable: `self` is the table scene)."""

    def _refresh_marks(self) -> None:
        for item in self.cards().values():
            item.set_mark("legal" if item.clickable and self._my_turn and
                          item.payload and item.payload[0] in ("pair", "discard", "choose")
                          else "")
        bidding = self._my_turn and any(isinstance(m, mv.Bid) for m in self.legal)
        for target, z in self.zones().items():
            mode = ""
            if z.clickable and isinstance(target, tuple) and target[0] == "bid" and bidding:
                mode = "legal"                 # only legal bid spaces light up
            elif z.clickable and isinstance(target, tuple) and target[0] == "track":
                mode = "legal"
            elif target == "sell" or target == "soros":
                mode = "active"
            z.set_mode(mode)
        for k, item in self._misc.items():
            if k.startswith("btn"):
                item.set_mark("")
        sel = self.selected
        if sel is not None:
            if sel.startswith("row"):
                self.zones()[("track", int(sel[3:]))].set_mode("hint")
            elif sel.startswith("bid"):
                p, space = (int(x) for x in sel[3:].split("-"))
                self.zones()[("bid", p, space)].set_mode("hint")
            elif sel.startswith("btn") and sel in self._misc:
                self._misc[sel].set_mark("selected")
            elif sel in self.cards():
                self.cards()[sel].set_mark("selected")
        if self.hint is not None:
            self.mark_hint(self.hint)

    def mark_hint(self, move: Move) -> None:
        self._mark_move(move, "hint")

    def mark_last(self, move: Move) -> None:
        self._mark_move(move, "last")

    def next_step(self) -> str:
        return self._prompt_text(self.view) if self.view is not None and self._my_turn else ""

    def _mark_move(self, move: Move, mark: str) -> None:
        """Outline the piece and the target of `move` (a hint, or an opponent's last move)."""
        sprites, zones = self.cards(), self.zones()
        card_key, test, target = hint_parts(move)
        if test is not None:
            card_key = next((k for k, c in sprites.items() if c.payload and test(c.payload)),
                            None)
        for k, b in self._misc.items():
            if k.startswith("btn") and b.payload == move:
                b.set_mark(mark)
        if card_key in sprites and (mark == "hint" or sprites[card_key].payload is None):
            sprites[card_key].set_mark(mark)    # ("last": never the viewer's own pieces)
        if target in zones:
            zones[target].set_mode(mark)
