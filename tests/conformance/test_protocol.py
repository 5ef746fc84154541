"""The engine protocol, checked over random games of every game: moves, explanations,
descriptions, copies, JSON and replays."""

from __future__ import annotations

import hashlib
import json

import pytest
from conformance_games import Config, canonical_json, configs, games, games_each, play

from tabletop.core.game import NOT_LEGAL, GameState, LogEntry, Move
from tabletop.core.rng import Rng

CONFIGS = configs()


def _accepts(state: GameState, move: Move, legal: list[Move]) -> bool:
    """`move` stands for a legal move: it is one, or applying it does what one of them does
    (a game may accept any of several interchangeable cards and list only one)."""
    if move in legal:
        return True
    after = state.clone()
    after.apply(move)
    for m in legal:
        twin = state.clone()
        twin.apply(m)
        if twin == after:
            return True
    return False


class Checker:
    """The checks made at each position of a random game (the costly ones on a sample)."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self.seen: list[Move] = []  # moves of other positions: mostly illegal here
        self.generic = self.explained = 0

    def before(self, state: GameState, move: Move, _log: list[LogEntry], rng: Rng) -> None:
        legal = state.legal_moves()
        assert state.to_act() is not None and move in legal
        if rng.below(5) == 0:
            self._moves(state, legal, rng)
        if rng.below(12) == 0:
            self._copies(state, move)
        if len(self.seen) < 400 and move not in self.seen:
            self.seen.append(move)

    def after(self, state: GameState, move: Move, log: list[LogEntry], rng: Rng) -> None:
        assert (state.to_act() is None) == state.is_terminal()
        if rng.below(4) == 0:
            for seat in [None, *range(state.num_seats)]:
                for entry in log:
                    text = entry.text_for(seat)
                    assert text is None or text.render().strip(), f"{self.config}: empty log line"

    def _moves(self, state: GameState, legal: list[Move], rng: Rng) -> None:
        for m in legal:
            assert state.explain(m) is None, f"{self.config}: legal {m} explained as illegal"
            assert state.describe(m).render().strip(), f"{self.config}: {m} has no description"
        for _ in range(3):
            if not self.seen:
                break
            m = self.seen[rng.below(len(self.seen))]
            why = state.explain(m)
            if why is None:
                assert _accepts(state, m, legal), (
                    f"{self.config}: explain() accepts {m}, which is not legal"
                )
                continue
            text = why.render().strip()
            assert text, f"{self.config}: the reason {m} is illegal is empty"
            self.explained += 1
            self.generic += text == NOT_LEGAL.render()

    def _copies(self, state: GameState, move: Move) -> None:
        info = self.config.info
        data = json.loads(json.dumps(state.to_json()))
        assert info.state_from_json(data) == state
        twin = state.clone()
        assert twin == state
        before = canonical_json(state)
        twin.apply(move)
        assert canonical_json(state) == before, f"{self.config}: a clone shares state"
        back = info.state_from_json(json.loads(json.dumps(state.to_json())))
        back.apply(move)
        assert back == twin, f"{self.config}: a state read from JSON plays differently"
        assert info.move_from_json(json.loads(json.dumps(move.to_json()))) == move


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_random_games_keep_the_protocol(config: Config, games_per_game: int | None) -> None:
    checker = Checker(config)
    for seed in range(games_each(config, games_per_game)):
        final, moves = play(config, seed, checker.before, checker.after)
        assert not final.legal_moves() and final.to_act() is None
        assert len(final.scores()) == config.seats and final.winners()
        replay = config.info.new_state(config.seats, seed, config.options)
        for m in moves:
            replay.apply(m)
        assert replay == final, f"{config} seed {seed}: seed + moves do not rebuild the state"
    # "names a rule": the engine's own words, not the core's catch-all, for most refusals
    if checker.explained >= 20:
        assert checker.generic <= checker.explained // 2, (
            f"{config}: {checker.generic} of {checker.explained} refusals name no rule"
        )


# sha256 of the canonical JSON of the final state of seed 1 at the fewest seats with default
# options.  Engines use integers only, so this holds on every machine and Python version; a
# change of the rules (or of the order of legal moves) changes it on purpose: update it then.
FINGERPRINTS = {
    "take-stock": "1b2bfa02033bf377e2a658cd71e11944561b76a77463813ae338c53fff931cb0",
    "stockpile": "69676d65bbb6fae1e88ca1090bbdd3994e139bdd9f5d77d6abf882bb97e769fa",
    "stack-market": "7af7c8ad253349f4fa26b829c12aff2f613fec8a5f056f597d9df99a72e3fa16",
    "stock-round": "fbbe298a747bad19ff716ee3ef7bf3ea9e2d31019fabb3be00003af31ebf50d2",
    "karthedis": "ba3d50ec937c5013d1ee04e021b1db0b635e6a1dba9c3d7215c571be3f72ef55",
    "twenty-one": "994235d83dbddf33371c8e5ac6ceb8a17f00067bc7c2c0232bf396c344977ed4",
}


@pytest.mark.parametrize("info", games(), ids=lambda g: g.id)
def test_a_fixed_seed_game_ends_in_the_pinned_state(info) -> None:
    final, _ = play(Config(info, info.min_seats, {}), 1)
    digest = hashlib.sha256(canonical_json(final).encode()).hexdigest()
    assert FINGERPRINTS.get(info.id) == digest, f"{info.id}: final state {digest}"
