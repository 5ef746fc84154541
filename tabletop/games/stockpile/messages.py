"""Every player-facing sentence of the Stockpile engine (context "Stockpile").

Arguments: `player` is a seat index (int) that the UI replaces by the seat's name; other seats
appear as nested Texts made by seat_text (whose own argument is `player`).  Card, company,
investor and strategy names stay as printed (English); amounts are in $K.  The Portuguese
translation uses the rulebook's own words (Fase de Informação, Fase de Abastecimento, Fase de
Demanda, Fase de Ação, Fase de Venda, Fase de Movimento, Carteira de Ações, Carteira
Dividida, Pilha de Ações, Trilha de Lances, Promissórias...).
"""

from __future__ import annotations

from ...core.text import QT_TRANSLATE_NOOP, Text, plain
from . import cards
from . import moves as mv

# --- naming things ----------------------------------------------------------------------------
FACE_DOWN_CARD = QT_TRANSLATE_NOOP("Stockpile", "a face-down card")
BOOM = QT_TRANSLATE_NOOP("Stockpile", "Stock Boom")
BUST = QT_TRANSLATE_NOOP("Stockpile", "Stock Bust")
FEE = QT_TRANSLATE_NOOP("Stockpile", "Trading Fee ${amount}K")
FIRST_PLAYER_CARD = QT_TRANSLATE_NOOP("Stockpile", "First Player Card")
TAX = QT_TRANSLATE_NOOP("Stockpile", "Tax")
HIDDEN_CARD = QT_TRANSLATE_NOOP("Stockpile", "a hidden card")
BOARD_UP = QT_TRANSLATE_NOOP("Stockpile", "face-up pair")
BOARD_DOWN = QT_TRANSLATE_NOOP("Stockpile", "face-down pair")
PAIR = QT_TRANSLATE_NOOP("Stockpile", "{company} {forecast}")
UNKNOWN_PAIR = QT_TRANSLATE_NOOP("Stockpile", "an unknown pair")
SEPARATOR = QT_TRANSLATE_NOOP("Stockpile", ", ")
NOTHING = QT_TRANSLATE_NOOP("Stockpile", "nothing")


def seat_text(seat: int) -> Text:
    return Text("", "{player}", (("player", seat),))


def card_text(card: int) -> Text:
    if card < 0:
        return HIDDEN_CARD
    if cards.is_stock(card):
        return plain(cards.COMPANIES[cards.company_of(card)])
    if cards.is_fee(card):
        return FEE(amount=cards.fee_value(card))
    if cards.is_action(card):
        return BOOM if cards.action_delta(card) > 0 else BUST
    if cards.is_commodity(card):
        return plain(cards.COMMODITY_KINDS[cards.commodity_kind(card)])
    if cards.is_tax(card):
        return TAX
    return FIRST_PLAYER_CARD


def forecast_text(card: int) -> Text:
    return plain(cards.forecast_face(card)[0]) if card >= 0 else plain("?")


def join(texts: list[Text]) -> Text:
    if not texts:
        return NOTHING
    source = "{sep}".join(f"{{a{i}}}" for i in range(len(texts)))
    return Text(
        "", source, tuple((f"a{i}", t) for i, t in enumerate(texts)) + (("sep", SEPARATOR),)
    )


def pair_owner(s, pair: int) -> Text:
    holder = s.pair_holder[pair]
    if holder >= 0:
        return seat_text(holder)
    return BOARD_UP if holder == -2 else BOARD_DOWN


def pair_text(s, pair: int) -> Text:
    if s.pair_company[pair] < 0:
        return UNKNOWN_PAIR
    return PAIR(
        company=plain(cards.COMPANIES[s.pair_company[pair]]),
        forecast=forecast_text(s.pair_forecast[pair]),
    )


# --- phases (the rulebook's names) ------------------------------------------------------------
PHASE_INFORMATION = QT_TRANSLATE_NOOP("Stockpile", "Information Phase")
PHASE_SUPPLY = QT_TRANSLATE_NOOP("Stockpile", "Supply Phase")
PHASE_DEMAND = QT_TRANSLATE_NOOP("Stockpile", "Demand Phase")
PHASE_ACTION = QT_TRANSLATE_NOOP("Stockpile", "Action Phase")
PHASE_SELLING = QT_TRANSLATE_NOOP("Stockpile", "Selling Phase")
PHASE_MOVEMENT = QT_TRANSLATE_NOOP("Stockpile", "Movement Phase")

