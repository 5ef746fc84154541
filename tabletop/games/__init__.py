"""The registry of games.  Importing it imports no engine: each game loads on first use."""
from __future__ import annotations

from functools import cache

from ..core.game import GameInfo, Option
from ..core.text import QT_TRANSLATE_NOOP


@cache
def registry() -> dict[str, GameInfo]:
    from .stockpile.info import INFO as stockpile
    from .take_stock.info import INFO as take_stock

    coming = [
        GameInfo("stack-market", "Stack Market", 3, 4, "fr",
                 QT_TRANSLATE_NOOP("Games", "Stack dice into buildings that may collapse.")),
        GameInfo("stock-round", "Stock Round", 3, 6, "en",
                 QT_TRANSLATE_NOOP("Games", "An 18xx stock round in a compact 18xx game.")),
        GameInfo("karthedis", "Karthedis – Future Market", 2, 9, "de",
                 QT_TRANSLATE_NOOP("Games", "Trade cats' cards for five resources.")),
    ]
    return {g.id: g for g in [take_stock, stockpile, *coming]}


def get(game_id: str) -> GameInfo:
    try:
        return registry()[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(registry())}") from None


__all__ = ["registry", "get", "GameInfo", "Option"]
