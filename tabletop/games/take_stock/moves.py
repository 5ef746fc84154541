"""Take Stock's move vocabulary, shared by the UI, the AI and the hints.

A turn is a sequence of these small moves: Draw, then one action; an action that needs more
decisions (which card to discard, which event to apply, which company to audit) leaves the
state waiting for the next small move from the same or another seat.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.game import Move, move_codec

MARKET_LOOK_TWO = "A"  # look at two events, apply one, discard the other face down
MARKET_SECURE = "B"  # look at one event and secure it face down
AUDIT_SHARE, AUDIT_SPLIT = "share", "split"


@dataclass(frozen=True)
class Draw(Move):
    """Draw the turn's share card (the first thing every turn)."""

    kind = "draw"


@dataclass(frozen=True)
class Raise(Move):
    """Den Wert einer Firma erhöhen: play a hand card onto its company's row."""

    card: int
    kind = "raise"


@dataclass(frozen=True)
class Secure(Move):
    """Ein Zertifikat sichern: lay a hand card in front of you (a Discard follows)."""

    card: int
    kind = "secure"


@dataclass(frozen=True)
class PlayMarket(Move):
    """Eine Karte abwerfen und den Markt spielen, option A or B chosen before drawing."""

    card: int
    option: str
    kind = "play_market"


@dataclass(frozen=True)
class PlaySecured(Move):
    """Play a previously secured event card (a Discard follows, then its effect)."""

    event: int
    kind = "play_secured"


@dataclass(frozen=True)
class Discard(Move):
    """Discard a hand card: after securing, for a secured event, Insider Trading, Downturn."""

    card: int
    kind = "discard"


@dataclass(frozen=True)
class ChooseEvent(Move):
    """Option A: which of the two event cards looked at takes effect."""

    event: int
    kind = "choose_event"


@dataclass(frozen=True)
class PickCompany(Move):
    """The company an Audit hits, or that a Freeze freezes or thaws."""

    company: int
    kind = "pick_company"


@dataclass(frozen=True)
class AuditRemove(Move):
    """An audited company with a split and a share card above the 1: which goes."""

    what: str
    kind = "audit_remove"


@dataclass(frozen=True)
class TakeFromDiscard(Move):
    """Insider Trading: take one card of the company from the share discard pile."""

    card: int
    kind = "take_from_discard"


@dataclass(frozen=True)
class StopTaking(Move):
    """Insider Trading: take no more cards."""

    kind = "stop_taking"


@dataclass(frozen=True)
class UseOption(Move):
    """Round end: spend a stock option to add a hand card to your certificates."""

    card: int
    kind = "use_option"


@dataclass(frozen=True)
class EndOptions(Move):
    """Round end: use no more options (the rest of the hand is discarded)."""

    kind = "end_options"


ALL_MOVES = (
    Draw,
    Raise,
    Secure,
    PlayMarket,
    PlaySecured,
    Discard,
    ChooseEvent,
    PickCompany,
    AuditRemove,
    TakeFromDiscard,
    StopTaking,
    UseOption,
    EndOptions,
)
from_json = move_codec(*ALL_MOVES)
