"""Helpers for the Take Stock engine tests: arranging positions and checking invariants."""

from __future__ import annotations

import itertools

from tabletop.core.game import HIDDEN
from tabletop.core.rng import Rng
from tabletop.games.take_stock.cards import (
    COMPANIES,
    EVENTS,
    MARKET_CLOSED_ID,
    NUM_EVENTS,
    NUM_SHARE_CARDS,
    OPTION_TOKENS,
    share,
)
from tabletop.games.take_stock.state import TakeStockState, new_game

CORN, GEMS, TECH, OIL, MOVIE = range(len(COMPANIES))


def card(company: int, value: int) -> int:
    return share(company, value)


def event(kind: str, company: int | None = None, nth: int = 0) -> int:
    """The id of the nth event card of that kind (and company)."""
    ids = [i for i, e in enumerate(EVENTS) if e == (kind, company)]
    return ids[nth]


def share_piles(st: TakeStockState) -> list[list[int]]:
    return [*st.market, *st.hands, *st.certificates, st.draw_pile, st.discard]


def event_piles(st: TakeStockState) -> list[list[int]]:
    extra = [st.resolving] if st.resolving is not None else []
    return [
        *st.splits,
        [f for f in st.frozen if f is not None],
        *st.secured,
        st.event_deck,
        st.event_discard,
        st.looking_at,
        extra,
    ]


def take_share(st: TakeStockState, c: int) -> None:
    """Remove share card `c` from wherever it lies (keeping the bookkeeping in step)."""
    for pile in share_piles(st):
        if c in pile:
            pile.remove(c)
            for known in st.known_hand:
                if c in known:
                    known.remove(c)
            return
    raise AssertionError(f"share {c} is nowhere")


def take_event(st: TakeStockState, e: int) -> None:
    if st.resolving == e:
        st.resolving = None
        return
    for i, f in enumerate(st.frozen):
        if f == e:
            st.frozen[i] = None
            return
    if e in st.event_deck:
        i = st.event_deck.index(e)
        del st.event_deck[i]
        del st.event_deck_known[i]
        _shrink_batch(st, i)
        return
    if e in st.event_discard:
        i = st.event_discard.index(e)
        del st.event_discard[i]
        del st.event_discard_known[i]
        return
    for pile in event_piles(st):
        if e in pile:
            pile.remove(e)
            return
    raise AssertionError(f"event {e} is nowhere")


def _shrink_batch(st: TakeStockState, index: int) -> None:
    start = 0
    for b, size in enumerate(st.deck_batches):
        if index < start + size:
            st.deck_batches[b] -= 1
            if not st.deck_batches[b]:
                del st.deck_batches[b]
            return
        start += size


def put_share(st: TakeStockState, c: int, pile: list[int]) -> None:
    take_share(st, c)
    pile.append(c)


def set_row(st: TakeStockState, company: int, values: list[int], splits: int = 0) -> None:
    """Give a company the row 1, *values (bottom to top) and `splits` split cards."""
    for c in st.market[company][1:]:
        put_share(st, c, st.discard)
    for v in values:
        put_share(st, card(company, v), st.market[company])
    for e in list(st.splits[company]):
        st.splits[company].remove(e)
        st.event_discard.append(e)
        st.event_discard_known.append(0)
    for n in range(splits):
        e = event("split", company, n)
        take_event(st, e)
        st.splits[company].append(e)


def set_hand(st: TakeStockState, seat: int, cards: list[int]) -> None:
    for c in list(st.hands[seat]):
        put_share(st, c, st.draw_pile)
    for c in cards:
        put_share(st, c, st.hands[seat])


def event_on_top(st: TakeStockState, *events: int) -> None:
    """Put these events on top of the deck, the first one topmost."""
    for e in reversed(events):
        take_event(st, e)
        st.event_deck.append(e)
        st.event_deck_known.append(0)
        st.deck_batches[-1] += 1


def give_secured(st: TakeStockState, seat: int, e: int) -> None:
    take_event(st, e)
    st.secured[seat].append(e)


def fresh(seats: int = 3, seed: int = 1) -> TakeStockState:
    return new_game(seats, seed, {})


def at_action(st: TakeStockState, hand: list[int]) -> TakeStockState:
    """The seat whose turn it is has drawn and holds exactly `hand`."""
    set_hand(st, st.turn, hand)
    st.phase = "action"
    return st


def check_invariants(st: TakeStockState) -> None:
    shares = sorted(c for pile in share_piles(st) for c in pile)
    assert shares == list(range(NUM_SHARE_CARDS)), "share cards lost or doubled"
    evs = sorted(e for pile in event_piles(st) for e in pile)
    assert evs == list(range(NUM_EVENTS)), "event cards lost or doubled"
    assert sum(st.options) + st.option_supply == OPTION_TOKENS
    assert min(st.options) >= 0 and st.option_supply >= 0
    assert len(st.event_deck) == sum(st.deck_batches) == len(st.event_deck_known)
    assert all(st.deck_batches)
    assert len(st.event_discard) == len(st.event_discard_known)
    assert MARKET_CLOSED_ID not in [e for s in st.secured for e in s]
    for seat, known in enumerate(st.known_hand):
        assert set(known) <= set(st.hands[seat])
    for row in st.market:
        assert row[0] % 12 == 0 and all(a % 12 < b % 12 for a, b in itertools.pairwise(row))
    if st.phase in ("draw", "action"):
        assert st.draw_pile, "the draw pile is never empty while a round runs"
        assert all(st.hands), "an empty hand ends the round"
    if st.phase != "over":
        assert st.legal_moves(), "a seat to act always has a move"


def public_parts(st: TakeStockState) -> dict:
    """What every seat sees: the same in a state and in any determinisation of its view."""
    return {
        "round": st.round,
        "dealer": st.dealer,
        "turn": st.turn,
        "actor": st.actor,
        "phase": st.phase,
        "pending": st.pending,
        "resolving": st.resolving,
        "market": st.market,
        "splits": st.splits,
        "frozen": st.frozen,
        "certificates": st.certificates,
        "options": st.options,
        "supply": st.option_supply,
        "discard": st.discard,
        "totals": st.totals,
        "round_scores": st.round_scores,
        "hand_sizes": [len(h) for h in st.hands],
        "known_hand": [sorted(k) for k in st.known_hand],
        "secured_sizes": [len(s) for s in st.secured],
        "pile": len(st.draw_pile),
        "deck": len(st.event_deck),
        "batches": st.deck_batches,
        "market_closed_at": (
            st.event_deck.index(MARKET_CLOSED_ID) if MARKET_CLOSED_ID in st.event_deck else None
        ),
        "event_discard": len(st.event_discard),
        "looking": len(st.looking_at),
        "queue": st.queue,
        "owed": st.owed,
        "taken": st.taken,
        "closed": st.closed,
        "pile_pool": st.pile_pool,
    }


def random_game(seats: int, seed: int, each=None) -> TakeStockState:
    """Play random legal moves to the end, calling each(state, move, log) after every move."""
    st = new_game(seats, seed, {})
    rng = Rng(seed ^ 0x5EED)
    for _ in range(5000):
        if st.is_terminal():
            return st
        moves = st.legal_moves()
        move = moves[rng.below(len(moves))]
        log = st.apply(move)
        if each:
            each(st, move, log)
    raise AssertionError("the game did not end")


def hidden_free(cards: list[int]) -> bool:
    return HIDDEN not in cards
