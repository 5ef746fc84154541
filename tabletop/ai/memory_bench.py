"""Peak memory while the computer thinks (`tabletop-cli bench --only memory`): a game, whole or
as far as --seconds allow, in which every seat is a computer of the measured level, all sharing
the game's search workers as in the app, each keeping its tree between decisions.  Peak
resident sizes (Linux's VmHWM) of this process and of each worker; the app adds Qt's own (its
smoke test prints both)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from ..core.game import GameInfo
from .levels import make_player
from .match import player_seed
from .parallel import SearchPool


def resident_mb(pid: int | str = "self", field: str = "VmHWM") -> float | None:
    """A process's peak (VmHWM) or current (VmRSS) resident size in MB; None off Linux."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


@dataclass
class MemoryBench:
    before_mb: float | None  # this process with the game's engine loaded, before any search
    peak_mb: float | None  # this process at its peak: its searches and every seat's kept tree
    workers_mb: list[float | None]  # each worker process's peak
    decisions: int


def bench_memory(
    info: GameInfo,
    seats: int,
    options: dict[str, Any],
    seed: int = 1,
    level: str = "hard",
    workers: int | None = None,
    seconds: float = float("inf"),
) -> MemoryBench:
    state = info.new_state(seats, seed, options)
    pool = SearchPool(info, workers)
    before = resident_mb(field="VmRSS")
    try:
        players = [make_player(level, info, player_seed(seed, s), pool) for s in range(seats)]
        decisions = 0
        end = time.perf_counter() + seconds
        while not state.is_terminal() and time.perf_counter() < end:
            seat = state.to_act()
            assert seat is not None
            state.apply(players[seat].choose(state.view(seat), seat).move)
            decisions += 1
        workers_mb = [resident_mb(pid) for pid in pool.pids()]
        return MemoryBench(before, resident_mb(), workers_mb, decisions)
    finally:
        pool.close()
