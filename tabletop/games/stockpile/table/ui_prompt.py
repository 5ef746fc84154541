"""The prompt area of the Stockpile table: what to do now, the choice buttons for decisions
without a natural gesture, the sell areas, the final breakdown and the help panel.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from ....core.game import Move
from ....ui.sprites import font
from .. import cards, prompts
from .. import messages as M
from .. import moves as mv
from .ui_art import market_face
from .ui_layout import PROMPT, SMALL, tr_source, translate


class PromptArea:
    """The prompt area (a part of StockpileTable: `self` is the table scene)."""

    def _lay_prompt(self, v) -> None:
        self.panel("prompt-panel", PROMPT)
        buttons: list[tuple[str, str, object]] = []
        text = self._prompt_text(v)
        if v.phase == "over":
            self._lay_final(v)
            return
        if self._my_turn:
            if v.phase == "selling":
                self._lay_sell_zones(v)
            choices = [m for m in self.legal if isinstance(m, mv.ChooseCard)
                       and m.source == mv.DISCARD]
            for j, m in enumerate(choices):
                item = self.card(f"m{m.card}", market_face(m.card),
                                 QPointF(PROMPT.x() + 12 + j * 52, PROMPT.y() + 50), SMALL, 20)
                item.clickable = True
                item.payload = ("discard", m.card)
                item.setToolTip(self._say(M.describe(v, m)))
                self._selectables.append(item.key)
            buttons = self._buttons(v)
        self.textbox("prompt", text, PROMPT.x() + 10, PROMPT.y() + 4, PROMPT.width() - 60, 13)
        self._lay_announcement()
        self._lay_buttons(buttons)
        self.button("btnHelp", "?", QPointF(PROMPT.right() - 40, PROMPT.y() + 6), "help") \
            .setToolTip(tr_source(prompts.HELP.source))

    def _prompt_text(self, v) -> str:
        if v.phase == "over":
            return ""
        if not self._my_turn:
            who = self._name(self._actor) if self._actor is not None else ""
            return translate("StockpileTable", "Waiting for {player}…").format(player=who)
        p = v.prompt[0] if v.prompt else ""
        prompt = prompts.DECISION_PROMPTS.get(p) or prompts.PHASE_PROMPTS.get(v.phase)
        text = tr_source(prompt.source).format(
            p=v.note_price(), investor=cards.INVESTORS[v.queue[0] % 100] if v.queue else "") \
            if prompt is not None else ""
        if v.phase == "claim" and v.prompt:
            text += " " + translate("StockpileTable", "{company} pays ${amount}K a share.").format(
                company=cards.COMPANIES[v.prompt[1]], amount=v.prompt[2])
        if self.pending_company is not None:
            text = translate("StockpileTable", "{company}: up or down?").format(
                company=cards.COMPANIES[self.pending_company])
        return text

    def _buttons(self, v) -> list[tuple[str, str, object]]:
        """Buttons for the decisions that have no natural gesture (and a few that do, so
        every decision can be clicked)."""
        out = []
        # insider pairs are chosen by clicking them (they light up), not by buttons
        kinds = (mv.BuyNotes, mv.PhilPick, mv.LookPile, mv.GiveFirstCard, mv.UsePower,
                 mv.Claim, mv.Gift, mv.ChooseInvestor, mv.Pass, mv.EndTurn)
        if self.pending_company is not None:
            for m in self.legal:
                if isinstance(m, mv.ChooseCompany) and m.company == self.pending_company:
                    text = translate("StockpileTable", "Up ▲") if m.delta > 0 \
                        else translate("StockpileTable", "Down ▼")
                    out.append((f"btn-cc{m.delta}", text, m))
            out.append(("btn-cancel", translate("StockpileTable", "Cancel"), "cancel"))
            return out
        for k, m in enumerate(self.legal):
            if isinstance(m, kinds):
                out.append((f"btn{k}", self._button_text(m), m))
        return out

    def _button_text(self, m: Move) -> str:
        """Short words for a choice button (many may share a line)."""
        if isinstance(m, mv.BuyNotes):
            if not m.count:
                return translate("StockpileTable", "No notes")
            return translate("StockpileTable", "Notes ×{n}").format(n=m.count)
        if isinstance(m, mv.GiveFirstCard):
            return translate("StockpileTable", "Give to {player}").format(player=self._name(m.seat))
        if isinstance(m, mv.Claim):
            return f"{m.normal} + {m.split}"
        if isinstance(m, mv.PhilPick):
            return cards.COMPANIES[m.card] if m.what == mv.COMPANY_CARD \
                else cards.forecast_face(m.card)[0]
        if isinstance(m, mv.Gift):
            return self._gift_text(m)
        return self._say(M.describe(self.view, m))

    def _lay_buttons(self, buttons: list[tuple[str, str, object]]) -> None:
        width = PROMPT.width() - 24
        items = []
        for key, text, payload in buttons:
            b = self.button(key, text, QPointF(0, 0), payload)
            # the short words of a button in full (e.g. "0 + 1": show 0 shares, 1 split share)
            b.setToolTip(self._say(M.describe(self.view, payload)) if isinstance(payload, Move)
                         else "")
            items.append(b)
        lines: list[list] = [[]]
        for b in items:
            used = sum(o.width() + 8 for o in lines[-1])
            if lines[-1] and used + b.width() > width:
                lines.append([])
            lines[-1].append(b)
        y = PROMPT.bottom() - 40 - 38 * (len(lines) - 1)
        for line in lines:
            bx = PROMPT.right() - 12 - sum(b.width() + 8 for b in line) + 8
            for b in line:
                b.setPos(bx, y)
                bx += b.width() + 8
            y += 38
        self._selectables.extend(b.key for b in items)

    def _gift_text(self, m: mv.Gift) -> str:
        if m.first == m.second:
            return translate("StockpileTable", "$2K to {player}").format(player=self._name(m.first))
        return translate("StockpileTable", "$1K to {a} and {b}").format(a=self._name(m.first),
                                                    b=self._name(m.second))

    def _lay_sell_zones(self, v) -> None:
        soros = any(isinstance(m, mv.Sell) and m.how == mv.SOROS for m in self.legal)
        w = (PROMPT.width() - 40) * (0.45 if soros else 0.6)
        rect = QRectF(PROMPT.x() + 12, PROMPT.y() + 48, w, 76)
        zone = self.zone("sell", rect)
        zone.fill = QColor(255, 210, 63, 40)
        zone.members = [self.label("sell-label", translate("StockpileTable", "Sell here"), rect.x(),
                                   rect.center().y() - 9, rect.width(), 16, True,
                                   Qt.AlignHCenter, "#ffd23f")]
        if soros:
            r2 = QRectF(rect.right() + 10, rect.y(), w * 0.7, 76)
            z2 = self.zone("soros", r2)
            z2.fill = QColor(86, 180, 233, 40)
            z2.members = [self.label("soros-label", translate("StockpileTable", "Soros: $8K"),
                                     r2.x(), r2.center().y() - 9, r2.width(), 15, True,
                                     Qt.AlignHCenter, "#bfe6ff")]

    def _lay_final(self, v) -> None:
        """The end of the game on the table itself: the score sheet's breakdown."""
        title, headers, rows = self.score_sheet(v, {})
        self.label("final-title", title, PROMPT.x() + 10, PROMPT.y() + 6, 300, 15, True,
                   color="#ffd23f")
        widths = self._final_widths(headers, rows, PROMPT.width() - 20)
        y = PROMPT.y() + 28
        for r, row in enumerate([headers] + rows):
            x = PROMPT.x() + 10
            for k, cell in enumerate(row):
                self.label(f"final{r}-{k}", cell, x, y, widths[k] - 4, 11 if r == 0 else 13,
                           r == 0 or k == len(row) - 1,
                           Qt.AlignLeft if k == 0 else Qt.AlignRight,
                           "#c8d4cc" if r == 0 else "#f3f0e6")
                x += widths[k]
            y += 20

    @staticmethod
    def _final_widths(headers: list[str], rows: list[list[str]], room: float) -> list[float]:
        """Columns as wide as their longest entry (headers are translated and vary), the
        spare room shared out; squeezed in proportion when even that does not fit."""
        head, cell = QFontMetricsF(font(11, True)), QFontMetricsF(font(13, True))
        need = [max([head.horizontalAdvance(h)] + [cell.horizontalAdvance(r[k]) for r in rows])
                + 10 for k, h in enumerate(headers)]
        spare = room - sum(need)
        if spare >= 0:
            return [w + spare / len(need) for w in need]
        return [w * room / sum(need) for w in need]

    def _lay_help(self) -> None:
        rect = QRectF(200, 170, 880, 300)
        p = self.panel("help-panel", rect)
        p.color = QColor(12, 30, 22, 250)
        p.setZValue(2000)
        t = self.textbox("help-text", tr_source(prompts.HELP.source), rect.x() + 20, rect.y() + 16,
                         rect.width() - 40, 16)
        t.setZValue(2001)
        self.label("help-close", translate("StockpileTable", "Press ? or Esc to close."),
                   rect.x() + 20, rect.bottom() - 30, rect.width() - 40, 13,
                   color="#c8d4cc").setZValue(2001)
