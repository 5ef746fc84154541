"""What the Stockpile table adds to the table base's gestures (which turn drops and clicks into
moves through StockpilePresenter): a click on a target with a piece selected, a company picked
up or down, the buttons and the keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from ....core.game import Move
from ....ui.sprites import ButtonItem, CardItem, DropZone
from .. import moves as mv
from .parts import Part

DIGITS = "123456"


class Controls(Part):
    def _selected(self) -> CardItem | None:
        """The selected piece (a sprite with a payload), if any."""
        t = self.table
        item = t.cards().get(t.selected) if t.selected else None
        return item if item is not None and isinstance(item.payload, tuple) else None

    def drop(self, item: CardItem, target: object) -> bool:
        """`item` played onto `target` as if dropped there (a click or a key instead)."""
        t = self.table
        return t.play(t.moves_for(item, target), item, item.payload, target)

    def zone_clicked(self, zone: DropZone) -> None:
        """A target clicked: the selected piece goes there, else the target's own move."""
        t = self.table
        target = zone.target
        if isinstance(target, tuple) and target[0] == "track":
            self.pick_company(target[1])
            return
        sel = self._selected()
        if sel is not None and self.drop(sel, target):
            return
        if isinstance(target, tuple) and target[0] == "bid":
            meeple = next((c for c in t.cards().values() if c.payload == ("meeple",)), None)
            if meeple is not None and self.drop(meeple, target):
                return
            t.request(mv.Bid(target[1], target[2]))  # the rules say why not
            return
        t.play(t.moves_for(None, target, click=True), None, None, target)

    def pick_company(self, c: int) -> None:
        """A company's track (or its number): the selected Boom/Bust goes there, or the company
        is chosen (up or down asked when both are possible)."""
        t = self.table
        sel = self._selected()
        if sel is not None and sel.payload[0] == "held" and self.drop(sel, ("track", c)):
            return
        target = ("track", c)
        if not t.play(t.moves_for(None, target, click=True), None, None, target) and any(
            isinstance(m, mv.ChooseCompany) for m in t.legal
        ):
            t.request(mv.ChooseCompany(c, 0))  # the rules say why not this one

    def choose(self, moves: list[Move], item: CardItem | None) -> bool:
        t = self.table
        picks = [m for m in moves if isinstance(m, mv.ChooseCompany)]
        if len(picks) > 1:
            t.pending_company = picks[0].company
            t.relayout(False)
            return True
        t.request(moves[0], item)
        return True

    def button_clicked(self, button: ButtonItem) -> None:
        t = self.table
        if button.payload == "help":
            t.show_help = not t.show_help
            t.relayout(False)
        elif button.payload == "cancel":
            t.clear_pending()
        elif isinstance(button.payload, Move):
            t.request(button.payload)

    # --- keyboard ----------------------------------------------------------------------------
    def key(self, event: QKeyEvent) -> bool:
        """Handle a key; False: not the table's."""
        t = self.table
        mods = Qt.KeyboardModifier
        if t.view is None or event.modifiers() & (
            mods.ControlModifier | mods.AltModifier | mods.MetaModifier
        ):
            return False
        k, text, key = Qt.Key, event.text().lower(), event.key()
        # "?" toggles the help (F1 belongs to the window: it asks for a hint)
        if key == k.Key_Question or (key == k.Key_Escape and t.show_help):
            t.show_help = not t.show_help
            t.relayout(False)
        elif key in (k.Key_Left, k.Key_Right, k.Key_Tab):
            t.cycle(-1 if key == k.Key_Left else 1)
        elif key == k.Key_Escape:
            t.face_down = False
            t.pending_company = None
            t.select(None)
        elif key in (k.Key_Return, k.Key_Enter, k.Key_Space):
            self._activate()
        elif text == "d":
            t.face_down = not t.face_down
            t.relayout(False)
        elif text and text in DIGITS:
            self._digit(int(text) - 1)
        else:
            return False
        event.accept()
        return True

    def _digit(self, n: int) -> None:
        """A number picks a stockpile for the selected card or meeple, else a company."""
        t = self.table
        sel = self._selected()
        piece: tuple[object, ...] = sel.payload if sel is not None else ("",)
        if sel is not None and piece == ("meeple",):
            bids = sorted(
                (m for m in t.legal if isinstance(m, mv.Bid) and m.pile == n), key=lambda m: m.space
            )
            t.request(bids[0] if bids else mv.Bid(n, 0), sel)
        elif sel is not None and piece[0] == "held":  # (a selected piece has a payload)
            self.pick_company(n)
        elif sel is not None:
            if self.drop(sel, ("down" if t.face_down else "up", n)):
                t.face_down = False
        elif any(isinstance(m, mv.ChooseCompany) for m in t.legal):
            self.pick_company(n)
        else:
            for target in (("down", n), ("up", n)):
                looks = t.moves_for(None, target, click=True)
                if looks:
                    t.request(looks[0])
                    return

    def _activate(self) -> None:
        t = self.table
        sel = t.selected
        if sel is None:
            return
        target = t.selection_zone(sel)
        if isinstance(target, tuple) and target[0] == "track":
            self.pick_company(target[1])
        elif isinstance(target, tuple) and target[0] == "bid":
            t.request(mv.Bid(target[1], target[2]))
        elif sel in t.buttons:
            self.button_clicked(t.buttons[sel])
        elif sel in t.cards():
            item = t.cards()[sel]
            if (
                isinstance(item.payload, tuple)
                and item.payload[0] in ("share", "splitshare")
                and t.turn is not None
                and t.turn.view.phase == "selling"
                and self.drop(item, "sell")
            ):
                return
            if not t.play_piece(item):
                t.on_card_clicked(item)
