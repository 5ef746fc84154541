"""The bank and the price tracks: every payment and every price change goes through here.

Each payment is recorded in `state.flows` as (seat, amount, reason), so tests can check that
money only moves through the payments the rules define.  Money never goes below zero: a player
who owes more than they have pays what they have (our decision, docs/rules/stockpile-decisions.md).
"""

from __future__ import annotations

from ...core.game import MUTED, LogEntry
from . import cards
from . import messages as M

# reasons a payment may have (the property tests check every flow against this set)
REASONS = frozenset(
    {
        "bid",
        "fee",
        "fee_bonus",
        "sale",
        "dividend",
        "split_bonus",
        "steel_dividend",
        "notes",
        "interest",
        "majority",
        "final_sale",
        "redeem",
        "commodities",
        "taxes",
        "strategy",
        "start",
        "gift",
        "mitt",
        "liliane",
        "lazy_income",
        "graham",
        "soros",
        "barack",
        "deborah",
        "sanders",
        "ana",
        "dangote",
        "li",
    }
)


def gain(s, seat: int, amount: int, reason: str) -> None:
    if amount <= 0:
        return
    s.money[seat] += amount
    s.flows.append((seat, amount, reason))
    settle_fees(s, seat)


def pay(s, seat: int, amount: int, reason: str) -> int:
    """Pay `amount` to the bank (all the money if it is less); returns what was paid."""
    paid = min(max(amount, 0), s.money[seat])
    if paid:
        s.money[seat] -= paid
        s.flows.append((seat, -paid, reason))
    return paid


def transfer(s, payer: int, payee: int, amount: int, reason: str) -> int:
    paid = pay(s, payer, amount, reason)
    gain(s, payee, paid, reason)
    return paid


def settle_fees(s, seat: int) -> None:
    """Trading fees kept unpaid are paid as soon as the player has the money (rulebook)."""
    while s.unpaid[seat]:
        fee = s.unpaid[seat][0]
        if s.money[seat] < cards.fee_value(fee):
            return
        s.unpaid[seat].pop(0)
        s.money[seat] -= cards.fee_value(fee)
        s.flows.append((seat, -cards.fee_value(fee), "fee"))
        s.discard.append(fee)


# --- holdings ---------------------------------------------------------------------------------
# Shares live in `portfolio` and `split`; `known_portfolio`/`known_split` list the cards every
# player has seen go there (taken face up, revealed by a split, bought from the discard...).
def add_share(s, seat: int, card: int, to_split: bool = False, public: bool = False) -> None:
    (s.split if to_split else s.portfolio)[seat].append(card)
    if public:
        (s.known_split if to_split else s.known_portfolio)[seat].append(card)


def remove_share(s, seat: int, card: int, from_split: bool = False) -> None:
    (s.split if from_split else s.portfolio)[seat].remove(card)
    known = (s.known_split if from_split else s.known_portfolio)[seat]
    if card in known:
        known.remove(card)


def move_share(s, seat: int, card: int, to_split: bool) -> None:
    """Move a share between the portfolio and the split portfolio, in sight of everyone."""
    remove_share(s, seat, card, from_split=not to_split)
    add_share(s, seat, card, to_split, public=True)


