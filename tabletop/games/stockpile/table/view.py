"""What the Stockpile table reads of a seat's view (a StockpileState from state.view(seat)):
the table's declared interface with the engine.  Hidden cards are HIDDEN; see state.py for
what each field means."""

from __future__ import annotations

from typing import Any, Protocol


class SeatView(Protocol):
    num_seats: int
    options: dict[str, Any]
    phase: str
    round: int
    rounds: int
    first: int
    actor: int
    prompt: list[Any]
    queue: list[int]
    money: list[int]
    notes: list[int]
    price: list[int]
    deck: list[int]
    discard: list[int]
    commercial_deck: list[int]
    piles: list[list[int]]
    pile_up: list[list[int]]
    hands: list[list[int]]
    commercial_hands: list[list[int]]
    portfolio: list[list[int]]
    split: list[list[int]]
    held: list[list[int]]
    unpaid: list[list[int]]
    commercial: list[list[int]]
    pair_company: list[int]
    pair_forecast: list[int]
    pair_holder: list[int]
    pair_falsified: list[int]
    dice: list[int]
    bid_space: list[int]
    bid_seat: list[int]
    unplaced: list[int]
    offered: list[int]
    investors: list[list[int]]
    investor_hand: list[list[int]]
    strategy_hand: list[list[int]]
    robins_draw: list[int]
    first_card: int
    final: list[list[int]]
    totals: list[int]

    def to_act(self) -> int | None: ...

    def has(self, seat: int, investor: int) -> bool: ...

    def track(self, company: int) -> tuple[tuple[int, ...], int, int]: ...

    def company_value(self, company: int) -> int: ...

    def seat_pairs(self, seat: int) -> list[int]: ...

    def num_piles(self) -> int: ...

    def note_price(self) -> int: ...
