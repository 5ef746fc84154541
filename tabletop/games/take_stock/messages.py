"""Every player-facing sentence of the Take Stock engine (context "TakeStock").

Arguments: `player` is a seat index (int) that the UI replaces by the seat's name; `card` and
`event` are plain Texts naming a card as printed ("Oil 7", "Stock Split Oil"); `company` is a
company's short name; other arguments are numbers.
"""

from __future__ import annotations

from ...core.text import QT_TRANSLATE_NOOP, Text
from .cards import COMPANIES, EVENT_NAMES, company_of, event_company, event_kind, value_of


def card_text(card: int) -> Text:
    """A share card as printed: company name and value (never translated)."""
    return Text(
        "",
        "{company} {value}",
        (("company", COMPANIES[company_of(card)]), ("value", value_of(card))),
    )


def event_text(event: int) -> Text:
    """An event card as printed: its name, and its company where it has one."""
    name = EVENT_NAMES[event_kind(event)]
    company = event_company(event)
    if company is None:
        return Text("", "{name}", (("name", name),))
    return Text("", "{name} {company}", (("name", name), ("company", COMPANIES[company])))


# --- why a move is not possible (explain) ---------------------------------------------------
DRAW_FIRST = QT_TRANSLATE_NOOP("TakeStock", "Draw a card first.")
ALREADY_DREW = QT_TRANSLATE_NOOP("TakeStock", "You have already drawn a card this turn.")
NOT_IN_HAND = QT_TRANSLATE_NOOP("TakeStock", "That card is not in your hand.")
FROZEN_RAISE = QT_TRANSLATE_NOOP("TakeStock", "{company} is frozen: its value cannot be raised.")
RAISE_NOT_HIGHER = QT_TRANSLATE_NOOP(
    "TakeStock", "A raise must be higher than the top card: {company}'s top card is {top}."
)
RAISE_TOO_HIGH = QT_TRANSLATE_NOOP(
    "TakeStock", "You may raise {company} by at most 4: its top card is {top}."
)
LIMIT_RULE = QT_TRANSLATE_NOOP(
    "TakeStock",
    "The Limit rule: you have {count} certificates and the longest company row "
    "has {longest} cards.",
)
NO_SUCH_MARKET_OPTION = QT_TRANSLATE_NOOP(
    "TakeStock", "Choose option A (look at two events) or B (secure one event)."
)
NOT_SECURED = QT_TRANSLATE_NOOP("TakeStock", "You have not secured that event.")
DISCARD_FIRST = QT_TRANSLATE_NOOP("TakeStock", "Discard a card first.")
CHOOSE_EVENT_FIRST = QT_TRANSLATE_NOOP("TakeStock", "Choose which of the two events takes effect.")
NOT_LOOKING_AT = QT_TRANSLATE_NOOP("TakeStock", "That is not one of the events you look at.")
PICK_COMPANY_FIRST = QT_TRANSLATE_NOOP("TakeStock", "Choose a company for {event}.")
FROZEN_AUDIT = QT_TRANSLATE_NOOP("TakeStock", "{company} is frozen: it cannot be audited.")
AUDIT_REMOVE_FIRST = QT_TRANSLATE_NOOP(
    "TakeStock", "Choose whether the audit removes the highest share card or a split."
)
INSIDER_FIRST = QT_TRANSLATE_NOOP(
    "TakeStock", "Take a card of {company} from the discard pile, or stop taking."
)
INSIDER_WRONG_COMPANY = QT_TRANSLATE_NOOP(
    "TakeStock", "Insider Trading takes only cards of {company}."
)
NOT_IN_DISCARD = QT_TRANSLATE_NOOP("TakeStock", "That card is not in the discard pile.")
INSIDER_MAX = QT_TRANSLATE_NOOP("TakeStock", "Insider Trading takes at most 3 cards.")
OPTIONS_FIRST = QT_TRANSLATE_NOOP(
    "TakeStock", "The round is over: use a stock option or stop using them."
)
OPTIONS_ONLY_AT_ROUND_END = QT_TRANSLATE_NOOP(
    "TakeStock", "Stock options are used only when the round has ended."
)
NOT_NOW = QT_TRANSLATE_NOOP("TakeStock", "That move is not possible at this moment.")

