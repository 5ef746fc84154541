""" "Anyone wants a share?": a sale in a stock round, exactly as the text runs it.

Beginning with the player to the seller's left, each player may buy one of the offered shares
at the market price (while the supply lasts); after the player to the seller's right, the
railway may buy one.  All sold: done, the price unchanged.  Else, if at least one share was
bought, ask again; if nobody bought, the pool absorbs one share at a reduced price, the token
moves, and the asking starts again while shares remain.

The asking is a sequence of steps: step i < n - 1 asks the player i + 1 seats left of the
seller, step n - 1 asks the railway (its director decides).  Whoever may not buy (the 60% or
certificate limit, sold this railway this round, not enough cash) is skipped without a
question.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import MUTED, LogEntry
from . import messages as m
from . import shares
from .market import price

if TYPE_CHECKING:
    from .state import StockRoundState


def asked(st: StockRoundState) -> int:
    """The seat deciding the current step (the director when the railway is asked)."""
    n = st.num_seats
    if st.sale_step == n - 1:
        return st.director[st.sale_railway]
    return (st.sale_seller + 1 + st.sale_step) % n


def railway_asked(st: StockRoundState) -> bool:
    return st.sale_step == st.num_seats - 1


def may_take(st: StockRoundState) -> bool:
    """Whether the current step's buyer may buy one share now."""
    r = st.sale_railway
    cost = shares.market_price(st, r)
    if railway_asked(st):
        return st.funds[r] >= cost
    p = asked(st)
    return (
        st.cash[p] >= cost
        and shares.room_for_one(st, p, r)
        and not shares.sold_this_round(st, p, r)
    )


def begin(st: StockRoundState, seller: int, r: int, count: int, log: list[LogEntry]) -> None:
    new = shares.hand_over(st, r, seller, count)
    st.sold[seller] |= 1 << r
    st.sale_railway, st.sale_seller, st.sale_left = r, seller, count
    st.sale_step, st.sale_bought = 0, 0
    if log is not MUTED:
        log.append(
            LogEntry(
                m.counted(m.OFFERS_ONE, m.OFFERS, count)(
                    player=seller, count=count, railway=m.railway(r)
                ),
                event="sale",
                data={"railway": r, "seller": seller, "count": count},
            )
        )
        if new >= 0:
            log.append(LogEntry(m.NEW_DIRECTOR(player=new, railway=m.railway(r))))
    st.phase = "anyone"
    _settle(st, log)


def answer(st: StockRoundState, take: bool, log: list[LogEntry]) -> None:
    """The asked player's (or railway's) answer; then on to the next step."""
    r, seller = st.sale_railway, st.sale_seller
    cost = shares.market_price(st, r)
    who = asked(st)
    if take:
        st.held[r][seller] -= 1
        st.cash[seller] += cost
        if railway_asked(st):
            st.funds[r] -= cost
            st.treasury[r] += 1
            text = m.RAILWAY_TAKES(railway=m.railway(r), seller=seller, amount=cost)
        else:
            st.cash[who] -= cost
            st.held[r][who] += 1
            text = m.TAKES(player=who, railway=m.railway(r), seller=seller, amount=cost)
        st.sale_left -= 1
        st.sale_bought = 1
        new = shares.check_director(st, r)
        if new >= 0 and log is not MUTED:
            log.append(LogEntry(m.NEW_DIRECTOR(player=new, railway=m.railway(r))))
    elif railway_asked(st):
        text = m.RAILWAY_DECLINES(railway=m.railway(r), player=who)
    else:
        text = m.DECLINES(player=who)
    if log is not MUTED:
        log.append(LogEntry(text, event="answer", data={"seat": who, "take": take}))
    st.sale_step += 1
    _settle(st, log)


def _settle(st: StockRoundState, log: list[LogEntry]) -> None:
    """Skip steps nobody can take, absorb when a round of asking sold nothing, and end the
    sale when every offered share is gone."""
    n = st.num_seats
    while st.sale_left:
        if st.sale_step < n:
            if may_take(st):
                return  # a question for the asked seat
            st.sale_step += 1
            continue
        if not st.sale_bought:
            _absorb(st, log)
        st.sale_step, st.sale_bought = 0, 0
    _finish(st, log)


def _absorb(st: StockRoundState, log: list[LogEntry]) -> None:
    r, seller = st.sale_railway, st.sale_seller
    paid, square = shares.to_pool(st, seller, r)
    st.sale_left -= 1
    if log is not MUTED:
        log.append(
            LogEntry(
                m.ABSORBED(railway=m.railway(r), amount=paid, price=price(square)),
                event="absorbed",
                data={"railway": r, "square": list(square)},
            )
        )


def _finish(st: StockRoundState, log: list[LogEntry]) -> None:
    r = st.sale_railway
    new = shares.check_director(st, r)
    if new >= 0 and log is not MUTED:
        log.append(LogEntry(m.NEW_DIRECTOR(player=new, railway=m.railway(r))))
    st.sale_railway = -1
    st.phase = "buy"  # the seller may still buy a share (stock.after_sale goes on from here)
