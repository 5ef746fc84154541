"""Every number of Stock Round that is not the market grid (market.py), as plain ints.

Where the text is silent, 1830 applies (DECISIONS.md): its certificate limits, starting cash,
trains, prices, rusting and train limits.  Railway names and symbols are ours (colour is never
the only cue: each railway also has a symbol and a two-letter code).  Operating-round constants
that DECISIONS.md asks to tune by self-play (the network level's price and value, the bank)
are set with the operating rounds, not here.
"""

from __future__ import annotations

from dataclasses import dataclass

# --- railways -----------------------------------------------------------------------------
RAILWAYS = (  # (name, code, symbol)
    ("Ashford & Bay", "AB", "anchor"),
    ("Blackwater Line", "BL", "drop"),
    ("Crown Central", "CC", "crown"),
    ("Dunmore Express", "DE", "star"),
    ("Eastfield Union", "EU", "wheel"),
    ("Fairhaven Coast", "FC", "wave"),
)
SHARE_PERCENT = 10  # an ordinary certificate
DIRECTOR_PERCENT = 20  # the director's certificate: two shares in one
SHARES_PER_RAILWAY = 10  # a director's certificate and eight ordinary ones
FLOAT_PERCENT = 60  # a railway floats when this much is sold
PLAYER_LIMIT_PERCENT = 60  # at most this much of one railway per player (1830)
POOL_LIMIT_PERCENT = 50  # at most this much of one railway in the pool (1830)

# --- players (1830) -------------------------------------------------------------------------
CERTIFICATE_LIMIT = {3: 20, 4: 16, 5: 13, 6: 11}
START_CASH = {3: 800, 4: 600, 5: 480, 6: 400}  # the bank's $2,400 shared out


# --- trains (1830) ----------------------------------------------------------------------------
@dataclass(frozen=True)
class TrainKind:
    name: str  # "2", "3", ... "D"
    size: int  # cities it runs to (a Diesel: unlimited, here 8)
    price: int
    count: int  # in the depot
    rusts: str  # the train whose first purchase rusts this one ("" never)
    limit: int  # the train limit per railway once the first of these is bought (the phase)


TRAINS = (
    TrainKind("2", 2, 80, 6, "4", 4),
    TrainKind("3", 3, 180, 5, "6", 4),
    TrainKind("4", 4, 300, 4, "D", 3),
    TrainKind("5", 5, 450, 3, "", 2),
    TrainKind("6", 6, 630, 2, "", 2),
    TrainKind("D", 8, 1100, 20, "", 2),
)
TRAIN_BY_NAME = {t.name: t for t in TRAINS}
DIESEL_TRADE_IN = 300  # 1830: a 4, 5 or 6 traded in for a Diesel lowers its price by this

# --- operating rounds (condensed: no map; DECISIONS.md asks to tune these by self-play) ------
TRAIN_INDEX = {t.name: i for i, t in enumerate(TRAINS)}
DIESEL = TRAIN_INDEX["D"]
DIESEL_AFTER = TRAIN_INDEX["6"]  # 1830: Diesels are sold once the first 6 is bought
TRADE_INS = (TRAIN_INDEX["4"], TRAIN_INDEX["5"], TRAIN_INDEX["6"])
# Operating rounds per set, by the phase (the newest train bought) when the set begins (1830).
ORS_PER_SET = (1, 2, 2, 3, 3, 3)
# The network level: a railway starts at level 1; each phase allows one more level (the tiles
# of the next colour), and a director may raise it once per operating round for a price.
# A train's run = its size x the value of the railway's level (multiples of 10, so a pay-out
# divides into whole dollars per share).
LEVEL_VALUE = (0, 50, 80, 110, 140, 170, 200)
LEVEL_COST = (0, 80, 120, 160, 200, 240)  # raising from level L to L + 1 costs LEVEL_COST[L]
MAX_LEVEL = (2, 3, 4, 5, 6, 6)  # by the phase
BANK = 4_800  # the bank's cash once the players have their starting money (1830: $12,000)
MAX_OPERATING_ROUNDS = 30  # a safety stop (the game ends with the set); never reached in play
