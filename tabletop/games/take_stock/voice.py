"""The log in one voice: each message about `{player}` as that player reads it ("You drew…",
"You secured…"), registered with the core so every log line about the reader says "you"."""

from __future__ import annotations

from ...core.text import QT_TRANSLATE_NOOP, second_person
from . import messages as m

second_person(
    [
        (
            m.ROUND_STARTS,
            QT_TRANSLATE_NOOP(
                "TakeStock", "Round {round} begins: you deal, the player to your left starts."
            ),
        ),
        (m.DREW, QT_TRANSLATE_NOOP("TakeStock", "You drew a card.")),
        (m.RAISED, QT_TRANSLATE_NOOP("TakeStock", "You raised {company} to {value}.")),
        (
            m.SECURED_CERTIFICATE,
            QT_TRANSLATE_NOOP("TakeStock", "You secured a certificate: {card}."),
        ),
        (m.DISCARDED, QT_TRANSLATE_NOOP("TakeStock", "You discarded {card}.")),
        (
            m.HAND_EMPTY,
            QT_TRANSLATE_NOOP("TakeStock", "You have no cards left in hand: the round ends."),
        ),
        (
            m.PLAYS_MARKET_A,
            QT_TRANSLATE_NOOP("TakeStock", "You play the market: you look at the top two events."),
        ),
        (
            m.PLAYS_MARKET_B,
            QT_TRANSLATE_NOOP("TakeStock", "You play the market: you secure the top event."),
        ),
        (m.SECURED_EVENT, QT_TRANSLATE_NOOP("TakeStock", "You secured a market event face down.")),
        (
            m.MARKET_CLOSED_DRAWN,
            QT_TRANSLATE_NOOP("TakeStock", "You drew Market Closed: the round ends at once."),
        ),
        (
            m.OTHER_EVENT_DISCARDED,
            QT_TRANSLATE_NOOP(
                "TakeStock", "You put the other event face down on the event discard pile."
            ),
        ),
        (m.EVENT_PLAYED, QT_TRANSLATE_NOOP("TakeStock", "You play {event}.")),
        (
            m.SECURED_EVENT_PLAYED,
            QT_TRANSLATE_NOOP("TakeStock", "You play the secured event {event}."),
        ),
        (
            m.AUDITED,
            QT_TRANSLATE_NOOP("TakeStock", "You audit {company}: its value is now {worth}."),
        ),
        (
            m.AUDIT_NOTHING,
            QT_TRANSLATE_NOOP("TakeStock", "You audit {company}: there is nothing to remove."),
        ),
        (
            m.TOOK_FROM_DISCARD,
            QT_TRANSLATE_NOOP("TakeStock", "You take {card} from the discard pile and show it."),
        ),
        (m.STOPPED_TAKING, QT_TRANSLATE_NOOP("TakeStock", "You take no more cards.")),
        (m.OPTION_GAINED_BY, QT_TRANSLATE_NOOP("TakeStock", "You gain a stock option.")),
        (m.OPTION_LOST_BY, QT_TRANSLATE_NOOP("TakeStock", "You lose a stock option.")),
        (
            m.SUPPLY_EMPTY,
            QT_TRANSLATE_NOOP("TakeStock", "The supply is empty: you gain no stock option."),
        ),
        (m.OPTION_USED, QT_TRANSLATE_NOOP("TakeStock", "You use a stock option to secure {card}.")),
        (m.OPTIONS_DONE, QT_TRANSLATE_NOOP("TakeStock", "You use no more stock options.")),
        (
            m.HAND_DISCARDED,
            QT_TRANSLATE_NOOP("TakeStock", "The cards left in your hand are discarded: {count}."),
        ),
        (m.ROUND_SCORED, QT_TRANSLATE_NOOP("TakeStock", "You score {points} points this round.")),
        (m.GAME_WON, QT_TRANSLATE_NOOP("TakeStock", "You win with {points} points.")),
    ]
)
