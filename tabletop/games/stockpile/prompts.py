"""Words the Stockpile table shows beside the engine's messages: the rulebook's phase names
and a one-line summary of each investor's power (context "StockpileTable").

Pure Python (no Qt) so packaging/make_art.py can print the summaries on the investor cards.
"""

from __future__ import annotations

from ...core.text import QT_TRANSLATE_NOOP

# The rulebook's six phases, and which engine phases belong to each (setup steps: None).
PHASES = (
    ("information", QT_TRANSLATE_NOOP("StockpileTable", "Information"), ("notes", "phil")),
    (
        "supply",
        QT_TRANSLATE_NOOP("StockpileTable", "Supply"),
        ("robins", "supply", "commodity", "first_card"),
    ),
    (
        "demand",
        QT_TRANSLATE_NOOP("StockpileTable", "Demand"),
        ("pre_demand", "demand", "give_first_card"),
    ),
    ("action", QT_TRANSLATE_NOOP("StockpileTable", "Action"), ("action",)),
    ("selling", QT_TRANSLATE_NOOP("StockpileTable", "Selling"), ("selling", "bailout")),
    ("movement", QT_TRANSLATE_NOOP("StockpileTable", "Movement"), ("claim", "end_round")),
)
SETUP = QT_TRANSLATE_NOOP("StockpileTable", "Setup")
GAME_OVER = QT_TRANSLATE_NOOP("StockpileTable", "Game over")


def phase_of(engine_phase: str) -> int | None:
    """Index in PHASES of the rulebook phase an engine phase belongs to (None: setup/over)."""
    for i, (_, _, members) in enumerate(PHASES):
        if engine_phase in members:
            return i
    return None


# One line per investor, in cards.INVESTORS order (the printed names stay English).
INVESTOR_POWERS = (
    QT_TRANSLATE_NOOP("StockpileTable", "+$1K per company you hold, each round"),
    QT_TRANSLATE_NOOP("StockpileTable", "Buys a discarded share for $2K less"),
    QT_TRANSLATE_NOOP("StockpileTable", "No power: starts with the most money"),
    QT_TRANSLATE_NOOP("StockpileTable", "Trading fees pay him instead"),
    QT_TRANSLATE_NOOP("StockpileTable", "Bids cost less (low bids pay her)"),
    QT_TRANSLATE_NOOP("StockpileTable", "Pays a share to move one into split"),
    QT_TRANSLATE_NOOP("StockpileTable", "Moves one company 1 space a round"),
    QT_TRANSLATE_NOOP("StockpileTable", "His blocker: outbid him by 2 spaces"),
    QT_TRANSLATE_NOOP("StockpileTable", "+$1K per commodity, each round"),
    QT_TRANSLATE_NOOP("StockpileTable", "Pays the bid space below his own"),
    QT_TRANSLATE_NOOP("StockpileTable", "Extra $1K dividend on a company"),
    QT_TRANSLATE_NOOP("StockpileTable", "Picks his company or forecast card"),
    QT_TRANSLATE_NOOP("StockpileTable", "+$1K per share sold"),
    QT_TRANSLATE_NOOP("StockpileTable", "Two strategy cards a round"),
    QT_TRANSLATE_NOOP("StockpileTable", "+$5K a round; outbid costs $1K"),
    QT_TRANSLATE_NOOP("StockpileTable", "Extra interest on promissory notes"),
    QT_TRANSLATE_NOOP("StockpileTable", "Moves a card between stockpiles"),
    QT_TRANSLATE_NOOP("StockpileTable", "Looks at an insider pair"),
    QT_TRANSLATE_NOOP("StockpileTable", "+$1K for every bid"),
    QT_TRANSLATE_NOOP("StockpileTable", "Gives $2K away each round"),
    QT_TRANSLATE_NOOP("StockpileTable", "Seeds the stockpiles himself"),
    QT_TRANSLATE_NOOP("StockpileTable", "May place both cards face down"),
    QT_TRANSLATE_NOOP("StockpileTable", "Sells one share a round for $8K"),
    QT_TRANSLATE_NOOP("StockpileTable", "Takes $2K from the richest player"),
    QT_TRANSLATE_NOOP("StockpileTable", "Sells again after everyone"),
    QT_TRANSLATE_NOOP("StockpileTable", "Looks at one stockpile's hidden cards"),
)

