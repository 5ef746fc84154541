"""The decisions of Take Stock as a player names them: the coach's groups of legal moves.

`group(move)` is the kind of decision ("Raise a company"), `choice(move)` what tells the
moves of a group apart ("Oil").  Context "TakeStock", like the engine's other messages.
"""

from __future__ import annotations

from typing import Any

from ...core.game import Move
from ...core.text import QT_TRANSLATE_NOOP, Text, plain
from . import messages as m
from .cards import COMPANIES, company_of

GROUPS: dict[str, Text] = {
    "draw": QT_TRANSLATE_NOOP("TakeStock", "Draw a share card"),
    "raise": QT_TRANSLATE_NOOP("TakeStock", "Raise a company"),
    "secure": QT_TRANSLATE_NOOP("TakeStock", "Secure a certificate (then discard a card)"),
    "play_market": QT_TRANSLATE_NOOP(
        "TakeStock",
        "Play the market: discard a card, then A (look at two events, one takes "
        "effect) or B (secure one event)",
    ),
    "play_secured": QT_TRANSLATE_NOOP("TakeStock", "Play a secured event"),
    "discard": QT_TRANSLATE_NOOP("TakeStock", "Discard a card"),
    "choose_event": QT_TRANSLATE_NOOP("TakeStock", "Choose the event that takes effect"),
    "pick_company": QT_TRANSLATE_NOOP("TakeStock", "Choose a company for the event"),
    "audit_remove": QT_TRANSLATE_NOOP("TakeStock", "Choose what the audit removes"),
    "take_from_discard": QT_TRANSLATE_NOOP("TakeStock", "Take a card from the discard pile"),
    "stop_taking": QT_TRANSLATE_NOOP("TakeStock", "Take no more cards"),
    "use_option": QT_TRANSLATE_NOOP("TakeStock", "Secure a hand card with a stock option"),
    "end_options": QT_TRANSLATE_NOOP("TakeStock", "Use no more stock options"),
}


def group(move: Move) -> Text:
    return GROUPS[move.kind]


def choice(move: Any, describe: Any) -> Text | None:  # dispatched on move.kind
    kind = move.kind
    if kind == "raise":
        return plain(COMPANIES[company_of(move.card)])
    if kind == "pick_company":
        return plain(COMPANIES[move.company])
    if kind in ("play_secured", "choose_event"):
        return m.event_text(move.event)
    if kind in ("take_from_discard", "use_option"):
        return m.card_text(move.card)
    if kind == "audit_remove":
        return describe(move)
    return None
