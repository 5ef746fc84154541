"""The viewer's area along the bottom of the Stockpile table, left to right: who they are
(money, meeples waiting to bid, investors and their powers, notes and commercial cards), the
cards to place, the insider pairs, the two portfolios, the Stock Boom/Bust cards won and the
investment strategy cards.  Sections that have nothing to show give their room to the others,
so the strategy cards are dealt out large rather than squeezed into a corner."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from ....core.game import HIDDEN
from .. import cards, prompts
from .. import messages as M
from .glossary import (
    FEES_OWED,
    GOODS,
    HELD,
    MEEPLE,
    MONEY,
    MY_PAIRS,
    NOTES,
    PORTFOLIO,
    SPLIT_PORTFOLIO,
    STRATEGY,
    STRATEGY_BACK,
    STRATEGY_EFFECTS,
)
from .layout import HAND, MINE, MINI, SMALL, step_for, tr, tr_source, translate
from .parts import Part, Turn
from .ui_art import SEAT_RGB, SHORT, face, investor_face, market_face, strategy_face
from .ui_captions import set_caption
from .zoom import set_effect

INFO_W = 226  # the left column: name, money, investors, notes and goods
GAP = 10


class PlayerArea(Part):
    def lay(self, turn: Turn) -> None:
        t, v, me = self.table, turn.view, turn.me
        t.panel("mine", MINE, accent=turn.actor == me and t.seat is not None)
        self._lay_self(turn)
        x = MINE.x() + INFO_W + GAP
        x = self._lay_to_place(turn, x)
        pairs = v.seat_pairs(me)
        if pairs:
            t.put(
                "mypairs-title",
                translate("StockpileTable", "Your insider"),
                tr(MY_PAIRS),
                x,
                MINE.y() + 6,
                100,
                13,
                True,
            )
            for j, i in enumerate(pairs[:2]):
                t.pairs.lay(turn, i, QPointF(x, MINE.y() + 26 + j * 80), SMALL, "me")
            x += 2 * SMALL.width() + 3 + GAP
        hand = v.strategy_hand[me] if v.options["strategies"] else []
        held = v.held[me]
        held_w = max(120.0, 50.0 * len(held)) if held else 0.0
        strat_need = (len(hand) * (HAND.width() + 6)) if hand else 0.0
        room = MINE.right() - 8 - x - (held_w + GAP if held else 0)
        folio_w = max(200.0, min(self._portfolio_need(turn), room - strat_need - GAP))
        if not hand:
            folio_w = room
        self._lay_portfolio(turn, QRectF(x, MINE.y(), folio_w, MINE.height()))
        x += folio_w + GAP
        if held:
            self._lay_held(turn, QRectF(x, MINE.y(), held_w, MINE.height()))
            x += held_w + GAP
        if hand:
            self._lay_strategies(turn, QRectF(x, MINE.y(), MINE.right() - 8 - x, MINE.height()))

    # --- who the viewer is -------------------------------------------------------------------
    def _lay_self(self, turn: Turn) -> None:
        t, v, me = self.table, turn.view, turn.me
        x, y = MINE.x() + 10, MINE.y() + 6
        first = " ①" if me == v.first else ""
        t.token(
            "me-seat", face(f"meeple-{me % len(SEAT_RGB)}"), QPointF(x - 4, y - 2), 20, 1
        ).setToolTip(translate("StockpileTable", "Your colour"))
        t.put("me-name", t.name(me) + first, t.name(me), x + 18, y, 170, 15, True)
        t.put("me-money", f"${v.money[me]}K", tr(MONEY), x, y + 18, 110, 24, True, color="#ffd23f")
        ix = x
        for j, inv in enumerate(v.investors[me]):
            item = t.card(f"myinv{j}", investor_face(inv), QPointF(ix, y + 50), SMALL, 2)
            item.setToolTip(t.pairs.investor_tip(inv))
            ix += SMALL.width() + 4
        # the investors' names and powers beside their cards (the cards are small)
        shown = [inv for inv in v.investors[me] if inv != HIDDEN]
        for j, inv in enumerate(shown):
            yy = y + 48 + j * 64 / max(1, len(shown))
            t.put(
                f"myinv{j}-name",
                cards.INVESTORS[inv],
                t.pairs.investor_tip(inv),
                ix + 2,
                yy,
                x + INFO_W - 12 - ix,
                12,
                True,
            )
            box = t.textbox(
                f"myinv{j}-power",
                tr_source(prompts.INVESTOR_POWERS[inv].source),
                ix,
                yy + 14,
                x + INFO_W - 10 - ix,
                12,
            )
            box.setToolTip(t.pairs.investor_tip(inv))
        self._lay_meeples(turn, x + 120, y + 12)
        self._lay_commercial(turn, x, y + 118)

    def _lay_meeples(self, turn: Turn, x: float, y: float) -> None:
        """Meeples waiting to bid, beside the money."""
        t, v, me = self.table, turn.view, turn.me
        waiting = v.unplaced[me] if v.bid_space and me < len(v.unplaced) else 0
        placed = sum(1 for who in v.bid_seat if who == me) if v.bid_space else 0
        for j in range(waiting):
            m = t.token(
                f"meeple{me}-{placed + j}",
                face(f"meeple-{me % len(SEAT_RGB)}"),
                QPointF(x + j * 34, y),
                30,
                10,
            )
            m.setToolTip(tr(MEEPLE))
            t.offer(m, ("meeple",), turn, select=j == 0)

    def _lay_commercial(self, turn: Turn, x: float, y: float) -> None:
        """Notes, fees owed, and the commodity and tax cards taken."""
        t, v, me = self.table, turn.view, turn.me
        info, tips = [], []
        if v.options["promissory"]:
            info.append(translate("StockpileTable", "Notes: {n}").format(n=v.notes[me]))
            tips.append(tr(NOTES).format(p=v.note_price()))
        if v.unpaid[me]:
            info.append(translate("StockpileTable", "Fees owed: {n}").format(n=len(v.unpaid[me])))
            tips.append(tr(FEES_OWED))
        com = v.commercial[me]
        if com:
            kinds = sum(1 for c in com if cards.is_commodity(c))
            info.append(
                translate("StockpileTable", "goods {k} · tax {t}").format(
                    k=kinds, t=len(com) - kinds
                )
            )
            tips.append(tr(GOODS))
        t.put("me-info", " · ".join(info), "\n".join(tips), x, y, INFO_W - 12, 13, color="#dfe8e2")
        step = step_for(len(com), INFO_W - 12, MINI.width(), 18)
        for j, c in enumerate(com):
            item = t.card(f"m{c}", market_face(c), QPointF(x + j * step, y + 20), MINI, 3 + j)
            item.setToolTip(t.card_tip(c, v))
            t.offer(item, ("commodity", c), turn, drag=False)

    # --- cards to place ----------------------------------------------------------------------
    def _lay_to_place(self, turn: Turn, x: float) -> float:
        """Market cards, Robins's draw, a commercial card, the first player card, investors
        dealt; returns where the next section begins."""
        t, v, me, phase = self.table, turn.view, turn.me, turn.view.phase
        items: list[tuple[str, str, tuple[object, ...] | None, str]] = []
        for c in v.hands[me]:
            items.append((f"m{c}", market_face(c), ("hand", c), t.card_tip(c, v)))
        if phase == "robins" and turn.mine:
            items += [
                (f"m{c}", market_face(c), ("robins", c), t.card_tip(c, v)) for c in v.robins_draw
            ]
        items += [
            (f"m{c}", market_face(c), ("commercial", c), t.card_tip(c, v))
            for c in v.commercial_hands[me]
        ]
        if phase == "first_card" and turn.mine:
            items.append(
                (
                    "first-card",
                    face("first-player"),
                    ("firstcard",),
                    t.card_tip(cards.FIRST_PLAYER_CARD, v),
                )
            )
        if phase in ("choose_investors", "offer_investors"):
            kind = "choose" if phase == "choose_investors" else "offer"
            items += [
                (f"inv{i}", investor_face(i), (kind, i), t.pairs.investor_tip(i))
                for i in v.investor_hand[me]
            ]
        if v.first_card == me and v.first_card >= 0:
            items.append(
                (
                    "first-card",
                    face("first-player"),
                    None,
                    translate("StockpileTable", "You will be the first player next round"),
                )
            )
        if not items:
            return x
        title = {
            "supply": translate("StockpileTable", "Your cards to place"),
            "robins": translate("StockpileTable", "Your draw"),
            "commodity": translate("StockpileTable", "Commercial card"),
            "first_card": translate("StockpileTable", "First player"),
            "choose_investors": translate("StockpileTable", "Choose an investor"),
            "offer_investors": translate("StockpileTable", "Offer an investor"),
        }.get(phase, "")
        size = HAND if len(items) <= 3 else SMALL
        width = max(170.0, len(items) * (size.width() + 6))
        t.put(
            "toplace-title",
            title,
            t.prompt.text(turn) if turn.mine else title,
            x,
            MINE.y() + 6,
            width,
            13,
            True,
        )
        step = step_for(len(items), width, size.width(), size.width() + 6)
        for j, (key, fc, piece, tip) in enumerate(items):
            item = t.card(
                key, fc, QPointF(x + j * step, MINE.y() + 28), size, 10 + j, start=QPointF(640, 300)
            )
            item.setToolTip(tip)
            if piece is not None:
                t.offer(item, piece, turn, drag=piece[0] != "choose")
        below = MINE.y() + 34 + size.height()
        if phase == "supply" and turn.mine and len(v.hands[me]) == 2:
            t.put(
                "toplace-hint",
                translate("StockpileTable", "one face up, one face down")
                if not v.has(me, cards.STUART)
                else translate("StockpileTable", "one face up, one down (or both down)"),
                t.prompt.text(turn),
                x,
                below,
                width,
                12,
                color="#dfe8e2",
            )
        if t.face_down and phase == "supply":
            t.put(
                "toplace-fd",
                translate("StockpileTable", "keyboard: next card face down (D)"),
                translate("StockpileTable", "Press D again to place face up"),
                x,
                below + 17,
                width,
                12,
                color="#ffd23f",
            )
        return x + width + GAP

    # --- shares ------------------------------------------------------------------------------
    def _portfolio_need(self, turn: Turn) -> float:
        v, me = turn.view, turn.me
        need = 0.0
        for held in (v.portfolio[me], v.split[me]):
            per = [
                sum(1 for k in held if cards.is_stock(k) and cards.company_of(k) == c)
                for c in range(cards.NUM_COMPANIES)
            ]
            need = max(need, sum(SMALL.width() + 5 * (n - 1) + 8 for n in per if n) + 12)
        return need

    def _lay_portfolio(self, turn: Turn, area: QRectF) -> None:
        t, v, me = self.table, turn.view, turn.me
        rows = (
            (
                v.portfolio[me],
                "portfolio",
                translate("StockpileTable", "Portfolio"),
                "share",
                PORTFOLIO,
            ),
            (
                v.split[me],
                "split",
                translate("StockpileTable", "Split portfolio (×2)"),
                "splitshare",
                SPLIT_PORTFOLIO,
            ),
        )
        for r, (held, target, title, kind, tip) in enumerate(rows):
            y = area.y() + 4 + r * 92
            zone = t.zone(target, QRectF(area.x(), y, area.width(), 88))
            zone.fill = QColor(0, 0, 0, 30)
            zone.setToolTip(tr(tip))
            t.put(
                f"{target}-title",
                f"{title}: {len(held)}",
                tr(tip),
                area.x() + 6,
                y + 2,
                area.width() - 12,
                12,
                True,
            )
            gx = area.x() + 6
            step = 5.0 if self._portfolio_need(turn) <= area.width() else 2.0
            for c in range(cards.NUM_COMPANIES):
                group = sorted(k for k in held if cards.is_stock(k) and cards.company_of(k) == c)
                if not group:
                    continue
                for j, k in enumerate(group):
                    item = t.card(
                        f"m{k}",
                        market_face(k),
                        QPointF(gx + j * step, y + 18),
                        SMALL,
                        2 + j,
                        start=QPointF(area.center().x(), 200),
                    )
                    item.setToolTip(
                        translate("StockpileTable", "{company} ×{n} (value ${value}K)").format(
                            company=cards.COMPANIES[c], n=len(group), value=v.company_value(c)
                        )
                        + "\n"
                        + tr(tip)
                    )
                    zone.members.append(item)
                top = t.cards()[f"m{group[-1]}"]
                t.offer(top, (kind, c), turn, card=group[0], always=True)
                # the top card of the group carries its count in big print
                set_caption(top, group[-1], f"{SHORT[c]} ×{len(group)}")
                t.captioned.add(top.key)
                gx += SMALL.width() + step * (len(group) - 1) + 8

    # --- what the viewer plays ---------------------------------------------------------------
    def _lay_held(self, turn: Turn, area: QRectF) -> None:
        t, v, me = self.table, turn.view, turn.me
        t.put(
            "held-title",
            translate("StockpileTable", "Boom / Bust"),
            translate("StockpileTable", "Stock Boom / Bust: drag onto a company's track"),
            area.x(),
            area.y() + 6,
            area.width(),
            13,
            True,
        )
        for j, c in enumerate(v.held[me]):
            item = t.card(
                f"m{c}", market_face(c), QPointF(area.x() + j * 50, area.y() + 28), SMALL, 3
            )
            item.setToolTip(
                tr(HELD).format(card=t.say(M.card_text(c)), n=f"{cards.action_delta(c):+d}")
            )
            piece = ("held", cards.action_delta(c))
            t.offer(item, piece, turn, card=c, always=True)

    def _lay_strategies(self, turn: Turn, area: QRectF) -> None:
        """The investment strategy cards, as large as the room allows, each with its effect."""
        t, v, me = self.table, turn.view, turn.me
        hand = sorted(v.strategy_hand[me])
        t.put(
            "strat-title",
            translate("StockpileTable", "Investment strategies: {n}").format(n=len(hand)),
            translate(
                "StockpileTable",
                "Hover a card to read its effect; click it to play it in the Action Phase.",
            ),
            area.x(),
            area.y() + 6,
            area.width(),
            13,
            True,
        )
        size = HAND if area.width() >= 3 * HAND.width() else SMALL
        step = step_for(len(hand), area.width(), size.width(), size.width() + 8)
        for j, c in enumerate(hand):
            item = t.card(
                f"st{c}" if c != HIDDEN else f"st-h{j}",
                strategy_face(c),
                QPointF(area.x() + j * step, area.y() + 28),
                size,
                3 + j,
            )
            if c == HIDDEN:
                item.setToolTip(tr(STRATEGY_BACK))
                set_effect(item, None)
                continue
            kind = cards.strategy_type(c)
            name, cost, _ = cards.STRATEGIES[kind]
            effect = tr(STRATEGY_EFFECTS[kind])
            item.setToolTip(tr(STRATEGY).format(name=name, cost=cost, effect=effect))
            set_effect(item, effect)
            t.offer(item, ("strategy", kind), turn, card=c, drag=False, always=True)
