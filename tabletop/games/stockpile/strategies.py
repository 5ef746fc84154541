"""Estratégias de Investimento (Stockpile: Illicit Investments) and Illicit Ivan.

Only the cards' names and the rulebook's clarifications survive in the scan, so the effects are
our reconstruction (docs/rules/stockpile-decisions.md); the last four cards are our design.
A card is offered only when its whole effect can be carried out, so a chosen card never
leaves the player stuck half-way.
"""

from __future__ import annotations

from ...core.game import MUTED, LogEntry
from ...core.text import plain
from . import cards, flow, market
from . import messages as M
from .cards import (
    BLOCK_TRADING,
    CONVERTIBLE_BOND,
    CORNER_THE_MARKET,
    CORPORATE_ESPIONAGE,
    DATA_BROKER,
    DIVERSIFICATION,
    DIVIDEND_GROWTH,
    DOWN,
    FALSIFIED_EARNINGS,
    FRAUDULENT_TRANSFER,
    INSIDER_TRADING,
    INTERPOSITIONING,
    MARKET_MAKER,
    NAKED_SHORT,
    PRIVATE_PLACEMENT,
    ROGUE_TRADING,
    SHORT_REPORT,
    SPECIAL_DIVIDEND,
    STOCK_BUYBACK,
    SYSTEMIC_SHOCK,
    TAX_SHELTER,
    VALUE_INVESTING,
    VULTURE_CAPITALISM,
    strategy_type,
)
from .moves import (
    COMMERCIAL,
    DISCARD,
    HELD,
    PORTFOLIO,
    SPLIT,
    ChooseCard,
    ChooseCompany,
    ChoosePair,
    DiscardStrategy,
)

# --- setup: deal, discard two, Illicit Ivan's extra cards -------------------------------------


def enter_discard(s, log) -> bool:
    hand = cards.STRATEGY_DEAL_EXTRA + s.rounds
    for seat in s.turn_order():
        s.strategy_hand[seat] = [s.strategy_deck.pop() for _ in range(hand)]
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.STRATEGIES_DEALT(player=seat, count=hand),
                    {seat: M.YOU_RECEIVE(cards=_names(s.strategy_hand[seat]))},
                    reveal=frozenset({seat}),
                )
            )
    s.queue = [seat for seat in s.turn_order() for _ in range(cards.STRATEGY_DISCARD)]
    s.actor = s.queue[0]
    if log is not MUTED:
        log.append(LogEntry(M.DISCARD_STRATEGIES(count=cards.STRATEGY_DISCARD)))
    return True


def legal_discard(s) -> list:
    return [DiscardStrategy(c) for c in _one_per_type(s.strategy_hand[s.actor])]


def apply_discard(s, move: DiscardStrategy, log) -> None:
    seat = s.queue.pop(0)
    s.strategy_hand[seat].remove(move.card)
    s.strategy_out[seat].append(move.card)
    if s.queue:
        s.actor = s.queue[0]
        return
    ivan = s.owner_of(cards.IVAN)
    if ivan >= 0:
        extra = [s.strategy_deck.pop() for _ in range(min(s.rounds - 1, len(s.strategy_deck)))]
        s.strategy_hand[ivan] += extra
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.IVAN_DRAWS(player=ivan, count=len(extra)),
                    {ivan: M.YOU_RECEIVE(cards=_names(extra))},
                    reveal=frozenset({ivan}),
                )
            )
    if log is not MUTED:
        log.append(LogEntry(M.STRATEGIES_READY))
    flow.finish(s, log)


def _names(hand: list[int]):
    return M.join([plain(cards.STRATEGIES[strategy_type(c)][0]) for c in hand])


def _one_per_type(hand: list[int]) -> list[int]:
    best: dict[int, int] = {}
    for c in hand:
        best.setdefault(strategy_type(c), c)
        best[strategy_type(c)] = min(best[strategy_type(c)], c)
    return sorted(best.values())


# --- what each card needs -----------------------------------------------------------------------
def per_round(s, seat: int) -> int:
    if s.has(seat, cards.IVAN):
        return cards.IVAN_STRATEGIES_PER_ROUND
    return cards.STRATEGIES_PER_ROUND


def discard_stocks(s, max_value: int | None = None, exclude: int = -1) -> list[int]:
    return market.one_per_company(
        [
            c
            for c in s.discard
            if cards.is_stock(c)
            and c != exclude
            and (max_value is None or s.company_value(cards.company_of(c)) <= max_value)
        ]
    )


