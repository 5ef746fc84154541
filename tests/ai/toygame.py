"""Twenty-One: a tiny hidden-information game for testing the generic AI players.

Cards are values 1..5, four of each.  Every seat holds two hidden cards.  In turn, a seat plays
a card onto a public total and draws a hidden replacement.  Making the total exactly 21 wins;
going over 21 loses (every other seat shares the win).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tabletop.core.game import (GAME_OVER, HIDDEN, GameInfo, GameState, LogEntry, Move,
                                 move_codec)
from tabletop.core.rng import Rng
from tabletop.core.text import QT_TRANSLATE_NOOP, Text, plain

TARGET = 21
DECK = [v for v in range(1, 6) for _ in range(4)]
HAND = 2
NOT_IN_HAND = QT_TRANSLATE_NOOP("Toy", "Play a card from your hand.")


@dataclass(frozen=True)
class Play(Move):
    card: int
    kind = "play"


class ToyState(GameState):
    def __init__(self, num_seats: int, rng: Rng) -> None:
        self.num_seats = num_seats
        self.rng = rng
        self.hands: list[list[int]] = [[] for _ in range(num_seats)]
        self.deck: list[int] = []
        self.played: list[int] = []
        self.total = 0
        self.turn = 0
        self.winner_seats: list[int] = []

    def to_act(self) -> int | None:
        return None if self.winner_seats else self.turn

    def legal_moves(self) -> list[Move]:
        return [] if self.winner_seats else [Play(v) for v in sorted(set(self.hands[self.turn]))]

    def apply(self, move: Move) -> list[LogEntry]:
        assert isinstance(move, Play)
        seat = self.turn
        self.hands[seat].remove(move.card)
        self.played.append(move.card)
        self.total += move.card
        if self.total == TARGET:
            self.winner_seats = [seat]
        elif self.total > TARGET:
            self.winner_seats = [s for s in range(self.num_seats) if s != seat]
        else:
            if self.deck:
                self.hands[seat].append(self.deck.pop())
            self.turn = (seat + 1) % self.num_seats
        return [LogEntry(QT_TRANSLATE_NOOP("Toy", "{card} played")(card=move.card))]

    def explain(self, move: Move) -> Text | None:
        if self.winner_seats:
            return GAME_OVER
        if move in self.legal_moves():
            return None
        return NOT_IN_HAND

    def is_terminal(self) -> bool:
        return bool(self.winner_seats)

    def scores(self) -> list[float]:
        return [1.0 if s in self.winner_seats else 0.0 for s in range(self.num_seats)]

    def describe(self, move: Move) -> Text:
        return plain(f"play {move.card}")  # type: ignore[attr-defined]

    def view(self, seat: int | None) -> "ToyState":
        v = self.clone()
        v.rng = Rng(0)
        v.deck = [HIDDEN] * len(self.deck)
        v.hands = [list(h) if s == seat else [HIDDEN] * len(h) for s, h in enumerate(self.hands)]
        return v

    def determinize(self, seat: int, rng: Rng) -> "ToyState":
        d = self.clone()
        unseen = list((Counter(DECK) - Counter(self.hands[seat]) - Counter(self.played))
                      .elements())
        rng.shuffle(unseen)
        for s in range(self.num_seats):
            if s != seat:
                d.hands[s] = [unseen.pop() for _ in self.hands[s]]
        d.deck = unseen
        d.rng = rng.fork(len(self.played))
        return d

    def clone(self) -> "ToyState":
        c = ToyState.__new__(ToyState)
        c.num_seats, c.rng, c.total, c.turn = self.num_seats, self.rng.copy(), self.total, self.turn
        c.hands = [list(h) for h in self.hands]
        c.deck, c.played, c.winner_seats = list(self.deck), list(self.played), list(self.winner_seats)
        return c

    def to_json(self) -> dict:
        return {"n": self.num_seats, "rng": self.rng.state, "hands": self.hands, "deck": self.deck,
                "played": self.played, "total": self.total, "turn": self.turn,
                "winners": self.winner_seats}

    @classmethod
    def from_json(cls, data: dict) -> "ToyState":
        s = cls(data["n"], Rng(data["rng"]))
        s.hands, s.deck, s.played = data["hands"], data["deck"], data["played"]
        s.total, s.turn, s.winner_seats = data["total"], data["turn"], data["winners"]
        return s


def new_game(seats: int, seed: int, options: dict) -> ToyState:
    state = ToyState(seats, Rng(seed))
    deck = list(DECK)
    state.rng.shuffle(deck)
    state.hands = [[deck.pop() for _ in range(HAND)] for _ in range(seats)]
    state.deck = deck
    return state


def position(total: int, hands: list[list[int]], turn: int = 0, seed: int = 7) -> ToyState:
    """A chosen position; the deck holds the remaining cards, shuffled."""
    state = ToyState(len(hands), Rng(seed))
    state.hands = [list(h) for h in hands]
    state.total, state.turn = total, turn
    # Cards making up the total count as played, so determinizations know they are gone.
    rest = Counter(DECK) - Counter(v for h in hands for v in h)
    played = []
    for v in (5, 4, 3, 2, 1):
        while sum(played) + v <= total and rest[v] and sum(played) < total:
            played.append(v)
            rest[v] -= 1
    assert sum(played) == total
    state.played = played
    deck = list(rest.elements())
    state.rng.shuffle(deck)
    state.deck = deck
    return state


def evaluate(state: GameState, seat: int) -> float:
    """Even odds until someone wins: the search alone must find the good moves."""
    if state.is_terminal():
        return 1.0 if seat in state.winners() else 0.0
    return 1.0 / state.num_seats


INFO = GameInfo(
    id="twenty-one", name="Twenty-One", min_seats=2, max_seats=4, rules_language="en",
    blurb=QT_TRANSLATE_NOOP("Toy", "A test game."),
    engine=f"{__name__}:new_game", state_class=f"{__name__}:ToyState",
    move_codec=f"{__name__}:from_json", heuristic=f"{__name__}:evaluate")

from_json = move_codec(Play)
