"""Who holds what: shares, certificates, the 1830 limits and the director's certificate.

Holdings are counted in shares (10% each).  A railway's ten shares are unissued (`ipo`, "new"
shares), in its treasury (bought back, re-issuable), in the pool, or held by players
(`held[railway][seat]`); the director's certificate is two of the director's shares in one
certificate, so it counts once against the certificate limit and never goes to the pool.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .data import (
    CERTIFICATE_LIMIT,
    DIRECTOR_PERCENT,
    FLOAT_PERCENT,
    PLAYER_LIMIT_PERCENT,
    POOL_LIMIT_PERCENT,
    SHARE_PERCENT,
    SHARES_PER_RAILWAY,
)
from .market import Square, absorbed, price

if TYPE_CHECKING:
    from .state import StockRoundState

PLAYER_LIMIT = PLAYER_LIMIT_PERCENT // SHARE_PERCENT  # shares of one railway per player
POOL_LIMIT = POOL_LIMIT_PERCENT // SHARE_PERCENT  # shares of one railway in the pool
DIRECTOR_SHARES = DIRECTOR_PERCENT // SHARE_PERCENT  # the director's certificate: 2 shares
FLOAT_SHARES = FLOAT_PERCENT // SHARE_PERCENT


def started(st: StockRoundState, r: int) -> bool:
    return st.director[r] >= 0


def market_price(st: StockRoundState, r: int) -> int:
    return price((st.row[r], st.col[r]))


def certificates(st: StockRoundState, seat: int) -> int:
    """Certificates a player holds: the director's certificate counts once."""
    return sum(st.held[r][seat] - (1 if st.director[r] == seat else 0) for r in range(len(st.held)))


def limit(st: StockRoundState) -> int:
    return CERTIFICATE_LIMIT[st.num_seats]


def room_for_one(st: StockRoundState, seat: int, r: int) -> bool:
    """Under the 60% limit and the certificate limit after one more share of `r`."""
    return st.held[r][seat] < PLAYER_LIMIT and certificates(st, seat) < limit(st)


def sold_out(st: StockRoundState, r: int) -> bool:
    return sum(st.held[r]) == SHARES_PER_RAILWAY


def sold_this_round(st: StockRoundState, seat: int, r: int) -> bool:
    return bool(st.sold[seat] >> r & 1)


def most_after(st: StockRoundState, r: int, first: int, minimum: int) -> int:
    """The player holding most of `r` (at least `minimum`), ties to the first clockwise from
    `first`; -1 if nobody holds that much."""
    n, best, who = st.num_seats, minimum - 1, -1
    for i in range(n):
        p = (first + i) % n
        if st.held[r][p] > best:
            best, who = st.held[r][p], p
    return who


def check_director(st: StockRoundState, r: int) -> int:
    """Another player holding more than the director becomes director (1830): the
    certificates are swapped, which changes nobody's share count.  Returns the new director,
    or -1 if nothing changed."""
    d = st.director[r]
    top = most_after(st, r, d, st.held[r][d] + 1)
    if top < 0:
        return -1
    st.director[r] = top
    return top


def sellable(st: StockRoundState, seat: int, r: int) -> int:
    """How many shares of `r` the player may sell: the pool holds at most 50%, and the
    director's certificate never goes there, so a director keeps 20% unless another player
    holds 20% and can take the certificate over."""
    have = st.held[r][seat]
    room = POOL_LIMIT - st.pool[r]
    if st.director[r] == seat and not any(
        h >= DIRECTOR_SHARES for p, h in enumerate(st.held[r]) if p != seat
    ):
        have -= DIRECTOR_SHARES
    return max(0, min(have, room))


def hand_over(st: StockRoundState, r: int, seller: int, count: int) -> int:
    """Before a director sells into their director's certificate, the player holding most
    (20% at least; ties clockwise from the seller) takes it over.  Returns the new director
    or -1."""
    if st.director[r] != seller or st.held[r][seller] - count >= DIRECTOR_SHARES:
        return -1
    best, who = 0, -1
    n = st.num_seats
    for i in range(1, n):
        p = (seller + i) % n
        if st.held[r][p] > best:
            best, who = st.held[r][p], p
    st.director[r] = who
    return who


def to_pool(st: StockRoundState, seller: int, r: int) -> tuple[int, Square]:
    """The pool absorbs one of `seller`'s shares of `r` at the reduced price, paid by the bank;
    the token moves (a row down, or a column left on the bottom row).  Returns (paid, square)."""
    paid, square = absorbed((st.row[r], st.col[r]))
    st.held[r][seller] -= 1
    st.pool[r] += 1
    st.cash[seller] += paid
    st.pay_from_bank(paid)
    st.move_token(r, square)
    return paid, square


def worth(st: StockRoundState, seat: int) -> int:
    """Cash plus shares at market value: the score."""
    return st.cash[seat] + sum(
        st.held[r][seat] * market_price(st, r) for r in range(len(st.held)) if started(st, r)
    )
