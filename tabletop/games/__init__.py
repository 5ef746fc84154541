"""The registry of games.  Importing it imports no engine: each game loads on first use."""

from __future__ import annotations

from functools import cache

from ..core.game import GameInfo, Option


@cache
def registry() -> dict[str, GameInfo]:
    from .karthedis.info import INFO as karthedis
    from .stack_market.info import INFO as stack_market
    from .stock_round.info import INFO as stock_round
    from .stockpile.info import INFO as stockpile
    from .take_stock.info import INFO as take_stock

    # the chooser's order; a game without a table is listed as coming soon
    games = [take_stock, stockpile, stack_market, stock_round, karthedis]
    return {g.id: g for g in games}


def get(game_id: str) -> GameInfo:
    try:
        return registry()[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(registry())}") from None


__all__ = ["GameInfo", "Option", "get", "registry"]