def look_targets(s, seat: int) -> list[int]:
    """Pairs a seat may look at: other players' and the face-down ones it does not know."""
    return [
        i
        for i, h in enumerate(s.pair_holder)
        if not s.pair_known[i] >> seat & 1 and (h == DOWN or (h >= 0 and h != seat))
    ]


def duplicates(s, seat: int) -> int:
    counts = [0] * len(cards.COMMODITY_KINDS)
    for c in s.commercial[seat]:
        if cards.is_commodity(c):
            counts[cards.commodity_kind(c)] += 1
    return sum(max(0, n - 1) for n in counts)


def _block_gain(s, seat: int) -> int:
    if not s.won_space[seat]:
        return 0
    value = cards.BID_SPACES[max(s.won_space[seat])]
    return -(-value // cards.BLOCK_TRADING_SHARE)


def _interpositioning_gain(s, seat: int) -> int:
    return min(sum(p for p in s.won_paid[seat] if p > 0), cards.INTERPOSITIONING_MAX)


def _companies_held(s, seat: int) -> int:
    return len({cards.company_of(c) for c in s.portfolio[seat] + s.split[seat]})


def feasible(s, seat: int, kind: int) -> bool:
    shares = s.portfolio[seat] or s.split[seat]
    return {
        BLOCK_TRADING: lambda: _block_gain(s, seat) > 0,
        VALUE_INVESTING: lambda: any(sp < cards.VALUE_INVESTING_SPACES for sp in s.won_space[seat]),
        CONVERTIBLE_BOND: lambda: s.notes[seat] > 0 and bool(discard_stocks(s)),
        CORNER_THE_MARKET: lambda: duplicates(s, seat) > 0,
        CORPORATE_ESPIONAGE: lambda: bool(look_targets(s, seat)),
        INSIDER_TRADING: lambda: bool(look_targets(s, seat)),
        DATA_BROKER: lambda: bool(_broker_targets(s, seat)),
        DIVERSIFICATION: lambda: bool(shares),
        DIVIDEND_GROWTH: lambda: True,
        SPECIAL_DIVIDEND: lambda: True,
        FALSIFIED_EARNINGS: lambda: 0 in s.pair_falsified,
        FRAUDULENT_TRANSFER: lambda: bool(shares) and bool(discard_stocks(s)),
        VULTURE_CAPITALISM: lambda: (
            bool(shares) and bool(discard_stocks(s, cards.VULTURE_MAX_VALUE))
        ),
        INTERPOSITIONING: lambda: _interpositioning_gain(s, seat) > 0,
        MARKET_MAKER: lambda: bool(s.held[seat]) and bool(discard_stocks(s)),
        NAKED_SHORT: lambda: bool(s.held[seat]),
        ROGUE_TRADING: lambda: bool(s.portfolio[seat]),
        SYSTEMIC_SHOCK: lambda: any(cards.is_commodity(c) for c in s.commercial[seat]),
        STOCK_BUYBACK: lambda: True,
        SHORT_REPORT: lambda: True,
        TAX_SHELTER: lambda: any(cards.is_tax(c) for c in s.commercial[seat]),
        PRIVATE_PLACEMENT: lambda: bool(shares),
    }[kind]()


def _broker_targets(s, seat: int) -> list[int]:
    everyone = (1 << s.num_seats) - 1
    return [
        i
        for i, h in enumerate(s.pair_holder)
        if h >= 0 and h != seat and s.pair_known[i] & everyone != everyone
    ]


def playable(s, seat: int) -> list[int]:
    if not s.strategy_hand[seat] or s.played_now[seat] >= per_round(s, seat):
        return []
    return [
        c
        for c in _one_per_type(s.strategy_hand[seat])
        if cards.STRATEGIES[strategy_type(c)][1] <= s.money[seat]
        and feasible(s, seat, strategy_type(c))
    ]


# --- playing a card ---------------------------------------------------------------------------
def play(s, seat: int, card: int, log) -> None:
    kind = strategy_type(card)
    name, cost, _ = cards.STRATEGIES[kind]
    s.strategy_hand[seat].remove(card)
    s.strategy_played.append(card)
    s.played_now[seat] += 1
    market.pay(s, seat, cost, "strategy")
    if log is not MUTED:
        log.append(
            LogEntry(
                M.PLAYS_STRATEGY(player=seat, card=plain(name), cost=cost),
                event="strategy",
                data={"seat": seat, "card": card},
            )
        )
    everyone = frozenset(range(s.num_seats))
    if kind == BLOCK_TRADING:
        _gain(s, seat, _block_gain(s, seat), log)
    elif kind == VALUE_INVESTING:
        _gain(s, seat, cards.VALUE_INVESTING_GAIN, log)
    elif kind == CORNER_THE_MARKET:
        _gain(s, seat, cards.CORNER_THE_MARKET_PER_DUPLICATE * duplicates(s, seat), log)
    elif kind == DIVERSIFICATION:
        held = sorted({cards.company_of(c) for c in s.portfolio[seat] + s.split[seat]})
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.REVEALS_COMPANIES(
                        player=seat, companies=M.join([plain(cards.COMPANIES[k]) for k in held])
                    ),
                    reveal=everyone,
                )
            )
        _gain(s, seat, cards.DIVERSIFICATION_PER_COMPANY * len(held), log)
    elif kind == INTERPOSITIONING:
        _gain(s, seat, _interpositioning_gain(s, seat), log)
    elif kind == TAX_SHELTER:
        tax = next(c for c in s.commercial[seat] if cards.is_tax(c))
        s.commercial[seat].remove(tax)
        s.commercial_discard.append(tax)
        if log is not MUTED:
            log.append(LogEntry(M.TAX_RETURNED(player=seat)))
    elif kind == CONVERTIBLE_BOND:
        s.notes[seat] -= 1  # the note is given up, not redeemed
        if log is not MUTED:
            log.append(LogEntry(M.NOTE_CONVERTED(player=seat)))
        s.prompt = ["take", -1, -1]
    elif kind in (CORPORATE_ESPIONAGE, INSIDER_TRADING):
        looks = cards.INSIDER_TRADING_LOOKS if kind == INSIDER_TRADING else 1
        s.prompt = ["look", looks]
    elif kind == DATA_BROKER:
        s.prompt = ["broker"]
    elif kind in (DIVIDEND_GROWTH, SPECIAL_DIVIDEND):
        s.prompt = [
            "dividend",
            cards.DIVIDEND_GROWTH_PER_SHARE
            if kind == DIVIDEND_GROWTH
            else cards.SPECIAL_DIVIDEND_PER_SHARE,
        ]
    elif kind == FALSIFIED_EARNINGS:
        s.prompt = ["falsify"]
    elif kind in (FRAUDULENT_TRANSFER, VULTURE_CAPITALISM):
        s.prompt = ["transfer_pay", cards.VULTURE_MAX_VALUE if kind == VULTURE_CAPITALISM else -1]
    elif kind in (MARKET_MAKER, NAKED_SHORT):
        s.prompt = ["spend_action", kind]
    elif kind == ROGUE_TRADING:
        s.prompt = ["rogue"]
    elif kind == SYSTEMIC_SHOCK:
        s.prompt = ["shock_pay"]
    elif kind in (STOCK_BUYBACK, SHORT_REPORT):
        s.prompt = [
            "nudge",
            cards.STOCK_BUYBACK_STEP if kind == STOCK_BUYBACK else -cards.SHORT_REPORT_STEP,
        ]
    elif kind == PRIVATE_PLACEMENT:
        s.prompt = ["placement"]


