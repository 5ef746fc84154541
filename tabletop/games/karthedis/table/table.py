"""The Karthedis table: the scene that shows a per-seat view and turns gestures into moves.

The parts lay themselves out from one `Desk` (layout.py): the round bar and the prompt
(prompt.py), the opponents around the edge and the viewer's own piles (seats.py), the
resources, the cards placed at them, the centre and the draft packet (centre.py), the hand
(hand.py).  Which move a drag, a click or a key means comes from the table base through
KarthedisPresenter (presenter.py: its pieces and targets, its keymap, its buttons).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....core.text import QT_TRANSLATE_NOOP, Text
from ....ui.game_screen import with_names
from ....ui.i18n import render
from ....ui.sprites import CardItem
from ....ui.table import TableScene
from ....ui.table.zoom import MIN_FACTOR
from ..moves import DISCARD, PURGE, Intervene, Purge, Speculate
from ..state import KarthedisState
from .centre import lay_centre, lay_result
from .faces import KarthedisCard
from .hand import lay_hand
from .layout import MIN_PX, Desk
from .presenter import KarthedisPresenter
from .prompt import lay_bar, lay_prompt
from .seats import lay_mine, lay_opponents

translate = QCoreApplication.translate
SEVERAL_PLACES = QT_TRANSLATE_NOOP(
    "KarthedisTable",
    "This card can go to several places: drag it there, or press a digit (a resource), C (the "
    "centre) or P (your pass spot).",
)
CARD_ZOOM_HEIGHT = 440.0  # a zoomed card: its ability's words as large as the prompt's
# the phases of a round in their order: a position earlier than the last one shown is a new
# game (or an undo), whose table keeps nothing of the last one
STAGES = (
    "draft",
    "speculate",
    "prep_draw",
    "call1",
    "pass_draws",
    "trade",
    "call2",
    "round_end",
    "over",
)


def stage(view: KarthedisState) -> tuple[int, int]:
    """How far a game is: its round, then the phase within it."""
    phase = STAGES.index(view.phase) if view.phase in STAGES else 0
    return (0 if view.phase == "draft" else view.round, phase)


class KarthedisTable(TableScene[KarthedisState]):
    presenter = KarthedisPresenter()

    def __init__(self, info, parent=None):
        super().__init__(info, parent)
        self.min_label_px = MIN_PX
        self.desk: Desk | None = None
        self.trade_result: dict[str, Any] | None = None  # the last reveal (a "traded" entry)
        self.note_round = 0  # the round the last note (what an opponent did) was said in
        self.interventions: list[dict[str, Any]] = []  # this round's "intervened" entries

    # --- the shell's entry points ------------------------------------------------------------
    def show_state(self, view, seat, legal, names, animate) -> None:
        if view is not None:
            back = self.view is not None and stage(view) < stage(self.view)
            if back:
                self.trade_result = None  # a new game, or an undo: the last reveal is stale
                self.interventions = []
            if self.last_note and (back or view.round != self.note_round):
                # what the others did in another round (or game) is no news in this one
                self.show_last_move(None, "")
        super().show_state(view, seat, legal, names, animate)

    def show_last_move(self, move, text: str | Sequence[Text] = "", why: str = "") -> None:
        if self.view is not None:
            self.note_round = self.view.round
        super().show_last_move(move, text, why)

    def mark_last(self, move) -> None:
        """An Intervene leaves no piece where it went (the card hit is gone): its mark at the
        resource is outlined instead."""
        super().mark_last(move)
        if isinstance(move, Intervene) and self.interventions:
            shown = self.cards().get(f"iv{self.interventions[-1]['slot']}")
            if shown is not None:
                shown.set_mark("last")

    def show_log(self, entries: list[Any]) -> None:
        """Keep the last trade phase's reveal on the table (shown at once: the position it
        belongs to was shown before its log arrived)."""
        for entry in entries:
            if entry.event == "intervened":
                self.interventions = [
                    d for d in self.interventions if d["round"] == entry.data["round"]
                ] + [dict(entry.data)]
            if entry.event == "traded":
                self.trade_result = dict(entry.data)
                if self.desk is not None and self.desk.view is self.view:
                    lay_result(self, self.desk)

    def next_step(self) -> str:
        desk, v = self.desk, self.view
        if desk is None or v is None:
            return ""
        if v.phase == "over":
            return translate("KarthedisTable", "Game over: {players} won.").format(
                players=", ".join(self.name(s) for s in v.winners())
            )
        if not desk.my_turn:
            if desk.actor is None:
                return ""
            return translate("KarthedisTable", "{player} is playing.").format(
                player=self.name(desk.actor)
            )
        if v.pending:
            if v.pending[-1][0] == DISCARD:
                return translate(
                    "KarthedisTable",
                    "An ability asks you to discard: click a card of your hand (or drag it onto "
                    "your Recall pile).",
                )
            return translate(
                "KarthedisTable", "Remove another player's Recall pile: click that pile."
            )
        if v.phase == "trade" and v.passed[desk.me]:
            return translate(
                "KarthedisTable",
                "You passed: you may only intervene (drag an Intervene card onto another "
                "player's card). Done (D) when you play no more.",
            )
        if v.phase == "speculate" and not any(isinstance(m, Speculate) for m in self.legal):
            # (the standing Deploy switch is legal on every turn: it is no Speculate)
            return translate(
                "KarthedisTable",
                "Preparation phase: you hold no Speculate card that was in your hand when the "
                "round began. Done (D) goes on.",
            )
        steps = {
            "draft": translate(
                "KarthedisTable", "Keep one card of the packet: click it or drag it into your hand."
            ),
            "speculate": translate(
                "KarthedisTable",
                "Use a Speculate card (drag it to the centre), or Done (D).",
            ),
            "call1": translate(
                "KarthedisTable",
                "Play one card: onto your pass spot face down (you pass), or onto the centre face "
                "up.",
            ),
            "trade": translate(
                "KarthedisTable",
                "Drag a card onto a resource (face down), or an Intervene card onto another "
                "player's card; on your first turn you may sit out (pass spot). Done (D) when you "
                "play no more.",
            ),
            "call2": translate(
                "KarthedisTable",
                "Play up to two cards face up onto the centre ({n} played), or Done (D).",
            ).format(n=v.calls),
        }
        return steps.get(v.phase, "")

    def score_sheet(self, view, data: dict) -> tuple[str, list[str], list[list[str]]]:
        """The end: resources won, cards in hand; the winners starred."""
        from .faces import resource_name

        winners = set(view.winners())
        headers = [
            translate("KarthedisTable", "Player"),
            translate("KarthedisTable", "Resources won"),
            translate("KarthedisTable", "Cards in hand"),
        ]
        rows = []
        for s in range(view.num_seats):
            won = ", ".join(resource_name(r) for r in sorted(view.won[s])) or "—"
            rows.append(
                [self.name(s) + (" ★" if s in winners else ""), won, str(len(view.hands[s]))]
            )
        return translate("KarthedisTable", "The market is decided"), headers, rows

    # --- layout ------------------------------------------------------------------------------
    def layout(self, animate: bool) -> None:
        v = self.view
        seat = self.seat
        desk = self.desk = Desk(
            view=v,
            seat=seat,
            me=seat if seat is not None else v.leader,
            actor=v.to_act(),
            my_turn=self.viewer_decides(),
            names=[self.name(s) for s in range(v.num_seats)],
        )
        lay_bar(self, desk)
        lay_opponents(self, desk)
        lay_centre(self, desk)
        lay_mine(self, desk)
        lay_hand(self, desk)
        lay_prompt(self, desk)
        selectables = []
        for key, item in self.cards().items():
            mine = item.payload is not None and desk.my_turn
            item.draggable = item.clickable = mine
            if mine and self.piece_moves(item):
                selectables.append(key)
        cards = self.cards()
        selectables.sort(key=lambda k: (getattr(cards[k], "row", 0), cards[k].x()))
        if desk.my_turn and v.pending and v.pending[-1][0] == PURGE:
            selectables += [f"purge{m.seat}" for m in self.legal if isinstance(m, Purge)]
        self.selectables = selectables
        zones = self.zones()
        for move in self.legal if desk.my_turn else []:
            p = self.parts(move)
            if p.click and p.piece is None and p.target in zones:
                zones[p.target].clickable = True  # a Recall pile an ability may remove
        if self.selected not in selectables:
            self.selected = None
        for item in cards.values():
            item.update()  # faces are drawn in the current language
        self.refresh_marks()

    def lay_note(self) -> None:
        if self.desk is not None:
            lay_prompt(self, self.desk)

    def say(self, text: Text) -> str:
        """A Text of the prompt (a button's tip, a question) with the seats by their names."""
        return render(with_names(text, self.names))

    def zoom_factor(self, item: CardItem) -> float:
        """A player card is shown large with its ability's words even where it lifts on hover
        (the hand, the packet): the lift shows the card, only the zoom makes it readable."""
        if isinstance(item, KarthedisCard) and item.face.startswith("card:") and not item.dragging:
            factor = CARD_ZOOM_HEIGHT / max(1.0, item.size.height())
            return factor if factor >= MIN_FACTOR else 1.0
        return super().zoom_factor(item)

    # --- gestures the base leaves to the game ------------------------------------------------
    def play_piece(self, card: CardItem) -> bool:
        """Enter or a double-click on a card that can go to several places says where."""
        if super().play_piece(card):
            return True
        if len(self.piece_moves(card)) > 1:
            self.refuse_text(SEVERAL_PLACES, card)
            return True
        return False

    def selection_zone(self, key: str):
        """← → also reach the Recall piles an ability may remove ("purge<seat>")."""
        return ("pile", int(key[5:])) if key.startswith("purge") else None


Table = KarthedisTable  # the registry finds the table by this name
