"""The viewer's area along the bottom of the Stockpile table: money, investors, meeples
waiting to bid, notes and commercial cards, the cards to place, the insider pairs, the two
portfolios, the Stock Boom/Bust cards won and the investment strategy cards.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF

from ....core.game import HIDDEN
from ....ui.sprites import font
from .. import cards, prompts
from .. import messages as M
from .. import moves as mv
from .ui_art import SEAT_RGB, SHORT, face, investor_face, market_face, strategy_face
from .ui_captions import set_caption
from .ui_layout import HAND, MINE, MINI, SMALL, step_for, tr_source, translate


class PlayerArea:
    """The viewer's area (a part of StockpileTable: `self` is the table scene)."""

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
        # the investors' names and powers beside their cards (the cards are small)
        for j, inv in enumerate(v.investors[me]):
            if inv == HIDDEN:
                continue
            yy = y + 50 + j * 32
            self.label(f"myinv{j}-name", cards.INVESTORS[inv], ix + 2, yy, x + 224 - ix, 11, True)
            self.label(f"myinv{j}-power", tr_source(prompts.INVESTOR_POWERS[inv].source),
                       ix + 2, yy + 15, x + 224 - ix, 10, color="#c8d4cc") \
                .setToolTip(self._investor_tip(inv))
        # meeples waiting to bid, beside the money
        waiting = v.unplaced[me] if v.bid_space and me < len(v.unplaced) else 0
        placed = sum(1 for who in v.bid_seat if who == me) if v.bid_space else 0
        for j in range(waiting):
            m = self.token(f"meeple{me}-{placed + j}", face(f"meeple-{me % len(SEAT_RGB)}"),
                           QPointF(x + 120 + j * 34, y + 12), 30, 10)
            if self._my_turn and any(isinstance(mm, mv.Bid) for mm in self.legal):
                m.draggable = m.clickable = True
                m.payload = ("meeple", None)
                self._selectables.append(m.key)
                m.setToolTip(translate("StockpileTable", "Drag onto a lit space of a bid track"))
        info = []
        if v.options["promissory"]:
            info.append(translate("StockpileTable", "Notes: {n}").format(n=v.notes[me]))
        if v.unpaid[me]:
            info.append(translate("StockpileTable", "Fees owed: {n}").format(n=len(v.unpaid[me])))
        com = v.commercial[me]
        if com:
            kinds = sum(1 for c in com if cards.is_commodity(c))
            goods = translate("StockpileTable", "goods {k} · tax {t}").format(
                k=kinds, t=len(com) - kinds)
            # too long for one line: the goods count goes beside the commercial cards
            gx = x + (len(com) - 1) * 16 + MINI.width() + 6
            if (QFontMetricsF(font(13)).horizontalAdvance(" · ".join(info + [goods])) <= 220
                    or gx > x + 150):
                info.append(goods)
            else:
                self.label("me-goods", goods, gx, y + 146, x + 220 - gx, 13, color="#dfe8e2")
        self.label("me-info", " · ".join(info), x, y + 120, 220, 13, color="#dfe8e2")
        for j, c in enumerate(com):
            item = self.card(f"m{c}", market_face(c), QPointF(x + j * 16, y + 138), MINI, 3 + j)
            item.hover_zoom = 2.5
            item.setToolTip(self._say(M.card_text(c)))
            if self._my_turn and mv.ChooseCard(c, mv.COMMERCIAL) in self.legal:
                item.clickable = True
                item.payload = ("commodity", c)
                self._selectables.append(item.key)
        self._lay_to_place(v, QRectF(MINE.x() + 236, MINE.y(), 200, MINE.height()))
        self._lay_my_pairs(v, QRectF(MINE.x() + 440, MINE.y(), 124, MINE.height()))
        self._lay_portfolio(v, QRectF(MINE.x() + 568, MINE.y(), 324, MINE.height()))
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
        title = {"supply": translate("StockpileTable", "Your cards to place"),
                 "robins": translate("StockpileTable", "Your draw"),
                 "commodity": translate("StockpileTable", "Commercial card"),
                 "first_card": translate("StockpileTable", "First player"),
                 "choose_investors": translate("StockpileTable", "Choose an investor"),
                 "offer_investors": translate("StockpileTable", "Offer an investor")}.get(phase, "")
        if v.first_card == me and v.first_card >= 0:
            items.append(("first-card", face("first-player"), None,
                          translate("StockpileTable", "You will be the first player next round")))
        if not items:
            return
        self.label("toplace-title", title, area.x(), area.y() + 6, area.width(), 13, True)
        size = HAND if len(items) <= 2 else SMALL
        step = step_for(len(items), area.width(), size.width(), size.width() + 6)
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
            self.label("toplace-hint", translate("StockpileTable", "one face up, one face down")
                       if not v.has(me, cards.STUART) else
                       translate("StockpileTable", "one face up, one down (or both down)"),
                       area.x(), area.y() + 28 + size.height() + 6, area.width(), 12,
                       color="#dfe8e2")
        if self.face_down and v.phase == "supply":
            self.label("toplace-fd",
                       translate("StockpileTable", "keyboard: next card face down (D)"), area.x(),
                       area.y() + 28 + size.height() + 22, area.width(), 12, color="#ffd23f")

    def _lay_my_pairs(self, v, area: QRectF) -> None:
        pairs = v.seat_pairs(self.me)
        if not pairs:
            return
        self.label("mypairs-title", translate("StockpileTable", "Your insider"), area.x(),
                   area.y() + 6, area.width(), 13, True)
        for j, i in enumerate(pairs[:2]):
            self._lay_pair(v, i, QPointF(area.x(), area.y() + 28 + j * 78), SMALL, "me")

    def _lay_portfolio(self, v, area: QRectF) -> None:
        me = self.me
        selling = self._my_turn and v.phase == "selling"
        rows = ((v.portfolio[me], "portfolio", translate("StockpileTable", "Portfolio"), "share"),
                (v.split[me], "split", translate("StockpileTable", "Split portfolio (×2)"),
                 "splitshare"))
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
                    item.setToolTip(translate(
                        "StockpileTable", "{company} ×{n} (value ${value}K)").format(
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
                # the top card of the group carries its count in big print
                set_caption(item, k, f"{SHORT[c]} ×{len(group)}")
                self._captioned.add(item.key)
                gx += SMALL.width() + 5 * (len(group) - 1) + 8

    def _lay_actions(self, v, area: QRectF) -> None:
        me = self.me
        held = v.held[me]
        y = area.y() + 4
        if held:
            self.label("held-title",
                       translate("StockpileTable", "Stock Boom / Bust: drag onto a track"),
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
        self.label("strat-title",
                   translate("StockpileTable", "Investment strategies: {n}").format(n=len(hand)),
                   area.x(), y + 2, area.width(), 12, True)
        step = step_for(len(hand), area.width(), SMALL.width(), SMALL.width() + 4)
        for j, c in enumerate(sorted(hand)):
            item = self.card(f"st{c}" if c != HIDDEN else f"st-h{j}", strategy_face(c),
                             QPointF(area.x() + j * step, y + 18), SMALL, 3 + j)
            item.hover_zoom = 2.0
            if c != HIDDEN:
                name, cost, _ = cards.STRATEGIES[cards.strategy_type(c)]
                item.setToolTip(translate(
                    "StockpileTable", "{name} (cost ${cost}K)").format(name=name, cost=cost))
            if self._my_turn and (mv.PlayStrategy(c) in self.legal
                                  or mv.DiscardStrategy(c) in self.legal):
                item.payload = ("strategy", c)
                item.clickable = True
                self._selectables.append(item.key)
