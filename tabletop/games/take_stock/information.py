"""What a seat knows: view() masks hidden cards, determinize() samples them back.

A seat knows its own hand and secured events, every face-up card, the cards shown by Insider
Trading, the event discards it saw (those played openly and those it put away itself), which
cards each batch under the event deck holds (not their order), where Market Closed lies in
the deck (counting tells), and, after a reshuffle, which cards the draw pile was made of.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...core.game import HIDDEN
from ...core.rng import Rng
from .cards import MARKET_CLOSED_ID, NUM_EVENTS, NUM_SHARE_CARDS

if TYPE_CHECKING:
    from .state import TakeStockState


def _knows(mask: int, seat: int | None, everyone: int) -> bool:
    return mask == everyone if seat is None else bool(mask >> seat & 1)


def view(st: TakeStockState, seat: int | None) -> TakeStockState:
    v = st.clone()
    v.rng = Rng(0)
    everyone = (1 << st.num_seats) - 1
    for p in range(st.num_seats):
        if p != seat:
            known = st.known_hand[p]
            v.hands[p] = known[:] + [HIDDEN] * (len(st.hands[p]) - len(known))
            v.secured[p] = [HIDDEN] * len(st.secured[p])
    v.draw_pile = [HIDDEN] * len(st.draw_pile)
    v.event_discard = [
        e if _knows(k, seat, everyone) else HIDDEN
        for e, k in zip(st.event_discard, st.event_discard_known)
    ]
    if st.looking_at and st.turn != seat:
        v.looking_at = [HIDDEN] * len(st.looking_at)
    # Within each batch of the deck the seat knows which cards it holds, not where: the known
    # ones are listed first (sorted), so the view does not leak the true order.
    deck, masks, start = [], [], 0
    for size in st.deck_batches:
        cards = st.event_deck[start : start + size]
        kmask = st.event_deck_known[start : start + size]
        pinned = cards.index(MARKET_CLOSED_ID) if MARKET_CLOSED_ID in cards else -1
        pairs: list[tuple[int, int]] = sorted(
            (e, k)
            for i, (e, k) in enumerate(zip(cards, kmask))
            if i != pinned and _knows(k, seat, everyone)
        )
        # who else knows each unknown card, sorted too: its order would tell where they lie
        unknown = sorted(
            k
            for i, (e, k) in enumerate(zip(cards, kmask))
            if i != pinned and not _knows(k, seat, everyone)
        )
        seq = [e for e, _ in pairs] + [HIDDEN] * len(unknown)
        seq_masks = [k for _, k in pairs] + unknown
        if pinned >= 0:
            seq.insert(pinned, MARKET_CLOSED_ID)
            seq_masks.insert(pinned, kmask[pinned])
        deck += seq
        masks += seq_masks
        start += size
    v.event_deck, v.event_deck_known = deck, masks
    return v


def determinize(v: TakeStockState, seat: int, rng: Rng) -> TakeStockState:
    return sampler(v, seat)(rng)


def _holes(cards: list[int]) -> list[int]:
    return [i for i, c in enumerate(cards) if c == HIDDEN]


def sampler(v: TakeStockState, seat: int) -> Callable[[Rng], TakeStockState]:
    """determinize(v, seat, ·) for many rngs: which cards are unseen and where the holes are
    is worked out once; a sample only shuffles and fills (the same draws as ever)."""
    shares = _unseen(NUM_SHARE_CARDS, (*v.hands, *v.certificates, *v.market, v.discard))
    n_pile, pool = len(v.draw_pile), set(v.pile_pool)
    hand_holes = [(p, _holes(hand)) for p, hand in enumerate(v.hands)]
    hand_holes = [(p, holes) for p, holes in hand_holes if holes]
    frozen = [e for e in (*v.frozen, v.resolving) if e is not None]
    piles = (v.event_discard, v.event_deck, v.looking_at)
    events = _unseen(NUM_EVENTS, (*v.secured, *v.splits, frozen, *piles))
    secured_holes = [(p, _holes(cards)) for p, cards in enumerate(v.secured)]
    secured_holes = [(p, holes) for p, holes in secured_holes if holes]
    # the order the holes are filled in: secured events, then these piles
    pile_holes = [
        (name, holes)
        for name in ("event_discard", "looking_at", "event_deck")
        if (holes := _holes(getattr(v, name)))
    ]
    # A view shows Market Closed where it lies, so each batch's shuffled places are known.
    batches = None if MARKET_CLOSED_ID in events else _batches(v.event_deck, v.deck_batches)

    def sample(rng: Rng) -> TakeStockState:
        st = v.clone()
        st.rng = Rng(rng.next64())
        unseen = shares[:]
        rng.permute(unseen)
        if pool:  # after a reshuffle the pile holds only cards of the old discard pile
            pile = [c for c in unseen if c in pool][:n_pile]
            taken = set(pile)
            rest = [c for c in unseen if c not in taken]
        else:
            pile, rest = unseen[:n_pile], unseen[n_pile:]
        st.draw_pile = pile
        _fill([(st.hands[p], holes) for p, holes in hand_holes], rest)
        unseen = events[:]
        rng.permute(unseen)
        _fill(
            [(st.secured[p], holes) for p, holes in secured_holes]
            + [(getattr(st, name), holes) for name, holes in pile_holes],
            unseen,
        )
        # Shuffle each batch of the deck (Market Closed stays where it is).
        deck, masks = st.event_deck, st.event_deck_known
        for idx in _batches(deck, st.deck_batches) if batches is None else batches:
            order = idx[:]
            rng.permute(order)
            cards = [deck[i] for i in order]
            kmask = [masks[i] for i in order]
            for j, i in enumerate(idx):
                deck[i], masks[i] = cards[j], kmask[j]
        return st

    return sample


def _unseen(count: int, places: tuple[list[int], ...]) -> list[int]:
    seen = [False] * count
    for cards in places:
        for c in cards:
            if c != HIDDEN:
                seen[c] = True
    return [c for c in range(count) if not seen[c]]


def _fill(holes: list[tuple[list[int], list[int]]], cards: list[int]) -> None:
    k = 0
    for lst, places in holes:
        for i in places:
            lst[i] = cards[k]
            k += 1


def _batches(deck: list[int], sizes: list[int]) -> list[list[int]]:
    """Per deck batch, the places its shuffle moves (all but Market Closed's)."""
    out, start = [], 0
    for size in sizes:
        out.append([i for i in range(start, start + size) if deck[i] != MARKET_CLOSED_ID])
        start += size
    return out