def _gain(s, seat: int, amount: int, log) -> None:
    market.gain(s, seat, amount, "strategy")
    if log is not MUTED:
        log.append(LogEntry(M.GAINS(player=seat, amount=amount)))


def prompt_moves(s, seat: int) -> list:
    from .action import share_payments

    what = s.prompt[0]
    if what == "take":
        limit = s.prompt[1] if s.prompt[1] >= 0 else None
        return [ChooseCard(c, DISCARD) for c in discard_stocks(s, limit, s.prompt[2])]
    if what == "look":
        return [ChoosePair(i) for i in look_targets(s, seat)]
    if what == "broker":
        return [ChoosePair(i) for i in _broker_targets(s, seat)]
    if what == "dividend":
        return [ChooseCompany(k, 0) for k in range(cards.NUM_COMPANIES)]
    if what == "falsify":
        return [ChoosePair(i) for i, f in enumerate(s.pair_falsified) if not f]
    if what == "transfer_pay":
        return share_payments(s, seat, keep=0)
    if what == "spend_action":
        return [
            ChooseCard(c, HELD)
            for c in sorted(
                {
                    min(x for x in s.held[seat] if cards.action_delta(x) == cards.action_delta(c))
                    for c in s.held[seat]
                }
            )
        ]
    if what == "rogue":
        return [ChooseCard(c, PORTFOLIO) for c in market.one_per_company(s.portfolio[seat])]
    if what == "shock_pay":
        kinds: dict[int, int] = {}
        for c in s.commercial[seat]:
            if cards.is_commodity(c):
                kinds.setdefault(cards.commodity_kind(c), c)
        return [ChooseCard(c, COMMERCIAL) for c in sorted(kinds.values())]
    if what == "shock":
        done = s.prompt[1:]
        return [
            ChooseCompany(k, d)
            for k in range(cards.NUM_COMPANIES)
            if k not in done
            for d in (1, -1)
        ]
    if what == "nudge":
        return [ChooseCompany(k, s.prompt[1]) for k in range(cards.NUM_COMPANIES)]
    if what == "placement":
        return [ChooseCard(c, PORTFOLIO) for c in market.one_per_company(s.portfolio[seat])] + [
            ChooseCard(c, SPLIT) for c in market.one_per_company(s.split[seat])
        ]
    raise AssertionError(f"unknown prompt {s.prompt}")


