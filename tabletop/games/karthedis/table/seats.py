"""The players: each opponent's panel around the edge (name, Marktführer, hand and deck
counts, what they did this phase, the resources won, their Abberufen pile and the cards they
have in play) and the viewer's own spots at the bottom left (deck, Abberufen pile, pass spot,
cards in play, resources won)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor

from ....core.game import HIDDEN
from ....core.text import QT_TRANSLATE_NOOP
from ....ui.i18n import render
from ..moves import NO_CARD
from .faces import KarthedisCard, card_label, card_tip, resource_name
from .layout import ICON, MINE, MINI, PILE, Desk

if TYPE_CHECKING:
    from .table import KarthedisTable

translate = QCoreApplication.translate
CROWN = "♛"
_CENTER = Qt.AlignmentFlag.AlignHCenter


def status_text(desk: Desk, seat: int) -> str:
    """What a player did in the phase under way ("" if nothing worth saying)."""
    v = desk.view
    if v.phase == "over":
        won = seat in v.victors
        return translate("KarthedisTable", "Winner") if won else ""
    if v.phase in ("trade", "call2") and v.passed[seat]:
        return translate("KarthedisTable", "Passed")
    if v.phase == "trade":
        if v.dropped[seat]:
            return translate("KarthedisTable", "Sits out")
        if v.done[seat]:
            return translate("KarthedisTable", "Done")
    if v.phase == "call1" and v.passed[seat]:
        return translate("KarthedisTable", "Passed")
    return ""


def lay_opponents(t: KarthedisTable, desk: Desk) -> None:
    for seat in desk.opponents():
        _lay_panel(t, desk, seat, desk.seat_rect(seat))


def _lay_panel(t: KarthedisTable, desk: Desk, seat: int, rect: QRectF) -> None:
    v = desk.view
    t.panel(f"seat{seat}", rect, accent=seat == desk.actor)
    # the panel takes drops only to say that nothing is played onto a player (under the pile)
    zone = t.zone(("seat", seat), rect)
    zone.setZValue(-11)
    zone.fill = QColor(0, 0, 0, 0)
    zone.setToolTip(
        translate(
            "KarthedisTable",
            "{player}'s place: hand and deck, what they did in this phase, the resources won, "
            "their Recall pile and their cards in play.",
        ).format(player=desk.names[seat])
    )
    x, w = rect.left() + 8, rect.width() - 16
    leader = seat == v.leader
    t.label(
        f"name{seat}",
        desk.names[seat],
        x,
        rect.top() + 5,
        w - (24 if leader else 0),
        16,
        True,
        tip=translate("KarthedisTable", "A player. The outlined panel is the one deciding now."),
    )
    if leader:
        _crown(t, f"crown{seat}", rect.right() - 26, rect.top() + 3)
    else:
        t.forget(f"crown{seat}")
    hand = len(v.hands[seat])
    known = [c for c in v.hands[seat] if c != HIDDEN]
    if v.phase == "draft":
        counts = translate("KarthedisTable", "Kept {n} of 20").format(n=len(v.kept[seat]))
    else:
        counts = translate("KarthedisTable", "Hand {hand} · Deck {deck}").format(
            hand=hand, deck=len(v.decks[seat])
        )
    tip = translate(
        "KarthedisTable", "Cards in hand and in the deck (resources won are counted apart)."
    )
    if known:
        tip += "\n" + translate("KarthedisTable", "Seen in this hand: {cards}").format(
            cards=", ".join(card_label(c) for c in known)
        )
    t.label(f"counts{seat}", counts, x, rect.top() + 27, w, 15, tip=tip)
    status = status_text(desk, seat)
    t.label(
        f"status{seat}",
        status,
        x,
        rect.top() + 47,
        w * 0.45,
        15,
        True,
        color="#ffe08a",
        tip=translate("KarthedisTable", "What the player did in this phase."),
    )
    won_at = QPointF(x + w * 0.45, rect.top() + 45)
    lay_won(t, desk, seat, won_at, w * 0.55)
    y = rect.bottom() - MINI.height() - 8
    lay_pile(t, desk, seat, QRectF(x, y, MINI.width(), MINI.height()))
    left = x + MINI.width() + 14
    # in a short panel the cards in play lie level with the resources won: they stop before them
    right = won_at.x() - 6 if y < won_at.y() + ICON * 1.4 and desk.view.won[seat] else x + w
    lay_in_play(t, desk, seat, QPointF(left, y), right - left, MINI)


def _crown(t: KarthedisTable, key: str, x: float, y: float) -> None:
    t.label(
        key,
        CROWN,
        x,
        y,
        22,
        18,
        True,
        color="#ffd23f",
        tip=translate(
            "KarthedisTable",
            "The market leader: every phase starts with this player; the role moves "
            "clockwise after each round.",
        ),
    )


def lay_won(t: KarthedisTable, desk: Desk, seat: int, at: QPointF, width: float) -> None:
    """The resources a player has won, as small resource cards."""
    won = desk.view.won[seat]
    size = QSizeF(ICON, ICON * 1.4)
    step = min(ICON + 3, (width - ICON) / max(1, len(won) - 1)) if len(won) > 1 else 0
    for i, r in enumerate(sorted(won)):
        card = t.card(
            f"won{r}",
            f"res:{r}",
            QPointF(at.x() + i * step, at.y()),
            size,
            5 + i * 0.01,
            kind=KarthedisCard,
        )
        card.setToolTip(
            translate(
                "KarthedisTable", "Won: {resource}. It stays in hand and cannot be played."
            ).format(resource=resource_name(r))
        )


def lay_pile(t: KarthedisTable, desk: Desk, seat: int, rect: QRectF) -> None:
    """An Abberufen pile: its top card and how many lie there; a zone for the abilities that
    discard to it or remove it."""
    pile = desk.view.piles[seat]
    zone = t.zone(("pile", seat), rect.adjusted(-4, -4, 4, 4))
    tip = render(
        QT_TRANSLATE_NOOP(
            "KarthedisTable",
            "Recall pile: %n card(s). Recalled and discarded cards lie here.",
            None,
            1,
        )(n=len(pile))
    )
    if pile:
        tip += "\n" + ", ".join(card_label(c) for c in pile[-8:])
        top = t.card(
            f"pile{seat}", f"card:{pile[-1]}", rect.topLeft(), rect.size(), 3, kind=KarthedisCard
        )
        assert isinstance(top, KarthedisCard)
        top.count = len(pile)
        top.setToolTip(tip + "\n\n" + card_tip(pile[-1]))
        zone.members = [top]
    zone.setToolTip(tip)


def lay_in_play(
    t: KarthedisTable, desk: Desk, seat: int, at: QPointF, width: float, size: QSizeF
) -> None:
    """The cards a player has in play: called Aufruf cards, revealed trade cards, and a pass
    card face down."""
    v = desk.view
    cards = [f"card:{c}" for c in v.table[seat]]
    keys = [f"t{c}" for c in v.table[seat]]
    pass_card = v.passcard[seat]
    if pass_card != NO_CARD:
        cards.append("back" if pass_card == HIDDEN else f"card:{pass_card}")
        keys.append(f"pass{seat}")
    if not cards:
        return
    room = max(0.0, width - size.width())
    step = min(size.width() + 4, room / max(1, len(cards) - 1))
    for i, (key, face) in enumerate(zip(keys, cards)):
        item = t.card(
            key, face, QPointF(at.x() + i * step, at.y()), size, 4 + i * 0.01, kind=KarthedisCard
        )
        if face == "back":
            item.setToolTip(
                translate(
                    "KarthedisTable",
                    "Played face down in the first call phase: this player passes until the "
                    "next call phase; the card leaves the game.",
                )
            )
        else:
            card = int(face.split(":")[1])
            item.setToolTip(
                translate("KarthedisTable", "In play until the round ends.")
                + "\n\n"
                + card_tip(card)
            )


def lay_mine(t: KarthedisTable, desk: Desk) -> None:
    """The viewer's deck, Abberufen pile and pass spot, then cards in play and resources won."""
    v, me = desk.view, desk.me
    t.panel("mine", MINE)
    x0, y0 = MINE.left() + 14, MINE.top() + 26
    gap = (MINE.width() - 28 - 3 * PILE.width()) / 2
    spots = [
        translate("KarthedisTable", "Deck"),
        translate("KarthedisTable", "Recall pile"),
        translate("KarthedisTable", "Pass spot"),
    ]
    for i, text in enumerate(spots):
        t.label(
            f"spot{i}",
            text,
            x0 + i * (PILE.width() + gap) - gap / 2 + 2,
            MINE.top() + 4,
            PILE.width() + gap - 4,
            15,
            True,
            align=_CENTER,
            tip=_SPOT_TIPS[i](),
        )
    deck = v.decks[me]
    if deck:
        back = t.card("mydeck", "back", QPointF(x0, y0), PILE, 3, kind=KarthedisCard)
        assert isinstance(back, KarthedisCard)
        back.count = len(deck)
        back.setToolTip(
            render(
                QT_TRANSLATE_NOOP("KarthedisTable", "Your deck: %n card(s), face down.", None, 1)(
                    n=len(deck)
                )
            )
        )
    else:
        t.zone("mydeck", QRectF(QPointF(x0, y0), PILE)).setToolTip(
            translate("KarthedisTable", "Your deck is empty: you draw no more cards.")
        )
    lay_pile(t, desk, me, QRectF(QPointF(x0 + PILE.width() + gap, y0), PILE))
    spot = QRectF(QPointF(x0 + 2 * (PILE.width() + gap), y0), PILE).adjusted(-4, -4, 4, 4)
    zone = t.zone("pass", spot)
    zone.setToolTip(_pass_tip())
    card = v.passcard[me]
    if card >= 0:
        item = t.card(
            f"pass{me}",
            f"card:{card}",
            QPointF(x0 + 2 * (PILE.width() + gap), y0),
            PILE,
            3,
            kind=KarthedisCard,
        )
        item.setToolTip(
            translate(
                "KarthedisTable",
                "Your face-down card: you pass until the next call phase; at the end of the "
                "first call phase you draw two and this card leaves the game.",
            )
            + "\n\n"
            + card_tip(card)
        )
        zone.members = [item]
    y1 = y0 + PILE.height() + 10
    t.label(
        "inplaytitle",
        translate("KarthedisTable", "In play"),
        MINE.left() + 14,
        y1,
        120,
        15,
        True,
        tip=translate("KarthedisTable", "Your cards in play until the round ends."),
    )
    lay_in_play(t, desk, me, QPointF(MINE.left() + 14, y1 + 20), 150, MINI)
    t.label(
        "wontitle",
        translate("KarthedisTable", "Won"),
        MINE.left() + 176,
        y1,
        110,
        15,
        True,
        tip=translate(
            "KarthedisTable", "The resources you have won: they stay in your hand, unplayable."
        ),
    )
    lay_won(t, desk, me, QPointF(MINE.left() + 176, y1 + 22), 110)


def _pass_tip() -> str:
    return translate(
        "KarthedisTable",
        "Your pass spot. First call phase: drop a card here to play it face down and pass. "
        "Trade phase, your first turn: drop a card here to lay it face up and sit out.",
    )


_SPOT_TIPS = (
    lambda: translate("KarthedisTable", "Your deck: you draw from it."),
    lambda: translate(
        "KarthedisTable",
        "Your Recall pile: played cards are recalled here at the end of the round.",
    ),
    _pass_tip,
)
