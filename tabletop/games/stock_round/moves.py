"""Stock Round's move vocabulary, shared by the UI, the AI and the hints.

A stock round: directors declare re-issue offers (Offer); a turn is Sell (any number of one
railway's shares) and/or one Buy or Start (in that order), or Pass; a sale runs "Anyone wants
a share?", where each player in turn, then the railway, may Take one of the offered shares or
Decline.  An operating round, per railway: Raise the network level or Keep it; Payout or
Withhold the run; BuyTrain, then Done.  A director short of cash for a forced train sells
shares to the pool (Sell, in the "emergency" step).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.game import Move, move_codec


@dataclass(frozen=True)
class Offer(Move):
    """A director offers `count` of the railway's treasury shares for re-issue this round."""

    railway: int
    count: int
    kind = "offer"


@dataclass(frozen=True)
class Start(Move):
    """Buy a railway's director's certificate (20%) at par: the top row, column `col`."""

    railway: int
    col: int
    kind = "start"


@dataclass(frozen=True)
class Buy(Move):
    """Buy one share: `source` "new" (unissued), "reissue" (offered by the railway) at the
    market price paid to the railway, or "pool" at the price one column right."""

    railway: int
    source: str
    kind = "buy"


@dataclass(frozen=True)
class Sell(Move):
    """Sell `count` shares of one railway: "Anyone wants a share?" (in a stock round), or to
    the pool at the reduced price (a director raising cash for a forced train)."""

    railway: int
    count: int
    kind = "sell"


@dataclass(frozen=True)
class Pass(Move):
    """End the turn: nothing more this turn (a pass, if nothing was sold or bought)."""

    kind = "pass"


@dataclass(frozen=True)
class Take(Move):
    """ "Anyone wants a share?": yes, buy one of the offered shares at the market price."""

    kind = "take"


@dataclass(frozen=True)
class Decline(Move):
    """ "Anyone wants a share?": no."""

    kind = "decline"


@dataclass(frozen=True)
class Raise(Move):
    """Raise the railway's network level by one, paid from its treasury."""

    kind = "raise"


@dataclass(frozen=True)
class Keep(Move):
    """Leave the network level as it is this operating round."""

    kind = "keep"


@dataclass(frozen=True)
class Payout(Move):
    """Pay the run out to the shareholders: the token moves right."""

    kind = "payout"


@dataclass(frozen=True)
class Withhold(Move):
    """Keep the run in the railway's treasury: the token moves left."""

    kind = "withhold"


@dataclass(frozen=True)
class BuyTrain(Move):
    """Buy a train of kind `train` (an index into data.TRAINS) from the depot (`used` 0) or
    a discarded one from the bank pool (`used` 1); a Diesel may trade in a 4, 5 or 6
    (`trade`, a train index, -1 none)."""

    train: int
    used: int = 0
    trade: int = -1
    kind = "train"


@dataclass(frozen=True)
class Done(Move):
    """No more trains: the railway's operating turn ends."""

    kind = "done"


ALL_MOVES = (
    Offer,
    Start,
    Buy,
    Sell,
    Pass,
    Take,
    Decline,
    Raise,
    Keep,
    Payout,
    Withhold,
    BuyTrain,
    Done,
)
from_json = move_codec(*ALL_MOVES)
