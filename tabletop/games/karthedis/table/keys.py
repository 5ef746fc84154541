"""The Karthedis table's keyboard: every drag has a key.

← → select a card of your hand (or of the draft packet), Enter plays it where its only place
is (keeps a draft card, speculates, calls in the second call phase, discards when asked);
1–9 and 0 place the selected card at that resource; C plays it face up to the centre; P lays
it on your pass spot; D is Done; Y switches the standing choice for Einsatz cards drawn
(show and use them, or keep them hidden); Esc drops the selection; ? shows the keys.  A key
for a move the rules do not allow now still asks for it, so the rules say why not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from ....ui.table.keys import NAMED_KEYS
from .prompt import BUTTONS, button_moves

if TYPE_CHECKING:
    from .table import KarthedisTable

translate = QCoreApplication.translate
BUTTON_KEYS = {key for _, key in BUTTONS.values()}
_MOD = Qt.KeyboardModifier
_MODIFIERS = _MOD.ControlModifier | _MOD.AltModifier | _MOD.MetaModifier


def handle(t: KarthedisTable, event) -> bool:
    """React to a key; False lets it through (the window's shortcuts, keys we do not use)."""
    if event.modifiers() & _MODIFIERS or t.view is None:
        return False
    key, text = event.key(), event.text().lower()
    card = t.cards().get(t.selected or "")
    if text == "?":
        t.toggle_help()
    elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Escape):
        t.press(NAMED_KEYS[key])
    elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        if card is not None and not t.play_piece(card):
            t.refuse(
                translate(
                    "KarthedisTable",
                    "This card can go to several places: press a digit (a resource), C (the "
                    "centre) or P (your pass spot).",
                )
            )
    elif not t.viewer_decides():
        return False
    elif text in BUTTON_KEYS:
        moves = [m for m in button_moves(t) if BUTTONS[type(m)][1] == text]
        if moves:
            t.request(moves[0])
    elif text in ("c", "p") or text.isdigit():
        if card is None or card.payload is None:
            t.refuse(translate("KarthedisTable", "First select a card of your hand with ← →."))
            return True
        if text == "c":
            target: object = "centre"
        elif text == "p":
            target = "pass"
        else:
            target = ("res", (int(text) - 1) % 10)
        t.play(t.moves_for(card, target), card, card.payload, target)
    else:
        return False
    return True