# --- setup and rounds -------------------------------------------------------------------------
GAME_STARTS = QT_TRANSLATE_NOOP(
    "Stockpile", "{player} is the first player; the game lasts {rounds} rounds."
)
ROUND_STARTS = QT_TRANSLATE_NOOP(
    "Stockpile", "Round {round} of {rounds} begins; {player} is the first player."
)
ROUND_ENDS = QT_TRANSLATE_NOOP("Stockpile", "Round {round} ends.")
CHOOSE_INVESTORS = QT_TRANSLATE_NOOP(
    "Stockpile", "Every player chooses an investor from the cards dealt."
)
INVESTOR_CHOSEN_SECRETLY = QT_TRANSLATE_NOOP("Stockpile", "{player} has chosen an investor.")
YOU_CHOSE_INVESTOR = QT_TRANSLATE_NOOP("Stockpile", "You chose {investor}.")
INVESTOR_REVEALED = QT_TRANSLATE_NOOP(
    "Stockpile", "{player} plays {investor} and starts with ${money}K."
)
OFFER_INVESTORS = QT_TRANSLATE_NOOP(
    "Stockpile", "Investor auction: every player puts an investor on a stockpile."
)
INVESTOR_OFFERED = QT_TRANSLATE_NOOP("Stockpile", "{player} offers {investor} on stockpile {pile}.")
INVESTOR_AUCTION = QT_TRANSLATE_NOOP("Stockpile", "The investors are auctioned.")
INVESTOR_WON = QT_TRANSLATE_NOOP("Stockpile", "{player} wins {investor} with a bid of ${bid}K.")
DISCARD_STRATEGIES = QT_TRANSLATE_NOOP(
    "Stockpile", "Every player discards {count} investment strategy cards."
)
IVAN_DRAWS = QT_TRANSLATE_NOOP(
    "Stockpile", "Illicit Ivan: {player} draws %n more strategy card(s).", None, 1
)
STRATEGIES_READY = QT_TRANSLATE_NOOP("Stockpile", "The investment strategy cards are ready.")
BUYS_NOTES = QT_TRANSLATE_NOOP(
    "Stockpile", "{player} buys promissory notes: {count} for ${amount}K."
)
DICE_ROLLED = QT_TRANSLATE_NOOP("Stockpile", "{player} rolls the forecast dice: {faces}.")
PHIL_COMPANY = QT_TRANSLATE_NOOP("Stockpile", "Forecast Phil: {player} picks a company card.")
PHIL_FORECAST = QT_TRANSLATE_NOOP("Stockpile", "Forecast Phil: {player} picks a forecast card.")
INSIDER_DEALT = QT_TRANSLATE_NOOP("Stockpile", "{player} receives insider information.")
YOUR_INSIDER = QT_TRANSLATE_NOOP("Stockpile", "Your insider information: {pairs}.")
PUBLIC_PAIR = QT_TRANSLATE_NOOP("Stockpile", "Public forecast: {pair}.")

# --- supply -----------------------------------------------------------------------------------
ROBINS_DRAWS = QT_TRANSLATE_NOOP(
    "Stockpile", "Royal Robins: {player} draws %n card(s) for the stockpiles.", None, 1
)
ROBINS_SEES = QT_TRANSLATE_NOOP("Stockpile", "You drew {cards}.")
ROBINS_PLACES = QT_TRANSLATE_NOOP(
    "Stockpile",
    "{player} places a card face down on stockpile {pile}; the "
    "others go face up on the other stockpiles.",
)
PILES_SEEDED = QT_TRANSLATE_NOOP("Stockpile", "The stockpiles start with {cards}.")
CARDS_DEALT = QT_TRANSLATE_NOOP("Stockpile", "{player} receives {count} market cards.")
YOU_RECEIVE = QT_TRANSLATE_NOOP("Stockpile", "You receive {cards}.")
DRAWS_COMMERCIAL = QT_TRANSLATE_NOOP("Stockpile", "{player} draws a card from the commercial deck.")
STRATEGIES_DEALT = QT_TRANSLATE_NOOP(
    "Stockpile", "{player} receives {count} investment strategy cards."
)
PLACES = QT_TRANSLATE_NOOP("Stockpile", "{player} places {card} on stockpile {pile}.")
YOU_PLACE = QT_TRANSLATE_NOOP("Stockpile", "You place {card} on stockpile {pile}.")
FIRST_CARD_PLACED = QT_TRANSLATE_NOOP(
    "Stockpile", "{player} places the First Player Card on stockpile {pile}."
)

