"""Every player-facing sentence of the Stock Round engine (context "StockRound").

Arguments: `player` and `seller` are seat indices the UI replaces by the seat's name;
`railway` is a railway's name (never translated); money arguments (`amount`, `price`, `par`)
are whole dollars.  The English words are the text's own: priority deal, re-issue, the pool,
"Anyone wants a share?", director, float.
"""

from __future__ import annotations

from ...core.text import QT_TRANSLATE_NOOP, Text, plain
from .data import RAILWAYS


def railway(r: int) -> Text:
    return plain(RAILWAYS[r][0])


# --- the log ------------------------------------------------------------------------------
SR_BEGINS = QT_TRANSLATE_NOOP("StockRound", "Stock round {n} begins.")
OR_BEGINS = QT_TRANSLATE_NOOP("StockRound", "Operating round {sr}.{n} begins.")
MODERN_RISES = QT_TRANSLATE_NOOP(
    "StockRound", "{railway} has the most modern train mix: its token moves one row up."
)
SOLD_OUT_RISES = QT_TRANSLATE_NOOP(
    "StockRound", "{railway} is sold out: its token moves one row up."
)
OFFERED_ONE = QT_TRANSLATE_NOOP(
    "StockRound", "{player} offers one treasury share of {railway} for re-issue."
)
OFFERED = QT_TRANSLATE_NOOP(
    "StockRound", "{player} offers {count} treasury shares of {railway} for re-issue."
)
OFFERED_NONE = QT_TRANSLATE_NOOP(
    "StockRound", "{player} offers no treasury shares of {railway} for re-issue."
)
STARTS = QT_TRANSLATE_NOOP(
    "StockRound",
    "{player} starts {railway} at par ${par}: the director's certificate for ${amount}.",
)
BUYS_NEW = QT_TRANSLATE_NOOP(
    "StockRound", "{player} buys a new share of {railway} for ${amount}, paid to the railway."
)
BUYS_REISSUED = QT_TRANSLATE_NOOP(
    "StockRound", "{player} buys a re-issued share of {railway} for ${amount}, paid to the railway."
)
BUYS_POOL = QT_TRANSLATE_NOOP(
    "StockRound", "{player} buys a share of {railway} from the pool for ${amount}."
)
FLOATS = QT_TRANSLATE_NOOP("StockRound", "{railway} floats: 60% is sold, it will operate.")
NEW_DIRECTOR = QT_TRANSLATE_NOOP("StockRound", "{player} is now the director of {railway}.")
PASSES = QT_TRANSLATE_NOOP("StockRound", "{player} passes.")
PRIORITY = QT_TRANSLATE_NOOP("StockRound", "{player} has the priority deal.")
OFFERS_ONE = QT_TRANSLATE_NOOP(
    "StockRound", "{player} sells a share of {railway}: anyone wants a share?"
)
OFFERS = QT_TRANSLATE_NOOP(
    "StockRound", "{player} sells {count} shares of {railway}: anyone wants a share?"
)
TAKES = QT_TRANSLATE_NOOP(
    "StockRound", "{player} buys a share of {railway} from {seller} for ${amount}."
)
RAILWAY_TAKES = QT_TRANSLATE_NOOP(
    "StockRound", "{railway} buys one of its shares from {seller} for ${amount}."
)
DECLINES = QT_TRANSLATE_NOOP("StockRound", "{player}: no, thank you.")
RAILWAY_DECLINES = QT_TRANSLATE_NOOP("StockRound", "{railway} does not buy ({player} decides).")
ABSORBED = QT_TRANSLATE_NOOP(
    "StockRound",
    "Nobody bought: the pool absorbs a share of {railway} for ${amount}; "
    "the price is now ${price}.",
)
OPERATES = QT_TRANSLATE_NOOP("StockRound", "{railway} operates (director: {player}).")
RAISED = QT_TRANSLATE_NOOP(
    "StockRound", "{railway} raises its network to level {level} for ${amount}."
)
PAYS_OUT = QT_TRANSLATE_NOOP(
    "StockRound", "{railway} runs for ${amount} and pays out ${per} a share."
)
WITHHOLDS = QT_TRANSLATE_NOOP("StockRound", "{railway} runs for ${amount} and withholds it.")
NO_RUN = QT_TRANSLATE_NOOP("StockRound", "{railway} has no train to run: its price falls.")
BUYS_TRAIN = QT_TRANSLATE_NOOP("StockRound", "{railway} buys a {train}-train for ${amount}.")
BUYS_USED_TRAIN = QT_TRANSLATE_NOOP(
    "StockRound", "{railway} buys a {train}-train from the bank pool for ${amount}."
)
FORCED_TRAIN = QT_TRANSLATE_NOOP(
    "StockRound",
    "{railway} must buy a train: a {train}-train for ${amount}; "
    "its director {player} pays ${help}.",
)
PHASE = QT_TRANSLATE_NOOP(
    "StockRound", "The first {train}-train: phase {train} begins, the train limit is {limit}."
)
RUST_ONE = QT_TRANSLATE_NOOP("StockRound", "The {train}-trains rust! (One railway loses trains.)")
RUST = QT_TRANSLATE_NOOP("StockRound", "The {train}-trains rust! ({count} railways lose trains.)")
DISCARD = QT_TRANSLATE_NOOP(
    "StockRound", "{railway} is over the train limit: its {train}-train goes to the bank pool."
)
EMERGENCY_SALE = QT_TRANSLATE_NOOP(
    "StockRound",
    "{player} sells a share of {railway} to the pool for ${amount} to pay for a train.",
)
BANKRUPT = QT_TRANSLATE_NOOP(
    "StockRound", "{player} cannot pay for the train and is bankrupt: the game ends."
)
BANK_BROKEN = QT_TRANSLATE_NOOP(
    "StockRound", "The bank is broken: the game ends after this set of operating rounds."
)
GAME_ENDS = QT_TRANSLATE_NOOP("StockRound", "The game is over.")

