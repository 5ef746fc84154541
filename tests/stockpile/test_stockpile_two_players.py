"""The 2-player variant: $30K, two meeples, four stockpiles, two private pairs each."""

from __future__ import annotations

from stockpile_helpers import advance_to

from tabletop.core.rng import Rng
from tabletop.games.stockpile.cards import DOWN
from tabletop.games.stockpile.moves import Bid, BuyNotes, PlaceCommercial
from tabletop.games.stockpile.state import new_game


def test_setup_money_meeples_piles_and_pairs():
    s = new_game(2, 1)
    assert s.money == [30, 30] and all(len(p) == 1 for p in s.portfolio)
    assert s.num_piles() == 4 and len(s.piles) == 4
    assert [len(s.seat_pairs(x)) for x in (0, 1)] == [2, 2]
    assert s.pair_holder.count(DOWN) == 2 and -2 not in s.pair_holder  # no face-up pair


def test_each_player_places_two_sets_and_the_second_comes_after_the_first():
    s = new_game(2, 2)
    first = s.actor
    placed = []
    while s.phase == "supply":
        seat = s.actor
        if not placed or placed[-1][0] != seat:
            assert len(s.hands[seat]) == 2
        s.apply(s.legal_moves()[0])
        placed.append((seat, s.round))
    seats = [x for x, _ in placed]
    assert seats == [first, first, 1 - first, 1 - first] * 2
    assert sum(len(p) for p in s.piles) == 4 + 8


def test_commercial_cards_two_each_on_different_piles():
    s = new_game(2, 3, dict(commodities=True))
    advance_to(s, "commodity", Rng(1))
    assert [len(h) for h in s.commercial_hands] == [2, 2]
    seat = s.actor
    s.apply(PlaceCommercial(s.commercial_hands[seat][0], 1))
    assert s.actor == seat and all(m.pile != 1 for m in s.legal_moves())


def _auction(s):
    advance_to(s, "demand", Rng(2))
    s.money = [30, 30]
    return s.actor, 1 - s.actor


def test_two_meeples_each_first_then_rebids_and_never_on_your_own_track():
    s = new_game(2, 4)
    a, b = _auction(s)
    s.apply(Bid(0, 2))
    assert s.actor == b
    s.apply(Bid(0, 3))  # b outbids a's first meeple
    assert s.actor == a and s.unplaced[a] == 2
    s.apply(Bid(1, 1))
    assert s.actor == b
    assert all(m.pile != 0 for m in s.legal_moves())  # b's meeple is already there
    s.apply(Bid(2, 0))
    assert s.actor == a and s.unplaced[a] == 1  # a rebids after all were placed
    assert all(m.pile != 1 for m in s.legal_moves())
    s.apply(Bid(3, 0))
    assert s.phase != "demand"
    assert sorted(s.won_space[a]) == [0, 1]


def test_a_player_may_bid_twice_in_a_row():
    s = new_game(2, 5)
    a, _b = _auction(s)
    s.apply(Bid(0, 0))
    s.apply(Bid(0, 1))  # b outbids a
    s.apply(Bid(1, 0))
    s.apply(Bid(1, 1))  # b's second meeple outbids a again
    assert s.actor == a and s.unplaced[a] == 2
    s.apply(Bid(2, 0))
    assert s.actor == a  # b has nothing left to place
    s.apply(Bid(3, 0))
    assert s.phase != "demand"


def test_both_meeples_together_may_not_exceed_the_money():
    s = new_game(2, 6)
    a, _b = _auction(s)
    s.money[a] = 20
    s.apply(Bid(0, 6))  # $20K: all of a's money
    s.apply(Bid(1, 0))
    assert {m.space for m in s.legal_moves()} == {0}
    assert s.explain(Bid(2, 1)) is not None


def test_notes_cost_7k_with_two_players():
    s = new_game(2, 7, dict(promissory=True))
    assert s.phase == "notes" and s.note_price() == 7
    s.money[s.actor] = 20
    assert BuyNotes(3) not in s.legal_moves() and BuyNotes(2) in s.legal_moves()


def test_a_full_two_player_game_has_six_rounds():
    s = new_game(2, 8)
    rng = Rng(3)
    while not s.is_terminal():
        legal = s.legal_moves()
        s.apply(legal[rng.below(len(legal))])
    assert s.round == 6 and len(s.final) == 2