# --- demand -----------------------------------------------------------------------------------
WARREN_LOOKS = QT_TRANSLATE_NOOP("Stockpile", "Wise Warren: {player} looks at stockpile {pile}.")
WARREN_SAW = QT_TRANSLATE_NOOP("Stockpile", "Stockpile {pile} hides {cards}.")
MARK_MOVES = QT_TRANSLATE_NOOP(
    "Stockpile",
    "Maverick Mark: {player} moves {card} from stockpile {pile} to stockpile {to_pile}.",
)
LILIANE_INCOME = QT_TRANSLATE_NOOP("Stockpile", "Lazy Liliane: {player} receives ${amount}K.")
BIDS = QT_TRANSLATE_NOOP("Stockpile", "{player} bids ${amount}K on stockpile {pile}.")
OUTBID = QT_TRANSLATE_NOOP("Stockpile", "{player} is outbid on stockpile {pile}.")
MARTHA_LOOKS = QT_TRANSLATE_NOOP(
    "Stockpile", "Mayknow Martha: {player} looks at an insider pair ({owner})."
)
LOOKS_AT_PAIR = QT_TRANSLATE_NOOP("Stockpile", "{player} looks at an insider pair ({owner}).")
PAIR_SEEN = QT_TRANSLATE_NOOP("Stockpile", "{owner}: {company} {forecast}.")
WINS_PILE = QT_TRANSLATE_NOOP("Stockpile", "{player} pays ${amount}K for stockpile {pile}.")
YOU_WIN_PILE = QT_TRANSLATE_NOOP("Stockpile", "You pay ${amount}K for stockpile {pile}: {cards}.")
TAKES_COMMERCIAL = QT_TRANSLATE_NOOP("Stockpile", "{player} takes {card}.")
BERNIE_FEE = QT_TRANSLATE_NOOP(
    "Stockpile", "Broker Bernie: {player} earns a trading fee of ${amount}K."
)
PAYS_FEE = QT_TRANSLATE_NOOP("Stockpile", "{player} pays a trading fee of ${amount}K.")
FEE_UNPAID = QT_TRANSLATE_NOOP("Stockpile", "{player} cannot pay a trading fee of ${amount}K yet.")
GIVES_FIRST_CARD = QT_TRANSLATE_NOOP("Stockpile", "{player} gives the First Player Card to {to}.")

# --- action and selling -----------------------------------------------------------------------
PLAYS_ACTION = QT_TRANSLATE_NOOP("Stockpile", "{player} plays {card} on {company}.")
CRAMER_MOVES = QT_TRANSLATE_NOOP("Stockpile", "Crazy Cramer: {player} moves {company} by {delta}.")
TO_SPLIT = QT_TRANSLATE_NOOP("Stockpile", "{player} moves {card} into the split portfolio.")
FROM_SPLIT = QT_TRANSLATE_NOOP(
    "Stockpile", "{player} moves {card} from the split portfolio back to the portfolio."
)
DISCARDS_SHARE = QT_TRANSLATE_NOOP("Stockpile", "{player} discards a {card} share.")
PLAYS_STRATEGY = QT_TRANSLATE_NOOP("Stockpile", "{player} plays {card} (cost ${cost}K).")
GAINS = QT_TRANSLATE_NOOP("Stockpile", "{player} receives ${amount}K.")
REVEALS_COMPANIES = QT_TRANSLATE_NOOP("Stockpile", "{player} shows shares of {companies}.")
TAX_RETURNED = QT_TRANSLATE_NOOP("Stockpile", "{player} returns a tax card to the box.")
NOTE_CONVERTED = QT_TRANSLATE_NOOP("Stockpile", "{player} gives up a promissory note.")
TAKES_FROM_DISCARD = QT_TRANSLATE_NOOP(
    "Stockpile", "{player} takes a {card} share from the discard pile."
)
PAIR_PUBLISHED = QT_TRANSLATE_NOOP(
    "Stockpile", "{player} reveals an insider pair ({owner}): {pair}."
)
EXTRA_DIVIDEND = QT_TRANSLATE_NOOP(
    "Stockpile", "{player} declares a dividend on {company}: ${total}K paid in all."
)
FALSIFIES = QT_TRANSLATE_NOOP(
    "Stockpile", "{player} puts Falsified Earnings on a forecast ({owner})."
)
SPENDS_ACTION = QT_TRANSLATE_NOOP("Stockpile", "{player} discards {card} unused.")
COMMODITY_SPENT = QT_TRANSLATE_NOOP("Stockpile", "{player} gives up a {card} commodity.")
SELLS = QT_TRANSLATE_NOOP("Stockpile", "{player} sells {card} for ${amount}K.")
SELLS_SPLIT = QT_TRANSLATE_NOOP("Stockpile", "{player} sells a split {card} share for ${amount}K.")
SELLS_HALF = QT_TRANSLATE_NOOP(
    "Stockpile", "{player} sells half of a split {card} share for ${amount}K."
)
SELLS_SOROS = QT_TRANSLATE_NOOP(
    "Stockpile", "Shorting Soros: {player} sells {card} for ${amount}K."
)
BARACK_BUYS = QT_TRANSLATE_NOOP(
    "Stockpile", "Bailout Barack: {player} buys {card} from the discard pile for ${amount}K."
)

