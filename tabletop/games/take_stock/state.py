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
"""
