"""What the conformance suite plays: every playable game of the registry (and the toy game of
tests/ai), at every seat count, with a spread of options, over seeded random games.

A game that registers gets the whole suite; nothing here names a game.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from tabletop.core.game import GameInfo, GameState, LogEntry, Move
from tabletop.core.rng import Rng
from tabletop.games import registry

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ai"))
import toygame

DEFAULT_GAMES = 120  # random games per game (all configurations together) in CI
MIN_GAMES = 8  # per configuration


def games() -> list[GameInfo]:
    return [g for g in registry().values() if g.has_rules] + [toygame.INFO]


def variants(info: GameInfo) -> list[dict]:
    """The default options, then a few mixes: every switch on, then alternating switches, each
    time with the next value of every multiple-choice option."""
    switches = [o for o in info.options if isinstance(o.default, bool)]
    choices = [o for o in info.options if o.choices]
    if not info.options:
        return [{}]
    mixes: list[dict] = [{}]
    for j in range(1, 4):
        mix = {o.key: (True if j == 1 else (i + j) % 2 == 1) for i, o in enumerate(switches)}
        mix.update({o.key: o.choices[j % len(o.choices)][0] for o in choices})
        mixes.append(mix)
    return mixes


@dataclass(frozen=True)
class Config:
    info: GameInfo
    seats: int
    options: dict = field(default_factory=dict)

    def __str__(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return f"{self.info.id}-{self.seats}" + (f"-{opts}" if opts else "")


def configs() -> list[Config]:
    """Every seat count of every game, each with the defaults and one mix of options."""
    out = []
    for info in games():
        mixes = variants(info)
        for t, seats in enumerate(range(info.min_seats, info.max_seats + 1)):
            out.append(Config(info, seats, {}))
            if len(mixes) > 1:
                out.append(Config(info, seats, mixes[1 + t % (len(mixes) - 1)]))
    return out


def games_each(config: Config, requested: int | None, share: float = 1.0) -> int:
    """How many random games one configuration plays: the game's total spread over its
    configurations (a few at least: a short game offers few positions to check)."""
    total = requested if requested is not None else DEFAULT_GAMES
    n = sum(1 for c in configs() if c.info.id == config.info.id)
    return max(MIN_GAMES, round(total * share / n))


Step = Callable[[GameState, Move, list[LogEntry], Rng], None]


def play(
    config: Config, seed: int, before: Step | None = None, after: Step | None = None
) -> tuple[GameState, list[Move]]:
    """A random game: `before(state, move, [], rng)` sees each position and the move about to
    be played, `after(state, move, log, rng)` the position it led to."""
    state = config.info.new_state(config.seats, seed, config.options)
    rng, moves = Rng(seed * 7919 + 17), []
    while not state.is_terminal():
        legal = state.legal_moves()
        assert legal, f"{config} seed {seed}: no legal move in a game that is not over"
        move = legal[rng.below(len(legal))]
        if before:
            before(state, move, [], rng)
        log = state.apply(move)
        moves.append(move)
        if after:
            after(state, move, log, rng)
        assert len(moves) < 20_000, f"{config} seed {seed}: the game never ends"
    return state, moves


def canonical_json(state: GameState) -> str:
    return json.dumps(state.to_json(), sort_keys=True, separators=(",", ":"))


def texts_for(log: list[LogEntry], seat: int | None) -> list[str]:
    """The log lines a seat reads, as rendered text."""
    return [t.render() for t in (e.text_for(seat) for e in log) if t is not None]
