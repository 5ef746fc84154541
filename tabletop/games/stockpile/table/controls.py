"""What the Stockpile table adds to the table base's gestures (which turn drops, clicks and keys
into moves through StockpilePresenter): a click on a target with a piece selected, a company
picked (up or down asked when both are possible), and the number keys (the stockpile for the
selected card or meeple, else the company to pick)."""

from __future__ import annotations

from ....core.game import Move
from ....core.text import QT_TRANSLATE_NOOP
from ....ui.sprites import CardItem, DropZone
from .. import moves as mv
from .parts import Part
from .presenter import company_question

SELECT_FIRST = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "First select a card or your meeple with ← → (or click it), then press the stockpile's number.",
)


class Controls(Part):
    def selected_piece(self) -> CardItem | None:
        """The selected piece (a sprite with a payload), if any."""
        t = self.table
        item = t.cards().get(t.selected) if t.selected else None
        return item if item is not None and isinstance(item.payload, tuple) else None

    def drop(self, item: CardItem, target: object) -> bool:
        """`item` played onto `target` as if dropped there (a click or a key instead)."""
        t = self.table
        return t.play(t.moves_for(item, target), item, item.payload, target)

    def zone_clicked(self, zone: DropZone) -> bool:
        """A target clicked: the selected piece goes there, else the target's own move; False:
        the click meant nothing here (the base says so)."""
        t = self.table
        target = zone.target
        if isinstance(target, tuple) and target[0] == "track":
            return self.pick_company(target[1])
        sel = self.selected_piece()
        if sel is not None and self.drop(sel, target):
            return True
        if isinstance(target, tuple) and target[0] == "bid":
            meeple = next((c for c in t.cards().values() if c.payload == ("meeple",)), None)
            if meeple is not None and self.drop(meeple, target):
                return True
            t.request(mv.Bid(target[1], target[2]))  # the rules say why not
            return True
        return False

    def pick_company(self, c: int) -> bool:
        """A company's track (or its number): the selected Boom/Bust goes there, or the company
        is chosen (up or down asked when both are possible).  False: no company is picked
        now."""
        t = self.table
        sel = self.selected_piece()
        if sel is not None and sel.payload[0] == "held" and self.drop(sel, ("track", c)):
            return True
        target = ("track", c)
        if t.play(t.moves_for(None, target, click=True), None, None, target):
            return True
        if any(isinstance(m, mv.ChooseCompany) for m in t.legal):
            t.request(mv.ChooseCompany(c, 0))  # the rules say why not this one
            return True
        return False

    def choose(self, moves: list[Move], item: CardItem | None) -> bool:
        """Several legal moves for one gesture: a company that may go up or down asks which;
        otherwise the first."""
        t = self.table
        picks = [m for m in moves if isinstance(m, mv.ChooseCompany)]
        if len(picks) > 1 and len(picks) == len(moves):
            return t.ask(company_question(picks), item)
        t.request(moves[0], item)
        return True

    def number(self, n: int) -> None:
        """A number key (0-based `n`): the stockpile for the selected card or meeple, the
        company for a selected Boom/Bust or when one is picked, else a stockpile to look at."""
        t = self.table
        sel = self.selected_piece()
        piece: tuple[object, ...] = sel.payload if sel is not None else ("",)
        if sel is not None and piece == ("meeple",):
            bids = sorted(
                (m for m in t.legal if isinstance(m, mv.Bid) and m.pile == n), key=lambda m: m.space
            )
            t.request(bids[0] if bids else mv.Bid(n, 0), sel)
            return
        if sel is not None and piece[0] == "held":
            if not self.pick_company(n):
                self.drop(sel, ("track", n))
            return
        if sel is not None:
            if self.drop(sel, ("down" if t.face_down else "up", n)):
                t.face_down = False
            else:
                t.nowhere(sel)
            return
        if self.pick_company(n):
            return
        for target in (("down", n), ("up", n)):
            looks = t.moves_for(None, target, click=True)
            if looks:
                t.request(looks[0])
                return
        t.refuse_text(SELECT_FIRST)
