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
