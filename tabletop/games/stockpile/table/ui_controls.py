"""How the Stockpile table answers the mouse and the keyboard: drags, clicks and keys become
moves (ui_gestures.py says which), a selection steps through the pieces that can act.
"""
from __future__ import annotations

from PySide6.QtCore import Qt

from ....core.game import Move
from ....ui.sprites import CardItem, DropZone
from .. import moves as mv
from ..rules import canonical
from .ui_gestures import drop_moves, pile_moves


class TableControls:
    """Mouse and keyboard (a part of StockpileTable: `self` is the table scene)."""

    def _pile_moves(self, p: int, which: str) -> list[Move]:
        return pile_moves(self.legal, self.view.phase, p, which)

    def _candidates(self, payload, target) -> list[Move]:
        return drop_moves(payload, target)

    def _is_legal(self, move: Move) -> bool:
        return move in self.legal or canonical(self.view, move) in self.legal

    def on_card_drag_moved(self, card: CardItem, pos) -> None:
        """Outline the target under the card; in practice mode light up every legal target
        and dim the rest.  Bid spaces that are legal stay lit all the time."""
        under = self.zone_at(pos)
        for target, zone in self.zones().items():
            if card.payload is None:
                continue
            moves = self._candidates(card.payload, target)
            if self.practice:
                ok = any(self._is_legal(m) for m in moves)
                mode = ("hint" if zone is under else "legal") if ok else "dim"
            elif moves and zone is under:
                mode = "active"
            elif moves and isinstance(target, tuple) and target[0] == "bid" \
                    and self._is_legal(moves[0]):
                mode = "legal"
            else:
                mode = ""
            if zone.mode != mode:
                zone.set_mode(mode)

    def on_card_dropped(self, card: CardItem, zone: DropZone | None) -> bool:
        if card.payload is None or zone is None:
            return False
        moves = self._candidates(card.payload, zone.target)
        if not moves:
            return False
        self.request(moves[0], card)
        return True

    def on_card_clicked(self, card: CardItem) -> None:
        if card.payload is None:
            return
        kind, ident = card.payload
        direct = {"pair": lambda: mv.ChoosePair(ident),
                  "discard": lambda: mv.ChooseCard(ident, mv.DISCARD),
                  "choose": lambda: mv.ChooseInvestor(ident),
                  "commodity": lambda: mv.ChooseCard(ident, mv.COMMERCIAL)}
        if kind in direct:
            self.request(direct[kind]())
            return
        if kind == "strategy":
            self.request(mv.DiscardStrategy(ident) if self.view.phase == "strategy_discard"
                         else mv.PlayStrategy(ident))
            return
        source = {"share": mv.PORTFOLIO, "splitshare": mv.SPLIT, "held": mv.HELD}.get(kind)
        if source is not None and self.view.prompt:
            self.request(mv.ChooseCard(ident, source), card)
            return
        self._select(None if self.selected == card.key else card.key)

    def on_zone_clicked(self, zone: DropZone) -> None:
        target = zone.target
        if isinstance(target, tuple) and target[0] == "track":
            self._pick_company(target[1])
            return
        if isinstance(target, tuple) and target[0] == "bid":
            self.request(mv.Bid(target[1], target[2]))
            return
        if isinstance(target, tuple) and target[0] in ("up", "down"):
            sel = self.cards().get(self.selected) if self.selected else None
            if sel is not None and sel.payload is not None:
                moves = self._candidates(sel.payload, target)
                if moves:
                    self.request(moves[0], sel)
                    return
            moves = [m for m in self._pile_moves(target[1], target[0])
                     if isinstance(m, (mv.LookPile, mv.PlaceFirstCard))]
            if moves:
                self.request(moves[0])

    def _pick_company(self, c: int) -> None:
        moves = [m for m in self.legal if isinstance(m, mv.ChooseCompany) and m.company == c]
        sel = self.cards().get(self.selected) if self.selected else None
        if sel is not None and sel.payload and sel.payload[0] == "held":
            self.request(mv.PlayAction(sel.payload[1], c), sel)
        elif len(moves) == 1:
            self.request(moves[0])
        elif len(moves) > 1:
            self.pending_company = c
            self._relayout(False)
        elif moves == [] and any(isinstance(m, mv.ChooseCompany) for m in self.legal):
            self.request(mv.ChooseCompany(c, 0))

    def on_button_clicked(self, button) -> None:
        if button.payload == "help":
            self.show_help = not self.show_help
            self._relayout(False)
        elif button.payload == "cancel":
            self.clear_pending()
        elif isinstance(button.payload, Move):
            self.request(button.payload)

    def keyPressEvent(self, event) -> None:
        if self.view is None or event.modifiers() & (Qt.ControlModifier | Qt.AltModifier
                                                     | Qt.MetaModifier):
            event.ignore()
            return
        key, text = event.key(), event.text().lower()
        sel = self.cards().get(self.selected) if self.selected else None
        # "?" toggles the help (F1 belongs to the window: it asks for a hint)
        if key == Qt.Key_Question or (key == Qt.Key_Escape and self.show_help):
            self.show_help = not self.show_help
            self._relayout(False)
        elif key in (Qt.Key_Left, Qt.Key_Right, Qt.Key_Tab):
            self._cycle(-1 if key == Qt.Key_Left else 1)
        elif key == Qt.Key_Escape:
            self.face_down = False
            self.pending_company = None
            self._select(None)
        elif key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self._activate()
        elif text == "d":
            self.face_down = not self.face_down
            self._relayout(False)
        elif text and text in "123456":
            self._digit(int(text) - 1, sel)
        else:
            event.ignore()
            return
        event.accept()

    def _digit(self, n: int, sel: CardItem | None) -> None:
        """A number picks a stockpile for the selected card or meeple, else a company."""
        payload = sel.payload if sel is not None else None
        if payload is not None and payload[0] == "meeple":
            bids = [m for m in self.legal if isinstance(m, mv.Bid) and m.pile == n]
            self.request(bids[0] if bids else mv.Bid(n, 0), sel)
        elif payload is not None and payload[0] == "held":
            self.request(mv.PlayAction(payload[1], n), sel)
        elif payload is not None:
            moves = self._candidates(payload, ("down" if self.face_down else "up", n))
            if moves:
                self.face_down = False
                self.request(moves[0], sel)
        elif any(isinstance(m, mv.ChooseCompany) for m in self.legal):
            self._pick_company(n)
        else:
            looks = [m for m in self.legal if isinstance(m, (mv.LookPile, mv.PlaceFirstCard))
                     and m.pile == n]
            if looks:
                self.request(looks[0])

    def _activate(self) -> None:
        sel = self.selected
        if sel is None:
            return
        if sel.startswith("row"):
            self._pick_company(int(sel[3:]))
        elif sel.startswith("bid"):
            p, space = (int(x) for x in sel[3:].split("-"))
            self.request(mv.Bid(p, space))
        elif sel.startswith("btn"):
            b = self._misc.get(sel)
            if b is not None:
                self.on_button_clicked(b)
        elif sel in self.cards():
            item = self.cards()[sel]
            if item.payload and item.payload[0] == "share" and self.view.phase == "selling":
                self.request(mv.Sell(item.payload[1], mv.NORMAL), item)
            elif item.payload and item.payload[0] == "splitshare" \
                    and self.view.phase == "selling":
                self.request(mv.Sell(item.payload[1], mv.SPLIT_SALE), item)
            else:
                self.on_card_clicked(item)
