"""How long a hint with its reason takes, how often its reason names a term with an amount
and how often it says the top moves are close (`tabletop-cli bench`): hints asked along a
game the Easy players play, at every decision with a choice, until the time is up."""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass
from typing import Any

from ..core.game import GameInfo
from ..core.text import Text
from .levels import make_player
from .reasons import CLOSE, DOWN, LATER_EVEN, ONLY, UP, hint

TERM_WORDS = {UP.source, DOWN.source, CLOSE.source, LATER_EVEN.source, ONLY.source}


def says_close(text: Text) -> bool:
    """The reason says "any of these is fine" (the search could not tell its top moves apart)."""
    return text.source == CLOSE.source or any(
        isinstance(v, Text) and says_close(v) for _, v in text.args
    )


def names_a_term(text: Text) -> bool:
    """The reason says at least one term of the evaluation with its amount."""
    if text.source in TERM_WORDS:
        return True
    return any(isinstance(v, Text) and names_a_term(v) for _, v in text.args)


@dataclass
class HintBench:
    times: list[float]
    named: int
    close: int = 0

    @property
    def median(self) -> float:
        return statistics.median(self.times)

    @property
    def p90(self) -> float:
        ordered = sorted(self.times)
        return ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]

    @property
    def share_named(self) -> float:
        return self.named / len(self.times)

    @property
    def share_close(self) -> float:
        return self.close / len(self.times)


def bench_hints(
    info: GameInfo, seats: int, seconds: float, options: dict[str, Any], seed: int = 1
) -> HintBench:
    times: list[float] = []
    named = close = 0
    deadline = time.perf_counter() + seconds
    game = 0
    while time.perf_counter() < deadline:
        state = info.new_state(seats, seed + game, options)
        game += 1
        players = [make_player("easy", info, seed * 31 + s) for s in range(seats)]
        while not state.is_terminal() and time.perf_counter() < deadline:
            seat = state.to_act()
            assert seat is not None
            view = state.view(seat)
            if len(view.legal_moves()) > 1:
                t = time.perf_counter()
                decision = hint(view, seat, info)
                times.append(time.perf_counter() - t)
                named += names_a_term(decision.reason)
                close += says_close(decision.reason)
            state.apply(players[seat].choose(view, seat).move)
    return HintBench(times, named, close)
