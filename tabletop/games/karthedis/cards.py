"""The Karthedis card set: our design (the scan keeps no card list, see docs/rules/karthedis.md).

180 player cards: 12 cat species x 15 cards.  Every card has a trade value (Handelswert 1-5)
and at most one ability; a species' ability cards are its first cards (lowest values).
50 resource cards: 5 base resources (Basisressourcen) x 10.

Card ids: player cards 0..179 (species = id // 15); a free deck built with more copies than
one box holds adds ids 180 + ... whose printed card is `id % 180`.  Resource cards 0..49
(resource = id // 10).  Every number of the set lives here, so it is corrected in one place.
"""

from __future__ import annotations

from ...core.text import QT_TRANSLATE_NOOP, Text

SPECIES_SIZE = 15
NUM_SPECIES = 12
BOX = SPECIES_SIZE * NUM_SPECIES  # player cards in one box
NUM_RESOURCES = 5
RESOURCE_COPIES = 10
NUM_RESOURCE_CARDS = NUM_RESOURCES * RESOURCE_COPIES
DECK_SIZE = 20
OPENING_HAND = 5
DRAFT_PACKET = 5  # cards per packet; a seat keeps one, passes the rest

# --- keywords (the rulebook's Fähigkeiten) ---------------------------------------------------
ABBERUFEN, AUFRUF, ENTFERNEN, EINSATZ, EXPERTISE, INTERVENIEREN, SPEKULIEREN = range(7)
KEYWORDS: tuple[Text, ...] = (
    QT_TRANSLATE_NOOP("Karthedis", "Recall"),
    QT_TRANSLATE_NOOP("Karthedis", "Call"),
    QT_TRANSLATE_NOOP("Karthedis", "Remove from the game"),
    QT_TRANSLATE_NOOP("Karthedis", "Deploy"),
    QT_TRANSLATE_NOOP("Karthedis", "Expertise"),
    QT_TRANSLATE_NOOP("Karthedis", "Intervene"),
    QT_TRANSLATE_NOOP("Karthedis", "Speculate"),
)

# --- effects: what an ability does (one per species with an ability) ------------------------
NONE = 0
DIG = 1  # Einsatz: draw two cards, then discard a card from your hand (the scan's card)
DOUBLE = 2  # Expertise: doubles this card's trade value
BOUNCE = 3  # Intervenieren: a face-down card at a resource goes back to its owner's hand
PILE_BONUS = 4  # Abberufen: while in your Abberufen pile, +1 at every resource you trade at
PURGE = 5  # Abberufen: remove another player's Abberufen pile from the game
RALLY = 6  # Aufruf: while in play, +2 at every resource you trade at
CYCLE = 7  # Spekulieren: draw a card, then discard a card from your hand
RECALL_DRAW = 8  # Abberufen: draw a card
EXILE = 9  # Intervenieren: reveal a face-down card at a resource and remove it from the game
LONE = 10  # Expertise: +2 if no other player has a card at this resource
DRAW = 11  # Einsatz: draw a card

EFFECT_KEYWORD = {
    DIG: EINSATZ,
    DOUBLE: EXPERTISE,
    BOUNCE: INTERVENIEREN,
    PILE_BONUS: ABBERUFEN,
    PURGE: ABBERUFEN,
    RALLY: AUFRUF,
    CYCLE: SPEKULIEREN,
    RECALL_DRAW: ABBERUFEN,
    EXILE: INTERVENIEREN,
    LONE: EXPERTISE,
    DRAW: EINSATZ,
}
RALLY_BONUS = 2
LONE_BONUS = 2
PILE_BONUS_EACH = 1

