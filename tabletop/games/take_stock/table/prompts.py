"""What the Take Stock table says to the player: the phase prompt.

Every string is a literal in a translate("TakeStockTable", ...) call so that lupdate finds it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..cards import AUDIT, COMPANIES, event_company, event_kind

translate = QCoreApplication.translate


def phase_prompt(view, seat: int | None, names: list[str]) -> str:
    """One or two sentences telling the viewing seat what happens now."""
    actor = view.to_act()
    if view.phase == "over" or actor is None:
        return translate("TakeStockTable", "The game is over.")
    if view.phase == "scored":  # the round's last market, shown with its score sheet
        return translate(
            "TakeStockTable",
            "Round {round} is scored on this market. Close the score sheet to deal the next round.",
        ).format(round=view.round)
    if actor != seat:
        name = names[actor] if actor < len(names) else str(actor + 1)
        return translate("TakeStockTable", "Waiting for {name}…").format(name=name)
    phase = view.phase
    if phase == "draw":
        return translate(
            "TakeStockTable", "Your turn: draw a share card (click the draw pile or press D)."
        )
    if phase == "action":
        return translate(
            "TakeStockTable",
            "Drag a card onto its company to raise it, onto your certificates to "
            "secure it, or onto the discard pile to play the market. Secured "
            "events are played onto this centre area.",
        )
    if phase == "discard":
        return (
            _discard_reason(view.pending)
            + " "
            + translate("TakeStockTable", "Drag it onto the discard pile or double-click it.")
        )
    if phase == "choose_event":
        return translate(
            "TakeStockTable",
            "Click the event that takes effect; the other one is discarded face down.",
        )
    if phase == "pick_company":
        if view.resolving is not None and event_kind(view.resolving) == AUDIT:
            return translate(
                "TakeStockTable", "Stock Audit: click the company to audit (or press 1-5)."
            )
        return translate(
            "TakeStockTable", "Stock Freeze: click a company to freeze or thaw it (or press 1-5)."
        )
    if phase == "audit_remove":
        return translate("TakeStockTable", "Stock Audit: remove the highest share card or a split?")
    if phase == "insider_take":
        c = event_company(view.resolving) if view.resolving is not None else None
        return translate(
            "TakeStockTable",
            "Insider Trading: click up to three {company} cards to take from the "
            "discard pile, then Done.",
        ).format(company=COMPANIES[c] if c is not None else "")
    if phase == "options":
        return translate(
            "TakeStockTable",
            "Round end: click hand cards to secure them with a stock option each, then Done.",
        )
    return ""


def _discard_reason(pending: str) -> str:
    if pending == "secure":
        return translate("TakeStockTable", "You secured a certificate: discard a card.")
    if pending == "secured_event":
        return translate("TakeStockTable", "You played a secured event: discard a card.")
    if pending == "insider":
        return translate(
            "TakeStockTable", "Insider Trading: discard a card for each card you took."
        )
    if pending == "downturn":
        return translate("TakeStockTable", "Market Downturn: discard a card.")
    return translate("TakeStockTable", "Discard a card.")