def answer_prompt(s, seat: int, move, log) -> None:
    from .action import pay_with_share
    from .demand import look_at_pair
    from .selling import sell

    everyone = frozenset(range(s.num_seats))
    asked, s.prompt = s.prompt, []
    what = asked[0]
    if what == "take":
        s.discard.remove(move.card)
        market.add_share(s, seat, move.card, public=True)
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.TAKES_FROM_DISCARD(player=seat, card=M.card_text(move.card)), reveal=everyone
                )
            )
    elif what == "look":
        look_at_pair(s, seat, move.pair, log, M.LOOKS_AT_PAIR)
        if asked[1] > 1 and look_targets(s, seat):
            s.prompt = ["look", asked[1] - 1]
    elif what == "broker":
        s.pair_known[move.pair] = (1 << s.num_seats) - 1
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.PAIR_PUBLISHED(
                        player=seat,
                        owner=M.pair_owner(s, move.pair),
                        pair=M.pair_text(s, move.pair),
                    ),
                    reveal=everyone,
                    event="pair",
                    data={"pair": move.pair},
                )
            )
        _gain(s, seat, cards.DATA_BROKER_GAIN, log)
    elif what == "dividend":
        paid = market.pay_per_share(s, move.company, asked[1], "strategy")
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.EXTRA_DIVIDEND(
                        player=seat,
                        company=plain(cards.COMPANIES[move.company]),
                        total=sum(paid.values()),
                    ),
                    reveal=everyone,
                )
            )
    elif what == "falsify":
        s.pair_falsified[move.pair] = 1
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.FALSIFIES(player=seat, owner=M.pair_owner(s, move.pair)),
                    event="pair",
                    data={"pair": move.pair},
                )
            )
    elif what == "transfer_pay":
        pay_with_share(s, seat, move, log)
        s.prompt = ["take", asked[1], move.card]  # not the very share just paid
    elif what == "spend_action":
        s.held[seat].remove(move.card)
        s.discard.append(move.card)
        if log is not MUTED:
            log.append(
                LogEntry(M.SPENDS_ACTION(player=seat, card=M.card_text(move.card)), reveal=everyone)
            )
        if asked[1] == MARKET_MAKER:
            s.prompt = ["take", -1, -1]
        else:
            _gain(s, seat, cards.NAKED_SHORT_GAIN, log)
    elif what == "rogue":
        market.move_share(s, seat, move.card, to_split=True)
        if log is not MUTED:
            log.append(
                LogEntry(M.TO_SPLIT(player=seat, card=M.card_text(move.card)), reveal=everyone)
            )
    elif what == "shock_pay":
        s.commercial[seat].remove(move.card)
        s.commercial_discard.append(move.card)
        if log is not MUTED:
            log.append(LogEntry(M.COMMODITY_SPENT(player=seat, card=M.card_text(move.card))))
        s.prompt = ["shock"]
    elif what == "shock":
        market.move_price(s, move.company, move.delta, log)
        done = asked[1:] + [move.company]
        if len(done) < cards.SYSTEMIC_SHOCK_COMPANIES:
            s.prompt = ["shock", *done]
    elif what == "nudge":
        market.move_price(s, move.company, move.delta, log)
        if move.delta < 0:
            _gain(s, seat, cards.SHORT_REPORT_GAIN, log)
    elif what == "placement":
        sell(
            s,
            seat,
            move.card,
            SPLIT if move.source == SPLIT else "normal",
            log,
            premium=cards.PRIVATE_PLACEMENT_PREMIUM,
        )
