"""Spielvorbereitung: the Marktführer, the decks (random, draft or free deck building), the
opening hands (no ability triggers) and the face-up resources (players + 1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.game import MUTED, LogEntry
from ...core.rng import Rng
from . import messages as m
from .cards import BOX, DECK_SIZE, DESIGN, NUM_RESOURCE_CARDS, OPENING_HAND
from .moves import NO_CARD
from .victory import VICTORY_CHOICES, VICTORY_DEFAULT

if TYPE_CHECKING:
    from .state import KarthedisState

SETUPS = ("random", "draft", "build")
LEADER_RANDOM = -1
LEADER_LAST_WINNER = -2  # a rematch: the last game's winner leads (the shell names the winners)


def setup_game(s: KarthedisState, seats: int, seed: int, options: dict[str, Any]) -> None:
    if not 2 <= seats <= 9:
        raise ValueError("Karthedis takes 2 to 9 seats")
    victory = options.get("victory", VICTORY_DEFAULT)
    if victory not in VICTORY_CHOICES:
        raise ValueError(f"victory must be one of {VICTORY_CHOICES}")
    decks = options.get("decks")
    setup = "build" if decks else options.get("setup", "random")
    if setup not in SETUPS:
        raise ValueError(f"setup must be one of {SETUPS}")
    s.num_seats, s.rng = seats, Rng(seed)
    s.leader = _first_leader(s, options)
    s.round, s.phase, s.turn, s.step, s.calls = 1, "draft", s.leader, 0, 0
    s.victory, s.setup, s.draft_round = victory, setup, 0
    n = seats
    s.hands, s.decks, s.piles = (
        [[] for _ in range(n)],
        [[] for _ in range(n)],
        [[] for _ in range(n)],
    )
    s.table, s.won, s.packets = (
        [[] for _ in range(n)],
        [[] for _ in range(n)],
        [[] for _ in range(n)],
    )
    s.kept, s.bids, s.pending = [[] for _ in range(n)], [], []
    s.known = [[] for _ in range(n)]
    s.fresh = [[] for _ in range(n)]
    s.deploy = [_deploy_default(options)] * n
    s.removed, s.vault, s.vault_owner, s.spec_used, s.extras, s.victors = [], [], [], [], [], []
    s.passed, s.passcard = [0] * n, [NO_CARD] * n
    s.done, s.dropped, s.acted = [0] * n, [0] * n, [0] * n
    s.supply = list(range(NUM_RESOURCE_CARDS))
    s.rng.shuffle(s.supply)
    s.display = [s.supply.pop() for _ in range(n + 1)]
    s.box = list(range(BOX))
    s.rng.shuffle(s.box)
    if setup == "build":
        unlimited = bool(options.get("unlimited_copies"))
        _build(s, _complete(decks, n, seed, unlimited), unlimited)
    elif setup == "random":
        for p in range(n):
            s.decks[p] = [s.box.pop() for _ in range(DECK_SIZE)]
    if setup == "draft":
        from .draft import start_draft_round

        start_draft_round(s, MUTED)
    else:
        deal_opening_hands(s, MUTED)


def _deploy_default(options: dict[str, Any]) -> int:
    """The game option: every seat's standing Einsatz choice until it changes it."""
    deploy = options.get("deploy", True)
    if not isinstance(deploy, bool):
        raise ValueError("deploy must be true or false")
    return int(deploy)


def _complete(decks: Any, seats: int, seed: int, unlimited: bool) -> Any:
    """Free deck building without a deck for some seat (none given at all, or None for it:
    the command line, a computer seat): the AI's own plan builds it from what is left."""
    if decks is None:
        decks = [None] * seats
    if not isinstance(decks, list) or len(decks) != seats or None not in decks:
        return decks  # complete, or wrong: _build says what is wrong
    from .decks import fill_decks

    if any(d is not None and not _is_card_list(d) for d in decks):
        return decks
    return fill_decks(decks, seed, unlimited)


def _is_card_list(deck: Any) -> bool:
    return (
        isinstance(deck, list)
        and len(deck) == DECK_SIZE
        and all(type(c) is int and 0 <= c < BOX for c in deck)
    )


def _first_leader(s: KarthedisState, options: dict[str, Any]) -> int:
    """The first Marktführer: a seat named at setup (the rulebook: the oldest player), the
    last game's winner in a rematch (options["last_winners"], one drawn if several), or
    chance."""
    leader = options.get("leader", LEADER_LAST_WINNER)
    if not isinstance(leader, int) or isinstance(leader, bool):
        raise ValueError("leader must be a seat number, -1 (random) or -2 (the last winner)")
    if leader >= 0:
        return leader % s.num_seats
    last = options.get("last_winners") if leader == LEADER_LAST_WINNER else None
    if isinstance(last, list):
        seats = [p for p in last if isinstance(p, int) and not isinstance(p, bool)]
        seats = [p for p in seats if 0 <= p < s.num_seats]
        if seats:
            return seats[s.rng.below(len(seats))] if len(seats) > 1 else seats[0]
    return s.rng.below(s.num_seats)


def _build(s: KarthedisState, decks: Any, unlimited: bool) -> None:
    """Free deck building: each seat's 20 cards by box id; by default no design more often
    than one box holds it; `unlimited` adds extra copies."""
    from .decks import setup_problem  # the check a session and a save make first

    problem = setup_problem(decks, s.num_seats, {"unlimited_copies": unlimited})
    if problem is not None or None in decks:
        raise ValueError(f"decks: {problem or 'a seat has no deck'}")
    free: dict[tuple[int, int, int], list[int]] = {}
    for c in sorted(range(BOX), reverse=True):
        free.setdefault(DESIGN[c], []).append(c)
    used: set[int] = set()
    for p, deck in enumerate(decks):
        cards = []
        for c in deck:
            if free[DESIGN[c]]:
                card = free[DESIGN[c]].pop()
            else:  # another box: the next extra copy of the same card
                card = c + BOX * (1 + sum(1 for e in s.extras if e % BOX == c))
                s.extras.append(card)
            used.add(card)
            cards.append(card)
        s.rng.shuffle(cards)
        s.decks[p] = cards
    s.box = [c for c in s.box if c not in used]


def deal_opening_hands(s: KarthedisState, log: list[LogEntry]) -> None:
    """Each seat takes the top five cards of its deck: no ability triggers."""
    from .round import start_round

    for p in range(s.num_seats):
        for _ in range(OPENING_HAND):
            if s.decks[p]:
                s.hands[p].append(s.decks[p].pop())
        s.hands[p].sort()
    if log is not MUTED:
        log.append(LogEntry(m.DECKS_READY))
    start_round(s, log)
