"""What each seat may see (view) and sampling the rest (determinize).

Hidden from a seat: other players' insider pairs and their cards to place, face-down stockpile
cards it has not seen, the contents of other portfolios and split portfolios (their counts are
public), unplayed Stock Boom/Bust cards of others, strategy and investor hands, and the order
of every deck.  Money, commodities, taxes, notes and the discard pile are public.
"""

from __future__ import annotations

from ...core.game import HIDDEN
from ...core.rng import Rng
from . import cards

_PRIVATE = ("hands", "commercial_hands", "strategy_hand", "strategy_out", "investor_hand")


def _masked(cards_there: list[int], known: list[int], extra: int = 0) -> list[int]:
    """Shares as others see them: the ones everyone saw arrive, then face-down cards."""
    seen = [c for c in known if c in cards_there]
    return seen + [HIDDEN] * (len(cards_there) + extra - len(seen))


def view(s, seat: int | None):
    v = s.clone()
    for o in range(v.num_seats):
        if o != seat:  # unplayed Boom/Bust cards lie face down among the shares
            v.portfolio[o] = _masked(v.portfolio[o], v.known_portfolio[o], len(v.held[o]))
            v.split[o] = _masked(v.split[o], v.known_split[o])
            v.held[o] = []
    for name in _PRIVATE:
        lists = getattr(v, name)
        for o in range(v.num_seats):
            if o != seat:
                lists[o] = [HIDDEN] * len(lists[o])
    if v.phase == "choose_investors":  # chosen secretly, revealed together
        for o in range(v.num_seats):
            if o != seat:
                v.investors[o] = [HIDDEN] * len(v.investors[o])
    if v.robins_draw and v.owner_of(cards.ROBINS) != seat:
        v.robins_draw = [HIDDEN] * len(v.robins_draw)
    for pile in range(len(v.piles)):
        v.piles[pile] = [
            c if up or _knows(k, seat) else HIDDEN
            for c, up, k in zip(v.piles[pile], v.pile_up[pile], v.pile_known[pile])
        ]
    for name in ("deck", "commercial_deck", "strategy_deck"):
        setattr(v, name, [HIDDEN] * len(getattr(v, name)))
    for i, known in enumerate(v.pair_known):
        if not _knows(known, seat):
            v.pair_company[i] = HIDDEN
            v.pair_forecast[i] = HIDDEN
    if v.phil_pick and v.owner_of(cards.PHIL) != seat:
        v.phil_pick = [v.phil_pick[0], HIDDEN]
    v.rng = Rng(0)
    return v


def _knows(mask: int, seat: int | None) -> bool:
    return seat is not None and bool(mask >> seat & 1)


def _fill(slots: list[tuple[list, int]], pool: list[int]) -> None:
    for (lst, i), card in zip(slots, pool):
        lst[i] = card


def _hidden(lst: list) -> list[tuple[list, int]]:
    return [(lst, i) for i, c in enumerate(lst) if c == HIDDEN]


def determinize(v, seat: int, rng: Rng):
    d = v.clone()
    d.rng = Rng(rng.next64())
    n = d.num_seats
    # market cards: hidden shares are stocks (or, when the stocks run short, unplayed
    # Boom/Bust cards, which then go to `held`); the other hidden places take anything
    places = (
        [d.deck, d.discard, d.robins_draw]
        + d.piles
        + d.hands
        + d.portfolio
        + d.split
        + d.held
        + d.unpaid
    )
    seen = {c for lst in places for c in lst if c != HIDDEN}
    pool = [c for c in range(cards.NUM_MARKET) if c not in seen]
    rng.permute(pool)
    stocks = [c for c in pool if cards.is_stock(c)]
    actions = [c for c in pool if cards.is_action(c)]
    share_slots = [x for o in range(n) for x in _hidden(d.split[o])] + [
        x for o in range(n) for x in _hidden(d.portfolio[o])
    ]
    _fill(share_slots, stocks + actions)
    used = set((stocks + actions)[: len(share_slots)])
    for o in range(n):
        d.held[o] += [c for c in d.portfolio[o] if cards.is_action(c)]
        d.portfolio[o] = [c for c in d.portfolio[o] if not cards.is_action(c)]
    rest = [c for c in pool if c not in used]
    other_slots = (
        _hidden(d.robins_draw)
        + [x for p in d.piles for x in _hidden(p)]
        + [x for h in d.hands for x in _hidden(h)]
        + _hidden(d.deck)
    )
    _fill(other_slots, rest)
    # commercial cards
    if d.options["commodities"]:
        places = (
            [d.commercial_deck, d.commercial_discard] + d.piles + d.commercial_hands + d.commercial
        )
        seen = {c for lst in places for c in lst if c != HIDDEN}
        pool = [c for c in cards.COMMERCIAL_CARDS if c not in seen]
        rng.permute(pool)
        _fill(
            [x for h in d.commercial_hands for x in _hidden(h)] + _hidden(d.commercial_deck), pool
        )
    # insider pairs
    companies = [k for k in range(cards.NUM_COMPANIES) if k not in d.pair_company]
    forecasts = [f for f in d.forecast_set if f not in d.pair_forecast]
    rng.permute(companies)
    rng.permute(forecasts)
    _fill(_hidden(d.pair_company), companies)
    _fill(_hidden(d.pair_forecast), forecasts)
    if d.phil_pick and d.phil_pick[1] == HIDDEN:
        first = d.seat_pairs(d.owner_of(cards.PHIL))[0]
        d.phil_pick[1] = (d.pair_company if d.phil_pick[0] == 0 else d.pair_forecast)[first]
    # strategy cards
    if d.options["strategies"]:
        places = [d.strategy_deck, d.strategy_played] + d.strategy_hand + d.strategy_out
        seen = {c for lst in places for c in lst if c != HIDDEN}
        pool = [c for c in range(cards.NUM_STRATEGIES) if c not in seen]
        rng.permute(pool)
        _fill(
            [x for h in d.strategy_hand + d.strategy_out for x in _hidden(h)]
            + _hidden(d.strategy_deck),
            pool,
        )
    # investors (the ones left out of the game are not tracked: sample among all unseen)
    if d.options["investors"] != "none":
        from .investors import available

        seen = {i for lst in d.investors + d.investor_hand for i in lst if i != HIDDEN}
        seen |= {i for i in d.offered if i >= 0}
        pool = [i for i in available(d) if i not in seen]
        rng.permute(pool)
        _fill([x for h in d.investors + d.investor_hand for x in _hidden(h)], pool)
    return d
