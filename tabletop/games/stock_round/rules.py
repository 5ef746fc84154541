"""Which moves are legal, why a move is not, what a move is called, and playing one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import GAME_OVER, MUTED, LogEntry, Move
from ...core.text import QT_TRANSLATE_NOOP, Text
from . import buying, operating, sale, shares, stock, trains
from . import messages as m
from .data import LEVEL_COST, TRAINS
from .market import PRICES
from .moves import (
    Buy,
    BuyTrain,
    Decline,
    Done,
    Keep,
    Offer,
    Pass,
    Payout,
    Raise,
    Sell,
    Start,
    Take,
    Withhold,
)

if TYPE_CHECKING:
    from .state import StockRoundState

PASS, TAKE, DECLINE, RAISE, KEEP = Pass(), Take(), Decline(), Raise(), Keep()
PAYOUT, WITHHOLD, DONE = Payout(), Withhold(), Done()
OPERATING_PHASES = frozenset({"network", "dividend", "trains", "emergency"})

PHASE_KINDS = {
    "offer": {"offer"},
    "turn": {"sell", "buy", "start", "pass"},
    "buy": {"buy", "start", "pass"},
    "anyone": {"take", "decline"},
    "network": {"raise", "keep"},
    "dividend": {"payout", "withhold"},
    "trains": {"train", "done"},
    "emergency": {"sell"},
}
WAITING_FOR = {
    "offer": m.OFFER_FIRST,
    "turn": m.TURN_FIRST,
    "buy": m.TURN_FIRST,
    "anyone": m.ANSWER_FIRST,
    "network": m.NETWORK_FIRST,
    "dividend": m.DIVIDEND_FIRST,
    "trains": m.TRAINS_FIRST,
    "emergency": m.EMERGENCY_FIRST,
}


def legal_moves(st: StockRoundState) -> list[Move]:
    phase = st.phase
    if phase == "turn" or phase == "buy":
        p = st.turn
        out: list[Move] = []
        if phase == "turn" and st.sr > 1:
            out += [
                Sell(r, c)
                for r in range(st.railways)
                for c in range(1, shares.sellable(st, p, r) + 1)
            ]
        out += [Buy(r, source) for r, source in buying.buys(st, p)]
        out += [Start(r, col) for r, col in buying.starts(st, p)]
        out.append(PASS)
        return out
    if phase == "anyone":
        return [TAKE, DECLINE]
    if phase == "offer":
        r = st.queue[0]
        return [Offer(r, c) for c in range(st.treasury[r] + 1)]
    if phase == "network":
        return [RAISE, KEEP]
    if phase == "dividend":
        return [PAYOUT, WITHHOLD]
    if phase == "trains":
        moves: list[Move] = [BuyTrain(t, u, tr) for t, u, tr in operating.train_buys(st)]
        if not operating.must_buy(st, st.operating()):
            moves.append(DONE)
        return moves
    if phase == "emergency":
        return [Sell(r, 1) for r in operating.emergency_sales(st)]
    return []


def explain(st: StockRoundState, move: Move) -> Text | None:
    phase = st.phase
    if phase == "over":
        return GAME_OVER
    if move.kind not in PHASE_KINDS[phase]:
        if phase == "buy" and move.kind == "sell":
            return m.ALREADY_SOLD
        return WAITING_FOR[phase]
    if isinstance(move, Sell):
        return _why_not_sell(st, move)
    if isinstance(move, Buy):
        if move.source not in buying.SOURCES or not 0 <= move.railway < st.railways:
            return m.TURN_FIRST
        return buying.why_not_buy(st, st.turn, move.railway, move.source)
    if isinstance(move, Start):
        if not 0 <= move.railway < st.railways:
            return m.TURN_FIRST
        return buying.why_not_start(st, st.turn, move.railway, move.col)
    if isinstance(move, Offer):
        r = st.queue[0]
        if move.railway != r or not 0 <= move.count <= st.treasury[r]:
            return m.OFFER_RANGE(railway=m.railway(r), count=st.treasury[r])
    if isinstance(move, Take) and not sale.may_take(st):
        return m.ANSWER_FIRST
    if isinstance(move, Raise):
        return _why_not_raise(st)
    if isinstance(move, BuyTrain):
        return _why_not_train(st, move)
    if isinstance(move, Done) and operating.must_buy(st, st.operating()):
        return m.MUST_BUY_TRAIN
    return None


def _why_not_sell(st: StockRoundState, move: Sell) -> Text | None:
    p = st.director[st.operating()] if st.phase == "emergency" else st.turn
    r, count = move.railway, move.count
    if not 0 <= r < st.railways or count < 1:
        return m.NOT_HELD(n=0, railway=m.railway(0))
    if st.phase == "emergency":
        if count != 1 or r not in operating.emergency_sales(st):
            return m.EMERGENCY_ONLY
        return None
    if st.sr <= 1:
        return m.FIRST_ROUND
    held = st.held[r][p]
    if count > held:
        return m.NOT_HELD(n=held, railway=m.railway(r))
    room = shares.POOL_LIMIT - st.pool[r]
    if count > room:
        return m.POOL_FULL(room=room, railway=m.railway(r))
    if count > shares.sellable(st, p, r):
        return m.DIRECTOR_STAYS(railway=m.railway(r))
    return None


def _why_not_raise(st: StockRoundState) -> Text | None:
    r = st.operating()
    if st.level[r] >= operating.max_level(st):
        return m.NETWORK_MAX(level=operating.max_level(st))
    cost = LEVEL_COST[st.level[r]]
    if st.funds[r] < cost:
        return m.NETWORK_COST(amount=cost, funds=st.funds[r])
    return None


def _why_not_train(st: StockRoundState, move: BuyTrain) -> Text | None:
    r = st.operating()
    if (move.train, move.used) not in trains.on_sale(st):
        return m.TRAIN_NOT_ON_SALE
    if move.trade >= 0 and move.trade not in trains.trade_ins(st, r, move.train, move.used):
        return m.TRADE_IN
    if move.trade < 0 and len(st.trains[r]) >= trains.limit(st):
        return m.TRAIN_LIMIT(limit=trains.limit(st))
    if (move.train, move.used, move.trade) not in operating.train_buys(st):
        return m.TRAIN_COST(amount=trains.cost(move.train, move.trade), funds=st.funds[r])
    return None


def apply(st: StockRoundState, move: Move) -> list[LogEntry]:
    log: list[LogEntry] = MUTED if st.quiet else []
    if isinstance(move, (Take, Decline)):
        stock.answer(st, isinstance(move, Take), log)
    elif isinstance(move, Buy):
        stock.buy(st, move.railway, move.source, log)
    elif isinstance(move, Sell):
        if st.phase == "emergency":
            operating.emergency_sell(st, move.railway, log)
        else:
            stock.sell(st, move.railway, move.count, log)
    elif isinstance(move, Start):
        stock.start(st, move.railway, move.col, log)
    elif isinstance(move, Pass):
        stock.pass_turn(st, log)
    elif isinstance(move, Offer):
        stock.offer(st, move.count, log)
    elif isinstance(move, (Raise, Keep)):
        if isinstance(move, Raise):
            operating.raise_level(st, log)
        else:
            operating.run(st, log)
    elif isinstance(move, Payout):
        operating.payout(st, log)
    elif isinstance(move, Withhold):
        operating.withhold(st, log)
    elif isinstance(move, BuyTrain):
        operating.buy_train(st, move.train, move.used, move.trade, log)
    elif isinstance(move, Done):
        operating.done(st, log)
    else:
        raise ValueError(f"not a Stock Round move: {move!r}")
    if st.broken == 1:
        st.broken = 2
        if log is not MUTED:
            log.append(LogEntry(m.BANK_BROKEN, event="bank_broken"))
    return log


# --- names of moves (hints, the coach, the log) ---------------------------------------------
D_SELL = QT_TRANSLATE_NOOP("StockRound", "Sell {count} shares of {railway}")
D_SELL_A = QT_TRANSLATE_NOOP("StockRound", "Sell a share of {railway}")
D_SELL_ONE = QT_TRANSLATE_NOOP("StockRound", "Sell a share of {railway} to the pool")
D_BUY = {
    "new": QT_TRANSLATE_NOOP("StockRound", "Buy a new share of {railway} (${amount})"),
    "reissue": QT_TRANSLATE_NOOP("StockRound", "Buy a re-issued share of {railway} (${amount})"),
    "pool": QT_TRANSLATE_NOOP("StockRound", "Buy a share of {railway} from the pool (${amount})"),
}
D_START = QT_TRANSLATE_NOOP("StockRound", "Start {railway} at par ${par}")
D_PASS = QT_TRANSLATE_NOOP("StockRound", "Pass")
D_END_TURN = QT_TRANSLATE_NOOP("StockRound", "End the turn")
D_OFFER_ONE = QT_TRANSLATE_NOOP("StockRound", "Offer one share of {railway} for re-issue")
D_OFFER = QT_TRANSLATE_NOOP("StockRound", "Offer {count} shares of {railway} for re-issue")
D_OFFER_NONE = QT_TRANSLATE_NOOP("StockRound", "Offer no shares of {railway} for re-issue")
D_TAKE = QT_TRANSLATE_NOOP("StockRound", "Buy one (${amount})")
D_DECLINE = QT_TRANSLATE_NOOP("StockRound", "No, thank you")
D_RAISE = QT_TRANSLATE_NOOP("StockRound", "Raise the network to level {level} (${amount})")
D_KEEP = QT_TRANSLATE_NOOP("StockRound", "Keep the network level")
D_PAYOUT = QT_TRANSLATE_NOOP("StockRound", "Pay out ${amount}")
D_WITHHOLD = QT_TRANSLATE_NOOP("StockRound", "Withhold ${amount}")
D_TRAIN = QT_TRANSLATE_NOOP("StockRound", "Buy a {train}-train (${amount})")
D_TRAIN_TRADE = QT_TRANSLATE_NOOP(
    "StockRound", "Buy a {train}-train trading in a {old} (${amount})"
)
D_DONE = QT_TRANSLATE_NOOP("StockRound", "Buy no more trains")


def describe(st: StockRoundState, move: Move) -> Text:
    if isinstance(move, Sell):
        if st.phase == "emergency":
            return D_SELL_ONE(railway=m.railway(move.railway))
        sell = m.counted(D_SELL_A, D_SELL, move.count)
        return sell(count=move.count, railway=m.railway(move.railway))
    if isinstance(move, Buy):
        amount = buying.price_of(st, move.railway, move.source) if st.col[move.railway] >= 0 else 0
        return D_BUY[move.source](railway=m.railway(move.railway), amount=amount)
    if isinstance(move, Start):
        return D_START(railway=m.railway(move.railway), par=PRICES[0][move.col])
    if isinstance(move, Pass):
        return D_END_TURN if st.phase == "buy" else D_PASS
    if isinstance(move, Offer):
        offer = m.counted(D_OFFER_ONE, D_OFFER, move.count, D_OFFER_NONE)
        return offer(count=move.count, railway=m.railway(move.railway))
    if isinstance(move, Take):
        r = st.sale_railway
        return D_TAKE(amount=shares.market_price(st, r) if r >= 0 else 0)
    if isinstance(move, Decline):
        return D_DECLINE
    if isinstance(move, Raise):
        r = st.operating()
        level = st.level[r] if r >= 0 else 1
        return D_RAISE(level=level + 1, amount=LEVEL_COST[min(level, len(LEVEL_COST) - 1)])
    if isinstance(move, Keep):
        return D_KEEP
    if isinstance(move, (Payout, Withhold)):
        return (D_PAYOUT if isinstance(move, Payout) else D_WITHHOLD)(amount=st.revenue)
    if isinstance(move, BuyTrain):
        name, amount = TRAINS[move.train].name, trains.cost(move.train, move.trade)
        if move.trade >= 0:
            return D_TRAIN_TRADE(train=name, old=TRAINS[move.trade].name, amount=amount)
        return D_TRAIN(train=name, amount=amount)
    return D_DONE


G_SELL = QT_TRANSLATE_NOOP("StockRound", "Sell shares")
G_BUY = QT_TRANSLATE_NOOP("StockRound", "Buy a share")
G_START = QT_TRANSLATE_NOOP("StockRound", "Start a railway")
G_OFFER = QT_TRANSLATE_NOOP("StockRound", "Offer shares for re-issue")
G_ANSWER = QT_TRANSLATE_NOOP("StockRound", "Anyone wants a share?")
G_NETWORK = QT_TRANSLATE_NOOP("StockRound", "Network level")
G_DIVIDEND = QT_TRANSLATE_NOOP("StockRound", "Pay out or withhold")
G_TRAIN = QT_TRANSLATE_NOOP("StockRound", "Buy a train")
GROUPS = {
    "sell": G_SELL,
    "buy": G_BUY,
    "start": G_START,
    "offer": G_OFFER,
    "take": G_ANSWER,
    "decline": G_ANSWER,
    "raise": G_NETWORK,
    "keep": G_NETWORK,
    "payout": G_DIVIDEND,
    "withhold": G_DIVIDEND,
    "train": G_TRAIN,
    "done": G_TRAIN,
    "pass": D_PASS,
}


def group(move: Move) -> Text:
    return GROUPS[move.kind]
