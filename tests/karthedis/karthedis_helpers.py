"""Building Karthedis positions for the rules tests."""

from __future__ import annotations

from tabletop.games.karthedis.cards import BOX, EFFECT, NONE, VALUE
from tabletop.games.karthedis.state import KarthedisState, new_game


def cards_with(effect: int, value: int | None = None) -> list[int]:
    return [c for c in range(BOX) if EFFECT[c] == effect and (value is None or VALUE[c] == value)]


def plain(value: int) -> list[int]:
    return cards_with(NONE, value)


def fresh(seats: int = 2, seed: int = 1, **options) -> KarthedisState:
    return new_game(seats, seed, {"leader": 0, **options})


def arrange(s: KarthedisState, hands: list[list[int]], decks: list[list[int]]) -> None:
    """Give each seat these hand and deck cards (top of deck = last); the rest to the box."""
    used = {c for cards in hands + decks for c in cards}
    s.hands = [sorted(h) for h in hands]
    s.decks = [d[:] for d in decks]
    s.box = [c for c in range(BOX) if c not in used]
