"""A game in progress: the only road from a player, human or AI, to an engine.

The session validates every move against the rules, keeps the move log (a game is its seed,
options and moves), and owns undo and redo.  It is pure Python so the CLI, the tests and the
Qt controller share it; the Qt controller adds threads, timers and signals on top.

Undo never hides again what a human seat has seen.  The session derives what each move showed
each human seat instead of trusting the rules modules to say so (see `learned_by`): a move that
drew on the random number generator (a deal, a draw from a shuffled deck, a die) showed its
outcome to everyone; a move after which a seat's view masks fewer things than before (a card
drawn, turned up, played from a hidden hand, a forecast shown) showed that seat something.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .game import HIDDEN, NOT_YOUR_TURN, GameInfo, GameState, LogEntry, Move
from .setup import check_setup
from .text import QT_TRANSLATE_NOOP, Text

HUMAN = "human"
LEVELS = ("random", "easy", "medium", "hard", "expert")

NOTHING_TO_UNDO = QT_TRANSLATE_NOOP("Core", "There is nothing to undo.")
UNDO_BARRIER = QT_TRANSLATE_NOOP(
    "Core", "Undo stops here: the move after it showed you a hidden card."
)
UNDO_OTHER_HUMAN = QT_TRANSLATE_NOOP(
    "Core", "Undo stops here: another player at this screen has moved since."
)
NOTHING_TO_REDO = QT_TRANSLATE_NOOP("Core", "There is nothing to redo.")


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN  # "human" or an AI level from LEVELS

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind}

    @staticmethod
    def from_json(data: dict[str, Any]) -> Seat:
        if (
            not isinstance(data, dict)
            or not isinstance(data.get("name"), str)
            or data.get("kind") not in (HUMAN, *LEVELS)
        ):
            raise ValueError(f"bad seat {data!r}")
        return Seat(data["name"], data["kind"])


class ReplayError(ValueError):
    """A saved move that cannot be replayed: `number` counts from 1; `reason` is the rule it
    breaks, in words, or None when it is not a move of this game at all."""

    def __init__(self, number: int, reason: Text | None) -> None:
        super().__init__(f"move {number} cannot be replayed: {reason or 'not a move'}")
        self.number, self.reason = number, reason


@dataclass
class Result:
    ok: bool
    reason: Text | None = None
    log: list[LogEntry] = field(default_factory=list)


def _count_hidden(data: Any) -> int:
    """How many HIDDEN values a state's JSON holds (any depth)."""
    count, stack = 0, [data]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            for x in item:
                if type(x) is int:
                    count += x == HIDDEN
                elif isinstance(x, (list, dict)):
                    stack.append(x)
        elif type(item) is int:
            count += item == HIDDEN
    return count


def masked(state: GameState, seats: list[int]) -> list[int]:
    """How many things each of `seats` cannot see: the HIDDEN values its view adds to the
    state (a value the rules themselves set to -1, like an empty bid space, counts in both)."""
    base = _count_hidden(state.to_json()) if seats else 0
    return [_count_hidden(state.view(s).to_json()) - base for s in seats]


def learned_by(
    state: GameState, move: Move, seats: list[int]
) -> tuple[list[LogEntry], frozenset[int]]:
    """Apply `move` to `state` and say which of `seats` it showed something they did not know:
    chance drawn (its outcome counts as shown to all), fewer masked things in a seat's view, or
    a seat a log entry's `reveal` names (knowledge no view masks, such as a payout that tells
    how many hidden shares a player holds)."""
    before, rng = masked(state, seats), state.rng.state
    entries = state.apply(move)
    chance = state.rng.state != rng
    tagged = {s for e in entries for s in e.reveal}
    after = masked(state, seats)
    shown = frozenset(s for s, b, a in zip(seats, before, after) if chance or s in tagged or a < b)
    return entries, shown


CHECKPOINT_EVERY = 32  # moves between the positions undo may start again from


