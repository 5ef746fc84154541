"""What each piece of the Stockpile table is and does, in the tooltips' words (context
"StockpileTable", translated where shown).  The strategy cards' effects follow the rules
reference (docs/rules/stockpile.en.md, "The cards")."""

from __future__ import annotations

from ....core.text import QT_TRANSLATE_NOOP

# One per investment strategy card, in cards.STRATEGIES order.
STRATEGY_EFFECTS = (
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Gain half the bid printed on the space where your "
        "meeple ended (rounded up; with two meeples, the higher one).",
    ),
    QT_TRANSLATE_NOOP("StockpileTable", "If your meeple ended on $0, $1K or $3K: gain $4K."),
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Give up one of your promissory notes to take a stock "
        "card of your choice from the discard pile.",
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable", "Gain $5K for each duplicate commodity card (never for taxes)."
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Look at one insider pair: another player's, or a face-down pair next to the board.",
    ),
    QT_TRANSLATE_NOOP("StockpileTable", "Look at two insider pairs."),
    QT_TRANSLATE_NOOP(
        "StockpileTable", "Reveal another player's insider pair to everyone; gain $2K."
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable", "Show a share of each company you hold; gain $2K per company."
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable", "Choose a company: every player holding it receives $1K per share."
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable", "Choose a company: every player holding it receives $2K per share."
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Put this card on any forecast: a rise gets −3, a "
        "dividend is paid and then −3, a fall gets +3.",
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Discard one of your shares to take a stock card of "
        "your choice from the discard pile. Show both cards.",
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "As Fraudulent Transfer, but the share you take must be worth $4K or less.",
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable", "Get back what you paid for your stockpiles this round, up to $10K."
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Discard an unplayed Stock Boom or Bust to take a "
        "stock card of your choice from the discard pile.",
    ),
    QT_TRANSLATE_NOOP("StockpileTable", "Discard an unplayed Stock Boom or Bust: gain $12K."),
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Reveal a share and move it from your portfolio into your split portfolio.",
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Give up a commodity card: move three different companies one space each, up or down.",
    ),
    QT_TRANSLATE_NOOP("StockpileTable", "Move a company one space up."),
    QT_TRANSLATE_NOOP("StockpileTable", "Move a company one space down and gain $1K."),
    QT_TRANSLATE_NOOP("StockpileTable", "Return one of your tax cards to the box."),
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Sell one of your shares now for its value (double for a split share) plus $2K.",
    ),
)
STRATEGY = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "{name} (investment strategy, cost ${cost}K)\n"
    "{effect}\nPlay one a round in the Action Phase (click it).",
)
STRATEGY_BACK = QT_TRANSLATE_NOOP("StockpileTable", "An investment strategy card")

# the six phases of a round, for the phase ribbon
PHASE_TIPS = (
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Information: insider pairs (a company and its "
        "forecast) are dealt; promissory notes may be bought.",
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Supply: each player places two market cards on the "
        "stockpiles, one face up and one face down.",
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Demand: the players bid for the stockpiles with "
        "their meeples; each winner pays and takes the stockpile.",
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Action: Stock Boom/Bust cards move prices; strategy cards and investor powers are used.",
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable", "Selling: each player may sell shares at the company's current value."
    ),
    QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Movement: every forecast is revealed and moves its company's price or pays a dividend.",
    ),
)

