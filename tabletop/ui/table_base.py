"""The game-independent part of a table: a QGraphicsScene that shows per-seat views and turns
gestures into moves.

A game's table subclass lays out sprites in `layout()` (called by show_state and retranslate)
and maps gestures to moves; it never changes the game state itself: every move leaves through
`moveRequested` and comes back, once the controller applied it, as the next show_state.

Sprites are pooled by key (a card's identity), so re-laying the table slides each card from
where it was to where it now belongs.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ..core.game import GameInfo, Move
from .sprites import (FELT, ButtonItem, CardItem, DropZone, Label, Panel, TextBox, TokenItem,
                      slide)

SCENE_RECT = QRectF(0, 0, 1280, 760)     # logical table size; the shell's view scales it


class TableScene(QGraphicsScene):
    moveRequested = Signal(object)
    status = Signal(str)

    def __init__(self, info: GameInfo, parent=None):
        super().__init__(parent)
        self.info = info
        self.setSceneRect(SCENE_RECT)
        self.animation_ms = 250
        self.practice = False
        self.view = None
        self.seat: int | None = None
        self.legal: list[Move] = []
        self.names: list[str] = []
        self.hint: Move | None = None
        self.selected: str | None = None        # the piece the keyboard points at
        self._selectables: list[str] = []       # what Left/Right cycle through, in order
        self._cards: dict[str, CardItem] = {}
        self._zones: dict[object, DropZone] = {}
        self._misc: dict[str, object] = {}      # labels, buttons, panels by key
        self._used: set[str] = set()
        self._last_dragged: CardItem | None = None
        self._ms = 0                            # slide time of the layout being built
        self.last_move_ms = 2500
        # Cards dealt from here let clicks through while they fly: the pile stays clickable.
        self.pile_origin: QPointF | None = None
        self.last_note = ""                     # what the last opponent did, in words
        self._fade = QTimer(self, singleShot=True)   # ends the last move's outline; a child,
        self._fade.timeout.connect(self._fade_last)  # so it dies with the table

    # --- keyboard selection, shared by every table -------------------------------------------
    def _select(self, key: str | None) -> None:
        self.selected = key
        self._refresh_marks()

    def _cycle(self, step: int) -> None:
        keys = self._selectables
        if not keys:
            return
        i = keys.index(self.selected) + step if self.selected in keys else \
            (0 if step > 0 else len(keys) - 1)
        self._select(keys[i % len(keys)])

    def _refresh_marks(self) -> None:
        """Redraw selection, practice and hint outlines (each table knows its pieces)."""

    # --- the contract with the shell ---------------------------------------------------------
    def show_state(self, view, seat: int | None, legal: list, names: list[str],
                   animate: bool) -> None:
        for card in self._cards.values():
            card.cancel_drag()
        self.view, self.seat, self.legal, self.names = view, seat, list(legal), list(names)
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

    def show_last_move(self, move: Move | None, text: str = "") -> None:
        """An opponent's move: outlined for a moment, and `text` (what they did) kept on the
        table until the next opponent moves (None and "" clear the note)."""
        self.last_note = text
        if self.view is not None:
            self.lay_note()        # only the note: a re-layout would cut the cards' slides short
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

    def next_step(self) -> str:
        """A few words for the status bar: what the viewing seat must do now ("" if nothing)."""
        return ""

    def set_practice(self, on: bool) -> None:
        self.practice = on

    def set_animation_ms(self, ms: int) -> None:
        self.animation_ms = max(0, int(ms))

    def retranslate(self) -> None:
        if self.view is not None:
            self._relayout(False)

    def score_sheet(self, view, data: dict) -> tuple[str, list[str], list[list[str]]]:
        raise NotImplementedError

    # --- for subclasses ----------------------------------------------------------------------
    def layout(self, animate: bool) -> None:
        """Place every sprite for self.view (use card(), zone(), label(), button()...)."""
        raise NotImplementedError

    def mark_hint(self, move: Move) -> None:
        """Highlight the card and target of `move`."""

    def lay_note(self) -> None:
        """Show self.last_note (or remove it when empty); layout() calls it too."""

    def forget(self, key: str) -> None:
        """Remove the label/button/panel `key` outside a layout."""
        item = self._misc.pop(key, None)
        if item is not None:
            self.removeItem(item)

    def mark_last(self, move: Move) -> None:
        """Outline the card and target of an opponent's `move` (set_mark/set_mode "last")."""

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
        for key in [k for k in self._zones if ("zone", k) not in self._used]:
            self.removeItem(self._zones.pop(key))

    def card(self, key: str, face: str, pos: QPointF, size: QSizeF, z: float,
             start: QPointF | None = None, kind: type[CardItem] = CardItem) -> CardItem:
        """The sprite `key` (a card, or a token with kind=TokenItem), created (at `start` if
        given) or moved to `pos`."""
        item = self._cards.get(key)
        fresh = item is None
        if fresh:
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
        slide(item, pos, self._ms if (not fresh or start is not None) else 0,
              through=fresh and start is not None and start == self.pile_origin)
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

    def _misc_item(self, key: str, make: Callable[[], object]):
        item = self._misc.get(key)
        if item is None:
            item = make()
            self.addItem(item)
            self._misc[key] = item
        self._used.add(key)
        return item

    def label(self, key: str, text: str, x: float, y: float, width: float, px: float = 14,
              bold: bool = False, align=Qt.AlignLeft, color: str = "#f3f0e6") -> Label:
        item = self._misc_item(key, lambda: Label(px, bold, color))
        return item.place(text, x, y, width, align)

    def textbox(self, key: str, text: str, x: float, y: float, width: float, px: float = 15,
                center: bool = False) -> TextBox:
        item = self._misc_item(key, lambda: TextBox(px))
        item.place(text, x, y, width, center)
        return item

    def button(self, key: str, text: str, pos: QPointF, payload=None) -> ButtonItem:
        def make():
            b = ButtonItem(key)
            b.clicked.connect(self.on_button_clicked)
            return b
        item = self._misc_item(key, make)
        item.set_text(text)
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

    def on_card_clicked(self, card: CardItem) -> None: ...

    def on_card_double_clicked(self, card: CardItem) -> None: ...

    def on_card_drag_moved(self, card: CardItem, pos: QPointF) -> None: ...

    def on_card_dropped(self, card: CardItem, zone: DropZone | None) -> bool:
        """Handle a drop; False snaps the card back at once (nothing was asked for)."""
        return False

    def on_zone_clicked(self, zone: DropZone) -> None: ...

    def on_button_clicked(self, button: ButtonItem) -> None: ...

    def end_drag_marks(self) -> None:
        """A drag ended: back to the ordinary outlines."""
        self._refresh_marks()

    # --- looks -------------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        r = self.sceneRect()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.75)
        grad.setColorAt(0, FELT.lighter(118))
        grad.setColorAt(1, FELT.darker(160))
        painter.fillRect(rect, QColor("#0f2a1e"))
        painter.fillRect(r, grad)
