"""Stockpile's game state.  CONTRACT (the UI, the AI and the engine rely on these names):

StockpileState(GameState), all attributes plain ints / lists so clone() is cheap; money in $K:
  num_seats, rng, options (dict: see info.py), rounds, round (1-based), first (first player)
  phase: str — "choose_investors", "offer_investors", "investor_auction", "strategy_discard",
     "notes", "phil", "robins", "supply", "commodity", "first_card", "pre_demand", "demand",
     "give_first_card", "action", "selling", "bailout", "claim", "end_round", "over"
  actor: seat to act; prompt: list, [] or [what, ...] for a pending multi-step decision
  queue: seats (or seat*100+investor) still to act in the current step
  money, notes: per seat;  price: per company, the space index on its track (see company_value)
  deck (top = last), discard, commercial_deck, commercial_discard, strategy_deck
  piles: per stockpile, card ids; pile_up: 1 face up / 0 face down; pile_known: bit mask of the
     seats that know each card (face-up cards: every seat)
  hands: per seat, market cards to place; commercial_hands: commercial cards to place
  portfolio, split: per seat, stock cards (Carteira de Ações / Carteira Dividida)
  known_portfolio, known_split: per seat, the cards there that every player has seen
  held: per seat, Stock Boom/Bust cards to play this round; unpaid: trading fees owed
  commercial: per seat, commodity and tax cards taken (public)
  pair_company, pair_forecast, pair_holder (seat, UP or DOWN), pair_known (bit mask),
     pair_falsified (Falsified Earnings cards on it), forecast_set (forecast cards in play),
     dice (faces rolled, forecast dice module)
  bid_space, bid_seat: per bid track (stockpile), -1 when empty; unplaced: meeples per seat
  offered: investor auction, the investor on each stockpile
  investors: per seat, chosen investors; investor_hand: dealt, not yet chosen
  strategy_hand, strategy_out (setup discards, per seat), strategy_played (removed, public)
  played_now: strategy cards played this round per seat; used: per seat, bit mask of investor
     powers used this round (bit = investor id)
  won_space, won_paid: per seat, bid spaces and amounts of the stockpiles won this round
  first_card: seat holding the first player card, -1 when in a stockpile or not in play
  robins_draw: Royal Robins's cards to seed the stockpiles; phil_pick: [0 company / 1 forecast,
     card] Forecast Phil's pick this round
  last_bidder, last_face, last_pile, move_step: bookkeeping of the auction, the supply and the
     Movement Phase
  totals: final money per seat once over; final: per seat [money before the final scoring,
     majority bonuses, final sale, notes redeemed, commodities, -taxes, total]
  flows: the payments of the last apply() as (seat, amount, reason), see market.REASONS

Messages (messages.py, context "Stockpile") name players through the argument `player`, a seat
index (int) that the UI replaces with the seat's name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.fields import FieldState
from ...core.game import HIDDEN, GameState, Move, share_winners
from ...core.rng import Rng
from ...core.text import Text
from . import cards, decisions, rules, secrecy, setup, voice  # noqa: F401
from .cards import DOWN, UP

_INT_FIELDS = (
    "num_seats",
    "rounds",
    "round",
    "first",
    "actor",
    "last_bidder",
    "last_face",
    "last_pile",
    "first_card",
    "move_step",
)
_STR_FIELDS = ("phase",)
_LIST_FIELDS = (
    "money",
    "notes",
    "price",
    "deck",
    "discard",
    "commercial_deck",
    "commercial_discard",
    "strategy_deck",
    "strategy_played",
    "queue",
    "prompt",
    "pair_company",
    "pair_forecast",
    "pair_holder",
    "pair_known",
    "pair_falsified",
    "forecast_set",
    "dice",
    "bid_space",
    "bid_seat",
    "unplaced",
    "offered",
    "played_now",
    "used",
    "totals",
    "robins_draw",
    "phil_pick",
)
_NESTED_FIELDS = ("piles", "pile_up", "pile_known", *setup.PER_SEAT_FIELDS, "final")


class StockpileState(FieldState, GameState):
    SCALARS = _INT_FIELDS + _STR_FIELDS
    LISTS, NESTED = _LIST_FIELDS, _NESTED_FIELDS

    num_seats: int
    rng: Rng
    options: dict
    phase: str
    # the fields the state's own methods read (FieldState keeps them all)
    actor: int
    first: int
    money: list[int]
    totals: list[int]
    price: list[int]
    pair_holder: list[int]
    investors: list[list[int]]
    portfolio: list[list[int]]
    split: list[list[int]]
    flows: list[Any]

    # --- the rules -------------------------------------------------------------------------
    def to_act(self) -> int | None:
        return None if self.phase == "over" else self.actor

    # the rules' functions themselves, not wrappers: search calls them at every step
    legal_moves = rules.legal_moves
    apply = rules.apply

    def explain(self, move: Move) -> Text | None:
        return rules.explain(self, move)

    def describe(self, move: Move) -> Text:
        return rules.describe(self, move)

    def group(self, move: Move) -> Text:
        return decisions.group(move)

    def choice(self, move: Move) -> Text | None:
        return decisions.choice(self, move)

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[float]:
        return list(self.totals) if self.phase == "over" else list(self.money)

    def winners(self) -> list[int]:
        return share_winners(self.scores())

    # --- derived facts ---------------------------------------------------------------------
    def has(self, seat: int, investor: int) -> bool:
        return investor in self.investors[seat]

    def owner_of(self, investor: int) -> int:
        """The seat playing `investor`, or -1."""
        for seat, chosen in enumerate(self.investors):
            if investor in chosen:
                return seat
        return -1

    def track(self, company: int) -> tuple:
        board = cards.ADVANCED if self.options.get("advanced_board") else cards.STANDARD
        return board[company]

    def company_value(self, company: int) -> int:
        return self.track(company)[0][self.price[company]]

    def turn_order(self) -> list[int]:
        return [(self.first + i) % self.num_seats for i in range(self.num_seats)]

    def shares(self, seat: int, company: int) -> tuple[int, int]:
        """(portfolio, split portfolio) cards of a company (only meaningful for visible seats)."""
        return (
            sum(1 for c in self.portfolio[seat] if c // cards.STOCKS_PER_COMPANY == company),
            sum(1 for c in self.split[seat] if c // cards.STOCKS_PER_COMPANY == company),
        )

    def num_piles(self) -> int:
        return cards.PILES.get(self.num_seats, self.num_seats)

    def note_price(self) -> int:
        return cards.NOTE_PRICE[self.num_seats]

    def seat_pairs(self, seat: int) -> list[int]:
        return [i for i, h in enumerate(self.pair_holder) if h == seat]

    # --- information -----------------------------------------------------------------------
    def view(self, seat: int | None) -> StockpileState:
        return secrecy.view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> StockpileState:
        return secrecy.determinize(self, seat, rng)

    def sampler(self, seat: int) -> Callable[[Rng], StockpileState]:
        return secrecy.sampler(self, seat)

    # --- copies and files: FieldState copies and serialises the fields named above ---------
    def _clone_rest(self, copy: StockpileState) -> None:
        copy.options = self.options  # never mutated after setup
        copy.flows = []

    def _rest_to_json(self, data: dict) -> None:
        data["options"] = dict(self.options)

    def _rest_from_json(self, data: dict) -> None:
        if not isinstance(data.get("options"), dict):
            raise ValueError("options: not a dict")
        self.options = dict(data["options"])
        self.flows = []


def new_game(seats: int, seed: int, options: dict | None = None) -> StockpileState:
    """A fresh game: setup done, the first decision waiting."""
    if not 2 <= seats <= 5:
        raise ValueError("Stockpile takes 2 to 5 seats")
    s = StockpileState.__new__(StockpileState)
    s.num_seats = seats
    s.rng = Rng(seed)
    s.options = setup.normalise_options(options or {})
    s.flows = []
    setup.setup_game(s)
    return s


__all__ = ["DOWN", "HIDDEN", "UP", "StockpileState", "new_game"]


State = StockpileState  # the registry finds the state class by this name
