"""The prompt area of the Stockpile table: what to do now (with the numbers it asks for), the
choice buttons for decisions without a natural gesture, the sell areas, why the last gesture
was refused, the final breakdown and the help panel."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from ....core.game import Move
from ....ui.sprites import ButtonItem, font
from .. import cards, prompts
from .. import messages as M
from .. import moves as mv
from .glossary import SELL, SOROS
from .layout import PROMPT, SMALL, tr, tr_source, translate
from .parts import Part, Turn
from .presenter import BUTTON_MOVES
from .ui_art import market_face

REFUSAL_Y = PROMPT.y() + 128


class PromptArea(Part):
    def lay(self, turn: Turn) -> None:
        t, v = self.table, turn.view
        t.panel("prompt-panel", PROMPT)
        if v.phase == "over":
            self._lay_final(turn)
            return
        buttons: list[tuple[str, str, object]] = []
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
            buttons = self._buttons(turn)
        box = t.textbox(
            "prompt", self.text(turn), PROMPT.x() + 10, PROMPT.y() + 4, PROMPT.width() - 60, 14
        )
        box.setToolTip(tr_source(prompts.HELP.source))
        t.replay.lay_announcement()
        self.lay_refusal()
        self._lay_buttons(turn, buttons)
        t.button("btnHelp", "?", QPointF(PROMPT.right() - 40, PROMPT.y() + 6), "help").setToolTip(
            tr_source(prompts.HELP.source)
        )

    def text(self, turn: Turn) -> str:
        """What the viewer does now, with the numbers the decision asks for."""
        t, v = self.table, turn.view
        if v.phase == "over":
            return ""
        if v.phase == "end_round" and not v.queue:
            return translate(
                "StockpileTable", "Round {r} is over: its summary shows what happened."
            ).format(r=v.round)
        if not turn.mine:
            who = t.name(turn.actor) if turn.actor is not None else ""
            return translate("StockpileTable", "Waiting for {player}…").format(player=who)
        if t.pending_company is not None:
            return translate("StockpileTable", "{company}: up or down?").format(
                company=cards.COMPANIES[t.pending_company]
            )
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
            text += " " + translate("StockpileTable", "{n} of your cards left to place.").format(
                n=len(v.hands[turn.me])
            )
        return text

    def _buttons(self, turn: Turn) -> list[tuple[str, str, object]]:
        """Buttons for the decisions that have no natural gesture (and a few that do, so
        every decision can be clicked)."""
        t = self.table
        out: list[tuple[str, str, object]] = []
        if t.pending_company is not None:
            for m in turn.legal:
                if isinstance(m, mv.ChooseCompany) and m.company == t.pending_company:
                    text = (
                        translate("StockpileTable", "Up ▲")
                        if m.delta > 0
                        else translate("StockpileTable", "Down ▼")
                    )
                    out.append((f"btn-cc{m.delta}", text, m))
            out.append(("btn-cancel", translate("StockpileTable", "Cancel"), "cancel"))
            return out
        chosen = [m for m in turn.legal if isinstance(m, BUTTON_MOVES)]
        for k, m in enumerate(chosen):
            out.append((f"btn{k}", self._button_text(turn, m), m))
        return out

    def _button_text(self, turn: Turn, m: Move) -> str:
        """Short words for a choice button (many may share a line)."""
        t = self.table
        if isinstance(m, mv.BuyNotes):
            if not m.count:
                return translate("StockpileTable", "No notes")
            return translate("StockpileTable", "Notes ×{n}").format(n=m.count)
        if isinstance(m, mv.GiveFirstCard):
            return translate("StockpileTable", "Give to {player}").format(player=t.name(m.seat))
        if isinstance(m, mv.Claim):
            return f"{m.normal} + {m.split}"
        if isinstance(m, mv.PhilPick):
            return (
                cards.COMPANIES[m.card]
                if m.what == mv.COMPANY_CARD
                else cards.forecast_face(m.card)[0]
            )
        if isinstance(m, mv.Gift):
            if m.first == m.second:
                return translate("StockpileTable", "$2K to {player}").format(player=t.name(m.first))
            return translate("StockpileTable", "$1K to {a} and {b}").format(
                a=t.name(m.first), b=t.name(m.second)
            )
        return t.say(M.describe(turn.view, m))

    def _lay_buttons(self, turn: Turn, buttons: list[tuple[str, str, object]]) -> None:
        t = self.table
        width = PROMPT.width() - 24
        items: list[ButtonItem] = []
        for key, text, payload in buttons:
            b = t.button(key, text, QPointF(0, 0), payload)
            # the short words of a button in full (e.g. "0 + 1": show 0 shares, 1 split share)
            b.setToolTip(
                t.say(M.describe(turn.view, payload))
                if isinstance(payload, Move)
                else translate("StockpileTable", "Choose again")
            )
            items.append(b)
            t.buttons[key] = b
        lines: list[list[ButtonItem]] = [[]]
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
        t.selectables.extend(b.key for b in items)

    def lay_refusal(self) -> None:
        """Why the last gesture meant nothing, until the position changes."""
        t = self.table
        if t.refusal:
            t.put(
                "refusal",
                t.refusal,
                t.refusal,
                PROMPT.x() + 12,
                REFUSAL_Y,
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
        rect = QRectF(PROMPT.x() + 12, PROMPT.y() + 48, w, 76)
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
            r2 = QRectF(rect.right() + 10, rect.y(), w * 0.7, 76)
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

    def lay_help(self) -> None:
        t = self.table
        rect = QRectF(200, 170, 880, 300)
        p = t.panel("help-panel", rect)
        p.color = QColor(12, 30, 22, 250)
        p.setZValue(2000)
        text = tr_source(prompts.HELP.source)
        box = t.textbox("help-text", text, rect.x() + 20, rect.y() + 16, rect.width() - 40, 16)
        box.setZValue(2001)
        box.setToolTip(translate("StockpileTable", "Press ? or Esc to close."))
        t.put(
            "help-close",
            translate("StockpileTable", "Press ? or Esc to close."),
            translate("StockpileTable", "Press ? or Esc to close."),
            rect.x() + 20,
            rect.bottom() - 30,
            rect.width() - 40,
            13,
            color="#c8d4cc",
        ).setZValue(2001)