GOODS = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "Goods are commodity cards (gold, platinum, oil, natural gas, corn, "
    "cattle): at the end of the game each set of different kinds pays $3K to $48K.\nTaxes are "
    "tax cards: at the end they cost $2K for one, up to $56K for seven.",
)
NOTES = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "Promissory notes: bought in the Information Phase for ${p}K each, they "
    "pay $1K interest every round and are redeemed at the end of the game.",
)
FEES_OWED = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "Trading fees not yet paid: they are paid as soon as the player has the money.",
)
STRATEGY_COUNT = QT_TRANSLATE_NOOP(
    "StockpileTable", "Investment strategy cards in hand (hidden from the other players)."
)
FORECAST = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "A forecast card: +1 to +4 or −1 to −4 moves the company's price that "
    "many spaces in the Movement Phase; $, $$ or $$$ pays a dividend of $1K to $3K a share "
    "instead (split shares count double).",
)
FORECAST_HIDDEN = QT_TRANSLATE_NOOP(
    "StockpileTable", "A forecast card you have not seen: revealed in the Movement Phase."
)
COMPANY_CARD = QT_TRANSLATE_NOOP(
    "StockpileTable", "A company card: the forecast beside it applies to this company."
)
PAIR_TITLE = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "Insider pairs: a company card with a forecast card. The face-up pair is "
    "public; the others are secret until the Movement Phase.",
)
MY_PAIRS = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "Your insider information: only you know these pairs until the Movement Phase reveals them.",
)
BLOCKER = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "Cunning Carlos's blocker: nobody may bid on this space; outbid him by two spaces.",
)
MEEPLE = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "Your meeple: drag it onto a lit space of a bid track to bid for that stockpile.",
)
BID_SPACE = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "Bid ${amount}K for stockpile {n}: the highest bid takes the stockpile "
    "when the Demand Phase ends.",
)
MARKET_DECK = QT_TRANSLATE_NOOP(
    "StockpileTable", "Market cards left to deal: shares, trading fees and Stock Boom/Bust."
)
COMMERCIAL_DECK = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "Commercial cards left: commodities and taxes, placed on the stockpiles in the Supply Phase.",
)
DICE = QT_TRANSLATE_NOOP(
    "StockpileTable", "The forecast dice rolled this round: they chose the forecast cards in play."
)
DISCARD = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "The discard pile: shares sold or lost; some powers and strategies take shares from it.",
)
MONEY = QT_TRANSLATE_NOOP("StockpileTable", "Money: the most money at the end wins.")
FIRST_PLAYER = QT_TRANSLATE_NOOP(
    "StockpileTable", "The first player acts first in every phase of this round."
)
ROUND = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "The game lasts {n} rounds of six phases; the final scoring follows the last one.",
)
PORTFOLIO = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "Portfolio: shares that sell at the company's value. When a company "
    "splits, its shares move to the split portfolio.",
)
SPLIT_PORTFOLIO = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "Split portfolio: each share here counts double (sale, dividends, "
    "majorities); another split pays $10K a share.",
)
HELD = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "{card}: in the Action Phase drag it onto a company's track to move its price {n} spaces.",
)
TRACK = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "{company}: worth ${value}K a share now. Above the top space it splits; "
    "below the bottom it goes bankrupt. Start space dashed, split reset dotted.",
)
PILE = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "Stockpile {n}: cards placed in the Supply Phase; the highest bid takes "
    "them all. Left column face up, right column face down.",
)
SELL = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "Drop a share here to sell it at the company's value (a split share sells for double).",
)
SOROS = QT_TRANSLATE_NOOP(
    "StockpileTable", "Shorting Soros: drop a share here to sell it for $8K, whatever its value."
)
FIRST_PLAYER_CARD = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "The First Player Card: whoever takes the stockpile it lies on plays first next round.",
)
FEE = QT_TRANSLATE_NOOP("StockpileTable", "{card}: whoever takes this stockpile pays it.")
ACTION = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "{card}: whoever takes this stockpile moves a company {n} spaces in the Action Phase.",
)
SHARE = QT_TRANSLATE_NOOP("StockpileTable", "A {company} share, worth ${value}K now.")
COMMODITY = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "{card}: a commodity, scored in sets of different kinds at the end of the game.",
)
TAX = QT_TRANSLATE_NOOP(
    "StockpileTable", "A tax card: costs money at the end of the game (more for each one you hold)."
)

# why a drop that means nothing was refused, by piece kind
USES = {
    "hand": QT_TRANSLATE_NOOP(
        "StockpileTable",
        "A market card goes onto a stockpile: its left column face up, its right column face down.",
    ),
    "robins": QT_TRANSLATE_NOOP("StockpileTable", "Drop the card onto a stockpile."),
    "commercial": QT_TRANSLATE_NOOP("StockpileTable", "A commercial card goes onto a stockpile."),
    "firstcard": QT_TRANSLATE_NOOP(
        "StockpileTable", "The First Player Card goes onto a stockpile."
    ),
    "offer": QT_TRANSLATE_NOOP("StockpileTable", "An investor goes onto an empty stockpile."),
    "pilecard": QT_TRANSLATE_NOOP("StockpileTable", "Move the card onto another stockpile."),
    "meeple": QT_TRANSLATE_NOOP(
        "StockpileTable", "Your meeple goes onto a lit space of a bid track."
    ),
    "held": QT_TRANSLATE_NOOP("StockpileTable", "A Stock Boom/Bust goes onto a company's track."),
    "share": QT_TRANSLATE_NOOP(
        "StockpileTable", "A share is sold by dropping it on the sell area."
    ),
    "splitshare": QT_TRANSLATE_NOOP(
        "StockpileTable", "A split share is sold on the sell area, or half of it on your portfolio."
    ),
}
NOWHERE = QT_TRANSLATE_NOOP("StockpileTable", "That piece does not go there.")
