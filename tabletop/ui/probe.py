"""What the smoke test (and the tests) check a player sees: a refused move and a hint, asked
for through the real window, each shown whole in the feedback line."""

from __future__ import annotations

from collections.abc import Callable

from ..core.game import NOT_LEGAL, GameState, Move
from .feedback import HINT, REFUSED


def illegal_move(state: GameState, plies: int = 60) -> Move | None:
    """A move the seat to act cannot make now, though it could later in the game (so the
    refusal names a rule rather than "not possible"): found by playing a few moves ahead."""
    legal = state.legal_moves()
    after, fallback = state.clone(), None
    for _ in range(plies):
        if after.is_terminal():
            break
        for later in after.legal_moves():
            reason = None if later in legal else state.explain(later)
            if reason is not None and reason != NOT_LEGAL:
                return later
            fallback = fallback or (later if reason is not None else None)
        after.apply(after.legal_moves()[0])
    return fallback


class SeenProbe:
    """Plays seat `seat` of the window's game: on its first turn it asks for an illegal move
    and for a hint, and records what the feedback line showed; afterwards it plays the first
    legal move (a hint is asked for at the first real choice).  `step` is called by a timer;
    `fail` is told what the player could not see."""

    def __init__(self, window, seat: int, fail: Callable[[str], None]) -> None:
        self.window, self.seat, self.fail = window, seat, fail
        self.stage = "refuse"
        self.refused = self.hint = ""

    @property
    def done(self) -> bool:
        return self.stage == "play"

    def step(self) -> None:
        c = self.window.controller
        s = c.session
        bar = self.window.game_screen.feedback
        if (
            s is None
            or s.state.is_terminal()
            or s.state.to_act() != self.seat
            or c.thinking_seat() != -1
        ):
            return
        if self.stage == "refuse":
            move = illegal_move(s.state)
            if move is None:
                self.fail("no illegal move found to ask for")
                return
            self.window.table.moveRequested.emit(move)
            if bar.kind != REFUSED or not bar.shows_whole():
                self.fail(f"the refusal is not visible: {bar.text()!r}")
            self.refused = bar.text()
            self.stage = "hint"
        elif self.stage == "hint":
            if len(s.state.legal_moves()) < 2:  # a hint worth asking for: a real choice
                self.window.table.moveRequested.emit(s.state.legal_moves()[0])
                return
            self.stage = "hinted"
            self.window.ask_hint()
        elif self.stage == "hinted":
            if bar.kind != HINT:
                return  # the hint is still being thought about
            if not bar.shows_whole():
                self.fail(f"the hint is not visible: {bar.text()!r}")
            self.hint = bar.text()
            self.stage = "play"
        else:
            self.window.table.moveRequested.emit(s.state.legal_moves()[0])
