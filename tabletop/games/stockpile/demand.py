"""Fase de Demanda: the stockpile auction (Evo style), and the powers around it.

Bids go in turn order; an outbid player takes the meeple back and rebids only after everyone
has had a first chance, outbid players in clockwise order from the last bidder.  A bid must lie
further along the track than the one it beats; a track with no space left is blocked; nobody
bids more than their money (in 2-player games both meeples' bids together).  The same auction
sells investors in the Variante de Leilão por Investidor.
"""

from __future__ import annotations

from functools import cache

from ...core.game import MUTED, LogEntry
from ...core.text import plain
from . import cards, flow, investors, market
from . import messages as M
from .cards import DOWN
from .moves import Bid, ChoosePair, GiveFirstCard, LookPile, MoveCard, Pass, UsePower

# --- before the auction: Wise Warren, Maverick Mark -------------------------------------------


def enter_pre_demand(s, log) -> bool:
    s.queue = [
        seat * 100 + inv
        for seat in s.turn_order()
        for inv in (cards.WARREN, cards.MARK)
        if s.has(seat, inv)
    ]
    return _next_pre(s, log)


def _next_pre(s, log) -> bool:
    if not s.queue:
        return False
    s.actor = s.queue[0] // 100
    return True


def legal_pre_demand(s) -> list:
    inv = s.queue[0] % 100
    moves: list = [Pass()]
    if inv == cards.WARREN:
        moves += [LookPile(p) for p in range(s.num_piles()) if 0 in s.pile_up[p]]
    else:
        for p, pile in enumerate(s.piles):
            for i in range(len(pile)):
                moves += [MoveCard(p, i, q) for q in range(s.num_piles()) if q != p]
    return moves


def apply_pre_demand(s, move, log) -> None:
    seat = s.queue.pop(0) // 100
    if isinstance(move, LookPile):
        bit = 1 << seat
        s.pile_known[move.pile] = [k | bit for k in s.pile_known[move.pile]]
        seen = [M.card_text(c) for c, up in zip(s.piles[move.pile], s.pile_up[move.pile]) if not up]
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.WARREN_LOOKS(player=seat, pile=move.pile + 1),
                    {seat: M.WARREN_SAW(pile=move.pile + 1, cards=M.join(seen))},
                    reveal=frozenset({seat}),
                )
            )
    elif isinstance(move, MoveCard):
        card = s.piles[move.pile].pop(move.index)
        up = s.pile_up[move.pile].pop(move.index)
        known = s.pile_known[move.pile].pop(move.index)
        s.piles[move.to_pile].append(card)
        s.pile_up[move.to_pile].append(up)
        s.pile_known[move.to_pile].append(known)
        what = M.card_text(card) if up else M.FACE_DOWN_CARD
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.MARK_MOVES(
                        player=seat, card=what, pile=move.pile + 1, to_pile=move.to_pile + 1
                    ),
                    event="pile",
                )
            )
    if not _next_pre(s, log):
        flow.finish(s, log)


# --- the auction ------------------------------------------------------------------------------
def enter_demand(s, log) -> bool:
    if log is not MUTED:
        log.append(LogEntry(M.PHASE_DEMAND, event="phase", data={"phase": "demand"}))
    for seat in s.turn_order():
        if s.has(seat, cards.LILIANE):
            market.gain(s, seat, cards.LILIANE_INCOME, "lazy_income")
            if log is not MUTED:
                log.append(LogEntry(M.LILIANE_INCOME(player=seat, amount=cards.LILIANE_INCOME)))
    _start_auction(s, s.num_piles())
    return True


def enter_investor_auction(s, log) -> bool:
    if log is not MUTED:
        log.append(LogEntry(M.INVESTOR_AUCTION))
    _start_auction(s, len(s.offered))
    return True


def _start_auction(s, tracks: int) -> None:
    meeples = cards.MEEPLES.get(s.num_seats, 1)
    s.bid_space = [-1] * tracks
    s.bid_seat = [-1] * tracks
    s.unplaced = [meeples] * s.num_seats
    s.queue = [seat for _ in range(meeples) for seat in s.turn_order()]  # A B (A B)
    s.actor = s.queue[0]
    s.last_bidder = -1


def committed(s, seat: int) -> int:
    """What the player's meeples already on tracks would cost (2-player: the other meeple)."""
    return sum(
        investors.bid_cost(s, seat, sp) for sp, who in zip(s.bid_space, s.bid_seat) if who == seat
    )


