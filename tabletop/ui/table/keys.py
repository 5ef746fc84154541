"""The keyboard, once for every table: the keys every table shares, then the game's keymap
(declared on its presenter), and the ? overlay generated from both, so it can never drift from
the real bindings.

Shared keys: ← → and Tab select the pieces that can be played now, Enter plays the selection
(its one move, or the zone's), Space zooms it, Esc closes the overlay, then a question, then
drops the selection; ? shows the keys.  The game's keymap is asked before the shared keys,
so a game may give ← → or Enter a meaning of its own (Stack Market aims its next die with
them).  Letters are matched on the text a key types, so they work on every keyboard layout;
keys with Ctrl, Alt or Meta belong to the window.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent

from ...core.game import Move
from ...core.text import QT_TRANSLATE_NOOP, Text
from ..i18n import render
from ..presenter import Click, Drop, Key
from .gestures import Gestures
from .pieces import V

translate = QCoreApplication.translate

_MOD = Qt.KeyboardModifier
_MODIFIERS = _MOD.ControlModifier | _MOD.AltModifier | _MOD.MetaModifier
NAMED_KEYS = {
    Qt.Key.Key_Return: "Enter",
    Qt.Key.Key_Enter: "Enter",
    Qt.Key.Key_Space: "Space",
    Qt.Key.Key_Tab: "Tab",
    Qt.Key.Key_Backtab: "Shift+Tab",
    Qt.Key.Key_Escape: "Esc",
    Qt.Key.Key_Left: "Left",
    Qt.Key.Key_Right: "Right",
    Qt.Key.Key_Up: "Up",
    Qt.Key.Key_Down: "Down",
}
# the keycaps of named keys, in the overlay
KEYCAPS = {
    "Enter": QT_TRANSLATE_NOOP("TableScene", "Enter"),
    "Space": QT_TRANSLATE_NOOP("TableScene", "Space"),
    "Tab": QT_TRANSLATE_NOOP("TableScene", "Tab"),
    "Esc": QT_TRANSLATE_NOOP("TableScene", "Esc"),
    "Left": QT_TRANSLATE_NOOP("TableScene", "←"),
    "Right": QT_TRANSLATE_NOOP("TableScene", "→"),
    "Up": QT_TRANSLATE_NOOP("TableScene", "↑"),
    "Down": QT_TRANSLATE_NOOP("TableScene", "↓"),
}
SHARED = (
    ("Left Right Tab", QT_TRANSLATE_NOOP("TableScene", "select a piece you can play now")),
    ("Enter", QT_TRANSLATE_NOOP("TableScene", "play the selected piece (or its place)")),
    ("Space", QT_TRANSLATE_NOOP("TableScene", "show the selected piece large")),
    ("Esc", QT_TRANSLATE_NOOP("TableScene", "cancel a question, drop the selection")),
    ("?", QT_TRANSLATE_NOOP("TableScene", "show or hide these keys (a click closes them too)")),
)
SELECT_FIRST = QT_TRANSLATE_NOOP(
    "TableScene", "First select a piece with ← → (or click it), then press {key}."
)
ANSWER_FIRST = QT_TRANSLATE_NOOP(
    "TableScene", "Answer the question first ({keys}), or press Esc to cancel it."
)
NOTHING_NOW = QT_TRANSLATE_NOOP("TableScene", "{key} does nothing now: press ? for the keys.")
NOTHING_SELECTED = QT_TRANSLATE_NOOP(
    "TableScene", "Nothing is selected: choose a piece with ← → first."
)
KEYS_TITLE = QT_TRANSLATE_NOOP("TableScene", "Keys")


def keycap(key: str) -> str:
    """How the overlay and the buttons name a key: a letter in capitals, a named key in the
    player's language."""
    named = KEYCAPS.get(key)
    if named is not None:
        return render(named)
    return key.upper() if len(key) == 1 else key.replace("-", "–")


