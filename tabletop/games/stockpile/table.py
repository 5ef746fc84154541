"""The Stockpile table: the six stock tracks, the stockpiles with their bid tracks, the board's
insider pairs, the opponents along the top and the viewer's holdings along the bottom.
Everything is laid out from a per-seat view; gestures become moves.

Layout (logical 1280x760): opponents across the top; stock tracks on the left (known forecasts
at the end of each row) above the board panel (phase ribbon, board pairs, discard); the
stockpiles (face-up cards in the left column, face-down in the right) with their bid tracks on
the right above the prompt area (text, choices, the sell area); the viewer's money, investors,
meeples, cards to place, insider pairs, portfolios, Boom/Bust and strategy cards at the bottom.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor

from ...core.game import HIDDEN, Move, seats_after
from ...core.text import Text
from ...ui.board import TrackItem
from ...ui.game_screen import with_names
from ...ui.sprites import CardItem, DropZone, slide
from ...ui.table_base import TableScene
from . import cards, prompts
from . import messages as M
from . import moves as mv
from .cards import DOWN, UP
from .rules import canonical
from .ui_art import (COMPANY_RGB, SEAT_RGB, SHORT, company_card_face, face, forecast_face,
                     investor_face, market_face, strategy_face)
from .ui_gestures import drop_moves, hint_parts, pile_moves
from .ui_replay import movement_steps

SMALL = QSizeF(46, 64)          # pile cards, portfolios, pairs
MINI = QSizeF(24, 34)           # opponents' cards
HAND = QSizeF(66, 92)           # the viewer's cards to place
TOP_H = 112
TRACKS = QRectF(8, 120, 548, 264)
ROW_H = 44
CELL_X, CELL_W = 176, 30
BOARD = QRectF(8, 390, 548, 170)
PILES = QRectF(564, 120, 708, 264)
PROMPT = QRectF(564, 390, 708, 170)
MINE = QRectF(8, 566, 1264, 190)
BID_ROWS, BID_COLS = 2, 4


def company_color(c: int, alpha: int = 255) -> QColor:
    col = QColor(*COMPANY_RGB[c])
    col.setAlpha(alpha)
    return col


def _tr(text: str) -> str:
    return QCoreApplication.translate("StockpileTable", text)


def render(text: Text) -> str:
    return text.render(QCoreApplication.translate)


def _step(n: int, room: float, size: float, most: float) -> float:
    """Offset between overlapped cards so that n of them fit in `room`."""
    return 0 if n <= 1 else max(2.0, min(most, (room - size) / (n - 1)))


class StockpileTable(TableScene):
    def __init__(self, info, parent=None):
        super().__init__(info, parent)
        self.selected: str | None = None
        self.face_down = False             # keyboard placement: next card goes face down
        self.pending_company: int | None = None    # a row clicked where both moves exist
        self.show_help = False
        self._selectables: list[str] = []
        self._generation = 0                 # the Movement Phase replay running
        self._prev_price: list[int] | None = None
        self._replay_price: list[int] | None = None     # marker spaces while it runs
        self._replay_round = 0
        self._announcement = ""

    # --- the shell's entry points ------------------------------------------------------------
    def show_state(self, view, seat, legal, names, animate) -> None:
        self.pending_company = None
        self._prev_price = list(self.view.price) if self.view is not None else None
        if self._replay_price is not None and view.round != self._replay_round:
            self._replay_price = None          # undone past the replay: stop it
        super().show_state(view, seat, legal, names, animate)

    def clear_pending(self) -> None:
        if self.pending_company is not None:
            self.pending_company = None
            self._relayout(True)

    def show_log(self, entries: list) -> None:
        """Replay the Movement Phase pair by pair once the table shows its outcome: each
        revealed forecast is announced and its company's marker walks from the old space to the
        new one; splits and bankruptcies are announced in turn.  The replay survives the next
        positions (the AI plays on meanwhile): markers follow it until it ends.  (The shell
        calls this with each batch of log entries, right after show_state.)"""
        if self.view is None or self._prev_price is None:
            return
        steps = movement_steps(entries, self._prev_price, lambda c: self.view.track(c)[0])
        if not steps:
            return
        if self.animation_ms <= 0:
            self.status.emit(" · ".join(self._say(x[1]) for x in steps if x[0] == "say"))
            return
        self._generation += 1
        generation = self._generation
        self._replay_round = self.view.round
        self._replay_price = list(self._prev_price)
        self._relayout(False)              # markers back where the phase began
        delay = 0
        for step in steps:
            if step[0] == "walk":
                QTimer.singleShot(delay, lambda c=step[1], i=step[2]: self._walk(generation, c, i))
                delay += self.animation_ms * 2
            else:
                text = self._say(step[1])
                QTimer.singleShot(delay, lambda t=text: self._announce(generation, t))
                delay += self.animation_ms * 3
        QTimer.singleShot(delay + self.animation_ms * 3, lambda: self._end_replay(generation))

    def _markers(self) -> dict[int, CardItem]:
        return {c: self.cards()[f"marker{c}"] for c in range(cards.NUM_COMPANIES)
                if f"marker{c}" in self.cards()}

    def _marker_pos(self, c: int, space: int) -> QPointF:
        return QPointF(CELL_X + (space + 0.5) * CELL_W - 13,
                       TRACKS.y() + c * ROW_H + 5 + (ROW_H - 10) / 2 - 13)

    def _replaying(self, generation: int) -> bool:
        return generation == self._generation and self._replay_price is not None \
            and self.view is not None

    def _walk(self, generation: int, c: int, space: int) -> None:
        if self._replaying(generation):
            self._replay_price[c] = space
            item = self._markers().get(c)
            if item is not None:
                slide(item, self._marker_pos(c, space), self.animation_ms * 2)
            values, start, reset = self.view.track(c)
            track, value = self._misc.get(f"track{c}"), self._misc.get(f"tval{c}")
            if track is not None:
                track.marks = {start: "start", reset: "reset", space: "current"}
                track.update()
            if value is not None:
                value.place(f"${values[space]}K", 54, TRACKS.y() + c * ROW_H + 21, 94)

    def _announce(self, generation: int, text: str) -> None:
        if self._replaying(generation):
            self._announcement = text
            self.status.emit(text)
            self._lay_announcement()

    def _lay_announcement(self) -> None:
        if self._replay_price is not None and self._announcement:
            self.label("announce", self._announcement, PROMPT.x() + 12, PROMPT.y() + 44,
                       PROMPT.width() - 24, 15, True, color="#ffd23f")

    def _end_replay(self, generation: int) -> None:
        if generation == self._generation and self._replay_price is not None:
            self._replay_price, self._announcement = None, ""
            if self.view is not None:
                self._relayout(True)

    def score_sheet(self, view, data: dict) -> tuple[str, list[str], list[list[str]]]:
        """The end of the game: money before the final scoring, majority bonuses, the final
        sale (liquidation), notes redeemed, commodities, taxes and the total."""
        lines = data.get("lines") or view.final
        totals = data.get("totals") or [line[-1] for line in lines]
        best = max(totals) if totals else 0
        headers = [self.tr("Player"), self.tr("Money"), self.tr("Majorities"),
                   self.tr("Liquidation"), self.tr("Notes"), self.tr("Commodities"),
                   self.tr("Taxes"), self.tr("Total")]
        rows = []
        for s, line in enumerate(lines):
            star = " ★" if totals[s] == best else ""
            rows.append([self._name(s) + star] + [f"${v}K" if v >= 0 else f"−${-v}K"
                                                  for v in line])
        return self.tr("Final scores"), headers, rows

    # --- layout ------------------------------------------------------------------------------
    def layout(self, animate: bool) -> None:
        v = self.view
        self.me = self.seat if self.seat is not None else 0
        self._selectables = []
        self._actor = v.to_act()
        self._my_turn = bool(self.legal) and self._actor == self.seat
        self._origin = QPointF(640, 40)
        self._lay_opponents(v)
        self._lay_tracks(v)
        self._lay_board(v)
        self._lay_piles(v)
        self._lay_mine(v)
        self._lay_prompt(v)
        if self.selected not in self._selectables:
            self.selected = None
        self._refresh_marks()
        if self.show_help:
            self._lay_help()

    def _say(self, text: Text) -> str:
        """An engine message in the interface language, seats by their names."""
        return render(with_names(text, self.names))

    def _name(self, s: int) -> str:
        return self.names[s] if s < len(self.names) else self.tr("Player {n}").format(n=s + 1)

    def _knows_pair(self, v, i: int) -> bool:
        return v.pair_company[i] != HIDDEN

    # --- opponents ---------------------------------------------------------------------------
    def _lay_opponents(self, v) -> None:
        opps = list(seats_after((self.me + 1) % v.num_seats, v.num_seats))[:v.num_seats - 1]
        n = max(1, len(opps))
        pw = min(420.0, (1264 - 8 * (n - 1)) / n)
        x0 = 8 + (1264 - (pw * n + 8 * (n - 1))) / 2
        self._seat_pos = {self.me: QPointF(MINE.x() + 300, MINE.y() + 40)}
        for k, s in enumerate(opps):
            x = x0 + k * (pw + 8)
            self._seat_pos[s] = QPointF(x + pw / 2 - 20, 30)
            if s == self._actor:
                self._origin = self._seat_pos[s]
            self.panel(f"opp{s}", QRectF(x, 4, pw, TOP_H - 4), accent=s == self._actor)
            first = " ①" if s == v.first else ""
            self.token(f"opp{s}-seat", face(f"meeple-{s % len(SEAT_RGB)}"), QPointF(x + 6, 6),
                       20, 1)
            self.label(f"opp{s}-name", self._name(s) + first, x + 28, 8, pw - 110, 15, True)
            self.label(f"opp{s}-money", f"${v.money[s]}K", x + pw - 80, 8, 70, 16, True,
                       Qt.AlignRight, "#ffd23f")
            invs = ", ".join(cards.INVESTORS[i] if i != HIDDEN else "?" for i in v.investors[s])
            inv_label = self.label(f"opp{s}-inv", invs, x + 10, 27, pw - 80, 12,
                                   color="#dfe8e2")
            inv_label.setToolTip("\n".join(self._investor_tip(i) for i in v.investors[s]))
            pairs = v.seat_pairs(s)
            self._lay_holdings(v, s, x + 10, 44, pw - 30 - 56 * len(pairs), f"opp{s}")
            extras = []
            com = v.commercial[s]
            if com:
                kinds = sum(1 for c in com if cards.is_commodity(c))
                extras.append(self.tr("goods {k} · tax {t}").format(k=kinds, t=len(com) - kinds))
            if v.options["promissory"]:
                extras.append(self.tr("notes {n}").format(n=v.notes[s]))
            if v.options["strategies"]:
                extras.append(self.tr("strategies {n}").format(n=len(v.strategy_hand[s])))
            if v.unpaid[s]:
                extras.append(self.tr("fees owed {n}").format(n=len(v.unpaid[s])))
            self.label(f"opp{s}-extra", " · ".join(extras), x + 10, 92, pw - 20, 12,
                       color="#c8d4cc")
            # insider pairs at the right: company + forecast, backs unless known
            for j, i in enumerate(pairs):
                px = x + pw - 10 - (len(pairs) - j) * 56
                self._lay_pair(v, i, QPointF(px, 46), MINI, f"opp{s}")

    def _investor_tip(self, i: int) -> str:
        if i == HIDDEN:
            return self.tr("An investor not yet revealed")
        return f"{cards.INVESTORS[i]}: {_tr(prompts.INVESTOR_POWERS[i].source)}"

    def _lay_holdings(self, v, s: int, x: float, y: float, width: float, key: str) -> None:
        """Portfolio and split counts, and the known shares as company chips."""
        for row, (cards_there, title) in enumerate(((v.portfolio[s], self.tr("Portfolio")),
                                                    (v.split[s], self.tr("Split")))):
            yy = y + row * 22
            self.label(f"{key}-h{row}", f"{title} {len(cards_there)}", x, yy + 2, 80, 13, True)
            per = [0] * cards.NUM_COMPANIES
            for c in cards_there:
                if c != HIDDEN and cards.is_stock(c):
                    per[cards.company_of(c)] += 1
            cx = x + 82
            for c in range(cards.NUM_COMPANIES):
                if not per[c] or cx + 30 > x + width:
                    continue
                t = self.token(f"{key}-chip{row}-{c}", face(f"marker-{c}"), QPointF(cx, yy), 18, 1)
                t.setToolTip(self.tr("{company}: {n} known").format(company=cards.COMPANIES[c],
                                                                   n=per[c]))
                self.label(f"{key}-chipn{row}-{c}", str(per[c]), cx + 19, yy + 2, 12, 12, True)
                cx += 31

    def _lay_pair(self, v, i: int, pos: QPointF, size: QSizeF, key: str) -> None:
        """An insider pair: its company card and forecast card, clickable when chosen."""
        known = self._knows_pair(v, i)
        comp = self.card(f"{key}-pair{i}c", company_card_face(v.pair_company[i]), pos, size, 5)
        fc = self.card(f"{key}-pair{i}f", forecast_face(v.pair_forecast[i]),
                       pos + QPointF(size.width() + 3, 0), size, 5)
        tip = self._say(M.pair_owner(v, i)) + ": " + (self._say(M.pair_text(v, i)) if known
                                                  else self.tr("unknown"))
        if v.pair_falsified[i]:
            tip += "\n" + self.tr("Falsified Earnings on this forecast")
            fc.setOpacity(0.8)
        for item in (comp, fc):
            item.setToolTip(tip)
            item.hover_zoom = 2.0 if size == MINI else 1.4
            if mv.ChoosePair(i) in self.legal:
                item.clickable = True
                item.payload = ("pair", i)
        if mv.ChoosePair(i) in self.legal:
            self._selectables.append(comp.key)

    # --- stock tracks ------------------------------------------------------------------------
    def _lay_tracks(self, v) -> None:
        pick = self._my_turn and any(isinstance(m, mv.ChooseCompany) for m in self.legal)
        for c in range(cards.NUM_COMPANIES):
            y = TRACKS.y() + c * ROW_H
            zone = self.zone(("track", c), QRectF(TRACKS.x(), y + 1, TRACKS.width(),
                                                  ROW_H - 2))
            zone.fill = company_color(c, 36)
            zone.clickable = pick
            if pick:
                self._selectables.append(f"row{c}")
            badge = self.token(f"badge{c}", face(f"badge-{c}"), QPointF(14, y + 4), 36, 1)
            badge.setToolTip(cards.COMPANIES[c])
            values, start, reset = v.track(c)
            space = self._replay_price[c] if self._replay_price is not None else v.price[c]
            value = values[space]
            name = self.label(f"tname{c}", cards.COMPANIES[c], 54, y + 6, 121, 11, True)
            val = self.label(f"tval{c}", f"${value}K", 54, y + 21, 94, 16, True,
                             color="#ffd23f")
            track = self._misc_item(f"track{c}", TrackItem)
            marks = {start: "start", reset: "reset"}
            marks[space] = "current"
            track.set_track([str(x) for x in values], QSizeF(CELL_W, ROW_H - 10),
                            company_color(c, 70), marks)
            track.setPos(CELL_X, y + 5)
            pos = self._marker_pos(c, space)
            marker = self.token(f"marker{c}", face(f"marker-{c}"), pos, 26, 6)
            marker.setToolTip(self.tr("{company}: ${value}K (space {n})").format(
                company=cards.COMPANIES[c], value=value, n=space + 1))
            zone.members = [badge, name, val, track, marker]
            zone.setToolTip(self.tr("{company}: ${value}K. Start space dashed, split reset "
                                    "dotted.").format(company=cards.COMPANIES[c], value=value))
            # the forecasts the viewer knows for this company, at the end of the row
            known = [i for i in range(len(v.pair_company)) if v.pair_company[i] == c]
            fx = CELL_X + 10 * CELL_W + 8
            for j, i in enumerate(known[:2]):
                item = self.card(f"tfc{c}-{j}", forecast_face(v.pair_forecast[i]),
                                 QPointF(fx + j * 34, y + 5), QSizeF(28, 36), 5)
                item.hover_zoom = 2.2
                who = self._say(M.pair_owner(v, i))
                item.setToolTip(self.tr("Forecast for {company} ({owner}): {face}").format(
                    company=cards.COMPANIES[c], owner=who,
                    face=self._say(M.forecast_text(v.pair_forecast[i]))))

    # --- board panel: phases, board pairs, discard, decks ------------------------------------
    def _lay_board(self, v) -> None:
        self.panel("board", BOARD)
        x, y = BOARD.x() + 10, BOARD.y() + 6
        current = prompts.phase_of(v.phase)
        if v.phase == "over":
            title = _tr(prompts.GAME_OVER.source)
        elif current is None:
            title = _tr(prompts.SETUP.source)
        else:
            title = self.tr("Round {r} of {n}").format(r=v.round, n=v.rounds)
        self.label("round", title, x, y, 150, 15, True, color="#ffd23f")
        if 0 <= v.first < v.num_seats and v.phase != "over":
            self.label("firstp", self.tr("First player: {player}").format(
                player=self._name(v.first)), x + 160, y + 1, 360, 13, color="#dfe8e2")
        pw = (BOARD.width() - 20) / len(prompts.PHASES)
        for k, (_, name, _) in enumerate(prompts.PHASES):
            on = k == current           # a key per look: a label keeps its colour and weight
            self.label(f"phase{k}{'on' if on else ''}", _tr(name.source),
                       x + k * pw, y + 22, pw - 4, 12, on, Qt.AlignHCenter,
                       "#ffd23f" if on else "#9fb3a8")
        # board pairs: the face-up one and the face-down ones
        y += 44
        bx = x
        for i, h in enumerate(v.pair_holder):
            if h in (UP, DOWN):
                self._lay_pair(v, i, QPointF(bx, y + 16), SMALL, "board")
                bx += 2 * SMALL.width() + 12
        if any(h in (UP, DOWN) for h in v.pair_holder):
            self.label("pairs-title", self.tr("Board forecasts (first: face up)")
                       if UP in v.pair_holder else self.tr("Board forecasts"),
                       x, y, 280, 12, color="#dfe8e2")
        # decks and discard at the right of the board panel
        rx = BOARD.right() - 224
        lines = [self.tr("Market deck: {n}").format(n=len(v.deck))]
        if v.dice:
            lines.append(self.tr("Dice: {faces}").format(
                faces=" ".join(cards.FACES[f][0] for f in v.dice)))
        if v.options["promissory"]:
            lines.append(self.tr("Note price ${p}K, left {n}").format(
                p=v.note_price(), n=cards.NUM_NOTES - sum(v.notes)))
        if v.options["commodities"]:
            lines.append(self.tr("Commercial deck: {n}").format(n=len(v.commercial_deck)))
        for k, text in enumerate(lines):
            self.label(f"deckinfo{k}", text, rx + 54, y + 18 + k * 16, 160, 12, color="#dfe8e2")
        stocks = [c for c in v.discard if cards.is_stock(c)]
        self.label("discard-title", self.tr("Discard: {n}").format(n=len(v.discard)),
                   rx, y, 180, 12, True)
        if v.discard:
            top = self.card("discard-top", market_face(v.discard[-1]), QPointF(rx, y + 16),
                            SMALL, 2)
            top.setToolTip(self.tr("Shares in the discard pile: {list}").format(
                list=", ".join(SHORT[cards.company_of(c)] for c in stocks) or "–"))

    # --- stockpiles and bid tracks -----------------------------------------------------------
    def _pile_cols(self, v) -> list[QRectF]:
        n = len(v.bid_space) if v.phase == "investor_auction" else v.num_piles()
        if v.phase == "offer_investors":
            n = len(v.offered)
        cw = (PILES.width() - 8 * (n - 1)) / max(1, n)
        return [QRectF(PILES.x() + k * (cw + 8), PILES.y(), cw, PILES.height())
                for k in range(n)]

    def _lay_piles(self, v) -> None:
        cols = self._pile_cols(v)
        supplying = v.phase in ("supply", "robins")
        investors = v.phase in ("offer_investors", "investor_auction")
        for p, col in enumerate(cols):
            self.panel(f"pilepanel{p}", col)
            title = (self.tr("Stockpile {n}") if col.width() >= 150
                     else self.tr("Pile {n}")).format(n=p + 1)
            pile = v.piles[p] if p < len(v.piles) and not investors else []
            ups = [k for k, c in enumerate(pile) if v.pile_up[p][k]]
            downs = [k for k, c in enumerate(pile) if not v.pile_up[p][k]]
            self.label(f"piletitle{p}", title, col.x() + 6, col.y() + 4, col.width() - 60, 13,
                       True)
            if not investors:
                self.label(f"pilecount{p}", f"▲{len(ups)} ▼{len(downs)}", col.right() - 60,
                           col.y() + 4, 54, 13, True, Qt.AlignRight, "#ffd23f").setToolTip(
                    self.tr("{up} face up, {down} face down").format(up=len(ups),
                                                                    down=len(downs)))
            half = (col.width() - 6) / 2
            area_top, area_h = col.y() + 22, 190
            for side, (which, rows) in enumerate((("up", ups), ("down", downs))):
                rect = QRectF(col.x() + 2 + side * (half + 2), area_top, half, area_h)
                zone = self.zone((which, p), rect)
                zone.fill = QColor(0, 0, 0, 25 if side == 0 else 50)
                if supplying and not investors:
                    self.label(f"pilehalf{p}{side}", self.tr("face up") if side == 0
                               else self.tr("face down"), rect.x(), rect.bottom() - 16,
                               rect.width(), 11, False, Qt.AlignHCenter, "#9fb3a8")
                zone.clickable = self._my_turn and any(self._pile_moves(p, which))
                step = _step(len(rows), area_h - 20, SMALL.height(), 26)
                cx = rect.x() + (rect.width() - SMALL.width()) / 2
                for j, k in enumerate(rows):
                    card = pile[k]
                    key = f"m{card}" if card != HIDDEN else f"pile{p}-{k}"
                    item = self.card(key, market_face(card), QPointF(cx, area_top + 2 + j * step),
                                     SMALL, 3 + j, start=self._origin)
                    item.hover_zoom = 1.5
                    if card != HIDDEN and not v.pile_up[p][k]:
                        item.setOpacity(0.78)       # face down, but the viewer knows it
                        item.setToolTip(self.tr("{card} (face down; you know it)").format(
                            card=self._say(M.card_text(card))))
                    elif card != HIDDEN:
                        item.setToolTip(self._say(M.card_text(card)))
                    else:
                        item.setToolTip(self.tr("A face-down card"))
                    if self._my_turn and any(isinstance(m, mv.MoveCard) and m.pile == p
                                             and m.index == k for m in self.legal):
                        item.draggable = item.clickable = True   # Maverick Mark
                        item.payload = ("pilecard", (p, k))
                        self._selectables.append(key)
                    zone.members.append(item)
            if investors and p < len(v.offered) and v.offered[p] >= 0:
                inv = v.offered[p]
                item = self.card(f"inv{inv}", investor_face(inv),
                                 QPointF(col.center().x() - HAND.width() / 2, area_top + 30),
                                 HAND, 4, start=self._origin)
                item.setToolTip(self._investor_tip(inv))
                item.hover_zoom = 1.6
            self._lay_bid_track(v, p, col)

    def _lay_bid_track(self, v, p: int, col: QRectF) -> None:
        cw = (col.width() - 8) / BID_COLS
        ch = 27
        y0 = col.bottom() - BID_ROWS * ch - 4
        for space, amount in enumerate(cards.BID_SPACES):
            r, c = divmod(space, BID_COLS)
            rect = QRectF(col.x() + 4 + c * cw, y0 + r * ch, cw - 2, ch - 2)
            zone = self.zone(("bid", p, space), rect)
            zone.fill = QColor(255, 255, 255, 22)
            bid_space = v.bid_space[p] if p < len(v.bid_space) else -1
            bid_seat = v.bid_seat[p] if p < len(v.bid_seat) else -1
            legal = self._my_turn and mv.Bid(p, space) in self.legal
            zone.clickable = legal
            if legal:
                self._selectables.append(f"bid{p}-{space}")
            self.label(f"bidv{p}-{space}", f"${amount}", rect.x() + 2, rect.y() + 6, cw - 6,
                       11, False, Qt.AlignRight, "#dfe8e2")
            if bid_space == space and bid_seat >= 0:
                who = bid_seat
                m = self.token(f"meeple{who}-{self._meeple_index(v, who, p)}",
                               face(f"meeple-{who % len(SEAT_RGB)}"),
                               QPointF(rect.x() + 2, rect.y()), 24, 8)
                m.setToolTip(self.tr("{player} bids ${amount}K").format(player=self._name(who),
                                                                       amount=amount))
            carlos = bid_seat >= 0 and v.phase == "demand" and v.has(bid_seat, cards.CARLOS)
            if carlos and space == bid_space + 1:
                b = self.token(f"blocker{p}", face("blocker"), QPointF(rect.x() + 2, rect.y()),
                               24, 8)
                b.setToolTip(self.tr("Cunning Carlos's blocker: outbid him by two spaces"))

    @staticmethod
    def _meeple_index(v, seat: int, pile: int) -> int:
        """Which of a seat's meeples stands on `pile` (2-player games have two)."""
        return sum(1 for q in range(pile) if v.bid_seat[q] == seat)

    # --- the viewer's area -------------------------------------------------------------------
    def _lay_mine(self, v) -> None:
        me = self.me
        self.panel("mine", MINE, accent=self._actor == me and self.seat is not None)
        x, y = MINE.x() + 10, MINE.y() + 6
        first = " ①" if me == v.first else ""
        self.token("me-seat", face(f"meeple-{me % len(SEAT_RGB)}"), QPointF(x - 4, y - 2), 20, 1)
        self.label("me-name", self._name(me) + first, x + 18, y, 170, 15, True)
        self.label("me-money", f"${v.money[me]}K", x, y + 18, 110, 24, True, color="#ffd23f")
        ix = x
        for j, inv in enumerate(v.investors[me]):
            item = self.card(f"myinv{j}", investor_face(inv), QPointF(ix, y + 50), SMALL, 2)
            item.hover_zoom = 2.0
            item.setToolTip(self._investor_tip(inv))
            ix += SMALL.width() + 4
        # meeples waiting to bid
        waiting = v.unplaced[me] if v.bid_space and me < len(v.unplaced) else 0
        placed = sum(1 for who in v.bid_seat if who == me) if v.bid_space else 0
        for j in range(waiting):
            m = self.token(f"meeple{me}-{placed + j}", face(f"meeple-{me % len(SEAT_RGB)}"),
                           QPointF(x + 110 + j * 34, y + 56), 30, 10)
            if self._my_turn and any(isinstance(mm, mv.Bid) for mm in self.legal):
                m.draggable = m.clickable = True
                m.payload = ("meeple", None)
                self._selectables.append(m.key)
                m.setToolTip(self.tr("Drag onto a lit space of a bid track"))
        info = []
        if v.options["promissory"]:
            info.append(self.tr("Notes: {n}").format(n=v.notes[me]))
        if v.unpaid[me]:
            info.append(self.tr("Fees owed: {n}").format(n=len(v.unpaid[me])))
        self.label("me-info", " · ".join(info), x, y + 120, 220, 13, color="#dfe8e2")
        com = v.commercial[me]
        for j, c in enumerate(com):
            item = self.card(f"m{c}", market_face(c), QPointF(x + j * 16, y + 138), MINI, 3 + j)
            item.hover_zoom = 2.5
            item.setToolTip(self._say(M.card_text(c)))
            if self._my_turn and mv.ChooseCard(c, mv.COMMERCIAL) in self.legal:
                item.clickable = True
                item.payload = ("commodity", c)
                self._selectables.append(item.key)
        if com:
            kinds = sum(1 for c in com if cards.is_commodity(c))
            self.label("me-com", self.tr("goods {k} · tax {t}").format(k=kinds, t=len(com) - kinds),
                       x + len(com) * 16 + 12, y + 146, 200 - len(com) * 16, 12, color="#e8d9b0")
        self._lay_to_place(v, QRectF(MINE.x() + 236, MINE.y(), 200, MINE.height()))
        self._lay_my_pairs(v, QRectF(MINE.x() + 440, MINE.y(), 104, MINE.height()))
        self._lay_portfolio(v, QRectF(MINE.x() + 548, MINE.y(), 344, MINE.height()))
        self._lay_actions(v, QRectF(MINE.x() + 896, MINE.y(), 368, MINE.height()))

    def _lay_to_place(self, v, area: QRectF) -> None:
        """Cards to place or choose: market cards, Robins's draw, a commercial card, the first
        player card, investors dealt, and (setup) strategy cards to discard."""
        me, phase = self.me, v.phase
        items: list[tuple[str, str, object, str]] = []       # key, face, payload, tooltip
        for c in v.hands[me]:
            items.append((f"m{c}", market_face(c), ("hand", c), self._say(M.card_text(c))))
        if phase == "robins" and self._my_turn:
            for c in v.robins_draw:
                items.append((f"m{c}", market_face(c), ("robins", c), self._say(M.card_text(c))))
        for c in v.commercial_hands[me]:
            items.append((f"m{c}", market_face(c), ("commercial", c), self._say(M.card_text(c))))
        if phase == "first_card" and self._my_turn:
            items.append(("first-card", face("first-player"), ("firstcard", None),
                          self._say(M.FIRST_PLAYER_CARD)))
        if phase in ("choose_investors", "offer_investors"):
            for i in v.investor_hand[me]:
                kind = "choose" if phase == "choose_investors" else "offer"
                items.append((f"inv{i}", investor_face(i), (kind, i), self._investor_tip(i)))
        title = {"supply": self.tr("Your cards to place"), "robins": self.tr("Your draw"),
                 "commodity": self.tr("Commercial card"), "first_card": self.tr("First player"),
                 "choose_investors": self.tr("Choose an investor"),
                 "offer_investors": self.tr("Offer an investor")}.get(phase, "")
        if v.first_card == me and v.first_card >= 0:
            items.append(("first-card", face("first-player"), None,
                          self.tr("You will be the first player next round")))
        if not items:
            return
        self.label("toplace-title", title, area.x(), area.y() + 6, area.width(), 13, True)
        size = HAND if len(items) <= 2 else SMALL
        step = _step(len(items), area.width(), size.width(), size.width() + 6)
        for j, (key, fc, payload, tip) in enumerate(items):
            pos = QPointF(area.x() + j * step, area.y() + 28)
            item = self.card(key, fc, pos, size, 10 + j, start=QPointF(640, 300))
            item.setToolTip(tip)
            item.hover_zoom = 1.3
            if payload is not None and self._my_turn:
                item.payload = payload
                item.clickable = True
                item.draggable = payload[0] != "choose"
                self._selectables.append(key)
        if v.phase == "supply" and self._my_turn and len(v.hands[me]) == 2:
            self.label("toplace-hint", self.tr("one face up, one face down")
                       if not v.has(me, cards.STUART) else
                       self.tr("one face up, one down (or both down)"),
                       area.x(), area.y() + 28 + size.height() + 6, area.width(), 12,
                       color="#dfe8e2")
        if self.face_down and v.phase == "supply":
            self.label("toplace-fd", self.tr("keyboard: next card face down (D)"), area.x(),
                       area.y() + 28 + size.height() + 22, area.width(), 12, color="#ffd23f")

    def _lay_my_pairs(self, v, area: QRectF) -> None:
        pairs = v.seat_pairs(self.me)
        if not pairs:
            return
        self.label("mypairs-title", self.tr("Your insider"), area.x(), area.y() + 6,
                   area.width(), 13, True)
        for j, i in enumerate(pairs[:2]):
            self._lay_pair(v, i, QPointF(area.x(), area.y() + 28 + j * 78), SMALL, "me")

    def _lay_portfolio(self, v, area: QRectF) -> None:
        me = self.me
        selling = self._my_turn and v.phase == "selling"
        rows = ((v.portfolio[me], "portfolio", self.tr("Portfolio"), "share"),
                (v.split[me], "split", self.tr("Split portfolio (×2)"), "splitshare"))
        for r, (held, target, title, kind) in enumerate(rows):
            y = area.y() + 4 + r * 92
            zone = self.zone(target, QRectF(area.x(), y, area.width(), 88))
            zone.fill = QColor(0, 0, 0, 30)
            self.label(f"{target}-title", f"{title}: {len(held)}", area.x() + 6, y + 2,
                       area.width() - 12, 12, True)
            gx = area.x() + 6
            for c in range(cards.NUM_COMPANIES):
                group = sorted(k for k in held if cards.is_stock(k) and cards.company_of(k) == c)
                if not group:
                    continue
                for j, k in enumerate(group):
                    item = self.card(f"m{k}", market_face(k), QPointF(gx + j * 5, y + 18),
                                     SMALL, 2 + j, start=QPointF(area.center().x(), 200))
                    item.hover_zoom = 1.4
                    item.setToolTip(self.tr("{company} ×{n} (value ${value}K)").format(
                        company=cards.COMPANIES[c], n=len(group), value=v.company_value(c)))
                    source = mv.PORTFOLIO if r == 0 else mv.SPLIT
                    choosable = self._my_turn and any(
                        isinstance(m, mv.ChooseCard) and m.source == source
                        and cards.company_of(m.card) == c for m in self.legal)
                    if j == len(group) - 1 and (selling or choosable):
                        item.payload = (kind, k)
                        item.draggable = selling
                        item.clickable = True
                        self._selectables.append(item.key)
                    zone.members.append(item)
                self.label(f"{target}-n{c}", f"×{len(group)}", gx + 4, y + 18 + SMALL.height(),
                           40, 12, True)
                gx += SMALL.width() + 5 * (len(group) - 1) + 8

    def _lay_actions(self, v, area: QRectF) -> None:
        me = self.me
        held = v.held[me]
        y = area.y() + 4
        if held:
            self.label("held-title", self.tr("Stock Boom / Bust: drag onto a track"),
                       area.x(), y + 2, area.width(), 12, True)
            for j, c in enumerate(held):
                item = self.card(f"m{c}", market_face(c), QPointF(area.x() + j * 50, y + 18),
                                 SMALL, 3)
                item.hover_zoom = 1.4
                item.setToolTip(self._say(M.card_text(c)))
                if self._my_turn and (any(isinstance(m, mv.PlayAction) and
                                          cards.action_delta(m.card) == cards.action_delta(c)
                                          for m in self.legal)
                                      or mv.ChooseCard(c, mv.HELD) in self.legal):
                    item.payload = ("held", c)
                    item.draggable = item.clickable = True
                    self._selectables.append(item.key)
        hand = v.strategy_hand[me]
        if not v.options["strategies"] or not hand:
            return
        y = area.y() + 92
        self.label("strat-title", self.tr("Investment strategies: {n}").format(n=len(hand)),
                   area.x(), y + 2, area.width(), 12, True)
        step = _step(len(hand), area.width(), SMALL.width(), SMALL.width() + 4)
        for j, c in enumerate(sorted(hand)):
            item = self.card(f"st{c}" if c != HIDDEN else f"st-h{j}", strategy_face(c),
                             QPointF(area.x() + j * step, y + 18), SMALL, 3 + j)
            item.hover_zoom = 2.0
            if c != HIDDEN:
                name, cost, _ = cards.STRATEGIES[cards.strategy_type(c)]
                item.setToolTip(self.tr("{name} (cost ${cost}K)").format(name=name, cost=cost))
            if self._my_turn and (mv.PlayStrategy(c) in self.legal
                                  or mv.DiscardStrategy(c) in self.legal):
                item.payload = ("strategy", c)
                item.clickable = True
                self._selectables.append(item.key)

    # --- the prompt area ---------------------------------------------------------------------
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
            .setToolTip(_tr(prompts.HELP.source))

    def _prompt_text(self, v) -> str:
        if v.phase == "over":
            return ""
        if not self._my_turn:
            who = self._name(self._actor) if self._actor is not None else ""
            return self.tr("Waiting for {player}…").format(player=who)
        p = v.prompt[0] if v.prompt else ""
        texts = {
            "choose_investors": self.tr("Choose the investor you will play (click a card)."),
            "offer_investors": self.tr("Drag an investor onto an empty stockpile to auction it."),
            "investor_auction": self.tr("Bid for an investor: drag your meeple onto a lit space."),
            "strategy_discard": self.tr("Click an investment strategy card to discard it."),
            "notes": self.tr("Buy promissory notes for ${p}K each (interest $1K a round).")
            .format(p=v.note_price()),
            "phil": self.tr("Forecast Phil: pick the company or forecast card you will get."),
            "robins": self.tr("Royal Robins: drag the card you place face down onto a "
                              "stockpile; the others go face up."),
            "supply": self.tr("Drag a card onto a stockpile: its left column face up, its right "
                              "column face down."),
            "commodity": self.tr("Drag your commercial card onto a stockpile (face up)."),
            "first_card": self.tr("Drag the First Player Card onto a stockpile."),
            "pre_demand": self.tr("Use your investor's power before the auction, or pass."),
            "demand": self.tr("Drag your meeple onto a lit space of a bid track."),
            "give_first_card": self.tr("Give the First Player Card to a player."),
            "action": self.tr("Drag each Stock Boom/Bust onto a company's track; play "
                              "strategy cards or powers; then end your turn."),
            "selling": self.tr("Drag shares onto the sell area, a split share onto your "
                               "portfolio to sell half; then end your turn."),
            "bailout": self.tr("Bailout Barack: buy a share from the discard pile, or pass."),
            "claim": self.tr("Hidden dividends: how many shares do you show (portfolio + "
                             "split portfolio)?"),
            "end_round": self.tr("End of the round: use {investor}'s power.").format(
                investor=cards.INVESTORS[v.queue[0] % 100] if v.queue else ""),
        }
        prompt_texts = {
            "martha": self.tr("Mayknow Martha: click the insider pair you look at."),
            "look": self.tr("Click an insider pair to look at it."),
            "broker": self.tr("Data Broker: click a player's pair to make it public."),
            "falsify": self.tr("Falsified Earnings: click the forecast to falsify."),
            "cramer": self.tr("Crazy Cramer: click a company's track, then up or down."),
            "dividend": self.tr("Click the company that pays the dividend."),
            "nudge": self.tr("Click the company whose price moves."),
            "shock": self.tr("Systemic Shock: click a company, then up or down."),
            "take": self.tr("Click a share of the discard pile to take it."),
            "chanda_pay": self.tr("Pay with a share: click a portfolio or split share."),
            "chanda_target": self.tr("Click the portfolio share that moves into split."),
            "transfer_pay": self.tr("Pay with a share: click a portfolio or split share."),
            "spend_action": self.tr("Click the Stock Boom/Bust card you give up."),
            "rogue": self.tr("Click the portfolio share that moves into split."),
            "shock_pay": self.tr("Click the commodity you give up."),
            "placement": self.tr("Click the share you sell with a premium of $2K."),
        }
        text = prompt_texts.get(p) or texts.get(v.phase, "")
        if v.phase == "claim" and v.prompt:
            text += " " + self.tr("{company} pays ${amount}K a share.").format(
                company=cards.COMPANIES[v.prompt[1]], amount=v.prompt[2])
        if self.pending_company is not None:
            text = self.tr("{company}: up or down?").format(
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
                    out.append((f"btn-cc{m.delta}", self.tr("Up ▲") if m.delta > 0
                                else self.tr("Down ▼"), m))
            out.append(("btn-cancel", self.tr("Cancel"), "cancel"))
            return out
        for k, m in enumerate(self.legal):
            if isinstance(m, kinds):
                out.append((f"btn{k}", self._button_text(m), m))
        return out

    def _button_text(self, m: Move) -> str:
        """Short words for a choice button (many may share a line)."""
        if isinstance(m, mv.BuyNotes):
            return self.tr("Notes ×{n}").format(n=m.count) if m.count else self.tr("No notes")
        if isinstance(m, mv.GiveFirstCard):
            return self.tr("Give to {player}").format(player=self._name(m.seat))
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
            items.append(self.button(key, text, QPointF(0, 0), payload))
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
            return self.tr("$2K to {player}").format(player=self._name(m.first))
        return self.tr("$1K to {a} and {b}").format(a=self._name(m.first),
                                                    b=self._name(m.second))

    def _lay_sell_zones(self, v) -> None:
        soros = any(isinstance(m, mv.Sell) and m.how == mv.SOROS for m in self.legal)
        w = (PROMPT.width() - 40) * (0.45 if soros else 0.6)
        rect = QRectF(PROMPT.x() + 12, PROMPT.y() + 48, w, 76)
        zone = self.zone("sell", rect)
        zone.fill = QColor(255, 210, 63, 40)
        zone.members = [self.label("sell-label", self.tr("Sell here"), rect.x(),
                                   rect.center().y() - 9, rect.width(), 16, True,
                                   Qt.AlignHCenter, "#ffd23f")]
        if soros:
            r2 = QRectF(rect.right() + 10, rect.y(), w * 0.7, 76)
            z2 = self.zone("soros", r2)
            z2.fill = QColor(86, 180, 233, 40)
            z2.members = [self.label("soros-label", self.tr("Soros: $8K"), r2.x(),
                                     r2.center().y() - 9, r2.width(), 15, True,
                                     Qt.AlignHCenter, "#bfe6ff")]

    def _lay_final(self, v) -> None:
        """The end of the game on the table itself: the score sheet's breakdown."""
        title, headers, rows = self.score_sheet(v, {})
        self.label("final-title", title, PROMPT.x() + 10, PROMPT.y() + 6, 300, 15, True,
                   color="#ffd23f")
        widths = [110] + [82] * (len(headers) - 1)
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

    def _lay_help(self) -> None:
        rect = QRectF(200, 170, 880, 300)
        p = self.panel("help-panel", rect)
        p.color = QColor(12, 30, 22, 250)
        p.setZValue(2000)
        t = self.textbox("help-text", _tr(prompts.HELP.source), rect.x() + 20, rect.y() + 16,
                         rect.width() - 40, 16)
        t.setZValue(2001)
        self.label("help-close", self.tr("Press ? or Esc to close."), rect.x() + 20,
                   rect.bottom() - 30, rect.width() - 40, 13, color="#c8d4cc").setZValue(2001)

    # --- marks -------------------------------------------------------------------------------
    def _refresh_marks(self) -> None:
        for item in self.cards().values():
            item.set_mark("legal" if item.clickable and self._my_turn and
                          item.payload and item.payload[0] in ("pair", "discard", "choose")
                          else "")
        bidding = self._my_turn and any(isinstance(m, mv.Bid) for m in self.legal)
        for target, z in self.zones().items():
            mode = ""
            if z.clickable and isinstance(target, tuple) and target[0] == "bid" and bidding:
                mode = "legal"                 # only legal bid spaces light up
            elif z.clickable and isinstance(target, tuple) and target[0] == "track":
                mode = "legal"
            elif target == "sell" or target == "soros":
                mode = "active"
            z.set_mode(mode)
        for k, item in self._misc.items():
            if k.startswith("btn"):
                item.set_mark("")
        sel = self.selected
        if sel is not None:
            if sel.startswith("row"):
                self.zones()[("track", int(sel[3:]))].set_mode("hint")
            elif sel.startswith("bid"):
                p, space = (int(x) for x in sel[3:].split("-"))
                self.zones()[("bid", p, space)].set_mode("hint")
            elif sel.startswith("btn") and sel in self._misc:
                self._misc[sel].set_mark("selected")
            elif sel in self.cards():
                self.cards()[sel].set_mark("selected")
        if self.hint is not None:
            self.mark_hint(self.hint)

    def _select(self, key: str | None) -> None:
        self.selected = key
        self._refresh_marks()

    # --- gestures -> moves -------------------------------------------------------------------
    def _pile_moves(self, p: int, which: str) -> list[Move]:
        return pile_moves(self.legal, self.view.phase, p, which)

    def _candidates(self, payload, target) -> list[Move]:
        return drop_moves(payload, target)

    def _is_legal(self, move: Move) -> bool:
        return move in self.legal or canonical(self.view, move) in self.legal

    def on_card_drag_moved(self, card: CardItem, pos) -> None:
        """Outline the target under the card; in practice mode light up every legal target
        and dim the rest.  Bid spaces that are legal stay lit all the time."""
        under = self.zone_at(pos)
        for target, zone in self.zones().items():
            if card.payload is None:
                continue
            moves = self._candidates(card.payload, target)
            if self.practice:
                ok = any(self._is_legal(m) for m in moves)
                mode = ("hint" if zone is under else "legal") if ok else "dim"
            elif moves and zone is under:
                mode = "active"
            elif moves and isinstance(target, tuple) and target[0] == "bid" \
                    and self._is_legal(moves[0]):
                mode = "legal"
            else:
                mode = ""
            if zone.mode != mode:
                zone.set_mode(mode)

    def end_drag_marks(self) -> None:
        self._refresh_marks()

    def on_card_dropped(self, card: CardItem, zone: DropZone | None) -> bool:
        if card.payload is None or zone is None:
            return False
        moves = self._candidates(card.payload, zone.target)
        if not moves:
            return False
        self.request(moves[0], card)
        return True

    def on_card_clicked(self, card: CardItem) -> None:
        if card.payload is None:
            return
        kind, ident = card.payload
        direct = {"pair": lambda: mv.ChoosePair(ident),
                  "discard": lambda: mv.ChooseCard(ident, mv.DISCARD),
                  "choose": lambda: mv.ChooseInvestor(ident),
                  "commodity": lambda: mv.ChooseCard(ident, mv.COMMERCIAL)}
        if kind in direct:
            self.request(direct[kind]())
            return
        if kind == "strategy":
            self.request(mv.DiscardStrategy(ident) if self.view.phase == "strategy_discard"
                         else mv.PlayStrategy(ident))
            return
        source = {"share": mv.PORTFOLIO, "splitshare": mv.SPLIT, "held": mv.HELD}.get(kind)
        if source is not None and self.view.prompt:
            self.request(mv.ChooseCard(ident, source), card)
            return
        self._select(None if self.selected == card.key else card.key)

    def on_zone_clicked(self, zone: DropZone) -> None:
        target = zone.target
        if isinstance(target, tuple) and target[0] == "track":
            self._pick_company(target[1])
            return
        if isinstance(target, tuple) and target[0] == "bid":
            self.request(mv.Bid(target[1], target[2]))
            return
        if isinstance(target, tuple) and target[0] in ("up", "down"):
            sel = self.cards().get(self.selected) if self.selected else None
            if sel is not None and sel.payload is not None:
                moves = self._candidates(sel.payload, target)
                if moves:
                    self.request(moves[0], sel)
                    return
            moves = [m for m in self._pile_moves(target[1], target[0])
                     if isinstance(m, (mv.LookPile, mv.PlaceFirstCard))]
            if moves:
                self.request(moves[0])

    def _pick_company(self, c: int) -> None:
        moves = [m for m in self.legal if isinstance(m, mv.ChooseCompany) and m.company == c]
        sel = self.cards().get(self.selected) if self.selected else None
        if sel is not None and sel.payload and sel.payload[0] == "held":
            self.request(mv.PlayAction(sel.payload[1], c), sel)
        elif len(moves) == 1:
            self.request(moves[0])
        elif len(moves) > 1:
            self.pending_company = c
            self._relayout(False)
        elif moves == [] and any(isinstance(m, mv.ChooseCompany) for m in self.legal):
            self.request(mv.ChooseCompany(c, 0))

    def on_button_clicked(self, button) -> None:
        if button.payload == "help":
            self.show_help = not self.show_help
            self._relayout(False)
        elif button.payload == "cancel":
            self.clear_pending()
        elif isinstance(button.payload, Move):
            self.request(button.payload)

    # --- keyboard ----------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        if self.view is None or event.modifiers() & (Qt.ControlModifier | Qt.AltModifier
                                                     | Qt.MetaModifier):
            event.ignore()
            return
        key, text = event.key(), event.text().lower()
        sel = self.cards().get(self.selected) if self.selected else None
        if key in (Qt.Key_F1, Qt.Key_Question) or (key == Qt.Key_Escape and self.show_help):
            self.show_help = not self.show_help
            self._relayout(False)
        elif key in (Qt.Key_Left, Qt.Key_Right, Qt.Key_Tab):
            self._cycle(-1 if key == Qt.Key_Left else 1)
        elif key == Qt.Key_Escape:
            self.face_down = False
            self.pending_company = None
            self._select(None)
        elif key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self._activate()
        elif text == "d":
            self.face_down = not self.face_down
            self._relayout(False)
        elif text and text in "123456":
            self._digit(int(text) - 1, sel)
        else:
            event.ignore()
            return
        event.accept()

    def _digit(self, n: int, sel: CardItem | None) -> None:
        """A number picks a stockpile for the selected card or meeple, else a company."""
        payload = sel.payload if sel is not None else None
        if payload is not None and payload[0] == "meeple":
            bids = [m for m in self.legal if isinstance(m, mv.Bid) and m.pile == n]
            self.request(bids[0] if bids else mv.Bid(n, 0), sel)
        elif payload is not None and payload[0] == "held":
            self.request(mv.PlayAction(payload[1], n), sel)
        elif payload is not None:
            moves = self._candidates(payload, ("down" if self.face_down else "up", n))
            if moves:
                self.face_down = False
                self.request(moves[0], sel)
        elif any(isinstance(m, mv.ChooseCompany) for m in self.legal):
            self._pick_company(n)
        else:
            looks = [m for m in self.legal if isinstance(m, (mv.LookPile, mv.PlaceFirstCard))
                     and m.pile == n]
            if looks:
                self.request(looks[0])

    def _cycle(self, step: int) -> None:
        keys = self._selectables
        if not keys:
            return
        i = keys.index(self.selected) + step if self.selected in keys else \
            (0 if step > 0 else len(keys) - 1)
        self._select(keys[i % len(keys)])

    def _activate(self) -> None:
        sel = self.selected
        if sel is None:
            return
        if sel.startswith("row"):
            self._pick_company(int(sel[3:]))
        elif sel.startswith("bid"):
            p, space = (int(x) for x in sel[3:].split("-"))
            self.request(mv.Bid(p, space))
        elif sel.startswith("btn"):
            b = self._misc.get(sel)
            if b is not None:
                self.on_button_clicked(b)
        elif sel in self.cards():
            item = self.cards()[sel]
            if item.payload and item.payload[0] == "share" and self.view.phase == "selling":
                self.request(mv.Sell(item.payload[1], mv.NORMAL), item)
            elif item.payload and item.payload[0] == "splitshare" \
                    and self.view.phase == "selling":
                self.request(mv.Sell(item.payload[1], mv.SPLIT_SALE), item)
            else:
                self.on_card_clicked(item)

    # --- hints -------------------------------------------------------------------------------
    def mark_hint(self, move: Move) -> None:
        self._mark_move(move, "hint")

    def mark_last(self, move: Move) -> None:
        self._mark_move(move, "last")

    def next_step(self) -> str:
        return self._prompt_text(self.view) if self.view is not None and self._my_turn else ""

    def _mark_move(self, move: Move, mark: str) -> None:
        """Outline the piece and the target of `move` (a hint, or an opponent's last move)."""
        sprites, zones = self.cards(), self.zones()
        card_key, test, target = hint_parts(move)
        if test is not None:
            card_key = next((k for k, c in sprites.items() if c.payload and test(c.payload)),
                            None)
        for k, b in self._misc.items():
            if k.startswith("btn") and b.payload == move:
                b.set_mark(mark)
        if card_key in sprites and (mark == "hint" or sprites[card_key].payload is None):
            sprites[card_key].set_mark(mark)    # ("last": never the viewer's own pieces)
        if target in zones:
            zones[target].set_mode(mark)