ABILITY_TEXT: dict[int, Text] = {
    DIG: QT_TRANSLATE_NOOP(
        "Karthedis", "Deploy – draw two cards, then choose a card from your hand and discard it."
    ),
    DOUBLE: QT_TRANSLATE_NOOP("Karthedis", "Expertise – doubles this card's trade value."),
    BOUNCE: QT_TRANSLATE_NOOP(
        "Karthedis", "Intervene – a face-down card at a resource goes back to its owner's hand."
    ),
    PILE_BONUS: QT_TRANSLATE_NOOP(
        "Karthedis",
        "Recall – while this card lies in your Recall pile, your trade total at every "
        "resource where you have a card is 1 higher.",
    ),
    PURGE: QT_TRANSLATE_NOOP(
        "Karthedis", "Recall – remove another player's Recall pile from the game."
    ),
    RALLY: QT_TRANSLATE_NOOP(
        "Karthedis",
        "Call – while this card is in play, your trade total at every resource where you "
        "have a card is 2 higher.",
    ),
    CYCLE: QT_TRANSLATE_NOOP(
        "Karthedis", "Speculate – draw a card, then choose a card from your hand and discard it."
    ),
    RECALL_DRAW: QT_TRANSLATE_NOOP("Karthedis", "Recall – draw a card."),
    EXILE: QT_TRANSLATE_NOOP(
        "Karthedis",
        "Intervene – reveal a face-down card at a resource and remove it from the game.",
    ),
    LONE: QT_TRANSLATE_NOOP(
        "Karthedis",
        "Expertise – +2 trade value if no other player has a card at this resource.",
    ),
    DRAW: QT_TRANSLATE_NOOP("Karthedis", "Deploy – draw a card."),
}

# --- the species: printed name (German) and its translations, character, ability, values ----
# values: the 15 cards' trade values; the first `abilities` of them carry the species' ability.
SPECIES: tuple[dict, ...] = (
    {
        "de": "Hauskatze",
        "en": "House cat",
        "fr": "Chat domestique",
        "pt": "Gato doméstico",
        "effect": NONE,
        "abilities": 0,
        "values": (2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5),
        "character": QT_TRANSLATE_NOOP(
            "Karthedis", "No abilities, but cheap high trade values: bid often and bid high."
        ),
    },
    {
        "de": "Kartäuser",
        "en": "Chartreux",
        "fr": "Chartreux",
        "pt": "Chartreux",
        "effect": DIG,
        "abilities": 6,
        "values": (1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 5),
        "character": QT_TRANSLATE_NOOP(
            "Karthedis", "Card draw: dig through your deck and keep the best cards."
        ),
    },
    {
        "de": "Perserkatze",
        "en": "Persian",
        "fr": "Persan",
        "pt": "Persa",
        "effect": DOUBLE,
        "abilities": 8,
        "values": (1, 1, 1, 2, 2, 2, 2, 3, 2, 2, 3, 3, 3, 4, 4),
        "character": QT_TRANSLATE_NOOP(
            "Karthedis", "Big bids: a face-down Persian counts twice at a resource."
        ),
    },
    {
        "de": "Siamkatze",
        "en": "Siamese",
        "fr": "Siamois",
        "pt": "Siamês",
        "effect": BOUNCE,
        "abilities": 5,
        "values": (1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5),
        "character": QT_TRANSLATE_NOOP(
            "Karthedis", "Disruption: send a rival's bid back to their hand."
        ),
    },
    {
        "de": "Luchs",
        "en": "Lynx",
        "fr": "Lynx",
        "pt": "Lince",
        "effect": PILE_BONUS,
        "abilities": 6,
        "values": (1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 5),
        "character": QT_TRANSLATE_NOOP(
            "Karthedis",
            "A combo with the Recall pile: every Lynx lying there raises all your bids.",
        ),
    },
    {
        "de": "Schneeleopard",
        "en": "Snow leopard",
        "fr": "Panthère des neiges",
        "pt": "Leopardo-das-neves",
        "effect": PURGE,
        "abilities": 4,
        "values": (1, 2, 2, 3, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5),
        "character": QT_TRANSLATE_NOOP(
            "Karthedis", "The answer to Recall piles: wipe out a rival's pile and its bonuses."
        ),
    },
    {
        "de": "Gepard",
        "en": "Cheetah",
        "fr": "Guépard",
        "pt": "Guepardo",
        "effect": RALLY,
        "abilities": 5,
        "values": (1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5),
        "character": QT_TRANSLATE_NOOP(
            "Karthedis", "Tempo: call a Cheetah first, then every bid of the round is stronger."
        ),
    },
    {
        "de": "Ozelot",
        "en": "Ocelot",
        "fr": "Ocelot",
        "pt": "Jaguatirica",
        "effect": CYCLE,
        "abilities": 5,
        "values": (1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 5),
        "character": QT_TRANSLATE_NOOP(
            "Karthedis", "Patience: keep an Ocelot in hand and sift one card every round."
        ),
    },
    {
        "de": "Sphynx",
        "en": "Sphynx",
        "fr": "Sphynx",
        "pt": "Sphynx",
        "effect": RECALL_DRAW,
        "abilities": 7,
        "values": (1, 1, 2, 2, 2, 3, 3, 2, 3, 3, 3, 4, 4, 4, 5),
        "character": QT_TRANSLATE_NOOP(
            "Karthedis", "Card flow: every Sphynx that leaves play brings a new card."
        ),
    },
    {
        "de": "Karakal",
        "en": "Caracal",
        "fr": "Caracal",
        "pt": "Caracal",
        "effect": EXILE,
        "abilities": 4,
        "values": (1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 5, 5),
        "character": QT_TRANSLATE_NOOP(
            "Karthedis", "Hard disruption: remove a rival's bid from the game for good."
        ),
    },
    {
        "de": "Serval",
        "en": "Serval",
        "fr": "Serval",
        "pt": "Serval",
        "effect": LONE,
        "abilities": 7,
        "values": (1, 1, 2, 2, 2, 3, 3, 2, 3, 3, 3, 4, 4, 4, 5),
        "character": QT_TRANSLATE_NOOP(
            "Karthedis", "Go where the others are not: uncontested bids count more."
        ),
    },
    {
        "de": "Manul",
        "en": "Pallas's cat",
        "fr": "Manul",
        "pt": "Manul",
        "effect": DRAW,
        "abilities": 5,
        "values": (1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5),
        "character": QT_TRANSLATE_NOOP(
            "Karthedis", "Steady hands: a Pallas's cat replaces itself when you draw it."
        ),
    },
)

