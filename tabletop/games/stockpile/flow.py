"""The order of the game: setup steps, then each round's phases (A Rodada), then the end.

Each step has an `enter(state, log) -> bool` that does what needs no decision and returns True
while it waits for a player; the step's move handler calls `finish` once everyone is done.
"""

from __future__ import annotations

from ...core.game import LogEntry

ROUND = (
    "round_start",
    "notes",
    "phil",
    "deal",
    "robins",
    "supply",
    "commodity",
    "first_card",
    "pre_demand",
    "demand",
    "resolve",
    "give_first_card",
    "action",
    "selling",
    "bailout",
    "movement",
    "end_round",
)


_ENTER: dict = {}


def _enter(phase: str):
    if not _ENTER:  # built once: the step modules import this one
        _ENTER.update(_steps())
    return _ENTER[phase]


def _steps() -> dict:
    from . import (
        action,
        demand,
        endgame,
        information,
        investors,
        movement,
        selling,
        strategies,
        supply,
    )

    return {
        "choose_investors": investors.enter_choose,
        "offer_investors": investors.enter_offer,
        "investor_auction": demand.enter_investor_auction,
        "strategy_discard": strategies.enter_discard,
        "round_start": information.start_round,
        "notes": information.enter_notes,
        "phil": information.enter_phil,
        "deal": information.deal,
        "robins": supply.enter_robins,
        "supply": supply.enter_supply,
        "commodity": supply.enter_commodity,
        "first_card": supply.enter_first_card,
        "pre_demand": demand.enter_pre_demand,
        "demand": demand.enter_demand,
        "resolve": demand.resolve,
        "give_first_card": demand.enter_give_first_card,
        "action": action.enter,
        "selling": selling.enter,
        "bailout": selling.enter_bailout,
        "movement": movement.enter,
        "end_round": endgame.enter_end_round,
        "game_end": endgame.finish,
    }


def after_investors(s) -> str:
    return "strategy_discard" if s.options["strategies"] else "round_start"


def next_phase(s, phase: str) -> str:
    if phase == "choose_investors":
        return after_investors(s)
    if phase == "offer_investors":
        return "investor_auction"
    if phase == "investor_auction":
        return after_investors(s)
    if phase == "strategy_discard":
        return "round_start"
    if phase == "end_round":
        return "game_end" if s.round >= s.rounds else "round_start"
    return ROUND[ROUND.index(phase) + 1]


def run(s, log: list[LogEntry], phase: str) -> None:
    """Enter `phase` and the ones after it until a player has to decide."""
    while True:
        s.phase = phase
        s.prompt = []
        if _enter(phase)(s, log):
            return
        if s.phase == "over":
            return
        phase = next_phase(s, phase)


def finish(s, log: list[LogEntry]) -> None:
    """The current step is complete: go on with the next."""
    run(s, log, next_phase(s, s.phase))
