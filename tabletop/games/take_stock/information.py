"""What a seat knows: view() masks hidden cards, determinize() samples them back.

A seat knows its own hand and secured events, every face-up card, the cards shown by Insider
Trading, the event discards it saw (those played openly and those it put away itself), which
cards each batch under the event deck holds (not their order), where Market Closed lies in
the deck (counting tells), and, after a reshuffle, which cards the draw pile was made of.
"""

from __future__ import annotations

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
    st = v.clone()
    st.rng = Rng(rng.next64())
    _fill_shares(st, rng)
    _fill_events(st, rng)
    return st


def _fill_shares(st: TakeStockState, rng: Rng) -> None:
    seen = [False] * NUM_SHARE_CARDS
    for group in (st.hands, st.certificates, st.market):
        for cards in group:
            for c in cards:
                if c != HIDDEN:
                    seen[c] = True
    for c in st.discard:
        seen[c] = True
    unseen = [c for c in range(NUM_SHARE_CARDS) if not seen[c]]
    rng.permute(unseen)
    n_pile = len(st.draw_pile)
    if st.pile_pool:
        # After a reshuffle the pile holds only cards of the old discard pile.
        pool = set(st.pile_pool)
        pile = [c for c in unseen if c in pool][:n_pile]
        taken = set(pile)
        rest = [c for c in unseen if c not in taken]
    else:
        pile, rest = unseen[:n_pile], unseen[n_pile:]
    st.draw_pile = pile
    it = iter(rest)
    for hand in st.hands:
        for i, c in enumerate(hand):
            if c == HIDDEN:
                hand[i] = next(it)


def _fill_events(st: TakeStockState, rng: Rng) -> None:
    seen = [False] * NUM_EVENTS
    for group in (st.secured, st.splits):
        for cards in group:
            for e in cards:
                if e != HIDDEN:
                    seen[e] = True
    for frozen in (*st.frozen, st.resolving):
        if frozen is not None and frozen != HIDDEN:
            seen[frozen] = True
    for pile in (st.event_discard, st.event_deck, st.looking_at):
        for e in pile:
            if e != HIDDEN:
                seen[e] = True
    unseen = [e for e in range(NUM_EVENTS) if not seen[e]]
    rng.permute(unseen)
    it = iter(unseen)
    for cards in st.secured:
        for i, e in enumerate(cards):
            if e == HIDDEN:
                cards[i] = next(it)
    for pile in (st.event_discard, st.looking_at, st.event_deck):
        for i, e in enumerate(pile):
            if e == HIDDEN:
                pile[i] = next(it)
    # Shuffle each batch of the deck (Market Closed stays where it is).
    deck, masks, start = st.event_deck, st.event_deck_known, 0
    for size in st.deck_batches:
        idx = [i for i in range(start, start + size) if deck[i] != MARKET_CLOSED_ID]
        order = idx[:]
        rng.permute(order)
        cards = [deck[i] for i in order]
        kmask = [masks[i] for i in order]
        for j, i in enumerate(idx):
            deck[i], masks[i] = cards[j], kmask[j]
        start += size
