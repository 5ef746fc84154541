"""Die Siegbedingung, agreed at setup: how many different or equal base resources win.

"three_or_pair" (the rulebook's recommendation: three different or two of the same),
"different_N" (N different resources) or "same_N" (N of one kind)."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import NUM_RESOURCES, resource_of

VICTORY_DEFAULT = "three_or_pair"
VICTORY_CHOICES = (
    "three_or_pair",
    "different_2",
    "different_3",
    "different_4",
    "different_5",
    "same_2",
    "same_3",
    "same_4",
)


def counts(won: Sequence[int]) -> list[int]:
    c = [0] * NUM_RESOURCES
    for card in won:
        c[resource_of(card)] += 1
    return c


def needs(victory: str) -> tuple[int, int]:
    """(different kinds needed, or 0; of one kind needed, or 0)."""
    if victory == "three_or_pair":
        return 3, 2
    kind, _, n = victory.partition("_")
    return (int(n), 0) if kind == "different" else (0, int(n))


def met(victory: str, won: Sequence[int]) -> bool:
    c = counts(won)
    different, same = needs(victory)
    return bool((different and sum(1 for x in c if x) >= different) or (same and max(c) >= same))


def progress(victory: str, won: Sequence[int]) -> float:
    """How close `won` is to the condition, 0..1 (for the AI)."""
    c = counts(won)
    different, same = needs(victory)
    best = 0.0
    if different:
        best = max(best, sum(1 for x in c if x) / different)
    if same:
        best = max(best, max(c) / same)
    return min(1.0, best)
