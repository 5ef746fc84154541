"""What the table outlines: the pieces a click plays now ("legal"), the keyboard selection, a
hint, and an opponent's last move for a moment.  Which piece and zone a move means comes from
the game's presenter (presenter.py) through `parts`."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QTimer

from ...core.game import Move
from ...core.text import Text
from ..i18n import render
from ..presenter import NOTHING, Parts, Presenter
from ..sprites import ButtonItem
from .pieces import Pieces, V


class Outlines(Pieces[V]):
    # The game's moves as pieces and targets; None: the table handles its gestures itself.
    presenter: Presenter | None = None

    def __init__(self, info, parent=None) -> None:
        super().__init__(info, parent)
        self.hint: Move | None = None
        self.selected: str | None = None  # the piece the keyboard points at
        self.selectables: list[str] = []  # what ← → Tab cycle through, in order
        self.last_move_ms = 2500
        self.last_note = ""  # what the last opponent did, in words
        self._note_texts: list[Text] = []  # ... as Texts, said again in a new language
        self.last_why = ""  # why they did it, from their own view: on hover over the note
        self._parts: dict[tuple[Move, bool], Parts] = {}  # per position: parts of moves
        self._fade = QTimer(self, singleShot=True)  # ends the last move's outline; a child,
        self._fade.timeout.connect(self._fade_last)  # so it dies with the table

    # --- moves as pieces and targets ---------------------------------------------------------
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

    def forget_parts(self) -> None:
        """A new position: the parts of the last one are stale."""
        self._parts = {}

    # --- outlines ----------------------------------------------------------------------------
    def refresh_marks(self) -> None:
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
        for button in self.button_items().values():
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

    def show_hint(self, move: Move) -> None:
        self.hint = move
        self.mark_hint(move)

    def mark_hint(self, move: Move) -> None:
        """Highlight the piece, target and button of `move`."""
        self.outline(move, "hint")

    def mark_last(self, move: Move) -> None:
        """Outline the piece and target of an opponent's `move` (set_mark/set_mode "last")."""
        self.outline(move, "last")

    def outline(self, move: Move, mark: str) -> None:
        """Outline `move`'s piece, target and button with `mark` ("hint" or "last")."""
        p = self.parts(move, last=mark == "last")
        for item in self.button_items().values():
            if item.payload == move:
                item.set_mark(mark)
        piece = next((c for k, c in self._cards.items() if p.names(k, c.payload)), None)
        if piece is not None and (mark != "last" or not piece.draggable):
            piece.set_mark(mark)
        zone = self._zones.get(p.target) if p.target is not None else None
        if zone is not None and (mark != "last" or zone.mode == ""):
            zone.set_mode(mark)

    # --- what the others did -----------------------------------------------------------------
    def show_last_move(
        self, move: Move | None, text: str | Sequence[Text] = "", why: str = ""
    ) -> None:
        """An opponent's move: outlined for a moment, and `text` (what they did) kept on the
        table until the next opponent moves (None and "" clear the note).  Given as Texts,
        the note is said again in the new language after a language switch.  `why`: the
        computer's reason, shown on hover over the note."""
        self.last_why = why
        self._note_texts = [] if isinstance(text, str) else list(text)
        self.last_note = text if isinstance(text, str) else self.render_note()
        if self.view is not None:
            self.lay_note()  # only the note: a re-layout would cut the cards' slides short
        if move is not None:
            self.mark_last(move)
            self._fade.start(self.last_move_ms)

    def lay_note(self) -> None:
        """Show self.last_note (or remove it when empty); layout() calls it too."""

    def note_tip(self, tip: str) -> str:
        """The tooltip of the text that shows the last note: `tip`, then the reason why."""
        return f"{tip}\n{self.last_why}" if self.last_note and self.last_why else tip

    def render_note(self) -> str:
        return " ".join(render(t) for t in self._note_texts)

    def _fade_last(self) -> None:
        for card in self._cards.values():
            if card.mark == "last":
                card.set_mark("")
        for zone in self._zones.values():
            if zone.mode == "last":
                zone.set_mode("")
        for item in self.button_items().values():
            if item.mark == "last":
                item.set_mark("")
