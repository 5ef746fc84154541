"""What a seat knows: view() masks hidden cards, determinize() samples them back.

Hidden: other seats' hands, draft packets and kept cards, every deck (its order, and in a
random setup its contents), the cards in no deck (the box), the resource pile, face-down cards
at the resources and face-down passes until they leave the game (then for good).  Public: the
resources on display and won, cards in play, the Abberufen piles, cards removed face up.

A card an Einsatz or Spekulieren showed stays known while it is in its owner's hand (`known`).
A sample deals every card the seat has not seen at random into the hidden places.  Which cards
another seat drew in this Einstellungsphase (`fresh`, they may not speculate) is hidden, not
how many (draws are public): a sample names as many of the cards it dealt into that hand.

Each seat's standing Einsatz choice (`deploy`) is its own secret: the others read HIDDEN, so
that a draw without a Deploy does not tell them the card has no Einsatz.  A sample gives every
hidden choice "deploy" (DEPLOY_GUESS): the AI expects the others to use what they draw.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...core.game import HIDDEN
from ...core.rng import Rng
from .cards import NUM_RESOURCE_CARDS

if TYPE_CHECKING:
    from .state import KarthedisState

_OWNED = ("hands", "packets", "kept")  # per seat: hidden from the others
_SECRET = ("decks",)  # per seat: hidden from everyone
DEPLOY_GUESS = 1  # a sample's guess at another seat's hidden Einsatz choice


def view(st: KarthedisState, seat: int | None) -> KarthedisState:
    v = st.clone()
    v.rng = Rng(0)
    for p in range(st.num_seats):
        if p != seat:  # what the table has seen first (in the order shown), then the rest
            known = st.known[p]
            v.hands[p] = known[:] + [HIDDEN] * (len(st.hands[p]) - len(known))
    v.fresh = [f if p == seat else [HIDDEN] * len(f) for p, f in enumerate(st.fresh)]
    for name in _OWNED[1:]:
        lists = getattr(v, name)
        for p in range(st.num_seats):
            if p != seat:
                lists[p] = [HIDDEN] * len(lists[p])
    v.decks = [[HIDDEN] * len(d) for d in st.decks]
    v.box = [HIDDEN] * len(st.box)
    v.supply = [HIDDEN] * len(st.supply)
    v.bids = [[p, slot, c if p == seat else HIDDEN] for p, slot, c in st.bids]
    v.passcard = [c if p == seat or c < 0 else HIDDEN for p, c in enumerate(st.passcard)]
    v.vault = [c if p == seat else HIDDEN for c, p in zip(st.vault, st.vault_owner)]
    v.deploy = [f if p == seat else HIDDEN for p, f in enumerate(st.deploy)]
    return v


def determinize(v: KarthedisState, seat: int, rng: Rng) -> KarthedisState:
    return sampler(v, seat)(rng)


def sampler(v: KarthedisState, seat: int) -> Callable[[Rng], KarthedisState]:
    """determinize(v, seat, ·) for many rngs: the unseen cards and the holes are found once."""
    seen: set[int] = set()
    for name in ("hands", "decks", "piles", "table", "packets", "kept"):
        for cards in getattr(v, name):
            seen.update(cards)
    for cards in (v.box, v.removed, v.vault, v.passcard):
        seen.update(cards)
    seen.update(c for _, _, c in v.bids)
    unseen = [c for c in v.all_cards() if c not in seen]
    won = {c for w in v.won for c in w}
    resources = [r for r in range(NUM_RESOURCE_CARDS) if r not in won and r not in v.display]
    holes = [
        (name, p, [i for i, c in enumerate(cards) if c == HIDDEN])
        for name in ("hands", "packets", "kept", "decks")
        for p, cards in enumerate(getattr(v, name))
    ]
    holes = [h for h in holes if h[2]]
    bid_holes = [i for i, b in enumerate(v.bids) if b[2] == HIDDEN]
    pass_holes = [p for p, c in enumerate(v.passcard) if c == HIDDEN]
    vault_holes = [i for i, c in enumerate(v.vault) if c == HIDDEN]
    box_holes = len(v.box)

    def sample(rng: Rng) -> KarthedisState:
        st = v.clone()
        st.rng = Rng(rng.next64())
        cards = unseen[:]
        rng.permute(cards)
        k = 0
        for name, p, places in holes:
            lst = getattr(st, name)[p]
            for i in places:
                lst[i] = cards[k]
                k += 1
        for i in bid_holes:
            st.bids[i][2] = cards[k]
            k += 1
        for p in pass_holes:
            st.passcard[p] = cards[k]
            k += 1
        for i in vault_holes:
            st.vault[i] = cards[k]
            k += 1
        st.box = cards[k : k + box_holes]
        _name_fresh(st, holes)
        for hand in st.hands:
            hand.sort()
        pile = resources[:]
        rng.permute(pile)
        st.supply = pile[: len(v.supply)]
        st.deploy = [DEPLOY_GUESS if f == HIDDEN else f for f in v.deploy]
        return st

    return sample


def _name_fresh(st: KarthedisState, holes: list[tuple[str, int, list[int]]]) -> None:
    """Fill each hidden `fresh` list with cards just dealt into that seat's hidden hand places
    (in the shuffled order): a card drawn this round is one the viewer has not seen.  Should
    the hand hold fewer (the drawn card since discarded), the rest stays HIDDEN, no card."""
    for name, p, places in holes:
        fresh = st.fresh[p]
        if name == "hands" and fresh and fresh[0] == HIDDEN:
            dealt = [st.hands[p][i] for i in places]
            st.fresh[p] = dealt[: len(fresh)] + [HIDDEN] * (len(fresh) - len(dealt))
