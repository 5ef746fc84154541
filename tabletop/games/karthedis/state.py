"""Karthedis' game state.

KarthedisState(GameState) fields, all plain ints and lists so that clone() is cheap:
  num_seats, rng; leader: the Marktführer; round (1-based); phase, one of
     "draft"       setup: `turn` keeps a card of its packet (Pick)
     "speculate"   Einstellungsphase: `turn` may use Spekulieren cards (Speculate / EndSpeculate)
     "prep_draw"   Einstellungsphase: everyone draws one (automatic)
     "call1"       Erste Aufrufphase: `turn` plays a card face down (PassCard) or up (Call)
     "pass_draws"  its end: who passed draws two, the face-down card leaves the game
     "trade"       Handelsphase: `turn` bids, intervenes, drops out or ends (EndTrade)
     "call2"       Zweite Aufrufphase: `turn` calls up to two cards (Call / EndCalls)
     "round_end"   every card in play is abberufen (automatic, Abberufen may ask)
     "over"
  step: how far a phase has gone round the table (its seat is (leader + step) % seats)
  calls: cards `turn` has called in the second call phase
  victory: the Siegbedingung ("three_or_pair", "different_N", "same_N"); setup: "random",
     "draft" or "build"; draft_round: 1..4 while drafting
  hands, decks (top = last), piles (Abberufen piles), table (cards in play), won (resource
     cards won: in hand, never played): per seat
  known: per seat, the cards of its hand everyone has seen (an Einsatz card deployed or a
     Spekulieren card used, and kept)
  bids: [seat, slot, card] face down at the resources, in the order placed
  pending: decisions abilities ask for, last first: [DISCARD, seat] or [PURGE, seat]
  deploy: per seat, its standing private choice for the Einsatz cards it draws: 1 shows and
     uses each at once, 0 keeps them hidden (SetDeploy changes it; HIDDEN in others' views)
  packets, kept: the draft's packets in hand and cards kept, per seat
  display: face-up resource cards; supply: the resource pile (top = last)
  box: player cards in no deck; removed: cards out of the game face up; vault, vault_owner:
     face-down cards out of the game (first call phase passes) and whose they were
  passed, passcard: per seat, passed in the first call phase, and the face-down card
  done, dropped, acted: per seat in the trade phase
  spec_used: Spekulieren cards used this round; fresh: per seat, the cards drawn during this
     round's Einstellungsphase (not in hand when the round began: they may not speculate)
  extras: extra copies (free deck building)
  victors: the winners once the game is over
"""

from __future__ import annotations

from typing import Any

from ...core.fields import FieldState
from ...core.game import GameState, LogEntry, Move
from ...core.rng import Rng
from ...core.text import Text
from . import information, rules
from .cards import BOX
from .moves import DISCARD, PURGE

_SCALARS = (
    "num_seats",
    "leader",
    "round",
    "phase",
    "turn",
    "step",
    "calls",
    "victory",
    "setup",
    "draft_round",
)
_LISTS = (
    "display",
    "supply",
    "box",
    "removed",
    "vault",
    "vault_owner",
    "passed",
    "passcard",
    "done",
    "dropped",
    "acted",
    "spec_used",
    "deploy",
    "extras",
    "victors",
)
_NESTED = (
    "hands",
    "known",
    "fresh",
    "decks",
    "piles",
    "table",
    "won",
    "bids",
    "pending",
    "packets",
    "kept",
)


class KarthedisState(FieldState, GameState):
    SCALARS, LISTS, NESTED = _SCALARS, _LISTS, _NESTED

    num_seats: int
    rng: Rng
    leader: int
    round: int
    phase: str
    turn: int
    step: int
    calls: int
    victory: str
    setup: str
    draft_round: int
    display: list[int]
    supply: list[int]
    box: list[int]
    removed: list[int]
    vault: list[int]
    vault_owner: list[int]
    passed: list[int]
    passcard: list[int]
    done: list[int]
    dropped: list[int]
    acted: list[int]
    spec_used: list[int]
    deploy: list[int]
    extras: list[int]
    victors: list[int]
    hands: list[list[int]]
    known: list[list[int]]
    fresh: list[list[int]]
    decks: list[list[int]]
    piles: list[list[int]]
    table: list[list[int]]
    won: list[list[int]]
    bids: list[list[int]]
    pending: list[list[int]]
    packets: list[list[int]]
    kept: list[list[int]]

    # --- the rules -------------------------------------------------------------------------
    def to_act(self) -> int | None:
        if self.phase == "over":
            return None
        if self.pending:
            return self.pending[-1][1]
        return self.turn

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
        """Resources won so far."""
        return [float(len(w)) for w in self.won]

    def winners(self) -> list[int]:
        return self.victors[:] if self.victors else super().winners()

    # --- what the table and the AI read ----------------------------------------------------
    def seat_at(self, step: int) -> int:
        """The seat `step` places clockwise from the market leader."""
        return (self.leader + step) % self.num_seats

    def all_cards(self) -> list[int]:
        """Every player card in this game: the box and any extra copies."""
        return list(range(BOX)) + self.extras

    # --- information -----------------------------------------------------------------------
    def view(self, seat: int | None) -> KarthedisState:
        return information.view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> KarthedisState:
        return information.determinize(self, seat, rng)


def new_game(seats: int, seed: int, options: dict[str, Any] | None = None) -> KarthedisState:
    from .setup import setup_game

    s = KarthedisState.__new__(KarthedisState)
    setup_game(s, seats, seed, dict(options or {}))
    return s


__all__ = ["DISCARD", "PURGE", "KarthedisState", "State", "new_game"]


State = KarthedisState  # the registry finds the state class by this name