class Keyboard(Gestures[V]):
    def __init__(self, info, parent=None) -> None:
        super().__init__(info, parent)
        self.show_help = False  # the keys overlay (?)

    # --- what the keys mean --------------------------------------------------------------------
    def keymap(self) -> list[Key]:
        return list(self.presenter.keys()) if self.presenter is not None else []

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & _MODIFIERS or self.view is None:
            event.ignore()
            return
        typed = NAMED_KEYS.get(Qt.Key(event.key()), event.text().lower())
        if typed and self.press(typed):
            event.accept()
        else:
            event.ignore()

    def press(self, typed: str) -> bool:
        """React to the key `typed` ("r", "3", "Enter"...); False lets it through to the window
        (a key no table uses)."""
        if typed == "?":
            self.toggle_help()
            return True
        if typed == "Esc":
            self.escape()
            return True
        if self.show_help:  # any other key closes the overlay first
            self.toggle_help()
        if self.answer_key(typed):
            return True
        for key in self.keymap():  # before the shared keys: a game may take one over
            n = key.matches(typed)
            if n is not None:
                self.act(key, typed, n)
                return True
        if typed in ("Left", "Right", "Tab", "Shift+Tab"):
            self.cycle(1 if typed in ("Right", "Tab") else -1)
            return True
        if typed == "Enter":
            self.activate()
            return True
        if typed == "Space":
            self.zoom_selected()
            return True
        return False

    def act(self, key: Key, typed: str, n: int) -> None:
        sel = self._cards.get(self.selected) if self.selected else None
        payload = sel.payload if sel is not None else None
        what = key.act(self.view, payload, n)
        if isinstance(what, Move):
            self.request(what, sel)
        elif isinstance(what, Drop):
            if sel is None or payload is None:
                self.refuse_text(SELECT_FIRST(key=keycap(typed)))
            elif not self.play(self.moves_for(sel, what.target), sel, payload, what.target):
                self.nowhere(sel)
        elif isinstance(what, Click):
            zone = self._zones.get(what.target)
            if zone is not None:
                self.on_zone_clicked(zone)
            else:
                self.refuse_text(NOTHING_NOW(key=keycap(typed)))
        elif isinstance(what, Text):
            self.refuse_text(what)
        elif isinstance(what, str):
            self.key_action(what, n)
        else:
            self.refuse_text(NOTHING_NOW(key=keycap(typed)))

    def key_action(self, name: str, n: int) -> None:
        """A key bound to state the table keeps itself (an aim, a face-down switch)."""

    def key_state(self) -> object:
        """That state, as a value that changes when a key changes it (so a key that moved an
        aim has visibly answered: the table contract counts it)."""
        return None

    def answer_key(self, typed: str) -> bool:
        """The keys of the open question or of the prompt's buttons (the prompt layer)."""
        return False

    def escape(self) -> None:
        """Esc: the overlay, then a question, then the selection."""
        if self.show_help:
            self.toggle_help()
        elif not self.cancel_question():
            self.select(None)

    def cancel_question(self) -> bool:
        """Close the open question (the prompt layer); False when there was none."""
        return False

    def activate(self) -> None:
        """Enter: the selection's zone or button, else its piece's one move."""
        sel = self.selected
        if sel is None:
            self.refuse_text(NOTHING_SELECTED)
            return
        zone = self.selection_zone(sel)
        if zone is not None and zone in self._zones:
            self.on_zone_clicked(self._zones[zone])
            return
        button = self.button_items().get(sel)
        if button is not None:
            self.on_button_clicked(button)
            return
        item = self._cards.get(sel)
        if item is not None and not self.play_piece(item):
            self.nowhere(item)

    def zoom_selected(self) -> None:
        """Space: the selected piece large (the zoom layer)."""

    # --- selection -----------------------------------------------------------------------------
    def cycle(self, step: int) -> None:
        keys = self.selectables
        if not keys:
            return
        i = (
            keys.index(self.selected) + step
            if self.selected in keys
            else (0 if step > 0 else len(keys) - 1)
        )
        self.select(keys[i % len(keys)])

    # --- the overlay ---------------------------------------------------------------------------
    def help_rows(self) -> list[tuple[str, str]]:
        """(keycaps, what they do), the game's keys first, then the shared ones."""
        rows = [(key.keys, render(key.does)) for key in self.keymap()]
        return rows + [(keys, render(does)) for keys, does in SHARED]

    def help_html(self) -> str:
        cap = (
            '<span style="background-color:#f3f0e6;color:#14281d;font-weight:bold">'
            "&nbsp;{}&nbsp;</span>"
        )
        lines = []
        for keys, does in self.help_rows():
            caps = "&nbsp;".join(cap.format(html.escape(keycap(k))) for k in keys.split())
            lines.append(f"<tr><td>{caps}&nbsp;&nbsp;</td><td>{html.escape(does)}</td></tr>")
        title = html.escape(render(KEYS_TITLE))
        return f"<b>{title}</b><table cellspacing='3'>{''.join(lines)}</table>"

    def help_box(self) -> QRectF:
        """Where the overlay lies (a table may move it off what it must not cover)."""
        r = self.sceneRect()
        return QRectF(r.left() + 200, r.top() + 90, r.width() - 400, r.height() - 180)

    def lay_overlays(self) -> None:
        super().lay_overlays()
        self.lay_help()

    def lay_help(self) -> None:
        """The keys overlay, while `show_help`: opaque, over everything."""
        if not self.show_help:
            return
        box = self.help_box()
        panel = self.panel("helpbox", box, accent=True)
        panel.setZValue(990)
        panel.color = QColor(12, 30, 22, 255)  # opaque: the help covers what lies beneath
        text = self.textbox(
            "helptext",
            "",
            box.left() + 14,
            box.top() + 12,
            box.width() - 28,
            16,
            tip=translate("TableScene", "Press ? or Esc, or click, to close."),
        )
        text.setHtml(self.help_html())
        text.setZValue(991)

    def toggle_help(self) -> None:
        self.show_help = not self.show_help
        self.relayout(False)

    def mousePressEvent(self, event) -> None:
        if self.show_help:  # a click anywhere closes the overlay
            self.toggle_help()
            event.accept()
            return
        super().mousePressEvent(event)
