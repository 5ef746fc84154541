"""Headless games between AI players, every move going through a `Session` (so validated)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..core.game import GameInfo, GameState
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


def choices_over_games(
    info: GameInfo, seats: int, stride: int, options: dict[str, Any] | None = None
) -> Iterator[tuple[int, GameState, int]]:
    """(game seed, view, seat) at every `stride`-th position where a seat has a choice, over
    game after game played by Easy seats: positions from whole games, where the opening alone
    would flatter a measurement whose late positions are the slow or hard ones."""
    seed, choices = 0, 0
    while True:
        seed += 1
        state = info.new_state(seats, seed, options)
        movers = [make_player("easy", info, player_seed(seed, s)) for s in range(seats)]
        while not state.is_terminal():
            seat = state.to_act()
            assert seat is not None
            view = state.view(seat)
            if len(view.legal_moves()) > 1:
                choices += 1
                if choices % stride == 1:
                    yield seed, view, seat
            state.apply(movers[seat].choose(view, seat).move)
