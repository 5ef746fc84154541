"""Stockpile's entry in the game registry: every module of the Epic Edition is an option."""
from ...core.game import GameInfo, Option
from ...core.text import QT_TRANSLATE_NOOP

_PKG = "tabletop.games.stockpile"

OPTIONS = (
    Option("advanced_board", QT_TRANSLATE_NOOP("Stockpile", "Advanced board (a track of its own "
                                                            "for each company)"), False),
    Option("promissory", QT_TRANSLATE_NOOP("Stockpile", "Promissory notes"), False),
    Option("commodities", QT_TRANSLATE_NOOP("Stockpile", "Commodities & taxes"), False),
    Option("forecast_dice", QT_TRANSLATE_NOOP("Stockpile", "Forecast dice"), False),
    Option("strategies", QT_TRANSLATE_NOOP("Stockpile", "Investment strategies"), False),
    Option("investors", QT_TRANSLATE_NOOP("Stockpile", "Investors"), "none", (
        ("none", QT_TRANSLATE_NOOP("Stockpile", "None")),
        ("choose", QT_TRANSLATE_NOOP("Stockpile", "Choose one of two dealt")),
        ("auction", QT_TRANSLATE_NOOP("Stockpile", "Investor auction")),
    )),
    Option("first_player_card", QT_TRANSLATE_NOOP("Stockpile", "First player card variant"),
           False),
    Option("hidden_dividends", QT_TRANSLATE_NOOP("Stockpile", "Players choose how many shares "
                                                              "to show for a dividend"), False),
)

INFO = GameInfo(
    id="stockpile",
    name="Stockpile",
    min_seats=2,
    max_seats=5,
    rules_language="pt",
    blurb=QT_TRANSLATE_NOOP("Games", "Auctions of stockpiles, insider forecasts and "
                                     "expansion modules."),
    engine=f"{_PKG}.state:new_game",
    state_class=f"{_PKG}.state:StockpileState",
    move_codec=f"{_PKG}.moves:from_json",
    heuristic=f"{_PKG}.heuristic:evaluate",
    table=f"{_PKG}.table:StockpileTable",
    rule_sections=f"{_PKG}.sections:SECTIONS",
    options=OPTIONS,
)