# What the seat to act does now, by engine phase ({p}: the note price, {investor}: the
# investor whose power is used).
PHASE_PROMPTS = {
    "choose_investors": QT_TRANSLATE_NOOP(
        "StockpileTable", "Choose the investor you will play (click a card)."
    ),
    "offer_investors": QT_TRANSLATE_NOOP(
        "StockpileTable", "Drag an investor onto an empty stockpile to auction it."
    ),
    "investor_auction": QT_TRANSLATE_NOOP(
        "StockpileTable", "Bid for an investor: drag your meeple onto a lit space."
    ),
    "strategy_discard": QT_TRANSLATE_NOOP(
        "StockpileTable", "Click an investment strategy card to discard it."
    ),
    "notes": QT_TRANSLATE_NOOP(
        "StockpileTable", "Buy promissory notes for ${p}K each (interest $1K a round)."
    ),
    "phil": QT_TRANSLATE_NOOP(
        "StockpileTable", "Forecast Phil: pick the company or forecast card you will get."
    ),
    "robins": QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Royal Robins: drag the card you place face down onto a stockpile; the others go face up.",
    ),
    "supply": QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Drag a card onto a stockpile: its left column face up, its right column face down.",
    ),
    "commodity": QT_TRANSLATE_NOOP(
        "StockpileTable", "Drag your commercial card onto a stockpile (face up)."
    ),
    "first_card": QT_TRANSLATE_NOOP(
        "StockpileTable", "Drag the First Player Card onto a stockpile."
    ),
    "pre_demand": QT_TRANSLATE_NOOP(
        "StockpileTable", "Use your investor's power before the auction, or pass."
    ),
    "demand": QT_TRANSLATE_NOOP(
        "StockpileTable", "Drag your meeple onto a lit space of a bid track."
    ),
    "give_first_card": QT_TRANSLATE_NOOP(
        "StockpileTable", "Give the First Player Card to a player."
    ),
    "action": QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Drag each Stock Boom/Bust onto a company's track; play strategy "
        "cards or powers; then end your turn.",
    ),
    "selling": QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Drag shares onto the sell area, a split share onto your portfolio to "
        "sell half; then end your turn.",
    ),
    "bailout": QT_TRANSLATE_NOOP(
        "StockpileTable", "Bailout Barack: buy a share from the discard pile, or pass."
    ),
    "claim": QT_TRANSLATE_NOOP(
        "StockpileTable",
        "Hidden dividends: how many shares do you show (portfolio + split portfolio)?",
    ),
    "end_round": QT_TRANSLATE_NOOP("StockpileTable", "End of the round: use {investor}'s power."),
}

# What the seat to act does now, by the kind of decision the engine prompts (state.prompt[0]);
# these override the phase's prompt.
DECISION_PROMPTS = {
    "martha": QT_TRANSLATE_NOOP(
        "StockpileTable", "Mayknow Martha: click the insider pair you look at."
    ),
    "look": QT_TRANSLATE_NOOP("StockpileTable", "Click an insider pair to look at it."),
    "broker": QT_TRANSLATE_NOOP(
        "StockpileTable", "Data Broker: click a player's pair to make it public."
    ),
    "falsify": QT_TRANSLATE_NOOP(
        "StockpileTable", "Falsified Earnings: click the forecast to falsify."
    ),
    "cramer": QT_TRANSLATE_NOOP(
        "StockpileTable", "Crazy Cramer: click a company's track, then up or down."
    ),
    "dividend": QT_TRANSLATE_NOOP("StockpileTable", "Click the company that pays the dividend."),
    "nudge": QT_TRANSLATE_NOOP("StockpileTable", "Click the company whose price moves."),
    "shock": QT_TRANSLATE_NOOP(
        "StockpileTable", "Systemic Shock: click a company, then up or down."
    ),
    "take": QT_TRANSLATE_NOOP("StockpileTable", "Click a share of the discard pile to take it."),
    "chanda_pay": QT_TRANSLATE_NOOP(
        "StockpileTable", "Pay with a share: click a portfolio or split share."
    ),
    "chanda_target": QT_TRANSLATE_NOOP(
        "StockpileTable", "Click the portfolio share that moves into split."
    ),
    "transfer_pay": QT_TRANSLATE_NOOP(
        "StockpileTable", "Pay with a share: click a portfolio or split share."
    ),
    "spend_action": QT_TRANSLATE_NOOP(
        "StockpileTable", "Click the Stock Boom/Bust card you give up."
    ),
    "rogue": QT_TRANSLATE_NOOP(
        "StockpileTable", "Click the portfolio share that moves into split."
    ),
    "shock_pay": QT_TRANSLATE_NOOP("StockpileTable", "Click the commodity you give up."),
    "placement": QT_TRANSLATE_NOOP(
        "StockpileTable", "Click the share you sell with a premium of $2K."
    ),
}
