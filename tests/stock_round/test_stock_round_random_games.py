"""Random Stock Round games: never stuck, every share and every dollar accounted for, the
director always the one holding most, a save read back plays on identically.

Shares: unissued + treasury + pool + players' = 10 per railway; the pool holds at most 5, a
player at most 6.  Money: the players' cash, the railways' treasuries and the bank always add
up to the bank's starting $7,200 (the bank may go below zero once broken); nobody's cash and
no treasury ever goes below zero.
"""

from __future__ import annotations

import os

import pytest

from tabletop.core.rng import Rng
from tabletop.games import get
from tabletop.games.stock_round.state import StockRoundState

GAMES = int(os.environ.get("STOCK_ROUND_GAMES", "160"))


def check(st: StockRoundState, total: int, seed: int) -> None:
    for r in range(st.railways):
        assert st.ipo[r] + st.treasury[r] + st.pool[r] + sum(st.held[r]) == 10, seed
        assert 0 <= st.pool[r] <= 5 and max(st.held[r]) <= 6, seed
        d = st.director[r]
        mid_sale = st.phase == "anyone" and r == st.sale_railway
        if d >= 0 and not mid_sale:
            assert st.held[r][d] >= 2 and st.held[r][d] == max(st.held[r]), seed
    assert sum(st.cash) + sum(st.funds) + st.bank == total, seed
    assert min(st.cash) >= 0 and min(st.funds) >= 0, seed


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_random_games_conserve_shares_and_money(seats):
    info = get("stock-round")
    for seed in range(GAMES // 4 + 1):
        st = info.new_state(seats, seed, {})
        total = sum(st.cash) + st.bank
        rng, moves = Rng(seed), 0
        while not st.is_terminal():
            legal = st.legal_moves()
            assert legal, f"seed {seed}: stuck in {st.phase}"
            st.apply(legal[rng.below(len(legal))])
            moves += 1
            assert moves < 20_000
            check(st, total, seed)
            if rng.below(50) == 0:
                back = StockRoundState.from_json(st.to_json())
                assert back == st and back.legal_moves() == st.legal_moves()
        assert st.broken or st.bankrupt >= 0 or st.ors >= 30
        assert len(st.history[0]) == len(st.marks)


def test_the_fast_buying_check_agrees_with_the_reasons():
    """buying.buys/starts skip building refusal texts (search asks them constantly): over
    random positions they must allow exactly what why_not_buy/why_not_start allow."""
    from tabletop.games.stock_round import buying
    from tabletop.games.stock_round.market import PAR_COLUMNS

    info = get("stock-round")
    for seed in range(6):
        st = info.new_state(3 + seed % 4, seed, {})
        rng = Rng(seed)
        while not st.is_terminal():
            for p in range(st.num_seats):
                slow = [
                    (r, s)
                    for r in range(st.railways)
                    for s in buying.SOURCES
                    if buying.why_not_buy(st, p, r, s) is None
                ]
                assert buying.buys(st, p) == slow
                slow_starts = [
                    (r, c)
                    for r in range(st.railways)
                    for c in PAR_COLUMNS
                    if buying.why_not_start(st, p, r, c) is None
                ]
                assert buying.starts(st, p) == slow_starts
            legal = st.legal_moves()
            st.apply(legal[rng.below(len(legal))])
