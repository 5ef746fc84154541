"""Spielvorbereitung: decks of exactly 20, opening hands without abilities, the resources on
display, free deck building, and the draft's counts and passing directions for 2-9 seats."""

from __future__ import annotations

import pytest
from karthedis_helpers import cards_with, fresh

from tabletop.core.rng import Rng
from tabletop.games.karthedis.cards import BOX, DESIGN, DIG, DRAW
from tabletop.games.karthedis.draft import direction
from tabletop.games.karthedis.moves import Pick
from tabletop.games.karthedis.state import new_game


@pytest.mark.parametrize("seats", range(2, 10))
def test_random_decks_hold_exactly_20_and_five_are_in_hand(seats):
    s = fresh(seats, seed=seats)
    for p in range(seats):
        assert len(s.hands[p]) == 5 and len(s.decks[p]) == 15
    assert len(s.display) == seats + 1
    assert len(s.supply) == 50 - seats - 1
    assert s.phase == "speculate" and s.round == 1 and s.leader == 0


def test_the_opening_hand_triggers_no_einsatz():
    deploy = set(cards_with(DIG) + cards_with(DRAW))
    for seed in range(40):
        s = fresh(4, seed=seed)
        assert not s.pending
        assert all(len(h) == 5 for h in s.hands)
        if any(c in deploy for h in s.hands for c in h):
            return
    pytest.fail("no opening hand held an Einsatz card in 40 games")


def test_the_market_leader_option():
    assert new_game(5, 3, {"leader": 3}).leader == 3
    assert new_game(3, 3, {"leader": 4}).leader == 1  # a seat beyond the table wraps
    leaders = {new_game(4, seed, {}).leader for seed in range(30)}
    assert leaders == {0, 1, 2, 3}  # random by default


def test_free_deck_building_keeps_to_one_box_unless_lifted():
    first = list(range(20))
    second = list(range(20, 40))
    s = new_game(2, 1, {"decks": [first, second]})
    assert sorted(s.decks[0] + s.hands[0]) == first
    assert s.setup == "build"
    twice = [0] * 20  # 20 copies of the same card: far more than a box holds
    with pytest.raises(ValueError, match="only 3 of them are left"):
        new_game(2, 1, {"decks": [twice, second]})
    s = new_game(2, 1, {"decks": [twice, second], "unlimited_copies": True})
    mine = s.decks[0] + s.hands[0]
    assert len(set(mine)) == 20 and {DESIGN[c % BOX] for c in mine} == {DESIGN[0]}
    with pytest.raises(ValueError, match="20"):
        new_game(2, 1, {"decks": [first[:19], second]})


@pytest.mark.parametrize("seats", range(2, 10))
def test_the_draft_passes_clockwise_then_counter_clockwise_until_20(seats):
    s = new_game(seats, seats, {"setup": "draft", "leader": 0})
    rng = Rng(seats)
    assert s.phase == "draft" and s.draft_round == 1
    assert all(len(p) == 5 for p in s.packets)
    for draft_round in range(1, 5):
        assert s.draft_round == draft_round
        for pick in range(5):
            before = [p[:] for p in s.packets]
            picks = []
            for i in range(seats):
                assert s.to_act() == i
                card = before[i][rng.below(len(before[i]))]
                picks.append(card)
                s.apply(Pick(card))
            if pick < 4:  # the rest goes on: clockwise in packets 1 and 3
                d = direction(draft_round)
                assert d == (1 if draft_round % 2 else -1)
                for i in range(seats):
                    rest = sorted(c for c in before[i] if c != picks[i])
                    assert s.packets[(i + d) % seats] == rest
        kept = [len(k) for k in s.kept] if s.phase == "draft" else [20] * seats
        assert kept == [5 * draft_round] * seats
    assert s.phase == "speculate"
    for p in range(seats):
        assert len(s.hands[p]) + len(s.decks[p]) == 20
    assert not any(s.kept) and not any(s.packets)


def test_in_a_rematch_the_last_winner_is_the_first_market_leader():
    from tabletop.games.karthedis.state import new_game

    for seed in range(5):
        assert new_game(4, seed, {"last_winners": [2]}).leader == 2
        assert new_game(4, seed, {"leader": 1, "last_winners": [2]}).leader == 1
        assert new_game(4, seed, {"last_winners": [1, 3]}).leader in (1, 3)
    # no last game, or junk: chance decides, as with "at random"
    for junk in (None, [], [7], ["x"], [True], "2"):
        a = new_game(4, 9, {"last_winners": junk}).leader
        assert a == new_game(4, 9, {"leader": -1}).leader
