"""The log in one voice: each message about `{player}` as that player reads it ("You bid…",
"You sell…"), registered with the core so every log line about the reader says "you".
Messages without a form here keep the reader's name."""

from __future__ import annotations

from ...core.text import QT_TRANSLATE_NOOP, second_person
from . import messages as M

second_person(
    [
        (
            M.GAME_STARTS,
            QT_TRANSLATE_NOOP(
                "Stockpile", "You are the first player; the game lasts {rounds} rounds."
            ),
        ),
        (
            M.ROUND_STARTS,
            QT_TRANSLATE_NOOP(
                "Stockpile", "Round {round} of {rounds} begins; you are the first player."
            ),
        ),
        (
            M.INVESTOR_CHOSEN_SECRETLY,
            QT_TRANSLATE_NOOP("Stockpile", "You have chosen an investor."),
        ),
        (
            M.INVESTOR_REVEALED,
            QT_TRANSLATE_NOOP("Stockpile", "You play {investor} and start with ${money}K."),
        ),
        (
            M.INVESTOR_OFFERED,
            QT_TRANSLATE_NOOP("Stockpile", "You offer {investor} on stockpile {pile}."),
        ),
        (
            M.INVESTOR_WON,
            QT_TRANSLATE_NOOP("Stockpile", "You win {investor} with a bid of ${bid}K."),
        ),
        (
            M.BUYS_NOTES,
            QT_TRANSLATE_NOOP("Stockpile", "You buy promissory notes: {count} for ${amount}K."),
        ),
        (M.DICE_ROLLED, QT_TRANSLATE_NOOP("Stockpile", "You roll the forecast dice: {faces}.")),
        (M.INSIDER_DEALT, QT_TRANSLATE_NOOP("Stockpile", "You receive insider information.")),
        (M.CARDS_DEALT, QT_TRANSLATE_NOOP("Stockpile", "You receive {count} market cards.")),
        (
            M.DRAWS_COMMERCIAL,
            QT_TRANSLATE_NOOP("Stockpile", "You draw a card from the commercial deck."),
        ),
        (
            M.STRATEGIES_DEALT,
            QT_TRANSLATE_NOOP("Stockpile", "You receive {count} investment strategy cards."),
        ),
        (M.PLACES, QT_TRANSLATE_NOOP("Stockpile", "You place {card} on stockpile {pile}.")),
        (
            M.FIRST_CARD_PLACED,
            QT_TRANSLATE_NOOP("Stockpile", "You place the First Player Card on stockpile {pile}."),
        ),
        (M.BIDS, QT_TRANSLATE_NOOP("Stockpile", "You bid ${amount}K on stockpile {pile}.")),
        (M.OUTBID, QT_TRANSLATE_NOOP("Stockpile", "You are outbid on stockpile {pile}.")),
        (M.LOOKS_AT_PAIR, QT_TRANSLATE_NOOP("Stockpile", "You look at an insider pair ({owner}).")),
        (M.WINS_PILE, QT_TRANSLATE_NOOP("Stockpile", "You pay ${amount}K for stockpile {pile}.")),
        (M.TAKES_COMMERCIAL, QT_TRANSLATE_NOOP("Stockpile", "You take {card}.")),
        (M.PAYS_FEE, QT_TRANSLATE_NOOP("Stockpile", "You pay a trading fee of ${amount}K.")),
        (
            M.FEE_UNPAID,
            QT_TRANSLATE_NOOP("Stockpile", "You cannot pay a trading fee of ${amount}K yet."),
        ),
        (
            M.GIVES_FIRST_CARD,
            QT_TRANSLATE_NOOP("Stockpile", "You give the First Player Card to {to}."),
        ),
        (M.PLAYS_ACTION, QT_TRANSLATE_NOOP("Stockpile", "You play {card} on {company}.")),
        (M.TO_SPLIT, QT_TRANSLATE_NOOP("Stockpile", "You move {card} into the split portfolio.")),
        (M.DISCARDS_SHARE, QT_TRANSLATE_NOOP("Stockpile", "You discard a {card} share.")),
        (M.PLAYS_STRATEGY, QT_TRANSLATE_NOOP("Stockpile", "You play {card} (cost ${cost}K).")),
        (M.GAINS, QT_TRANSLATE_NOOP("Stockpile", "You receive ${amount}K.")),
        (M.REVEALS_COMPANIES, QT_TRANSLATE_NOOP("Stockpile", "You show shares of {companies}.")),
        (M.SPENDS_ACTION, QT_TRANSLATE_NOOP("Stockpile", "You discard {card} unused.")),
        (M.SELLS, QT_TRANSLATE_NOOP("Stockpile", "You sell {card} for ${amount}K.")),
        (
            M.SELLS_SPLIT,
            QT_TRANSLATE_NOOP("Stockpile", "You sell a split {card} share for ${amount}K."),
        ),
        (
            M.SELLS_HALF,
            QT_TRANSLATE_NOOP("Stockpile", "You sell half of a split {card} share for ${amount}K."),
        ),
        (
            M.CLAIMS,
            QT_TRANSLATE_NOOP(
                "Stockpile", "You show shares: {normal}, split shares: {split} (${amount}K)."
            ),
        ),
        (
            M.SPLIT_HOLDINGS,
            QT_TRANSLATE_NOOP(
                "Stockpile",
                "You move shares into the split portfolio: {moved}, and earn ${bonus}K.",
            ),
        ),
        (M.BANKRUPT_LOSS, QT_TRANSLATE_NOOP("Stockpile", "You lose shares: {count}.")),
        (M.INTEREST, QT_TRANSLATE_NOOP("Stockpile", "You receive ${amount}K interest.")),
    ]
)
