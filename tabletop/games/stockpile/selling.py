"""Fase de Venda: in turn order players sell any shares (split shares pay double, or one half
by moving the card back to the portfolio); Shorting Soros sells one share for $8K, Golden
Graham earns $1K a share sold, Tactical Talal sells again at the end.  Bailout Barack then
may buy a share from the discard pile."""

from __future__ import annotations

from functools import cache

from ...core.game import MUTED, LogEntry
from . import cards, flow, market
from . import messages as M
from .moves import DISCARD, HALF, NORMAL, SOROS, SPLIT_SALE, ChooseCard, EndTurn, Pass, Sell


def enter(s, log) -> bool:
    if log is not MUTED:
        log.append(LogEntry(M.PHASE_SELLING, event="phase", data={"phase": "selling"}))
    s.queue = s.turn_order() + [seat for seat in s.turn_order() if s.has(seat, cards.TALAL)]
    return _next_player(s)


def _next_player(s) -> bool:
    while s.queue:
        s.actor = s.queue[0]
        if s.portfolio[s.actor] or s.split[s.actor]:
            return True
        s.queue.pop(0)
    return False


def legal(s) -> list:
    seat = s.actor
    moves: list = []
    soros = s.has(seat, cards.SOROS) and not s.used[seat] >> cards.SOROS & 1
    for c in market.one_per_company(s.portfolio[seat]):
        moves.append(_sell(c, NORMAL))
        if soros:
            moves.append(_sell(c, SOROS))
    for c in market.one_per_company(s.split[seat]):
        moves += [_sell(c, SPLIT_SALE), _sell(c, HALF)]
    moves.append(_END_TURN)
    return moves


_sell = cache(Sell)  # moves are frozen values: one object per sale, built once
_END_TURN = EndTurn()


def apply(s, move, log) -> None:
    seat = s.actor
    if isinstance(move, Sell):
        if move.how == SOROS:
            s.used[seat] |= 1 << cards.SOROS
        sell(s, seat, move.card, move.how, log)
        if s.portfolio[seat] or s.split[seat]:
            return
    s.queue.pop(0)
    if not _next_player(s):
        flow.finish(s, log)


def sell(s, seat: int, card: int, how: str, log, premium: int = 0) -> None:
    """Sell one share card (also used by Private Placement, which adds a premium)."""
    value = s.company_value(cards.company_of(card))
    if how == HALF:
        market.move_share(s, seat, card, to_split=False)
    else:
        market.remove_share(s, seat, card, from_split=how == SPLIT_SALE)
        s.discard.append(card)
    shares = 2 if how == SPLIT_SALE else 1
    amount = cards.SOROS_PRICE if how == SOROS else value * shares
    market.gain(s, seat, amount + premium, "soros" if how == SOROS else "sale")
    if s.has(seat, cards.GRAHAM):
        market.gain(s, seat, cards.GRAHAM_BONUS * shares, "graham")
    message = {
        NORMAL: M.SELLS,
        SPLIT_SALE: M.SELLS_SPLIT,
        HALF: M.SELLS_HALF,
        SOROS: M.SELLS_SOROS,
    }[how]
    if log is not MUTED:
        log.append(
            LogEntry(
                message(player=seat, card=M.card_text(card), amount=amount + premium),
                reveal=frozenset(range(s.num_seats)),
                event="sale",
                data={"seat": seat, "card": card},
            )
        )


# --- Bailout Barack ---------------------------------------------------------------------------
def barack_cost(s, card: int) -> int:
    return max(s.company_value(cards.company_of(card)) - cards.BARACK_DISCOUNT, 0)


def enter_bailout(s, log) -> bool:
    barack = s.owner_of(cards.BARACK)
    if barack < 0 or not legal_bailout_for(s, barack)[:-1]:
        return False
    s.actor = barack
    return True


def legal_bailout_for(s, seat: int) -> list:
    return [
        ChooseCard(c, DISCARD)
        for c in market.one_per_company(s.discard)
        if barack_cost(s, c) <= s.money[seat]
    ] + [Pass()]


def legal_bailout(s) -> list:
    return legal_bailout_for(s, s.actor)


def apply_bailout(s, move, log) -> None:
    if isinstance(move, ChooseCard):
        cost = barack_cost(s, move.card)
        market.pay(s, s.actor, cost, "barack")
        s.discard.remove(move.card)
        market.add_share(s, s.actor, move.card, public=True)
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.BARACK_BUYS(player=s.actor, card=M.card_text(move.card), amount=cost),
                    reveal=frozenset(range(s.num_seats)),
                )
            )
    flow.finish(s, log)
