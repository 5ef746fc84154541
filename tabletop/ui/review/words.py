"""What the review says of a decision, in the player's language (context "Review")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...ai.review import INACCURACY, Reviewed
from ...core.text import Text
from ..game_screen import with_names
from ..i18n import render

translate = QCoreApplication.translate


def points(value: float) -> str:
    return f"{value:.0f}"


def headline(d: Reviewed) -> str:
    """One line for the list: the move's number and what the review thinks of it."""
    n = d.number + 1
    if d.mark is not None:
        return translate("Review", "Move {n}: {mark}, {drop} points given away").format(
            n=n, mark=render(d.mark.label), drop=points(d.drop)
        )
    if d.close_call:
        return translate("Review", "Move {n}: too close to call ({drop} ± {error} points)").format(
            n=n, drop=points(d.drop), error=points(200 * d.error)
        )
    if d.drop >= INACCURACY / 2:
        return translate("Review", "Move {n}: {drop} points given away").format(
            n=n, drop=points(d.drop)
        )
    return translate("Review", "Move {n}: a good move").format(n=n)


def why(d: Reviewed, names: list[str]) -> str:
    """The reason in words, whole: why the better move is better, or why there is none."""
    if d.close_call:
        return translate(
            "Review",
            "The search cannot tell these moves apart: the difference lies within the "
            "uncertainty of its own estimate, so this decision is not marked.",
        )
    if d.reason is not None:
        return named(d.reason, names)
    if d.best == d.played or d.drop < 0.5:
        return translate("Review", "This was as good as the best move the search found.")
    return translate("Review", "The better move keeps a larger share of the win.")


def named(text: Text, names: list[str]) -> str:
    return render(with_names(text, names))
