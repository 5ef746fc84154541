"""The protocol every game engine follows.

Shaped after OpenSpiel's game/state/observer split and python-chess's legal-move generation:

* a `Move` is a small frozen value; decisions that take several steps (pick a card, then a
  target) are several moves, so the UI, the AI and the hints share one vocabulary;
* a `GameState` holds everything, including its seeded `Rng`; `apply` mutates it, `clone`
  copies it cheaply (search copies states thousands of times a second);
* `view(seat)` returns a copy in which everything that seat may not see is masked (unknown
  cards become `HIDDEN`, the RNG is replaced); AI players and hints only ever receive a view;
* `determinize(seat, rng)` is called on such a view and fills every masked part with a sample
  consistent with what the seat knows: the basis of Information Set MCTS.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .rng import Rng
from .setup import SetupValue
from .text import QT_TRANSLATE_NOOP, Text, addressed_to

HIDDEN = -1  # a card (or any id) the viewing seat cannot see


class Move:
    """Base of every game's move classes: frozen dataclasses with a unique `kind`.

    Fields hold plain ints or strings, or tuples of ints (an order of dice, several cards at
    once), so moves hash, compare across determinisations and serialise to JSON without help:
    a tuple is a JSON list, read back as a tuple.
    """

    kind: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data


MAX_MOVE_TUPLE = 64  # a move never lists more: a longer list in a file is refused


def _move_field(name: str, value: Any) -> int | str | tuple[int, ...]:
    if (
        isinstance(value, list)
        and len(value) <= MAX_MOVE_TUPLE
        and all(type(v) is int for v in value)
    ):
        return tuple(value)
    if not isinstance(value, (int, str)) or isinstance(value, bool):
        raise ValueError(f"move field {name}={value!r} is not an int, a string or a list of ints")
    return value


def move_codec(*classes: type[Move]) -> Callable[[dict[str, Any]], Move]:
    """A `from_json` for a game's move classes, rejecting anything it does not know."""
    by_kind = {cls.kind: cls for cls in classes}

    def from_json(data: dict[str, Any]) -> Move:
        if not isinstance(data, dict) or data.get("kind") not in by_kind:
            raise ValueError(f"unknown move {data!r}")
        cls = by_kind[data["kind"]]
        names = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
        if set(data) - {"kind"} != set(names):
            raise ValueError(f"move {data!r} does not have the fields {names}")
        move: Move = cls(**{n: _move_field(n, data[n]) for n in names})
        return move

    return from_json


@dataclass(frozen=True)
class LogEntry:
    """One line of the game log.

    `public` is what every seat reads; `private` overrides it for the seats named (the player
    who drew a card reads which card).  `reveal` names the seats that just learned hidden
    information: undo never goes back past such a move for them.  `event` tags entries the UI
    reacts to (e.g. "round_scored") with `data` for it.
    """

    public: Text | None
    private: dict[int, Text] = field(default_factory=dict)
    reveal: frozenset[int] = frozenset()
    event: str = ""
    data: dict[str, Any] = field(default_factory=dict)

    def text_for(self, seat: int | None) -> Text | None:
        if seat is not None and seat in self.private:
            return self.private[seat]
        return addressed_to(self.public, seat) if self.public is not None else None


class _MutedLog(list[Any]):
    """A log that keeps nothing: what a quiet `apply` writes to."""

    __slots__ = ()

    def append(self, entry: Any) -> None:
        pass

    def extend(self, entries: Any) -> None:
        pass

    def __iadd__(self, entries: Any) -> _MutedLog:  # type: ignore[misc]
        return self


# A quiet state's `apply` logs here and returns it; rules skip building the text of an entry
# with `if log is not MUTED:` (search applies thousands of moves whose log nobody reads).
MUTED: list[LogEntry] = _MutedLog()


@dataclass(frozen=True)
class Option:
    """A game option offered by the new-game dialog."""

    key: str
    label: Text
    default: Any
    choices: tuple[tuple[Any, Text], ...] = ()  # empty: a boolean switch
    help: Text | None = None  # one line on what it changes, for newcomers


NOT_LEGAL = QT_TRANSLATE_NOOP("Core", "That move is not possible now.")
NOT_YOUR_TURN = QT_TRANSLATE_NOOP("Core", "It is not your turn.")
GAME_OVER = QT_TRANSLATE_NOOP("Core", "The game is over.")