# --- the log --------------------------------------------------------------------------------
ROUND_STARTS = QT_TRANSLATE_NOOP(
    "TakeStock", "Round {round} begins: {player} deals, the player to the left starts."
)
DREW = QT_TRANSLATE_NOOP("TakeStock", "{player} drew a card.")
YOU_DREW = QT_TRANSLATE_NOOP("TakeStock", "You drew {card}.")
RESHUFFLED = QT_TRANSLATE_NOOP(
    "TakeStock", "The share discard pile is shuffled into a new draw pile."
)
PILES_EMPTY = QT_TRANSLATE_NOOP(
    "TakeStock", "The share draw pile ran out and the discard pile is empty: the round ends."
)
RAISED = QT_TRANSLATE_NOOP("TakeStock", "{player} raised {company} to {value}.")
TOP_VALUE_ENDS = QT_TRANSLATE_NOOP(
    "TakeStock", "A {value} was placed on the market: the round ends."
)
SECURED_CERTIFICATE = QT_TRANSLATE_NOOP("TakeStock", "{player} secured a certificate: {card}.")
DISCARDED = QT_TRANSLATE_NOOP("TakeStock", "{player} discarded {card}.")
HAND_EMPTY = QT_TRANSLATE_NOOP("TakeStock", "{player} has no cards left in hand: the round ends.")
PLAYS_MARKET_A = QT_TRANSLATE_NOOP(
    "TakeStock", "{player} plays the market: looks at the top two events."
)
PLAYS_MARKET_B = QT_TRANSLATE_NOOP("TakeStock", "{player} plays the market: secures the top event.")
YOU_LOOK_AT = QT_TRANSLATE_NOOP("TakeStock", "You look at {first} and {second}.")
SECURED_EVENT = QT_TRANSLATE_NOOP("TakeStock", "{player} secured a market event face down.")
YOU_SECURED_EVENT = QT_TRANSLATE_NOOP("TakeStock", "You secured {event}.")
MARKET_CLOSED_DRAWN = QT_TRANSLATE_NOOP(
    "TakeStock", "{player} drew Market Closed: the round ends at once."
)
OTHER_EVENT_DISCARDED = QT_TRANSLATE_NOOP(
    "TakeStock", "{player} puts the other event face down on the event discard pile."
)
YOU_DISCARDED_EVENT = QT_TRANSLATE_NOOP(
    "TakeStock", "You put {event} face down on the event discard pile."
)
EVENT_PLAYED = QT_TRANSLATE_NOOP("TakeStock", "{player} plays {event}.")
SECURED_EVENT_PLAYED = QT_TRANSLATE_NOOP("TakeStock", "{player} plays the secured event {event}.")
UNPLAYED_EVENT = QT_TRANSLATE_NOOP("TakeStock", "{event} has no effect: the round ended first.")
SPLIT_PLACED = QT_TRANSLATE_NOOP("TakeStock", "{company} splits: its value is now {worth}.")
SPLIT_FROZEN = QT_TRANSLATE_NOOP(
    "TakeStock", "{company} is frozen: the split is discarded without effect."
)
CARD_REMOVED = QT_TRANSLATE_NOOP("TakeStock", "{card} leaves the market.")
SPLIT_REMOVED = QT_TRANSLATE_NOOP("TakeStock", "A split leaves {company}.")
THAWED = QT_TRANSLATE_NOOP("TakeStock", "{company} thaws.")
FROZE = QT_TRANSLATE_NOOP("TakeStock", "{company} is frozen.")
CRASHED = QT_TRANSLATE_NOOP("TakeStock", "{company} crashes: its value is now {worth}.")
NO_CRASH = QT_TRANSLATE_NOOP("TakeStock", "{company} is worth 1: the crash changes nothing.")
AUDITED = QT_TRANSLATE_NOOP("TakeStock", "{player} audits {company}: its value is now {worth}.")
AUDIT_NOTHING = QT_TRANSLATE_NOOP(
    "TakeStock", "{player} audits {company}: there is nothing to remove."
)
TOOK_FROM_DISCARD = QT_TRANSLATE_NOOP(
    "TakeStock", "{player} takes {card} from the discard pile and shows it."
)
STOPPED_TAKING = QT_TRANSLATE_NOOP("TakeStock", "{player} takes no more cards.")
OPTION_GAINED_BY = QT_TRANSLATE_NOOP("TakeStock", "{player} gains a stock option.")
OPTION_LOST_BY = QT_TRANSLATE_NOOP("TakeStock", "{player} loses a stock option.")
SUPPLY_EMPTY = QT_TRANSLATE_NOOP(
    "TakeStock", "The supply is empty: {player} gains no stock option."
)
NOTHING_HAPPENS = QT_TRANSLATE_NOOP("TakeStock", "Nothing happens.")
OPTION_USED = QT_TRANSLATE_NOOP("TakeStock", "{player} uses a stock option to secure {card}.")
OPTIONS_DONE = QT_TRANSLATE_NOOP("TakeStock", "{player} uses no more stock options.")
HAND_DISCARDED = QT_TRANSLATE_NOOP(
    "TakeStock", "The cards left in {player}'s hand are discarded: {count}."
)
ROUND_SCORED = QT_TRANSLATE_NOOP("TakeStock", "{player} scores {points} points this round.")
GAME_WON = QT_TRANSLATE_NOOP("TakeStock", "{player} wins with {points} points.")

# --- describe(move) -------------------------------------------------------------------------
D_DRAW = QT_TRANSLATE_NOOP("TakeStock", "Draw a card")
D_RAISE = QT_TRANSLATE_NOOP("TakeStock", "Raise {company} to {value}")
D_SECURE = QT_TRANSLATE_NOOP("TakeStock", "Secure {card}")
D_MARKET_A = QT_TRANSLATE_NOOP(
    "TakeStock", "Play the market with option A: discard {card} and look at two events"
)
D_MARKET_B = QT_TRANSLATE_NOOP(
    "TakeStock", "Play the market with option B: discard {card} and secure an event"
)
D_PLAY_SECURED = QT_TRANSLATE_NOOP("TakeStock", "Play {event}")
D_DISCARD = QT_TRANSLATE_NOOP("TakeStock", "Discard {card}")
D_CHOOSE = QT_TRANSLATE_NOOP("TakeStock", "Choose {event}")
D_PICK = QT_TRANSLATE_NOOP("TakeStock", "Choose {company}")
D_AUDIT_SHARE = QT_TRANSLATE_NOOP("TakeStock", "Remove the highest share card")
D_AUDIT_SPLIT = QT_TRANSLATE_NOOP("TakeStock", "Remove a split")
D_TAKE = QT_TRANSLATE_NOOP("TakeStock", "Take {card}")
D_STOP = QT_TRANSLATE_NOOP("TakeStock", "Take no more cards")
D_USE_OPTION = QT_TRANSLATE_NOOP("TakeStock", "Use an option on {card}")
D_END_OPTIONS = QT_TRANSLATE_NOOP("TakeStock", "Use no more options")
