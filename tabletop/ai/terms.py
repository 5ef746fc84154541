"""The evaluation's named terms: what a position is worth to a seat, in the game's own words.

Each game's AI profile (`<game>/heuristic.py`) declares `terms(state, seat) -> list[Term]`: the
parts of the same projection its `evaluate` turns into a chance to win (money, shares at market
value, round-end income, a collapse risk...), each with a label in the rulebook's vocabulary.
The search never calls it (it scores worlds with `evaluate_all`, unchanged and as fast as
before); only a hint or a computer move's explanation does, on a few sampled worlds.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from ..core.game import GameInfo, GameState
from ..core.text import QT_TRANSLATE_NOOP, Text


@dataclass(frozen=True)
class Term:
    key: Hashable  # what it is and of what: ("shares", 2); the same key compares across worlds
    label: Text  # a singular noun phrase: "the value of your Oil certificates"
    value: float  # in the term's own unit (points, dollars, cards, percent)
    unit: Text  # an amount of that unit, from `{n}`: "{n} points", "${n}K"
    weight: float = 1.0  # worth per unit in the evaluation's currency: ranks the terms
    scale: float = 1.0  # the unit shown is value / scale (dollars shown in $K: 1000)
    own: bool = True  # part of the seat's projected worth (False: a rival's, for context)
    # drawn from what only this seat knows (its hidden cards, its forecast): a reason others
    # read names such a term without its amount (reasons.explain)
    private: bool = False

    def shown(self, value: float) -> int:
        """`value` as the whole number a player reads."""
        return round(abs(value) / self.scale)

    def amount(self, value: float) -> Text:
        return self.unit(n=f"{self.shown(value):,}")


TermsFunction = Callable[[GameState, int], Sequence[Term]]

# Units shared by several games (each game may declare its own).
POINTS = QT_TRANSLATE_NOOP("Hints", "{n} points")
DOLLARS = QT_TRANSLATE_NOOP("Hints", "${n}")
THOUSANDS = QT_TRANSLATE_NOOP("Hints", "${n}K")
NUMBER = QT_TRANSLATE_NOOP("Hints", "{n}")  # a count: the label names what is counted
PERCENT = QT_TRANSLATE_NOOP("Hints", "{n}%")


def terms_of(info: GameInfo) -> TermsFunction:
    """The game's `terms`, in its AI profile (`<game>.heuristic:terms`)."""
    module = importlib.import_module(f"{info.package}.heuristic")
    found: TermsFunction = module.terms
    return found


def total(terms: Sequence[Term]) -> float:
    """The seat's projected worth the terms add up to, in the evaluation's currency."""
    return sum(t.value * t.weight for t in terms if t.own)