# --- movement ---------------------------------------------------------------------------------
PAIR_REVEALED = QT_TRANSLATE_NOOP("Stockpile", "Forecast revealed ({owner}): {pair}.")
PAIR_REVEALED_FALSIFIED = QT_TRANSLATE_NOOP(
    "Stockpile", "Forecast revealed ({owner}): {pair}, with Falsified Earnings."
)
DIVIDEND = QT_TRANSLATE_NOOP("Stockpile", "{company} pays a dividend of ${amount}K per share.")
CLAIMS = QT_TRANSLATE_NOOP(
    "Stockpile", "{player} shows shares: {normal}, split shares: {split} (${amount}K)."
)
PRICE_NOW = QT_TRANSLATE_NOOP("Stockpile", "{company} is now at {value}.")
STEEL_DIVIDEND = QT_TRANSLATE_NOOP("Stockpile", "{company} pays $1K per share as it climbs.")
SPLIT = QT_TRANSLATE_NOOP("Stockpile", "{company} splits!")
SPLIT_HOLDINGS = QT_TRANSLATE_NOOP(
    "Stockpile", "{player} moves shares into the split portfolio: {moved}, and earns ${bonus}K."
)
BANKRUPT = QT_TRANSLATE_NOOP(
    "Stockpile", "{company} goes bankrupt and starts again at its start value."
)
BANKRUPT_LOSS = QT_TRANSLATE_NOOP("Stockpile", "{player} loses shares: {count}.")

# --- end of round and game --------------------------------------------------------------------
INTEREST = QT_TRANSLATE_NOOP("Stockpile", "{player} receives ${amount}K interest.")
LI_INTEREST = QT_TRANSLATE_NOOP(
    "Stockpile", "Lucrative Li: {player} receives ${amount}K extra interest."
)
OPRAH_GIVES = QT_TRANSLATE_NOOP("Stockpile", "Opulent Oprah: {player} gives ${amount}K to {to}.")
SANDERS_TAKES = QT_TRANSLATE_NOOP(
    "Stockpile", "Socialist Sanders: {player} takes ${amount}K from {richest}."
)
SANDERS_GIVES = QT_TRANSLATE_NOOP(
    "Stockpile", "Socialist Sanders: {player} gives ${amount}K to {poorest}."
)
# {players} may name one seat or several (a tie): phrased to read well for either.
MAJORITY = QT_TRANSLATE_NOOP("Stockpile", "Majority in {company}: +${amount}K for {players}.")
GAME_OVER = QT_TRANSLATE_NOOP(
    "Stockpile", "The game is over. Highest total, ${amount}K: {players}."
)

