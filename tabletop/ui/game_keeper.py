"""Nothing thrown away by accident: the window's keeper of unfinished games and statistics.

Every game has its autosave (`autosaves`), so switching to another kind of game keeps the
running one resumable, and the chooser offers "Continue" for each.  Only a game of the same
kind replaces an unfinished one; the keeper asks before the player does that (a new game, or
opening a save) and counts the game given up as lost.  A game counts in the statistics once,
when it ends by a move (not when a finished save is opened).  At start-up it says once what it
had to do about damaged files (settings, autosaves, statistics).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from ..core.jsonfile import SaveError, move_aside
from ..core.session import Session
from ..core.statistics import Statistics, opponent_level
from ..core.text import QT_TRANSLATE_NOOP, Text
from ..games import registry
from ..paths import user_data_dir
from . import autosaves
from .i18n import render

if TYPE_CHECKING:
    from .main_window import MainWindow

STATS_SET_ASIDE = QT_TRANSLATE_NOOP(
    "Statistics",
    "Your statistics could not be read: {reason} The file was moved aside as "
    "{aside}; they start again from zero.",
)
STATS_UNWRITABLE = QT_TRANSLATE_NOOP("Statistics", "Your statistics could not be saved: {reason}")


def statistics_path() -> Path:
    return user_data_dir() / "statistics.json"


class GameKeeper(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.active = window.persist  # the smoke test leaves the player's files alone
        self.notices: list[Text] = list(window.settings.notices)
        window.settings.notices.clear()
        self.statistics = self._load_statistics() if self.active else Statistics()
        self._counts = False  # the running game counts when it ends
        self._stats_failed = False
        self.controller.gameOver.connect(self._on_game_over)

    # --- start-up --------------------------------------------------------------------------
    def start_up(self) -> None:
        """Tidy the autosaves, show the chooser's "Continue" buttons, and say once what was
        done about damaged files."""
        if self.active:
            for aside in autosaves.tidy(registry()):
                self.notices.append(aside.notice)
                self._keep_in_statistics(aside)
        self.refresh_chooser()
        if self.notices:
            text = "\n\n".join(render(n) for n in self.notices)
            self.notices.clear()
            self.window.show_message(QMessageBox.Icon.Warning, text)

    def _load_statistics(self) -> Statistics:
        path = statistics_path()
        try:
            return Statistics.load(path)
        except SaveError as e:
            moved = move_aside(path)
            self.notices.append(
                STATS_SET_ASIDE(reason=e.message, aside=moved.name if moved else path.name)
            )
            return Statistics()

    # --- unfinished games ------------------------------------------------------------------
    def unfinished(self) -> dict[str, autosaves.Unfinished]:
        if not self.active:
            return {}
        found = {
            game: autosaves.summary(game) for game, info in registry().items() if info.playable
        }
        return {game: u for game, u in found.items() if u is not None}

    def refresh_chooser(self) -> None:
        self.window.chooser.set_unfinished(self.unfinished())

    def _replaced(self, game_id: str, uid: str) -> autosaves.Unfinished | None:
        """The unfinished game that a game `uid` of this kind would replace."""
        found = autosaves.summary(game_id) if self.active else None
        return found if found is not None and found.uid != uid else None

    def before_replacing(
        self,
        game_id: str,
        uid: str,
        proceed: Callable[[], object],
        file: str = "",
        over: bool = False,
    ) -> bool:
        """Run `proceed` at once (and return what it does), or after the player agrees to give
        up the unfinished game of this kind that game `uid` replaces (False: asked).  `file`:
        the save about to be opened; `over`: that game is finished and replaces nothing."""
        found = None if over else self._replaced(game_id, uid)
        if found is None:
            return bool(proceed())
        name = registry()[game_id].name
        if file:
            text = self.tr(
                "Opening {file} replaces your unfinished game of {game} (%n move(s) "
                "played): only one game of each kind can be continued.",
                "",
                found.moves,
            ).format(file=file, game=name)
        else:
            text = self.tr(
                "A new game replaces your unfinished game of {game} (%n move(s) "
                "played): only one game of each kind can be continued.",
                "",
                found.moves,
            ).format(game=name)
        if opponent_level(found.kinds) is not None:
            text += " " + self.tr("The unfinished game counts as lost in your statistics.")
        text += "\n\n" + (
            self.tr("Open it anyway?") if file else self.tr("Start a new game anyway?")
        )
        box = self.window.show_message(
            QMessageBox.Icon.Question,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.accepted.connect(proceed)
        return False

    def claim(self, session: Session, uid: str) -> None:
        """`session` is about to start: the unfinished game of its kind it replaces (if any)
        is given up and counts as lost."""
        over = session.state.is_terminal()
        self._counts = not over
        if over:
            return
        found = self._replaced(session.info.id, uid)
        if found is not None:
            self._count(found.game, found.kinds, found.uid, None, None)

    def counts(self) -> bool:
        """Whether the running game will count in the statistics when it ends."""
        return self._counts

    def practice(self) -> None:
        """The running game is practice (played on from a review, whose player knows what
        comes): it never counts in the statistics."""
        self._counts = False

    def continue_game(self, game_id: str) -> bool:
        """Back to the unfinished game of this kind: the running one, or its autosave."""
        c, window = self.controller, self.window
        if (
            c.session is not None
            and c.session.info.id == game_id
            and not c.is_over()
            and autosaves.current_uid(game_id) in (c.uid, None)
        ):
            window.stack.setCurrentWidget(window.game_screen)
            window.retranslateUi()
            window.focus_table()
            return True
        try:
            session, uid = autosaves.load(game_id, registry())
        except SaveError as e:
            aside = autosaves.set_aside(autosaves.autosave_path(game_id), e.message)
            self._keep_in_statistics(aside)
            self.refresh_chooser()
            window.show_message(QMessageBox.Icon.Warning, render(aside.notice))
            return False
        return window.begin(session, uid)

    def _keep_in_statistics(self, aside: autosaves.SetAside) -> None:
        """The game of an autosave set aside stays in the statistics, unfinished."""
        game = aside.game
        if game is not None and game.game in registry():
            if self.statistics.set_aside(game.game, game.kinds, game.uid):
                self.save_statistics()

    # --- statistics ------------------------------------------------------------------------
    def _on_game_over(self) -> None:
        s = self.controller.session
        if not self._counts or s is None:
            return
        state = s.state
        self._count(
            s.info.id,
            [seat.kind for seat in s.seats],
            self.controller.uid,
            list(state.winners()),
            list(state.scores()),
        )

    def _count(
        self,
        game: str,
        kinds: list[str],
        uid: str,
        winners: list[int] | None,
        scores: list[int | float] | None,
    ) -> None:
        if self.active and self.statistics.count(game, kinds, uid, winners, scores):
            self.save_statistics()

    def save_statistics(self) -> None:
        try:
            self.statistics.save(statistics_path())
            self._stats_failed = False
        except SaveError as e:
            if not self._stats_failed:  # say it once
                self._stats_failed = True
                self.window.show_message(
                    QMessageBox.Icon.Warning, render(STATS_UNWRITABLE(reason=e.message))
                )

    def show_statistics(self) -> None:
        from .dialogs.statistics import StatisticsDialog

        in_progress: dict[tuple[str, str], int] = {}
        for game in self.unfinished().values():
            level = opponent_level(game.kinds)
            if level is not None:
                in_progress[game.game, level] = in_progress.get((game.game, level), 0) + 1
        dialog = StatisticsDialog(self.statistics, self.window, in_progress)
        dialog.resetRequested.connect(self._reset)
        dialog.finished.connect(lambda _r: self.window.focus_table())
        self.window.dialog = dialog  # the window's last dialog
        dialog.open()

    def _reset(self) -> None:
        self.statistics.reset()
        self.save_statistics()