class Session:
    def __init__(
        self, info: GameInfo, seats: list[Seat], seed: int, options: dict[str, Any] | None = None
    ) -> None:
        self.info = info
        self.seats = list(seats)
        self.seed = seed
        self.options = dict(options or {})
        check_setup(info, len(seats), self.options)  # what the loader would refuse never starts
        self.state: GameState = info.new_state(len(seats), seed, self.options)
        self.moves: list[Move] = []
        self.movers: list[int] = []  # seat that made each move
        self.log: list[LogEntry] = []
        self.learned: list[frozenset[int]] = []  # per move: the human seats it showed something
        self.floor = 0  # from a file: undo never keeps fewer moves
        self.redo_stack: list[tuple[int, Move]] = []
        # Undo replays from the nearest copy of an earlier position, not from the start: a
        # long game (an 18xx stock round of hundreds of moves) undoes at once.
        self.log_ends: list[int] = []  # the log's length after each move
        self.checkpoints: dict[int, GameState] = {0: self.state.clone()}

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def barrier(self) -> int:
        """Undo never keeps fewer moves than this (for the human seats together)."""
        shown = [i + 1 for i, seats in enumerate(self.learned) if seats]
        return max([self.floor, *shown[-1:]])

    # --- playing -------------------------------------------------------------------------
    def submit(self, seat: int, move: Move, *, keep_redo: bool = False) -> Result:
        if self.state.is_terminal() or self.state.to_act() != seat:
            reason = self.state.explain(move) if self.state.is_terminal() else NOT_YOUR_TURN
            return Result(False, reason)
        reason = self.state.explain(move)
        if reason is not None:
            return Result(False, reason)
        entries, shown = learned_by(self.state, move, self.humans())
        self.moves.append(move)
        self.movers.append(seat)
        self.learned.append(shown)
        self.log.extend(entries)
        self.log_ends.append(len(self.log))
        if len(self.moves) % CHECKPOINT_EVERY == 0:
            self.checkpoints[len(self.moves)] = self.state.clone()
        if not keep_redo:
            self.redo_stack.clear()
        return Result(True, None, entries)

    # --- undo and redo -------------------------------------------------------------------
    def undo_target(self, seat: int) -> tuple[int | None, Text | None]:
        """How many moves remain after `seat` undoes, or why it cannot.

        Undo takes back the seat's last move and every move after it (AI replies are
        recomputed), unless one of them showed this seat something (its own draw, or an AI
        move that turned a card up: the player keeps what they saw) or another human moved.
        """
        if seat not in self.movers:
            return None, NOTHING_TO_UNDO
        for i in range(len(self.moves) - 1, -1, -1):
            if seat in self.learned[i] or i < self.floor:
                return None, UNDO_BARRIER
            mover = self.movers[i]
            if mover == seat:
                return i, None
            if self.seats[mover].is_human:
                return None, UNDO_OTHER_HUMAN
        return None, NOTHING_TO_UNDO

    def undo(self, seat: int) -> Result:
        keep, reason = self.undo_target(seat)
        if keep is None:
            return Result(False, reason)
        # Only the human's own move is worth redoing: AI replies are recomputed anyway.
        self.redo_stack.append((self.movers[keep], self.moves[keep]))
        self._replay(keep)
        return Result(True)

    def redo(self) -> Result:
        if not self.redo_stack:
            return Result(False, NOTHING_TO_REDO)
        seat, move = self.redo_stack[-1]
        result = self.submit(seat, move, keep_redo=True)
        if result.ok:
            self.redo_stack.pop()
        else:
            self.redo_stack.clear()
        return result

    def _replay(self, keep: int) -> None:
        start = keep - keep % CHECKPOINT_EVERY
        state = self.checkpoints[start].clone()
        for move in self.moves[start:keep]:
            state.apply(move)
        self.state = state
        del self.log[self.log_ends[keep - 1] if keep else 0 :]
        del self.moves[keep:], self.movers[keep:], self.learned[keep:], self.log_ends[keep:]
        for n in [n for n in self.checkpoints if n > keep]:
            del self.checkpoints[n]

    # --- files ---------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.info.id,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "options": self.options,
            "moves": [m.to_json() for m in self.moves],
            "movers": self.movers,
            "barrier": self.barrier,
        }

    @classmethod
    def from_json(cls, info: GameInfo, data: dict[str, Any]) -> Session:
        """Rebuild by replaying every move through the rules: a tampered file cannot cheat
        (what each move showed is derived again; the file's barrier can only add to it)."""
        seats = [Seat.from_json(s) for s in data["seats"]]
        seed = data["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("the seed is not a number")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise ValueError("the options are not a table")
        session = cls(info, seats, seed, options)
        movers = data["movers"]
        moves = data["moves"]
        if len(movers) != len(moves):
            raise ValueError("moves and movers differ in length")
        for n, (seat, raw) in enumerate(zip(movers, moves), 1):
            try:
                move = info.move_from_json(raw)
            except (ValueError, TypeError) as e:
                raise ReplayError(n, None) from e
            result = session.submit(seat, move)
            if not result.ok:
                raise ReplayError(n, result.reason)
        barrier = data.get("barrier", len(moves))
        if not isinstance(barrier, int) or not 0 <= barrier <= len(moves):
            raise ValueError("the undo barrier is out of range")
        session.floor = barrier
        return session
