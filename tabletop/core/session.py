"""A game in progress: the only road from a player, human or AI, to an engine.

The session validates every move against the rules, keeps the move log (a game is its seed,
options and moves), and owns undo and redo.  It is pure Python so the CLI, the tests and the
Qt controller share it; the Qt controller adds threads, timers and signals on top.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .game import GameInfo, GameState, LogEntry, Move, NOT_YOUR_TURN
from .text import QT_TRANSLATE_NOOP, Text

HUMAN = "human"
LEVELS = ("random", "easy", "medium", "hard")

NOTHING_TO_UNDO = QT_TRANSLATE_NOOP("Core", "There is nothing to undo.")
UNDO_BARRIER = QT_TRANSLATE_NOOP(
    "Core", "Undo stops here: the move after it showed you a hidden card.")
UNDO_OTHER_HUMAN = QT_TRANSLATE_NOOP(
    "Core", "Undo stops here: another player at this screen has moved since.")
NOTHING_TO_REDO = QT_TRANSLATE_NOOP("Core", "There is nothing to redo.")


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN            # "human" or an AI level from LEVELS

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict:
        return {"name": self.name, "kind": self.kind}

    @staticmethod
    def from_json(data: dict) -> "Seat":
        if not isinstance(data, dict) or not isinstance(data.get("name"), str) \
                or data.get("kind") not in (HUMAN,) + LEVELS:
            raise ValueError(f"bad seat {data!r}")
        return Seat(data["name"], data["kind"])


@dataclass
class Result:
    ok: bool
    reason: Text | None = None
    log: list[LogEntry] = field(default_factory=list)


class Session:
    def __init__(self, info: GameInfo, seats: list[Seat], seed: int,
                 options: dict | None = None) -> None:
        self.info = info
        self.seats = list(seats)
        self.seed = seed
        self.options = dict(options or {})
        self.state: GameState = info.new_state(len(seats), seed, self.options)
        self.moves: list[Move] = []
        self.movers: list[int] = []          # seat that made each move
        self.log: list[LogEntry] = []
        self.barrier = 0                     # undo never truncates below this many moves
        self.redo_stack: list[tuple[int, Move]] = []

    # --- playing -------------------------------------------------------------------------
    def submit(self, seat: int, move: Move, *, keep_redo: bool = False) -> Result:
        if self.state.is_terminal() or self.state.to_act() != seat:
            reason = self.state.explain(move) if self.state.is_terminal() else NOT_YOUR_TURN
            return Result(False, reason)
        reason = self.state.explain(move)
        if reason is not None:
            return Result(False, reason)
        entries = self.state.apply(move)
        self.moves.append(move)
        self.movers.append(seat)
        self.log.extend(entries)
        if any(self.seats[s].is_human for e in entries for s in e.reveal):
            self.barrier = len(self.moves)
        if not keep_redo:
            self.redo_stack.clear()
        return Result(True, None, entries)

    # --- undo and redo -------------------------------------------------------------------
    def undo_target(self, seat: int) -> tuple[int | None, Text | None]:
        """How many moves remain after `seat` undoes, or why it cannot."""
        for i in range(len(self.moves) - 1, -1, -1):
            mover = self.movers[i]
            if mover == seat:
                if i < self.barrier:
                    return None, UNDO_BARRIER
                return i, None
            if self.seats[mover].is_human:
                return None, UNDO_OTHER_HUMAN
        return None, NOTHING_TO_UNDO

    def undo(self, seat: int) -> Result:
        keep, reason = self.undo_target(seat)
        if keep is None:
            return Result(False, reason)
        undone = list(zip(self.movers[keep:], self.moves[keep:]))
        # Only the human's own move is worth redoing: AI replies are recomputed anyway.
        self.redo_stack.append(undone[0])
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
        moves, movers, barrier = self.moves[:keep], self.movers[:keep], self.barrier
        self.state = self.info.new_state(len(self.seats), self.seed, self.options)
        self.moves, self.movers, self.log = [], [], []
        for seat, move in zip(movers, moves):
            self.log.extend(self.state.apply(move))
            self.moves.append(move)
            self.movers.append(seat)
        self.barrier = min(barrier, keep)

    # --- files ---------------------------------------------------------------------------
    def to_json(self) -> dict:
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
    def from_json(cls, info: GameInfo, data: dict) -> "Session":
        """Rebuild by replaying every move through the rules: a tampered file cannot cheat."""
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
            move = info.move_from_json(raw)
            result = session.submit(seat, move)
            if not result.ok:
                raise ValueError(f"move {n} ({raw}) is not legal: {result.reason}")
        barrier = data.get("barrier", len(moves))
        if not isinstance(barrier, int) or not 0 <= barrier <= len(moves):
            raise ValueError("the undo barrier is out of range")
        session.barrier = max(barrier, session.barrier)
        return session
