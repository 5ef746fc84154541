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


Holes = list[tuple[str, int, list[int]]]  # (field, seat or -1 for a flat list, places)


def _holes(v, names: tuple[str, ...]) -> Holes:
    """Where the HIDDEN entries of these fields are, in this order (nested fields by seat)."""
    out = []
    for name in names:
        value = getattr(v, name)
        rows = enumerate(value) if value and isinstance(value[0], list) else [(-1, value)]
        for o, lst in rows:
            places = [i for i, c in enumerate(lst) if c == HIDDEN]
            if places:
                out.append((name, o, places))
    return out


def _fill(d, holes: Holes, pool: list[int]) -> None:
    """The holes of `d` in order, from `pool` while it lasts."""
    k, end = 0, len(pool)
    for name, o, places in holes:
        lst = getattr(d, name) if o < 0 else getattr(d, name)[o]
        for i in places:
            if k == end:
                return
            lst[i] = pool[k]
            k += 1


def _unseen(candidates, places: list[list[int]]) -> list[int]:
    seen = {c for lst in places for c in lst if c != HIDDEN}
    return [c for c in candidates if c not in seen]


_STOCK = [cards.is_stock(c) for c in range(cards.NUM_MARKET)]
_ACTION = [cards.is_action(c) for c in range(cards.NUM_MARKET)]


def determinize(v, seat: int, rng: Rng):
    return sampler(v, seat)(rng)


def sampler(v, seat: int):
    """determinize(v, seat, ·) for many rngs: which cards are unseen and where the holes are
    is worked out once; a sample only shuffles and fills (the same draws, the same worlds)."""
    n = v.num_seats
    # market cards: hidden shares are stocks (or, when the stocks run short, unplayed
    # Boom/Bust cards, which then go to `held`); the other hidden places take anything
    market = _unseen(
        range(cards.NUM_MARKET),
        [v.deck, v.discard, v.robins_draw]
        + v.piles
        + v.hands
        + v.portfolio
        + v.split
        + v.held
        + v.unpaid,
    )
    share_holes = _holes(v, ("split", "portfolio"))
    n_shares = sum(len(places) for _, _, places in share_holes)
    other_holes = _holes(v, ("robins_draw", "piles", "hands", "deck"))
    # seats whose portfolio may hold a Boom/Bust card once filled
    movers = [o for o in range(n) if any(c == HIDDEN or _ACTION[c] for c in v.portfolio[o])]
    commercial = None
    if v.options["commodities"]:
        commercial = _unseen(
            cards.COMMERCIAL_CARDS,
            [v.commercial_deck, v.commercial_discard] + v.piles + v.commercial_hands + v.commercial,
        )
        commercial_holes = _holes(v, ("commercial_hands", "commercial_deck"))
    companies = [k for k in range(cards.NUM_COMPANIES) if k not in v.pair_company]
    forecasts = [f for f in v.forecast_set if f not in v.pair_forecast]
    company_holes = _holes(v, ("pair_company",))
    forecast_holes = _holes(v, ("pair_forecast",))
    phil = bool(v.phil_pick) and v.phil_pick[1] == HIDDEN
    strategies = None
    if v.options["strategies"]:
        strategies = _unseen(
            range(cards.NUM_STRATEGIES),
            [v.strategy_deck, v.strategy_played] + v.strategy_hand + v.strategy_out,
        )
        strategy_holes = _holes(v, ("strategy_hand", "strategy_out", "strategy_deck"))
    investors = None
    if v.options["investors"] != "none":
        from .investors import available

        # the ones left out of the game are not tracked: sample among all unseen
        investors = _unseen(available(v), v.investors + v.investor_hand + [v.offered])
        investor_holes = _holes(v, ("investors", "investor_hand"))

    def sample(rng: Rng):
        d = v.clone()
        d.rng = Rng(rng.next64())
        pool = market[:]
        rng.permute(pool)
        shares = [c for c in pool if _STOCK[c]] + [c for c in pool if _ACTION[c]]
        _fill(d, share_holes, shares)
        used = set(shares[:n_shares])
        for o in movers:
            portfolio = d.portfolio[o]
            if any(_ACTION[c] for c in portfolio):
                d.held[o] += [c for c in portfolio if _ACTION[c]]
                d.portfolio[o] = [c for c in portfolio if not _ACTION[c]]
        _fill(d, other_holes, [c for c in pool if c not in used])
        if commercial is not None:
            pool = commercial[:]
            rng.permute(pool)
            _fill(d, commercial_holes, pool)
        # insider pairs
        pool, more = companies[:], forecasts[:]
        rng.permute(pool)
        rng.permute(more)
        _fill(d, company_holes, pool)
        _fill(d, forecast_holes, more)
        if phil:
            first = d.seat_pairs(d.owner_of(cards.PHIL))[0]
            d.phil_pick[1] = (d.pair_company if d.phil_pick[0] == 0 else d.pair_forecast)[first]
        if strategies is not None:
            pool = strategies[:]
            rng.permute(pool)
            _fill(d, strategy_holes, pool)
        if investors is not None:
            pool = investors[:]
            rng.permute(pool)
            _fill(d, investor_holes, pool)
        return d

    return sample
