"""Stock Round's game state.

StockRoundState(GameState) fields, all plain ints, strings and lists so clone() is cheap:
  num_seats, rng (used once: the priority deal is drawn at setup; nothing else is random)
  phase: "offer"      directors declare re-issue offers (`queue`: railways still to declare)
         "turn"       `turn` sells, buys, starts a railway or passes
         "buy"        `turn` has sold; may buy one share or end the turn
         "anyone"     "Anyone wants a share?" (sale_*; the asked seat: sale.asked)
         "network", "dividend", "trains", "emergency"
                      the operating railway `order[op]`, decided by its director
         "over"
  priority, passes, last_actor: the stock round's priority deal and its consecutive passes
  sr, set_or, set_ors, ors: the stock round's number, the operating round within its set,
     the set's length, operating rounds played
  per player: cash; sold (bitmask of railways sold this stock round)
  per railway: ipo (unissued shares), treasury (re-issuable shares), pool, offered (for
     re-issue this round), held[railway][seat], director (-1: not started), row, col (token;
     -1 before par), stamp (order of arrival on a square), funds (its cash), level
     (network), floated, trains[railway] (train indices, oldest kinds first)
  depot, used: trains per kind in the depot and (discarded) in the bank pool; trainphase
  bank, broken (1: broken, 2: announced), bankrupt (-1 or a seat); revenue: the run being
     decided; history[seat], marks: each player's worth after each round, for the chart
"""

from __future__ import annotations

from typing import Any

from ...core.fields import FieldState
from ...core.game import GameState, LogEntry, Move, share_winners
from ...core.rng import Rng
from ...core.text import Text
from . import information, rules, sale, shares, stock
from .data import BANK, RAILWAYS, SHARES_PER_RAILWAY, START_CASH, TRAINS
from .market import Square

_SCALARS = (
    "num_seats",
    "phase",
    "turn",
    "priority",
    "passes",
    "last_actor",
    "sr",
    "set_or",
    "set_ors",
    "ors",
    "bank",
    "broken",
    "bankrupt",
    "sale_railway",
    "sale_seller",
    "sale_left",
    "sale_step",
    "sale_bought",
    "op",
    "revenue",
    "trainphase",
    "next_stamp",
)
_LISTS = (
    "cash",
    "sold",
    "ipo",
    "treasury",
    "pool",
    "offered",
    "director",
    "row",
    "col",
    "stamp",
    "funds",
    "level",
    "floated",
    "depot",
    "used",
    "order",
    "queue",
    "marks",
)
_NESTED = ("held", "trains", "history")


class StockRoundState(FieldState, GameState):
    SCALARS, LISTS, NESTED = _SCALARS, _LISTS, _NESTED

    num_seats: int
    rng: Rng
    phase: str
    turn: int
    priority: int
    passes: int
    last_actor: int
    sr: int
    set_or: int
    set_ors: int
    ors: int
    bank: int
    broken: int
    bankrupt: int
    sale_railway: int
    sale_seller: int
    sale_left: int
    sale_step: int
    sale_bought: int
    op: int
    revenue: int
    trainphase: int
    next_stamp: int
    cash: list[int]
    sold: list[int]
    ipo: list[int]
    treasury: list[int]
    pool: list[int]
    offered: list[int]
    director: list[int]
    row: list[int]
    col: list[int]
    stamp: list[int]
    funds: list[int]
    level: list[int]
    floated: list[int]
    depot: list[int]
    used: list[int]
    order: list[int]
    queue: list[int]
    marks: list[str]
    held: list[list[int]]
    trains: list[list[int]]
    history: list[list[int]]

    # --- the rules -------------------------------------------------------------------------
    def to_act(self) -> int | None:
        phase = self.phase
        if phase == "turn" or phase == "buy":
            return self.turn
        if phase == "anyone":
            return sale.asked(self)
        if phase == "offer":
            return self.director[self.queue[0]]
        if phase == "over":
            return None
        return self.director[self.order[self.op]]

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

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[float]:
        """Cash plus shares at market value."""
        return [float(shares.worth(self, p)) for p in range(self.num_seats)]

    def winners(self) -> list[int]:
        return share_winners([shares.worth(self, p) for p in range(self.num_seats)])

    # --- bookkeeping the rules share -------------------------------------------------------
    @property
    def railways(self) -> int:
        return len(self.held)

    def operating(self) -> int:
        """The railway operating now (-1 outside an operating round)."""
        return self.order[self.op] if self.phase in rules.OPERATING_PHASES else -1

    def move_token(self, r: int, square: Square) -> None:
        self.row[r], self.col[r] = square
        self.stamp[r] = self.next_stamp
        self.next_stamp += 1

    def pay_from_bank(self, amount: int) -> None:
        self.bank -= amount
        if self.bank <= 0 and not self.broken:
            self.broken = 1

    def record_worth(self, mark: str) -> None:
        for p in range(self.num_seats):
            self.history[p].append(shares.worth(self, p))
        self.marks.append(mark)

    # --- information -----------------------------------------------------------------------
    def view(self, seat: int | None) -> StockRoundState:
        return information.view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> StockRoundState:
        return information.determinize(self, seat, rng)


def new_game(seats: int, seed: int, options: dict[str, Any] | None = None) -> StockRoundState:
    """A fresh game: starting cash (1830), the priority deal drawn by lot, stock round 1."""
    if seats not in START_CASH:
        raise ValueError("Stock Round takes 3 to 6 seats")
    n, k = seats, len(RAILWAYS)
    s = StockRoundState.__new__(StockRoundState)
    s.num_seats = n
    s.rng = Rng(seed)
    s.priority = s.rng.below(n)
    s.turn, s.passes, s.last_actor = s.priority, 0, -1
    s.sr = s.set_or = s.set_ors = s.ors = 0
    s.bank, s.broken, s.bankrupt = BANK, 0, -1
    s.sale_railway = s.sale_seller = -1
    s.sale_left = s.sale_step = s.sale_bought = 0
    s.op, s.revenue, s.trainphase, s.next_stamp = -1, 0, 0, 0
    s.cash = [START_CASH[n]] * n
    s.sold = [0] * n
    s.ipo = [SHARES_PER_RAILWAY] * k
    s.treasury, s.pool, s.offered = [0] * k, [0] * k, [0] * k
    s.director, s.row, s.col, s.stamp = [-1] * k, [-1] * k, [-1] * k, [-1] * k
    s.funds, s.level, s.floated = [0] * k, [1] * k, [0] * k
    s.depot = [t.count for t in TRAINS]
    s.used = [0] * len(TRAINS)
    s.order, s.queue, s.marks = [], [], []
    s.held = [[0] * n for _ in range(k)]
    s.trains = [[] for _ in range(k)]
    s.history = [[] for _ in range(n)]
    s.phase = "turn"
    s.record_worth("Start")
    stock.begin(s, [])
    return s


__all__ = ["StockRoundState", "new_game"]


State = StockRoundState  # the registry finds the state class by this name
