"""The Karthedis table: the scene that shows a per-seat view and turns gestures into moves.

The parts lay themselves out from one `Desk` (layout.py): the round bar and the prompt
(prompt.py), the opponents around the edge and the viewer's own piles (seats.py), the
resources, the cards placed at them, the centre and the draft packet (centre.py), the hand
(hand.py).  Which move a drag or a click means comes from the table base through
KarthedisPresenter; every gesture has a key (keys.py).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ....core.game import Move
from ....ui.game_screen import with_names
from ....ui.i18n import render
from ....ui.table import TableScene
from ..moves import DISCARD
from .centre import lay_centre
from .hand import lay_hand
from .keys import handle
from .layout import MIN_PX, Desk
from .presenter import KarthedisPresenter
from .prompt import lay_bar, lay_prompt
from .seats import lay_mine, lay_opponents

translate = QCoreApplication.translate


class KarthedisTable(TableScene):
    presenter = KarthedisPresenter()

    def __init__(self, info, parent=None):
        super().__init__(info, parent)
        self.min_label_px = MIN_PX
        self.desk: Desk | None = None
        self.trade_result: dict[str, Any] | None = None  # the last reveal (a "traded" entry)

    # --- the shell's entry points ------------------------------------------------------------
    def show_state(self, view, seat, legal, names, animate) -> None:
        if view is not None and view.phase == "draft":
            self.trade_result = None  # a new game
        super().show_state(view, seat, legal, names, animate)

    def show_log(self, entries: list[Any]) -> None:
        """Keep the last trade phase's reveal on the table."""
        for entry in entries:
            if entry.event == "traded":
                self.trade_result = dict(entry.data)

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
        if v.phase == "speculate" and len(self.legal) == 1:
            return translate(
                "KarthedisTable",
                "Preparation phase: you hold no Speculate card to use. Done (D) goes on.",
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
        self.selectables = []
        for key, item in self.cards().items():
            mine = item.payload is not None and desk.my_turn
            item.draggable = item.clickable = mine
            if mine and self.piece_moves(item):
                self.selectables.append(key)
        cards = self.cards()
        self.selectables.sort(key=lambda k: cards[k].x())
        for item in cards.values():
            item.update()  # faces are drawn in the current language
        self.refresh_marks()

    def lay_note(self) -> None:
        if self.desk is not None:
            lay_prompt(self, self.desk)

    def move_text(self, move: Move) -> str:
        desk = self.desk
        return render(with_names(self.view.describe(move), desk.names if desk else []))

    def on_button_clicked(self, button) -> None:
        if button.payload == "help":
            self.toggle_help()
        elif isinstance(button.payload, Move):
            self.request(button.payload)

    def keyPressEvent(self, event) -> None:
        if handle(self, event):
            event.accept()
        else:
            event.ignore()


Table = KarthedisTable  # the registry finds the table by this name
