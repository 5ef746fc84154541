"""The main window: the game chooser, the game screen and the hot-seat hand-over screen.

The window never touches the engine: moves go through the GameController, which answers
with signals; the window then redraws the table from the viewing seat's view.  Message
boxes and dialogs are opened window-modal but non-blocking (`open()`), so the game keeps
running underneath and tests can answer them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget

from ..core import savefile
from ..core.game import GameInfo, LogEntry
from ..core.savefile import SaveError
from ..core.session import Seat, Session
from ..core.setup import SetupError
from ..games import registry
from ..paths import user_data_dir
from . import autosaves, file_dialogs, i18n
from .chooser import GameChooser
from .controller import GameController
from .dialogs.hand_over import HandOverScreen
from .dialogs.new_game import NewGameDialog
from .dialogs.rules_viewer import RulesViewer
from .dialogs.score_sheet import ScoreSheetDialog
from .dialogs.settings_dialog import SettingsDialog
from .elided_label import ElidedLabel
from .feedback import ERROR
from .game_keeper import GameKeeper
from .game_screen import GameScreen, with_names
from .i18n import Retranslating
from .review.launcher import Reviews
from .score_sheets import ScoreSheets
from .settings import Settings
from .window_actions import WindowActions

SCORE_EVENTS = ("round_scored", "game_over")


class MainWindow(WindowActions, ScoreSheets, Retranslating, QMainWindow):
    def __init__(
        self,
        settings: Settings | None = None,
        controller: GameController | None = None,
        persist: bool = True,
    ) -> None:
        super().__init__()
        self.settings = settings or Settings.load()
        self.persist = persist  # False: leave settings and autosave alone (smoke test)
        self.controller = controller or GameController(self)
        self.controller.setParent(self)
        self.controller.ai_delay_ms = self.settings.ai_delay_ms
        self.controller.autosave = persist
        self.table: Any = None  # the game's TableScene, once a game is shown
        self.save_path: Path | None = None
        self.message_box: QMessageBox | None = None
        self.dialog: Any = None  # the dialog opened last (tests answer it)
        self.score_dialogs: list[ScoreSheetDialog] = []
        self._final_entry: LogEntry | None = None
        self._final_round: LogEntry | None = None  # the last round's sheet, shown with the final
        self._position: tuple = ()  # (session, moves played) shown last
        self._scored_view: Any = None  # a round's final position while its sheet is read
        self._last_entries: list[LogEntry] = []
        self._ai_texts: list = []  # what the last computer move said (its Texts)
        self._last_game = "take-stock"

        self.stack = QStackedWidget()
        self.chooser = GameChooser(list(registry().values()))
        self.chooser.play.connect(self.ask_new_game)
        self.game_screen = GameScreen()
        self.chooser.resume.connect(lambda: self.stack.setCurrentWidget(self.game_screen))
        self.keeper = GameKeeper(self)  # autosaves per game, statistics, start-up notices
        self.reviews = Reviews(self)  # reviews of finished and saved games (issue 22)
        self.chooser.proceed.connect(self.keeper.continue_game)
        self.hand_over = HandOverScreen()
        self.hand_over.ready.connect(self.controller.confirm_handover)
        self.game_screen.coach.hintRequested.connect(self.ask_hint)
        self.game_screen.coach.ruleRequested.connect(self.show_rule)
        for page in (self.chooser, self.game_screen, self.hand_over):
            self.stack.addWidget(page)
        self.setCentralWidget(self.stack)
        # What to do next: it may be long (French), so it shrinks with "…" instead of being cut.
        self.turn_label = ElidedLabel()
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.statusBar().addPermanentWidget(self.turn_label, 1)

        self._make_actions()
        c = self.controller
        c.changed.connect(self.refresh)
        c.rejected.connect(self._on_rejected)
        c.logged.connect(self._on_logged)
        c.thinking.connect(lambda _seat: self._refresh_side())
        c.hintReady.connect(self._on_hint)
        c.gameOver.connect(self._on_game_over)
        c.handOver.connect(self._on_hand_over)
        c.error.connect(self._on_error)
        c.aiMoved.connect(self._on_ai_moved)

        self._set_icon()
        if not (
            self.settings.geometry
            and self.restoreGeometry(QByteArray.fromBase64(self.settings.geometry.encode("ascii")))
        ):
            self.resize(1240, 700)  # fits a 1366x768 screen with its panels
        self.retranslateUi()
        self._update_actions()

    def _set_icon(self) -> None:
        try:
            from . import art

            icon = art.icon()
        except Exception:  # no icon yet must not keep the game from starting
            return
        if not icon.isNull():
            self.setWindowIcon(icon)

    def retranslateUi(self) -> None:
        info = self.controller.info
        self.setWindowTitle(
            self.tr("{game} – Tabletop Exchange").format(game=info.name)
            if info and self.stack.currentWidget() is not self.chooser
            else "Tabletop Exchange"
        )
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_move.setTitle(self.tr("&Move"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        self.retranslate_actions()
        if self.table is not None:
            self.table.retranslate()
            if self.table.last_note:  # the centre caption, in the new language too
                self.table.show_last_move(None, self._ai_note())
        self._refresh_side()

    # --- starting games ----------------------------------------------------------------------
    def show_chooser(self) -> None:
        self.chooser.set_resumable(
            self.controller.session is not None and not self.controller.is_over()
        )
        self.keeper.refresh_chooser()
        self.stack.setCurrentWidget(self.chooser)
        self.retranslateUi()

    def ask_new_game(self, game_id: str) -> None:
        info = registry().get(game_id)
        if info is None or not info.playable:
            return
        self.keeper.before_replacing(game_id, "", lambda: self._open_new_game(info))

    def _open_new_game(self, info: GameInfo) -> None:
        dialog = NewGameDialog(info, self.settings.last_setup.get(info.id), self)
        dialog.accepted.connect(lambda: self._new_game_from(dialog))
        dialog.finished.connect(lambda _r: self.focus_table())
        self.dialog = dialog
        dialog.open()

    def _new_game_from(self, dialog: NewGameDialog) -> None:
        self.settings.last_setup[dialog.info.id] = dialog.setup_json()
        self._save_settings()
        self.prepare_game(dialog.info, dialog.seats(), dialog.seed_value(), dialog.options())

    def prepare_game(self, info: GameInfo, seats: list[Seat], seed: int, options: dict) -> None:
        """Start the game once its own preparation (GameInfo.prepare: Karthedis' decks of
        free deck building) has what it needs; nothing starts when the players cancel it."""
        try:
            prepare = info.preparer()
        except (ImportError, AttributeError) as e:
            self.show_message(
                QMessageBox.Icon.Warning,
                self.tr("The game could not be started: {error}").format(error=str(e)),
            )
            return
        previous = self.controller.session
        if previous is not None and previous.info.id == info.id and previous.state.is_terminal():
            # a rematch: a game whose rules care (Karthedis' first Marktführer) reads them
            options = {**options, "last_winners": previous.state.winners()}
        if prepare is None:
            self.start_game(info, seats, seed, options)
            return

        def ready(prepared: dict | None) -> None:
            if prepared is not None:
                self.start_game(info, seats, seed, prepared)
            else:
                self.focus_table()

        prepare(self, seats, seed, dict(options), ready)

    def start_game(
        self, info: GameInfo, seats: list[Seat], seed: int, options: dict | None = None
    ) -> bool:
        try:
            session = Session(info, seats, seed, options)
        except (ValueError, ImportError, AttributeError) as e:
            error = i18n.render(e.message) if isinstance(e, SetupError) else str(e)
            self.show_message(
                QMessageBox.Icon.Warning,
                self.tr("The game could not be started: {error}").format(error=error),
            )
            return False
        self.save_path = None
        return self.begin(session)

    def begin(self, session: Session, uid: str = "") -> bool:
        """Show `session` (`uid`: its identity from a save) on a fresh table and let its
        players move."""
        try:
            table = session.info.table_class()(session.info)
        except Exception as e:  # a missing or broken table module: say so, keep running
            self.show_message(
                QMessageBox.Icon.Critical,
                self.tr("The table for {game} could not be opened: {error}").format(
                    game=session.info.name, error=str(e)
                ),
            )
            return False
        self._close_score_dialogs()
        self._final_entry = self._final_round = None
        self._ai_texts, self._last_entries = [], []  # the last game's news is none of this one
        self._scored_view = None
        self.game_screen.new_position()
        old, self.table = self.table, table
        table.set_animation_ms(self.settings.animation_ms)
        table.set_practice(self.act_practice.isChecked())
        table.moveRequested.connect(
            lambda move: self.controller.submit(self.controller.viewer(), move)
        )
        table.status.connect(self.game_screen.note)
        table.refused.connect(self._on_rejected)  # a gesture the table itself refuses
        self.game_screen.view.setScene(table)
        if old is not None:
            old.deleteLater()
        self._last_game = session.info.id
        self.stack.setCurrentWidget(self.game_screen)
        self.keeper.claim(session, uid)
        self.controller.start(session, uid)
        self.retranslateUi()
        self.focus_table()
        return True

    def focus_table(self) -> None:
        """Keys go to the table (arrows, D, R, S…) whenever the game screen is in front."""
        if self.stack.currentWidget() is self.game_screen and self.table is not None:
            self.game_screen.view.setFocus(Qt.FocusReason.OtherFocusReason)
            if self.isVisible() and not self.isActiveWindow() and not self._open_sheets():
                self.activateWindow()  # back from our own dialog, even without a WM

    def _open_sheets(self) -> bool:
        return any(d.isVisible() for d in self.score_dialogs)

    # --- following the game ------------------------------------------------------------------
    def refresh(self) -> None:
        c, s = self.controller, self.controller.session
        if s is None or self.table is None:
            return
        seat = c.viewer()
        position = (s, len(s.moves))
        if position != self._position:
            # A message about the position before (a refused move, a hint) is stale now,
            # and after an undo so is what the computer did last: it was taken back.
            if self._position[:1] == (s,) and position[1] < self._position[1]:
                self._ai_texts = []
                self.table.show_last_move(None, "")
                if hasattr(self.table, "log_taken_back"):  # a table that tells the log's events
                    self.table.log_taken_back(s.log)
            self._position = position
            self._drop_scored()  # the game went on (an undo): show where it is
            self.game_screen.new_position()
        # Slides show what moved; a table turned to another seat (a hot-seat hand-over) is
        # simply dealt as it is, not with every card of the new hand flying in.
        turned = self.table.view is not None and seat != self.table.seat
        animate = self.settings.animation_ms > 0 and not turned
        view, legal = s.state.view(seat), c.legal_for_viewer()
        deciding: Any = view
        if self._scored_view is not None:  # the round's last market, until its sheet closes
            # a snapshot taken while the round was being scored: nobody decides on it
            view, legal, deciding = self._scored_view, [], None
        self.table.show_state(view, seat, legal, c.names(), animate)
        self.game_screen.log_model.set_log(s.log, seat, c.names(), c.log_reasons())
        self.game_screen.coach.show_decision(s.info, deciding, seat, c.names())
        if c.awaiting_handover() is not None:
            self.stack.setCurrentWidget(self.hand_over)
        elif self.stack.currentWidget() is self.hand_over:
            self.stack.setCurrentWidget(self.game_screen)
            self.focus_table()
        self._refresh_side()

    def _refresh_side(self) -> None:
        c, s = self.controller, self.controller.session
        if s is not None:
            state = s.state
            to_act = None if state.is_terminal() else state.to_act()
            thinking = -1 if c.is_held() else c.thinking_seat()  # held: it waits, see turn_label
            self.game_screen.scoreboard.show_seats(
                s.seats, state.view(c.viewer()).scores(), to_act, thinking
            )
            self.turn_label.setText(self._turn_text(to_act), self._turn_text(to_act, short=True))
            self.game_screen.coach.set_headline(self.turn_label.text())
        self._update_actions()

    def _turn_text(self, to_act: int | None, short: bool = False) -> str:
        """Whose turn it is, with the table's next step (`short`: without it, for a status bar
        too narrow for the step, which the coach and the table's prompt show whole)."""
        c = self.controller
        names = c.names()
        if to_act is None:
            return self.tr("Game over")
        waiting = c.awaiting_handover()
        if waiting is not None:
            return self.tr("Waiting for {name}").format(name=names[waiting])
        if c.is_held() and not c.live.seats[to_act].is_human:
            return self.tr("{name} waits until you close the scores").format(name=names[to_act])
        if to_act == c.thinking_seat():
            return self.tr("{name} is thinking…").format(name=names[to_act])
        if to_act == c.viewer():
            step = self.table.next_step() if self.table is not None and not short else ""
            if step:
                return self.tr("Your turn, {name}: {step}").format(name=names[to_act], step=step)
            return self.tr("Your turn, {name}").format(name=names[to_act])
        return self.tr("{name} to play").format(name=names[to_act])

    def _on_error(self, text: str) -> None:
        self.game_screen.feedback.say(ERROR, text)
        self.show_message(QMessageBox.Icon.Warning, text)

    def _on_rejected(self, text: str) -> None:
        if self.table is not None:
            self.table.reject()
        self.game_screen.refused(text)

    def _on_ai_moved(self, seat: int, move) -> None:
        """Say what the computer just did (on the table and in the status bar), and mark it
        on the table for a moment."""
        c = self.controller
        # this move's entries only: a move that logs nothing must not repeat an older line
        entries, self._last_entries = self._last_entries, []
        texts = [t for t in (e.text_for(c.viewer()) for e in entries) if t is not None]
        self._ai_texts = texts[:2]  # the move itself; what follows from it is in the log
        said = self._ai_note()
        # why, from that computer's own view: on hover, as in the log
        why = c.reasons.get(len(c.live.moves) - 1)
        detail = i18n.render(with_names(why, c.names())) if why is not None and said else ""
        if self.table is not None:
            self.table.show_last_move(move, said, detail)
        if said:
            self.game_screen.note(said, f"{said}\n{detail}" if detail else "")

    def _ai_note(self) -> str:
        """What the last computer move was, in the current language."""
        names = self.controller.names()
        return " ".join(i18n.render(with_names(t, names)) for t in self._ai_texts)

    def _on_hand_over(self, seat: int) -> None:
        self.hand_over.set_player(self.controller.names()[seat])
        self.stack.setCurrentWidget(self.hand_over)

    def ask_hint(self) -> None:
        if self.controller.request_hint():
            self.game_screen.note(self.tr("Looking for a good move…"))

    def _on_hint(self, move, reason: str) -> None:
        if self.table is not None:
            self.table.show_hint(move)
        text = reason or self.controller.say(self.controller.live.state.describe(move))
        self.game_screen.hinted(text)

    def _set_practice(self, on: bool) -> None:
        self.settings.practice = on  # remembered for the next start
        self._save_settings()
        self.game_screen.coach.setVisible(on)
        if self.table is not None:
            self.table.set_practice(on)

    # --- files -------------------------------------------------------------------------------
    def save(self) -> bool:
        if self.save_path is None:
            return self.ask_save_as()
        return self.save_to(self.save_path)

    def ask_save_as(self) -> bool:
        if self.controller.session is None:
            return False
        start = self.save_path or user_data_dir() / f"{self.controller.live.info.id}.ttx"
        name = file_dialogs.ask(self, self.tr("Save game"), str(start), save=True)
        if not name:
            return False
        path = Path(name)
        if path.suffix != ".ttx":
            path = path.with_name(path.name + ".ttx")
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        try:
            self.controller.save(path)
        except SaveError as e:
            self.show_message(QMessageBox.Icon.Warning, i18n.render(e.message))
            return False
        self.save_path = Path(path)
        self.game_screen.note(self.tr("Saved as {file}").format(file=path.name), str(path))
        return True

    def ask_load(self) -> bool:
        start = str(self.save_path or user_data_dir())
        name = file_dialogs.ask(self, self.tr("Open a saved game"), start, save=False)
        return self.load_from(Path(name)) if name else False

    def load_from(self, path: Path) -> bool:
        """Open a save (after asking, if it replaces an unfinished game); a file that cannot
        be read is reported and left exactly as it is."""
        try:
            session, doc = savefile.load(path, registry())
        except SaveError as e:
            self.show_message(QMessageBox.Icon.Warning, i18n.render(e.message))
            return False
        uid = autosaves.uid_of(doc)
        return self.keeper.before_replacing(
            session.info.id,
            uid,
            lambda: self._opened(session, uid, Path(path)),
            file=Path(path).name,
            over=session.state.is_terminal(),
        )

    def _opened(self, session: Session, uid: str, path: Path) -> bool:
        if not self.begin(session, uid):
            return False
        self.save_path = Path(path)
        self.game_screen.note(self.tr("Opened {file}").format(file=Path(path).name), str(path))
        return True

    def offer_resume(self) -> None:
        """At start-up: tidy the autosaves, offer each unfinished game in the chooser, and say
        once what was done about damaged files."""
        self.keeper.start_up()

    def show_message(
        self, icon: QMessageBox.Icon, text: str, buttons=QMessageBox.StandardButton.Ok
    ) -> QMessageBox:
        box = QMessageBox(icon, "Tabletop Exchange", text, buttons, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.message_box = box
        box.finished.connect(lambda _r: self.focus_table())
        box.open()
        return box

    # --- other windows -----------------------------------------------------------------------
    def show_rules(self) -> None:
        info = self.controller.info or registry()[self._last_game]
        self.dialog = viewer = RulesViewer(info, self)
        viewer.show()

    def show_rule(self, anchor: str) -> None:
        """The rules reference at the section `anchor` (the coach's links)."""
        self.show_rules()
        self.dialog.show_section(anchor)

    def ask_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        dialog.accepted.connect(lambda: self.apply_settings(dialog))
        dialog.finished.connect(lambda _r: self.focus_table())
        self.dialog = dialog
        dialog.open()

    def apply_settings(self, dialog: SettingsDialog) -> None:
        before, practice = self.settings.ui_language(), self.settings.practice
        dialog.apply_to(self.settings)
        if self.settings.practice != practice:
            self.act_practice.setChecked(self.settings.practice)
        if self.settings.ui_language() != before:
            i18n.install(self.settings.ui_language())
        self.controller.ai_delay_ms = self.settings.ai_delay_ms
        if self.table is not None:
            self.table.set_animation_ms(self.settings.animation_ms)
        self._save_settings()

    def _save_settings(self) -> None:
        if self.persist:
            self.settings.save()

    def closeEvent(self, event) -> None:
        self.settings.geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        self._save_settings()
        self.reviews.close()
        self.controller.shutdown()
        super().closeEvent(event)
