"""The operating rounds, condensed (no map; DECISIONS.md).

A set of operating rounds follows each stock round: one in phase 2, two in phases 3 and 4,
three from phase 5 (1830).  In each, the floated railways operate from the highest share price
down.  A railway's turn: its director may raise the network level once (paid from the
treasury); its trains run (each: its size x the level's value); the director pays the run out
(the token moves right) or withholds it (left); then trains are bought.  A railway without a
train must buy one; if its treasury falls short its director pays the rest, selling shares to
the pool if they must; one who cannot is bankrupt and the game ends (1830).  Once the bank is
broken, the game ends with the set.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import MUTED, LogEntry
from . import messages as m
from . import shares, trains
from .data import (
    LEVEL_COST,
    LEVEL_VALUE,
    MAX_LEVEL,
    MAX_OPERATING_ROUNDS,
    ORS_PER_SET,
    SHARES_PER_RAILWAY,
    TRAINS,
)
from .market import paid_out, withheld

if TYPE_CHECKING:
    from .state import StockRoundState


def begin_set(st: StockRoundState, log: list[LogEntry]) -> None:
    st.set_ors, st.set_or = ORS_PER_SET[st.trainphase], 0
    begin_round(st, log)


def begin_round(st: StockRoundState, log: list[LogEntry]) -> None:
    st.set_or += 1
    st.ors += 1
    st.order = sorted(
        (r for r in range(len(st.held)) if st.floated[r]),
        key=lambda r: (-shares.market_price(st, r), -st.col[r], st.row[r], st.stamp[r]),
    )
    st.op = -1
    if log is not MUTED:
        log.append(LogEntry(m.OR_BEGINS(sr=st.sr, n=st.set_or), event="operating_round"))
    next_railway(st, log)


def operating(st: StockRoundState) -> int:
    return st.order[st.op]


def next_railway(st: StockRoundState, log: list[LogEntry]) -> None:
    st.op += 1
    if st.op >= len(st.order):
        end_round(st, log)
        return
    r = operating(st)
    if log is not MUTED:
        log.append(LogEntry(m.OPERATES(railway=m.railway(r), player=st.director[r])))
    if may_raise(st, r):
        st.phase = "network"
    else:
        run(st, log)


def max_level(st: StockRoundState) -> int:
    return MAX_LEVEL[st.trainphase]


def may_raise(st: StockRoundState, r: int) -> bool:
    level = st.level[r]
    return level < max_level(st) and st.funds[r] >= LEVEL_COST[level]


def raise_level(st: StockRoundState, log: list[LogEntry]) -> None:
    r = operating(st)
    paid = LEVEL_COST[st.level[r]]
    st.funds[r] -= paid
    st.bank += paid
    st.level[r] += 1
    if log is not MUTED:
        log.append(LogEntry(m.RAISED(railway=m.railway(r), level=st.level[r], amount=paid)))
    run(st, log)


def run_value(st: StockRoundState, r: int) -> int:
    return sum(TRAINS[t].size for t in st.trains[r]) * LEVEL_VALUE[st.level[r]]


def run(st: StockRoundState, log: list[LogEntry]) -> None:
    r = operating(st)
    st.revenue = run_value(st, r)
    if st.revenue:
        st.phase = "dividend"
    else:
        withhold(st, log)


def payout(st: StockRoundState, log: list[LogEntry]) -> None:
    """Each share pays a tenth of the run: players' shares to them, the railway's unissued
    and treasury shares to the railway; the pool's stay in the bank."""
    r, per = operating(st), st.revenue // SHARES_PER_RAILWAY
    for p in range(st.num_seats):
        st.cash[p] += st.held[r][p] * per
    st.funds[r] += (st.ipo[r] + st.treasury[r]) * per
    st.pay_from_bank(per * (SHARES_PER_RAILWAY - st.pool[r]))
    st.move_token(r, paid_out((st.row[r], st.col[r])))
    if log is not MUTED:
        log.append(
            LogEntry(
                m.PAYS_OUT(railway=m.railway(r), amount=st.revenue, per=per),
                event="dividend",
                data={"railway": r, "payout": 1},
            )
        )
    trains_step(st, log)


def withhold(st: StockRoundState, log: list[LogEntry]) -> None:
    r = operating(st)
    st.funds[r] += st.revenue
    st.pay_from_bank(st.revenue)
    st.move_token(r, withheld((st.row[r], st.col[r])))
    if log is not MUTED:
        text = m.WITHHOLDS if st.revenue else m.NO_RUN
        log.append(
            LogEntry(
                text(railway=m.railway(r), amount=st.revenue),
                event="dividend",
                data={"railway": r, "payout": 0},
            )
        )
    trains_step(st, log)


