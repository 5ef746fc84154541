"""Twenty-One: a tiny game for testing the generic AI players and what the protocol must carry,
and the skeleton of a new game (docs/architecture.md, "Checklist for a new game"): its moves,
its state with `legal_moves`/`apply`/`explain`, what a seat may see (`view`) and how a search
fills in the rest (`determinize`), its options and its `GameInfo`, each in a few lines.  A real
game splits the same parts into the modules the checklist names and registers by its package.

Cards are values 1..5, four of each.  Every seat holds two hidden cards.  In turn, a seat plays
a card onto a public total and draws a hidden replacement.  Making the total exactly the target
(21) wins; going over loses (every other seat shares the win).  2 to 9 seats.

Options show what the coming games need of the protocol:
- `secret_picks`: first every seat, one after another, secretly picks a number 0..3 (a draft, a
  face-down bid); a later chooser never sees an earlier pick.  The picks are shown together and
  the highest (the earlier seat on a tie) plays first.
- `pairs`: a seat may play both its cards at once, in an order it chooses: a move whose field is
  a tuple of ints.
- `open`: hands and the deck lie face up (perfect information) and played cards go back under
  the deck; with `target` 400 (open hands only) a game lasts hundreds of moves.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tabletop.core.game import (
    GAME_OVER,
    HIDDEN,
    GameInfo,
    GameState,
    LogEntry,
    Move,
    Option,
    move_codec,
)
from tabletop.core.rng import Rng
from tabletop.core.text import QT_TRANSLATE_NOOP, Text, plain

TARGET = 21
DECK = [v for v in range(1, 6) for _ in range(4)]
HAND = 2
PICKS = 4  # a secret pick is 0..3
NOT_IN_HAND = QT_TRANSLATE_NOOP("Toy", "Play a card from your hand.")
PICK_FIRST = QT_TRANSLATE_NOOP("Toy", "Every player picks a number first (0 to 3).")


@dataclass(frozen=True)
class Play(Move):
    card: int
    kind = "play"


@dataclass(frozen=True)
class PlayPair(Move):
    cards: tuple[int, ...]  # both cards of the hand, in the order played
    kind = "play_pair"


@dataclass(frozen=True)
class Pick(Move):
    value: int
    kind = "pick"


class ToyState(GameState):
    def __init__(self, num_seats: int, rng: Rng, options: dict | None = None) -> None:
        options = options or {}
        self.num_seats = num_seats
        self.rng = rng
        self.hands: list[list[int]] = [[] for _ in range(num_seats)]
        self.deck: list[int] = []
        self.played: list[int] = []
        self.total = 0
        self.turn = 0
        self.winner_seats: list[int] = []
        # a long game needs the played cards back: only open hands recycle them
        self.open = bool(options.get("open", False))
        self.target = int(options.get("target", TARGET)) if self.open else TARGET
        self.pairs = bool(options.get("pairs", False))
        self.picks: list[int] = []  # secret picks made so far, seat by seat
        self.picking = bool(options.get("secret_picks", False))

    def to_act(self) -> int | None:
        return None if self.winner_seats else self.turn

    def legal_moves(self) -> list[Move]:
        if self.winner_seats:
            return []
        if self.picking:
            return [Pick(v) for v in range(PICKS)]
        hand = self.hands[self.turn]
        moves: list[Move] = [Play(v) for v in sorted(set(hand))]
        if self.pairs and len(hand) == 2:
            moves += [PlayPair((a, b)) for a, b in sorted({(hand[0], hand[1]), (hand[1], hand[0])})]
        return moves

    def explain(self, move: Move) -> Text | None:
        if self.winner_seats:
            return GAME_OVER
        if move in self.legal_moves():
            return None
        return PICK_FIRST if self.picking or isinstance(move, Pick) else NOT_IN_HAND

    def apply(self, move: Move) -> list[LogEntry]:
        seat = self.turn
        if isinstance(move, Pick):
            return self._pick(seat, move.value)
        cards = list(move.cards) if isinstance(move, PlayPair) else [move.card]  # type: ignore
        log = []
        for card in cards:
            self.hands[seat].remove(card)
            self.played.append(card)
            self.total += card
            log.append(LogEntry(QT_TRANSLATE_NOOP("Toy", "{card} played")(card=card)))
            if self.total >= self.target:
                break
        if self.total == self.target:
            self.winner_seats = [seat]
        elif self.total > self.target:
            self.winner_seats = [s for s in range(self.num_seats) if s != seat]
        else:
            for _ in cards:
                if self.open and not self.deck:
                    self.deck, self.played = self.played, []  # face up, in order
                if self.deck:
                    self.hands[seat].append(self.deck.pop())
            self.turn = (seat + 1) % self.num_seats
        return log

    def _pick(self, seat: int, value: int) -> list[LogEntry]:
        self.picks.append(value)
        log = [
            LogEntry(
                QT_TRANSLATE_NOOP("Toy", "Seat {seat} picks secretly.")(seat=seat),
                {seat: QT_TRANSLATE_NOOP("Toy", "You pick {value}.")(value=value)},
            )
        ]
        if len(self.picks) < self.num_seats:
            self.turn = seat + 1
            return log
        self.picking = False
        self.turn = self.picks.index(max(self.picks))
        shown = ", ".join(str(v) for v in self.picks)
        log.append(LogEntry(QT_TRANSLATE_NOOP("Toy", "The picks: {picks}.")(picks=shown)))
        return log

    def is_terminal(self) -> bool:
        return bool(self.winner_seats)

    def scores(self) -> list[float]:
        return [1.0 if s in self.winner_seats else 0.0 for s in range(self.num_seats)]

    def describe(self, move: Move) -> Text:
        if isinstance(move, Pick):
            return plain(f"pick {move.value}")
        if isinstance(move, PlayPair):
            return plain(f"play {move.cards[0]} then {move.cards[1]}")
        return plain(f"play {move.card}")  # type: ignore[attr-defined]

    def view(self, seat: int | None) -> ToyState:
        v = self.clone()
        v.rng = Rng(0)
        if self.picking:  # shown together once every seat has picked
            v.picks = [p if s == seat else HIDDEN for s, p in enumerate(self.picks)]
        if not self.open:
            v.deck = [HIDDEN] * len(self.deck)
            v.hands = [
                list(h) if s == seat else [HIDDEN] * len(h) for s, h in enumerate(self.hands)
            ]
        return v

    def determinize(self, seat: int, rng: Rng) -> ToyState:
        d = self.clone()
        d.picks = [p if p != HIDDEN else rng.below(PICKS) for p in self.picks]
        d.rng = rng.fork(len(self.played))
        if self.open:
            return d
        unseen = list((Counter(DECK) - Counter(self.hands[seat]) - Counter(self.played)).elements())
        rng.shuffle(unseen)
        for s in range(self.num_seats):
            if s != seat:
                d.hands[s] = [unseen.pop() for _ in self.hands[s]]
        d.deck = unseen
        return d

    def clone(self) -> ToyState:
        c = ToyState.__new__(ToyState)
        c.num_seats, c.rng, c.total, c.turn = self.num_seats, self.rng.copy(), self.total, self.turn
        c.hands = [list(h) for h in self.hands]
        c.deck, c.played, c.winner_seats = (
            list(self.deck),
            list(self.played),
            list(self.winner_seats),
        )
        c.target, c.pairs, c.open = self.target, self.pairs, self.open
        c.picks, c.picking = list(self.picks), self.picking
        return c

    def to_json(self) -> dict:
        return {
            "n": self.num_seats,
            "rng": self.rng.state,
            "hands": self.hands,
            "deck": self.deck,
            "played": self.played,
            "total": self.total,
            "turn": self.turn,
            "winners": self.winner_seats,
            "target": self.target,
            "pairs": self.pairs,
            "open": self.open,
            "picks": self.picks,
            "picking": self.picking,
        }

    @classmethod
    def from_json(cls, data: dict) -> ToyState:
        s = cls(data["n"], Rng(data["rng"]))
        s.hands, s.deck, s.played = data["hands"], data["deck"], data["played"]
        s.total, s.turn, s.winner_seats = data["total"], data["turn"], data["winners"]
        s.target, s.pairs, s.open = data["target"], data["pairs"], data["open"]
        s.picks, s.picking = data["picks"], data["picking"]
        return s


def new_game(seats: int, seed: int, options: dict) -> ToyState:
    state = ToyState(seats, Rng(seed), options)
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
    id="twenty-one",
    name="Twenty-One",
    min_seats=2,
    max_seats=9,
    rules_language="en",
    blurb=QT_TRANSLATE_NOOP("Toy", "A test game."),
    engine=f"{__name__}:new_game",
    state_class=f"{__name__}:ToyState",
    move_codec=f"{__name__}:from_json",
    heuristic=f"{__name__}:evaluate",
    options=(
        Option("secret_picks", QT_TRANSLATE_NOOP("Toy", "Secret picks first"), False),
        Option("pairs", QT_TRANSLATE_NOOP("Toy", "Play both cards at once"), False),
        Option("open", QT_TRANSLATE_NOOP("Toy", "Open hands and deck"), False),
        Option(
            "target",
            QT_TRANSLATE_NOOP("Toy", "Target"),
            TARGET,
            ((TARGET, plain(str(TARGET))), (400, plain("400")), (800, plain("800"))),
        ),
    ),
)

from_json = move_codec(Play, PlayPair, Pick)
