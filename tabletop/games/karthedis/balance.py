"""The card set's balance, measured: `python -m tabletop.games.karthedis.balance [games]`.

Many 4-seat games between equal AI seats (the Easy level) with random 20-card decks.  Per
species: how often the seat holding the most cards of it (alone) wins; 25% is its fair share.
Also the first market leader's win rate.  The table in docs/rules/karthedis.md comes from here.
"""

from __future__ import annotations

import sys
import time

from ...ai.evaluation import Evaluation
from ...ai.heuristic import HeuristicPlayer
from ...ai.levels import EASY_NOISE
from .cards import NUM_SPECIES, SPECIES, species_of
from .info import INFO
from .state import new_game

SEATS = 4


def balance_player(seed: int) -> HeuristicPlayer:
    """The player seated everywhere: the Easy level (one-ply look-ahead with the game's
    evaluation and a little noise)."""
    return HeuristicPlayer(Evaluation.of(INFO), seed, noise=EASY_NOISE)


def play_one(seed: int) -> tuple[list[int], int, list[float]]:
    """(per species the seat holding most of it alone, or -1; first leader; win shares)."""
    s = new_game(SEATS, seed, {})
    counts = [[0] * NUM_SPECIES for _ in range(SEATS)]
    for p in range(SEATS):
        for c in s.decks[p] + s.hands[p]:
            counts[p][species_of(c)] += 1
    holders = []
    for sp in range(NUM_SPECIES):
        top = max(counts[p][sp] for p in range(SEATS))
        most = [p for p in range(SEATS) if counts[p][sp] == top]
        holders.append(most[0] if len(most) == 1 and top > 0 else -1)
    leader = s.leader
    players = [balance_player(seed * 31 + p) for p in range(SEATS)]
    while not s.is_terminal():
        seat = s.to_act()
        assert seat is not None
        s.apply(players[seat].choose(s.view(seat), seat).move)
    winners = s.winners()
    shares = [1.0 / len(winners) if p in winners else 0.0 for p in range(SEATS)]
    return holders, leader, shares


def measure(games: int, first_seed: int = 1) -> dict:
    wins = [0.0] * NUM_SPECIES
    counted = [0] * NUM_SPECIES
    leader_wins = 0.0
    for seed in range(first_seed, first_seed + games):
        holders, leader, shares = play_one(seed)
        for sp, p in enumerate(holders):
            if p >= 0:
                counted[sp] += 1
                wins[sp] += shares[p]
        leader_wins += shares[leader]
    return {
        "games": games,
        "species": [
            (SPECIES[sp]["de"], wins[sp] / max(1, counted[sp]), counted[sp])
            for sp in range(NUM_SPECIES)
        ],
        "first_leader": leader_wins / games,
    }


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 1000
    start = time.time()
    result = measure(games)
    took = time.time() - start
    print(f"{games} games, {SEATS} seats, random decks, Easy AI everywhere ({took:.0f} s)")
    print("| Species | Win rate of the seat holding most | Games counted |")
    print("|---|---|---|")
    for name, rate, n in result["species"]:
        print(f"| {name} | {100 * rate:.1f}% | {n} |")
    print(f"First market leader wins {100 * result['first_leader']:.1f}% (fair share 25%)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
