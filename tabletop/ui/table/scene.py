"""The table a game shows: every layer of the base, and the contract with the shell.

A game's table subclasses `TableScene[ItsState]`, sets `presenter` (its moves as pieces and
targets, its keymap and buttons: presenter.py) and lays its pieces out in `layout()`; it never
changes the game itself: every move leaves through `moveRequested` and comes back, once the
controller applied it, as the next `show_state`.

The layers, each a module of this package: pieces (sprites and zones pooled by key), outlines
(legal, selection, hint, last move), gestures (drops, clicks and buttons into moves), keys
(the shared keys, the game's keymap, the ? overlay), prompt (next step, note, buttons and
questions), zoom (any piece shown large).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .pieces import V
from .zoom import Zooming


class TableScene(Zooming[V]):
    # --- the contract with the shell -----------------------------------------------------------
    def show_state(
        self, view: V, seat: int | None, legal: list, names: list[str], animate: bool
    ) -> None:
        for card in self._cards.values():
            card.cancel_drag()
        self.view, self.seat, self.legal, self.names = view, seat, list(legal), list(names)
        self.forget_parts()
        self.hint = None
        self.question = None  # a new position answers any open question
        self._last_dragged = None
        self.relayout(animate)

    def name(self, seat: int) -> str:
        """A seat's player name (a seat beyond the names given: "Player 4")."""
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return QCoreApplication.translate("TableScene", "Player {n}").format(n=seat + 1)

    def set_practice(self, on: bool) -> None:
        self.practice = on

    def set_animation_ms(self, ms: int) -> None:
        self.animation_ms = max(0, int(ms))

    def retranslate(self) -> None:
        if self._note_texts:
            self.last_note = self.render_note()
        if self.view is not None:
            self.relayout(False)

    def score_sheet(self, view, data: dict) -> tuple[str, list[str], list[list[str]]]:
        raise NotImplementedError
