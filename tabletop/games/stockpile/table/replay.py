"""The Movement Phase as the table replays it.  movement_steps (no Qt) reads the log entries of
one move into the steps to show one after the other ("say" a revealed forecast, split or
bankruptcy; "walk" a company's marker to a space); MovementReplay plays them on the tracks.
The engine resolves the phase within one move, so the log is the only record of the order in
which the pairs moved.

The replay belongs to the position it follows: as soon as the table shows another one (the
next round has begun, a player moved) it stops and the tracks show the real prices."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer

from ....core.text import Text
from .layout import PROMPT
from .parts import Part

if TYPE_CHECKING:
    from .table import StockpileTable

SHOWN = ("pair", "split", "bankrupt", "price")
Step = tuple[Any, ...]


def _space_of(values: Sequence[int], value: object, near: int) -> int:
    """The space printing `value` nearest to `near` (Stanford Steel's advanced track prints
    most values twice)."""
    spaces = [i for i, x in enumerate(values) if x == value]
    return min(spaces, key=lambda i: abs(i - near)) if spaces else near


def movement_steps(
    entries: list[Any], prices: list[int], track_values: Callable[[int], Sequence[int]]
) -> list[Step]:
    """[("say", Text) | ("walk", company, space)] for the entries of a move that revealed
    forecasts ([] otherwise); `prices` are the marker spaces before the move and
    `track_values(company)` the values printed on a company's track."""
    entries = [e for e in entries if e.event in SHOWN and isinstance(e.public, Text)]
    if not any(e.event == "pair" for e in entries):
        return []
    prices, steps = list(prices), list[Step]()
    for e in entries:
        if e.event == "price":
            c = e.data["company"]
            prices[c] = _space_of(track_values(c), dict(e.public.args).get("value"), prices[c])
            steps.append(("walk", c, prices[c]))
        else:
            steps.append(("say", e.public))
    return steps


def fingerprint(view: Any) -> tuple[Any, ...]:
    """Enough of a position to tell it from the next one."""
    return (
        view.round,
        view.phase,
        view.actor,
        tuple(view.money),
        tuple(view.price),
        tuple(view.prompt),
        tuple(view.queue),
        len(view.deck),
    )


class MovementReplay(Part):
    """Declares running() and lay_announcement()."""

    def __init__(self, table: StockpileTable) -> None:
        super().__init__(table)
        self.generation = 0
        self.announcement = ""
        self.position: tuple[Any, ...] | None = None  # the position being replayed

    def running(self) -> bool:
        return self.table.tracks.shown is not None

    def new_position(self, view: Any) -> None:
        """The table is about to show `view`: a replay of another position stops (but not for
        the round as it ended, which the shell shows while the round summary is read)."""
        ended = view.phase == "end_round" and not view.queue
        if self.running() and not ended and fingerprint(view) != self.position:
            self._stop()

    def start(self, entries: list[Any]) -> None:
        """Replay the Movement Phase pair by pair once the table shows its outcome: each
        revealed forecast is announced and its company's marker walks from the old space to the
        new one; splits and bankruptcies are announced in turn.  (The shell calls this with
        each batch of log entries, right after show_state.)"""
        t = self.table
        if t.turn is None or t.prev_price is None:
            return
        view = t.turn.view
        steps = movement_steps(entries, t.prev_price, lambda c: view.track(c)[0])
        if not steps:
            return
        ms = t.animation_ms
        if ms <= 0:
            t.status.emit(" · ".join(t.say(x[1]) for x in steps if x[0] == "say"))
            return
        self.generation += 1
        generation = self.generation
        self.position = fingerprint(view)
        t.tracks.shown = list(t.prev_price)
        t.relayout(False)  # markers back where the phase began
        delay = 0
        for step in steps:
            if step[0] == "walk":
                QTimer.singleShot(
                    delay, t, lambda c=step[1], i=step[2]: self._walk(generation, c, i)
                )
                delay += ms * 2
            else:
                text = t.say(step[1])
                QTimer.singleShot(delay, t, lambda w=text: self._announce(generation, w))
                delay += ms * 3
        QTimer.singleShot(delay + ms * 3, t, lambda: self._end(generation))

    def _walk(self, generation: int, c: int, space: int) -> None:
        if generation == self.generation and self.running():
            self.table.tracks.walk(c, space, self.table.animation_ms * 2)

    def _announce(self, generation: int, text: str) -> None:
        if generation == self.generation and self.running():
            self.announcement = text
            self.table.status.emit(text)
            self.lay_announcement()

    def lay_announcement(self) -> None:
        if self.running() and self.announcement:
            self.table.put(
                "announce",
                self.announcement,
                self.announcement,
                PROMPT.x() + 12,
                PROMPT.y() + 44,
                PROMPT.width() - 24,
                15,
                True,
                color="#ffd23f",
            )

    def _end(self, generation: int) -> None:
        if generation == self.generation and self.running():
            self._stop()
            if self.table.view is not None:
                self.table.relayout(True)

    def _stop(self) -> None:
        self.table.tracks.shown = None
        self.announcement = ""
        self.position = None
        self.generation += 1
