"""The Movement Phase as the table replays it, without Qt: from the log entries of one move,
the steps to show one after the other ("say" a revealed forecast, split or bankruptcy; "walk"
a company's marker to a space).  The engine resolves the phase within one move, so the log is
the only record of the order in which the pairs moved."""
from __future__ import annotations

from ...core.text import Text

SHOWN = ("pair", "split", "bankrupt", "price")


def _space_of(values, value, near: int) -> int:
    """The space printing `value` nearest to `near` (Stanford Steel's advanced track prints
    most values twice)."""
    spaces = [i for i, x in enumerate(values) if x == value]
    return min(spaces, key=lambda i: abs(i - near)) if spaces else near


def movement_steps(entries: list, prices: list[int], track_values) -> list[tuple]:
    """[("say", Text) | ("walk", company, space)] for the entries of a move that revealed
    forecasts ([] otherwise); `prices` are the marker spaces before the move and
    `track_values(company)` the values printed on a company's track."""
    entries = [e for e in entries if e.event in SHOWN and isinstance(e.public, Text)]
    if not any(e.event == "pair" for e in entries):
        return []
    prices, steps = list(prices), []
    for e in entries:
        if e.event == "price":
            c = e.data["company"]
            prices[c] = _space_of(track_values(c), dict(e.public.args).get("value"), prices[c])
            steps.append(("walk", c, prices[c]))
        else:
            steps.append(("say", e.public))
    return steps
