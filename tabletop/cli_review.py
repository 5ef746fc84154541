"""`tabletop-cli review SAVE`: the review of a saved game, without a window.

tabletop-cli review game.json [--seat N] [--seed S] [--iterations N] [--workers N] [--json]

Prints the marked decisions (move number, player, the move, the mark, the points of the chance
to win it gave away, and why the better move is better, in English) and each reviewed seat's
accuracy; progress goes to stderr.  The save is only read.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .core.text import Text


def add_parser(sub: Any, bounded: Any, max_seed: int) -> None:
    review = sub.add_parser("review", help="review a saved game: mistakes marked and explained")
    review.add_argument("save", help="a save file (or an autosave)")
    review.add_argument(
        "--seat",
        action="append",
        type=bounded(1, 99, "seat"),
        help="review this seat, counted from 1 (repeatable; default: the human seats)",
    )
    review.add_argument("--seed", type=bounded(0, max_seed, "seed"), default=0)
    review.add_argument(
        "--iterations",
        type=bounded(1, 10**7, "iterations"),
        help="search iterations per decision (default: the game's Hard budget)",
    )
    review.add_argument(
        "--workers",
        type=bounded(1, 64, "workers"),
        help="processes judging decisions at once (default: one per free core)",
    )
    review.add_argument("--json", action="store_true", help="print the review as JSON")
    review.set_defaults(run=cmd_review)


def cmd_review(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .ai.review import review_session, view_before
    from .core.savefile import SaveError, load
    from .games import registry

    try:
        session, _ = load(Path(args.save), registry())
    except SaveError as e:
        print(f"tabletop-cli review: {e.message.render()}", file=sys.stderr)
        return 1
    if args.seat:
        bad = [s for s in args.seat if s > len(session.seats)]
        if bad:
            parser.error(f"--seat {bad[0]}: this game has {len(session.seats)} seats")
        seats = sorted({s - 1 for s in args.seat})
    else:  # the humans; a game of computers only is reviewed for every seat
        seats = session.humans() or list(range(len(session.seats)))

    def progress(done: int, total: int) -> bool:
        print(f"\rreviewing: {done}/{total} decisions", end="", file=sys.stderr, flush=True)
        if done == total:
            print(file=sys.stderr)
        return True

    review = review_session(
        session,
        seats,
        seed=args.seed,
        iterations=args.iterations or 0,
        progress=progress,
        workers=args.workers,
    )
    assert review is not None  # never cancelled here
    rows = []
    for d in (d for d in review.decisions if d.mark is not None):
        view = view_before(session, d.number, d.seat)
        rows.append(
            {
                "move": d.number + 1,
                "seat": d.seat + 1,
                "player": session.seats[d.seat].name,
                "played": view.describe(d.played).render(),
                "best": view.describe(d.best).render(),
                "mark": d.mark.label.render() if d.mark else None,
                "drop": round(d.drop, 1),
                "error": round(100 * d.error, 1),
                "reason": _said(d.reason),
            }
        )
    seat_rows = [
        {
            "seat": s + 1,
            "player": session.seats[s].name,
            "decisions": sum(d.seat == s for d in review.decisions),
            "close_calls": sum(d.seat == s and d.close_call for d in review.decisions),
            "accuracy": round(review.accuracy(s), 1),
        }
        for s in seats
    ]
    if args.json:
        doc = {"game": review.game, "marked": rows, "seats": seat_rows}
        print(json.dumps(doc, indent=2, ensure_ascii=False))
        return 0
    print(f"{session.info.name}: {len(session.moves)} moves, seed {session.seed}")
    if not rows:
        print("No decision marked: no move gave away 5 points of the chance to win.")
    for r in rows:
        print(
            f"move {r['move']}, {r['player']}: {r['played']} - {r['mark']}, "
            f"{r['drop']:.1f} points (±{r['error']:.1f})"
        )
        print(f"    {r['reason']}")
    for s in seat_rows:
        print(
            f"{s['player']} (seat {s['seat']}): accuracy {s['accuracy']:.1f}% over "
            f"{s['decisions']} decisions ({s['close_calls']} too close to call)"
        )
    return 0


def _said(text: Text | None) -> str:
    return text.render() if text is not None else ""
