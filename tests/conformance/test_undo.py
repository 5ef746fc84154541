"""Undo never hides again what a human seat has seen, checked over random games of every game.

The session derives what each move showed a seat (tabletop/core/session.py); this suite checks
it against a slower, independent oracle: a move showed a seat something if, in some other world
the seat cannot tell apart from the real one, the same move leaves that seat a different view or
a different log line to read.
"""

from __future__ import annotations

import pytest
from conformance_games import Config, configs, games_each, texts_for

from tabletop.core.game import GameState, Move
from tabletop.core.rng import Rng
from tabletop.core.session import UNDO_BARRIER, Seat, Session

CONFIGS = configs()
HUMAN = 0
WORLDS = 2


def showed(state: GameState, move: Move, seat: int, rng: Rng) -> bool:
    """The oracle: does `move` (not yet applied to `state`) show `seat` anything new?"""
    real = state.clone()
    log = real.apply(move)
    view, texts = real.view(seat), texts_for(log, seat)
    for _ in range(WORLDS):
        world = state.view(seat).determinize(seat, Rng(rng.next64()))
        if world.explain(move) is not None:
            continue  # the move needs a card hidden from `seat`: not this world
        twin_log = world.apply(move)
        if world.view(seat) != view or texts_for(twin_log, seat) != texts:
            return True
    return False


def play_with_undo(config: Config, seed: int) -> tuple[int, int]:
    seats = [Seat("human")] + [Seat(f"ai {i}", "random") for i in range(1, config.seats)]
    session = Session(config.info, seats, seed, config.options)
    rng = Rng(seed * 31 + 7)
    oracle: list[bool] = []  # per move: did it show the human something?
    snapshots: list[str] = []  # the human's view before each move
    undone = refused = 0
    while not session.state.is_terminal() and len(oracle) < 3000:
        state = session.state
        if session.movers.count(HUMAN) and rng.below(6) == 0:
            keep, reason = session.undo_target(HUMAN)
            if keep is None:
                refused += 1
                assert reason is not None
            else:
                assert not any(oracle[keep:]), (
                    f"{config} seed {seed}: undo hides again what the human saw"
                )
                assert session.undo(HUMAN).ok
                assert session.state.view(HUMAN).to_json() == snapshots[keep]
                del oracle[keep:], snapshots[keep:]
                undone += 1
                continue
        legal = state.legal_moves()
        move = legal[rng.below(len(legal))]
        snapshots.append(state.view(HUMAN).to_json())
        oracle.append(showed(state, move, HUMAN, rng))
        assert session.submit(state.to_act(), move).ok
        if oracle[-1]:
            assert HUMAN in session.learned[-1], (
                f"{config} seed {seed}: {move} showed the human something undo ignores"
            )
            if session.movers.count(HUMAN):
                assert session.undo_target(HUMAN)[1] == UNDO_BARRIER
    return undone, refused


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_undo_never_hides_again_what_a_seat_saw(config: Config, games_per_game: int | None) -> None:
    undone = refused = 0
    for seed in range(games_each(config, games_per_game, share=0.15)):
        u, r = play_with_undo(config, 2000 + seed)
        undone, refused = undone + u, refused + r
    assert undone + refused > 0  # undo was tried (a perfect-information game never refuses)
