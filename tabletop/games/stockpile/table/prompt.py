"""The prompt area of the Stockpile table: what to do now (with the numbers it asks for) or the
open question, the base's offers (the buttons of the decisions without a natural gesture, a
question's answers, the ? button), the sell areas, why the last gesture was refused and the
final breakdown."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from ....core.text import QT_TRANSLATE_NOOP
from ....ui.sprites import font
from .. import cards, prompts
from .. import messages as M
from .. import moves as mv
from .glossary import SELL, SOROS
from .layout import PROMPT, SMALL, tr, tr_source, translate
from .parts import Part, Turn
from .ui_art import market_face

REFUSAL_H = 18  # the refusal's line, above the buttons


class PromptArea(Part):
    offers_top = PROMPT.bottom() - 52.0  # where the base's buttons begin, as laid out last

    def lay(self, turn: Turn) -> None:
        t, v = self.table, turn.view
        t.panel("prompt-panel", PROMPT)
        if v.phase == "over":
            self._lay_final(turn)
            return
        # the base's offers (a question's answers and Cancel, or the move buttons, each with
        # its key) along the bottom, the ? button at their right
        self.offers_top = t.lay_offers(PROMPT)
        if turn.mine:
            if v.phase == "selling":
                self._lay_sell_zones(turn)
            choices = [
                m for m in turn.legal if isinstance(m, mv.ChooseCard) and m.source == mv.DISCARD
            ]
            for j, m in enumerate(choices):
                item = t.card(
                    f"m{m.card}",
                    market_face(m.card),
                    QPointF(PROMPT.x() + 12 + j * 52, PROMPT.y() + 50),
                    SMALL,
                    20,
                )
                item.setToolTip(t.say(M.describe(v, m)) + "\n" + t.card_tip(m.card, v))
                t.offer(item, ("discard", m.card), turn, drag=False)
        box = t.textbox(
            "prompt", self.text(turn), PROMPT.x() + 10, PROMPT.y() + 4, PROMPT.width() - 20, 14
        )
        box.setToolTip(
            translate(
                "StockpileTable", "What to do now. Press ? for the mouse and keyboard controls."
            )
        )
        t.replay.lay_announcement()
        self.lay_refusal()
        t.selectables.extend(t.offer_keys)

    def text(self, turn: Turn) -> str:
        """What the viewer does now, with the numbers the decision asks for (or the open
        question)."""
        t, v = self.table, turn.view
        if v.phase == "over":
            return ""
        if t.question is not None:
            return t.prompt_text()
        if v.phase == "end_round" and not v.queue:
            return translate(
                "StockpileTable", "Round {r} is over: its summary shows what happened."
            ).format(r=v.round)
        if not turn.mine:
            who = t.name(turn.actor) if turn.actor is not None else ""
            return translate("StockpileTable", "Waiting for {player}…").format(player=who)
        if v.phase == "strategy_discard":
            return translate(
                "StockpileTable",
                "Discard {n} of your {total} investment strategy "
                "cards: click a card to discard it.",
            ).format(n=max(1, v.queue.count(turn.me)), total=len(v.strategy_hand[turn.me]))
        p = v.prompt[0] if v.prompt else ""
        prompt = prompts.DECISION_PROMPTS.get(p) or prompts.PHASE_PROMPTS.get(v.phase)
        text = (
            tr_source(prompt.source).format(
                p=v.note_price(), investor=cards.INVESTORS[v.queue[0] % 100] if v.queue else ""
            )
            if prompt is not None
            else ""
        )
        if v.phase == "claim" and v.prompt:
            text += " " + translate("StockpileTable", "{company} pays ${amount}K a share.").format(
                company=cards.COMPANIES[v.prompt[1]], amount=v.prompt[2]
            )
        if v.phase == "supply" and v.hands[turn.me]:
            left = QT_TRANSLATE_NOOP(
                "StockpileTable", "%n of your card(s) left to place.", None, 1
            )(n=len(v.hands[turn.me]))
            text += " " + left.render(translate)
        return text

    def lay_refusal(self) -> None:
        """Why the last gesture meant nothing, until the position changes."""
        t = self.table
        if t.refusal:
            t.put(
                "refusal",
                t.refusal,
                t.refusal,
                PROMPT.x() + 12,
                self.offers_top - REFUSAL_H,
                PROMPT.width() - 24,
                13,
                True,
                color="#ffb27a",
            )
        else:
            t.forget("refusal")

    def _lay_sell_zones(self, turn: Turn) -> None:
        t = self.table
        soros = any(isinstance(m, mv.Sell) and m.how == mv.SOROS for m in turn.legal)
        w = (PROMPT.width() - 40) * (0.45 if soros else 0.6)
        top = PROMPT.y() + 48
        rect = QRectF(PROMPT.x() + 12, top, w, max(40.0, self.offers_top - REFUSAL_H - 2 - top))
        zone = t.zone("sell", rect)
        zone.fill = QColor(255, 210, 63, 40)
        zone.setToolTip(tr(SELL))
        zone.members = [
            t.put(
                "sell-label",
                translate("StockpileTable", "Sell here"),
                tr(SELL),
                rect.x(),
                rect.center().y() - 9,
                rect.width(),
                16,
                True,
                Qt.AlignmentFlag.AlignHCenter,
                "#ffd23f",
            )
        ]
        if soros:
            r2 = QRectF(rect.right() + 10, rect.y(), w * 0.7, rect.height())
            z2 = t.zone("soros", r2)
            z2.fill = QColor(86, 180, 233, 40)
            z2.setToolTip(tr(SOROS))
            z2.members = [
                t.put(
                    "soros-label",
                    translate("StockpileTable", "Soros: $8K"),
                    tr(SOROS),
                    r2.x(),
                    r2.center().y() - 9,
                    r2.width(),
                    15,
                    True,
                    Qt.AlignmentFlag.AlignHCenter,
                    "#bfe6ff",
                )
            ]

    def _lay_final(self, turn: Turn) -> None:
        """The end of the game on the table itself: the score sheet's breakdown."""
        t = self.table
        title, headers, rows = t.score_sheet(turn.view, {})
        t.put(
            "final-title",
            title,
            title,
            PROMPT.x() + 10,
            PROMPT.y() + 6,
            300,
            15,
            True,
            color="#ffd23f",
        )
        widths = self._final_widths(headers, rows, PROMPT.width() - 20)
        y = PROMPT.y() + 28
        for r, row in enumerate([headers, *rows]):
            x = PROMPT.x() + 10
            for k, cell in enumerate(row):
                tip = f"{row[0]}: {headers[k]}" if r else headers[k]
                t.put(
                    f"final{r}-{k}",
                    cell,
                    tip,
                    x,
                    y,
                    widths[k] - 4,
                    12 if r == 0 else 13,
                    r == 0 or k == len(row) - 1,
                    Qt.AlignmentFlag.AlignLeft if k == 0 else Qt.AlignmentFlag.AlignRight,
                    "#c8d4cc" if r == 0 else "#f3f0e6",
                )
                x += widths[k]
            y += 20

    @staticmethod
    def _final_widths(headers: list[str], rows: list[list[str]], room: float) -> list[float]:
        """Columns as wide as their longest entry (headers are translated and vary), the
        spare room shared out; squeezed in proportion when even that does not fit."""
        head, cell = QFontMetricsF(font(12, True)), QFontMetricsF(font(13, True))
        need = [
            max([head.horizontalAdvance(h)] + [cell.horizontalAdvance(r[k]) for r in rows]) + 10
            for k, h in enumerate(headers)
        ]
        spare = room - sum(need)
        if spare >= 0:
            return [w + spare / len(need) for w in need]
        return [w * room / sum(need) for w in need]
