"""Which shares a player may buy in their turn, and at what price.

One share a turn: from the pool at the price one column right of the market, or a new or
re-issued share at the market price, paid to the railway; or a railway's director's
certificate at par.  1830's limits apply: 60% of a railway, the certificate limit, and no
buying back a railway sold in the same round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import Text
from . import messages as m
from . import shares
from .market import PAR_COLUMNS, PRICES, pool_price

if TYPE_CHECKING:
    from .state import StockRoundState

SOURCES = ("new", "reissue", "pool")


def price_of(st: StockRoundState, r: int, source: str) -> int:
    if source == "pool":
        return pool_price((st.row[r], st.col[r]))
    return shares.market_price(st, r)


def in_supply(st: StockRoundState, r: int, source: str) -> int:
    if not shares.started(st, r):
        return 0
    return {"new": st.ipo[r], "reissue": st.offered[r], "pool": st.pool[r]}[source]


def why_not_buy(st: StockRoundState, p: int, r: int, source: str) -> Text | None:
    """None if player `p` may buy a share of `r` from `source` now, else the rule."""
    name = m.railway(r)
    if not shares.started(st, r):
        return m.NOT_STARTED(railway=name)
    if not in_supply(st, r, source):
        return m.NONE_IN[source](railway=name)
    if shares.sold_this_round(st, p, r):
        return m.SOLD_THIS_ROUND(railway=name)
    if st.held[r][p] >= shares.PLAYER_LIMIT:
        return m.SIXTY_LIMIT(railway=name)
    if shares.certificates(st, p) >= shares.limit(st):
        return m.CERT_LIMIT(limit=shares.limit(st))
    cost = price_of(st, r, source)
    if st.cash[p] < cost:
        return m.NOT_ENOUGH_CASH(amount=cost)
    return None


def why_not_start(st: StockRoundState, p: int, r: int, col: int) -> Text | None:
    if shares.started(st, r):
        return m.ALREADY_STARTED(railway=m.railway(r))
    if col not in PAR_COLUMNS:
        return m.PAR_ROW
    if shares.certificates(st, p) >= shares.limit(st):
        return m.CERT_LIMIT(limit=shares.limit(st))
    cost = shares.DIRECTOR_SHARES * PRICES[0][col]
    if st.cash[p] < cost:
        return m.NOT_ENOUGH_CASH(amount=cost)
    return None


def buys(st: StockRoundState, p: int) -> list[tuple[int, str]]:
    """The (railway, source) shares player `p` may buy: why_not_buy without building the
    reasons (search asks this thousands of times a second)."""
    if shares.certificates(st, p) >= shares.limit(st):
        return []
    out = []
    cash, sold = st.cash[p], st.sold[p]
    for r in range(len(st.held)):
        if st.director[r] < 0 or sold >> r & 1 or st.held[r][p] >= shares.PLAYER_LIMIT:
            continue
        market = shares.market_price(st, r)
        if st.ipo[r] and cash >= market:
            out.append((r, "new"))
        if st.offered[r] and cash >= market:
            out.append((r, "reissue"))
        if st.pool[r] and cash >= price_of(st, r, "pool"):
            out.append((r, "pool"))
    return out


def starts(st: StockRoundState, p: int) -> list[tuple[int, int]]:
    """The (railway, par column) starts player `p` may make (as why_not_start, fast)."""
    if shares.certificates(st, p) >= shares.limit(st):
        return []
    cash = st.cash[p]
    cols = [c for c in PAR_COLUMNS if cash >= shares.DIRECTOR_SHARES * PRICES[0][c]]
    return [(r, c) for r in range(len(st.held)) if st.director[r] < 0 for c in cols]
