"""Karthedis' move vocabulary, shared by the UI, the AI and the hints.

Setup (the draft): Pick.  A round: Einstellungsphase (Speculate / EndSpeculate), Erste
Aufrufphase (PassCard face down, or Call face up), Handelsphase (Bid, Intervene, DropOut,
EndTrade), Zweite Aufrufphase (Call up to twice, EndCalls).  Abilities that need a choice ask
with Discard (a card from hand) or Purge (whose Abberufen pile leaves the game).  A card with
Einsatz asks nothing when drawn: its owner's standing choice (SetDeploy, on any turn of theirs)
decides, so the table never learns from a question that an Einsatz card was drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.game import Move, move_codec


@dataclass(frozen=True)
class Pick(Move):
    """Draft: keep a card of the packet in your hand; the rest is passed on."""

    card: int
    kind = "pick"


@dataclass(frozen=True)
class Speculate(Move):
    """Einstellungsphase: show a Spekulieren card from your hand and use its ability."""

    card: int
    kind = "speculate"


@dataclass(frozen=True)
class EndSpeculate(Move):
    """Einstellungsphase: use no (more) Spekulieren abilities."""

    kind = "end_speculate"


@dataclass(frozen=True)
class Discard(Move):
    """An ability asks you to discard a card from your hand (to your Abberufen pile)."""

    card: int
    kind = "discard"


@dataclass(frozen=True)
class PassCard(Move):
    """Erste Aufrufphase: play a card face down: you pass until the next call phase."""

    card: int
    kind = "pass_card"


@dataclass(frozen=True)
class Call(Move):
    """A call phase: play a card face up (abberufen at once and draw, unless it has Aufruf)."""

    card: int
    kind = "call"


@dataclass(frozen=True)
class EndCalls(Move):
    """Zweite Aufrufphase: play no (more) cards."""

    kind = "end_calls"


@dataclass(frozen=True)
class Bid(Move):
    """Handelsphase: place a card face down at the resource in display place `slot`."""

    card: int
    slot: int
    kind = "bid"


@dataclass(frozen=True)
class Intervene(Move):
    """Handelsphase: play an Intervenieren card face up against the face-down card `bid`
    (its place in the order the bids were made)."""

    card: int
    bid: int
    kind = "intervene"


@dataclass(frozen=True)
class DropOut(Move):
    """Handelsphase, your first turn: lay a card face up (it is abberufen) and sit out."""

    card: int
    kind = "drop_out"


@dataclass(frozen=True)
class EndTrade(Move):
    """Handelsphase: declare that you play no more cards."""

    kind = "end_trade"


@dataclass(frozen=True)
class Purge(Move):
    """An ability removes the Abberufen pile of `seat` from the game."""

    seat: int
    kind = "purge"


@dataclass(frozen=True)
class SetDeploy(Move):
    """Your standing, private choice for the Einsatz cards you draw from now on: `on` 1 shows
    each and uses its ability at once (the rulebook's "Zeige Karten mit dieser Fähigkeit offen
    vor, falls du diesen Effekt nutzen möchtest"), 0 keeps them hidden.  It changes nothing
    else and the turn stays yours."""

    on: int
    kind = "set_deploy"


# what an ability asks for (a pending decision): [DISCARD, seat] or [PURGE, seat]
DISCARD, PURGE = 1, 2
NO_CARD = -2  # no face-down pass card (HIDDEN, -1, is a card one cannot see)

ALL_MOVES = (
    Pick,
    Speculate,
    EndSpeculate,
    Discard,
    PassCard,
    Call,
    EndCalls,
    Bid,
    Intervene,
    DropOut,
    EndTrade,
    Purge,
    SetDeploy,
)
from_json = move_codec(*ALL_MOVES)
END_SPECULATE = EndSpeculate()
END_CALLS = EndCalls()
END_TRADE = EndTrade()
DEPLOY_ON, DEPLOY_OFF = SetDeploy(1), SetDeploy(0)
