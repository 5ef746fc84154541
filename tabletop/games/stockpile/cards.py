"""Stockpile's cards and numbers: every constant of the rulebook and DECISIONS.md lives here.

Money is counted in $K (integers).  Card ids:
  market cards 0..79: stocks 0..59 (company = id // 10), trading fees 60..71, Stock Boom
  72..75, Stock Bust 76..79;
  commercial cards 80..104: commodities 80..97 (kind = (id - 80) // 3), taxes 98..104;
  FIRST_PLAYER_CARD 105 (the first-player-card variant), all of which can lie in a stockpile;
  forecast cards 0..21 (face = id // 2, FACES); investment strategy cards 0..43 (type = id // 2,
  STRATEGIES); investors 0..25 (INVESTORS).
Names stay as printed (English); rules text for the UI lives in messages.py.
"""

from __future__ import annotations

COMPANIES = (
    "Cosmic Computers",
    "Bottomline Bank",
    "Leading Laboratories",
    "American Automotive",
    "Stanford Steel",
    "Epic Electric",
)
NUM_COMPANIES = 6
STEEL = 4

ROUNDS = {2: 6, 3: 7, 4: 6, 5: 5}
START_MONEY = {2: 30}  # others: DEFAULT_START_MONEY
DEFAULT_START_MONEY = 20
MEEPLES = {2: 2}  # auction meeples per player; others 1
PILES = {2: 4}  # stockpiles; others = number of players
SUPPLY_SETS = {2: 2}  # sets of two market cards each player places per round
INSIDER_PAIRS = {2: 2}  # private company/forecast pairs per player; others 1
PUBLIC_PAIRS = {2: 0}  # face-up pairs on the board; others 1
COMMERCIAL_DRAW = {2: 2}  # commercial cards drawn per player per round; others 1
SUPPLY_HAND = 2  # market cards per set: one face up, one face down

BID_SPACES = (0, 1, 3, 6, 10, 15, 20, 25)  # the bid track, in $K
# Budget Barbara pays these on the eight spaces (negative: she receives)
BARBARA_SPACES = (-4, -3, 0, 3, 8, 15, 22, 30)

# --- market deck ------------------------------------------------------------------------------
STOCKS_PER_COMPANY = 10
NUM_STOCKS = NUM_COMPANIES * STOCKS_PER_COMPANY  # 60
FEE_VALUES = (1, 2, 3)
FEES_PER_VALUE = 4
FEE_FIRST = NUM_STOCKS  # 60..71
BOOM_FIRST = FEE_FIRST + len(FEE_VALUES) * FEES_PER_VALUE  # 72..75
BUST_FIRST = BOOM_FIRST + 4  # 76..79
NUM_MARKET = BUST_FIRST + 4  # 80
ACTION_STEP = 2  # Stock Boom +2, Stock Bust -2

COMMODITY_KINDS = ("Gold", "Platinum", "Oil", "Natural Gas", "Corn", "Cattle")
COMMODITY_FIRST = NUM_MARKET  # 80..97
COMMODITY_COPIES = 3
TAX_FIRST = COMMODITY_FIRST + len(COMMODITY_KINDS) * COMMODITY_COPIES  # 98..104
NUM_TAXES = 7
FIRST_PLAYER_CARD = TAX_FIRST + NUM_TAXES  # 105
COMMODITY_BONUS = (0, 3, 8, 15, 24, 35, 48)  # by distinct kinds in one set
TAX_PENALTY = (0, 2, 6, 12, 20, 30, 42, 56)  # by number of tax cards
CORNER_THE_MARKET_PER_DUPLICATE = 5

NOTE_PRICE = {2: 7, 3: 6, 4: 5, 5: 4}
NOTE_INTEREST = 1
NOTES_PER_ROUND = 3
NUM_NOTES = 40

MAJORITY_BONUS = 10
MAJORITY_TIED_BONUS = 5
SPLIT_BONUS = 10  # per share already in the split portfolio when it splits again


def is_stock(card: int) -> bool:
    return 0 <= card < NUM_STOCKS


def company_of(card: int) -> int:
    return card // STOCKS_PER_COMPANY


def is_fee(card: int) -> bool:
    return FEE_FIRST <= card < BOOM_FIRST


