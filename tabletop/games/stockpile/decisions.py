"""The decisions of Stockpile as a player names them: the coach's groups of legal moves.

`group(move)` is the kind of decision ("Bid on a stockpile"), `choice(s, move)` what tells the
moves of a group apart ("stockpile 2", "Oil").  Context "Stockpile", like the engine's other
messages; investor, company and card names stay as printed.
"""

from __future__ import annotations

from ...core.game import Move
from ...core.text import QT_TRANSLATE_NOOP, Text, plain
from . import cards
from . import messages as M
from . import moves as mv

GROUPS: dict[str, Text] = {
    "choose_investor": QT_TRANSLATE_NOOP("Stockpile", "Choose your investor"),
    "offer_investor": QT_TRANSLATE_NOOP("Stockpile", "Offer an investor on a stockpile"),
    "discard_strategy": QT_TRANSLATE_NOOP("Stockpile", "Discard an investment strategy card"),
    "buy_notes": QT_TRANSLATE_NOOP("Stockpile", "Buy promissory notes (or none)"),
    "phil_pick": QT_TRANSLATE_NOOP("Stockpile", "Forecast Phil: pick a company or forecast card"),
    "place": QT_TRANSLATE_NOOP(
        "Stockpile", "Place a market card on a stockpile (one face up, one face down)"
    ),
    "place_commercial": QT_TRANSLATE_NOOP("Stockpile", "Place a commercial card on a stockpile"),
    "place_first_card": QT_TRANSLATE_NOOP(
        "Stockpile", "Place the First Player Card on a stockpile"
    ),
    "look_pile": QT_TRANSLATE_NOOP("Stockpile", "Wise Warren: look at a stockpile"),
    "move_card": QT_TRANSLATE_NOOP("Stockpile", "Maverick Mark: move a card to another stockpile"),
    "bid": QT_TRANSLATE_NOOP("Stockpile", "Bid on a stockpile"),
    "choose_pair": QT_TRANSLATE_NOOP("Stockpile", "Choose an insider pair"),
    "give_first_card": QT_TRANSLATE_NOOP("Stockpile", "Give the First Player Card to a player"),
    "play_action": QT_TRANSLATE_NOOP("Stockpile", "Play a Stock Boom or Stock Bust on a company"),
    "use_power": QT_TRANSLATE_NOOP("Stockpile", "Use your investor's power"),
    "play_strategy": QT_TRANSLATE_NOOP("Stockpile", "Play an investment strategy card"),
    "choose_card": QT_TRANSLATE_NOOP("Stockpile", "Choose a card"),
    "choose_company": QT_TRANSLATE_NOOP("Stockpile", "Choose a company"),
    "sell": QT_TRANSLATE_NOOP("Stockpile", "Sell a share"),
    "claim": QT_TRANSLATE_NOOP("Stockpile", "Show shares for the dividend"),
    "gift": QT_TRANSLATE_NOOP("Stockpile", "Opulent Oprah: give money away"),
    "pass": QT_TRANSLATE_NOOP("Stockpile", "Pass"),
    "end_turn": QT_TRANSLATE_NOOP("Stockpile", "End your turn"),
}
PILE = QT_TRANSLATE_NOOP("Stockpile", "stockpile {pile}")


def group(move: Move) -> Text:
    return GROUPS.get(move.kind) or M.describe(None, move)


def choice(s, move: Move) -> Text | None:
    if isinstance(move, (mv.ChooseInvestor, mv.OfferInvestor, mv.UsePower)):
        return plain(cards.INVESTORS[move.investor])
    if isinstance(move, (mv.Place, mv.PlaceCommercial, mv.Sell, mv.ChooseCard)):
        return M.card_text(move.card)
    if isinstance(move, (mv.PlaceFirstCard, mv.LookPile, mv.Bid)):
        return PILE(pile=move.pile + 1)
    if isinstance(move, (mv.PlayAction, mv.ChooseCompany)):
        return plain(cards.COMPANIES[move.company])
    if isinstance(move, (mv.DiscardStrategy, mv.PlayStrategy)) and move.card >= 0:
        return plain(cards.STRATEGIES[cards.strategy_type(move.card)][0])
    if isinstance(move, (mv.BuyNotes, mv.PhilPick, mv.MoveCard, mv.Gift)):
        return M.describe(s, move)
    if isinstance(move, mv.ChoosePair):
        return M.pair_owner(s, move.pair)
    if isinstance(move, mv.GiveFirstCard):
        return M.seat_text(move.seat)
    return None