# --- why a move is not possible (explain) ------------------------------------------------------
NOT_STARTED = QT_TRANSLATE_NOOP(
    "StockRound", "{railway} has not been started: buy its director's certificate first."
)
ALREADY_STARTED = QT_TRANSLATE_NOOP("StockRound", "{railway} has already been started.")
PAR_ROW = QT_TRANSLATE_NOOP("StockRound", "Par prices are the top row's $68 to $100.")
NONE_NEW = QT_TRANSLATE_NOOP("StockRound", "{railway} has no new shares left.")
NONE_REISSUE = QT_TRANSLATE_NOOP(
    "StockRound", "{railway}'s director offered no (more) shares for re-issue this round."
)
NONE_POOL = QT_TRANSLATE_NOOP("StockRound", "The pool holds no share of {railway}.")
NONE_IN = {"new": NONE_NEW, "reissue": NONE_REISSUE, "pool": NONE_POOL}
SOLD_THIS_ROUND = QT_TRANSLATE_NOOP(
    "StockRound", "You sold {railway} this round: no buying it back in the same round (1830)."
)
SIXTY_LIMIT = QT_TRANSLATE_NOOP(
    "StockRound", "60% limit: a player may hold at most 60% of {railway}."
)
CERT_LIMIT = QT_TRANSLATE_NOOP(
    "StockRound", "Certificate limit: you already hold {limit} certificates."
)
NOT_ENOUGH_CASH = QT_TRANSLATE_NOOP("StockRound", "Not enough cash: that costs ${amount}.")
FIRST_ROUND = QT_TRANSLATE_NOOP("StockRound", "No sales in the first stock round (1830).")
NOT_HELD = QT_TRANSLATE_NOOP("StockRound", "You hold only %n share(s) of {railway}.", None, 1)
POOL_FULL = QT_TRANSLATE_NOOP(
    "StockRound",
    "The pool may hold at most 50% of a railway: it can take only {room} more of {railway}.",
)
DIRECTOR_STAYS = QT_TRANSLATE_NOOP(
    "StockRound",
    "The director's certificate never goes to the pool: nobody else holds 20% of {railway} to "
    "take it over.",
)
ALREADY_SOLD = QT_TRANSLATE_NOOP(
    "StockRound", "A turn is one sale, then one buy: you have sold this turn."
)
ALREADY_BOUGHT = QT_TRANSLATE_NOOP("StockRound", "One share a turn: you have bought this turn.")
SELL_BEFORE_BUY = QT_TRANSLATE_NOOP(
    "StockRound", "Sell first, then buy: a turn may not sell after it buys."
)
OFFER_RANGE = QT_TRANSLATE_NOOP(
    "StockRound", "{railway} has %n share(s) in its treasury to offer.", None, 1
)
OFFER_FIRST = QT_TRANSLATE_NOOP(
    "StockRound", "Directors first declare the shares they offer for re-issue."
)
TURN_FIRST = QT_TRANSLATE_NOOP("StockRound", "It is your turn: sell, buy or pass.")
ANSWER_FIRST = QT_TRANSLATE_NOOP("StockRound", "Anyone wants a share? Buy one or pass.")
NETWORK_FIRST = QT_TRANSLATE_NOOP("StockRound", "First decide whether to raise the network level.")
NETWORK_MAX = QT_TRANSLATE_NOOP(
    "StockRound", "The network level may not exceed {level} in this phase."
)
NETWORK_COST = QT_TRANSLATE_NOOP(
    "StockRound", "Raising the network costs ${amount}; the treasury holds ${funds}."
)
DIVIDEND_FIRST = QT_TRANSLATE_NOOP("StockRound", "Pay the run out or withhold it.")
TRAINS_FIRST = QT_TRANSLATE_NOOP("StockRound", "Buy trains or finish the railway's turn.")
EMERGENCY_FIRST = QT_TRANSLATE_NOOP(
    "StockRound", "The director must sell shares to the pool to pay for the train."
)
MUST_BUY_TRAIN = QT_TRANSLATE_NOOP(
    "StockRound", "A railway without a train must buy one before its turn ends."
)
TRAIN_NOT_ON_SALE = QT_TRANSLATE_NOOP(
    "StockRound", "That train is not for sale: the depot sells its lowest kind first."
)
TRAIN_LIMIT = QT_TRANSLATE_NOOP(
    "StockRound", "Train limit: a railway may own at most {limit} trains in this phase."
)
TRAIN_COST = QT_TRANSLATE_NOOP(
    "StockRound", "The train costs ${amount}; the treasury holds ${funds}."
)
TRADE_IN = QT_TRANSLATE_NOOP(
    "StockRound", "Only a 4, 5 or 6 the railway owns may be traded in for a new Diesel."
)
EMERGENCY_ONLY = QT_TRANSLATE_NOOP(
    "StockRound",
    "Only one share at a time, and never the director's certificate nor so much that the "
    "railway in need changes director.",
)


def counted(one: Text, many: Text, count: int, none: Text | None = None) -> Text:
    """The message for one thing or for `count` of them (English has two forms); `none`, if
    given, for nothing ("offers no shares", not "offers 0 shares")."""
    if count == 0 and none is not None:
        return none
    return one if count == 1 else many
