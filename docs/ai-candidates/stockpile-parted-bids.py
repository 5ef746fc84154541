"""Where a short and a long search part on a Stockpile bid, and which bids dearer.

    python docs/ai-candidates/stockpile-parted-bids.py SEED [SEED ...] > parted.txt
    python docs/ai-candidates/stockpile-parted-bids.py --judge parted.txt [more.txt ...]

The first form plays four-seat games of Medium seats and searches every Demand Phase bid
twice from the same seed, with Hard's 1,500 iterations and with 6,000 (no kept tree). Where
the two choose differently it prints the auction, the bidder's worths and both roots' most
visited bids with their visits and mean win chance. `--judge` counts which of the two bid
dearer and by how much each tree prefers its own choice (docs/ai-strength.md, seventeenth
session). A measurement kept with the docs, not part of the app.
"""

import ast
import re
import statistics
import sys

SEATS = 4
BUDGETS = (1500, 6000)
BID = re.compile(r"Bid\(pile=(\d+), space=(\d+)\)")


def top(moves: list, k: int = 6) -> list:
    """The most visited of a root's moves (ismcts.stats_of), with their mean win chance."""
    kids = sorted(moves, key=lambda m: -m[1])
    return [(str(move), n, round(reward / max(n, 1), 3)) for move, n, reward, _ in kids[:k]]


def play(seeds: list[int]) -> None:
    from tabletop.ai.evaluation import Evaluation
    from tabletop.ai.ismcts import ISMCTSPlayer, stats_of
    from tabletop.ai.levels import make_player
    from tabletop.ai.match import player_seed
    from tabletop.games import get
    from tabletop.games.stockpile import heuristic

    info = get("stockpile")
    evaluation = Evaluation.of(info)
    for seed in seeds:
        state = info.new_state(SEATS, seed, None)
        movers = [make_player("medium", info, player_seed(seed, s)) for s in range(SEATS)]
        k = 0
        while not state.is_terminal():
            seat = state.to_act()
            view = state.view(seat)
            if view.phase == "demand" and not view.prompt and len(view.legal_moves()) > 1:
                k += 1
                found = []
                for budget in BUDGETS:
                    player = ISMCTSPlayer(evaluation, seed * 1000 + k, iterations=budget)
                    moves, _ = stats_of(player.search(view, seat), seat)
                    # the move ISMCTSPlayer.choose makes: most visits, then most reward
                    found.append((max(moves, key=lambda m: (m[1], m[2]))[0], moves))
                if found[0][0] != found[1][0]:
                    values = heuristic.expectations(view, seat)
                    unseen = heuristic.unseen_card(values)
                    worth = [
                        round(heuristic.pile_worth(view, p, seat, values, unseen), 1)
                        for p in range(len(view.piles))
                    ]
                    print(f"seed {seed} bid {k} round {view.round} seat {seat}", end=" ")
                    print(f"money {view.money} worth {worth}")
                    print("  tracks", list(zip(view.bid_space, view.bid_seat)))
                    for budget, (move, moves) in zip(BUDGETS, found):
                        print(f"  {budget}: {move}   {top(moves)}", flush=True)
            state.apply(movers[seat].choose(view, seat).move)


def judge(paths: list[str]) -> None:
    from tabletop.games.stockpile.cards import BID_SPACES

    lines = [line for path in paths for line in open(path).read().splitlines()]
    dearer = cheaper = same = 0
    long_gap, short_gap = [], []  # each tree's lead of its own choice over the other's
    for i, line in enumerate(lines):
        if not line.startswith(f"  {BUDGETS[0]}:"):
            continue
        short, long = line, lines[i + 1]
        ms, ml = BID.search(short), BID.search(long)
        if ms is None or ml is None:
            continue
        cost_s, cost_l = BID_SPACES[int(ms.group(2))], BID_SPACES[int(ml.group(2))]
        dearer += cost_l > cost_s
        cheaper += cost_l < cost_s
        same += cost_l == cost_s
        stats_s = {m: v for m, _, v in ast.literal_eval(short.split("   ", 1)[1])}
        stats_l = {m: v for m, _, v in ast.literal_eval(long.split("   ", 1)[1])}
        if ms.group(0) in stats_l:
            long_gap.append(stats_l[ml.group(0)] - stats_l[ms.group(0)])
        if ml.group(0) in stats_s:
            short_gap.append(stats_s[ms.group(0)] - stats_s[ml.group(0)])
    parted = dearer + cheaper + same
    print(f"parted: {parted}; the long search dearer {dearer}, cheaper {cheaper}, same {same}")
    for name, gaps in (("long", long_gap), ("short", short_gap)):
        if gaps:
            print(f"the {name} tree's lead of its own choice: median {statistics.median(gaps):.3f}")
            print(f"  mean {statistics.mean(gaps):.3f} over {len(gaps)}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--judge"]:
        judge(sys.argv[2:])
    else:
        play([int(a) for a in sys.argv[1:]])
