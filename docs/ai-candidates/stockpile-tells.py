"""What a Stockpile seat's dealings in a round tell the others of its insider forecast.

    python docs/ai-candidates/stockpile-tells.py play LEVEL FIRST_SEED COUNT > rounds.jsonl
    python docs/ai-candidates/stockpile-tells.py judge rounds.jsonl [more.jsonl ...]

`play`: four-seat games of one level; a line per round with, per seat and company, the shares
sold and the publicly seen shares at the Supply and the Selling Phase's starts, and the pairs.
`judge`: the rates of those events by how the company's forecast stands to the seat, and the
error of the best guess of every unseen company's change in worth, before and after weighing
every way the unseen pairs can lie by those rates (docs/ai-strength.md, sixteenth session).
A measurement kept with the docs, not part of the app.
"""

import itertools
import json
import math
import sys
from collections import defaultdict

SEATS = 4


def play(level: str, first: int, count: int) -> None:
    from tabletop.ai.levels import make_player
    from tabletop.ai.match import player_seed
    from tabletop.games import get
    from tabletop.games.stockpile import cards, movement
    from tabletop.games.stockpile import heuristic as h
    from tabletop.games.stockpile.moves import SPLIT_SALE, Sell

    def seen(s, seat):
        out = [0] * cards.NUM_COMPANIES
        for c in s.known_portfolio[seat]:
            out[cards.company_of(c)] += cards.is_stock(c)
        for c in s.known_split[seat]:
            out[cards.company_of(c)] += 2 * cards.is_stock(c)
        return out

    info = get("stockpile")
    for seed in range(first, first + count):
        state = info.new_state(SEATS, seed, None)
        players = [make_player(level, info, player_seed(seed, i)) for i in range(SEATS)]
        rec = None
        while not state.is_terminal():
            phase = state.phase
            if phase == "supply" and rec is None:
                rec = {"start": [seen(state, r) for r in range(SEATS)]}
                rec["sold"] = [[0] * cards.NUM_COMPANIES for _ in range(SEATS)]
            if phase == "selling" and rec is not None and "sell" not in rec:
                rec["sell"] = [seen(state, r) for r in range(SEATS)]
                rec["pairs"] = []
                for i, holder in enumerate(state.pair_holder):
                    dividend, change = movement.forecast_effect(state, i)
                    c = state.pair_company[i]
                    worth = h.share_after(state, c, change, dividend)[0]
                    worth -= h.share_after(state, c, 0, 0)[0]
                    rec["pairs"].append([holder, c, round(worth, 2)])
            if phase not in ("selling", "bailout") and rec is not None and "sell" in rec:
                print(json.dumps(rec), flush=True)
                rec = None
                continue
            seat = state.to_act()
            move = players[seat].choose(state.view(seat), seat).move
            if phase == "selling" and isinstance(move, Sell) and rec is not None:
                rec["sold"][seat][cards.company_of(move.card)] += 2 if move.how == SPLIT_SALE else 1
            state.apply(move)


def kind(own: bool, worth: float) -> str:
    return ("own" if own else "other") + ("+" if worth > 0 else "0" if worth == 0 else "-")


def events(rec, seat: int, c: int) -> tuple[bool, bool]:
    return rec["sold"][seat][c] > 0, rec["sell"][seat][c] > rec["start"][seat][c]


def judge(paths: list[str]) -> None:
    recs = [json.loads(line) for p in paths for line in open(p)]
    counts: dict = defaultdict(lambda: defaultdict(int))
    for rec in recs:
        own = {holder: c for holder, c, _ in rec["pairs"] if holder >= 0}
        worth = {c: w for _, c, w in rec["pairs"]}
        for seat in range(SEATS):
            for c in worth:
                counts[kind(own[seat] == c, worth[c])][events(rec, seat, c)] += 1
    both = list(itertools.product((False, True), repeat=2))
    rate = {k: {e: (d[e] + 1) / (sum(d.values()) + 4) for e in both} for k, d in counts.items()}
    for k in sorted(rate):
        n = sum(counts[k].values())
        sold = sum(v for (s, _), v in counts[k].items() if s) / n
        grew = sum(v for (_, g), v in counts[k].items() if g) / n
        print(f"{k:7s} {n:5d} seat-rounds: sold some {sold:.3f}, seen shares grew {grew:.3f}")
    before = after = moved = 0.0
    n = 0
    for rec in recs:
        for observer in range(SEATS):
            hidden = [p for p in rec["pairs"] if p[0] not in (observer, -2)]  # -2: face up
            holders = [p[0] for p in hidden]
            companies = [p[1] for p in hidden]
            guess: dict = defaultdict(float)
            total = 0.0
            for held in itertools.permutations(companies):
                for worths in itertools.permutations([p[2] for p in hidden]):
                    of = dict(zip(held, worths))
                    w = 1.0
                    for holder, mine in zip(holders, held):
                        if holder >= 0:
                            for c in companies:
                                w *= rate[kind(c == mine, of[c])][events(rec, holder, c)]
                    total += w
                    for c in companies:
                        guess[c] += w * of[c]
            prior = sum(p[2] for p in hidden) / len(hidden)
            for _, c, worth in hidden:
                before += (worth - prior) ** 2
                after += (worth - guess[c] / total) ** 2
                moved += abs(guess[c] / total - prior)
                n += 1
    print(
        f"{len(recs)} rounds, {n} unseen companies: error {math.sqrt(before / n):.3f}K "
        f"before, {math.sqrt(after / n):.3f}K after; the guess moves {moved / n:.2f}K"
    )


if __name__ == "__main__":
    if sys.argv[1] == "play":
        play(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        judge(sys.argv[2:])
