"""The Evo-style stockpile auction of the Fase de Demanda (3–5 players)."""

from __future__ import annotations

from stockpile_helpers import advance_to

from tabletop.core.rng import Rng
from tabletop.games.stockpile import cards
from tabletop.games.stockpile.moves import Bid
from tabletop.games.stockpile.state import new_game


def auction(seats: int, seed: int):
    s = new_game(seats, seed)
    advance_to(s, "demand", Rng(seed))
    s.money = [30] * seats
    return s, s.turn_order()


def test_outbid_players_rebid_only_after_everyone_has_bid_then_clockwise():
    s, (a, b, c, _d) = auction(4, 1)
    s.apply(Bid(0, 1))  # a
    s.apply(Bid(0, 2))  # b outbids a, but a waits
    assert s.actor == c
    s.apply(Bid(1, 1))  # c
    s.apply(Bid(1, 2))  # d outbids c
    assert s.actor == a  # clockwise from d: a first, then c
    s.apply(Bid(0, 3))  # a outbids b
    assert s.actor == b  # clockwise from a: b (c still waits)
    s.apply(Bid(2, 0))
    assert s.actor == c
    s.apply(Bid(3, 0))
    assert s.phase != "demand"
    assert s.won_space[a] == [3] and s.won_space[c] == [0]


def test_a_bid_must_beat_the_one_on_the_track_and_25k_blocks_it():
    s, (_a, _b, _c) = auction(3, 2)
    s.apply(Bid(0, 7))  # $25K: the track is blocked
    assert all(m.pile != 0 for m in s.legal_moves())
    s.apply(Bid(1, 3))
    assert {m.space for m in s.legal_moves() if m.pile == 1} == {4, 5, 6, 7}
    assert s.explain(Bid(1, 3)) is not None


def test_no_bid_above_the_money():
    s, (a, _b, _c) = auction(3, 3)
    s.money[a] = 7
    assert max(m.space for m in s.legal_moves()) == 3  # $6K
    assert s.explain(Bid(0, 4)) is not None


def test_winners_pay_their_bids_and_take_the_cards():
    s, (a, b, c) = auction(3, 4)
    piles = [p[:] for p in s.piles]
    s.apply(Bid(0, 2))
    s.apply(Bid(1, 1))
    s.apply(Bid(2, 0))
    assert "bid" in {r for _, _, r in s.flows}
    assert (a, -3, "bid") in s.flows and (b, -1, "bid") in s.flows
    for seat, pile in ((a, 0), (b, 1), (c, 2)):
        stocks = [x for x in piles[pile] if cards.is_stock(x)]
        assert set(stocks) <= set(s.portfolio[seat] + s.split[seat] + s.discard)


def test_face_up_cards_taken_stay_visible_to_everyone_face_down_ones_do_not():
    s, (a, b, _c) = auction(3, 7)
    up = [x for x, u in zip(s.piles[0], s.pile_up[0]) if u and cards.is_stock(x)]
    down = [x for x, u in zip(s.piles[0], s.pile_up[0]) if not u and cards.is_stock(x)]
    assert up and down
    s.apply(Bid(0, 0))
    s.apply(Bid(1, 0))
    s.apply(Bid(2, 0))
    other_view = s.view(b)
    for card in up:
        assert card in other_view.portfolio[a] or card in other_view.split[a] or card in s.discard
    for card in down:
        assert card not in other_view.portfolio[a]
    assert s.view(a).portfolio[a] == s.portfolio[a]
