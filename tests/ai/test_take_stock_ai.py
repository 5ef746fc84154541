"""The AI players and the heuristic on Take Stock itself."""

from __future__ import annotations

import pytest

from tabletop.ai import Evaluation, ISMCTSPlayer, RandomPlayer
from tabletop.ai.match import play_game
from tabletop.core.game import HIDDEN
from tabletop.core.rng import Rng
from tabletop.games import get
from tabletop.games.take_stock import heuristic
from tabletop.games.take_stock.cards import MARKET_CLOSED_ID

INFO = get("take-stock")


def random_positions(seats: int, seed: int, every: int = 7):
    """Positions along one random game, every few moves."""
    state, rng, n = INFO.new_state(seats, seed), Rng(seed), 0
    while not state.is_terminal():
        if n % every == 0:
            yield state.clone()
        legal = state.legal_moves()
        state.apply(legal[rng.below(len(legal))])
        n += 1
    yield state


@pytest.mark.parametrize("seats", [2, 4])
def test_evaluation_is_a_share_of_the_victory(seats):
    for state in random_positions(seats, seed=seats):
        values = heuristic.evaluate_all(state)
        assert all(0.0 <= v <= 1.0 for v in values)
        assert sum(values) == pytest.approx(1.0)
        assert heuristic.evaluate(state, 0) == values[0]
    assert values == [
        1.0 / len(state.winners()) if s in state.winners() else 0.0 for s in range(seats)
    ]


def test_a_higher_score_is_worth_more():
    state = next(random_positions(3, seed=9))
    before = heuristic.evaluate(state, 1)
    state.totals[1] += 40
    assert heuristic.evaluate(state, 1) > before


def test_the_rollout_policy_plays_legal_moves():
    rng = Rng(3)
    for state in random_positions(4, seed=8, every=3):
        if not state.is_terminal():
            assert state.explain(heuristic.rollout_policy(state, rng)) is None


class Spy:
    """Checks that a player is handed no card its seat has not seen."""

    def __init__(self, inner):
        self.inner, self.calls = inner, 0

    def choose(self, view, seat):
        self.calls += 1
        for s in range(view.num_seats):
            if s != seat:
                # Only the cards Insider Trading showed to everyone.
                assert [c for c in view.hands[s] if c != HIDDEN] == view.known_hand[s]
                assert all(c == HIDDEN for c in view.secured[s])
        assert HIDDEN not in view.hands[seat]
        assert all(c == HIDDEN for c in view.draw_pile)
        # Market Closed's place is public (it is counted into the deck); other events only
        # where this seat saw them.
        assert all(
            e in (HIDDEN, MARKET_CLOSED_ID) or known >> seat & 1
            for e, known in zip(view.event_deck, view.event_deck_known)
        )
        return self.inner.choose(view, seat)


def test_players_never_see_hidden_cards():
    evaluation = Evaluation.of(INFO)
    spies = [Spy(ISMCTSPlayer(evaluation, 1, iterations=20)), Spy(RandomPlayer(2))]
    play_game(INFO, ["hard", "random"], seed=3, players=spies)
    assert spies[0].calls > 10 and spies[1].calls > 10


def test_search_beats_random_play():
    evaluation = Evaluation.of(INFO)
    wins = 0.0
    for seed in range(10):
        players = [ISMCTSPlayer(evaluation, seed, iterations=20), RandomPlayer(seed)]
        wins += play_game(INFO, ["hard", "random"], seed, players=players).wins[0]
    assert wins >= 8, wins
