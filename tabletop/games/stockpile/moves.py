"""Stockpile's move vocabulary, shared by the UI, the AI and the hints.

Every decision is one small move; a decision in several steps (play a strategy card, then pick
its target) leaves the state with a `prompt` that the next small move answers.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.game import Move, move_codec

# sources for ChooseCard
PORTFOLIO, SPLIT, DISCARD, HELD, COMMERCIAL = "portfolio", "split", "discard", "held", "commercial"
# ways to sell (Sell.how)
NORMAL, SPLIT_SALE, HALF, SOROS = "normal", "split", "half", "soros"
COMPANY_CARD, FORECAST_CARD = "company", "forecast"


@dataclass(frozen=True)
class ChooseInvestor(Move):
    """Setup: keep a dealt investor card (the other is removed from the game)."""

    investor: int
    kind = "choose_investor"


@dataclass(frozen=True)
class OfferInvestor(Move):
    """Investor auction: put one of your dealt investors on an empty stockpile."""

    investor: int
    pile: int
    kind = "offer_investor"


@dataclass(frozen=True)
class DiscardStrategy(Move):
    """Setup: discard an investment strategy card (two each, removed from the game)."""

    card: int
    kind = "discard_strategy"


@dataclass(frozen=True)
class BuyNotes(Move):
    """Start of the round: buy 0 to 3 promissory notes."""

    count: int
    kind = "buy_notes"


@dataclass(frozen=True)
class PhilPick(Move):
    """Forecast Phil: pick a company card or a forecast card before the deal."""

    what: str
    card: int
    kind = "phil_pick"


@dataclass(frozen=True)
class Place(Move):
    """Fase de Abastecimento: put a market card on a stockpile, face up (1) or down (0)."""

    card: int
    pile: int
    face_up: int
    kind = "place"


@dataclass(frozen=True)
class PlaceCommercial(Move):
    """Commodities & Taxes: put a commercial card face up on a stockpile."""

    card: int
    pile: int
    kind = "place_commercial"


@dataclass(frozen=True)
class PlaceFirstCard(Move):
    """First-player-card variant: put the first player card on a stockpile."""

    pile: int
    kind = "place_first_card"


@dataclass(frozen=True)
class LookPile(Move):
    """Wise Warren: look at every face-down card of one stockpile."""

    pile: int
    kind = "look_pile"


@dataclass(frozen=True)
class MoveCard(Move):
    """Maverick Mark: move the card at `index` of one stockpile to another stockpile."""

    pile: int
    index: int
    to_pile: int
    kind = "move_card"


@dataclass(frozen=True)
class Bid(Move):
    """Fase de Demanda: put an auction meeple on a space (0..7) of a stockpile's bid track."""

    pile: int
    space: int
    kind = "bid"


@dataclass(frozen=True)
class ChoosePair(Move):
    """Look at (or act on) an insider pair: a player's, the face-up one or a face-down one."""

    pair: int
    kind = "choose_pair"


@dataclass(frozen=True)
class GiveFirstCard(Move):
    """First-player-card variant: hand the card won with a stockpile to a player."""

    seat: int
    kind = "give_first_card"


@dataclass(frozen=True)
class PlayAction(Move):
    """Fase de Ação: play a Stock Boom (+2) or Stock Bust (-2) on a company."""

    card: int
    company: int
    kind = "play_action"


@dataclass(frozen=True)
class UsePower(Move):
    """Use an investor's power that takes further decisions (Cramer, Chanda, Martha...)."""

    investor: int
    kind = "use_power"


@dataclass(frozen=True)
class PlayStrategy(Move):
    """Play an investment strategy card (pay its cost; targets follow if it has any)."""

    card: int
    kind = "play_strategy"


@dataclass(frozen=True)
class ChooseCard(Move):
    """Answer a prompt with a card from one of your places or the discard pile."""

    card: int
    source: str
    kind = "choose_card"


@dataclass(frozen=True)
class ChooseCompany(Move):
    """Answer a prompt with a company (and a direction where the prompt moves its price)."""

    company: int
    delta: int
    kind = "choose_company"


@dataclass(frozen=True)
class Sell(Move):
    """Fase de Venda: sell a share ("normal", "split" double, "half" from the split portfolio
    back to the portfolio, "soros" for $8K)."""

    card: int
    how: str
    kind = "sell"


@dataclass(frozen=True)
class Claim(Move):
    """Hidden dividends: how many shares (portfolio, split portfolio) you reveal for a dividend."""

    normal: int
    split: int
    kind = "claim"


@dataclass(frozen=True)
class Gift(Move):
    """Opulent Oprah: $2K to one player (first == second) or $1K to each of two."""

    first: int
    second: int
    kind = "gift"


@dataclass(frozen=True)
class Pass(Move):
    """Decline an optional power or purchase."""

    kind = "pass"


@dataclass(frozen=True)
class EndTurn(Move):
    """End your turn in the Action or Selling phase."""

    kind = "end_turn"


ALL_MOVES = (
    ChooseInvestor,
    OfferInvestor,
    DiscardStrategy,
    BuyNotes,
    PhilPick,
    Place,
    PlaceCommercial,
    PlaceFirstCard,
    LookPile,
    MoveCard,
    Bid,
    ChoosePair,
    GiveFirstCard,
    PlayAction,
    UsePower,
    PlayStrategy,
    ChooseCard,
    ChooseCompany,
    Sell,
    Claim,
    Gift,
    Pass,
    EndTurn,
)
from_json = move_codec(*ALL_MOVES)