def bid_limit_ok(s, seat: int, pile: int, space: int, spent: int | None = None) -> bool:
    """`spent`: committed(s, seat) when the caller already knows it."""
    if s.phase == "investor_auction":
        # "You may not bid more for an investor than its starting money."
        return cards.BID_SPACES[space] <= investors.start_money(s, s.offered[pile])
    # A bid may not raise what the player's bids together cost above their money.  Money can
    # fall below bids already placed (Lazy Liliane's outbid fee, an unpaid trading fee settled
    # from Moneymaker Mitt's bonus), so a bid that costs nothing more stays open: an empty track
    # always offers one, and the meeple is never stuck (docs/rules/stockpile-decisions.md).
    cost = investors.bid_cost(s, seat, space)
    if spent is None:
        spent = committed(s, seat)
    return cost <= 0 or spent + cost <= s.money[seat]


def legal_bids(s, seat: int) -> list:
    moves = []
    spent = committed(s, seat)  # the same for every bid listed
    for pile in range(len(s.bid_space)):
        if s.bid_seat[pile] == seat:
            continue  # never on a track holding your other meeple
        for space in range(investors.min_outbid(s, pile), len(cards.BID_SPACES)):
            if not bid_limit_ok(s, seat, pile, space, spent):
                break
            moves.append(bid_move(pile, space))
    return moves


bid_move = cache(Bid)  # moves are frozen values: one object per bid, built once


def martha_targets(s, seat: int) -> list[int]:
    """Mayknow Martha: another player's insider pair, or (under 5 players) a face-down pair."""
    return [
        i
        for i, h in enumerate(s.pair_holder)
        if not s.pair_known[i] >> seat & 1
        and ((h >= 0 and h != seat) or (h == DOWN and s.num_seats < 5))
    ]


def legal_demand(s) -> list:
    seat = s.actor
    if s.prompt:  # Martha chooses the pair to look at
        return [ChoosePair(i) for i in martha_targets(s, seat)]
    moves = legal_bids(s, seat)
    if (
        s.phase == "demand"
        and s.has(seat, cards.MARTHA)
        and not s.used[seat] >> cards.MARTHA & 1
        and martha_targets(s, seat)
    ):
        moves.append(UsePower(cards.MARTHA))
    return moves


def apply_demand(s, move, log) -> None:
    seat = s.actor
    if isinstance(move, UsePower):
        s.used[seat] |= 1 << cards.MARTHA
        s.prompt = ["martha"]
        return
    if isinstance(move, ChoosePair):
        s.prompt = []
        look_at_pair(s, seat, move.pair, log, M.MARTHA_LOOKS)
        return
    _bid(s, seat, move, log)


def look_at_pair(s, seat: int, pair: int, log, public) -> None:
    s.pair_known[pair] |= 1 << seat
    if log is not MUTED:
        log.append(
            LogEntry(
                public(player=seat, owner=M.pair_owner(s, pair)),
                {
                    seat: M.PAIR_SEEN(
                        owner=M.pair_owner(s, pair),
                        company=plain(cards.COMPANIES[s.pair_company[pair]]),
                        forecast=M.forecast_text(s.pair_forecast[pair]),
                    )
                },
                reveal=frozenset({seat}),
            )
        )


def _bid(s, seat: int, move: Bid, log) -> None:
    stock = s.phase == "demand"
    beaten = s.bid_seat[move.pile]
    if beaten >= 0:
        s.unplaced[beaten] += 1
        if log is not MUTED:
            log.append(LogEntry(M.OUTBID(player=beaten, pile=move.pile + 1)))
        if stock and s.has(beaten, cards.LILIANE):
            market.pay(s, beaten, cards.LILIANE_OUTBID_FEE, "liliane")
    s.bid_space[move.pile] = move.space
    s.bid_seat[move.pile] = seat
    s.unplaced[seat] -= 1
    if log is not MUTED:
        log.append(
            LogEntry(
                M.BIDS(player=seat, pile=move.pile + 1, amount=cards.BID_SPACES[move.space]),
                event="bid",
                data={"pile": move.pile, "space": move.space},
            )
        )
    if stock and s.has(seat, cards.MITT):
        market.gain(s, seat, cards.MITT_BONUS, "mitt")
    s.last_bidder = seat
    if s.queue:
        s.queue.pop(0)  # the first pass: everyone bids once per meeple
    if -1 not in s.bid_seat:  # every track taken (an empty one holds -1)
        if not stock:
            investors.settle_auction(s, log)
        flow.finish(s, log)
        return
    if s.queue:
        s.actor = s.queue[0]
        return
    for i in range(1, s.num_seats + 1):  # rebids clockwise from the last bidder
        nxt = (seat + i) % s.num_seats
        if s.unplaced[nxt]:
            s.actor = nxt
            return


