"""Saves of version 0.1 asked the drawing seat at every Einsatz draw ("deploy" / "conceal"
moves).  The rule is now a standing, private choice (SetDeploy) applied at the draw, so such a
save is replayed with each answer made standing just before the drawer's own move that drew
the card.  Nothing a player started is lost to the rule change; a save this cannot rewrite is
left as it was (the loader then says what is wrong with it)."""

from __future__ import annotations

from typing import Any

OLD = {"deploy": 1, "conceal": 0}


def session(data: dict[str, Any]) -> dict[str, Any]:
    moves, movers = data.get("moves"), data.get("movers")
    if (
        not isinstance(moves, list)
        or not isinstance(movers, list)
        or len(moves) != len(movers)
        or not any(isinstance(m, dict) and _kind(m) in OLD for m in moves)
    ):
        return data
    options = data.get("options")
    start = 0 if isinstance(options, dict) and options.get("deploy") is False else 1
    flag: dict[int, int] = {}
    out_moves: list[Any] = []
    out_movers: list[Any] = []
    last_own: dict[int, int] = {}  # seat -> index (in the output) of its latest move
    for move, mover in zip(moves, movers):
        kind = _kind(move)
        if kind in OLD and type(mover) is int and mover in last_own:
            on = OLD[kind]
            if flag.get(mover, start) != on:
                at = last_own[mover]
                out_moves.insert(at, {"kind": "set_deploy", "on": on})
                out_movers.insert(at, mover)
                last_own = {s: i + (i >= at) for s, i in last_own.items()}
                flag[mover] = on
            continue
        if type(mover) is int:
            last_own[mover] = len(out_moves)
        out_moves.append(move)
        out_movers.append(mover)
    # the undo floor counted the old moves: nothing before the loaded position is taken back
    return dict(data, moves=out_moves, movers=out_movers, barrier=len(out_moves))


def _kind(move: Any) -> str | None:
    kind = move.get("kind") if isinstance(move, dict) else None
    return kind if isinstance(kind, str) else None  # a hostile file may put anything there