def count(cards_list: list[int], company: int) -> int:
    return sum(1 for c in cards_list if c // cards.STOCKS_PER_COMPANY == company)


def pay_per_share(s, company: int, per_share: int, reason: str, seats=None) -> dict[int, int]:
    """A dividend-like payment: per share in the portfolio, double in the split portfolio."""
    paid = {}
    for seat in seats if seats is not None else s.turn_order():
        n = count(s.portfolio[seat], company) + 2 * count(s.split[seat], company)
        if n:
            gain(s, seat, n * per_share, reason)
            paid[seat] = n * per_share
    return paid


# --- prices -----------------------------------------------------------------------------------
def move_price(s, company: int, steps: int, log: list[LogEntry]) -> None:
    """Move a company `steps` spaces (signed), splitting above the top and going bankrupt
    below the bottom (Fase de Movimento: Divisão de Ações, Falência)."""
    values, start, reset = s.track(company)
    steel = s.options.get("advanced_board") and company == cards.STEEL
    for _ in range(abs(steps)):
        if steps > 0:
            if s.price[company] == len(values) - 1:
                split(s, company, log)
                s.price[company] = reset
            else:
                s.price[company] += 1
                if steel and s.price[company] in cards.STEEL_DIVIDEND_SPACES:
                    pay_per_share(s, company, cards.STEEL_DIVIDEND, "steel_dividend")
                    if log is not MUTED:
                        # who was paid tells everyone who holds Steel
                        log.append(
                            LogEntry(
                                M.STEEL_DIVIDEND(company=cards.COMPANIES[company]),
                                reveal=frozenset(range(s.num_seats)),
                            )
                        )
        else:
            if s.price[company] == 0:
                bankrupt(s, company, log)
                s.price[company] = start
                break  # the rest of a fall is lost: the company starts afresh
            s.price[company] -= 1
    if steps:
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.PRICE_NOW(company=cards.COMPANIES[company], value=s.company_value(company)),
                    event="price",
                    data={"company": company},
                )
            )


def split(s, company: int, log: list[LogEntry]) -> None:
    """Stock split: split-portfolio holders earn $10K a share; portfolio shares move over."""
    everyone = frozenset(range(s.num_seats))
    for seat in s.turn_order():
        already = [c for c in s.split[seat] if c // cards.STOCKS_PER_COMPANY == company]
        if already:
            gain(s, seat, len(already) * cards.SPLIT_BONUS, "split_bonus")
            s.known_split[seat] += [c for c in already if c not in s.known_split[seat]]
        moving = [c for c in s.portfolio[seat] if c // cards.STOCKS_PER_COMPANY == company]
        for card in moving:
            move_share(s, seat, card, to_split=True)
        if already or moving:
            if log is not MUTED:
                log.append(
                    LogEntry(
                        M.SPLIT_HOLDINGS(
                            player=seat, moved=len(moving), bonus=len(already) * cards.SPLIT_BONUS
                        ),
                        reveal=everyone,
                    )
                )
    if log is not MUTED:
        log.append(
            LogEntry(
                M.SPLIT(company=cards.COMPANIES[company]), event="split", data={"company": company}
            )
        )


def bankrupt(s, company: int, log: list[LogEntry]) -> None:
    """Falência: every share of the company, split ones included, goes to the discard pile."""
    everyone = frozenset(range(s.num_seats))
    for seat in range(s.num_seats):
        for from_split, place in ((False, s.portfolio), (True, s.split)):
            lost = [c for c in place[seat] if c // cards.STOCKS_PER_COMPANY == company]
            for card in lost:
                remove_share(s, seat, card, from_split)
            if lost:
                s.discard.extend(lost)
                if log is not MUTED:
                    log.append(
                        LogEntry(M.BANKRUPT_LOSS(player=seat, count=len(lost)), reveal=everyone)
                    )
    if log is not MUTED:
        log.append(
            LogEntry(
                M.BANKRUPT(company=cards.COMPANIES[company]),
                event="bankrupt",
                data={"company": company},
            )
        )


def draw_market(s) -> int:
    """The top market card; an exhausted deck is refilled from the shuffled discard pile
    (never happens with the rulebook's counts, kept for safety)."""
    if not s.deck:
        s.deck = s.discard
        s.discard = []
        s.rng.shuffle(s.deck)
    return s.deck.pop()


def one_per_company(cards_list: list[int]) -> list[int]:
    """The lowest card of each company in a list of stocks: cards of a company are alike, so
    moves name one of them (explain() accepts any)."""
    seen: dict[int, int] = {}
    stocks = cards.NUM_STOCKS
    for c in cards_list:
        if 0 <= c < stocks:  # cards.is_stock(c), inlined: playouts list sales at every step
            k = c // cards.STOCKS_PER_COMPANY
            if k not in seen or c < seen[k]:
                seen[k] = c
    return sorted(seen.values())
