"""Stack Market's game state.

StackMarketState(GameState) fields, all plain ints and lists so that clone() is cheap:
  num_seats, rng; companies = num_seats (one company card per player)
  rounds: int (1..3), round: int (1-based), first: the round's first player
  turn: the seat whose turn it is; phase: str, one of
     "invest"          setup: `turn` puts a marker on a company (Invest)
     "roll"            `turn` rolls (Roll)
     "order"           `turn` chooses the next die of the stacking order (Pick)
     "place"           `turn` places the next die (Place)
     "change"          `turn` changes investment or keeps it (ChangeInvestment / Stay)
     "takeover_order"  round end: `charge` orders the lower building's dice (Pick)
     "takeover_place"  `charge` stacks them on the tallest building (Place, two hands)
     "over"
  xs: per company, each die's centre in hundredths of a die (ground die first)
  values: per company, each die's number (same order)
  invest: per seat, the company its investor marker is on (-1 before it invests)
  money, counted: per seat; `counted` is what every player can count from the public
     payments (the view hides `money` of other seats unless the option shows it)
  reserve: dice in the Réserve de dés; removed: dice out of the game until the round ends
  tray: rolled dice not yet ordered; order: dice ordered, not yet placed (next first)
  added: dice added this turn; collapsed: 1 once the turn's building collapsed
  record: the record marker on the Tableau des Hauteurs; holder: the seat holding the
     highest building card (-1: nobody)
  tall, low, charge: the rachat's companies and the seat in charge (-1 outside it)
  sheets: one list per finished round, each seat's income (negative: a loss)
  show_money: 1 if money is open (option)
"""

from __future__ import annotations

from typing import Any

from ...core.fields import FieldState
from ...core.game import HIDDEN, GameState, LogEntry, Move, share_winners
from ...core.rng import Rng
from ...core.text import Text
from . import information, rules
from .data import DICE_BY_SEATS, RECORD_START, ROUND_CHOICES, ROUNDS_DEFAULT, START_MONEY
from .round import start_round

_SCALARS = (
    "num_seats",
    "rounds",
    "round",
    "first",
    "turn",
    "phase",
    "reserve",
    "removed",
    "added",
    "collapsed",
    "record",
    "holder",
    "tall",
    "low",
    "charge",
    "show_money",
)
_LISTS = ("invest", "money", "counted", "tray", "order")
_NESTED = ("xs", "values", "sheets")


class StackMarketState(FieldState, GameState):
    SCALARS, LISTS, NESTED = _SCALARS, _LISTS, _NESTED

    num_seats: int
    rng: Rng
    rounds: int
    round: int
    first: int
    turn: int
    phase: str
    reserve: int
    removed: int
    added: int
    collapsed: int
    record: int
    holder: int
    tall: int
    low: int
    charge: int
    show_money: int
    invest: list[int]
    money: list[int]
    counted: list[int]
    tray: list[int]
    order: list[int]
    xs: list[list[int]]
    values: list[list[int]]
    sheets: list[list[int]]

    # --- the rules -------------------------------------------------------------------------
    def to_act(self) -> int | None:
        if self.phase == "over":
            return None
        return self.charge if self.phase.startswith("takeover") else self.turn

    def legal_moves(self) -> list[Move]:
        return rules.legal_moves(self)

    def apply(self, move: Move) -> list[LogEntry]:
        return rules.apply(self, move)

    def explain(self, move: Move) -> Text | None:
        return rules.explain(self, move)

    def describe(self, move: Move) -> Text:
        return rules.describe(self, move)

    def group(self, move: Move) -> Text:
        return rules.group(move)

    def choice(self, move: Move) -> Text | None:
        return rules.choice(self, move)

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[float]:
        """Each seat's money; NaN where a view hides it (the scoreboard shows "?")."""
        return [float("nan") if m == HIDDEN else float(m) for m in self.money]

    def winners(self) -> list[int]:
        return share_winners(self.counted)

    # --- what the table and the AI read ----------------------------------------------------
    @property
    def companies(self) -> int:
        return self.num_seats

    def markers(self, company: int) -> int:
        return self.invest.count(company)

    def investors(self, company: int) -> list[int]:
        return [p for p, c in enumerate(self.invest) if c == company]

    def height(self, company: int) -> int:
        return len(self.xs[company])

    def is_building(self, company: int) -> bool:
        """A company without dice has no building (the rulebook: at least 1 die)."""
        return bool(self.xs[company])

    def top(self, company: int) -> int:
        """The number on top of a building (-1 while it has no die: during the rachat)."""
        values = self.values[company]
        return values[-1] if values else -1

    def stacking_on(self) -> int:
        """The building dice go on now: the turn's company, or the tallest in the rachat."""
        return self.tall if self.phase.startswith("takeover") else self.invest[self.turn]

    def total_dice(self) -> int:
        return DICE_BY_SEATS[self.num_seats]

    # --- information -----------------------------------------------------------------------
    def view(self, seat: int | None) -> StackMarketState:
        return information.view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> StackMarketState:
        return information.determinize(self, seat, rng)


def new_game(seats: int, seed: int, options: dict[str, Any] | None = None) -> StackMarketState:
    """A fresh game: buildings of 3 rolled dice, a random first player, then everyone invests."""
    if seats not in DICE_BY_SEATS:
        raise ValueError("Stack Market takes 3 or 4 seats")
    options = dict(options or {})
    rounds = options.get("rounds", ROUNDS_DEFAULT)
    if rounds not in ROUND_CHOICES:
        raise ValueError(f"rounds must be one of {ROUND_CHOICES}")
    s = StackMarketState.__new__(StackMarketState)
    s.num_seats = seats
    s.rng = Rng(seed)
    s.rounds, s.round = rounds, 1
    s.show_money = 1 if options.get("show_money") else 0
    s.money = [START_MONEY] * seats
    s.counted = s.money[:]
    s.invest = [-1] * seats
    s.record, s.holder = RECORD_START, -1
    s.sheets = []
    s.first = s.rng.below(seats)
    start_round(s)
    s.phase = "invest"  # the first round starts with everyone investing
    return s


__all__ = ["StackMarketState", "new_game"]


State = StackMarketState  # the registry finds the state class by this name
