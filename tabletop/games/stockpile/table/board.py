"""The board panel of the Stockpile table, below the tracks: the round and the phase ribbon,
the board's insider pairs, the decks, the dice and the discard pile."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetricsF

from ....ui.sprites import font
from .. import cards, prompts
from .. import messages as M
from ..cards import DOWN, UP
from .glossary import (
    COMMERCIAL_DECK,
    DICE,
    DISCARD,
    FIRST_PLAYER,
    MARKET_DECK,
    NOTES,
    PAIR_TITLE,
    PHASE_TIPS,
    ROUND,
)
from .layout import BOARD, SMALL, tr, tr_source, translate
from .parts import Part, Turn
from .ui_art import SHORT, market_face


class BoardPanel(Part):
    def lay(self, turn: Turn) -> None:
        t, v = self.table, turn.view
        t.panel("board", BOARD)
        x, y = BOARD.x() + 10, BOARD.y() + 6
        current = prompts.phase_of(v.phase)
        if v.phase == "over":
            title = tr_source(prompts.GAME_OVER.source)
        elif current is None:
            title = tr_source(prompts.SETUP.source)
        else:
            title = translate("StockpileTable", "Round {r} of {n}").format(r=v.round, n=v.rounds)
        t.put("round", title, tr(ROUND).format(n=v.rounds), x, y, 150, 15, True, color="#ffd23f")
        if 0 <= v.first < v.num_seats and v.phase != "over":
            t.put(
                "firstp",
                translate("StockpileTable", "First player: {player}").format(
                    player=t.name(v.first)
                ),
                tr(FIRST_PLAYER),
                x + 160,
                y + 1,
                360,
                13,
                color="#dfe8e2",
            )
        self._lay_phases(current, x, y + 22)
        # board pairs: the face-up one and the face-down ones
        y += 44
        bx = x
        for i, h in enumerate(v.pair_holder):
            if h in (UP, DOWN):
                t.pairs.lay(turn, i, QPointF(bx, y + 17), SMALL, "board")
                bx += 2 * SMALL.width() + 12
        if any(h in (UP, DOWN) for h in v.pair_holder):
            title = (
                translate("StockpileTable", "Board forecasts (first: face up)")
                if UP in v.pair_holder
                else translate("StockpileTable", "Board forecasts")
            )
            t.put("pairs-title", title, tr(PAIR_TITLE), x, y, 280, 13, color="#dfe8e2")
        self._lay_decks(turn, y)

    def _lay_phases(self, current: int | None, x: float, y: float) -> None:
        """The six phases of a round, the current one lit."""
        t = self.table
        names = [tr_source(name.source) for _, name, _ in prompts.PHASES]
        bold = QFontMetricsF(font(13, True))
        needs = [bold.horizontalAdvance(n) + 4 for n in names]
        slack = (BOARD.width() - 20 - sum(needs)) / len(names)
        if slack < 0:  # no room for every name: equal shares (they shrink)
            needs, slack = [0.0] * len(names), (BOARD.width() - 20) / len(names)
        px = x
        for k, name in enumerate(names):
            on = k == current  # a key per look: a label keeps its colour and weight
            pw = needs[k] + slack
            t.put(
                f"phase{k}{'on' if on else ''}",
                name,
                tr(PHASE_TIPS[k]),
                px,
                y,
                pw - 4,
                13,
                on,
                Qt.AlignmentFlag.AlignHCenter,
                "#ffd23f" if on else "#9fb3a8",
            )
            px += pw

    def _lay_decks(self, turn: Turn, y: float) -> None:
        """Decks and discard at the right of the board panel."""
        t, v = self.table, turn.view
        rx = BOARD.right() - 224
        lines = [
            (translate("StockpileTable", "Market deck: {n}").format(n=len(v.deck)), MARKET_DECK)
        ]
        if v.dice:
            lines.append(
                (
                    translate("StockpileTable", "Dice: {faces}").format(
                        faces=" ".join(cards.FACES[f][0] for f in v.dice)
                    ),
                    DICE,
                )
            )
        if v.options["promissory"]:
            lines.append(
                (
                    translate("StockpileTable", "Note price ${p}K, left {n}").format(
                        p=v.note_price(), n=cards.NUM_NOTES - sum(v.notes)
                    ),
                    NOTES,
                )
            )
        if v.options["commodities"]:
            lines.append(
                (
                    translate("StockpileTable", "Commercial deck: {n}").format(
                        n=len(v.commercial_deck)
                    ),
                    COMMERCIAL_DECK,
                )
            )
        for k, (text, tip) in enumerate(lines):
            t.put(
                f"deckinfo{k}",
                text,
                tr(tip).format(p=v.note_price()),
                rx + 54,
                y + 18 + k * 17,
                160,
                13,
                color="#dfe8e2",
            )
        stocks = [c for c in v.discard if cards.is_stock(c)]
        t.put(
            "discard-title",
            translate("StockpileTable", "Discard: {n}").format(n=len(v.discard)),
            tr(DISCARD),
            rx,
            y,
            180,
            13,
            True,
        )
        if v.discard:
            top = t.card("discard-top", market_face(v.discard[-1]), QPointF(rx, y + 17), SMALL, 2)
            top.setToolTip(
                t.say(M.card_text(v.discard[-1]))
                + "\n"
                + translate("StockpileTable", "Shares in the discard pile: {list}").format(
                    list=", ".join(SHORT[cards.company_of(c)] for c in stocks) or "–"
                )
            )
