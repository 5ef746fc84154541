"""The Qt side of a game in progress: the only road from the window to the engine.

Every move, human or AI, goes through `Session.submit`.  AI seats and hints think in a worker
thread on a *view* of the state (never the true state); their answer comes back as a queued
signal and lands after a short, visible delay.  Each piece of background work carries the
generation it was started in: undo, load or a new game bump the generation, so an answer that
arrives late is dropped instead of being played on the wrong position.

A game with Hard or Expert seats gets its own search processes (`ai.parallel.SearchPool`),
started with the game so the first decision does not wait for them, and ended when the game
is replaced or the window closes: none outlives its game.
"""

from __future__ import annotations

import queue
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, QTimer, Signal

from ..core import savefile
from ..core.game import GameInfo, LogEntry, Move
from ..core.rng import Rng
from ..core.savefile import SaveError
from ..core.session import NOTHING_TO_REDO, NOTHING_TO_UNDO, Session, masked
from ..core.text import Text
from . import autosaves
from .autosaves import autosave_path  # noqa: F401 - where the window and tests find it
from .game_screen import with_names
from .i18n import render, seat_name


def ai_seed(game_seed: int, move_number: int) -> int:
    """The seed of the AI deciding move `move_number`: replaying a game replays its AI."""
    return Rng(game_seed).fork(move_number + 1).state


POOLED_LEVELS = ("hard", "expert")  # the levels that search with every core


def _default_player_factory(level: str, info: GameInfo, seed: int, pool: Any = None):
    from ..ai import make_player

    return make_player(level, info, seed, pool)


def _default_hint(info: GameInfo, view, seat: int):
    """The Hard search's move with its reason in words (seeded from the position)."""
    from ..ai.reasons import hint

    return hint(view, seat, info)


def _explained(decision, info: GameInfo, view, seat: int, public: bool):
    """A computer's decision with its reason in words, from its own view (a few
    milliseconds: no search; `public`: the people at the screen do not see all it sees, so
    the reason keeps its secrets' amounts to itself); a player without a move to explain is
    passed through."""
    from dataclasses import replace

    from ..ai.reasons import explain

    if getattr(decision, "move", None) is None or not hasattr(decision, "reason"):
        return decision
    return replace(decision, reason=explain(view, seat, info, decision.move, public=public))


class _Relay(QObject):
    """Lives in the GUI thread.  Workers put results in a plain queue and only emit a bare
    signal to wake the GUI thread: no Python object crosses threads through Qt's marshalling."""

    wake = Signal()

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.results: queue.SimpleQueue = queue.SimpleQueue()


class _Thought(QRunnable):
    def __init__(self, relay: _Relay, tag: tuple, work: Callable[[], Any]) -> None:
        super().__init__()
        self.relay, self.tag, self.work = relay, tag, work

    def run(self) -> None:
        try:
            result, failure = self.work(), None
        except Exception as e:  # reported in the GUI thread, never lost in the pool
            result, failure = None, e
        self.relay.results.put((self.tag, result, failure))
        self.relay.wake.emit()