# --- why a move is refused --------------------------------------------------------------------
WHY_OWN_TRACK = QT_TRANSLATE_NOOP("Stockpile", "Your other meeple is already on that bid track.")
WHY_OUTBID = QT_TRANSLATE_NOOP(
    "Stockpile", "A bid must lie further along the track than the bid it beats."
)
WHY_CARLOS = QT_TRANSLATE_NOOP(
    "Stockpile", "Cunning Carlos's blocker covers that space: outbid him by at least two spaces."
)
WHY_MONEY = QT_TRANSLATE_NOOP(
    "Stockpile", "You cannot pay that much: your money is public and limits you."
)
WHY_INVESTOR_LIMIT = QT_TRANSLATE_NOOP(
    "Stockpile", "You may not bid more for an investor than its starting money."
)
WHY_PLAY_ACTIONS = QT_TRANSLATE_NOOP(
    "Stockpile", "Play every Stock Boom and Stock Bust you won this round first."
)
WHY_NOTES_MAX = QT_TRANSLATE_NOOP("Stockpile", "You may buy at most 3 promissory notes a round.")
WHY_STRATEGY_IMPOSSIBLE = QT_TRANSLATE_NOOP(
    "Stockpile", "That card's effect cannot be carried out now."
)
WHY_FACES = QT_TRANSLATE_NOOP(
    "Stockpile",
    "Place one card face up and the other face down (Secretive Stuart may place both face down).",
)
WHY_COMMERCIAL_PILES = QT_TRANSLATE_NOOP(
    "Stockpile", "Your two commercial cards go on different stockpiles."
)
WHY_SOROS_ONCE = QT_TRANSLATE_NOOP(
    "Stockpile", "Shorting Soros sells only one share a round for $8K."
)
WHY_NOT_SOROS = QT_TRANSLATE_NOOP("Stockpile", "Only Shorting Soros sells a share for $8K.")
WHY_SHOCK_DIFFERENT = QT_TRANSLATE_NOOP(
    "Stockpile", "Systemic Shock moves three different companies."
)
WHY_ONE_STRATEGY = QT_TRANSLATE_NOOP(
    "Stockpile", "Only one investment strategy card per round (two for Illicit Ivan)."
)
WHY_NOT_THIS_PHASE = QT_TRANSLATE_NOOP(
    "Stockpile", "That is not a move of this step of the {phase} Phase."
)
WHY_NOT_YOURS = QT_TRANSLATE_NOOP(
    "Stockpile", "That card or place is not one you may use in this step of the {phase} Phase."
)

# --- describe(move) ---------------------------------------------------------------------------
D_CHOOSE_INVESTOR = QT_TRANSLATE_NOOP("Stockpile", "Choose {investor}")
D_OFFER_INVESTOR = QT_TRANSLATE_NOOP("Stockpile", "Offer {investor} on stockpile {pile}")
D_DISCARD_STRATEGY = QT_TRANSLATE_NOOP("Stockpile", "Discard {card}")
D_BUY_NOTES = QT_TRANSLATE_NOOP("Stockpile", "Buy promissory notes: {count}")
D_BUY_NO_NOTES = QT_TRANSLATE_NOOP("Stockpile", "Buy no promissory notes")
D_PHIL = QT_TRANSLATE_NOOP("Stockpile", "Pick {card}")
D_PLACE_UP = QT_TRANSLATE_NOOP("Stockpile", "Place {card} face up on stockpile {pile}")
D_PLACE_DOWN = QT_TRANSLATE_NOOP("Stockpile", "Place {card} face down on stockpile {pile}")
D_PLACE_FIRST = QT_TRANSLATE_NOOP("Stockpile", "Place the First Player Card on stockpile {pile}")
D_LOOK_PILE = QT_TRANSLATE_NOOP("Stockpile", "Look at stockpile {pile}")
D_MOVE_CARD = QT_TRANSLATE_NOOP(
    "Stockpile", "Move a card from stockpile {pile} to stockpile {to_pile}"
)
D_BID = QT_TRANSLATE_NOOP("Stockpile", "Bid ${amount}K on stockpile {pile}")
D_CHOOSE_PAIR = QT_TRANSLATE_NOOP("Stockpile", "Choose an insider pair ({owner})")
D_GIVE_FIRST = QT_TRANSLATE_NOOP("Stockpile", "Give the First Player Card to {player}")
D_PLAY_ACTION = QT_TRANSLATE_NOOP("Stockpile", "Play {card} on {company}")
D_USE_POWER = QT_TRANSLATE_NOOP("Stockpile", "Use {investor}")
D_PLAY_STRATEGY = QT_TRANSLATE_NOOP("Stockpile", "Play {card}")
D_CHOOSE_CARD = QT_TRANSLATE_NOOP("Stockpile", "Choose {card}")
D_CHOOSE_COMPANY = QT_TRANSLATE_NOOP("Stockpile", "Choose {company}")
D_CHOOSE_COMPANY_MOVE = QT_TRANSLATE_NOOP("Stockpile", "Move {company} by {delta}")
D_SELL = QT_TRANSLATE_NOOP("Stockpile", "Sell {card}")
D_SELL_SPLIT = QT_TRANSLATE_NOOP("Stockpile", "Sell a split {card} share")
D_SELL_HALF = QT_TRANSLATE_NOOP("Stockpile", "Sell half of a split {card} share")
D_SELL_SOROS = QT_TRANSLATE_NOOP("Stockpile", "Sell {card} for $8K (Shorting Soros)")
D_CLAIM = QT_TRANSLATE_NOOP("Stockpile", "Show shares: {normal}, split shares: {split}")
D_GIFT_ONE = QT_TRANSLATE_NOOP("Stockpile", "Give $2K to {player}")
D_GIFT_TWO = QT_TRANSLATE_NOOP("Stockpile", "Give $1K each to {a} and {b}")
D_PASS = QT_TRANSLATE_NOOP("Stockpile", "Pass")
D_END_TURN = QT_TRANSLATE_NOOP("Stockpile", "End turn")


