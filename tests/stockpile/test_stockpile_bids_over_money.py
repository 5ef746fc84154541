"""Money that falls below the bids already placed (issue 7.1): the meeple still has a place.

In a 2-player game both meeples' bids together may not exceed the money, but money can fall
during the auction: Lazy Liliane pays $1K when outbid, and an unpaid trading fee is settled from
Moneymaker Mitt's $1K.  The seat may then still bid where it costs nothing more, and pays all it
has for a stockpile it can no longer afford (docs/rules/stockpile-decisions.md).
"""

from __future__ import annotations

import pytest
from stockpile_helpers import advance_to, check_invariants, with_investors

from tabletop.ai.match import play_game
from tabletop.core.rng import Rng
from tabletop.games import get
from tabletop.games.stockpile import cards, demand
from tabletop.games.stockpile.moves import Bid, Pass
from tabletop.games.stockpile.state import StockpileState

SEED_FIRST_SEAT_0 = 2  # with_investors(2, 2, ...): seat 0 bids first


def _demand(assign: dict[int, list[int]]) -> StockpileState:
    s = with_investors(2, SEED_FIRST_SEAT_0, assign)
    advance_to(s, "demand", Rng(3), chooser=lambda s, legal: Pass() if Pass() in legal else None)
    assert s.turn_order() == [0, 1] and s.actor == 0
    return s


def _bids(s: StockpileState) -> set[Bid]:
    moves = s.legal_moves()
    assert moves, "a seat with a meeple to place has no legal move"
    return {m for m in moves if isinstance(m, Bid)}


def test_the_seed_594_game_from_the_issue_plays_to_the_end():
    # Discount Donald + Moneymaker Mitt: Mitt's $1K paid an old $3K fee, leaving $0 under a
    # $1K bid; the other meeple, outbid, had nowhere to go and the random player crashed.
    result = play_game(
        get("stockpile"), ["random", "random"], 594, options={"investors": "auction"}
    )
    assert result.moves > 0 and len(result.scores) == 2


@pytest.mark.parametrize(
    "partner,rebids,paid",
    [
        # $9K left under a $10K bid: only $0 is open, and she pays her $9K for the stockpile
        (cards.BILL, {Bid(3, 0)}, [-9]),
        # Donald pays $0 on the $1K space, so it costs nothing more either ($10K bid: he owes $6K)
        (cards.DONALD, {Bid(3, 0), Bid(3, 1), Bid(2, 1)}, [-5]),
        # Barbara is paid on her first two spaces and pays $0 on the third ($10K: she owes $8K);
        # she receives her $4K first and then pays the $8K in full
        (
            cards.BARBARA,
            {Bid(3, 0), Bid(3, 1), Bid(3, 2), Bid(2, 1), Bid(2, 2), Bid(1, 2)},
            [4, -8],
        ),
    ],
)
def test_liliane_outbid_below_her_other_bid_may_still_bid_what_costs_nothing(partner, rebids, paid):
    s = _demand({0: [cards.LILIANE, partner]})
    lil = 0
    s.apply(Bid(0, 4))  # $10K
    s.money[lil] = demand.committed(s, lil)  # exactly what that bid costs her
    s.apply(Bid(2, 0))  # the other player
    s.apply(Bid(1, 0))  # $0 on another stockpile
    s.apply(Bid(1, 1))  # outbid: she pays $1K
    assert s.actor == lil and demand.committed(s, lil) > s.money[lil]
    assert _bids(s) == rebids
    s.apply(Bid(3, 0))
    assert s.phase != "demand" and not s.is_terminal()
    assert [amount for who, amount, why in s.flows if who == lil and why == "bid"] == paid
    check_invariants(s)


def test_mitts_bonus_paying_old_fees_leaves_his_meeple_a_free_place():
    s = _demand({0: [cards.MITT, cards.BILL]})
    mitt = 0
    fees = [next(c for c in s.deck if cards.is_fee(c) and cards.fee_value(c) == v) for v in (3, 1)]
    for fee in fees:  # two trading fees he could not pay
        s.deck.remove(fee)
        s.unpaid[mitt].append(fee)
    s.money[mitt] = 2
    s.apply(Bid(0, 1))  # $1K; +$1K = $3K, and the $3K fee takes it all
    s.apply(Bid(2, 0))
    s.apply(Bid(1, 0))  # $0; +$1K, and the $1K fee takes it
    assert s.money[mitt] == 0 and not s.unpaid[mitt]
    s.apply(Bid(1, 1))  # outbid
    assert s.actor == mitt and _bids(s) == {Bid(3, 0)}
    s.apply(Bid(3, 0))
    assert s.phase != "demand"
    check_invariants(s)


def test_budget_barbara_is_paid_before_she_pays_for_her_other_stockpile():
    s = _demand({0: [cards.BARBARA, cards.BILL]})
    barbara = 0
    for pile in (0, 2):  # no trading fees in her stockpiles
        for i in reversed(range(len(s.piles[pile]))):
            if cards.is_fee(s.piles[pile][i]):
                s.discard.append(s.piles[pile].pop(i))
                s.pile_up[pile].pop(i)
                s.pile_known[pile].pop(i)
    s.money[barbara] = 0
    s.apply(Bid(2, 0))  # she will receive $4K
    s.apply(Bid(1, 0))
    s.apply(Bid(0, 3))  # her $6K space costs her $3K: allowed on the sum, -$1K
    s.apply(Bid(3, 0))
    bids = [(who, amount) for who, amount, why in s.flows if why == "bid" and who == barbara]
    assert bids == [(barbara, 4), (barbara, -3)]
    check_invariants(s)