class GameState(ABC):
    """One position of a game, including its random number generator."""

    num_seats: int
    rng: Rng
    # True on the worlds a search plays in: `apply` writes no log and returns MUTED.  Never
    # copied by clone() nor saved, so a copy always logs again.  It must not change the play.
    quiet: bool = False

    # --- the rules -------------------------------------------------------------------------
    @abstractmethod
    def to_act(self) -> int | None:
        """The seat that must decide now; None once the game is over."""

    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """Every move the seat to act may make; never empty unless the game is over."""

    @abstractmethod
    def apply(self, move: Move) -> list[LogEntry]:
        """Play a legal move (callers check first), running any chance events that follow."""

    def explain(self, move: Move) -> Text | None:
        """None if `move` is legal, else why not, in words a player reads (name the rule)."""
        if self.is_terminal():
            return GAME_OVER
        return None if move in self.legal_moves() else NOT_LEGAL

    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[float]:
        """Each seat's score so far (the final score once terminal)."""

    def winners(self) -> list[int]:
        s = self.scores()
        best = max(s)
        return [i for i, v in enumerate(s) if v == best]

    def describe(self, move: Move) -> Text:
        """A short phrase naming the move, for hints and logs."""
        return Text("", "{m}", (("m", move.kind),))

    def group(self, move: Move) -> Text:
        """The kind of decision `move` is, as a player names it ("Raise a company"): the coach
        lists the legal moves by group.  By default every move is a group of its own."""
        return self.describe(move)

    def choice(self, move: Move) -> Text | None:
        """What tells `move` apart within its group, in a word or two ("Oil"); None when the
        group's label says enough."""
        return None

    # --- information -----------------------------------------------------------------------
    @abstractmethod
    def view(self, seat: int | None) -> GameState:
        """A copy holding only what `seat` may see (None: a spectator who sees public info)."""

    @abstractmethod
    def determinize(self, seat: int, rng: Rng) -> GameState:
        """On a view for `seat`: a full state sampled consistently with that seat's knowledge."""

    def sampler(self, seat: int) -> Callable[[Rng], GameState]:
        """`determinize(seat, rng)` as a function of rng, for a search that samples one view
        many times: a game may work out once what every sample shares.  The view must not
        change while the sampler is in use."""
        return lambda rng: self.determinize(seat, rng)

    # --- copies and files ------------------------------------------------------------------
    @abstractmethod
    def clone(self) -> GameState: ...

    @abstractmethod
    def to_json(self) -> dict[str, Any]: ...

    @classmethod
    @abstractmethod
    def from_json(cls, data: dict[str, Any]) -> GameState: ...

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, GameState)
            and type(other) is type(self)
            and (self.to_json() == other.to_json())
        )

    __hash__ = None  # type: ignore[assignment]


@dataclass(frozen=True)
class AIProfile:
    """How the generic AI players judge and search a game ("module:function" paths, loaded on
    first use by tabletop.ai.evaluation).  Only `evaluate` is required."""

    # f(state, seat) -> value in [0, 1] (think: chance to win); required unless the game names
    # its package (then it is <package>.heuristic:evaluate, as are the next two)
    evaluate: str = ""
    evaluate_all: str = ""  # f(state) -> every seat's value at once (one pass, faster)
    rollout_policy: str = ""  # f(state, rng) -> a cheap, sensible move for playouts
    # f(state) -> the legal moves worth searching, never empty unless the game is over (a
    # game with many near-identical moves, such as every aim of a die, offers a few)
    candidates: str = ""
    exploration: float = 0.7  # ISMCTS's UCB constant
    rollout_depth: int = 16  # moves a playout makes at most ...
    round_attr: str = "round"  # ... stopping early when this state attribute changes
    hard_iterations: int = 0  # Hard's search budget; 0: the default of ai/levels.py
    # Expert's, about three seconds a decision; 0: a multiple of Hard's (ai/levels.py)
    expert_iterations: int = 0


# Where a game's parts live below its package, by convention: a game registers by naming its
# package (GameInfo.package), and each path it leaves empty is filled from here.
CONVENTIONS = {
    "engine": "state:new_game",
    "state_class": "state:State",
    "move_codec": "moves:from_json",
    "rule_sections": "sections:SECTIONS",
    "table": "table.table:Table",
    "cover": "table.cover:paint",  # f(painter, rect): the chooser's picture of the game
}
# An AI profile's functions live in <package>.heuristic; a bare name ("candidates") is one.
AI_CONVENTIONS = ("evaluate", "evaluate_all", "rollout_policy")


# What the seed decides, in the words of the game's pieces (the new-game dialog's label; a
# game of dice or of no cards declares its own in its GameInfo).
SEED_DEALS_CARDS = QT_TRANSLATE_NOOP("NewGameDialog", "&Seed (the same seed deals the same cards):")


