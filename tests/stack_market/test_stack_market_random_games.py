"""Random Stack Market games: never stuck, every die and every dollar accounted for.

Dice: the reserve, the dice out of the game, the buildings, the tray and the order always add
up to the box (50 or 60).  Money: it only moves by the rulebook's amounts, never below 0.
Physics: every building left standing obeys the static rule of the rules page.
"""

from __future__ import annotations

import os

import pytest

from tabletop.core.rng import Rng
from tabletop.games import get
from tabletop.games.stack_market.physics import stands

GAMES = int(os.environ.get("STACK_MARKET_GAMES", "150"))


@pytest.mark.parametrize("seats", [3, 4])
def test_random_games_conserve_dice_and_money(seats):
    info = get("stack-market")
    for seed in range(GAMES):
        st = info.new_state(seats, seed, {"rounds": 1 + seed % 3})
        rng, moves = Rng(seed), 0
        while not st.is_terminal():
            legal = st.legal_moves()
            assert legal, f"seed {seed}: stuck in {st.phase}"
            before = st.counted[:]
            st.apply(legal[rng.below(len(legal))])
            moves += 1
            assert moves < 20_000
            dice = st.reserve + st.removed + sum(map(len, st.xs)) + len(st.tray) + len(st.order)
            assert dice == st.total_dice(), f"seed {seed}: {dice} dice"
            assert st.money == st.counted and min(st.money) >= 0
            assert all((a - b) % 1000 == 0 for a, b in zip(st.counted, before))
            assert all(stands(xs) for xs in st.xs), f"seed {seed}: a standing building falls"
        assert len(st.sheets) == st.rounds
