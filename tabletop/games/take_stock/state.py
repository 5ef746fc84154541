"""Take Stock's game state.  CONTRACT (the UI, the AI and the engine rely on these names):

TakeStockState(GameState) public attributes, all plain lists/ints so clone() is cheap:
  num_seats: int, rng: Rng
  round: int (1..4), dealer: int, turn: int (seat whose turn it is)
  phase: str, one of
     "draw"          to_act must Draw
     "action"        to_act picks Raise / Secure / PlayMarket / PlaySecured
     "discard"       to_act owes a Discard; `pending` says why ("secure", "secured_event",
                     "insider", "downturn")
     "choose_event"  option A: `looking_at` holds the events looked at; ChooseEvent
     "pick_company"  Audit or Freeze being resolved (`resolving` = event id); PickCompany
     "audit_remove"  AuditRemove("share"|"split")
     "insider_take"  TakeFromDiscard / StopTaking
     "options"       round end: UseOption / EndOptions by to_act
     "over"          game over
  pending: str, resolving: int | None (the event id being resolved, or None)
  market: list[list[int]]      per company, share card ids bottom -> top (starter first)
  splits: list[list[int]]      per company, split event ids lying on it
  frozen: list[int | None]     per company, the freeze event id lying on it
  hands: list[list[int]]       per seat (HIDDEN for other seats in a view)
  certificates: list[list[int]] per seat, secured share cards (public)
  secured: list[list[int]]     per seat, secured event ids (HIDDEN for other seats)
  options: list[int]           per seat, stock option tokens; option_supply: int
  draw_pile: list[int]         share draw pile, top = last (all HIDDEN in a view)
  discard: list[int]           share discard pile, top = last (public)
  event_deck: list[int]        top = last (HIDDEN in a view)
  event_discard: list[int]     face-down event discard (HIDDEN where the seat did not see it)
  looking_at: list[int]        events the seat to act is looking at (HIDDEN for others)
  totals: list[int]            score so far per seat
  round_scores: list[list[int]] one list per finished round: points per seat
  company_value(c) -> int      top card value x (1 + splits)
  ... plus whatever private bookkeeping the engine needs.

new_game(seats, seed, options) -> TakeStockState

Engine bookkeeping (also plain data, copied by clone and saved by to_json):
  actor: int                   the seat to act (the turn's player, or the seat discarding for
                               a Downturn, or the seat using options)
  queue: list[int]             seats still to act in a Downturn or the options phase, actor first
  taken: int, owed: int        Insider Trading: cards taken so far / discards still owed
  closed: int                  1 once Market Closed ended the current round
  target: int                  the company an Audit picked (phase "audit_remove")
  known_hand: list[list[int]]  per seat, hand cards every seat has seen (Insider Trading picks)
  pile_pool: list[int]         after a reshuffle: the cards the draw pile was made of (public);
                               empty while the draw pile comes from a fresh deal
  event_discard_known: list[int]  per event_discard entry, a bit mask of the seats that know it
  event_deck_known: list[int]     the same for event_deck entries
  deck_batches: list[int]      sizes of the event deck's shuffled batches, bottom first: the
                               batches put under the deck at round ends (newest first), then
                               what is left of the deck as built.  A seat knows which cards
                               a batch holds (those it saw), never their order.

In a view: another seat's hand lists its known_hand cards first, then HIDDEN; each deck batch
lists the cards the seat knows first (sorted), then HIDDEN; Market Closed stays visible at its
true depth (counting tells every player where it is).

Messages (messages.py, context "TakeStock") name players through the argument `player`, which
holds a seat index (int); the UI replaces it with the seat's name.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import add

from ...core.fields import FieldState
from ...core.game import HIDDEN, GameState, Move, share_winners
from ...core.rng import Rng
from ...core.text import Text
from . import decisions, information, rules, voice  # noqa: F401
from . import round as round_
from .cards import NUM_SHARE_CARDS, value_of

_VALUE = tuple(value_of(c) for c in range(NUM_SHARE_CARDS))

_SCALARS = (
    "num_seats",
    "round",
    "dealer",
    "turn",
    "actor",
    "owed",
    "taken",
    "closed",
    "target",
    "option_supply",
    "phase",
    "pending",
    "resolving",
)
_LISTS = (
    "frozen",
    "options",
    "draw_pile",
    "discard",
    "event_deck",
    "event_discard",
    "looking_at",
    "totals",
    "queue",
    "pile_pool",
    "event_discard_known",
    "event_deck_known",
    "deck_batches",
)
_NESTED = ("market", "splits", "hands", "certificates", "secured", "known_hand", "round_scores")


class TakeStockState(FieldState, GameState):
    SCALARS, LISTS, NESTED = _SCALARS, _LISTS, _NESTED

    # Attributes are declared here for readers; every one is set by new_game or from_json.
    num_seats: int
    rng: Rng
    round: int
    dealer: int
    turn: int
    actor: int
    phase: str
    pending: str
    resolving: int | None
    owed: int
    taken: int
    closed: int
    target: int
    option_supply: int
    market: list[list[int]]
    splits: list[list[int]]
    frozen: list[int | None]
    hands: list[list[int]]
    known_hand: list[list[int]]
    certificates: list[list[int]]
    secured: list[list[int]]
    options: list[int]
    draw_pile: list[int]
    pile_pool: list[int]
    discard: list[int]
    event_deck: list[int]
    event_deck_known: list[int]
    deck_batches: list[int]
    event_discard: list[int]
    event_discard_known: list[int]
    looking_at: list[int]
    queue: list[int]
    totals: list[int]
    round_scores: list[list[int]]

    # --- the rules -------------------------------------------------------------------------
    def to_act(self) -> int | None:
        return None if self.phase == "over" else self.actor

    # the rules' functions themselves, not wrappers: search calls them at every step
    legal_moves = rules.legal_moves
    apply = rules.apply

    def explain(self, move: Move) -> Text | None:
        return rules.explain(self, move)

    def describe(self, move: Move) -> Text:
        return rules.describe(move)

    def group(self, move: Move) -> Text:
        return decisions.group(move)

    def choice(self, move: Move) -> Text | None:
        return decisions.choice(move, rules.describe)

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[float]:
        return list(self.totals)

    def winners(self) -> list[int]:
        return share_winners(self.totals)

    def company_value(self, company: int) -> int:
        return value_of(self.market[company][-1]) * (1 + len(self.splits[company]))

    def company_values(self) -> list[int]:
        # company_value for all, by table: playouts ask for it at every step
        return [_VALUE[row[-1]] * (1 + len(sp)) for row, sp in zip(self.market, self.splits)]

    def resolving_event(self) -> int:
        """The event being resolved, in the phases that resolve one."""
        assert self.resolving is not None, "no event is being resolved"
        return self.resolving

    def longest_row(self) -> int:
        """The Limit rule's measure: most cards in one company row, starter and splits included
        (a freeze card is not a share card and does not count)."""
        return max(map(add, map(len, self.market), map(len, self.splits)))  # in C: a hot path

    # --- information -----------------------------------------------------------------------
    def view(self, seat: int | None) -> TakeStockState:
        return information.view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> TakeStockState:
        return information.determinize(self, seat, rng)

    def sampler(self, seat: int) -> Callable[[Rng], TakeStockState]:
        return information.sampler(self, seat)

    # --- copies and files: FieldState copies and serialises the fields named above ---------


def new_game(seats: int, seed: int, options: dict | None = None) -> TakeStockState:
    """A fresh game: dealer drawn from the seed, round 1 dealt, the dealer's left to draw."""
    if not 2 <= seats <= 6:
        raise ValueError("Take Stock takes 2 to 6 seats")
    s = TakeStockState.__new__(TakeStockState)
    s.num_seats = seats
    s.rng = Rng(seed)
    s.dealer = s.rng.below(seats)
    round_.setup_game(s)
    return s


__all__ = ["HIDDEN", "TakeStockState", "new_game"]


State = TakeStockState  # the registry finds the state class by this name
