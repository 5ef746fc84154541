"""Every player-facing sentence of the Karthedis engine (context "Karthedis").

English sources use English words; the German translation uses the rulebook's terms
(Marktführer, Einstellungsphase, Erste/Zweite Aufrufphase, Handelsphase, Handelswert,
Basisressourcen, Siegbedingung, Abberufen, Aufruf, Einsatz, Expertise, Intervenieren,
Spekulieren).  `player` is a seat index the UI replaces by the seat's name; `card` a plain Text
naming a card as printed ("Luchs 3"); `resource` a resource's translated name."""

from __future__ import annotations

from ...core.text import QT_TRANSLATE_NOOP, Text, second_person
from .cards import RESOURCES, card_name, resource_of


def card_text(card: int) -> Text:
    """A player card as printed: its species' German name and its trade value."""
    return Text("", "{name}", (("name", card_name(card)),))


def resource_text(card: int) -> Text:
    return RESOURCES[resource_of(card)]


# when several piles show one resource, which of them (left to right, as on the table)
PILE_ORDINALS = (
    QT_TRANSLATE_NOOP("Karthedis", "{resource}, first pile"),
    QT_TRANSLATE_NOOP("Karthedis", "{resource}, second pile"),
    QT_TRANSLATE_NOOP("Karthedis", "{resource}, third pile"),
    QT_TRANSLATE_NOOP("Karthedis", "{resource}, fourth pile"),
    QT_TRANSLATE_NOOP("Karthedis", "{resource}, fifth pile"),
    QT_TRANSLATE_NOOP("Karthedis", "{resource}, sixth pile"),
    QT_TRANSLATE_NOOP("Karthedis", "{resource}, seventh pile"),
    QT_TRANSLATE_NOOP("Karthedis", "{resource}, eighth pile"),
    QT_TRANSLATE_NOOP("Karthedis", "{resource}, ninth pile"),
    QT_TRANSLATE_NOOP("Karthedis", "{resource}, tenth pile"),
)


def pile_text(display: list[int], slot: int) -> Text:
    """The resource at `slot` of the display, saying which pile ("Energy, second pile") when
    another pile shows the same resource: a bid's or a win's place is never ambiguous."""
    if not 0 <= slot < len(display):
        return UNKNOWN
    kind = resource_of(display[slot])
    alike = [i for i, card in enumerate(display) if resource_of(card) == kind]
    name = resource_text(display[slot])
    if len(alike) == 1:
        return name
    return PILE_ORDINALS[alike.index(slot)](resource=name)


UNKNOWN = QT_TRANSLATE_NOOP("Karthedis", "?")
CLOCKWISE = QT_TRANSLATE_NOOP("Karthedis", "clockwise")
COUNTER_CLOCKWISE = QT_TRANSLATE_NOOP("Karthedis", "counter-clockwise")

