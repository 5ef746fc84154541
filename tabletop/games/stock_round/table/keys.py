"""The Stock Round table's keyboard: every mouse gesture has a key.

← → select a piece that can be played now (a certificate, a train), Enter plays it; Y / N
answer "Anyone wants a share?"; R raises the network, K keeps it; O pays out, W withholds;
P passes (ends the turn, buys no more trains); digits offer that many shares for re-issue or
pick an answer of the table's question (how many shares, which par); Esc cancels it; ? shows
the keys.  A letter for another decision asks for that move anyway, so the rules say why not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from ....core.game import Move
from ....ui.table.keys import NAMED_KEYS
from ..moves import Decline, Done, Keep, Offer, Pass, Payout, Raise, Take, Withhold

if TYPE_CHECKING:
    from .table import StockRoundTable

_MOD = Qt.KeyboardModifier
_MODIFIERS = _MOD.ControlModifier | _MOD.AltModifier | _MOD.MetaModifier
LETTERS: dict[str, Move] = {
    "y": Take(),
    "n": Decline(),
    "r": Raise(),
    "k": Keep(),
    "o": Payout(),
    "w": Withhold(),
}


def handle(t: StockRoundTable, event) -> bool:
    """React to a key; False lets it through (the window's shortcuts, keys we do not use)."""
    if event.modifiers() & _MODIFIERS or t.view is None:
        return False
    key, text = event.key(), event.text().lower()
    if t.pending:
        if text.isdigit() and 1 <= int(text) <= len(t.pending):
            t.answer(t.pending[int(text) - 1])
        elif key == Qt.Key.Key_Escape:
            t.answer(None)
        return True
    if text == "?":
        t.toggle_help()
    elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Escape):
        t.press(NAMED_KEYS[key])
    elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        card = t.cards().get(t.selected or "")
        if card is not None:
            t.play_piece(card)
    elif not t.viewer_decides():
        return False
    elif text in LETTERS:
        t.request(LETTERS[text])
    elif text == "p":
        t.request(Done() if t.view.phase == "trains" else Pass())
    elif text.isdigit() and t.view.phase == "offer":
        t.request(Offer(t.view.queue[0], int(text)))
    else:
        return False
    return True
