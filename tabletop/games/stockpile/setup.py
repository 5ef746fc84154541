"""Preparação: options, the starting stock and money; investors and strategy cards follow
(investors.py, strategies.py)."""

from __future__ import annotations

from typing import Any

from ...core.game import LogEntry
from . import cards, flow, investors

BOOL_OPTIONS = (
    "advanced_board",
    "promissory",
    "commodities",
    "forecast_dice",
    "strategies",
    "first_player_card",
    "hidden_dividends",
)
# the state's fields holding one list per seat (state.py serialises them with the others)
PER_SEAT_FIELDS = (
    "hands",
    "commercial_hands",
    "portfolio",
    "split",
    "known_portfolio",
    "known_split",
    "held",
    "unpaid",
    "commercial",
    "investors",
    "investor_hand",
    "strategy_hand",
    "strategy_out",
    "won_space",
    "won_paid",
)
INVESTOR_MODES = ("none", "choose", "auction")


def normalise_options(options: dict) -> dict:
    out: dict[str, Any] = {k: bool(options.get(k, False)) for k in BOOL_OPTIONS}
    mode = options.get("investors", "none")
    out["investors"] = mode if mode in INVESTOR_MODES else "none"
    return out


def setup_game(s) -> None:
    n = s.num_seats
    s.rounds = cards.ROUNDS[n]
    s.round = 0
    s.first = s.rng.below(n)  # "who paid most for their last meal"
    s.actor = s.first
    s.phase = "setup"
    s.prompt, s.queue = [], []
    s.last_bidder = s.last_face = s.last_pile = -1
    s.move_step = 0
    s.first_card = s.first if s.options["first_player_card"] else -1
    s.money = [0] * n
    s.notes = [0] * n
    s.price = [s.track(c)[1] for c in range(cards.NUM_COMPANIES)]  # the start spaces

    def nested() -> list[list[int]]:
        return [[] for _ in range(n)]

    for name in PER_SEAT_FIELDS:
        setattr(s, name, nested())
    s.final = []
    s.totals = [0] * n
    s.piles, s.pile_up, s.pile_known = [], [], []
    s.bid_space, s.bid_seat, s.offered = [], [], []
    s.unplaced = [0] * n
    s.played_now = [0] * n
    s.used = [0] * n
    s.robins_draw = []
    s.phil_pick = []
    s.pair_company, s.pair_forecast, s.pair_holder = [], [], []
    s.pair_known, s.pair_falsified, s.forecast_set, s.dice = [], [], [], []
    s.strategy_played = []
    s.commercial_discard = []
    # One stock of each company, shuffled, one dealt face down to each player (rulebook).
    starters = list(cards.STARTING_STOCKS)
    s.rng.shuffle(starters)
    for seat in range(n):
        s.portfolio[seat].append(starters[seat])  # dealt face down
    s.deck = [c for c in range(cards.NUM_MARKET) if c not in starters[:n]]
    s.rng.shuffle(s.deck)
    s.discard = []
    s.commercial_deck = list(cards.COMMERCIAL_CARDS) if s.options["commodities"] else []
    s.rng.shuffle(s.commercial_deck)
    s.strategy_deck = list(range(cards.NUM_STRATEGIES)) if s.options["strategies"] else []
    s.rng.shuffle(s.strategy_deck)
    log: list[LogEntry] = []
    if s.options["investors"] != "none":
        investors.deal(s)
        flow.run(
            s, log, "choose_investors" if s.options["investors"] == "choose" else "offer_investors"
        )
    else:
        start = cards.START_MONEY.get(n, cards.DEFAULT_START_MONEY)
        for seat in range(n):
            s.money[seat] = start
        flow.run(s, log, flow.after_investors(s))