# --- the log --------------------------------------------------------------------------------
DRAFT_ROUND = QT_TRANSLATE_NOOP(
    "Karthedis", "Draft, packet {round}: everyone takes five cards, keeps one and passes {way}."
)
PACKETS_PASSED = QT_TRANSLATE_NOOP("Karthedis", "The packets are passed on {way}.")
PICKED = QT_TRANSLATE_NOOP("Karthedis", "{player} keeps a card.")
YOU_PICKED = QT_TRANSLATE_NOOP("Karthedis", "You keep {card}.")
DECKS_READY = QT_TRANSLATE_NOOP(
    "Karthedis", "Every deck holds 20 cards; everyone takes five (no ability triggers)."
)
ROUND_STARTS = QT_TRANSLATE_NOOP(
    "Karthedis", "Round {round}, preparation phase: {player} is the market leader."
)
DREW = QT_TRANSLATE_NOOP("Karthedis", "{player} draws a card.")
YOU_DREW = QT_TRANSLATE_NOOP("Karthedis", "You draw {card}.")
DECK_EMPTY = QT_TRANSLATE_NOOP("Karthedis", "{player}'s deck is empty: no card is drawn.")
DEPLOYED = QT_TRANSLATE_NOOP("Karthedis", "{player} shows {card}: Deploy.")
YOU_DREW_HIDDEN = QT_TRANSLATE_NOOP(
    "Karthedis", "You draw {card} and keep it hidden (your choice: no Deploy)."
)
SET_DEPLOY = QT_TRANSLATE_NOOP("Karthedis", "{player} changes a setting.")
YOU_DEPLOY_ON = QT_TRANSLATE_NOOP(
    "Karthedis", "From now on you show each card with Deploy you draw and use it."
)
YOU_DEPLOY_OFF = QT_TRANSLATE_NOOP(
    "Karthedis", "From now on you keep the cards with Deploy you draw hidden."
)
SPECULATES = QT_TRANSLATE_NOOP("Karthedis", "{player} shows {card}: Speculate.")
DISCARDED = QT_TRANSLATE_NOOP("Karthedis", "{player} discards {card} to the Recall pile.")
RECALLED = QT_TRANSLATE_NOOP("Karthedis", "{card} is recalled to {player}'s Recall pile.")
PURGED = QT_TRANSLATE_NOOP(
    "Karthedis", "{player}'s Recall pile (%n card(s)) is removed from the game.", None, 1
)
FIRST_CALL = QT_TRANSLATE_NOOP(
    "Karthedis", "First call phase: everyone plays a card face down (pass) or face up."
)
NO_CARD_PASS = QT_TRANSLATE_NOOP("Karthedis", "{player} has no card to play and passes.")
PASSED = QT_TRANSLATE_NOOP("Karthedis", "{player} plays a card face down and passes.")
CALLED = QT_TRANSLATE_NOOP("Karthedis", "{player} plays {card} face up.")
CALL_STAYS = QT_TRANSLATE_NOOP(
    "Karthedis", "{card} has Call: it stays in play until the round ends."
)
PASS_ENDS = QT_TRANSLATE_NOOP(
    "Karthedis", "{player} passed: the face-down card leaves the game, two cards are drawn."
)
TRADE_STARTS = QT_TRANSLATE_NOOP(
    "Karthedis", "Trade phase: place cards face down at the resources, in turns."
)
BID = QT_TRANSLATE_NOOP("Karthedis", "{player} places a card face down at {resource}.")
YOU_BID = QT_TRANSLATE_NOOP("Karthedis", "You place {card} face down at {resource}.")
INTERVENES = QT_TRANSLATE_NOOP(
    "Karthedis", "{player} intervenes with {card} against a card at {resource}."
)
BOUNCED = QT_TRANSLATE_NOOP("Karthedis", "The card goes back to {player}'s hand.")
EXILED = QT_TRANSLATE_NOOP("Karthedis", "{card} is revealed and removed from the game.")
DROPPED = QT_TRANSLATE_NOOP(
    "Karthedis", "{player} lays {card} face up and sits out this trade phase."
)
ENDS_TRADE = QT_TRANSLATE_NOOP("Karthedis", "{player} plays no more cards.")
REVEALED = QT_TRANSLATE_NOOP("Karthedis", "{player} reveals {card} at {resource}.")
EXPERTISE = QT_TRANSLATE_NOOP("Karthedis", "Expertise: {card}'s ability counts now.")
WINS_RESOURCE = QT_TRANSLATE_NOOP(
    "Karthedis", "{player} wins {resource} with a trade total of {total}."
)
TIE = QT_TRANSLATE_NOOP(
    "Karthedis", "Nobody wins {resource}: the highest trade totals are tied at {total}."
)
SIMULTANEOUS = QT_TRANSLATE_NOOP(
    "Karthedis",
    "Several players meet the victory condition at once: the most cards in hand wins.",
)
WINS_GAME = QT_TRANSLATE_NOOP("Karthedis", "{player} wins the game.")
SECOND_CALL = QT_TRANSLATE_NOOP(
    "Karthedis", "Second call phase: everyone may play up to two cards face up."
)
ENDS_CALLS = QT_TRANSLATE_NOOP("Karthedis", "{player} plays no more cards this phase.")
END_NO_RESOURCES = QT_TRANSLATE_NOOP(
    "Karthedis", "No resources are left: the game ends, the most resources win."
)
END_NO_CARDS = QT_TRANSLATE_NOOP(
    "Karthedis", "Nobody has a card left to play: the game ends, the most resources win."
)

second_person(
    [
        (DREW, QT_TRANSLATE_NOOP("Karthedis", "You draw a card.")),
        (PICKED, QT_TRANSLATE_NOOP("Karthedis", "You keep a card.")),
        (WINS_GAME, QT_TRANSLATE_NOOP("Karthedis", "You win the game.")),
    ]
)

