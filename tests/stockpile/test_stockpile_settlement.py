"""The AI's foresight of an unfinished auction (settlement.py) against the engine itself."""

from __future__ import annotations

from stockpile_helpers import ALL_MODULES, advance_to

from tabletop.core.rng import Rng
from tabletop.games.stockpile import investors, settlement
from tabletop.games.stockpile.moves import Bid
from tabletop.games.stockpile.state import new_game


def _greedy(worth):
    """The foresight's bidder: the cheapest outbid on the track worth most over its cost."""

    def choose(s, legal):
        bids = [m for m in legal if isinstance(m, Bid)]
        cheapest = [m for m in bids if m.space == investors.min_outbid(s, m.pile)]
        if not cheapest:
            return None
        cost = [worth[m.pile] - investors.bid_cost(s, s.actor, m.space) for m in cheapest]
        return cheapest[cost.index(max(cost))]

    return choose


def test_the_foresight_ends_the_auction_as_the_engine_does_with_the_same_bidders():
    checked = 0
    for seats in (3, 4, 5):
        for seed in range(6):
            s = new_game(seats, seed, ALL_MODULES if seed % 2 else {})
            rng = Rng(seed)
            advance_to(s, "demand", rng)
            for _ in range(rng.below(seats)):  # a few bids in, at random
                legal = [m for m in s.legal_moves() if isinstance(m, Bid)]
                s.apply(legal[rng.below(len(legal))])
            worth = [float(rng.below(30)) for _ in s.bid_seat]
            leader, space = settlement.settled(s, worth)
            # the engine, bidding as the foresight does, to the auction's end
            final = {p: (who, at) for p, (at, who) in enumerate(zip(s.bid_space, s.bid_seat))}
            choose = _greedy(worth)
            while s.phase == "demand":
                move = choose(s, s.legal_moves())
                if move is None:
                    break
                final[move.pile] = (s.actor, move.space)
                s.apply(move)
            else:
                assert [final[p] for p in range(len(leader))] == list(zip(leader, space))
                assert sorted(leader) == list(range(seats))  # one stockpile each
                checked += 1
    assert checked >= 12


def test_an_outbid_seat_is_still_judged_to_win_a_stockpile():
    s = new_game(4, 3, {})
    advance_to(s, "demand", Rng(3))
    first = s.actor
    s.apply(Bid(0, 0))
    s.apply(Bid(0, 1))  # the next seat outbids the first on the same track
    worth = [20.0, 12.0, 6.0, 2.0]
    leader, _ = settlement.settled(s, worth)
    assert first in leader and -1 not in leader
