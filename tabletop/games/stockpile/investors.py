"""Investidores: dealing, choosing (or the Variante de Leilão por Investidor), starting money,
and the rules that bend the auction (Cunning Carlos, Discount Donald, Budget Barbara).

The other powers act in their own phase's module: Wise Warren and Maverick Mark before the
auction, Martha, Mitt and Liliane in demand.py, Cramer and Chanda in action.py, Graham, Soros,
Talal and Barack in selling.py, the end-of-round powers in endgame.py, Phil in information.py,
Robins and Stuart in supply.py, Bernie in demand.py, Ivan in strategies.py.
"""

from __future__ import annotations

from ...core.game import MUTED, LogEntry
from ...core.text import plain
from . import cards, flow, market
from . import messages as M
from .moves import ChooseInvestor, OfferInvestor


def available(s) -> list[int]:
    """Investors whose module is in play (Dangote needs commodities, Li notes, Ivan strategies)."""
    return [
        i
        for i in range(len(cards.INVESTORS))
        if cards.INVESTOR_NEEDS.get(i) is None or s.options[cards.INVESTOR_NEEDS[i]]
    ]


def deal(s) -> None:
    pool = available(s)
    s.rng.shuffle(pool)
    dealt = cards.INVESTORS_DEALT.get(s.num_seats, 2)
    for seat in s.turn_order():
        s.investor_hand[seat] = [pool.pop() for _ in range(dealt)]


def kept(s) -> int:
    return cards.INVESTORS_KEPT.get(s.num_seats, 1)


def start_money(s, investor: int) -> int:
    table = cards.INVESTOR_MONEY_2P if s.num_seats == 2 else cards.INVESTOR_MONEY
    return table[investor]


def name(investor: int):
    return plain(cards.INVESTORS[investor])


# --- choosing ---------------------------------------------------------------------------------
def enter_choose(s, log) -> bool:
    s.queue = [seat for seat in s.turn_order() for _ in range(kept(s))]
    s.actor = s.queue[0]
    if log is not MUTED:
        log.append(LogEntry(M.CHOOSE_INVESTORS))
    return True


def legal_choose(s) -> list:
    return [ChooseInvestor(i) for i in s.investor_hand[s.actor]]


def apply_choose(s, move: ChooseInvestor, log) -> None:
    seat = s.queue.pop(0)
    s.investor_hand[seat].remove(move.investor)
    s.investors[seat].append(move.investor)
    if len(s.investors[seat]) == kept(s):
        s.investor_hand[seat] = []  # the others leave the game
    if log is not MUTED:
        log.append(
            LogEntry(
                M.INVESTOR_CHOSEN_SECRETLY(player=seat),
                {seat: M.YOU_CHOSE_INVESTOR(investor=name(move.investor))},
            )
        )
    if s.queue:
        s.actor = s.queue[0]
        return
    everyone = frozenset(range(s.num_seats))
    for seat in s.turn_order():
        money = sum(start_money(s, i) for i in s.investors[seat])
        market.gain(s, seat, money, "start")
        for i in s.investors[seat]:
            if log is not MUTED:
                log.append(
                    LogEntry(
                        M.INVESTOR_REVEALED(player=seat, investor=name(i), money=money),
                        reveal=everyone,
                        event="investor",
                        data={"seat": seat, "investor": i},
                    )
                )
    flow.finish(s, log)


# --- the investor auction ---------------------------------------------------------------------
def enter_offer(s, log) -> bool:
    s.offered = [-1] * s.num_piles()
    s.queue = [seat for seat in s.turn_order() for _ in range(kept(s))]
    s.actor = s.queue[0]
    if log is not MUTED:
        log.append(LogEntry(M.OFFER_INVESTORS))
    return True


def legal_offer(s) -> list:
    empty = [p for p, i in enumerate(s.offered) if i < 0]
    return [OfferInvestor(i, p) for i in s.investor_hand[s.actor] for p in empty]


def apply_offer(s, move: OfferInvestor, log) -> None:
    seat = s.queue.pop(0)
    s.investor_hand[seat].remove(move.investor)
    s.offered[move.pile] = move.investor
    if log is not MUTED:
        log.append(
            LogEntry(
                M.INVESTOR_OFFERED(player=seat, investor=name(move.investor), pile=move.pile + 1),
                event="investor_offered",
                data={"pile": move.pile},
            )
        )
    if len(s.investor_hand[seat]) == cards.INVESTORS_DEALT.get(s.num_seats, 2) - kept(s):
        s.investor_hand[seat] = []
    if s.queue:
        s.actor = s.queue[0]
        return
    flow.finish(s, log)


def settle_auction(s, log) -> None:
    """Each winner takes the investor and starts with its money minus the winning bid."""
    money = [0] * s.num_seats
    for pile, investor in enumerate(s.offered):
        seat = s.bid_seat[pile]
        s.investors[seat].append(investor)
        money[seat] += start_money(s, investor) - cards.BID_SPACES[s.bid_space[pile]]
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.INVESTOR_WON(
                        player=seat,
                        investor=name(investor),
                        bid=cards.BID_SPACES[s.bid_space[pile]],
                    ),
                    event="investor",
                    data={"seat": seat, "investor": investor},
                )
            )
    for seat in s.turn_order():
        market.gain(s, seat, money[seat], "start")
    s.offered = []
    s.bid_space, s.bid_seat = [], []


# --- how the auction treats a player ----------------------------------------------------------
def bid_cost(s, seat: int, space: int) -> int:
    """What a bid on `space` costs this player at the end of the auction (negative: Budget
    Barbara is paid)."""
    if s.phase == "investor_auction" or not s.investors[seat]:
        return cards.BID_SPACES[space]
    if s.has(seat, cards.DONALD):
        space = max(space - 1, 0)  # pays the space below where the meeple ended
    if s.has(seat, cards.BARBARA):
        return cards.BARBARA_SPACES[space]
    return cards.BID_SPACES[space]


def min_outbid(s, pile: int) -> int:
    """The lowest space another bidder may take on a track (-1: the track is empty)."""
    space = s.bid_space[pile]
    if space < 0:
        return 0
    occupant = s.bid_seat[pile]
    if s.phase == "demand" and s.has(occupant, cards.CARLOS):
        return space + cards.CARLOS_MIN_OUTBID  # his blocker covers the next space
    return space + 1
