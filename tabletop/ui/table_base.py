"""The game-independent part of a table: a QGraphicsScene that shows per-seat views and turns
gestures into moves.

A game's table subclass lays out sprites in `layout()` (called by show_state and retranslate)
and maps gestures to moves; it never changes the game state itself: every move leaves through
`moveRequested` and comes back, once the controller applied it, as the next show_state.

Sprites are pooled by key (a card's identity), so re-laying the table slides each card from
where it was to where it now belongs.

Gestures, hints and last moves are solved here once for every game: the game's table sets
`presenter` (presenter.py: each move's piece and target), and TableScene turns a drop or a
click into the legal move it means, or the reason it is refused; lights legal targets in
practice mode; outlines a hint and an opponent's last move.  A table hooks in with
`choose` (several legal moves for one gesture), `on_idle_click` (a click that plays nothing),
`zone_rest_mode` and `selection_zone` (its own outlines).  See presenter.py for the contract.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ..core.game import GameInfo, Move
from ..core.text import Text
from .i18n import render
from .presenter import NOTHING, Parts, Presenter
from .sprites import FELT, ButtonItem, CardItem, DropZone, Label, Panel, TextBox, TokenItem, slide

SCENE_RECT = QRectF(0, 0, 1280, 760)  # logical table size; the shell's view scales it


class TableScene(QGraphicsScene):
    moveRequested = Signal(object)
    status = Signal(str)
    refused = Signal(str)  # a gesture the table itself refuses, with the reason
    # The game's moves as pieces and targets; None: the table handles its gestures itself.
    presenter: Presenter | None = None

    def __init__(self, info: GameInfo, parent=None):
        super().__init__(parent)
        self.info = info
        self.setSceneRect(SCENE_RECT)
        self.animation_ms = 250
        self.practice = False
        self.view: Any = None  # the GameState shown (a seat's view)
        self.seat: int | None = None
        self.legal: list[Move] = []
        self.names: list[str] = []
        self.hint: Move | None = None
        self.selected: str | None = None  # the piece the keyboard points at
        self._selectables: list[str] = []  # what Left/Right cycle through, in order
        self._cards: dict[str, CardItem] = {}
        self._zones: dict[object, DropZone] = {}
        self._misc: dict[str, Any] = {}  # labels, buttons, panels by key
        self._used: set[object] = set()
        self._last_dragged: CardItem | None = None
        self._ms = 0  # slide time of the layout being built
        self.last_move_ms = 2500
        # Cards dealt from here let clicks through while they fly: the pile stays clickable.
        self.pile_origin: QPointF | None = None
        self.last_note = ""  # what the last opponent did, in words
        self._note_texts: list[Text] = []  # ... as Texts, said again in a new language
        self._parts: dict[tuple[Move, bool], Parts] = {}  # per position: parts of moves
        self._click_played: str | None = None  # the piece whose last click asked for a move
        self.min_label_px = 8  # labels shrink to fit, never below this
        self.show_help = False  # the keys overlay (?), see lay_help
        self._fade = QTimer(self, singleShot=True)  # ends the last move's outline; a child,
        self._fade.timeout.connect(self._fade_last)  # so it dies with the table

    # --- keyboard selection, shared by every table -------------------------------------------
    def _select(self, key: str | None) -> None:
        self.selected = key
        self._refresh_marks()

    def _cycle(self, step: int) -> None:
        keys = self._selectables
        if not keys:
            return
        i = (
            keys.index(self.selected) + step
            if self.selected in keys
            else (0 if step > 0 else len(keys) - 1)
        )
        self._select(keys[i % len(keys)])

    def select_by_key(self, key) -> bool:
        """The keys every table shares: ← → cycle through the pieces that can be played now,
        Esc drops the selection.  True if `key` was one of them."""
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._cycle(1 if key == Qt.Key.Key_Right else -1)
            return True
        if key == Qt.Key.Key_Escape:
            self._select(None)
            return True
        return False

    def _refresh_marks(self) -> None:
        """Outlines from scratch: what a click plays now ("legal"), each zone's resting look,
        the keyboard selection, a hint."""
        if self.presenter is None:
            return
        clicks = [p for p in (self.parts(m) for m in self.legal) if p.click]
        for key, item in self._cards.items():
            item.set_mark("legal" if any(p.names(key, item.payload) for p in clicks) else "")
        zones = {p.target for p in clicks if p.piece is None and p.alike is None}
        for target, zone in self._zones.items():
            zone.set_mode("legal" if target in zones else self.zone_rest_mode(target))
        for button in self._misc.values():
            if isinstance(button, ButtonItem):
                button.set_mark("")
        self.mark_selection()
        if self.hint is not None:
            self.mark_hint(self.hint)

    def zone_rest_mode(self, target) -> str:
        """A zone's outline when no gesture is under way ("active": it matters now)."""
        return ""

    def selection_zone(self, key: str):
        """The zone target a selectable key stands for (a company row), or None."""
        return None

    def mark_selection(self) -> None:
        sel = self.selected
        if sel is None:
            return
        target = self.selection_zone(sel)
        if target is not None and target in self._zones:
            self._zones[target].set_mode("active")
        elif isinstance(self._misc.get(sel), ButtonItem):
            self._misc[sel].set_mark("selected")
        elif sel in self._cards:
            self._cards[sel].set_mark("selected")

    # --- the contract with the shell ---------------------------------------------------------
    def show_state(
        self, view, seat: int | None, legal: list, names: list[str], animate: bool
    ) -> None:
        for card in self._cards.values():
            card.cancel_drag()
        self.view, self.seat, self.legal, self.names = view, seat, list(legal), list(names)
        self._parts = {}
        self.hint = None
        self._last_dragged = None
        self._relayout(animate)

    def reject(self) -> None:
        """The last requested move was refused: put the dragged card back where it was."""
        card, self._last_dragged = self._last_dragged, None
        if card is not None and card.scene() is self:
            card.snap_home(self.animation_ms)
        self.clear_pending()

    def show_hint(self, move: Move) -> None:
        self.hint = move
        self.mark_hint(move)

    def show_last_move(self, move: Move | None, text: str | Sequence[Text] = "") -> None:
        """An opponent's move: outlined for a moment, and `text` (what they did) kept on the
        table until the next opponent moves (None and "" clear the note).  Given as Texts,
        the note is said again in the new language after a language switch."""
        self._note_texts = [] if isinstance(text, str) else list(text)
        self.last_note = text if isinstance(text, str) else self._render_note()
        if self.view is not None:
            self.lay_note()  # only the note: a re-layout would cut the cards' slides short
        if move is not None:
            self.mark_last(move)
            self._fade.start(self.last_move_ms)

    def _fade_last(self) -> None:
        for card in self._cards.values():
            if card.mark == "last":
                card.set_mark("")
        for zone in self._zones.values():
            if zone.mode == "last":
                zone.set_mode("")
        for item in self._misc.values():
            if isinstance(item, ButtonItem) and item.mark == "last":
                item.set_mark("")

    def name(self, seat: int) -> str:
        """A seat's player name (a seat beyond the names given: "Player 4")."""
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return QCoreApplication.translate("TableScene", "Player {n}").format(n=seat + 1)

    def viewer_decides(self) -> bool:
        """The viewing seat has a move to make now (every table asks this of a position)."""
        return (
            bool(self.legal)
            and self.seat is not None
            and self.view is not None
            and self.view.to_act() == self.seat
        )

    def next_step(self) -> str:
        """A few words for the status bar: what the viewing seat must do now ("" if nothing)."""
        return ""

    def set_practice(self, on: bool) -> None:
        self.practice = on

    def set_animation_ms(self, ms: int) -> None:
        self.animation_ms = max(0, int(ms))

    def _render_note(self) -> str:
        return " ".join(render(t) for t in self._note_texts)

    def retranslate(self) -> None:
        if self._note_texts:
            self.last_note = self._render_note()
        if self.view is not None:
            self._relayout(False)

    def score_sheet(self, view, data: dict) -> tuple[str, list[str], list[list[str]]]:
        raise NotImplementedError

    # --- for subclasses ----------------------------------------------------------------------
    def layout(self, animate: bool) -> None:
        """Place every sprite for self.view (use card(), zone(), label(), button()...)."""
        raise NotImplementedError

    def mark_hint(self, move: Move) -> None:
        """Highlight the piece, target and button of `move`."""
        self.outline(move, "hint")

    def lay_note(self) -> None:
        """Show self.last_note (or remove it when empty); layout() calls it too."""

    def forget(self, key: str) -> None:
        """Remove the label/button/panel `key` outside a layout."""
        item = self._misc.pop(key, None)
        if item is not None:
            self.removeItem(item)

    def mark_last(self, move: Move) -> None:
        """Outline the piece and target of an opponent's `move` (set_mark/set_mode "last")."""
        self.outline(move, "last")

    # --- moves as pieces and targets (the presenter) -----------------------------------------
    def parts(self, move: Move, last: bool = False) -> Parts:
        """What `move` moves and where to (`last`: as shown once it was applied)."""
        p = self.presenter
        if p is None or self.view is None:
            return NOTHING
        found = self._parts.get((move, last))
        if found is None:
            found = p.last_parts(move, self.view) if last else p.parts(move, self.view)
            self._parts[(move, last)] = found
        return found

    def moves_for(self, item: CardItem | None, target, click: bool = False) -> list[Move]:
        """The legal moves a gesture makes: `item` dropped on the zone `target`; with `click`,
        `item` clicked, or (item None) the zone `target` clicked."""
        out = []
        for m in self.legal:
            p = self.parts(m)
            if click and not p.click:
                continue
            if item is None:
                ok = p.piece is None and p.alike is None and p.target == target
            else:
                ok = (click or (p.target is not None and p.target == target)) and p.names(
                    item.key, item.payload
                )
            if ok:
                out.append(m)
        return out

    def piece_moves(self, item: CardItem) -> list[Move]:
        """Every legal move of the piece `item`, whatever its target."""
        return [m for m in self.legal if self.parts(m).names(item.key, item.payload)]

    def play(self, moves: list[Move], item: CardItem | None, payload, target) -> bool:
        """Ask for what a gesture means: its one legal move, a choice among several, or what
        the presenter says of a gesture no legal move matches.  True if anything was done
        (a request, a question, a refusal); False: the gesture means nothing."""
        if len(moves) == 1:
            self.request(moves[0], item)
            return True
        if moves:
            return self.choose(moves, item)
        tried = None
        if self.presenter is not None and self.view is not None:
            tried = self.presenter.attempt(payload, target, self.view)
        if isinstance(tried, Move):
            self.request(tried, item)  # refused by the Session, which names the rule
            return True
        if isinstance(tried, Text):
            self.refuse(render(tried), item)
            return True
        return False

    def choose(self, moves: list[Move], item: CardItem | None) -> bool:
        """Several legal moves for one gesture: ask which (the default takes the first)."""
        self.request(moves[0], item)
        return True

    def refuse(self, text: str, item: CardItem | None = None) -> None:
        """A gesture the table refuses on its own: the piece goes back, the reason is said."""
        if item is not None:
            item.snap_home(self.animation_ms)
        self.refused.emit(text)

    def outline(self, move: Move, mark: str) -> None:
        """Outline `move`'s piece, target and button with `mark` ("hint" or "last")."""
        p = self.parts(move, last=mark == "last")
        for item in self._misc.values():
            if isinstance(item, ButtonItem) and item.payload == move:
                item.set_mark(mark)
        piece = next((c for k, c in self._cards.items() if p.names(k, c.payload)), None)
        if piece is not None and (mark != "last" or not piece.draggable):
            piece.set_mark(mark)
        zone = self._zones.get(p.target) if p.target is not None else None
        if zone is not None and (mark != "last" or zone.mode == ""):
            zone.set_mode(mark)

    def clear_pending(self) -> None:
        """Forget a half-made gesture (e.g. a card waiting for an option choice)."""

    def request(self, move: Move, dragged: CardItem | None = None) -> None:
        self._last_dragged = dragged
        self.moveRequested.emit(move)

    def _relayout(self, animate: bool) -> None:
        self._used = set()
        self._ms = self.animation_ms if animate else 0
        self.layout(animate)
        for key in [k for k in self._cards if k not in self._used]:
            self.removeItem(self._cards.pop(key))
        for key in [k for k in self._misc if k not in self._used]:
            self.removeItem(self._misc.pop(key))
        for target in [t for t in self._zones if ("zone", t) not in self._used]:
            self.removeItem(self._zones.pop(target))

    def card(
        self,
        key: str,
        face: str,
        pos: QPointF,
        size: QSizeF,
        z: float,
        start: QPointF | None = None,
        kind: type[CardItem] = CardItem,
    ) -> CardItem:
        """The sprite `key` (a card, or a token with kind=TokenItem), created (at `start` if
        given) or moved to `pos`."""
        item = self._cards.get(key)
        fresh = item is None
        if item is None:
            item = kind(key, face, size)
            item.clicked.connect(self.on_card_clicked)
            item.doubleClicked.connect(self.on_card_double_clicked)
            item.dragMoved.connect(self.on_card_drag_moved)
            item.dropped.connect(self._on_card_dropped)
            self.addItem(item)
            self._cards[key] = item
            item.setPos(start if start is not None else pos)
        item.set_face(face, size)
        item.set_base_z(z)
        item.setOpacity(1.0)
        item.setScale(1.0)
        item.setRotation(0)
        item.rest_rotation = 0.0
        item.set_mark("")
        item.draggable = item.clickable = False
        item.hover_zoom = 1.0
        item.payload = None
        item.setToolTip("")
        item.home = pos
        slide(
            item,
            pos,
            self._ms if (not fresh or start is not None) else 0,
            through=fresh and start is not None and start == self.pile_origin,
        )
        self._used.add(key)
        return item

    def token(self, key: str, face: str, pos: QPointF, side: float, z: float) -> CardItem:
        return self.card(key, face, pos, QSizeF(side, side), z, kind=TokenItem)

    def zone(self, target, rect: QRectF) -> DropZone:
        z = self._zones.get(target)
        if z is None:
            z = DropZone(target, rect)
            z.clicked.connect(self.on_zone_clicked)
            self.addItem(z)
            self._zones[target] = z
        z.set_rect(rect)
        z.members = []
        z.clickable = False
        z.setToolTip("")
        z.set_mode("")
        self._used.add(("zone", target))
        return z

    def _misc_item(self, key: str, make: Callable[[], Any]) -> Any:
        item = self._misc.get(key)
        if item is None:
            item = make()
            self.addItem(item)
            self._misc[key] = item
        self._used.add(key)
        return item

    def label(
        self,
        key: str,
        text: str,
        x: float,
        y: float,
        width: float,
        px: float = 14,
        bold: bool = False,
        align=Qt.AlignmentFlag.AlignLeft,
        color: str = "#f3f0e6",
        tip: str = "",
    ) -> Label:
        """One line of text; `tip` says what it is (its tooltip)."""
        item = self._misc_item(key, lambda: Label(px, bold, color))
        item.tip, item.least_px = tip, self.min_label_px
        return item.place(text, x, y, width, align)

    def textbox(
        self,
        key: str,
        text: str,
        x: float,
        y: float,
        width: float,
        px: float = 15,
        center: bool = False,
        tip: str = "",
    ) -> TextBox:
        item = self._misc_item(key, lambda: TextBox(px))
        item.place(text, x, y, width, center)
        item.setToolTip(tip)
        return item

    def button(self, key: str, text: str, pos: QPointF, payload=None) -> ButtonItem:
        def make():
            b = ButtonItem(key)
            b.clicked.connect(self.on_button_clicked)
            return b

        item = self._misc_item(key, make)
        item.set_text(text)
        item.setToolTip("")
        item.payload = payload
        item.set_mark("")
        item.setPos(pos)
        return item

    def panel(self, key: str, rect: QRectF, accent: bool = False) -> Panel:
        item = self._misc_item(key, lambda: Panel(rect))
        item.set_rect(rect)
        item.accent = accent
        item.update()
        return item

    def cards(self) -> dict[str, CardItem]:
        return dict(self._cards)

    def zones(self) -> dict[object, DropZone]:
        return dict(self._zones)

    def zone_at(self, pos: QPointF) -> DropZone | None:
        for item in self.items(pos):
            if isinstance(item, DropZone) and item.rect.contains(pos):
                return item
        return None

    # --- gestures (subclasses override the on_* hooks) ---------------------------------------
    def _on_card_dropped(self, card: CardItem, pos: QPointF) -> None:
        if not self.on_card_dropped(card, self.zone_at(pos)):
            card.snap_home(self.animation_ms)
        self.end_drag_marks()

    def on_card_clicked(self, card: CardItem) -> None:
        """A click plays the piece's click move (or says why it cannot), else selects it."""
        self._click_played = None
        if self.presenter is None or card.payload is None:
            return
        if self.play(self.moves_for(card, None, click=True), card, card.payload, None):
            self._click_played = card.key
        else:
            self.on_idle_click(card)

    def on_idle_click(self, card: CardItem) -> None:
        """A click that plays nothing: select the piece (or drop the selection)."""
        self._select(None if self.selected == card.key else card.key)

    def on_card_double_clicked(self, card: CardItem) -> None:
        # the double-click's first click already played (the draw pile): nothing more
        if (
            self.presenter is not None
            and card.payload is not None
            and self._click_played != card.key
        ):
            self.play_piece(card)

    def play_piece(self, card: CardItem) -> bool:
        """Double-click or Enter: the piece's legal moves if they all go to one place (a
        choice among them is asked), else what the presenter says of the attempt."""
        moves = self.piece_moves(card)
        if len({self.parts(m).target for m in moves}) > 1:
            return False
        return self.play(moves, card, card.payload, None)

    def on_card_drag_moved(self, card: CardItem, pos: QPointF) -> None:
        """Outline the zone under the card; in practice mode also light up every zone a
        legal move of the card goes to and dim the others (never the card's own zone)."""
        if self.presenter is None:
            return
        under = self.zone_at(pos)
        practice = self.practice and card.payload is not None
        targets = {self.parts(m).target for m in self.piece_moves(card)} if practice else set()
        for target, zone in self._zones.items():
            if card in zone.members:
                continue
            if practice:
                mode = ("hint" if zone is under else "legal") if target in targets else "dim"
            else:
                mode = "active" if zone is under else ""
            if zone.mode != mode:
                zone.set_mode(mode)

    def on_card_dropped(self, card: CardItem, zone: DropZone | None) -> bool:
        """Handle a drop; False snaps the card back at once (nothing was asked for)."""
        if self.presenter is None or card.payload is None or zone is None or card in zone.members:
            return False
        return self.play(self.moves_for(card, zone.target), card, card.payload, zone.target)

    def on_zone_clicked(self, zone: DropZone) -> None:
        if self.presenter is not None:
            self.play(self.moves_for(None, zone.target, click=True), None, None, zone.target)

    def on_button_clicked(self, button: ButtonItem) -> None: ...

    def end_drag_marks(self) -> None:
        """A drag ended: back to the ordinary outlines."""
        self._refresh_marks()

    def lay_help(self, text: str, box: QRectF) -> None:
        """The keys overlay, while `show_help`: `text` on an opaque panel over the table (a
        table calls it at the end of its layout)."""
        if not self.show_help:
            return
        panel = self.panel("helpbox", box, accent=True)
        panel.setZValue(90)
        panel.color = QColor(12, 30, 22, 240)  # opaque: the help covers what lies beneath
        self.textbox(
            "helptext",
            text,
            box.left() + 10,
            box.top() + 10,
            box.width() - 20,
            16,
            tip=QCoreApplication.translate("TableScene", "Press ? again to close."),
        ).setZValue(91)

    def toggle_help(self) -> None:
        self.show_help = not self.show_help
        self._relayout(False)

    # --- looks -------------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        r = self.sceneRect()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.75)
        grad.setColorAt(0, FELT.lighter(118))
        grad.setColorAt(1, FELT.darker(160))
        painter.fillRect(rect, QColor("#0f2a1e"))
        painter.fillRect(r, grad)
