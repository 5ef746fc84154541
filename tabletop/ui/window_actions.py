"""The main window's menus, toolbar and shortcuts: which actions there are, their words in the
player's language, and when each can be used (a greyed one says why in its tooltip)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence

from .dialogs.about import show_about
from .i18n import render

translate = QCoreApplication.translate  # lupdate reads the literal context: "MainWindow"


class WindowActions:
    """Mixed into MainWindow, whose slots the actions call."""

    def _action(self: Any, slot, *keys, checkable: bool = False) -> QAction:
        action = QAction(self)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setCheckable(checkable)
        (action.toggled if checkable else action.triggered).connect(slot)
        return action

    def _make_actions(self: Any) -> None:
        K = QKeySequence.StandardKey
        self.act_new = self._action(lambda: self.ask_new_game(self._last_game), K.New)
        self.act_games = self._action(self.show_chooser, "Ctrl+G")
        self.act_load = self._action(self.ask_load, K.Open)
        self.act_save = self._action(self.save, K.Save)
        self.act_save_as = self._action(self.ask_save_as, "Ctrl+Shift+S")
        self.act_quit = self._action(self.close, "Ctrl+Q")
        self.act_undo = self._action(self.controller.undo, "Ctrl+Z")
        self.act_redo = self._action(self.controller.redo, "Ctrl+Shift+Z", "Ctrl+Y")
        self.act_hint = self._action(self.ask_hint, "F1")
        self.act_practice = self._action(self._set_practice, "Ctrl+P", checkable=True)
        self.act_rules = self._action(self.show_rules, "F2")
        self.act_keys = self._action(self.show_keys)
        self.act_settings = self._action(self.ask_settings, "Ctrl+,")
        self.act_stats = self._action(self.keeper.show_statistics)
        self.act_review = self._action(self.reviews.review_current)
        self.act_review_file = self._action(self.reviews.ask_file)
        self.act_about = self._action(lambda: show_about(self))
        self.act_practice.setChecked(self.settings.practice)

        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        for a in (
            self.act_new,
            self.act_games,
            self.act_stats,
            None,
            self.act_load,
            self.act_save,
            self.act_save_as,
            None,
            self.act_review,
            self.act_review_file,
            None,
            self.act_settings,
            None,
            self.act_quit,
        ):
            self.menu_game.addSeparator() if a is None else self.menu_game.addAction(a)
        self.menu_move = bar.addMenu("")
        for a in (self.act_undo, self.act_redo, None, self.act_hint, self.act_practice):
            self.menu_move.addSeparator() if a is None else self.menu_move.addAction(a)
        self.menu_help = bar.addMenu("")
        for a in (self.act_rules, self.act_keys, self.act_about):
            self.menu_help.addAction(a)

        self.toolbar = self.addToolBar("")
        self.toolbar.setObjectName("main")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (
            self.act_new,
            self.act_load,
            self.act_save,
            None,
            self.act_undo,
            self.act_redo,
            None,
            self.act_hint,
            self.act_practice,
            None,
            self.act_rules,
        ):
            self.toolbar.addSeparator() if a is None else self.toolbar.addAction(a)

    def retranslate_actions(self: Any) -> None:
        self.menu_game.setTitle(translate("MainWindow", "&Game"))
        self.menu_move.setTitle(translate("MainWindow", "&Move"))
        self.menu_help.setTitle(translate("MainWindow", "&Help"))
        self.toolbar.setWindowTitle(translate("MainWindow", "Toolbar"))
        texts = {
            self.act_new: (
                translate("MainWindow", "&New game…"),
                translate("MainWindow", "Start a new game"),
            ),
            self.act_games: (
                translate("MainWindow", "Choose &another game…"),
                translate("MainWindow", "Show all games"),
            ),
            self.act_load: (
                translate("MainWindow", "&Open…"),
                translate("MainWindow", "Open a saved game"),
            ),
            self.act_save: (
                translate("MainWindow", "&Save"),
                translate("MainWindow", "Save this game"),
            ),
            self.act_save_as: (
                translate("MainWindow", "Save &as…"),
                translate("MainWindow", "Save this game to a new file"),
            ),
            self.act_quit: (
                translate("MainWindow", "&Quit"),
                translate("MainWindow", "Quit Tabletop Exchange"),
            ),
            self.act_undo: (
                translate("MainWindow", "&Undo"),
                translate("MainWindow", "Take back your last move"),
            ),
            self.act_redo: (
                translate("MainWindow", "&Redo"),
                translate("MainWindow", "Play the move you took back again"),
            ),
            self.act_hint: (
                translate("MainWindow", "&Hint"),
                translate("MainWindow", "Ask the strongest computer player for a move (F1)"),
            ),
            self.act_practice: (
                translate("MainWindow", "&Practice mode"),
                translate("MainWindow", "Highlight where a card may go while you drag it"),
            ),
            self.act_rules: (
                translate("MainWindow", "&Rules"),
                translate("MainWindow", "Read the rules (F2)"),
            ),
            self.act_keys: (
                translate("MainWindow", "&Keys of the table"),
                translate("MainWindow", "Every key of this table (key ?)"),
            ),
            self.act_settings: (
                translate("MainWindow", "Se&ttings…"),
                translate("MainWindow", "Language, animation speed"),
            ),
            self.act_stats: (
                translate("MainWindow", "Stat&istics…"),
                translate("MainWindow", "Games won and lost, scores and winning streaks"),
            ),
            self.act_about: (translate("MainWindow", "&About Tabletop Exchange"), ""),
            self.act_review: (
                translate("MainWindow", "&Review this game"),
                translate("MainWindow", "Where this game was won or lost: your decisions marked"),
            ),
            self.act_review_file: (
                translate("MainWindow", "Re&view a saved game…"),
                translate("MainWindow", "Review any saved or autosaved game"),
            ),
        }
        for action, (text, tip) in texts.items():
            action.setText(text)
            action.setToolTip(tip or text.replace("&", ""))
            action.setStatusTip(tip)
        self._update_actions()

    def _update_actions(self: Any) -> None:
        c = self.controller
        playing = c.session is not None
        for a in (self.act_save, self.act_save_as):
            a.setEnabled(playing)
        self.act_undo.setEnabled(c.can_undo())
        reason = c.undo_refusal() if playing else None  # greyed: the tooltip says why
        self.act_undo.setToolTip(
            translate("MainWindow", "Take back your last move")
            if reason is None
            else translate("MainWindow", "Undo is not possible: {reason}").format(
                reason=render(reason)
            )
        )
        self.act_redo.setEnabled(c.can_redo())
        self.act_hint.setEnabled(bool(c.legal_for_viewer()))
        self.act_keys.setEnabled(self.table is not None)
        self.act_review.setEnabled(self.reviews.can_review_current())
        self.act_rules.setEnabled(True)

    def show_keys(self: Any) -> None:
        """Help > Keys: the table's ? overlay."""
        if self.table is not None:
            self.stack.setCurrentWidget(self.game_screen)
            self.table.toggle_help()
            self.focus_table()