class GameController(QObject):
    changed = Signal()
    rejected = Signal(str)
    logged = Signal(list)
    thinking = Signal(int)  # the AI seat thinking now, -1 for none
    hintReady = Signal(object, str)  # move, one-line reason
    gameOver = Signal()
    handOver = Signal(int)  # the human seat that must take the screen
    error = Signal(str)
    aiMoved = Signal(int, object)  # seat, move: an AI move has just been applied

    def __init__(
        self,
        parent: QObject | None = None,
        player_factory: Callable[[str, GameInfo, int], Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.session: Session | None = None  # None until a game starts
        self.player_factory = player_factory or _default_player_factory
        self.hint_maker = _default_hint
        self.reasons: dict[int, Text] = {}  # per move number: why the computer made it
        self.ai_delay_ms = 0
        self.autosave = True
        self.uid = ""  # the game's identity in saves and statistics
        self._generation = 0
        self._shown: int | None = None  # the human seat whose hand is on screen
        self._pending: int | None = None  # a hand-over waiting for "Ready"
        self._thinking_seat = -1
        self._holds = 0  # > 0: AI answers wait (a score sheet is read)
        self._deferred: tuple | None = None  # the AI answer that arrived while held
        self._autosave_failed = False
        self._search_pool: Any = None  # the game's ai.parallel.SearchPool, if it has one
        # Hard and Expert seats' players live on between their decisions (they keep their
        # trees); forgotten whenever the position jumps (undo, redo, load, a new game).
        self._players: dict[int, Any] = {}
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)  # one AI seat and one hint at most
        self._relay = _Relay(self)
        self._relay.wake.connect(self._drain, Qt.ConnectionType.QueuedConnection)

    # --- what the window shows -------------------------------------------------------------
    @property
    def info(self) -> GameInfo | None:
        return self.session.info if self.session else None

    def names(self) -> list[str]:
        return (
            [seat_name(s.name, i) for i, s in enumerate(self.session.seats or [])]
            if self.session
            else []
        )

    def say(self, text: Text | None) -> str:
        """A message in the player's language, its seats by their names (never a number)."""
        return render(with_names(text, self.names())) if text is not None else ""

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.session.seats) if s.is_human] if self.session else []

    def viewer(self) -> int | None:
        """The seat whose view the table shows; None for a spectator (or during a hand-over)."""
        humans = self.humans()
        if len(humans) == 1:
            return humans[0]
        return None if self._pending is not None else self._shown

    def awaiting_handover(self) -> int | None:
        return self._pending

    def thinking_seat(self) -> int:
        return self._thinking_seat

    def legal_for_viewer(self) -> list[Move]:
        seat, state = self.viewer(), self.session.state if self.session else None
        if seat is None or state is None or state.is_terminal() or state.to_act() != seat:
            return []
        return state.legal_moves()

    def is_over(self) -> bool:
        return self.session is not None and self.session.state.is_terminal()

    # --- starting and stopping ---------------------------------------------------------------
    @property
    def live(self) -> Session:
        """The session being played, where the caller knows a game is running."""
        assert self.session is not None, "no game is running"
        return self.session

    def start(self, session: Session, uid: str = "") -> None:
        """Play `session`; `uid` is the one its save carried (a new game gets a new one)."""
        self.cancel()
        self._close_search_pool()
        self.session = session
        if any(seat.kind in POOLED_LEVELS for seat in session.seats):
            from ..ai.parallel import SearchPool

            self._search_pool = SearchPool(session.info)
        self.uid = uid or autosaves.new_uid()
        self._shown = self._pending = None
        self.reasons = {}
        self._holds, self._deferred = 0, None
        self._autosave_failed = False
        if not session.state.is_terminal():
            self._write_autosave()  # resumable at once, even before a move
        self.changed.emit()
        if session.state.is_terminal():
            self.gameOver.emit()
        else:
            self._advance()

    def save(self, path: Path) -> None:
        """Raises SaveError."""
        savefile.save(self.live, path, extra={"uid": self.uid})

    def cancel(self) -> None:
        """Forget AI work in flight: it finishes in its thread and its answer is dropped."""
        self._generation += 1
        self._players = {}  # a search still running keeps its own; its answer is dropped
        self._deferred = None
        self._set_thinking(-1)

    def shutdown(self) -> None:
        self.cancel()
        self._close_search_pool()  # a search in flight reads end-of-file and ends alone
        self._pool.clear()
        self._pool.waitForDone()

    def _close_search_pool(self) -> None:
        if self._search_pool is not None:
            self._search_pool.close()
            self._search_pool = None

    def search_processes(self) -> list[int]:
        """The process ids of the game's search workers (none without a pool)."""
        return self._search_pool.pids() if self._search_pool is not None else []

    def _player(self, level: str, info: GameInfo, seed: int, seat: int | None = None) -> Any:
        """Made in the GUI thread, so it holds this game's pool even if another game starts
        while it thinks.  A Hard or Expert seat's player is kept (`seat`), reseeded for each
        decision: the seed of a move still decides its search, given the tree kept."""
        if self.player_factory is not _default_player_factory:
            return self.player_factory(level, info, seed)
        if seat is None or level not in POOLED_LEVELS:
            return _default_player_factory(level, info, seed, self._search_pool)
        player = self._players.get(seat)
        if player is None:
            player = self._players[seat] = _default_player_factory(
                level, info, seed, self._search_pool
            )
        player.reseed(seed)
        return player

    # --- moves -------------------------------------------------------------------------------
    def submit(self, seat: int | None, move: Move) -> bool:
        """A human at this screen asks for `move` on behalf of the seat they are viewing."""
        if self.session is None:
            return False
        if seat is None or seat != self.viewer() or not self.session.seats[seat].is_human:
            self.rejected.emit(
                QCoreApplication.translate(
                    "GameController", "Wait for your turn: the table shows another player's view."
                )
            )
            return False
        return self._apply(seat, move)

    def _apply(self, seat: int, move: Move) -> bool:
        result = self.live.submit(seat, move)
        if not result.ok:
            self.rejected.emit(self.say(result.reason))
            return False
        self._after_change(result.log)
        return True

    def _after_change(self, entries: list[LogEntry]) -> None:
        self._write_autosave()
        self.changed.emit()
        if entries:
            self.logged.emit(entries)
        if self.live.state.is_terminal():
            self.gameOver.emit()
        else:
            self._advance()

    def _advance(self) -> None:
        """Hand the turn to whoever decides next: an AI worker or a human (maybe a hand-over)."""
        state = self.live.state
        if state.is_terminal():
            return
        seat = state.to_act()
        assert seat is not None  # a game that is not over has a seat to act
        if not self.live.seats[seat].is_human:
            self._start_ai(seat)
            return
        self._set_thinking(-1)
        if len(self.humans()) > 1 and seat != self._shown and seat != self._pending:
            self._pending = seat
            self.changed.emit()  # hides the previous player's hand at once
            self.handOver.emit(seat)

    def confirm_handover(self) -> None:
        if self._pending is not None:
            self._shown, self._pending = self._pending, None
            self.changed.emit()

    # --- AI and hints ------------------------------------------------------------------------
    def _think(self, tag: tuple, work: Callable[[], Any]) -> None:
        self._pool.start(_Thought(self._relay, (self._generation, *tag), work))

    def _start_ai(self, seat: int) -> None:
        s = self.live
        view, level = s.state.view(seat), s.seats[seat].kind
        player = self._player(level, s.info, ai_seed(s.seed, len(s.moves)), seat)
        self._set_thinking(seat)
        info = s.info
        # A reason worked out on the computer's own view must not show the people at this
        # screen amounts drawn from what they cannot see (its hand): public unless they see all.
        public = self.viewer() is None or masked(s.state, [self.viewer() or 0]) != [0]
        self._think(
            ("ai", seat, len(s.moves)),
            lambda: _explained(player.choose(view, seat), info, view, seat, public),
        )

    def request_hint(self) -> bool:
        s, seat = self.session, self.viewer()
        if s is None or seat is None or s.state.is_terminal() or s.state.to_act() != seat:
            self.rejected.emit(
                QCoreApplication.translate(
                    "GameController", "A hint is available when it is your turn."
                )
            )
            return False
        view, info, maker = s.state.view(seat), s.info, self.hint_maker
        # seeded from the position (reasons.position_seed): asked twice, the same hint
        self._think(("hint", seat, len(s.moves)), lambda: maker(info, view, seat))
        return True

    def _drain(self) -> None:
        while True:
            try:
                payload = self._relay.results.get_nowait()
            except queue.Empty:
                return
            self._on_thought(payload)

    def _on_thought(self, payload: tuple) -> None:
        (generation, kind, seat, move_number), decision, failure = payload
        s = self.session
        if generation != self._generation or s is None or len(s.moves) != move_number:
            return  # the position changed while it thought
        if failure is not None:
            self._set_thinking(-1)
            self.error.emit(
                QCoreApplication.translate(
                    "GameController", "The computer player failed: {error}"
                ).format(error=str(failure))
            )
            return
        if kind == "hint":
            self.hintReady.emit(decision.move, self.say(getattr(decision, "reason", None)))
            return
        reason = getattr(decision, "reason", None)
        if isinstance(reason, Text):
            self.reasons[move_number] = reason
        QTimer.singleShot(
            self.ai_delay_ms, lambda: self._land_ai(generation, seat, move_number, decision.move)
        )

    def hold(self, on: bool) -> None:
        """Hold AI moves (they keep thinking, but land only once every hold is released):
        the window holds while a player reads a round's score sheet."""
        self._holds = max(0, self._holds + (1 if on else -1))
        if not self._holds and self._deferred is not None:
            deferred, self._deferred = self._deferred, None
            self._land_ai(*deferred)

    def is_held(self) -> bool:
        return self._holds > 0

    def _land_ai(self, generation: int, seat: int, move_number: int, move: Move) -> None:
        s = self.live
        if generation != self._generation or len(s.moves) != move_number:
            return
        if self._holds:
            self._deferred = (generation, seat, move_number, move)
            return
        self._set_thinking(-1)
        result = s.submit(seat, move)
        if not result.ok:
            self.error.emit(
                QCoreApplication.translate(
                    "GameController", "The computer player chose an impossible move: {reason}"
                ).format(reason=render(result.reason))
            )
            return
        self._after_change(result.log)
        if len(s.moves) == move_number + 1:  # nothing was undone in between
            self.aiMoved.emit(seat, move)

    def _set_thinking(self, seat: int) -> None:
        if seat != self._thinking_seat:
            self._thinking_seat = seat
            self.thinking.emit(seat)

    # --- undo and redo -----------------------------------------------------------------------
    def undo_seat(self) -> int | None:
        """Undo acts for the human at the screen."""
        humans = self.humans()
        return humans[0] if len(humans) == 1 else self._shown

    def undo(self) -> bool:
        seat = self.undo_seat()
        if self.session is None or seat is None:
            self.rejected.emit(render(NOTHING_TO_UNDO))
            return False
        keep, reason = self.session.undo_target(seat)
        if keep is None:
            self.rejected.emit(render(reason))
            return False
        self.cancel()
        self.session.undo(seat)
        self._pending = None
        self._after_change([])
        return True

    def redo(self) -> bool:
        if self.session is None or not self.session.redo_stack:
            self.rejected.emit(render(NOTHING_TO_REDO))
            return False
        self.cancel()
        result = self.session.redo()
        if not result.ok:
            self.rejected.emit(render(result.reason))
            self._advance()
            return False
        self._after_change(result.log)
        return True

    def can_undo(self) -> bool:
        seat = self.undo_seat()
        return (
            self.session is not None
            and seat is not None
            and self.session.undo_target(seat)[0] is not None
        )

    def undo_refusal(self) -> Text | None:
        """Why undo cannot be used now (None: it can)."""
        seat = self.undo_seat()
        if self.session is None or seat is None:
            return NOTHING_TO_UNDO
        return self.session.undo_target(seat)[1]

    def log_reasons(self) -> dict[int, Text]:
        """Per line of the session's log: why the computer made the move that wrote it."""
        s = self.session
        if s is None:
            return {}
        out = {}
        for number, reason in self.reasons.items():
            if number < len(s.moves) and not s.seats[s.movers[number]].is_human:
                start = s.log_ends[number - 1] if number else 0
                for line in range(start, s.log_ends[number]):
                    out[line] = reason
        return out

    def can_redo(self) -> bool:
        return self.session is not None and bool(self.session.redo_stack)

    # --- autosave ----------------------------------------------------------------------------
    def _write_autosave(self) -> None:
        if not self.autosave or self.session is None:
            return
        try:
            autosaves.write(self.session, self.uid)
            self._autosave_failed = False
        except SaveError as e:
            if not self._autosave_failed:  # say it once, not after every move
                self._autosave_failed = True
                self.error.emit(render(e.message))
        except OSError as e:
            if not self._autosave_failed:
                self._autosave_failed = True
                self.error.emit(str(e))
