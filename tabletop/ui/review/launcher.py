"""Where a review starts: the final score sheet's "Review this game", Game > Review this game
(the game on the table, finished or not) and Game > Review a saved game… (any .ttx, autosaves
included).  "Play from here" comes back here: a new game from that position against the same
players, with its own autosave; the reviewed file is never written."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ...core import savefile
from ...core.savefile import SaveError
from ...core.session import Session
from ...games import registry
from ...paths import user_data_dir
from ..i18n import render
from .window import ReviewWindow

if TYPE_CHECKING:
    from ..main_window import MainWindow

translate = QCoreApplication.translate


def copy_of(session: Session) -> Session:
    """The review's own session: the game on the table goes on while the review runs."""
    return Session.from_json(session.info, session.to_json())


def played_to(session: Session, moves: int) -> Session:
    """A new game: `session`'s players, seed and options, with its first `moves` moves played;
    undo never goes back before them (it starts there)."""
    fresh = Session(session.info, session.seats, session.seed, session.options)
    for seat, move in zip(session.movers[:moves], session.moves[:moves]):
        fresh.submit(seat, move)
    fresh.floor = moves
    return fresh


class Reviews(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.open: ReviewWindow | None = None  # the review window shown last

    def close(self) -> None:
        """The main window closes: the review (and its search) ends with it."""
        if self.open is not None:
            self.open.close()
            self.open = None

    def can_review_current(self) -> bool:
        s = self.window.controller.session
        return s is not None and bool(s.humans()) and any(m in s.humans() for m in s.movers)

    def review_current(self) -> ReviewWindow | None:
        """Review the game on the table (a copy of it)."""
        s = self.window.controller.session
        if s is None:
            return None
        name = self.window.save_path.name if self.window.save_path else s.info.name
        return self.review(copy_of(s), name)

    def ask_file(self) -> None:
        w = self.window
        name, _ = QFileDialog.getOpenFileName(
            w,
            translate("MainWindow", "Review a saved game"),
            str(w.save_path.parent if w.save_path else user_data_dir()),
            translate("MainWindow", "Tabletop Exchange games (*.ttx)"),
        )
        if name:
            self.review_file(Path(name))

    def review_file(self, path: Path) -> ReviewWindow | None:
        try:
            session, _doc = savefile.load(path, registry())
        except SaveError as e:
            self.window.show_message(QMessageBox.Icon.Warning, render(e.message))
            return None
        return self.review(session, path.name)

    def review(self, session: Session, title: str) -> ReviewWindow | None:
        if not session.humans():
            self.window.show_message(
                QMessageBox.Icon.Information,
                translate("MainWindow", "Only the computer played this game: nobody to review."),
            )
            return None
        try:
            review = ReviewWindow(session, title, self.window)
        except Exception as e:  # a missing table module: say so, keep running
            self.window.show_message(
                QMessageBox.Icon.Critical,
                translate("MainWindow", "The review could not be opened: {error}").format(
                    error=str(e)
                ),
            )
            return None
        if self.open is not None:
            self.open.close()
        self.open = review
        review.cancelled.connect(
            lambda: self.window.game_screen.note(
                translate("MainWindow", "The review was cancelled.")
            )
        )
        review.playFromHere.connect(self.play_from_here)
        review.show()
        review.start()
        return review

    def play_from_here(self, session: Session, moves: int) -> None:
        """A new game from the position before move `moves` (asking first if it replaces the
        unfinished game of this kind, as a new game does)."""
        fresh = played_to(session, moves)
        w = self.window

        def begin() -> bool:
            w.save_path = None  # the reviewed file stays as it is: this game saves elsewhere
            if not w.begin(fresh):
                return False
            w.keeper.practice()
            if self.open is not None:
                self.open.close()
            w.raise_()
            w.activateWindow()
            w.game_screen.note(
                translate("MainWindow", "A new game from move {n} of the reviewed game.").format(
                    n=moves + 1
                )
            )
            return True

        w.keeper.before_replacing(session.info.id, "", begin)
