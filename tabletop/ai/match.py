"""Headless games between AI players, every move going through a `Session` (so validated)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.game import GameInfo
from ..core.rng import Rng
from ..core.session import Seat, Session
from .evaluation import win_shares
from .levels import make_player
from .player import Player


class IllegalMove(RuntimeError):
    """An AI proposed a move the rules refuse: always a bug."""


@dataclass(frozen=True)
class GameResult:
    seed: int
    scores: list[float]
    wins: list[float]  # 1 for a sole winner, 1/k to each of k tied winners
    moves: int


def player_seed(game_seed: int, seat: int) -> int:
    """Each seat's own random stream, independent of the game's."""
    return Rng(game_seed).fork(seat + 1).next64()


def play_game(
    info: GameInfo,
    levels: list[str],
    seed: int,
    players: list[Player] | None = None,
    options: dict[str, Any] | None = None,
) -> GameResult:
    seats = [Seat(f"{level} {i + 1}", level) for i, level in enumerate(levels)]
    session = Session(info, seats, seed, options)
    if players is None:
        players = [make_player(level, info, player_seed(seed, i)) for i, level in enumerate(levels)]
    state = session.state
    while not state.is_terminal():
        seat = state.to_act()
        assert seat is not None
        decision = players[seat].choose(state.view(seat), seat)
        result = session.submit(seat, decision.move)
        if not result.ok:
            raise IllegalMove(
                f"seat {seat} ({levels[seat]}) chose {decision.move}: {result.reason}"
            )
        state = session.state
    return GameResult(seed, list(state.scores()), win_shares(state), len(session.moves))
