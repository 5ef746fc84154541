"""The Stock Round table: the scene that shows a per-seat view and turns gestures into moves.

The parts lay themselves out from one `Desk` (layout.py): the market grid (market.py; at the
end, the worth chart of chart.py), the players (players.py), the railway charters
(charters.py), the pool and the depot (bottom.py), the sale under way (prompt.py) and the
base's prompt with its buttons.  Which move a drag, a click or a key means comes from the
table base through StockRoundPresenter (presenter.py: the keymap and buttons too); where one
gesture means several moves (how many shares to sell, which par, which train to trade in) the
base's prompt asks the presenter's question.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QTimer
from PySide6.QtGui import QColor

from ....core.game import Move
from ....core.text import Text
from ....ui.game_screen import with_names
from ....ui.i18n import render
from ....ui.sprites import CardItem
from ....ui.table import TableScene
from ..data import RAILWAYS, TRAINS
from ..moves import BuyTrain, Done, Start
from ..shares import worth
from ..state import StockRoundState
from .bottom import lay_depot, lay_pool
from .chart import WorthChart
from .charters import lay_charters
from .layout import BAR, MARKET, MIN_PX, PROMPT, Desk
from .market import lay_market
from .money import money
from .no_train import ahead, deciding
from .pieces import Band
from .players import lay_players
from .presenter import StockRoundPresenter, question
from .prompt import lay_offer, sale_text

translate = QCoreApplication.translate
BANNER_MS = 2600
BANNER_PX = 19
BANNER_EVENTS = ("rust", "phase", "bank_broken", "bankrupt")
TOKEN_EVENTS = ("absorbed", "dividend", "token")


class StockRoundTable(TableScene[StockRoundState]):
    presenter = StockRoundPresenter()

    def __init__(self, info, parent=None):
        super().__init__(info, parent)
        self.min_label_px = MIN_PX
        self.desk: Desk | None = None
        self.sale_answers: list[Text] = []  # "Anyone wants a share?": the answers so far
        self.banner: Text | None = None
        self._prompt_shed = 0  # how much of the prompt gives way to its buttons (_lay_prompt)
        self._banner_timer = QTimer(self, singleShot=True)
        self._banner_timer.timeout.connect(self._drop_banner)
        self._token_fade = QTimer(self, singleShot=True)  # ends the moved tokens' outline
        self._token_fade.timeout.connect(self._fade_tokens)

    # --- the shell's entry points ------------------------------------------------------------
    def show_log(self, entries: list[Any]) -> None:
        """Follow a sale's answers; announce rust, a new phase, the broken bank.  Without
        animations (no timer to take it away) an announcement lasts until the next move."""
        if self.animation_ms <= 0:
            self.banner = None
        for entry in entries:
            if entry.event == "sale":
                self.sale_answers = []
            elif entry.event in ("answer", "absorbed") and entry.public is not None:
                self.sale_answers.append(entry.public)
            if entry.event in BANNER_EVENTS and entry.public is not None:
                self.banner = entry.public
                if self.animation_ms > 0:
                    self._banner_timer.start(BANNER_MS)
        if self.view is not None and self.desk is not None:
            self._lay_banner()
        self._mark_moved_tokens(entries)

    def _mark_moved_tokens(self, entries: list[Any]) -> None:
        """A token that just moved (an absorption, a dividend, a rise) is outlined for a
        moment, so the eye finds it on the grid after its slide."""
        moved = [e.data.get("railway") for e in entries if e.event in TOKEN_EVENTS]
        tokens = [self.cards().get(f"token-{r}") for r in moved if isinstance(r, int)]
        for token in tokens:
            if token is not None:
                token.set_mark("last")
        if any(tokens):
            self._token_fade.start(self.last_move_ms)

    def _fade_tokens(self) -> None:
        for key, token in self.cards().items():
            if key.startswith("token-") and token.mark == "last":
                token.set_mark("")

    def _drop_banner(self) -> None:
        self.banner = None
        self.forget("banner")
        self.forget("bannerbox")

    def next_step(self) -> str:
        desk, v = self.desk, self.view
        if desk is None or v is None:
            return ""
        if v.phase == "over":
            best = [self.name(s) for s in v.winners()]
            return translate("StockRoundTable", "Game over: {players} won with {amount}.").format(
                players=", ".join(best), amount=money(worth(v, v.winners()[0]))
            )
        if not desk.my_turn:
            if v.phase == "anyone" and desk.actor is not None:
                return translate(
                    "StockRoundTable", "Anyone wants a share? {player} is deciding."
                ).format(player=self.name(desk.actor))
            if desk.actor is None:
                return ""
            return translate("StockRoundTable", "{player} is playing.").format(
                player=self.name(desk.actor)
            )
        if v.phase in ("turn", "buy"):
            coming = ahead(desk)
            return self._stock_step(v.phase) + ("\n" + coming if coming else "")
        r = v.operating()
        steps = {
            "offer": translate(
                "StockRoundTable",
                "Re-issue: how many of {railway}'s treasury shares do you offer this round?",
            ),
            "anyone": translate(
                "StockRoundTable", "Anyone wants a share? Buy one (Y) or pass (N)."
            ),
            "network": translate(
                "StockRoundTable", "{railway}: raise the network level (R) or keep it (K)?"
            ),
            "dividend": translate(
                "StockRoundTable", "{railway} runs for {amount}: pay out (O) or withhold (W)?"
            ),
            "trains": self._train_step(),
            "emergency": translate(
                "StockRoundTable",
                "{railway} needs a train: sell shares to the pool (drag them there) to pay for it.",
            ),
        }
        railway = v.queue[0] if v.phase == "offer" else r
        step = steps.get(v.phase, "").format(
            railway=RAILWAYS[railway][0] if railway >= 0 else "", amount=money(v.revenue)
        )
        if v.phase == "trains":
            coming = ahead(desk)
            return step + "\n" + coming if coming else step
        now = deciding(desk)  # before the step: what the decision is made in the light of
        return now + "\n" + step if now else step

    def _stock_step(self, phase: str) -> str:
        """A stock-round turn: only what may be done now (no sale in the first round, no
        purchase without the cash or the room under the limits)."""
        kinds = {m.kind for m in self.legal}
        lines = []
        if "sell" in kinds:
            lines.append(
                translate(
                    "StockRoundTable",
                    "Sell: drag certificates to the pool; then you may still buy one share.",
                )
                if kinds & {"buy", "start"}
                else translate("StockRoundTable", "Sell: drag certificates to the pool.")
            )
        if "buy" in kinds:
            lines.append(translate("StockRoundTable", "Buy: drag a share to your area."))
        if "start" in kinds:
            lines.append(
                translate(
                    "StockRoundTable",
                    "Start a railway: drop its director's certificate on a par price.",
                )
            )
        if phase == "buy":
            lines.append(
                translate("StockRoundTable", "Or end your turn (P).")
                if lines
                else translate("StockRoundTable", "Nothing more to buy: end your turn (P).")
            )
        else:
            lines.append(
                translate("StockRoundTable", "Or pass (P).")
                if lines
                else translate("StockRoundTable", "Nothing to sell or buy: pass (P).")
            )
        return " ".join(lines)

    def _train_step(self) -> str:
        """A railway's trains: buy, or buy no more, as far as either is allowed."""
        buys = any(isinstance(m, BuyTrain) for m in self.legal)
        if not any(isinstance(m, Done) for m in self.legal):
            return translate(
                "StockRoundTable",
                "{railway} must buy a train: drag one from the depot onto its charter.",
            )
        if not buys:
            return translate("StockRoundTable", "{railway} can buy no train now: buy no more (P).")
        return translate(
            "StockRoundTable",
            "{railway}: drag a train from the depot onto its charter to buy it, or buy no "
            "more (P).",
        )

    def score_sheet(self, view, data: dict) -> tuple[str, list[str], list[list[str]]]:
        """The final worth: cash, shares at market value, total; the winners starred."""
        winners = set(view.winners())
        headers = [
            translate("StockRoundTable", "Player"),
            translate("StockRoundTable", "Cash"),
            translate("StockRoundTable", "Shares"),
            translate("StockRoundTable", "Worth"),
        ]
        rows = []
        for s in range(view.num_seats):
            total = worth(view, s)
            rows.append(
                [
                    self.name(s) + (" ★" if s in winners else ""),
                    money(view.cash[s]),
                    money(total - view.cash[s]),
                    money(total),
                ]
            )
        return translate("StockRoundTable", "Final worth"), headers, rows

    # --- layout ------------------------------------------------------------------------------
    def layout(self, animate: bool) -> None:
        v = self.view
        desk = self.desk = Desk(
            view=v,
            seat=self.seat,
            me=self.seat if self.seat is not None else 0,
            actor=v.to_act(),
            my_turn=self.viewer_decides(),
            names=[self.name(s) for s in range(v.num_seats)],
        )
        self._lay_bar(desk)
        lay_market(self, desk)
        self._lay_chart(desk)
        lay_players(self, desk)
        lay_charters(self, desk)
        lay_pool(self, desk)
        lay_offer(self, desk)
        lay_depot(self, desk)
        self._lay_prompt()
        self._lay_banner()
        # Every piece with a payload answers a gesture, in turn or not (the base or the rules
        # say why not); ← → cycle through the ones that play now, then the prompt's buttons.
        self.selectables = []
        for key, item in self.cards().items():
            item.draggable = item.clickable = item.payload is not None
            if desk.my_turn and item.payload is not None and self.piece_moves(item):
                self.selectables.append(key)
        self.selectables += [] if self.question is not None else self.offer_keys
        if self.question is not None or self.selected not in self.selectables:
            self.selected = None
        self.refresh_marks()

    def lay_note(self) -> None:
        if self.desk is not None:
            self._lay_prompt()

    def _lay_prompt(self) -> None:
        """The prompt, its words never under its buttons (a par question's answers, many
        re-issue counts): what does not fit above them gives way, the last note first (the
        feedback line and the log say it too), then the sale's answers so far."""
        for self._prompt_shed in range(3):
            bottom = self.lay_prompt(PROMPT)
            offers = [self.item(k) for k in self.offer_keys]
            top = min((b.y() for b in offers if b is not None), default=PROMPT.bottom())
            if bottom <= top:
                break
        self._prompt_shed = 0

    def prompt_text(self) -> str:
        """The base's prompt (a question, else the next step and the last note), with the
        sale under way."""
        if self.question is not None or self.desk is None:
            return super().prompt_text()
        shed = self._prompt_shed
        lines = (
            self.next_step(),
            sale_text(self, self.desk, answers=shed < 2),
            self.last_note if shed < 1 else "",
        )
        return "\n".join(s for s in lines if s)

    def _lay_bar(self, desk: Desk) -> None:
        v = desk.view
        if v.phase == "over":
            where = translate("StockRoundTable", "Game over after {n} operating rounds").format(
                n=v.ors
            )
        elif v.phase in ("offer", "turn", "buy", "anyone"):
            where = translate("StockRoundTable", "SR {n}").format(n=v.sr)
        else:
            where = translate("StockRoundTable", "OR {sr}.{n}").format(sr=v.sr, n=v.set_or)
            if v.set_ors > 1:
                where += " · " + translate("StockRoundTable", "{n} of {total}").format(
                    n=v.set_or, total=v.set_ors
                )
        self.panel("bar", BAR)
        self.label(
            "where",
            where,
            BAR.left() + 10,
            BAR.top() + 6,
            420 if v.phase == "over" else 330,
            16,
            True,
            tip=translate(
                "StockRoundTable",
                "The round: a stock round (SR), then a set of operating rounds (OR): one in "
                "phase 2, two in phases 3 and 4, three from phase 5.",
            ),
        )
        bank = max(0, v.bank)
        self.label(
            "bank",
            translate("StockRoundTable", "Bank {amount}").format(amount=money(bank))
            + ("  " + translate("StockRoundTable", "(broken)") if v.broken else ""),
            BAR.left() + (440 if v.phase == "over" else 350),
            BAR.top() + 6,
            270 if v.phase == "over" else 260,
            16,
            True,
            color="#ffb0a0" if v.broken else "#ffe08a",
            tip=translate(
                "StockRoundTable",
                "The bank's cash. When it runs out the bank is broken: the game ends after "
                "that set of operating rounds.",
            ),
        )
        over = v.phase == "over"
        self.label(
            "trainphase",
            translate("StockRoundTable", "Phase {phase}").format(phase=TRAINS[v.trainphase].name),
            BAR.left() + (720 if over else 620),
            BAR.top() + 6,
            160,
            16,
            True,
            tip=translate("StockRoundTable", "The newest kind of train bought."),
        )
        if over:  # nobody deals again
            self.forget("prioritybar")
            return
        self.label(
            "prioritybar",
            translate("StockRoundTable", "Priority deal: {player}").format(
                player=desk.names[v.priority]
            ),
            BAR.left() + 790,
            BAR.top() + 6,
            456,
            16,
            tip=translate("StockRoundTable", "The player who starts the next stock round."),
        )

    def _lay_chart(self, desk: Desk) -> None:
        v = desk.view
        if v.phase != "over":
            return
        chart = self.misc_item("chart", WorthChart)
        chart.setPos(MARKET.topLeft())
        chart.set_data(
            v.history,
            v.marks,
            desk.names,
            translate("StockRoundTable", "Each player's worth (cash plus shares) over the game"),
        )
        chart.setToolTip(
            translate(
                "StockRoundTable",
                "Worth after the start, every stock round (SR) and every operating round (OR).",
            )
        )

    def _lay_banner(self) -> None:
        if self.banner is None:
            self.forget("banner")
            self.forget("bannerbox")
            return
        # over the market (the grid, or at the end the chart), never over the charters the
        # news is about; two lines at most
        box = QRectF(MARKET.left() + 24, MARKET.center().y() - 40, MARKET.width() - 48, 80)
        panel = self.panel("bannerbox", box, accent=True)
        panel.color = QColor("#1c3a2b")  # opaque: the grid's prices never show through
        panel.setZValue(80)
        text = render(with_names(self.banner, self.desk.names if self.desk else []))
        words = self.textbox(
            "banner",
            text,
            box.left() + 10,
            box.top(),
            box.width() - 20,
            BANNER_PX,
            center=True,
            tip=translate("StockRoundTable", "What just happened."),
        )
        words.setZValue(81)
        words.setY(box.center().y() - words.boundingRect().height() / 2)

    def band(self, key: str, r: int, rect: QRectF) -> Band:
        item = self.misc_item(key, Band)
        item.set_band(r, rect)
        item.setZValue(2)
        return item

    # --- questions ---------------------------------------------------------------------------
    def choose(self, moves: list[Move], item: CardItem | None) -> bool:
        """One gesture, several moves (how many shares, which par, a trade-in): ask."""
        asked = question(moves, self.view)
        if asked is None:
            return super().choose(moves, item)
        return self.ask(asked, item)

    def play_piece(self, card: CardItem) -> bool:
        """Double-click or Enter on the director's certificate: which par? (its moves go to
        five squares, so the base would not pick one)."""
        moves = self.piece_moves(card)
        if moves and all(isinstance(m, Start) for m in moves):
            return self.play(moves, card, card.payload, None)
        return super().play_piece(card)

    def on_card_dropped(self, card: CardItem, zone) -> bool:
        """The director's certificate dropped in your area: which par?  (Dropped on a par
        square it says so itself.)"""
        payload = card.payload
        if zone is not None and zone.target == "me" and isinstance(payload, tuple):
            if payload[0] == "new":
                starts: list[Move] = [
                    m for m in self.legal if isinstance(m, Start) and m.railway == payload[1]
                ]
                if starts:
                    return self.choose(starts, card)
        return super().on_card_dropped(card, zone)


Table = StockRoundTable  # the registry finds the table by this name
