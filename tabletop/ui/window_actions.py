"""The main window's menus, toolbar and shortcuts: which actions there are, their words in the
player's language, and when each can be used (a greyed one says why in its tooltip)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence

from .dialogs.about import show_about
from .i18n import render


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


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
        self.menu_game.setTitle(_tr("&Game"))
        self.menu_move.setTitle(_tr("&Move"))
        self.menu_help.setTitle(_tr("&Help"))
        self.toolbar.setWindowTitle(_tr("Toolbar"))
        texts = {
            self.act_new: (_tr("&New game…"), _tr("Start a new game")),
            self.act_games: (_tr("Choose &another game…"), _tr("Show all games")),
            self.act_load: (_tr("&Open…"), _tr("Open a saved game")),
            self.act_save: (_tr("&Save"), _tr("Save this game")),
            self.act_save_as: (_tr("Save &as…"), _tr("Save this game to a new file")),
            self.act_quit: (_tr("&Quit"), _tr("Quit Tabletop Exchange")),
            self.act_undo: (_tr("&Undo"), _tr("Take back your last move")),
            self.act_redo: (_tr("&Redo"), _tr("Play the move you took back again")),
            self.act_hint: (
                _tr("&Hint"),
                _tr("Ask the strongest computer player for a move (F1)"),
            ),
            self.act_practice: (
                _tr("&Practice mode"),
                _tr("Highlight where a card may go while you drag it"),
            ),
            self.act_rules: (_tr("&Rules"), _tr("Read the rules (F2)")),
            self.act_keys: (_tr("&Keys of the table"), _tr("Every key of this table (key ?)")),
            self.act_settings: (_tr("Se&ttings…"), _tr("Language, animation speed")),
            self.act_stats: (
                _tr("Stat&istics…"),
                _tr("Games won and lost, scores and winning streaks"),
            ),
            self.act_about: (_tr("&About Tabletop Exchange"), ""),
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
            _tr("Take back your last move")
            if reason is None
            else _tr("Undo is not possible: {reason}").format(reason=render(reason))
        )
        self.act_redo.setEnabled(c.can_redo())
        self.act_hint.setEnabled(bool(c.legal_for_viewer()))
        self.act_keys.setEnabled(self.table is not None)
        self.act_rules.setEnabled(True)

    def show_keys(self: Any) -> None:
        """Help > Keys: the table's ? overlay."""
        if self.table is not None:
            self.stack.setCurrentWidget(self.game_screen)
            self.table.toggle_help()
            self.focus_table()
