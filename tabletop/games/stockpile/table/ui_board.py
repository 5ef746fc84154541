"""The board panel of the Stockpile table, below the tracks: the round and the phase ribbon,
the board's insider pairs, the decks, the dice and the discard pile.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetricsF

from ....ui.sprites import font
from .. import cards, prompts
from ..cards import DOWN, UP
from .ui_art import SHORT, market_face
from .ui_layout import BOARD, SMALL, tr_source, translate


class BoardPanel:
    """The board panel (a part of StockpileTable: `self` is the table scene)."""

    def _lay_board(self, v) -> None:
        self.panel("board", BOARD)
        x, y = BOARD.x() + 10, BOARD.y() + 6
        current = prompts.phase_of(v.phase)
        if v.phase == "over":
            title = tr_source(prompts.GAME_OVER.source)
        elif current is None:
            title = tr_source(prompts.SETUP.source)
        else:
            title = translate("StockpileTable", "Round {r} of {n}").format(r=v.round, n=v.rounds)
        self.label("round", title, x, y, 150, 15, True, color="#ffd23f")
        if 0 <= v.first < v.num_seats and v.phase != "over":
            self.label("firstp", translate("StockpileTable", "First player: {player}").format(
                player=self._name(v.first)), x + 160, y + 1, 360, 13, color="#dfe8e2")
        names = [tr_source(name.source) for _, name, _ in prompts.PHASES]
        bold = QFontMetricsF(font(12, True))
        needs = [bold.horizontalAdvance(n) + 4 for n in names]
        slack = (BOARD.width() - 20 - sum(needs)) / len(names)
        if slack < 0:                   # no room for every name: equal shares (they shrink)
            needs, slack = [0.0] * len(names), (BOARD.width() - 20) / len(names)
        px = x
        for k, name in enumerate(names):
            on = k == current           # a key per look: a label keeps its colour and weight
            pw = needs[k] + slack
            self.label(f"phase{k}{'on' if on else ''}", name, px, y + 22, pw - 4, 12, on,
                       Qt.AlignHCenter, "#ffd23f" if on else "#9fb3a8")
            px += pw
        # board pairs: the face-up one and the face-down ones
        y += 44
        bx = x
        for i, h in enumerate(v.pair_holder):
            if h in (UP, DOWN):
                self._lay_pair(v, i, QPointF(bx, y + 16), SMALL, "board")
                bx += 2 * SMALL.width() + 12
        if any(h in (UP, DOWN) for h in v.pair_holder):
            title = translate("StockpileTable", "Board forecasts (first: face up)") \
                if UP in v.pair_holder else translate("StockpileTable", "Board forecasts")
            self.label("pairs-title", title, x, y, 280, 12, color="#dfe8e2")
        # decks and discard at the right of the board panel
        rx = BOARD.right() - 224
        lines = [translate("StockpileTable", "Market deck: {n}").format(n=len(v.deck))]
        if v.dice:
            lines.append(translate("StockpileTable", "Dice: {faces}").format(
                faces=" ".join(cards.FACES[f][0] for f in v.dice)))
        if v.options["promissory"]:
            lines.append(translate("StockpileTable", "Note price ${p}K, left {n}").format(
                p=v.note_price(), n=cards.NUM_NOTES - sum(v.notes)))
        if v.options["commodities"]:
            lines.append(translate(
                "StockpileTable", "Commercial deck: {n}").format(n=len(v.commercial_deck)))
        for k, text in enumerate(lines):
            self.label(f"deckinfo{k}", text, rx + 54, y + 18 + k * 16, 160, 12, color="#dfe8e2")
        stocks = [c for c in v.discard if cards.is_stock(c)]
        self.label("discard-title",
                   translate("StockpileTable", "Discard: {n}").format(n=len(v.discard)),
                   rx, y, 180, 12, True)
        if v.discard:
            top = self.card("discard-top", market_face(v.discard[-1]), QPointF(rx, y + 16),
                            SMALL, 2)
            top.setToolTip(translate("StockpileTable", "Shares in the discard pile: {list}").format(
                list=", ".join(SHORT[cards.company_of(c)] for c in stocks) or "–"))
