"""The Stockpile table: the six stock tracks, the stockpiles with their bid tracks, the board's
insider pairs, the opponents along the top and the viewer's holdings along the bottom.

The table is composed of parts, each owning its own items and declaring what it offers
(parts.py): opponents, tracks, board, stockpiles (with the bid tracks of auction.py), the
player's area, the prompt area and the Movement Phase replay.  Gestures become moves through
the presenter (presenter.py: which piece and target make which move, the keymap and the
prompt's buttons); the table base turns the mouse and the keys into moves, controls.py adds
what only Stockpile does (a click on a target with a piece selected, the number keys, the
up-or-down question).
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QPointF, Qt

from ....core.game import GameInfo, Move
from ....core.text import Text
from ....ui.game_screen import with_names
from ....ui.sprites import CardItem, DropZone, Label
from ....ui.table import TableScene
from .. import cards
from .. import messages as M
from ..state import StockpileState
from . import glossary as G
from .auction import BidTracks
from .board import BoardPanel
from .controls import Controls
from .layout import render, tr, translate
from .opponents import Opponents
from .pairs import InsiderPairs
from .parts import Turn
from .player import PlayerArea
from .presenter import (
    FACE_DOWN,
    NEXT_FACE_DOWN,
    NEXT_FACE_UP,
    PICK,
    Piece,
    StockpilePresenter,
)
from .prompt import PromptArea
from .replay import MovementReplay
from .stockpiles import Stockpiles
from .summary import RoundNotes, company_sheet, money, player_sheet
from .tracks import StockTracks
from .ui_captions import set_caption
from .view import SeatView


class StockpileTable(TableScene[StockpileState]):
    presenter = StockpilePresenter()

    def __init__(self, info: GameInfo, parent: Any = None) -> None:
        super().__init__(info, parent)
        self.turn: Turn | None = None  # the position laid out last
        self.face_down = False  # keyboard placement: next card face down
        self.refusal = ""  # why the last gesture meant nothing
        self.origin = QPointF(640, 40)  # where cards come from (the seat to act)
        self.captioned: set[str] = set()  # cards showing a caption band this layout
        self.prev_price: list[int] | None = None  # the prices of the position shown before
        self.notes = RoundNotes()
        # the parts, in the order they are laid out
        self.pairs = InsiderPairs(self)
        self.opponents = Opponents(self)
        self.tracks = StockTracks(self)
        self.board = BoardPanel(self)
        self.bids = BidTracks(self)
        self.stockpiles = Stockpiles(self)
        self.player = PlayerArea(self)
        self.prompt = PromptArea(self)
        self.replay = MovementReplay(self)
        self.controls = Controls(self)

    # --- the shell's entry points ------------------------------------------------------------
    def show_state(
        self, view: Any, seat: int | None, legal: list[Move], names: list[str], animate: bool
    ) -> None:
        self.refusal = ""
        self.prev_price = list(self.turn.view.price) if self.turn is not None else None
        self.replay.new_position(view)
        super().show_state(view, seat, legal, names, animate)

    def show_log(self, entries: list[Any]) -> None:
        """The log entries of the move just shown: the round summary's notes, and the Movement
        Phase replayed on the tracks."""
        self.notes.read(entries)
        self.replay.start(entries)

    def next_step(self) -> str:
        turn = self.turn
        return self.prompt.text(turn) if turn is not None and turn.mine else ""

    def score_sheet(
        self, view: Any, data: dict[str, Any]
    ) -> tuple[str, list[str], list[list[str]]]:
        """A round's summary ("round_scored": its "part" says which of its two sheets), or the
        end of the game: money before the final scoring, majority bonuses, the final sale,
        notes redeemed, commodities, taxes and the total."""
        if "pairs" in data:
            start = self.notes.start_of(int(data["round"]))
            if data.get("part") == "players":
                return player_sheet(data, start, self.name)
            return company_sheet(data, start, view.options, self.name)
        lines = data.get("lines") or view.final
        totals = data.get("totals") or [line[-1] for line in lines]
        best = max(totals) if totals else 0
        headers = [
            self.tr("Player"),
            self.tr("Money"),
            self.tr("Majorities"),
            self.tr("Liquidation"),
            self.tr("Notes"),
            self.tr("Commodities"),
            self.tr("Taxes"),
            self.tr("Total"),
        ]
        rows = []
        for s, line in enumerate(lines):
            star = " ★" if totals[s] == best else ""
            rows.append([self.name(s) + star] + [money(v) for v in line])
        return self.tr("Final scores"), headers, rows

    # --- laying out --------------------------------------------------------------------------
    def layout(self, animate: bool) -> None:
        view = cast(SeatView, self.view)  # the fields the table reads (view.py)
        me = self.seat if self.seat is not None else 0
        actor = view.to_act()
        mine = self.viewer_decides()
        turn = Turn(view, me, actor, mine, self.legal if mine else [])
        self.turn = turn
        self.selectables = []
        self.origin = QPointF(640, 40)
        self.captioned = set()
        self.opponents.lay(turn)
        self.tracks.lay(turn)
        self.board.lay(turn)
        self.stockpiles.lay(turn)
        self.player.lay(turn)
        self.prompt.lay(turn)
        for key, item in self.cards().items():
            if key not in self.captioned:
                set_caption(item, None)
        if self.selected not in self.selectables:
            self.selected = None
        self.refresh_marks()

    def put(
        self,
        key: str,
        text: str,
        tip: str,
        x: float,
        y: float,
        width: float,
        px: float = 14,
        bold: bool = False,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
        color: str = "#f3f0e6",
    ) -> Label:
        """A label that says in its tooltip what it shows (with the whole text if cut)."""
        item = self.label(key, text, x, y, width, px, bold, align, color)
        item.setToolTip(f"{text}\n{tip}" if item.cut and tip else tip or item.toolTip())
        return item

    def offer(
        self,
        item: CardItem,
        piece: Piece,
        turn: Turn,
        card: int | None = None,
        drag: bool = True,
        select: bool = True,
        always: bool = False,
    ) -> bool:
        """Make `item` the piece `piece` if it can make a move now (clickable, draggable when
        the move is a drop, selectable by keys); `card`: the card an alike piece is (its
        payload carries it).  `always`: on the viewer's turn even without a legal move, so that
        the rules can say why what the player tries is refused."""
        payload = piece if card is None else (*piece, card)
        legal = self.moves_of(payload)
        if not turn.mine or not (legal or always):
            return False
        item.payload = payload
        item.clickable = True
        item.draggable = drag and (bool(self.targets_of(payload)) or not legal)
        if select:
            self.selectables.append(item.key)
        return True

    def moves_of(self, payload: Piece) -> list[Move]:
        """The legal moves of a piece (by a drop or a click)."""
        return [m for m in self.legal if self.parts(m).names("", payload)]

    def targets_of(self, payload: Piece) -> set[object]:
        """Where a piece's legal moves go."""
        return {t for t in (self.parts(m).target for m in self.moves_of(payload)) if t is not None}

    def card_tip(self, card: int, view: SeatView) -> str:
        """What a market or commercial card is and what it does."""
        what = self.say(M.card_text(card))
        if card < 0:
            return what
        if cards.is_stock(card):
            c = cards.company_of(card)
            return tr(G.SHARE).format(company=cards.COMPANIES[c], value=view.company_value(c))
        if cards.is_fee(card):
            return tr(G.FEE).format(card=what)
        if cards.is_action(card):
            return tr(G.ACTION).format(card=what, n=f"{cards.action_delta(card):+d}")
        if cards.is_commodity(card):
            return tr(G.COMMODITY).format(card=what)
        return tr(G.TAX) if cards.is_tax(card) else tr(G.FIRST_PLAYER_CARD)

    def say(self, text: Text) -> str:
        """An engine message in the interface language, seats by their names."""
        return render(with_names(text, self.names))

    def name(self, s: int) -> str:
        return (
            self.names[s]
            if 0 <= s < len(self.names)
            else translate("StockpileTable", "Player {n}").format(n=s + 1)
        )

    def refuse(self, text: str, item: CardItem | None = None) -> None:
        """A gesture that means nothing: the reason goes to the window's feedback line and
        stays on the table (the prompt area) until the position changes."""
        self.refusal = text
        self.prompt.lay_refusal()
        super().refuse(text, item)

    # --- outlines and gestures the table base does not know -----------------------------------
    def zone_rest_mode(self, target: object) -> str:
        """Legal bid spaces stay lit; the sell areas always show."""
        if (
            isinstance(target, tuple)
            and target[0] == "bid"
            and self.turn is not None
            and target in self.targets_of(("meeple",))
        ):
            return "legal"
        return "active" if target in ("sell", "soros") else ""

    def selection_zone(self, key: str) -> object:
        if key.startswith("row"):
            return ("track", int(key[3:]))
        if key.startswith("bid"):
            p, space = (int(x) for x in key[3:].split("-"))
            return ("bid", p, space)
        return None

    def choose(self, moves: list[Move], item: CardItem | None) -> bool:
        """Several legal moves for one gesture: a company's track clicked when it may go up or
        down asks which (buttons); otherwise the first."""
        return self.controls.choose(moves, item)

    def on_card_drag_moved(self, card: CardItem, pos: QPointF) -> None:
        super().on_card_drag_moved(card, pos)
        if not self.practice:  # a meeple's legal bid spaces stay lit
            under = self.zone_at(pos)
            for target, zone in self.zones().items():
                if zone is not under and self.zone_rest_mode(target) == "legal":
                    zone.set_mode("legal")

    def on_zone_clicked(self, zone: DropZone) -> None:
        if not self.controls.zone_clicked(zone):
            super().on_zone_clicked(zone)

    def play_piece(self, card: CardItem) -> bool:
        """Enter or a double-click: a share in the Selling Phase is sold (it could also go to
        Soros), else the base's one move of the piece."""
        if (
            isinstance(card.payload, tuple)
            and card.payload[0] in ("share", "splitshare")
            and self.view.phase == "selling"
            and self.controls.drop(card, "sell")
        ):
            return True
        return super().play_piece(card)

    # --- the keys only Stockpile has (its keymap: presenter.py) --------------------------------
    def key_action(self, name: str, n: int) -> None:
        if name == FACE_DOWN:
            self.face_down = not self.face_down
            if self.face_down and self.controls.selected_piece() is None:
                # the card to place is chosen with it: D then a number places it
                pieces = self.cards()
                self.selected = next(
                    (k for k in self.selectables if k in pieces and pieces[k].payload[0] == "hand"),
                    None,
                )
            self.relayout(False)
            self.status.emit(render(NEXT_FACE_DOWN if self.face_down else NEXT_FACE_UP))
        elif name == PICK:
            self.controls.number(n - 1)

    def escape(self) -> None:
        """Esc also turns the face-down switch off."""
        if self.face_down and not self.show_help and self.question is None:
            self.face_down = False
            self.relayout(False)
        super().escape()


Table = StockpileTable  # the registry finds the table by this name
