"""Many random games: no exception, never stuck, every card kept, JSON and clones exact."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.core.rng import Rng
from tabletop.games.karthedis.cards import NUM_RESOURCE_CARDS
from tabletop.games.karthedis.state import KarthedisState, new_game
from tabletop.games.karthedis.victory import VICTORY_CHOICES


def _player_cards(s: KarthedisState) -> list[int]:
    out = list(s.box) + s.removed + s.vault + [c for c in s.passcard if c >= 0]
    for name in ("hands", "decks", "piles", "table", "packets", "kept"):
        for cards in getattr(s, name):
            out += cards
    return out + [c for _, _, c in s.bids]


def _conserved(s: KarthedisState) -> None:
    assert sorted(_player_cards(s)) == s.all_cards()
    resources = s.display + s.supply + [r for w in s.won for r in w]
    assert sorted(resources) == list(range(NUM_RESOURCE_CARDS))


@settings(max_examples=60, deadline=None)
@given(
    seats=st.integers(2, 9),
    seed=st.integers(0, 2**32),
    setup=st.sampled_from(["random", "draft"]),
    victory=st.sampled_from(VICTORY_CHOICES),
)
def test_random_games_end_and_keep_every_card(seats, seed, setup, victory):
    s = new_game(seats, seed, {"setup": setup, "victory": victory})
    rng = Rng(seed)
    moves = 0
    while not s.is_terminal():
        legal = s.legal_moves()
        assert legal and s.to_act() is not None
        s.apply(legal[rng.below(len(legal))])
        moves += 1
        assert moves < 5000
        if rng.below(15) == 0:
            _conserved(s)
            back = KarthedisState.from_json(json.loads(json.dumps(s.to_json())))
            assert back == s and s.clone() == s
    _conserved(s)
    assert s.winners() and s.legal_moves() == []