@dataclass(frozen=True)
class GameInfo:
    """What the registry knows of a game, before any of its modules is imported."""

    id: str
    name: str  # printed name, never translated
    min_seats: int
    max_seats: int
    rules_language: str  # the rulebook's own language
    blurb: Text
    engine: str = ""  # "module:function" creating a state: f(seats, seed, options)
    state_class: str = ""  # "module:Class" with from_json
    move_codec: str = ""  # "module:function" turning JSON into a Move
    heuristic: str = ""  # "module:function" f(state, seat) -> value in [0, 1]
    ai: AIProfile | None = None  # the AI profile (else the AI knows only `heuristic`)
    table: str = ""  # "module:Class" building the Qt table for this game
    options: tuple[Option, ...] = ()  # what the new-game dialog offers
    # what else the game may start with (a rematch's winners, decks): tabletop.core.setup
    setup_values: tuple[SetupValue, ...] = ()
    rule_sections: str = ""  # "module:SECTIONS": move kind -> anchor in the rules reference
    # "module:function" asking the players for what the game needs before it starts (a deck
    # each), in the game's table package: f(parent, seats, seed, options, done) opens its
    # windows and later calls done(options to start with) or done(None) when they cancel.
    prepare: str = ""
    cover: str = ""  # "module:function" painting the chooser's cover: f(painter, rect)
    # the new-game dialog's seed label, in the game's own pieces (its cards, dice, deal)
    seed_label: Text = SEED_DEALS_CARDS
    # "module:function" rewriting a save's session of an older version before it is checked:
    # f(session dict) -> session dict (it must leave what it does not understand as it is)
    migrate: str = ""
    package: str = ""  # the game's package: the paths left empty follow CONVENTIONS

    def __post_init__(self) -> None:
        p = self.package
        if not p:
            return
        for name, where in CONVENTIONS.items():
            value = getattr(self, name)
            if not value:
                object.__setattr__(self, name, f"{p}.{where}")
            elif value.startswith("."):  # relative to the package: ".table.deck_editor:prepare"
                object.__setattr__(self, name, p + value)
        for name in ("prepare", "migrate"):
            value = getattr(self, name)
            if value.startswith("."):
                object.__setattr__(self, name, p + value)
        if self.ai is not None:
            ai = self.ai
            filled: dict[str, Any] = {
                name: _in_heuristic(p, getattr(ai, name) or name) for name in AI_CONVENTIONS
            }
            filled["candidates"] = _in_heuristic(p, ai.candidates)
            object.__setattr__(self, "ai", dataclasses.replace(self.ai, **filled))

    @property
    def has_rules(self) -> bool:
        """Its engine exists: the conformance suite and tabletop-cli can play it."""
        return bool(self.engine)

    @property
    def playable(self) -> bool:
        """A person can play it in the app: its engine and its table exist."""
        return bool(self.engine and self.table)

    def rule_section(self, kind: str) -> str | None:
        """The anchor of the rules-reference section behind moves of `kind`, if there is one."""
        if not self.rule_sections:
            return None
        sections: dict[str, str] = self._load(self.rule_sections)
        return sections.get(kind)

    def _load(self, path: str) -> Any:
        import importlib

        module, _, attr = path.partition(":")
        return getattr(importlib.import_module(module), attr)

    def new_state(self, seats: int, seed: int, options: dict[str, Any] | None = None) -> GameState:
        if not self.min_seats <= seats <= self.max_seats:
            raise ValueError(f"{self.name} takes {self.min_seats} to {self.max_seats} seats")
        state: GameState = self._load(self.engine)(seats, seed, dict(options or {}))
        return state

    def state_from_json(self, data: dict[str, Any]) -> GameState:
        state: GameState = self._load(self.state_class).from_json(data)
        return state

    def move_from_json(self, data: dict[str, Any]) -> Move:
        move: Move = self._load(self.move_codec)(data)
        return move

    def evaluator(self) -> Callable[[GameState, int], float]:
        judge: Callable[[GameState, int], float] = self._load(
            self.ai.evaluate if self.ai else self.heuristic
        )
        return judge

    def preparer(self) -> Callable[..., None] | None:
        """The `prepare` function, or None when the game needs nothing before it starts."""
        if not self.prepare:
            return None
        prepare: Callable[..., None] = self._load(self.prepare)
        return prepare

    def migrated(self, data: dict[str, Any]) -> dict[str, Any]:
        """A save's session as this version plays it (see `migrate`)."""
        if not self.migrate:
            return data
        rewrite: Callable[[dict[str, Any]], dict[str, Any]] = self._load(self.migrate)
        return rewrite(data)

    def cover_painter(self) -> Callable[..., None] | None:
        """The function painting the chooser's cover, or None (a neutral cover is drawn)."""
        if not self.cover:
            return None
        try:
            painter: Callable[..., None] = self._load(self.cover)
        except (ImportError, AttributeError):
            return None
        return painter

    def table_class(self) -> type:
        table: type = self._load(self.table)
        return table


def _in_heuristic(package: str, name: str) -> str:
    """An AI profile's function: a bare name lives in the package's heuristic module; a path
    that starts with "." is relative to the package, as GameInfo's own (".playouts:policy")."""
    if name.startswith("."):
        return package + name
    return f"{package}.heuristic:{name}" if name and ":" not in name else name


def seats_after(first: int, n: int) -> Iterable[int]:
    """Seats in clockwise order starting at `first`."""
    return ((first + i) % n for i in range(n))


def share_winners(scores: Sequence[float]) -> list[int]:
    best = max(scores)
    return [i for i, v in enumerate(scores) if v == best]
