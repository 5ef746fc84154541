"""Take Stock's cards and numbers: every constant of the rulebook and DECISIONS.md lives here.

Share cards are ints 0..59: company * 12 + (value - 1).  Event cards are ints 0..39 indexing
EVENTS.  Names stay as printed on the cards; explanations are translated.
"""

from __future__ import annotations

from ...core.text import QT_TRANSLATE_NOOP

COMPANIES = ("Corn", "Gems", "Tech", "Oil", "Movie")  # short names used by the rulebook
COMPANY_NAMES = (
    "Crispyflake Corn Cereal Co.",
    "Glittering Gems Ltd.",
    "Zeta-Chip Technology Ltd.",
    "Arctic Oil Drilling Co.",
    "Movie Madness Distributors",
)
NUM_COMPANIES = len(COMPANIES)
VALUES_PER_COMPANY = 12
NUM_SHARE_CARDS = NUM_COMPANIES * VALUES_PER_COMPANY  # 60

HAND_SIZE = {2: 7, 3: 6, 4: 5, 5: 4, 6: 4}
ROUNDS = 4
START_OPTIONS = 4
OPTION_TOKENS = 30  # the whole supply, including the players' starting tokens
RAISE_MAX_STEP = 4  # "nicht um mehr als 4"
ROUND_ENDING_VALUES = (11, 12)  # placing one of these on the market ends the round
MARKET_CLOSED_CARDS_BELOW = 10  # Market Closed is the 11th card from the bottom
INSIDER_MAX_TAKE = 3


def share(company: int, value: int) -> int:
    return company * VALUES_PER_COMPANY + value - 1


def company_of(card: int) -> int:
    return card // VALUES_PER_COMPANY


def value_of(card: int) -> int:
    return card % VALUES_PER_COMPANY + 1


def shares_on(card: int) -> int:
    """Share symbols printed on a card (DECISIONS.md): 2-5 one, 6-9 two, 10-12 three."""
    v = value_of(card)
    return 1 if v <= 5 else 2 if v <= 9 else 3


STARTERS = tuple(share(c, 1) for c in range(NUM_COMPANIES))
DEALT_SHARES = tuple(c for c in range(NUM_SHARE_CARDS) if c not in STARTERS)  # 55 cards

# --- market events ----------------------------------------------------------------------------
SPLIT, CRASH, INSIDER = "split", "crash", "insider"  # one company each
AUDIT, FREEZE, NO_CHANGE = "audit", "freeze", "no_change"
UPTURN, DOWNTURN = "upturn", "downturn"
OPTION_GAINED, OPTION_LOST = "option_gained", "option_lost"
MARKET_CRASH, MARKET_CLOSED = "market_crash", "market_closed"

_DECK = (
    [(SPLIT, c) for c in range(NUM_COMPANIES) for _ in range(3)]
    + [(CRASH, c) for c in range(NUM_COMPANIES)]
    + [(INSIDER, c) for c in range(NUM_COMPANIES)]
    + [(AUDIT, None)] * 4
    + [(FREEZE, None)] * 3
    + [(NO_CHANGE, None)] * 2
    + [
        (UPTURN, None),
        (DOWNTURN, None),
        (OPTION_GAINED, None),
        (OPTION_LOST, None),
        (MARKET_CRASH, None),
        (MARKET_CLOSED, None),
    ]
)
EVENTS: tuple[tuple[str, int | None], ...] = tuple(_DECK)  # event id -> (kind, company)
NUM_EVENTS = len(EVENTS)  # 40
MARKET_CLOSED_ID = EVENTS.index((MARKET_CLOSED, None))


def event_kind(event: int) -> str:
    return EVENTS[event][0]


def event_company(event: int) -> int | None:
    return EVENTS[event][1]


def target_of(event: int) -> int:
    """The company an event of one company (a split, a crash, an insider tip) names."""
    company = EVENTS[event][1]
    assert company is not None, "a market-wide event names no company"
    return company


EVENT_NAMES = {  # as printed on the cards, never translated
    SPLIT: "Stock Split",
    CRASH: "Stock Crash",
    INSIDER: "Insider Trading",
    AUDIT: "Stock Audit",
    FREEZE: "Stock Freeze",
    NO_CHANGE: "No Market Change",
    UPTURN: "Market Upturn",
    DOWNTURN: "Market Downturn",
    OPTION_GAINED: "Stock Option Gained",
    OPTION_LOST: "Stock Option Lost",
    MARKET_CRASH: "Market Crash",
    MARKET_CLOSED: "Market Closed",
}

EVENT_HELP = {  # the card summary of the rulebook, translated at display time
    SPLIT: QT_TRANSLATE_NOOP(
        "TakeStock",
        "Place the split above the company and discard its highest card "
        "(unless it is the 1). 1/2/3 splits multiply the value by 2/3/4. "
        "Discarded if the company is frozen.",
    ),
    CRASH: QT_TRANSLATE_NOOP(
        "TakeStock",
        "Discard the company's freeze and one split (if any), then the upper "
        "half (rounded down) of its share cards.",
    ),
    INSIDER: QT_TRANSLATE_NOOP(
        "TakeStock",
        "Take up to three cards of the company from the share discard pile, "
        "then discard as many cards from your hand.",
    ),
    AUDIT: QT_TRANSLATE_NOOP(
        "TakeStock",
        "Choose a company that is not frozen. Discard either its highest "
        "share card or one of its splits.",
    ),
    FREEZE: QT_TRANSLATE_NOOP("TakeStock", "Freeze a company, or thaw a frozen one."),
    NO_CHANGE: QT_TRANSLATE_NOOP("TakeStock", "Nothing happens."),
    UPTURN: QT_TRANSLATE_NOOP(
        "TakeStock", "Every player draws a share card, starting with the active player."
    ),
    DOWNTURN: QT_TRANSLATE_NOOP(
        "TakeStock", "Every player discards a share card, starting with the active player."
    ),
    OPTION_GAINED: QT_TRANSLATE_NOOP(
        "TakeStock", "Every player takes a stock option token from the supply."
    ),
    OPTION_LOST: QT_TRANSLATE_NOOP(
        "TakeStock", "Every player returns a stock option token to the supply."
    ),
    MARKET_CRASH: QT_TRANSLATE_NOOP("TakeStock", "All five companies crash."),
    MARKET_CLOSED: QT_TRANSLATE_NOOP(
        "TakeStock", "Shown to all players; the round ends at once. Cannot be secured."
    ),
}
