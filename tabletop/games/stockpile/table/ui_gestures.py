"""What the Stockpile table's gestures mean, without Qt: a dragged piece (its payload) dropped
on a target becomes a move, and a move names the piece and target a hint outlines.

Payloads are (kind, ident): ("hand", card) a market card to place, ("robins", card),
("commercial", card), ("firstcard", None), ("offer", investor), ("choose", investor),
("pilecard", (pile, index)) for Maverick Mark, ("meeple", None), ("held", card) a Boom/Bust,
("share", card) / ("splitshare", card) from the portfolios, ("strategy", card), ("discard",
card), ("commodity", card), ("pair", pair).  Targets: ("up", pile) / ("down", pile) the two
columns of a stockpile, ("bid", pile, space), ("track", company), "sell", "soros", "portfolio".
"""
from __future__ import annotations

from typing import Callable

from ....core.game import Move
from .. import cards
from .. import moves as mv


def drop_moves(payload, target) -> list[Move]:
    """The move a drop of `payload` on `target` asks for (legal or not: the controller explains
    a refusal), or [] when the drop means nothing."""
    kind, ident = payload
    if isinstance(target, tuple) and target[0] in ("up", "down"):
        p = target[1]
        made = {"hand": lambda: mv.Place(ident, p, 1 if target[0] == "up" else 0),
                "robins": lambda: mv.Place(ident, p, 0),     # Robins's own card goes down
                "commercial": lambda: mv.PlaceCommercial(ident, p),
                "firstcard": lambda: mv.PlaceFirstCard(p),
                "offer": lambda: mv.OfferInvestor(ident, p)}.get(kind)
        if made is not None:
            return [made()]
        if kind == "pilecard" and ident[0] != p:
            return [mv.MoveCard(ident[0], ident[1], p)]
        return []
    if isinstance(target, tuple) and target[0] == "bid" and kind == "meeple":
        return [mv.Bid(target[1], target[2])]
    if isinstance(target, tuple) and target[0] == "track" and kind == "held":
        return [mv.PlayAction(ident, target[1])]
    how = {("share", "sell"): mv.NORMAL, ("share", "soros"): mv.SOROS,
           ("splitshare", "sell"): mv.SPLIT_SALE, ("splitshare", "portfolio"): mv.HALF}.get(
        (kind, target) if isinstance(target, str) else None)
    return [mv.Sell(ident, how)] if how else []


def pile_moves(legal: list[Move], phase: str, pile: int, which: str) -> list[Move]:
    """Legal moves aimed at a stockpile (its half matters only for the players' supply)."""
    out = []
    for m in legal:
        if isinstance(m, mv.Place) and m.pile == pile:
            if phase == "robins" or m.face_up == (which == "up"):
                out.append(m)
        elif isinstance(m, (mv.PlaceCommercial, mv.PlaceFirstCard, mv.LookPile,
                            mv.OfferInvestor)) and m.pile == pile:
            out.append(m)
    return out


def _same_stock(a: int, b: int) -> bool:
    """Shares of one company are alike: a move names the lowest card of them."""
    return a == b or (cards.is_stock(a) and cards.is_stock(b)
                      and cards.company_of(a) == cards.company_of(b))


def hint_parts(move: Move) -> tuple[str | None, Callable[[tuple], bool] | None, object]:
    """(sprite key, or a test on sprite payloads; the target) that show `move`."""
    if isinstance(move, mv.Place):
        return f"m{move.card}", None, ("up" if move.face_up else "down", move.pile)
    if isinstance(move, mv.PlaceCommercial):
        return f"m{move.card}", None, ("up", move.pile)
    if isinstance(move, mv.PlaceFirstCard):
        return "first-card", None, ("up", move.pile)
    if isinstance(move, mv.LookPile):
        return None, None, ("down", move.pile)
    if isinstance(move, mv.OfferInvestor):
        return f"inv{move.investor}", None, ("up", move.pile)
    if isinstance(move, mv.ChooseInvestor):
        return f"inv{move.investor}", None, None
    if isinstance(move, mv.Bid):
        return None, lambda p: p == ("meeple", None), ("bid", move.pile, move.space)
    if isinstance(move, mv.PlayAction):
        delta = cards.action_delta(move.card)
        return None, lambda p: p[0] == "held" and cards.action_delta(p[1]) == delta, \
            ("track", move.company)
    if isinstance(move, mv.ChooseCompany):
        return None, None, ("track", move.company)
    if isinstance(move, (mv.PlayStrategy, mv.DiscardStrategy)):
        kind = cards.strategy_type(move.card)
        return None, lambda p: p[0] == "strategy" and p[1] >= 0 and \
            cards.strategy_type(p[1]) == kind, None
    if isinstance(move, mv.Sell):
        source = "splitshare" if move.how in (mv.SPLIT_SALE, mv.HALF) else "share"
        return None, lambda p: p[0] == source and _same_stock(p[1], move.card), \
            {mv.SOROS: "soros", mv.HALF: "portfolio"}.get(move.how, "sell")
    if isinstance(move, mv.ChooseCard):
        source = {mv.PORTFOLIO: "share", mv.SPLIT: "splitshare", mv.HELD: "held",
                  mv.DISCARD: "discard", mv.COMMERCIAL: "commodity"}.get(move.source)
        return None, lambda p: p[0] == source and p[1] >= 0 and _same_stock(p[1], move.card), \
            None
    if isinstance(move, mv.ChoosePair):
        return None, lambda p: p == ("pair", move.pair), None
    if isinstance(move, mv.MoveCard):
        return None, lambda p: p == ("pilecard", (move.pile, move.index)), ("up", move.to_pile)
    return None, None, None