# --- buying trains ----------------------------------------------------------------------------
def must_buy(st: StockRoundState, r: int) -> bool:
    return not st.trains[r] and trains.cheapest(st) is not None


def train_buys(st: StockRoundState) -> list[tuple[int, int, int]]:
    """(train, used, trade) purchases the operating railway may make now."""
    r = operating(st)
    out = []
    room = len(st.trains[r]) < trains.limit(st)
    for train, used in trains.on_sale(st):
        for trade in [-1, *trains.trade_ins(st, r, train, used)]:
            if (room or trade >= 0) and st.funds[r] >= trains.cost(train, trade):
                out.append((train, used, trade))
    if not out and must_buy(st, r):
        cheap = trains.cheapest(st)
        assert cheap is not None
        train, used = cheap
        if st.funds[r] + st.cash[st.director[r]] >= trains.cost(train, -1):
            out.append((train, used, -1))  # the director helps
    return out


def trains_step(st: StockRoundState, log: list[LogEntry]) -> None:
    st.phase = "trains"
    r = operating(st)
    if train_buys(st):
        return
    if must_buy(st, r):
        if emergency_sales(st):
            st.phase = "emergency"
        else:
            bankrupt(st, log)
        return
    next_railway(st, log)


def buy_train(st: StockRoundState, train: int, used: int, trade: int, log: list[LogEntry]) -> None:
    r = operating(st)
    price = trains.buy(st, r, train, used, trade)
    helped = max(0, price - st.funds[r])
    st.funds[r] -= price - helped
    st.cash[st.director[r]] -= helped
    st.bank += price
    if log is not MUTED:
        name = TRAINS[train].name
        if helped:
            text = m.FORCED_TRAIN(
                railway=m.railway(r), train=name, amount=price, player=st.director[r], help=helped
            )
        elif used:
            text = m.BUYS_USED_TRAIN(railway=m.railway(r), train=name, amount=price)
        else:
            text = m.BUYS_TRAIN(railway=m.railway(r), train=name, amount=price)
        log.append(LogEntry(text, event="train", data={"railway": r, "train": train}))
    trains.new_phase(st, train, log)
    trains_step(st, log)


def done(st: StockRoundState, log: list[LogEntry]) -> None:
    next_railway(st, log)


# --- a director short of cash -------------------------------------------------------------------
def emergency_sales(st: StockRoundState) -> list[int]:
    """Railways of which the director may sell a share to the pool to pay for a forced
    train: not the director's certificate, not beyond the pool's 50%, and never so that the
    railway in need changes director (1830)."""
    need = operating(st)
    d = st.director[need]
    out = []
    for r in range(len(st.held)):
        if shares.sellable(st, d, r) < 1:
            continue
        if r == need and st.held[r][d] - 1 < max(h for p, h in enumerate(st.held[r]) if p != d):
            continue
        if r == need and st.held[r][d] - 1 < shares.DIRECTOR_SHARES:
            continue
        out.append(r)
    return out


def emergency_sell(st: StockRoundState, r: int, log: list[LogEntry]) -> None:
    d = st.director[operating(st)]
    new = shares.hand_over(st, r, d, 1)
    paid, square = shares.to_pool(st, d, r)
    if log is not MUTED:
        log.append(
            LogEntry(
                m.EMERGENCY_SALE(player=d, railway=m.railway(r), amount=paid),
                event="absorbed",
                data={"railway": r, "square": list(square)},
            )
        )
    changed = shares.check_director(st, r)
    for who in (new, changed):
        if who >= 0 and log is not MUTED:
            log.append(LogEntry(m.NEW_DIRECTOR(player=who, railway=m.railway(r))))
    trains_step(st, log)


def bankrupt(st: StockRoundState, log: list[LogEntry]) -> None:
    d = st.director[operating(st)]
    st.bankrupt = d
    if log is not MUTED:
        log.append(LogEntry(m.BANKRUPT(player=d), event="bankrupt"))
    game_over(st, log)


def end_round(st: StockRoundState, log: list[LogEntry]) -> None:
    st.record_worth(f"OR {st.sr}.{st.set_or}")
    if st.set_or < st.set_ors:
        begin_round(st, log)
    elif st.broken or st.ors >= MAX_OPERATING_ROUNDS:
        game_over(st, log)
    else:
        from . import stock  # the stock round follows (stock.py imports this module)

        stock.begin(st, log)


def game_over(st: StockRoundState, log: list[LogEntry]) -> None:
    st.phase = "over"
    if log is not MUTED:
        log.append(LogEntry(m.GAME_ENDS, event="game_over"))