RESOURCES: tuple[Text, ...] = (
    QT_TRANSLATE_NOOP("Karthedis", "Energy"),
    QT_TRANSLATE_NOOP("Karthedis", "Water"),
    QT_TRANSLATE_NOOP("Karthedis", "Metal"),
    QT_TRANSLATE_NOOP("Karthedis", "Food"),
    QT_TRANSLATE_NOOP("Karthedis", "Data"),
)

# --- lookups by card id (tables: search reads them millions of times) ------------------------
SPECIES_OF: tuple[int, ...] = tuple(c // SPECIES_SIZE for c in range(BOX))
VALUE: tuple[int, ...] = tuple(
    SPECIES[c // SPECIES_SIZE]["values"][c % SPECIES_SIZE] for c in range(BOX)
)
EFFECT: tuple[int, ...] = tuple(
    SPECIES[c // SPECIES_SIZE]["effect"]
    if c % SPECIES_SIZE < SPECIES[c // SPECIES_SIZE]["abilities"]
    else NONE
    for c in range(BOX)
)
# A card's design: (species, value, effect); identical designs are copies of one card.
DESIGN: tuple[tuple[int, int, int], ...] = tuple(
    (SPECIES_OF[c], VALUE[c], EFFECT[c]) for c in range(BOX)
)
COPIES_IN_BOX: dict[tuple[int, int, int], int] = {}
for _d in DESIGN:
    COPIES_IN_BOX[_d] = COPIES_IN_BOX.get(_d, 0) + 1


def printed(card: int) -> int:
    """The box card a (possibly extra) copy shows."""
    return card % BOX


def value_of(card: int) -> int:
    return VALUE[card % BOX]


def effect_of(card: int) -> int:
    return EFFECT[card % BOX]


def species_of(card: int) -> int:
    return SPECIES_OF[card % BOX]


def resource_of(card: int) -> int:
    return card // RESOURCE_COPIES


def card_name(card: int, language: str = "de") -> str:
    """A card as printed: species name and trade value ("Luchs 3")."""
    return f"{SPECIES[species_of(card)][language]} {value_of(card)}"


def _check() -> None:
    assert len(SPECIES) == NUM_SPECIES
    for sp in SPECIES:
        assert len(sp["values"]) == SPECIES_SIZE and all(1 <= v <= 5 for v in sp["values"])
    keywords = {EFFECT_KEYWORD[e] for e in EFFECT if e != NONE}
    assert keywords | {ENTFERNEN} == set(range(len(KEYWORDS)))  # EXILE and PURGE remove


_check()
