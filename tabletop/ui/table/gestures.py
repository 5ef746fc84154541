"""Gestures into moves, once for every game: a drop, a click, a double-click or a button becomes
the legal move it means (through the presenter's parts), a question when it could mean several,
or a reason said on the feedback line; never nothing.

* drop a sprite on a zone -> the legal moves whose parts name that sprite and that zone: one is
  requested; several go to `choose` (a question); none -> the presenter's `attempt` (a Move is
  requested so the Session names the rule; a Text is said), else the base says where it can go;
* click a sprite / a zone -> the same with the moves marked `click`; a click that plays nothing
  selects the piece (`on_idle_click`); double-click or Enter -> the piece's one move;
* a button carries its move (requested), "help" (the keys overlay), "cancel" (the question)
  or an Answer of the open question.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal

from ...core.game import Move
from ...core.text import QT_TRANSLATE_NOOP, Text
from ..i18n import render
from ..sprites import ButtonItem, CardItem, DropZone
from .outlines import Outlines
from .pieces import V

NOT_THERE = QT_TRANSLATE_NOOP(
    "TableScene", "It cannot go there: the places outlined in green take it."
)
NOT_NOW = QT_TRANSLATE_NOOP("TableScene", "That piece cannot be played now.")
NOT_YOURS = QT_TRANSLATE_NOOP("TableScene", "That is not a piece you can play.")
NOTHING_THERE = QT_TRANSLATE_NOOP("TableScene", "There is nothing to do there now.")
NOT_YOUR_TURN = QT_TRANSLATE_NOOP(
    "TableScene", "It is not your turn: wait until the table says it is."
)


class Gestures(Outlines[V]):
    moveRequested = Signal(object)
    status = Signal(str)
    refused = Signal(str)  # a gesture the table itself refuses, with the reason

    def __init__(self, info, parent=None) -> None:
        super().__init__(info, parent)
        self.practice = False
        self._last_dragged: CardItem | None = None
        self._click_played: str | None = None  # the piece whose last click asked for a move
        self._unheard: CardItem | DropZone | None = None  # pressed, though it takes no click

    # --- wiring --------------------------------------------------------------------------------
    def connect_piece(self, item: CardItem) -> None:
        item.clicked.connect(self.on_card_clicked)
        item.doubleClicked.connect(self.on_card_double_clicked)
        item.dragMoved.connect(self.on_card_drag_moved)
        item.dropped.connect(self._on_card_dropped)

    def connect_zone(self, zone: DropZone) -> None:
        zone.clicked.connect(self.on_zone_clicked)

    def connect_button(self, button: ButtonItem) -> None:
        button.clicked.connect(self.on_button_clicked)

    # --- which moves a gesture means -----------------------------------------------------------
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
        (a request, a question, a refusal); False: the gesture matched nothing."""
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
        """Several legal moves for one gesture: the table asks which (the prompt layer's
        `ask`); by default the first is taken."""
        self.request(moves[0], item)
        return True

    def refuse(self, text: str, item: CardItem | None = None) -> None:
        """A gesture the table refuses on its own: the piece goes back, the reason is said."""
        if item is not None:
            item.snap_home(self.animation_ms)
        self.refused.emit(text)

    def refuse_text(self, text: Text, item: CardItem | None = None) -> None:
        """Refuse with a Text (said in the player's language)."""
        self.refuse(render(text), item)

    def request(self, move: Move, dragged: CardItem | None = None) -> None:
        self._last_dragged = dragged
        self.moveRequested.emit(move)

    @property
    def requested_piece(self) -> CardItem | None:
        """The piece whose move was asked for last, while the answer is awaited (it stays
        where it was dropped; a refusal sends it home)."""
        return self._last_dragged

    def reject(self) -> None:
        """The last requested move was refused: put the dragged card back where it was."""
        card, self._last_dragged = self._last_dragged, None
        if card is not None and card.scene() is self:
            card.snap_home(self.animation_ms)
        self.clear_pending()

    def clear_pending(self) -> None:
        """Forget a half-made gesture (a question waiting for its answer)."""

    def waiting(self) -> bool:
        """The viewer has nothing to decide now: say so instead of doing nothing."""
        return self.view is None or self.seat is None or self.view.to_act() != self.seat

    # --- the mouse -----------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        """A press no piece or zone takes (a die of a building, an opponent's marker, a zone
        out of its phase) still gets its answer on release, as a click would."""
        super().mousePressEvent(event)
        self._unheard = None
        if event.button() == Qt.MouseButton.LeftButton and not event.isAccepted():
            self._unheard = self._under(event.scenePos())

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        under, self._unheard = self._unheard, None
        moved = event.scenePos() - event.buttonDownScenePos(Qt.MouseButton.LeftButton)
        if under is None or moved.manhattanLength() > 8:
            return
        if isinstance(under, CardItem):
            self.on_card_clicked(under)
        else:
            self.on_zone_clicked(under)

    def _under(self, pos: QPointF) -> CardItem | DropZone | None:
        for item in self.items(pos):  # topmost first
            if isinstance(item, CardItem) and item.isVisible():
                return item
        return self.zone_at(pos)

    def _on_card_dropped(self, card: CardItem, pos: QPointF) -> None:
        if not self.on_card_dropped(card, self.zone_at(pos)):
            card.snap_home(self.animation_ms)
        self.end_drag_marks()

    def on_card_dropped(self, card: CardItem, zone: DropZone | None) -> bool:
        """Handle a drop; False snaps the card back at once (nothing was asked for)."""
        if self.presenter is None or (zone is not None and card in zone.members):
            return False
        if card.payload is None:
            self.refuse_text(NOT_YOURS, card)
            return True
        if zone is not None and self.play(
            self.moves_for(card, zone.target), card, card.payload, zone.target
        ):
            return True
        self.nowhere(card)
        return True

    def nowhere(self, card: CardItem) -> None:
        """A drop that means no move: say where the piece can go (outlined), or that it
        cannot be played now."""
        if self.waiting():
            self.refuse_text(NOT_YOUR_TURN, card)
            return
        targets = {self.parts(m).target for m in self.piece_moves(card)} - {None}
        if not targets:
            self.refuse_text(NOT_NOW, card)
            return
        self.refuse_text(NOT_THERE, card)
        for target in targets:
            if target in self._zones:
                self._zones[target].set_mode("legal")

    def on_card_clicked(self, card: CardItem) -> None:
        """A click plays the piece's click move (or says why it cannot), else selects it."""
        self._click_played = None
        if self.presenter is None:
            return
        if card.payload is None:
            self.refuse_text(NOT_YOURS)
            return
        if self.play(self.moves_for(card, None, click=True), card, card.payload, None):
            self._click_played = card.key
        else:
            self.on_idle_click(card)

    def on_idle_click(self, card: CardItem) -> None:
        """A click that plays nothing: select the piece (or drop the selection)."""
        self.select(None if self.selected == card.key else card.key)

    def on_card_double_clicked(self, card: CardItem) -> None:
        # the double-click's first click already played (the draw pile): nothing more
        if (
            self.presenter is not None
            and card.payload is not None
            and self._click_played != card.key
            and not self.play_piece(card)
        ):
            self.nowhere(card)

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

    def on_zone_clicked(self, zone: DropZone) -> None:
        if self.presenter is None:
            return
        if not self.play(self.moves_for(None, zone.target, click=True), None, None, zone.target):
            self.refuse_text(NOT_YOUR_TURN if self.waiting() else NOTHING_THERE)

    def on_button_clicked(self, button: ButtonItem) -> None:
        """A button's payload: its move, "help", "cancel" or an answer (the prompt layer)."""
        if isinstance(button.payload, Move):
            self.request(button.payload)

    def end_drag_marks(self) -> None:
        """A drag ended: back to the ordinary outlines."""
        self.refresh_marks()

    def select(self, key: str | None) -> None:
        self.selected = key
        self.refresh_marks()
