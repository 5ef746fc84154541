"""The table's pieces: sprites, zones, labels, buttons and panels pooled by key.

A game's `layout()` asks for every piece it shows by key; a piece asked for again is moved (it
slides from where it was), a piece not asked for in a layout is removed.  So re-laying the
table after every move animates each card from where it was to where it now belongs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ...core.game import GameInfo, GameState, Move
from ..sprites import FELT, ButtonItem, CardItem, DropZone, Label, Panel, TextBox, TokenItem, slide

SCENE_RECT = QRectF(0, 0, 1280, 760)  # logical table size; the shell's view scales it

V = TypeVar("V", bound=GameState)


class Pieces(QGraphicsScene, Generic[V]):
    def __init__(self, info: GameInfo, parent=None) -> None:
        super().__init__(parent)
        self.info = info
        self.setSceneRect(SCENE_RECT)
        self.animation_ms = 250
        self.view: V = None  # type: ignore[assignment]  # the seat's view shown; set before layout
        self.seat: int | None = None
        self.legal: list[Move] = []
        self.names: list[str] = []
        self.min_label_px = 8  # labels shrink to fit, never below this
        self._cards: dict[str, CardItem] = {}
        self._zones: dict[object, DropZone] = {}
        self._misc: dict[str, Any] = {}  # labels, buttons, panels by key
        self._used: set[object] = set()
        self._ms = 0  # slide time of the layout being built
        # Cards dealt from here let clicks through while they fly: the pile stays clickable.
        self.pile_origin: QPointF | None = None

    # --- for the game's layout ---------------------------------------------------------------
    def layout(self, animate: bool) -> None:
        """Place every piece for self.view (card(), zone(), label(), button()...)."""
        raise NotImplementedError

    def relayout(self, animate: bool = False) -> None:
        """Lay the table out again for the same position (a question, the overlay, a switch)."""
        self._used = set()
        self._ms = self.animation_ms if animate else 0
        self.layout(animate)
        self.lay_overlays()
        for key in [k for k in self._cards if k not in self._used]:
            self.removeItem(self._cards.pop(key))
        for key in [k for k in self._misc if k not in self._used]:
            self.removeItem(self._misc.pop(key))
        for target in [t for t in self._zones if ("zone", t) not in self._used]:
            self.removeItem(self._zones.pop(target))

    def lay_overlays(self) -> None:
        """What lies over every layout (the keys overlay): the layers above add theirs."""

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
            self.connect_piece(item)
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

    def connect_piece(self, item: CardItem) -> None:
        """Wire a new sprite's gestures (the gestures layer does)."""

    def connect_zone(self, zone: DropZone) -> None:
        """Wire a new zone's clicks (the gestures layer does)."""

    def connect_button(self, button: ButtonItem) -> None:
        """Wire a new button's clicks (the gestures layer does)."""

    def token(self, key: str, face: str, pos: QPointF, side: float, z: float) -> CardItem:
        return self.card(key, face, pos, QSizeF(side, side), z, kind=TokenItem)

    def zone(self, target, rect: QRectF) -> DropZone:
        z = self._zones.get(target)
        if z is None:
            z = DropZone(target, rect)
            self.connect_zone(z)
            self.addItem(z)
            self._zones[target] = z
        z.set_rect(rect)
        z.members = []
        z.clickable = False
        z.setToolTip("")
        z.set_mode("")
        self._used.add(("zone", target))
        return z

    def misc_item(self, key: str, make: Callable[[], Any]) -> Any:
        """The label, box or panel `key`, made by `make` the first time."""
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
        item = self.misc_item(key, lambda: Label(px, bold, color))
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
        item = self.misc_item(key, lambda: TextBox(px))
        item.place(text, x, y, width, center)
        item.setToolTip(tip)
        return item

    def button(self, key: str, text: str, pos: QPointF, payload=None) -> ButtonItem:
        def make() -> ButtonItem:
            b = ButtonItem(key)
            self.connect_button(b)
            return b

        item = self.misc_item(key, make)
        item.set_text(text)
        item.setToolTip("")
        item.payload = payload
        item.set_mark("")
        item.setPos(pos)
        return item

    def panel(self, key: str, rect: QRectF, accent: bool = False) -> Panel:
        item = self.misc_item(key, lambda: Panel(rect))
        item.set_rect(rect)
        item.accent = accent
        item.update()
        return item

    def forget(self, key: str) -> None:
        """Remove the label/button/panel `key` outside a layout."""
        item = self._misc.pop(key, None)
        if item is not None:
            self.removeItem(item)

    # --- what is on the table ----------------------------------------------------------------
    def cards(self) -> dict[str, CardItem]:
        return dict(self._cards)

    def zones(self) -> dict[object, DropZone]:
        return dict(self._zones)

    def item(self, key: str) -> Any:
        """The label, button or panel laid under `key`, or None."""
        return self._misc.get(key)

    def button_items(self) -> dict[str, ButtonItem]:
        return {k: b for k, b in self._misc.items() if isinstance(b, ButtonItem)}

    def zone_at(self, pos: QPointF) -> DropZone | None:
        for item in self.items(pos):
            if isinstance(item, DropZone) and item.rect.contains(pos):
                return item
        return None

    # --- looks -------------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        r = self.sceneRect()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.75)
        grad.setColorAt(0, FELT.lighter(118))
        grad.setColorAt(1, FELT.darker(160))
        painter.fillRect(rect, QColor("#0f2a1e"))
        painter.fillRect(r, grad)
