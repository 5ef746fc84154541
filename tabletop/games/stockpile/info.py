"""Stockpile's entry in the game registry: every module of the Epic Edition is an option."""

from ...core.game import AIProfile, GameInfo, Option
from ...core.text import QT_TRANSLATE_NOOP

# Hard's search budget: its median decision stays under half a second at 4 seats on a modest
# two-core computer (`tabletop-cli bench`).  With the kept tree it is the budget that plays
# better than the old Hard: 0.77 of the points [95% CI 0.59, 0.90] in 24 paired three-seat
# games, where the old 1,000 iterations with the kept tree took 0.55 [0.50, 0.63] and 1,500
# without it 0.50 [0.29, 0.67] on the same seeds (docs/ai-strength.md).
HARD_ITERATIONS = 1500

OPTIONS = (
    Option(
        "advanced_board",
        QT_TRANSLATE_NOOP("Stockpile", "Advanced board (a track of its own for each company)"),
        False,
        help=QT_TRANSLATE_NOOP(
            "Stockpile",
            "Each company climbs its own track, with its own "
            "start and split values; Stanford Steel pays "
            "$1K a share on its $ spaces.",
        ),
    ),
    Option(
        "promissory",
        QT_TRANSLATE_NOOP("Stockpile", "Promissory notes"),
        False,
        help=QT_TRANSLATE_NOOP(
            "Stockpile",
            "Buy up to 3 notes each round: every note earns "
            "$1K a round and is paid back at the end.",
        ),
    ),
    Option(
        "commodities",
        QT_TRANSLATE_NOOP("Stockpile", "Commodities & taxes"),
        False,
        help=QT_TRANSLATE_NOOP(
            "Stockpile",
            "Commodity and tax cards join the stockpiles: "
            "sets of different commodities earn money at the "
            "end, taxes cost money.",
        ),
    ),
    Option(
        "forecast_dice",
        QT_TRANSLATE_NOOP("Stockpile", "Forecast dice"),
        False,
        help=QT_TRANSLATE_NOOP(
            "Stockpile",
            "Six dice pick each round's forecasts from 22 "
            "cards, so the forecasts change every round.",
        ),
    ),
    Option(
        "strategies",
        QT_TRANSLATE_NOOP("Stockpile", "Investment strategies"),
        False,
        help=QT_TRANSLATE_NOOP(
            "Stockpile",
            "A hand of strategy cards: once a round, in the "
            "Action Phase, play one for its effect (some "
            "cost money).",
        ),
    ),
    Option(
        "investors",
        QT_TRANSLATE_NOOP("Stockpile", "Investors"),
        "none",
        (
            ("none", QT_TRANSLATE_NOOP("Stockpile", "None")),
            ("choose", QT_TRANSLATE_NOOP("Stockpile", "Choose one of two dealt")),
            ("auction", QT_TRANSLATE_NOOP("Stockpile", "Investor auction")),
        ),
        help=QT_TRANSLATE_NOOP(
            "Stockpile",
            "Each player is an investor with a power for the "
            "whole game and their own starting money: kept from "
            "two dealt, or won in an auction.",
        ),
    ),
    Option(
        "first_player_card",
        QT_TRANSLATE_NOOP("Stockpile", "First player card variant"),
        False,
        help=QT_TRANSLATE_NOOP(
            "Stockpile",
            "The first player card is auctioned with a "
            "stockpile; its winner chooses who starts the "
            "next round.",
        ),
    ),
    Option(
        "hidden_dividends",
        QT_TRANSLATE_NOOP("Stockpile", "Players choose how many shares to show for a dividend"),
        False,
        help=QT_TRANSLATE_NOOP(
            "Stockpile",
            "A dividend pays only the shares you show, so you "
            "may give up money to keep your holdings "
            "secret.",
        ),
    ),
)

INFO = GameInfo(
    package=__package__ or "",  # its parts where CONVENTIONS (core/game.py) put them
    id="stockpile",
    name="Stockpile",
    min_seats=2,
    max_seats=5,
    rules_language="pt",
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Auctions of stockpiles, insider forecasts and expansion modules."
    ),
    # A sale or a bid is a chain of small own decisions; with a larger UCB constant the tree
    # averages too many exploratory continuations into them and Hard keeps shares it knows
    # will fall.
    ai=AIProfile(
        exploration=0.3,
        rollout_policy=".playouts:rollout_policy",
        candidates="candidates",
        hard_iterations=HARD_ITERATIONS,
        expert_iterations=7500,  # about 2.5 s a decision (bench --level expert)
    ),
    options=OPTIONS,
)
