"""Karthedis' entry in the game registry."""

from ...core.game import AIProfile, GameInfo, Option
from ...core.setup import SetupValue
from ...core.text import QT_TRANSLATE_NOOP

# Hard's search budget: its median decision stays under a second at 4 seats on a modest
# two-core computer (`tabletop-cli bench --game karthedis --seats 4`: median 0.23 s; in real
# 4-seat games 0.38 s; at 9 seats at most 1.6 s a decision).  It wins 97.5% of 2-seat games
# against Random and 68% of 4-seat games against three Easy seats.
HARD_ITERATIONS = 500

_SEAT = QT_TRANSLATE_NOOP("Karthedis", "Seat {n}")

OPTIONS = (
    Option(
        "victory",
        QT_TRANSLATE_NOOP("Karthedis", "Victory condition"),
        "three_or_pair",
        (
            ("three_or_pair", QT_TRANSLATE_NOOP("Karthedis", "Three different or two alike")),
            ("different_2", QT_TRANSLATE_NOOP("Karthedis", "Two different")),
            ("different_3", QT_TRANSLATE_NOOP("Karthedis", "Three different")),
            ("different_4", QT_TRANSLATE_NOOP("Karthedis", "Four different")),
            ("different_5", QT_TRANSLATE_NOOP("Karthedis", "Five different")),
            ("same_2", QT_TRANSLATE_NOOP("Karthedis", "Two of one kind")),
            ("same_3", QT_TRANSLATE_NOOP("Karthedis", "Three of one kind")),
            ("same_4", QT_TRANSLATE_NOOP("Karthedis", "Four of one kind")),
        ),
        help=QT_TRANSLATE_NOOP(
            "Karthedis",
            "Which base resources win. The rulebook recommends three different or two alike.",
        ),
    ),
    Option(
        "setup",
        QT_TRANSLATE_NOOP("Karthedis", "Decks"),
        "random",
        (
            ("random", QT_TRANSLATE_NOOP("Karthedis", "Twenty random cards")),
            ("draft", QT_TRANSLATE_NOOP("Karthedis", "Draft")),
            ("build", QT_TRANSLATE_NOOP("Karthedis", "Free deck building")),
        ),
        help=QT_TRANSLATE_NOOP(
            "Karthedis",
            "Random decks; the draft: take five cards, keep one, pass the rest on; or free "
            "deck building: each player picks twenty cards from the box.",
        ),
    ),
    Option(
        "unlimited_copies",
        QT_TRANSLATE_NOOP("Karthedis", "Allow more copies than one box holds"),
        False,
        help=QT_TRANSLATE_NOOP(
            "Karthedis",
            "Free deck building only. The rulebook: it is possible to buy the game more than "
            "once to use more copies of a cat, but it is not recommended.",
        ),
    ),
    Option(
        "leader",
        QT_TRANSLATE_NOOP("Karthedis", "First market leader"),
        -2,
        (
            (-2, QT_TRANSLATE_NOOP("Karthedis", "Last game's winner or random")),
            (-1, QT_TRANSLATE_NOOP("Karthedis", "At random")),
        )
        + tuple((i, _SEAT(n=i + 1)) for i in range(9)),
        help=QT_TRANSLATE_NOOP(
            "Karthedis",
            "The rulebook: the oldest player in a first game, the last game's winner in a "
            "rematch. Name a seat, or let the last game or chance decide.",
        ),
    ),
    Option(
        "deploy",
        QT_TRANSLATE_NOOP("Karthedis", "Deploy cards: show and use them when drawn"),
        True,
        help=QT_TRANSLATE_NOOP(
            "Karthedis",
            "Every player's starting choice for the cards with Deploy they draw: show and use "
            "them at once, or keep them hidden. Each player may change their own choice on any "
            "of their turns; the others never learn it.",
        ),
    ),
)

INFO = GameInfo(
    package=__package__ or "",  # its parts where CONVENTIONS (core/game.py) put them
    id="karthedis",
    name="Karthedis – Future Market",
    min_seats=2,
    max_seats=9,
    rules_language="de",
    blurb=QT_TRANSLATE_NOOP("Games", "Trade cats' cards for five resources."),
    ai=AIProfile(
        candidates="candidates",
        exploration=0.7,
        rollout_depth=20,
        hard_iterations=HARD_ITERATIONS,
        expert_iterations=4000,  # about 0.7 s at 4 seats, 1 s at 9: luck decides more than search
    ),
    options=OPTIONS,
    # the decks of free deck building (the deck editors); every game takes `last_winners`
    setup_values=(SetupValue("decks", ".decks:setup_problem"),),
    prepare=".table.deck_editor:prepare",
    migrate=".migrate:session",  # saves of 0.1 asked at every Einsatz draw
)