# --- why a move is not possible (explain) ---------------------------------------------------
DISCARD_FIRST = QT_TRANSLATE_NOOP(
    "Karthedis", "An ability asks for a discard: choose a card from your hand first."
)
PURGE_FIRST = QT_TRANSLATE_NOOP(
    "Karthedis", "Recall ability: choose whose Recall pile is removed from the game first."
)
DEPLOY_ALREADY = QT_TRANSLATE_NOOP(
    "Karthedis", "Deploy: your standing choice for the cards you draw is already that."
)
NO_ABILITY_ASKS = QT_TRANSLATE_NOOP("Karthedis", "No ability asks for that now.")
NOT_IN_PACKET = QT_TRANSLATE_NOOP("Karthedis", "Draft: that card is not in the packet you hold.")
DRAFT_FIRST = QT_TRANSLATE_NOOP("Karthedis", "The draft comes first: keep a card of your packet.")
DRAFT_OVER = QT_TRANSLATE_NOOP("Karthedis", "The draft is over.")
NOT_IN_HAND = QT_TRANSLATE_NOOP("Karthedis", "That card is not in your hand.")
SPECULATE_ONLY = QT_TRANSLATE_NOOP(
    "Karthedis", "Speculate is used only in the preparation phase, at the start of a round."
)
FACE_DOWN_ONLY_FIRST = QT_TRANSLATE_NOOP(
    "Karthedis", "A card is played face down (a pass) only in the first call phase."
)
END_CALLS_ONLY_SECOND = QT_TRANSLATE_NOOP(
    "Karthedis", "Only the second call phase lets you play no card: the first asks for one."
)
TRADE_ONLY = QT_TRANSLATE_NOOP("Karthedis", "Cards go to the resources only in the trade phase.")
INTERVENE_ONLY = QT_TRANSLATE_NOOP(
    "Karthedis", "Intervene cards are played only in the trade phase, on your turn."
)
CALL_PHASE_ONLY = QT_TRANSLATE_NOOP(
    "Karthedis", "Cards are played face up only in the call phases."
)
NOT_SPECULATE = QT_TRANSLATE_NOOP("Karthedis", "{card} has no Speculate ability.")
NOT_AT_ROUND_START = QT_TRANSLATE_NOOP(
    "Karthedis",
    "Speculate: only a card that was in your hand when the round began may be used; {card} "
    "was drawn this round.",
)
INTERVENE_FACE_UP_TRADE = QT_TRANSLATE_NOOP(
    "Karthedis",
    "Intervene: cards with this ability can be played face up only in the trade phase, on "
    "their player's turn; {card} cannot be played face up now.",
)
USED_ALREADY = QT_TRANSLATE_NOOP("Karthedis", "{card} has already speculated this round.")
TWO_CALLS = QT_TRANSLATE_NOOP("Karthedis", "In the second call phase you play at most two cards.")
PASSED_NO_BID = QT_TRANSLATE_NOOP(
    "Karthedis", "You passed in the first call phase: in this trade phase you may only intervene."
)
NO_SUCH_RESOURCE = QT_TRANSLATE_NOOP("Karthedis", "There is no resource at that place.")
DROP_FIRST_TURN = QT_TRANSLATE_NOOP(
    "Karthedis", "You may sit out only on your first turn of the trade phase."
)
NOT_INTERVENE = QT_TRANSLATE_NOOP("Karthedis", "{card} has no Intervene ability.")
NO_SUCH_BID = QT_TRANSLATE_NOOP(
    "Karthedis", "Intervene targets another player's face-down card at a resource."
)
NOT_NOW = QT_TRANSLATE_NOOP("Karthedis", "That move is not possible at this moment.")

# --- naming moves (hints, the coach) --------------------------------------------------------
D_PICK = QT_TRANSLATE_NOOP("Karthedis", "Keep {card}")
D_SPECULATE = QT_TRANSLATE_NOOP("Karthedis", "Speculate with {card}")
D_END_SPECULATE = QT_TRANSLATE_NOOP("Karthedis", "Speculate no more")
D_DISCARD = QT_TRANSLATE_NOOP("Karthedis", "Discard {card}")
D_PASS = QT_TRANSLATE_NOOP("Karthedis", "Play {card} face down and pass")
D_CALL = QT_TRANSLATE_NOOP("Karthedis", "Play {card} face up")
D_END_CALLS = QT_TRANSLATE_NOOP("Karthedis", "Play no more cards")
D_BID = QT_TRANSLATE_NOOP("Karthedis", "Place {card} at {resource}")
D_INTERVENE = QT_TRANSLATE_NOOP(
    "Karthedis", "Intervene with {card} against {player}'s card at {resource}"
)
D_DROP = QT_TRANSLATE_NOOP("Karthedis", "Sit out the trade phase, laying {card} face up")
D_END_TRADE = QT_TRANSLATE_NOOP("Karthedis", "Play no more cards this trade phase")
D_PURGE = QT_TRANSLATE_NOOP("Karthedis", "Remove {player}'s Recall pile from the game")
D_DEPLOY_ON = QT_TRANSLATE_NOOP("Karthedis", "Show and use the cards with Deploy you draw")
D_DEPLOY_OFF = QT_TRANSLATE_NOOP("Karthedis", "Keep the cards with Deploy you draw hidden")

GROUPS: dict[str, Text] = {
    "pick": QT_TRANSLATE_NOOP("Karthedis", "Keep a card of the packet"),
    "speculate": QT_TRANSLATE_NOOP("Karthedis", "Speculate"),
    "end_speculate": D_END_SPECULATE,
    "discard": QT_TRANSLATE_NOOP("Karthedis", "Discard a card"),
    "pass_card": QT_TRANSLATE_NOOP("Karthedis", "Pass with a face-down card"),
    "call": QT_TRANSLATE_NOOP("Karthedis", "Play a card face up"),
    "end_calls": D_END_CALLS,
    "bid": QT_TRANSLATE_NOOP("Karthedis", "Place a card at a resource"),
    "intervene": QT_TRANSLATE_NOOP("Karthedis", "Intervene"),
    "drop_out": QT_TRANSLATE_NOOP("Karthedis", "Sit out the trade phase"),
    "end_trade": D_END_TRADE,
    "purge": QT_TRANSLATE_NOOP("Karthedis", "Remove a Recall pile"),
    "set_deploy": QT_TRANSLATE_NOOP("Karthedis", "Your choice for cards with Deploy"),
}
