"""The Movement Phase as the table replays it.  movement_steps (no Qt) reads the log entries of
one move into the steps to show one after the other ("say" a revealed forecast, split or
bankruptcy; "walk" a company's marker to a space); MovementReplay plays them on the table.  The
engine resolves the phase within one move, so the log is the only record of the order in which
the pairs moved."""
from __future__ import annotations

from PySide6.QtCore import QTimer

from ....core.text import Text
from ....ui.sprites import slide
from .ui_layout import PROMPT, ROW_H, TRACKS

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


class MovementReplay:
    """The replay on the table (a part of StockpileTable: `self` is the table scene).  While it
    runs `_replay_price` holds the marker spaces shown, which the tracks draw instead of the
    view's prices."""

    def show_log(self, entries: list) -> None:
        """Replay the Movement Phase pair by pair once the table shows its outcome: each
        revealed forecast is announced and its company's marker walks from the old space to the
        new one; splits and bankruptcies are announced in turn.  The replay survives the next
        positions (the AI plays on meanwhile): markers follow it until it ends.  (The shell
        calls this with each batch of log entries, right after show_state.)"""
        if self.view is None or self._prev_price is None:
            return
        steps = movement_steps(entries, self._prev_price, lambda c: self.view.track(c)[0])
        if not steps:
            return
        if self.animation_ms <= 0:
            self.status.emit(" · ".join(self._say(x[1]) for x in steps if x[0] == "say"))
            return
        self._generation += 1
        generation = self._generation
        self._replay_round = self.view.round
        self._replay_price = list(self._prev_price)
        self._relayout(False)              # markers back where the phase began
        delay = 0
        for step in steps:
            if step[0] == "walk":
                QTimer.singleShot(delay, lambda c=step[1], i=step[2]: self._walk(generation, c, i))
                delay += self.animation_ms * 2
            else:
                text = self._say(step[1])
                QTimer.singleShot(delay, lambda t=text: self._announce(generation, t))
                delay += self.animation_ms * 3
        QTimer.singleShot(delay + self.animation_ms * 3, lambda: self._end_replay(generation))

    def _replaying(self, generation: int) -> bool:
        return generation == self._generation and self._replay_price is not None \
            and self.view is not None

    def _walk(self, generation: int, c: int, space: int) -> None:
        if self._replaying(generation):
            self._replay_price[c] = space
            item = self._markers().get(c)
            if item is not None:
                slide(item, self._marker_pos(c, space), self.animation_ms * 2)
            values, start, reset = self.view.track(c)
            track, value = self._misc.get(f"track{c}"), self._misc.get(f"tval{c}")
            if track is not None:
                track.marks = {start: "start", reset: "reset", space: "current"}
                track.update()
            if value is not None:
                value.place(f"${values[space]}K", 54, TRACKS.y() + c * ROW_H + 21, 94)

    def _announce(self, generation: int, text: str) -> None:
        if self._replaying(generation):
            self._announcement = text
            self.status.emit(text)
            self._lay_announcement()

    def _lay_announcement(self) -> None:
        if self._replay_price is not None and self._announcement:
            self.label("announce", self._announcement, PROMPT.x() + 12, PROMPT.y() + 44,
                       PROMPT.width() - 24, 15, True, color="#ffd23f")

    def _end_replay(self, generation: int) -> None:
        if generation == self._generation and self._replay_price is not None:
            self._replay_price, self._announcement = None, ""
            if self.view is not None:
                self._relayout(True)
