"""The Take Stock table's keyboard: every mouse gesture has a key (listed in prompts.help_text).

A key asks for a move only in the decision it belongs to: a letter for another decision asks
for that move anyway, so that the Session says why it cannot be played now, but it never opens
a question (the A/B of the market) that the position does not allow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from ..moves import (
    MARKET_LOOK_TWO,
    MARKET_SECURE,
    Discard,
    Draw,
    EndOptions,
    PickCompany,
    PlayMarket,
    PlaySecured,
    Raise,
    Secure,
    StopTaking,
    UseOption,
)

if TYPE_CHECKING:
    from .table import TakeStockTable

_MOD = Qt.KeyboardModifier
_MODIFIERS = _MOD.ControlModifier | _MOD.AltModifier | _MOD.MetaModifier


def handle(t: TakeStockTable, event) -> bool:
    """React to a key; False lets it through (the window's shortcuts, keys we do not use)."""
    if event.modifiers() & _MODIFIERS:
        return False
    key, text = event.key(), event.text().lower()
    if t.pending_market is not None:  # only the question's answers, until answered
        if text in ("a", "b"):
            t.answer_market(MARKET_LOOK_TWO if text == "a" else MARKET_SECURE)
        elif key == Qt.Key.Key_Escape:
            t.answer_market(None)
        return True
    if key == Qt.Key.Key_Question or (key == Qt.Key.Key_Escape and t.show_help):
        t.toggle_help()
    elif t.select_by_key(key):
        pass
    elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        activate(t)
    else:
        return _letter(t, text)
    return True


def _letter(t: TakeStockTable, text: str) -> bool:
    sel = t.cards().get(t.selected) if t.selected else None
    payload = sel.payload if sel is not None else None
    card = payload[1] if payload and payload[0] == "hand" else None
    phase = t.view.phase
    by_card = {"r": Raise, "s": Secure, "x": Discard, "u": UseOption}
    if text == "d":
        t.request(Draw())
    elif text in by_card and card is not None:
        t.request(by_card[text](card), sel)
    elif text == "m" and card is not None:
        market = [m for m in t.legal if isinstance(m, PlayMarket) and m.card == card]
        if market:
            t.ask_market(card, None)
        else:  # not now (e.g. the round-end stock options): the Session says why
            t.request(PlayMarket(card, MARKET_LOOK_TWO), sel)
    elif text == "p" and payload and payload[0] == "secured":
        t.request(PlaySecured(payload[1]), sel)
    elif text and text in "12345" and phase == "pick_company":
        t.request(PickCompany(int(text) - 1))
    elif text == "n" and phase in ("insider_take", "options"):
        t.request(StopTaking() if phase == "insider_take" else EndOptions())
    else:
        return False
    return True


def activate(t: TakeStockTable) -> None:
    """Enter: the obvious move for the selection (with nothing selected: draw, if that is
    the decision)."""
    sel = t.selected
    if sel is None:
        if t.view.phase == "draw":
            t.request(Draw())
        return
    zone = t.selection_zone(sel)
    if zone is not None:
        t.on_zone_clicked(t.zones()[zone])
        return
    if sel.startswith("btn"):
        button = t._misc.get(sel)
        if button is not None:
            t.on_button_clicked(button)
        return
    item = t.cards().get(sel)
    if item is not None and item.payload is not None:
        t.play_piece(item)
