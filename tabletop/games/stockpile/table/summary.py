"""The round summary after the Movement Phase: the forecasts revealed, how far each company
moved (splits and bankruptcies on the way), the dividends paid and what each player gained.

The engine closes each round with a "round_scored" entry holding the round's pairs, prices and
money; the Movement Phase's "phase" entry holds the prices and money it began with, and its
"split"/"bankrupt" entries say what happened on the way.  RoundNotes collects those entries as
the table receives them (the shell shows the summary as a score sheet and holds the computer
players while it is open).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from .. import cards
from ..cards import UP

translate = QCoreApplication.translate
Sheet = tuple[str, list[str], list[list[str]]]


@dataclass
class RoundStart:
    """What the Movement Phase of one round began with and what happened on the way."""

    money: list[int]
    prices: list[int]
    splits: list[int] = field(default_factory=list)  # companies, in order
    bankrupt: list[int] = field(default_factory=list)


class RoundNotes:
    """The Movement Phases seen so far, by round (undo or a load may skip one: the summary
    then shows only where things ended)."""

    def __init__(self) -> None:
        self.rounds: dict[int, RoundStart] = {}
        self._current: RoundStart | None = None

    def read(self, entries: Iterable[Any]) -> None:
        for e in entries:
            data = e.data or {}
            if e.event == "phase" and data.get("phase") == "movement" and "money" in data:
                self._current = RoundStart(list(data["money"]), list(data["prices"]))
            elif e.event in ("split", "bankrupt") and self._current is not None:
                (self._current.splits if e.event == "split" else self._current.bankrupt).append(
                    int(data["company"])
                )
            elif e.event == "round_scored":
                if self._current is not None:
                    self.rounds[int(data["round"])] = self._current
                self._current = None

    def start_of(self, round_: int) -> RoundStart | None:
        return self.rounds.get(round_)


def money(amount: int, sign: bool = False) -> str:
    if amount < 0:
        return f"−${-amount}K"
    return f"+${amount}K" if sign and amount > 0 else f"${amount}K"


def _values(options: dict[str, Any], company: int) -> tuple[int, ...]:
    board = cards.ADVANCED if options.get("advanced_board") else cards.STANDARD
    return tuple(board[company][0])


def forecast_words(forecast: int, falsified: int) -> str:
    label = cards.forecast_face(forecast)[0].replace("-", "−")
    if falsified:
        return translate("StockpileTable", "{face} falsified").format(face=label)
    return label


def company_sheet(
    data: dict[str, Any],
    start: RoundStart | None,
    options: dict[str, Any],
    name: Callable[[int], str],
) -> Sheet:
    """Per company: the forecasts revealed (whose), the price before and after, the dividend."""
    title = translate("StockpileTable", "Round {r}: the Movement Phase").format(r=data["round"])
    headers = [
        translate("StockpileTable", "Company"),
        translate("StockpileTable", "Forecasts"),
        translate("StockpileTable", "Price"),
        translate("StockpileTable", "Dividend"),
    ]
    board_up = translate("StockpileTable", "board, face up")
    board_down = translate("StockpileTable", "board")
    rows = []
    for c in range(cards.NUM_COMPANIES):
        said, dividend = [], 0
        for holder, company, forecast, falsified in data["pairs"]:
            if company != c or forecast < 0:
                continue
            who = name(holder) if holder >= 0 else board_up if holder == UP else board_down
            said.append(f"{forecast_words(forecast, falsified)} ({who})")
            dividend += cards.forecast_face(forecast)[2]
        values = _values(options, c)
        after = money(values[data["prices"][c]])
        steps = []
        if start is not None:
            steps.append(money(values[start.prices[c]]))
            steps += [translate("StockpileTable", "split")] * start.splits.count(c)
            steps += [translate("StockpileTable", "bankrupt")] * start.bankrupt.count(c)
        price = " → ".join([*steps, after]) if steps and steps != [after] else after
        paid = translate("StockpileTable", "${n}K a share").format(n=dividend) if dividend else ""
        rows.append([cards.COMPANIES[c], ", ".join(said) or "–", price, paid])
    return title, headers, rows


def player_sheet(
    data: dict[str, Any], start: RoundStart | None, name: Callable[[int], str]
) -> Sheet:
    """Per player: money when the phase began, at the end of the round, and the difference
    (dividends, split bonuses, interest and end-of-round powers)."""
    headers = [
        translate("StockpileTable", "Player"),
        translate("StockpileTable", "Before"),
        translate("StockpileTable", "After"),
        translate("StockpileTable", "Gained"),
    ]
    rows = []
    for s, now in enumerate(data["money"]):
        before = start.money[s] if start is not None else None
        rows.append(
            [
                name(s),
                money(before) if before is not None else "–",
                money(now),
                money(now - before, sign=True) if before is not None else "–",
            ]
        )
    return translate("StockpileTable", "Who gained what"), headers, rows
