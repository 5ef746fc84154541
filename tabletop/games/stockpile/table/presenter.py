"""What Stockpile's moves look like on the table, without Qt: the piece a move moves, the
target it goes to, or the button that makes it.  The table gives each piece it draws its piece
key as payload and each drop zone its target key; the table base (tabletop/ui/table/)
turns gestures into legal moves (or the reason they are refused), lights practice targets and
outlines hints and last moves through StockpilePresenter alone.

Piece keys name a piece by what the rules care about, so alike pieces share a key: ("hand",
card) a market card to place, ("robins", card), ("commercial", card), ("firstcard",),
("offer", investor), ("choose", investor), ("pilecard", pile, index) for Maverick Mark,
("meeple",), ("held", +2 / -2) a Stock Boom / Bust, ("share", company), ("splitshare",
company), ("strategy", type), ("discard", card), ("commodity", card), ("pair", pair); a
sprite's payload is its piece key, followed for alike pieces (ALIKE) by the card it is.
Targets: ("up", pile) / ("down", pile) the two columns of a stockpile, ("bid", pile, space),
("track", company), "sell", "soros", "portfolio".
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from ....core.game import Move
from ....core.text import QT_TRANSLATE_NOOP, Text, plain
from ....ui.presenter import Answer, Button, Key, KeyAct, Parts, Presenter, Question
from .. import cards
from .. import messages as M
from .. import moves as mv
from .glossary import NOWHERE, USES

Piece = tuple[Any, ...]
Target = Hashable
ALIKE = ("share", "splitshare", "held", "strategy")  # alike pieces: payload ends with a card

# the decisions without a natural gesture: a button each
BUTTON_MOVES = (
    mv.BuyNotes,
    mv.PhilPick,
    mv.GiveFirstCard,
    mv.UsePower,
    mv.Claim,
    mv.Gift,
    mv.ChooseInvestor,
    mv.Pass,
    mv.EndTurn,
)
_SELL_TARGET = {mv.NORMAL: "sell", mv.SOROS: "soros", mv.SPLIT_SALE: "sell", mv.HALF: "portfolio"}
_CHOICE_KIND = {
    mv.PORTFOLIO: "share",
    mv.SPLIT: "splitshare",
    mv.HELD: "held",
    mv.DISCARD: "discard",
    mv.COMMERCIAL: "commodity",
}


@dataclass(frozen=True)
class Gesture:
    """How a move is made on the table: drag `piece` onto `target`, click `piece` (no target),
    click `target` (no piece), or press a button.  `sprite`: the card that shows the move once
    made (an opponent's last move outlines it)."""

    piece: Piece | None = None
    target: Target | None = None
    button: bool = False
    sprite: str | None = None


def gesture(phase: str, robins_draw: list[int], move: Move) -> Gesture:
    """The gesture that makes `move` in `phase` (`robins_draw`: Royal Robins's cards)."""
    if isinstance(move, mv.Place):
        if phase == "robins" and move.card in robins_draw:
            return Gesture(("robins", move.card), ("down", move.pile), sprite=f"m{move.card}")
        return Gesture(
            ("hand", move.card),
            ("up" if move.face_up else "down", move.pile),
            sprite=f"m{move.card}",
        )
    if isinstance(move, mv.PlaceCommercial):
        return Gesture(("commercial", move.card), ("up", move.pile), sprite=f"m{move.card}")
    if isinstance(move, mv.PlaceFirstCard):
        return Gesture(("firstcard",), ("up", move.pile), sprite="first-card")
    if isinstance(move, mv.OfferInvestor):
        return Gesture(("offer", move.investor), ("up", move.pile), sprite=f"inv{move.investor}")
    if isinstance(move, mv.MoveCard):
        return Gesture(("pilecard", move.pile, move.index), ("up", move.to_pile))
    if isinstance(move, mv.LookPile):
        return Gesture(None, ("down", move.pile))
    if isinstance(move, mv.Bid):
        return Gesture(("meeple",), ("bid", move.pile, move.space))
    if isinstance(move, mv.PlayAction):
        return Gesture(("held", cards.action_delta(move.card)), ("track", move.company))
    if isinstance(move, mv.ChooseCompany):
        return Gesture(None, ("track", move.company))
    if isinstance(move, (mv.PlayStrategy, mv.DiscardStrategy)):
        return Gesture(("strategy", cards.strategy_type(move.card)) if move.card >= 0 else None)
    if isinstance(move, mv.Sell):
        kind = "splitshare" if move.how in (mv.SPLIT_SALE, mv.HALF) else "share"
        return Gesture((kind, cards.company_of(move.card)), _SELL_TARGET.get(move.how, "sell"))
    if isinstance(move, mv.ChooseCard):
        return Gesture(choice_piece(move.source, move.card))
    if isinstance(move, mv.ChoosePair):
        return Gesture(("pair", move.pair))
    if isinstance(move, mv.ChooseInvestor):
        return Gesture(("choose", move.investor), button=True, sprite=f"inv{move.investor}")
    return Gesture(button=isinstance(move, BUTTON_MOVES))


def choice_piece(source: str, card: int) -> Piece:
    """The piece a ChooseCard from `source` picks (shares and Boom/Bust cards are alike)."""
    kind = _CHOICE_KIND.get(source, source)
    if kind in ("share", "splitshare") and cards.is_stock(card):
        return (kind, cards.company_of(card))
    if kind == "held" and cards.is_action(card):
        return (kind, cards.action_delta(card))
    return (kind, card)


def intent(payload: Piece, target: Target) -> Move | None:
    """The move a drop asks for when no legal move matches it (the rules then say why it is
    refused), or None when the drop means nothing.  Alike pieces carry their card last."""
    kind = payload[0]
    if isinstance(target, tuple) and target[0] in ("up", "down"):
        p = target[1]
        if kind == "hand":
            return mv.Place(payload[1], p, 1 if target[0] == "up" else 0)
        if kind == "robins":
            return mv.Place(payload[1], p, 0)  # Robins's own card goes face down
        if kind == "commercial":
            return mv.PlaceCommercial(payload[1], p)
        if kind == "firstcard":
            return mv.PlaceFirstCard(p)
        if kind == "offer":
            return mv.OfferInvestor(payload[1], p)
        if kind == "pilecard" and payload[1] != p:
            return mv.MoveCard(payload[1], payload[2], p)
        return None
    if isinstance(target, tuple) and target[0] == "bid" and kind == "meeple":
        return mv.Bid(target[1], target[2])
    card = payload[2] if len(payload) > 2 and kind in ALIKE else None
    if card is None:
        return None
    if isinstance(target, tuple) and target[0] == "track" and kind == "held":
        return mv.PlayAction(card, target[1])
    how = {
        ("share", "sell"): mv.NORMAL,
        ("share", "soros"): mv.SOROS,
        ("splitshare", "sell"): mv.SPLIT_SALE,
        ("splitshare", "portfolio"): mv.HALF,
    }.get((kind, target) if isinstance(target, str) else ("", ""))
    return mv.Sell(card, how) if how else None


@dataclass(frozen=True)
class Same:
    """The alike-test of a piece: a payload names it if it begins with the piece key (alike
    pieces carry their own card after it)."""

    piece: Piece

    def __call__(self, payload: Any) -> bool:
        return isinstance(payload, tuple) and payload[: len(self.piece)] == self.piece


class StockpilePresenter(Presenter):
    """Stockpile's moves for the table base (tabletop/ui/presenter.py)."""

    def parts(self, move: Move, view: Any) -> Parts:
        g = gesture(view.phase, list(view.robins_draw), move)
        if g.piece is None:
            return Parts(target=g.target, click=g.target is not None)
        return Parts(target=g.target, alike=Same(g.piece), click=g.target is None)

    def last_parts(self, move: Move, view: Any) -> Parts:
        """An opponent's move shows where it went: the card it placed, the zone it aimed at."""
        g = gesture(view.phase, list(view.robins_draw), move)
        return Parts(piece=g.sprite, target=g.target)

    def attempt(self, payload: Any, target: Hashable | None, view: Any) -> Move | Text | None:
        if not isinstance(payload, tuple):
            return None
        kind = payload[0]
        if target is None:  # a click: a strategy card says why it cannot play
            if kind == "strategy" and len(payload) > 2:
                return (
                    mv.DiscardStrategy(payload[2])
                    if view.phase == "strategy_discard"
                    else mv.PlayStrategy(payload[2])
                )
            return None
        return intent(payload, target) or USES.get(kind, NOWHERE)

    def keys(self) -> Sequence[Key]:
        return KEYS

    def buttons(self, view: Any, legal: Sequence[Move]) -> Sequence[Button]:
        """The decisions without a natural gesture (and a few with one, so every decision can
        be clicked), in short words; the tip says each in full ("0 + 1": no share, one split
        share)."""
        return [
            Button(
                m,
                button_label(view, m),
                "n" if isinstance(m, (mv.Pass, mv.EndTurn)) else "",
                M.describe(view, m),
            )
            for m in legal
            if isinstance(m, BUTTON_MOVES)
        ]


# --- the buttons, the up-or-down question and the keymap ----------------------------------------

NO_NOTES = QT_TRANSLATE_NOOP("StockpileTable", "No notes")
NOTES_N = QT_TRANSLATE_NOOP("StockpileTable", "Notes ×{n}")
GIVE_TO = QT_TRANSLATE_NOOP("StockpileTable", "Give to {player}")
GIFT_2 = QT_TRANSLATE_NOOP("StockpileTable", "$2K to {player}")
GIFT_1_1 = QT_TRANSLATE_NOOP("StockpileTable", "$1K to {a} and {b}")
UP_OR_DOWN = QT_TRANSLATE_NOOP("StockpileTable", "{company}: up or down?")
UP = QT_TRANSLATE_NOOP("StockpileTable", "Up ▲")
DOWN = QT_TRANSLATE_NOOP("StockpileTable", "Down ▼")
FACE_DOWN_ONLY_IN_SUPPLY = QT_TRANSLATE_NOOP(
    "StockpileTable", "Cards are placed face down only in the Supply Phase."
)
NEXT_FACE_DOWN = QT_TRANSLATE_NOOP(
    "StockpileTable",
    "The next card goes face down: press its stockpile's number (D again: face up).",
)
NEXT_FACE_UP = QT_TRANSLATE_NOOP("StockpileTable", "The next card goes face up again.")
FACE_DOWN = "face_down"  # the table's action names (StockpileTable.key_action)
PICK = "pick"


def button_label(view: Any, m: Move) -> Text:
    """Short words for a choice button (many may share a line)."""
    if isinstance(m, mv.BuyNotes):
        return NOTES_N(n=m.count) if m.count else NO_NOTES
    if isinstance(m, mv.GiveFirstCard):
        return GIVE_TO(player=m.seat)
    if isinstance(m, mv.Claim):
        return plain(f"{m.normal} + {m.split}")
    if isinstance(m, mv.PhilPick):
        return plain(
            cards.COMPANIES[m.card] if m.what == mv.COMPANY_CARD else cards.forecast_face(m.card)[0]
        )
    if isinstance(m, mv.Gift):
        if m.first == m.second:
            return GIFT_2(player=m.first)
        return GIFT_1_1(a=M.seat_text(m.first), b=M.seat_text(m.second))
    return M.describe(view, m)


def company_question(picks: Sequence[mv.ChooseCompany]) -> Question:
    """A company's track clicked where it may go up or down: which way (↑ or ↓)?"""
    ordered = sorted(picks, key=lambda m: -m.delta)
    return Question(
        UP_OR_DOWN(company=plain(cards.COMPANIES[ordered[0].company])),
        tuple(Answer(UP, "Up", m) if m.delta > 0 else Answer(DOWN, "Down", m) for m in ordered),
    )


def _face_down(view: Any, payload: Any, n: int) -> KeyAct:
    return FACE_DOWN if view.phase == "supply" else FACE_DOWN_ONLY_IN_SUPPLY


def _done(view: Any, payload: Any, n: int) -> KeyAct:
    return mv.EndTurn() if view.phase in ("action", "selling") else mv.Pass()


KEYS = (
    Key(
        "1-6",
        QT_TRANSLATE_NOOP(
            "StockpileTable",
            "the stockpile for the selected card or meeple, or the company to pick "
            "(a selected Stock Boom/Bust goes onto its track)",
        ),
        lambda v, p, n: PICK,
    ),
    Key(
        "d",
        QT_TRANSLATE_NOOP("StockpileTable", "the next card goes face down (press again: face up)"),
        _face_down,
    ),
    Key("n", QT_TRANSLATE_NOOP("StockpileTable", "end your turn, or pass"), _done),
)