# --- paying for the stockpiles ----------------------------------------------------------------
def resolve(s, log) -> bool:
    everyone = frozenset(range(s.num_seats))
    winner_of_card = -1
    s.queue = []
    for seat in s.turn_order():
        # Budget Barbara is paid first: her bids were allowed on their sum (bid_limit_ok)
        own = sorted(
            (p for p in range(len(s.bid_seat)) if s.bid_seat[p] == seat),
            key=lambda p: investors.bid_cost(s, seat, s.bid_space[p]) >= 0,
        )
        for pile in own:
            space = s.bid_space[pile]
            cost = investors.bid_cost(s, seat, space)
            paid = market.pay(s, seat, cost, "bid") if cost > 0 else 0
            if cost < 0:
                market.gain(s, seat, -cost, "bid")
                paid = cost
            s.won_space[seat].append(space)
            s.won_paid[seat].append(paid)
            if log is not MUTED:
                log.append(
                    LogEntry(
                        M.WINS_PILE(player=seat, pile=pile + 1, amount=paid),
                        {
                            seat: M.YOU_WIN_PILE(
                                pile=pile + 1,
                                amount=paid,
                                cards=M.join([M.card_text(c) for c in s.piles[pile]]),
                            )
                        },
                        reveal=frozenset({seat}),
                        event="won",
                        data={"seat": seat, "pile": pile},
                    )
                )
            for card, up in zip(s.piles[pile], s.pile_up[pile]):
                if card == cards.FIRST_PLAYER_CARD:
                    winner_of_card = seat
                else:
                    _take(s, seat, card, log, everyone, up)
            s.piles[pile], s.pile_up[pile], s.pile_known[pile] = [], [], []
    s.bid_space = [-1] * len(s.bid_space)
    s.bid_seat = [-1] * len(s.bid_seat)
    if winner_of_card >= 0:
        s.queue = [winner_of_card]
    return False


def _take(s, seat: int, card: int, log, everyone, face_up: int = 0) -> None:
    if cards.is_stock(card):
        market.add_share(s, seat, card, public=bool(face_up))
    elif cards.is_action(card):
        s.held[seat].append(card)
    elif cards.is_commercial(card):
        s.commercial[seat].append(card)
        if log is not MUTED:
            log.append(
                LogEntry(M.TAKES_COMMERCIAL(player=seat, card=M.card_text(card)), reveal=everyone)
            )
    elif cards.is_fee(card):
        value = cards.fee_value(card)
        s.discard.append(card)
        if s.has(seat, cards.BERNIE):  # trading fees are a bonus to Broker Bernie
            market.gain(s, seat, value, "fee_bonus")
            if log is not MUTED:
                log.append(LogEntry(M.BERNIE_FEE(player=seat, amount=value), reveal=everyone))
        elif s.money[seat] >= value:
            market.pay(s, seat, value, "fee")
            if log is not MUTED:
                log.append(LogEntry(M.PAYS_FEE(player=seat, amount=value), reveal=everyone))
        else:
            s.discard.pop()
            s.unpaid[seat].append(card)
            if log is not MUTED:
                log.append(LogEntry(M.FEE_UNPAID(player=seat, amount=value), reveal=everyone))


# --- first-player-card variant ----------------------------------------------------------------
def enter_give_first_card(s, log) -> bool:
    if not s.queue:
        return False
    s.actor = s.queue[0]
    return True


def legal_give(s) -> list:
    return [GiveFirstCard(seat) for seat in range(s.num_seats)]


def apply_give(s, move: GiveFirstCard, log) -> None:
    s.queue = []
    s.first_card = move.seat
    if log is not MUTED:
        log.append(
            LogEntry(
                M.GIVES_FIRST_CARD(player=s.actor, to=M.seat_text(move.seat)), event="first_card"
            )
        )
    flow.finish(s, log)