def fee_value(card: int) -> int:
    return FEE_VALUES[(card - FEE_FIRST) // FEES_PER_VALUE]


def is_action(card: int) -> bool:
    return BOOM_FIRST <= card < NUM_MARKET


def action_delta(card: int) -> int:
    return ACTION_STEP if card < BUST_FIRST else -ACTION_STEP


def is_commodity(card: int) -> bool:
    return COMMODITY_FIRST <= card < TAX_FIRST


def commodity_kind(card: int) -> int:
    return (card - COMMODITY_FIRST) // COMMODITY_COPIES


def is_tax(card: int) -> bool:
    return TAX_FIRST <= card < FIRST_PLAYER_CARD


def is_commercial(card: int) -> bool:
    return COMMODITY_FIRST <= card < FIRST_PLAYER_CARD


STARTING_STOCKS = tuple(c * STOCKS_PER_COMPANY for c in range(NUM_COMPANIES))
COMMERCIAL_CARDS = tuple(range(COMMODITY_FIRST, FIRST_PLAYER_CARD))

# --- price tracks -----------------------------------------------------------------------------
# Per company: the values of its spaces, its start space (also where it returns after a
# bankruptcy) and the space it resets to after a split; indices count from 0.
STANDARD_TRACK = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
STANDARD = tuple((STANDARD_TRACK, 4, 5) for _ in range(NUM_COMPANIES))
ADVANCED = (
    ((1, 3, 5, 7, 9), 2, 2),  # Cosmic Computers
    ((1, 2, 3, 4, 5, 6), 4, 3),  # Bottomline Bank
    ((1, 2, 3, 4, 5, 6, 7, 8, 9, 10), 4, 5),  # Leading Laboratories
    ((1, 3, 5, 7, 9, 11, 13), 2, 3),  # American Automotive
    ((1, 1, 2, 2, 3, 3, 4, 4, 5, 5), 8, 4),  # Stanford Steel
    ((1, 3, 4, 5, 5, 6, 6, 7, 8, 10), 4, 3),  # Epic Electric
)
STEEL_DIVIDEND_SPACES = frozenset({1, 3, 5, 7, 9})  # $1K per share when moving up onto these
STEEL_DIVIDEND = 1

# pair_holder values for the board's pairs (players' pairs hold the seat index)
UP, DOWN = -2, -3

# --- forecasts --------------------------------------------------------------------------------
# face: (label, price change, dividend per share in $K)
FACES = (
    ("+4", 4, 0),
    ("+3", 3, 0),
    ("+2", 2, 0),
    ("+1", 1, 0),
    ("$", 0, 1),
    ("$$", 0, 2),
    ("$$$", 0, 3),
    ("-1", -1, 0),
    ("-2", -2, 0),
    ("-3", -3, 0),
    ("-4", -4, 0),
)
FORECAST_COPIES = 2
NUM_FORECASTS = len(FACES) * FORECAST_COPIES  # 22


def face_index(label: str) -> int:
    return next(i for i, f in enumerate(FACES) if f[0] == label)


def forecast_face(card: int) -> tuple[str, int, int]:
    return FACES[card // FORECAST_COPIES]


BASE_FORECASTS = tuple(
    face_index(x) * FORECAST_COPIES for x in ("+4", "+2", "+1", "$$", "-2", "-3")
)
DICE = (
    ("+4", "+4", "+3", "+3", "+2", "+2"),
    ("+3", "+2", "+2", "+1", "+1", "$"),
    ("+1", "$", "$", "$$", "$$", "$$$"),
    ("$$", "$$$", "-1", "-1", "-2", "-2"),
    ("-1", "-2", "-2", "-3", "-3", "-4"),
    ("+4", "+4", "-3", "-3", "-4", "-4"),
)
FALSIFIED_SHIFT = 3

# --- investors --------------------------------------------------------------------------------
INVESTORS = (
    "Agile Ana",
    "Bailout Barack",
    "Billionaire Bill",
    "Broker Bernie",
    "Budget Barbara",
    "Clever Chanda",
    "Crazy Cramer",
    "Cunning Carlos",
    "Daring Dangote",
    "Discount Donald",
    "Dividend Deborah",
    "Forecast Phil",
    "Golden Graham",
    "Illicit Ivan",
    "Lazy Liliane",
    "Lucrative Li",
    "Maverick Mark",
    "Mayknow Martha",
    "Moneymaker Mitt",
    "Opulent Oprah",
    "Royal Robins",
    "Secretive Stuart",
    "Shorting Soros",
    "Socialist Sanders",
    "Tactical Talal",
    "Wise Warren",
)
(
    ANA,
    BARACK,
    BILL,
    BERNIE,
    BARBARA,
    CHANDA,
    CRAMER,
    CARLOS,
    DANGOTE,
    DONALD,
    DEBORAH,
    PHIL,
    GRAHAM,
    IVAN,
    LILIANE,
    LI,
    MARK,
    MARTHA,
    MITT,
    OPRAH,
    ROBINS,
    STUART,
    SOROS,
    SANDERS,
    TALAL,
    WARREN,
) = range(26)
INVESTOR_MONEY = (
    17,
    20,
    32,
    16,
    14,
    15,
    18,
    14,
    14,
    13,
    20,
    22,
    16,
    17,
    24,
    22,
    25,
    22,
    16,
    37,
    23,
    22,
    20,
    20,
    21,
    20,
)
INVESTOR_MONEY_2P = (
    12,
    16,
    35,
    16,
    7,
    9,
    12,
    6,
    7,
    4,
    14,
    20,
    6,
    12,
    23,
    20,
    22,
    20,
    10,
    45,
    22,
    16,
    16,
    16,
    18,
    23,
)
INVESTOR_NEEDS = {DANGOTE: "commodities", LI: "promissory", IVAN: "strategies"}
INVESTORS_DEALT = {2: 4}  # others 2
INVESTORS_KEPT = {2: 2}  # others 1
BARACK_DISCOUNT = 2
GRAHAM_BONUS = 1
LILIANE_INCOME = 5
LILIANE_OUTBID_FEE = 1
MITT_BONUS = 1
OPRAH_GIFT = 2
SANDERS_TAKE, SANDERS_GIVE = 2, 1
SOROS_PRICE = 8
ANA_BONUS = 1
DANGOTE_BONUS = 1
DEBORAH_DIVIDEND = 1
CARLOS_MIN_OUTBID = 2  # spaces

# --- investment strategies --------------------------------------------------------------------
# (name, cost in $K, needs module or "").  Two copies of each; the last four are our designs.
STRATEGIES = (
    ("Block Trading", 1, ""),
    ("Value Investing", 0, ""),
    ("Convertible Bond", 0, "promissory"),
    ("Corner the Market", 1, "commodities"),
    ("Corporate Espionage", 0, ""),
    ("Insider Trading", 1, ""),
    ("Data Broker", 0, ""),
    ("Diversification", 1, ""),
    ("Dividend Growth Investing", 0, ""),
    ("Special Dividend", 2, ""),
    ("Falsified Earnings", 1, ""),
    ("Fraudulent Transfer", 2, ""),
    ("Vulture Capitalism", 0, ""),
    ("Interpositioning", 2, ""),
    ("Market Maker", 0, ""),
    ("Naked Short", 2, ""),
    ("Rogue Trading", 3, ""),
    ("Systemic Shock", 0, "commodities"),
    ("Stock Buyback", 1, ""),
    ("Short Report", 0, ""),
    ("Tax Shelter", 1, "commodities"),
    ("Private Placement", 0, ""),
)
(
    BLOCK_TRADING,
    VALUE_INVESTING,
    CONVERTIBLE_BOND,
    CORNER_THE_MARKET,
    CORPORATE_ESPIONAGE,
    INSIDER_TRADING,
    DATA_BROKER,
    DIVERSIFICATION,
    DIVIDEND_GROWTH,
    SPECIAL_DIVIDEND,
    FALSIFIED_EARNINGS,
    FRAUDULENT_TRANSFER,
    VULTURE_CAPITALISM,
    INTERPOSITIONING,
    MARKET_MAKER,
    NAKED_SHORT,
    ROGUE_TRADING,
    SYSTEMIC_SHOCK,
    STOCK_BUYBACK,
    SHORT_REPORT,
    TAX_SHELTER,
    PRIVATE_PLACEMENT,
) = range(22)
STRATEGY_COPIES = 2
NUM_STRATEGIES = len(STRATEGIES) * STRATEGY_COPIES  # 44
STRATEGY_DEAL_EXTRA = 3  # dealt: 3 + number of rounds
STRATEGY_DISCARD = 2
STRATEGIES_PER_ROUND = 1
IVAN_STRATEGIES_PER_ROUND = 2
BLOCK_TRADING_SHARE = 2  # gain the meeple's space value / 2, rounded up
VALUE_INVESTING_SPACES = 3  # meeple ended on one of the first three spaces
VALUE_INVESTING_GAIN = 4
INSIDER_TRADING_LOOKS = 2
DATA_BROKER_GAIN = 2
DIVERSIFICATION_PER_COMPANY = 2
DIVIDEND_GROWTH_PER_SHARE = 1
SPECIAL_DIVIDEND_PER_SHARE = 2
VULTURE_MAX_VALUE = 4
INTERPOSITIONING_MAX = 10
NAKED_SHORT_GAIN = 12
SYSTEMIC_SHOCK_COMPANIES = 3
STOCK_BUYBACK_STEP = 1
SHORT_REPORT_STEP, SHORT_REPORT_GAIN = 1, 1
PRIVATE_PLACEMENT_PREMIUM = 2


def strategy_type(card: int) -> int:
    return card // STRATEGY_COPIES


def per_count(table: dict, n: int, default: int) -> int:
    return table.get(n, default)
