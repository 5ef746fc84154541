"""The Take Stock table: the scene that shows a per-seat view and turns gestures into moves.

Each part of the board lays itself out (opponents.py, rows.py, piles.py, centre.py, seat.py)
from one `Seating`; which move a gesture means, and how a hint or a last move is outlined,
comes from the table base through TakeStockPresenter (presenter.py), with its keymap.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ....core.game import Move
from ....ui.sprites import CardItem, slide
from ....ui.table import TableScene
from ..cards import COMPANIES, NUM_COMPANIES, event_company
from ..moves import PlayMarket
from ..state import TakeStockState
from .centre import lay_centre, lay_note
from .layout import DRAW_POS, MIN_PX, Seating
from .opponents import lay_opponents
from .piles import lay_piles
from .presenter import TakeStockPresenter, market_question
from .rows import lay_rows
from .seat import lay_seat


class TakeStockTable(TableScene[TakeStockState]):
    presenter = TakeStockPresenter()

    def __init__(self, info, parent=None):
        super().__init__(info, parent)
        self.min_label_px = MIN_PX
        self.at: Seating | None = None  # the position as last laid out
        self._note_room = False  # the centre's foot is free for last_note

    @property
    def pending_market(self) -> int | None:
        """The hand card waiting for the A/B answer of the market question."""
        q = self.question
        move = q.answers[0].move if q is not None else None
        return move.card if isinstance(move, PlayMarket) else None

    def score_sheet(self, view, data: dict) -> tuple[str, list[str], list[list[str]]]:
        """A round: each seat's points per company (shares x value), the round and the total.
        The game's end: every round's points, the total, the winners starred."""
        rounds = [list(r) for r in view.round_scores]
        totals = list(data.get("totals") or view.totals)
        names = [self._name(s) for s in range(view.num_seats)]
        if "scores" in data:  # "round_scored"
            n = data.get("round", len(rounds))
            values, held = data["values"], data.get("shares")
            headers = [self.tr("Player")] + [
                self.tr("{company}\nvalue {value}").format(company=COMPANIES[c], value=values[c])
                for c in range(NUM_COMPANIES)
            ]
            headers += [self.tr("Round {n}").format(n=n), self.tr("Total")]
            rows = []
            for s in range(view.num_seats):
                per = [str(held[s][c] * values[c]) if held else "–" for c in range(NUM_COMPANIES)]
                rows.append([names[s], *per, str(data["scores"][s]), str(totals[s])])
            return self.tr("Round {n} scored").format(n=n), headers, rows
        winners = set(data.get("winners", view.winners()))
        headers = [self.tr("Player")] + [
            self.tr("Round {n}").format(n=i + 1) for i in range(len(rounds))
        ]
        headers.append(self.tr("Total"))
        rows = [
            [
                names[s] + (" ★" if s in winners else ""),
                *(str(r[s]) for r in rounds),
                str(totals[s]),
            ]
            for s in range(view.num_seats)
        ]
        return self.tr("Final scores"), headers, rows

    def next_step(self) -> str:
        """A few words for the status bar: what the viewing seat must do now."""
        if self.at is None or not self.at.my_turn:
            return ""
        steps = {
            "draw": self.tr("draw a share card"),
            "action": self.tr("raise, secure or play the market"),
            "discard": self.tr("discard a card"),
            "choose_event": self.tr("choose one of the two events"),
            "pick_company": self.tr("pick a company"),
            "audit_remove": self.tr("remove a share card or a split"),
            "insider_take": self.tr("take cards, then Done"),
            "options": self.tr("use stock options, then Done"),
        }
        return steps.get(self.view.phase, "")

    def _name(self, s: int) -> str:
        return self.names[s] if s < len(self.names) else self.tr("Player {n}").format(n=s + 1)

    # --- layout ------------------------------------------------------------------------------
    def layout(self, animate: bool) -> None:
        v = self.view
        actor = v.to_act()
        at = self.at = Seating(
            view=v,
            seat=self.seat,
            me=self.seat if self.seat is not None else 0,  # a spectator: 0
            actor=actor,
            my_turn=self.viewer_decides(),
            names=list(self.names),
            pending=self.pending_market,
        )
        # While the next thing to click is the draw pile, cards dealt off it let the click
        # through; a card just drawn stays catchable in flight (the player wants it next).
        self.pile_origin = DRAW_POS if v.phase == "draw" else None
        lay_opponents(self, at)
        lay_rows(self, at)
        lay_piles(self, at)
        lay_seat(self, at)
        self._note_room = lay_centre(self, at)
        self.lay_note()
        self.selectables = at.selectables
        if self.selected not in self.selectables:
            self.selected = None
        self.refresh_marks()

    def lay_note(self) -> None:
        lay_note(self, self.last_note, self._note_room)

    # --- outlines ----------------------------------------------------------------------------
    def zone_rest_mode(self, target) -> str:
        """Outlined while they matter: the pile to use now, the company an event works on."""
        at = self.at
        if at is None:
            return ""
        v = at.view
        focus = (
            ("row", v.target)
            if v.phase == "audit_remove"
            else ("row", event_company(v.resolving))
            if v.phase == "insider_take"
            else "draw"
            if v.phase == "draw" and at.my_turn
            else "discard"
            if v.phase == "discard" and at.my_turn
            else None
        )
        return "active" if target == focus else ""

    def selection_zone(self, key: str):
        return ("row", int(key[3:])) if key.startswith("row") else None

    def refresh_marks(self) -> None:
        """The base's outlines, and the selected hand card lifted out of the fan."""
        super().refresh_marks()
        for key, item in self.cards().items():
            if (
                item.payload is not None
                and item.payload[0] == "hand"
                and item.payload[1] != self.pending_market
                and not item.dragging
                and item is not self.requested_piece
            ):
                lift = 14 if key == self.selected else 0
                slide(item, item.home - QPointF(0, lift), self.animation_ms)

    # --- gestures ----------------------------------------------------------------------------
    def choose(self, moves: list[Move], item: CardItem | None) -> bool:
        """Play the market: option A or B?"""
        market = [m for m in moves if isinstance(m, PlayMarket)]
        if len(market) != len(moves) or len({m.card for m in market}) != 1:
            return super().choose(moves, item)
        self.ask(market_question(market[0].card), item)
        home = self.at.hand_pos.get(market[0].card) if self.at is not None else None
        if item is not None and home is not None:
            item.home = home  # Cancel puts it back into the fan
        return True


Table = TakeStockTable  # the registry finds the table by this name
