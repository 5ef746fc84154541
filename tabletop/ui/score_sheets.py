"""The score sheets of a game: each round's, read against the position that was scored, and the
final one with the winners.  A part of MainWindow (its words keep the context "MainWindow").

While a player reads a round's sheet the computer players wait; when the engine keeps the scored
position in its "round_scored" event (Take Stock: the market before the next deal), the table
shows that position until the sheet closes, and the next deal lands then.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer

from ..core.game import LogEntry
from .dialogs.score_sheet import ScoreSheetDialog

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow as _Window

    from .controller import GameController
    from .review.launcher import Reviews
    from .settings import Settings
else:
    _Window = object

translate = QCoreApplication.translate


class ScoreSheets(_Window):
    """Score sheets for MainWindow (`self` is the window)."""

    # what this part uses of the window (MainWindow sets them)
    table: Any
    controller: GameController
    settings: Settings
    act_new: QAction
    score_dialogs: list[ScoreSheetDialog]
    reviews: Reviews
    _last_entries: list[LogEntry]
    _final_round: LogEntry | None
    _final_entry: LogEntry | None
    _scored_view: Any
    refresh: Callable[[], None]
    _refresh_side: Callable[[], None]
    focus_table: Callable[[], None]

    def _on_logged(self, entries: list) -> None:
        self._last_entries = list(entries)
        if hasattr(self.table, "show_log"):  # a table that replays what just happened
            self.table.show_log(entries)
        final = any(e.event == "game_over" for e in entries)
        for entry in entries:
            if entry.event == "round_scored" and final:  # shown inside the final sheet
                self._final_round = entry
            elif entry.event == "round_scored":
                self._later(partial(self._show_round_sheet, entry, self._scored(entry)))
            elif entry.event == "game_over":
                self._final_entry = entry

    def _current_view(self):
        c = self.controller
        return c.live.state.view(c.viewer())

    def _scored(self, entry: LogEntry):
        """The view a round's sheet is read against: the scored market before the next deal
        (when the engine keeps it), left on the table while the computer players wait."""
        position = entry.data.get("position")
        if position is None or self.settings.animation_ms <= 0:
            return self._current_view()
        self._scored_view = position.view(self.controller.viewer())
        self.controller.hold(True)  # until its sheet closes (_drop_scored)
        self.refresh()
        return self._scored_view

    def _drop_scored(self) -> None:
        if self._scored_view is not None:
            self._scored_view = None
            self.controller.hold(False)

    def _later(self, show) -> None:
        """After the table's animation, so the cards have landed before the scores show
        (unless another game was started or loaded meanwhile)."""
        session = self.controller.session

        def slot() -> None:  # returns None: see tabletop/ui/__init__.py
            if self.controller.session is session:
                show()

        QTimer.singleShot(self.settings.animation_ms, slot)

    def _sheet_builder(self, entry: LogEntry | None, view):
        table = self.table

        def build():
            if entry is not None:
                try:
                    return table.score_sheet(view, entry.data)
                except NotImplementedError:
                    pass
            return (
                translate("MainWindow", "Scores"),
                [translate("MainWindow", "Player"), translate("MainWindow", "Score")],
                [
                    [name, f"{score:g}"]
                    for name, score in zip(self.controller.names(), view.scores())
                ],
            )

        return build

    def _show_round_sheet(self, entry: LogEntry, view) -> ScoreSheetDialog:
        """A round's scores.  While the player reads them the computer players wait (unless
        animations are off: then nothing is slowed down, and tests never block)."""
        scores = entry.data.get("scores") or []
        best = {i for i, p in enumerate(scores) if p == max(scores)} if scores else set()
        # a round in two sheets (Stockpile: the companies, then the players) shows both
        detail = (
            LogEntry(None, data={**entry.data, "part": "players"})
            if entry.data.get("players_sheet")
            else None
        )
        dialog = self._show_sheet(entry, view, highlight=best, detail=detail)
        if self.settings.animation_ms > 0:
            self.controller.hold(True)
            dialog.finished.connect(lambda _r: self._release_hold())
            self._refresh_side()
        return dialog

    def _release_hold(self) -> None:
        self.controller.hold(False)
        if self._scored_view is not None:  # now the next round is dealt on the table
            self._drop_scored()
            self.refresh()
        self._refresh_side()

    def _show_sheet(
        self,
        entry: LogEntry | None,
        view,
        final: bool = False,
        highlight: frozenset[int] | set[int] = frozenset(),
        detail: LogEntry | None = None,
    ) -> ScoreSheetDialog:
        winners = None
        if final:
            names = self.controller.names()
            highlight = set(self.controller.live.state.winners())
            won = [names[i] for i in sorted(highlight)]

            def said_winners() -> str:
                text = (
                    translate("MainWindow", "Winner: {names}")
                    if len(won) == 1
                    else translate("MainWindow", "Shared win: {names}")
                )
                return text.format(names=", ".join(won))

            winners = said_winners
        dialog = ScoreSheetDialog(
            self._sheet_builder(entry, view),
            winners,
            self,
            detail=self._sheet_builder(detail, view) if detail else None,
            highlight=highlight,
        )
        dialog.newGameRequested.connect(dialog.accept)
        if final and self.reviews.can_review_current():
            dialog.reviewRequested.connect(dialog.accept)
            dialog.reviewRequested.connect(self.reviews.review_current)
        else:  # a game only the computer played: nobody's decisions to review
            dialog.review_button.hide()
        dialog.newGameRequested.connect(self.act_new.trigger)
        dialog.finished.connect(
            lambda _r: self.score_dialogs.remove(dialog) if dialog in self.score_dialogs else None
        )
        dialog.finished.connect(lambda _r: self.focus_table())
        self.score_dialogs.append(dialog)
        dialog.show()
        dialog.place_over(self)
        return dialog

    def _on_game_over(self) -> None:
        entry, view = self._final_entry, self._current_view()
        self._later(partial(self._show_sheet, entry, view, final=True, detail=self._final_round))

    def _close_score_dialogs(self) -> None:
        for dialog in list(self.score_dialogs):
            dialog.close()
        self.score_dialogs.clear()