def describe(s, move) -> Text:
    if isinstance(move, mv.ChooseInvestor):
        return D_CHOOSE_INVESTOR(investor=plain(cards.INVESTORS[move.investor]))
    if isinstance(move, mv.OfferInvestor):
        return D_OFFER_INVESTOR(investor=plain(cards.INVESTORS[move.investor]), pile=move.pile + 1)
    if isinstance(move, (mv.DiscardStrategy, mv.PlayStrategy)):
        name = (
            plain(cards.STRATEGIES[cards.strategy_type(move.card)][0])
            if move.card >= 0
            else HIDDEN_CARD
        )
        return (D_DISCARD_STRATEGY if isinstance(move, mv.DiscardStrategy) else D_PLAY_STRATEGY)(
            card=name
        )
    if isinstance(move, mv.BuyNotes):
        return D_BUY_NOTES(count=move.count) if move.count else D_BUY_NO_NOTES
    if isinstance(move, mv.PhilPick):
        return D_PHIL(
            card=plain(cards.COMPANIES[move.card])
            if move.what == mv.COMPANY_CARD
            else forecast_text(move.card)
        )
    if isinstance(move, mv.Place):
        return (D_PLACE_UP if move.face_up else D_PLACE_DOWN)(
            card=card_text(move.card), pile=move.pile + 1
        )
    if isinstance(move, mv.PlaceCommercial):
        return D_PLACE_UP(card=card_text(move.card), pile=move.pile + 1)
    if isinstance(move, mv.PlaceFirstCard):
        return D_PLACE_FIRST(pile=move.pile + 1)
    if isinstance(move, mv.LookPile):
        return D_LOOK_PILE(pile=move.pile + 1)
    if isinstance(move, mv.MoveCard):
        return D_MOVE_CARD(pile=move.pile + 1, to_pile=move.to_pile + 1)
    if isinstance(move, mv.Bid):
        return D_BID(amount=cards.BID_SPACES[move.space], pile=move.pile + 1)
    if isinstance(move, mv.ChoosePair):
        return D_CHOOSE_PAIR(owner=pair_owner(s, move.pair))
    if isinstance(move, mv.GiveFirstCard):
        return D_GIVE_FIRST(player=move.seat)
    if isinstance(move, mv.PlayAction):
        return D_PLAY_ACTION(
            card=card_text(move.card), company=plain(cards.COMPANIES[move.company])
        )
    if isinstance(move, mv.UsePower):
        return D_USE_POWER(investor=plain(cards.INVESTORS[move.investor]))
    if isinstance(move, mv.ChooseCard):
        return D_CHOOSE_CARD(card=card_text(move.card))
    if isinstance(move, mv.ChooseCompany):
        company = plain(cards.COMPANIES[move.company])
        if move.delta:
            return D_CHOOSE_COMPANY_MOVE(company=company, delta=plain(f"{move.delta:+d}"))
        return D_CHOOSE_COMPANY(company=company)
    if isinstance(move, mv.Sell):
        return {
            mv.NORMAL: D_SELL,
            mv.SPLIT_SALE: D_SELL_SPLIT,
            mv.HALF: D_SELL_HALF,
            mv.SOROS: D_SELL_SOROS,
        }[move.how](card=card_text(move.card))
    if isinstance(move, mv.Claim):
        return D_CLAIM(normal=move.normal, split=move.split)
    if isinstance(move, mv.Gift):
        if move.first == move.second:
            return D_GIFT_ONE(player=move.first)
        return D_GIFT_TWO(a=seat_text(move.first), b=seat_text(move.second))
    if isinstance(move, mv.EndTurn):
        return D_END_TURN
    return D_PASS
