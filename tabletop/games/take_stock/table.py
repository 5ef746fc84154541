"""The Take Stock table: company rows, piles, the viewing seat's hand and certificates, and the
opponents along the top.  Everything is laid out from a per-seat view; gestures become moves.

Layout (logical 1280x760, scaled by the view): opponents across the top; the five company
rows on the left; the piles and a centre area (prompts, choices, the target for secured
events) on the right; the viewer's certificates, hand and secured events along the bottom.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor

from ...core.game import HIDDEN, Move, seats_after
from ...ui.sprites import CARD_SIZE, CardItem, DropZone, company_color, slide
from ...ui.table_base import TableScene
from . import prompts
from .cards import (COMPANIES, COMPANY_NAMES, EVENT_HELP, EVENT_NAMES, NUM_COMPANIES, ROUNDS,
                    company_of, event_company, event_kind, shares_on, value_of)
from .moves import (AUDIT_SHARE, AUDIT_SPLIT, ChooseEvent, Discard, Draw, EndOptions,
                    MARKET_LOOK_TWO, MARKET_SECURE, PickCompany, PlayMarket, PlaySecured, Raise,
                    Secure, StopTaking, TakeFromDiscard, UseOption, AuditRemove)


SMALL = QSizeF(53, 74)              # certificates, secured events
MARKET_CARD = QSizeF(57, 80)        # the company rows: as tall as a row allows
MINI = QSizeF(22, 31)               # opponents' card backs
BIG = QSizeF(96, 134)               # events looked at or being resolved, in the centre
HAND_CARD = QSizeF(92, 129)         # the viewer's own hand, a little larger
TOP, OPP_H = 6, 112
ROW_Y, ROW_H = 124, 87
ROWS_W = 736
MARKET_X = 190
MARKET_GAP = 6                      # between market cards while they fit side by side
PILES_Y = 130
CENTRE = QRectF(756, 294, 516, 265)
BOTTOM_Y = 569
CERTS = QRectF(8, BOTTOM_Y, 466, 185)
HAND = QRectF(482, BOTTOM_Y, 528, 185)
OWN = QRectF(1018, BOTTOM_Y, 254, 185)
HAND_Y = BOTTOM_Y + 34
DRAW_POS, DISCARD_POS = QPointF(772, PILES_Y), QPointF(876, PILES_Y)
EVENT_DECK_POS, EVENT_DISCARD_POS = QPointF(984, PILES_Y), QPointF(1080, PILES_Y)


def share_face(card: int) -> str:
    return "back-share" if card == HIDDEN else f"share-{company_of(card)}-{value_of(card)}"


def event_face(event: int) -> str:
    if event == HIDDEN:
        return "back-event"
    c = event_company(event)
    return f"event-{event_kind(event)}" + ("" if c is None else f"-{c}")


def share_name(card: int) -> str:
    return f"{COMPANIES[company_of(card)]} {value_of(card)}"


def event_title(event: int) -> str:
    c = event_company(event)
    name = EVENT_NAMES[event_kind(event)]
    return name if c is None else f"{name} ({COMPANIES[c]})"


def event_tooltip(event: int) -> str:
    return event_title(event) + "\n" + EVENT_HELP[event_kind(event)].render(
        QCoreApplication.translate)


def _step(n: int, width: float, card_w: float, most: float) -> float:
    """Offset between overlapped cards so that n of them fit in width."""
    return 0 if n <= 1 else min(most, (width - card_w) / (n - 1))


def _group_width(n: int, step: float) -> float:
    """Width of one company's certificates, overlapped by `step`, with room for its label."""
    return max(84.0, SMALL.width() + step * (n - 1))


class TakeStockTable(TableScene):
    def __init__(self, info, parent=None):
        super().__init__(info, parent)
        # Asked "A or B?" when a card is dropped on the discard pile in the action phase;
        # None shows the question on the table.  Tests (or a dialog) may inject a chooser.
        self.market_chooser: Callable[[int], str | None] | None = None
        self.pending_market: int | None = None  # card waiting for the A/B answer
        self.show_help = False
        self._hand_pos: dict[int, QPointF] = {}
        self._note_room = False                 # the centre's foot is free for last_note

    # --- the shell's entry points ------------------------------------------------------------
    def show_state(self, view, seat, legal, names, animate) -> None:
        self.pending_market = None      # a new position answers any open question
        super().show_state(view, seat, legal, names, animate)

    def clear_pending(self) -> None:
        if self.pending_market is not None:
            self.pending_market = None
            self._relayout(True)

    def score_sheet(self, view, data: dict) -> tuple[str, list[str], list[list[str]]]:
        """A round: each seat's points per company (shares x value), the round and the total.
        The game's end: every round's points, the total, the winners starred."""
        rounds = [list(r) for r in view.round_scores]
        totals = list(data.get("totals") or view.totals)
        names = [self._name(s) for s in range(view.num_seats)]
        if "scores" in data:                              # "round_scored"
            n = data.get("round", len(rounds))
            values, held = data["values"], data.get("shares")
            headers = [self.tr("Player")] + [self.tr("{company}\nvalue {value}").format(
                company=COMPANIES[c], value=values[c]) for c in range(NUM_COMPANIES)]
            headers += [self.tr("Round {n}").format(n=n), self.tr("Total")]
            rows = []
            for s in range(view.num_seats):
                per = [str(held[s][c] * values[c]) if held else "–" for c in range(NUM_COMPANIES)]
                rows.append([names[s], *per, str(data["scores"][s]), str(totals[s])])
            return self.tr("Round {n} scored").format(n=n), headers, rows
        winners = set(data.get("winners", view.winners()))
        headers = [self.tr("Player")] + [self.tr("Round {n}").format(n=i + 1)
                                         for i in range(len(rounds))]
        headers.append(self.tr("Total"))
        rows = [[names[s] + (" ★" if s in winners else ""), *(str(r[s]) for r in rounds),
                 str(totals[s])] for s in range(view.num_seats)]
        return self.tr("Final scores"), headers, rows

    # --- layout ------------------------------------------------------------------------------
    def layout(self, animate: bool) -> None:
        v = self.view
        me = self.seat if self.seat is not None else 0     # a spectator sits at seat 0
        self._selectables = []
        self._hand_pos = {}
        self._actor = v.to_act()
        self._my_turn = bool(self.legal) and self._actor == self.seat
        # outlined while they matter: the pile to use now, the company an event works on
        self._focus = {("row", v.target) if v.phase == "audit_remove" else
                       ("row", event_company(v.resolving)) if v.phase == "insider_take" else
                       "draw" if v.phase == "draw" and self._my_turn else
                       "discard" if v.phase == "discard" and self._my_turn else None}
        self._origin = DRAW_POS
        # While the next thing to click is the draw pile, cards dealt off it let the click
        # through; a card just drawn stays catchable in flight (the player wants it next).
        self.pile_origin = DRAW_POS if v.phase == "draw" else None
        self._lay_opponents(v, me)
        self._lay_rows(v)
        self._lay_piles(v)
        self._lay_own(v, me)
        self._lay_centre(v)
        if self.selected not in self._selectables:
            self.selected = None
        self._refresh_marks()
        if self.show_help:
            self._lay_help()

    def next_step(self) -> str:
        """A few words for the status bar: what the viewing seat must do now."""
        if self.view is None or not self._my_turn:
            return ""
        phase = self.view.phase
        steps = {
            "draw": self.tr("draw a share card"),
            "action": self.tr("raise, secure or play the market"),
            "discard": self.tr("discard a card"),
            "choose_event": self.tr("choose one of the two events"),
            "pick_company": self.tr("pick a company"),
            "audit_remove": self.tr("remove a share card or a split"),
            "insider_take": self.tr("take cards, then Done"),
            "options": self.tr("use stock options, then Done"),
        }
        return steps.get(phase, "")

    def mark_last(self, move: Move) -> None:
        """Outline what an opponent's move touched: the card played and where it went."""
        cards, zones = self.cards(), self.zones()
        card_key, target = _hint_parts(move)
        if isinstance(move, (Secure, UseOption)):     # now among the mover's certificates
            mover = self._last_mover(move.card)
            card_key = f"opp{mover}-cert{company_of(move.card)}" if mover is not None else None
            target = None
        elif isinstance(move, (Discard, PlayMarket)):
            target = None              # the card itself lies on the discard pile
        if card_key in cards:
            cards[card_key].set_mark("last")
        if target in zones and zones[target].mode == "":
            zones[target].set_mode("last")

    def _last_mover(self, card: int) -> int | None:
        for s in range(self.view.num_seats):
            if card in self.view.certificates[s]:
                return s
        return None

    def _name(self, s: int) -> str:
        return self.names[s] if s < len(self.names) else self.tr("Player {n}").format(n=s + 1)

    def _lay_opponents(self, v, me: int) -> None:
        opps = list(seats_after((me + 1) % v.num_seats, v.num_seats))[:v.num_seats - 1]
        n = max(1, len(opps))
        pw = min(420.0, (1264 - 8 * (n - 1)) / n)
        x0 = 8 + (1264 - (pw * n + 8 * (n - 1))) / 2
        for i, s in enumerate(opps):
            x = x0 + i * (pw + 8)
            self.panel(f"opp{s}", QRectF(x, TOP, pw, OPP_H), accent=s == self._actor)
            if s == v.turn:     # cards an opponent plays fly in from their panel
                self._origin = QPointF(x + pw / 2 - SMALL.width() / 2, TOP + 20)
            self.label(f"opp{s}-name", self._name(s), x + 10, TOP + 6, pw - 110, 15, True)
            self.label(f"opp{s}-score", self.tr("{n} pts").format(n=v.totals[s]),
                       x + pw - 100, TOP + 6, 90, 15, True, Qt.AlignRight, "#ffd23f")
            # hand backs, secured events, option tokens: three slots, words only if they fit
            wide = pw >= 300
            slot = (pw - 20) / 3
            hand, secured, options = len(v.hands[s]), len(v.secured[s]), v.options[s]
            for j in range(hand):
                self.card(f"opp{s}-h{j}", "back-share", QPointF(x + 10 + j * 5, TOP + 30), MINI,
                          j, start=DRAW_POS).setToolTip(self.tr("{n} cards in hand").format(n=hand))
            if not hand:        # a faint outline keeps the counts aligned with the others
                self.card(f"opp{s}-nohand", "back-share", QPointF(x + 10, TOP + 30), MINI,
                          0).setOpacity(0.3)
            lx = x + 14 + MINI.width() + max(0, hand - 1) * 5
            self.label(f"opp{s}-hand", self.tr("hand: {n}").format(n=hand) if wide else str(hand),
                       lx, TOP + 36, x + 10 + slot - lx, 14, True)
            sx = x + 10 + slot
            # always drawn (faint when empty) so that the counts line up across panels
            self.card(f"opp{s}-sec", "back-event", QPointF(sx, TOP + 30), MINI, 0,
                      start=EVENT_DECK_POS).setToolTip(
                self.tr("{n} secured events").format(n=secured))
            if not secured:
                self.cards()[f"opp{s}-sec"].setOpacity(0.3)
            self.label(f"opp{s}-secured",
                       self.tr("events: {n}").format(n=secured) if wide else str(secured),
                       sx + MINI.width() + 4, TOP + 36, slot - MINI.width() - 4, 14, True)
            ox = x + 10 + 2 * slot
            self.token(f"opp{s}-opt", "token-option", QPointF(ox, TOP + 32), 24,
                       0).setToolTip(self.tr("{n} stock options").format(n=options))
            self.label(f"opp{s}-options",
                       self.tr("options: {n}").format(n=options) if wide else str(options),
                       ox + 28, TOP + 36, slot - 28, 14, True)
            self._lay_cert_chips(v, s, x + 8, TOP + 60, pw - 16)

    def _lay_cert_chips(self, v, s: int, x: float, y: float, width: float) -> None:
        """An opponent's certificates: per company a badge and the share count."""
        per = self._shares_by_company(v.certificates[s])
        cw = width / NUM_COMPANIES
        if not v.certificates[s]:
            self.label(f"opp{s}-nocert", self.tr("no certificates"), x + 4, y + 12, width, 13,
                       color="#c8d4cc")
        for c in range(NUM_COMPANIES):
            cards = [k for k in v.certificates[s] if company_of(k) == c]
            if not cards:
                continue
            side = min(36.0, cw - 44) if cw >= 72 else min(28.0, cw - 6)
            beside = cw >= 72           # the count beside the badge, else below it
            b = self.token(f"opp{s}-cert{c}", f"company-{c}", QPointF(x + c * cw, y + 2), side, 0)
            b.setToolTip(self.tr("{company}: cards {values}, {n} shares").format(
                company=COMPANY_NAMES[c], values=", ".join(str(value_of(k)) for k in cards),
                n=per[c]))
            if beside:
                self.label(f"opp{s}-certn{c}", "×{n}".format(n=per[c]), x + c * cw + side + 4,
                           y + 2 + side / 2 - 9, cw - side - 6, 15, True)
            else:
                self.label(f"opp{s}-certn{c}", "×{n}".format(n=per[c]), x + c * cw, y + side + 4,
                           side, 13, True, Qt.AlignHCenter)

    @staticmethod
    def _shares_by_company(cards: list[int]) -> list[int]:
        per = [0] * NUM_COMPANIES
        for k in cards:
            if k != HIDDEN:
                per[company_of(k)] += shares_on(k)
        return per

    def _row_rect(self, c: int) -> QRectF:
        return QRectF(8, ROW_Y + c * ROW_H + 2, ROWS_W, ROW_H - 4)

    def _lay_rows(self, v) -> None:
        pick = self._my_turn and v.phase == "pick_company"
        for c in range(NUM_COMPANIES):
            y = ROW_Y + c * ROW_H
            zone = self.zone(("row", c), self._row_rect(c))
            zone.fill = company_tint(c, frozen=v.frozen[c] is not None)
            zone.clickable = pick
            if pick:
                self._selectables.append(f"row{c}")
            badge = self.token(f"badge{c}", f"company-{c}", QPointF(16, y + 13), 60, 1)
            badge.setToolTip(COMPANY_NAMES[c])
            value = v.company_value(c)
            mult = 1 + len(v.splits[c])
            top = value_of(v.market[c][-1])
            labels = [self.label(f"rowname{c}", COMPANIES[c], 84, y + 9, 100, 15, True),
                      self.label(f"rowvalue{c}", str(value), 84, y + 27, 100, 26, True,
                                 color="#ffd23f"),
                      self.label(f"rowmult{c}",
                                 self.tr("{top} × {m}").format(top=top, m=mult) if mult > 1
                                 else self.tr("top card {top}").format(top=top),
                                 84, y + 60, 102, 12, color="#dfe8e2")]
            zone.members = [badge, *labels]
            # shares overlapped left to right, then the splits, then a freeze, all in the row
            market, splits, frozen = v.market[c], v.splits[c], v.frozen[c]
            card_w = MARKET_CARD.width()
            extra = (card_w + 20 * (len(splits) - 1) + 14 if splits else 0) \
                + (card_w + 112 if frozen is not None else 0)
            right = ROWS_W + 8 - 10 - extra
            # side by side while they fit (every value readable), else overlapped
            step = _step(len(market), right - MARKET_X, card_w, card_w + MARKET_GAP)
            x = MARKET_X
            cy = y + 4
            for i, card in enumerate(market):
                x = MARKET_X + i * step
                item = self.card(f"s{card}", share_face(card), QPointF(x, cy), MARKET_CARD,
                                 2 + i, start=self._origin)
                item.hover_zoom = 1.5
                item.setToolTip(f"{COMPANIES[c]} {value_of(card)}")
                zone.members.append(item)
            x += card_w + 14
            for i, e in enumerate(splits):
                item = self.card(f"e{e}", event_face(e), QPointF(x, cy), MARKET_CARD, 2 + i,
                                 start=EVENT_DECK_POS)
                item.hover_zoom = 1.5
                item.setToolTip(self.tr("Split: the value is multiplied by {m}").format(m=mult))
                zone.members.append(item)
                x += 20
            if splits:
                x += card_w - 20 + 14
            if frozen is not None:
                item = self.card(f"e{frozen}", event_face(frozen), QPointF(x, cy), MARKET_CARD, 2,
                                 start=EVENT_DECK_POS)
                item.hover_zoom = 1.5
                item.setToolTip(self.tr("Frozen: no raises, splits or audits until thawed"))
                zone.members.append(item)
                zone.members.append(self.label(f"frozen{c}", self.tr("FROZEN"),
                                               x + card_w + 6, y + 34, 102, 14, True,
                                               color="#bfe6ff"))
            zone.setToolTip(self.tr("{company}: value {value}").format(
                company=COMPANY_NAMES[c], value=value))

    def _lay_piles(self, v) -> None:
        draw_zone = self.zone("draw", QRectF(DRAW_POS.x() - 8, PILES_Y - 6, 96, 156))
        if v.draw_pile:
            pile = self.card("pile-draw", "back-share", DRAW_POS, CARD_SIZE, 1)
            pile.clickable = True
            pile.payload = ("draw", None)
            pile.setToolTip(self.tr("Share draw pile: click or press D to draw"))
            draw_zone.members = [pile]
        self.label("draw-count", self.tr("Draw {n}").format(n=len(v.draw_pile)),
                   DRAW_POS.x() - 6, PILES_Y + 116, 92, 13, align=Qt.AlignHCenter)
        discard_zone = self.zone("discard", QRectF(DISCARD_POS.x() - 8, PILES_Y - 6, 96, 156))
        discard_zone.setToolTip(self.tr("Share discard pile: drop a card here to play the market "
                                   "or to discard it"))
        taking = self._taking(v)
        shown = [k for k in v.discard if k not in taking]   # those being taken show centre
        if shown:
            top = shown[-1]
            item = self.card(f"s{top}", share_face(top), DISCARD_POS, CARD_SIZE, 1,
                             start=self._origin)
            item.hover_zoom = 1.0
            discard_zone.members = [item]
        self.label("discard-count", self.tr("Discard {n}").format(n=len(v.discard)),
                   DISCARD_POS.x() - 6, PILES_Y + 116, 92, 13, align=Qt.AlignHCenter)
        if v.event_deck:
            self.card("pile-events", "back-event", EVENT_DECK_POS, CARD_SIZE, 1).setToolTip(
                self.tr("Market event deck"))
        self.label("events-count", self.tr("Events {n}").format(n=len(v.event_deck)),
                   EVENT_DECK_POS.x() - 6, PILES_Y + 116, 92, 13, align=Qt.AlignHCenter)
        if v.event_discard:
            self.card("pile-event-discard", "back-event", EVENT_DISCARD_POS, CARD_SIZE,
                      1).setToolTip(self.tr("Event discard pile (face down)"))
        self.label("event-discard-count", self.tr("Used {n}").format(n=len(v.event_discard)),
                   EVENT_DISCARD_POS.x() - 6, PILES_Y + 116, 92, 13, align=Qt.AlignHCenter)
        x = 1166   # wide enough for "Manche 1/4" and "Rodada 1/4"
        self.label("round", self.tr("Round {r}/{n}").format(r=v.round, n=ROUNDS), x, PILES_Y - 2,
                   110, 16, True)
        self.label("turn-title", self.tr("Turn:"), x, PILES_Y + 22, 92, 12, color="#c8d4cc")
        # who acts now (in a Downturn or the options round that is not the turn's player)
        self.label("turn", self.tr("Game over") if self._actor is None else self._name(self._actor),
                   x, PILES_Y + 38, 108, 14, True, color="#ffd23f")
        self.label("supply-title", self.tr("Supply:"), x, PILES_Y + 64, 92, 12, color="#c8d4cc")
        self.token("supply", "token-option", QPointF(x, PILES_Y + 82), 26,
                   1).setToolTip(self.tr("Stock options in the supply"))
        self.label("supply-count", "× {n}".format(n=v.option_supply), x + 30, PILES_Y + 86,
                   60, 14, True)

    def _lay_own(self, v, me: int) -> None:
        # certificates, grouped by company
        # A spectator (or a hot-seat table between players) sees seat `me` named, not "your".
        mine = self.seat is not None
        certs = self.zone("certs", CERTS)
        certs.setToolTip(self.tr("Your certificates: drop a card here to secure it") if mine
                         else "")
        self.label("certs-title", self.tr("Your certificates") if mine else
                   self.tr("Certificates of {name}").format(name=self._name(me)),
                   CERTS.x() + 10, BOTTOM_Y + 4, CERTS.width() - 20, 14, True)
        per = self._shares_by_company(v.certificates[me])
        groups = [sorted(k for k in v.certificates[me] if company_of(k) == c)
                  for c in range(NUM_COMPANIES)]
        groups = [g for g in groups if g]
        step = 24.0      # shrink the overlap until every company's group fits side by side
        while step > 4 and sum(_group_width(len(g), step) for g in groups) \
                + 10 * (len(groups) - 1) > CERTS.width() - 20:
            step -= 1
        gx = CERTS.x() + 10
        for cards in groups:
            c = company_of(cards[0])
            for i, k in enumerate(cards):
                item = self.card(f"s{k}", share_face(k), QPointF(gx + i * step, BOTTOM_Y + 26),
                                 SMALL, 2 + i)
                item.hover_zoom = 1.5
                item.setToolTip(f"{COMPANIES[c]} {value_of(k)}")
                certs.members.append(item)
            gw = _group_width(len(cards), step)
            shares = self.tr("1 share") if per[c] == 1 else \
                self.tr("{n} shares").format(n=per[c])
            self.label(f"certs-n{c}", shares, gx, BOTTOM_Y + 106,
                       gw, 13, True)
            self.label(f"certs-pts{c}", self.tr("= {p} pts").format(p=per[c] * v.company_value(c)),
                       gx, BOTTOM_Y + 124, gw, 13, color="#ffd23f")
            gx += gw + 10
        if not v.certificates[me]:
            self.label("certs-empty", self.tr("Drop a card here to secure it") if mine
                       else self.tr("no certificates"), CERTS.x() + 10,
                       BOTTOM_Y + 80, CERTS.width() - 20, 14, align=Qt.AlignHCenter,
                       color="#c8d4cc")
        # hand
        hand_zone = self.zone("hand", HAND)
        hand = v.hands[me]
        self.label("hand-title", self.tr("Your hand ({n})").format(n=len(hand)) if mine else
                   self.tr("Hand of {name} ({n})").format(name=self._name(me), n=len(hand)),
                   HAND.x() + 10, BOTTOM_Y + 4, HAND.width() - 20, 14, True)
        order = sorted(hand, key=lambda k: (k == HIDDEN, k))
        step = _step(len(order), HAND.width() - 56, HAND_CARD.width(), 76)   # room for the tilt
        x0 = HAND.x() + (HAND.width() - (HAND_CARD.width() + step * max(0, len(order) - 1))) / 2
        for i, k in enumerate(order):
            key = f"s{k}" if k != HIDDEN else f"hand-back{i}"
            off = i - (len(order) - 1) / 2             # a gentle fan: tilted, lower outside
            pos = QPointF(x0 + i * step, HAND_Y + min(12.0, 1.5 * off * off))
            if k == self.pending_market:
                item = self.card(key, share_face(k), DISCARD_POS, CARD_SIZE, 500)
                item.home = pos
            else:
                item = self.card(key, share_face(k), pos, HAND_CARD, 10 + i, start=DRAW_POS)
                item.rest_rotation = max(-9.0, min(9.0, 3.0 * off))
                item.setRotation(item.rest_rotation)
            hand_zone.members.append(item)
            if k == HIDDEN:
                continue
            self._hand_pos[k] = pos
            item.payload = ("hand", k)
            item.draggable = True
            item.clickable = True
            item.setToolTip(f"{COMPANY_NAMES[company_of(k)]}: {value_of(k)}")
            self._selectables.append(key)
        # name, score, options, secured events
        self.panel("own", OWN, accent=self._actor == me)
        self.label("own-name", self._name(me), OWN.x() + 10, BOTTOM_Y + 6, 150, 15, True)
        self.label("own-score", self.tr("{n} pts").format(n=v.totals[me]), OWN.x() + 150,
                   BOTTOM_Y + 6, 94, 15, True, Qt.AlignRight, "#ffd23f")
        self.token("own-opt", "token-option", QPointF(OWN.x() + 10, BOTTOM_Y + 30),
                   24, 1).setToolTip(self.tr("Your stock options") if mine else
                                     self.tr("{n} stock options").format(n=v.options[me]))
        self.label("own-options", self.tr("× {n} stock options").format(n=v.options[me]),
                   OWN.x() + 40, BOTTOM_Y + 34, 200, 13)
        secured = v.secured[me]
        self.label("own-secured", self.tr("Secured events ({n})").format(n=len(secured)),
                   OWN.x() + 10, BOTTOM_Y + 62, 230, 13, True)
        step = _step(len(secured), OWN.width() - 20, SMALL.width(), 60)
        for i, e in enumerate(secured):
            key = f"e{e}" if e != HIDDEN else f"own-sec{i}"
            item = self.card(key, event_face(e), QPointF(OWN.x() + 10 + i * step, BOTTOM_Y + 84),
                             SMALL, 10 + i)
            if e == HIDDEN:
                continue
            item.hover_zoom = 1.8
            item.payload = ("secured", e)
            item.draggable = item.clickable = True
            item.setToolTip(event_tooltip(e) + "\n"
                            + self.tr("Drag to the centre or double-click to play it."))
            self._selectables.append(key)

    def _lay_centre(self, v) -> None:
        centre = self.zone("centre", CENTRE)
        centre.fill = QColor(0, 0, 0, 55)
        x, w = CENTRE.x() + 12, CENTRE.width() - 24
        prompt = prompts.phase_prompt(v, self.seat, self.names)
        buttons: list[tuple[str, str, object]] = []
        content_y = CENTRE.y() + 62
        if v.resolving is not None and v.phase in ("pick_company", "audit_remove",
                                                   "insider_take"):
            self.card(f"e{v.resolving}", event_face(v.resolving), QPointF(x, content_y), BIG,
                      20).setToolTip(event_tooltip(v.resolving))
            x, w = x + BIG.width() + 16, w - BIG.width() - 16
        if self.pending_market is not None:
            prompt = prompts.market_question(share_name(self.pending_market))
            buttons = [("btnA", prompts.option_a_text(), MARKET_LOOK_TWO),
                       ("btnB", prompts.option_b_text(), MARKET_SECURE),
                       ("btnCancel", self.tr("Cancel"), None)]
            self._selectables = []       # the question must be answered first
        elif v.phase == "choose_event":
            looks = v.looking_at
            gap = 16
            lx = CENTRE.center().x() - (len(looks) * BIG.width() + (len(looks) - 1) * gap) / 2
            for i, e in enumerate(looks):
                key = f"e{e}" if e != HIDDEN else f"look{i}"
                item = self.card(key, event_face(e), QPointF(lx + i * (BIG.width() + gap),
                                                             content_y), BIG, 20,
                                 start=EVENT_DECK_POS)
                if e != HIDDEN and self._my_turn:
                    item.clickable = True
                    item.payload = ("look", e)
                    item.setToolTip(event_tooltip(e))
                    self._selectables.append(key)
        elif v.phase == "audit_remove" and self._my_turn:
            buttons = [("btnShare", self.tr("Highest share card"), AuditRemove(AUDIT_SHARE)),
                       ("btnSplit", self.tr("A split"), AuditRemove(AUDIT_SPLIT))]
        elif v.phase == "insider_take":
            cards = self._taking(v)
            step = _step(len(cards), w, CARD_SIZE.width(), 62)
            for i, k in enumerate(cards):
                item = self.card(f"s{k}", share_face(k), QPointF(x + i * step, content_y + 10),
                                 CARD_SIZE, 20 + i)
                item.hover_zoom = 1.3
                if self._my_turn:
                    item.clickable = True
                    item.payload = ("take", k)
                    self._selectables.append(f"s{k}")
            if self._my_turn:
                buttons = [("btnDone", self.tr("Done"), StopTaking())]
        elif v.phase == "options" and self._my_turn:
            buttons = [("btnDone", self.tr("Done"), EndOptions())]
        self.textbox("prompt", prompt, CENTRE.x() + 12, CENTRE.y() + 6, CENTRE.width() - 24, 14)
        self._note_room = not buttons
        self.lay_note()
        self._lay_buttons(buttons)
        self.button("btnHelp", "?", QPointF(CENTRE.right() - 40, CENTRE.bottom() - 42), "help") \
            .setToolTip(prompts.help_text())

    def lay_note(self) -> None:
        """What the last opponent did, at the foot of the centre area where the player looks
        (not while buttons need that room)."""
        if self.last_note and self._note_room:
            self.textbox("last-note", self.last_note, CENTRE.x() + 12, CENTRE.bottom() - 50,
                         CENTRE.width() - 70, 13).setDefaultTextColor(QColor("#ffb48a"))
        else:
            self.forget("last-note")

    def _lay_buttons(self, buttons: list[tuple[str, str, object]]) -> None:
        """Centre the buttons in lines at the bottom of the centre area (wrapping long ones)."""
        width = CENTRE.width() - 70           # keep clear of the help button
        items = [self.button(k, t, QPointF(0, 0), payload) for k, t, payload in buttons]
        lines: list[list] = [[]]
        for b in items:
            used = sum(o.width() + 10 for o in lines[-1])
            if lines[-1] and used + b.width() > width:
                lines.append([])
            lines[-1].append(b)
        y = CENTRE.bottom() - 42 - 40 * (len(lines) - 1)
        for line in lines:
            bx = CENTRE.x() + 12 + (width - sum(b.width() + 10 for b in line) + 10) / 2
            for b in line:
                b.setPos(bx, y)
                bx += b.width() + 10
            y += 40
        self._selectables.extend(b.key for b in items)

    @staticmethod
    def _taking(v) -> list[int]:
        """Insider Trading: the discarded cards of the company that may be taken now."""
        if v.phase != "insider_take" or v.resolving is None:
            return []
        c = event_company(v.resolving)
        return [k for k in v.discard if k != HIDDEN and company_of(k) == c]

    def _lay_help(self) -> None:
        rect = QRectF(200, 170, 880, 320)
        p = self.panel("help-panel", rect)
        p.color = QColor(12, 30, 22, 250)
        p.setZValue(2000)
        t = self.textbox("help-text", prompts.help_text(), rect.x() + 20, rect.y() + 16,
                         rect.width() - 40, 17)
        t.setZValue(2001)
        self.label("help-close", self.tr("Press ? or Esc to close."), rect.x() + 20,
                   rect.bottom() - 34, rect.width() - 40, 14, color="#c8d4cc").setZValue(2001)

    # --- selection ---------------------------------------------------------------------------
    def _refresh_marks(self) -> None:
        """Outlines from scratch: clickable rows, the selection (a lifted hand card), a hint."""
        for key, item in self.cards().items():
            item.set_mark("legal" if self._clickable_choice(item) else "")
            if item.payload is not None and item.payload[0] == "hand" \
                    and item.payload[1] != self.pending_market and not item.dragging \
                    and item is not self._last_dragged:
                lift = 14 if key == self.selected else 0
                slide(item, item.home - QPointF(0, lift), self.animation_ms)
        for target, z in self.zones().items():
            z.set_mode("legal" if z.clickable and self._legal_target(target) else
                       "active" if target in self._focus else "")
        for k, item in self._misc.items():
            if k.startswith("btn"):
                item.set_mark("")
        sel = self.selected
        if sel is not None and sel.startswith("row"):
            self.zones()[("row", int(sel[3:]))].set_mode("active")
        elif sel is not None and sel.startswith("btn"):
            self._misc[sel].set_mark("selected")
        elif sel is not None:
            self.cards()[sel].set_mark("selected")
        if self.hint is not None:
            self.mark_hint(self.hint)

    def _clickable_choice(self, item: CardItem) -> bool:
        """A card a click plays now (stock options at the round's end, Insider Trading, the
        event to apply)."""
        if item.payload is None or not self._my_turn:
            return False
        kind, ident = item.payload
        return (kind == "hand" and self.view.phase == "options" and UseOption(ident) in self.legal
                or kind == "take" and TakeFromDiscard(ident) in self.legal
                or kind == "look" and ChooseEvent(ident) in self.legal)

    def _legal_target(self, target) -> bool:
        return isinstance(target, tuple) and PickCompany(target[1]) in self.legal

    # --- gestures -> moves -------------------------------------------------------------------
    def _candidates(self, payload, target) -> list[Move]:
        """The moves a drop of `payload` on `target` may mean (several for A/B)."""
        kind, ident = payload
        phase = self.view.phase
        if kind == "hand":
            if isinstance(target, tuple) and target[0] == "row":
                return [Raise(ident)] if company_of(ident) == target[1] else []
            if target == "certs":
                return [UseOption(ident)] if phase == "options" else [Secure(ident)]
            if target == "discard":
                if phase == "discard":
                    return [Discard(ident)]
                return [PlayMarket(ident, MARKET_LOOK_TWO), PlayMarket(ident, MARKET_SECURE)]
        if kind == "secured" and target == "centre":
            return [PlaySecured(ident)]
        return []

    def on_card_drag_moved(self, card: CardItem, pos) -> None:
        """Outline the zone under the card; in practice mode also light up every legal
        target and dim the rest."""
        under = self.zone_at(pos)
        for target, zone in self.zones().items():
            if target == "hand":
                continue
            if self.practice and card.payload is not None:
                ok = any(m in self.legal for m in self._candidates(card.payload, target))
                mode = ("hint" if zone is under else "legal") if ok else "dim"
            else:
                mode = "active" if zone is under else ""
            if zone.mode != mode:
                zone.set_mode(mode)

    def on_card_dropped(self, card: CardItem, zone: DropZone | None) -> bool:
        if card.payload is None or zone is None:
            return False
        kind, ident = card.payload
        target = zone.target
        if kind == "hand" and isinstance(target, tuple) and target[0] == "row" \
                and company_of(ident) != target[1]:
            self.status.emit(self.tr("A {card} card can only raise {company}.").format(
                card=COMPANIES[company_of(ident)], company=COMPANIES[company_of(ident)]))
            return False
        moves = self._candidates(card.payload, target)
        if not moves:
            return False
        if len(moves) > 1:      # play the market: A or B?
            self._ask_market(ident, card)
            return True
        self.request(moves[0], card)
        return True

    def _ask_market(self, card_id: int, item: CardItem | None) -> None:
        if self.market_chooser is not None:
            option = self.market_chooser(card_id)
            if option is None:
                if item is not None:
                    item.snap_home(self.animation_ms)
                return
            self.request(PlayMarket(card_id, option), item)
            return
        self.pending_market = card_id
        self._relayout(True)
        if self._hand_pos.get(card_id) is not None:
            self.cards()[f"s{card_id}"].home = self._hand_pos[card_id]

    def _answer_market(self, option: str | None) -> None:
        card_id, self.pending_market = self.pending_market, None
        if card_id is None:
            return
        item = self.cards().get(f"s{card_id}")
        if option is None:
            self._relayout(True)
            return
        self.request(PlayMarket(card_id, option), item)

    def on_card_clicked(self, card: CardItem) -> None:
        if card.payload is None:
            return
        kind, ident = card.payload
        phase = self.view.phase
        if kind == "draw":
            self.request(Draw())
        elif kind == "look":
            self.request(ChooseEvent(ident))
        elif kind == "take":
            self.request(TakeFromDiscard(ident))
        elif kind == "hand" and phase == "options" and self._my_turn:
            self.request(UseOption(ident), card)
        else:
            self._select(None if self.selected == card.key else card.key)

    def on_card_double_clicked(self, card: CardItem) -> None:
        if card.payload is None:
            return
        kind, ident = card.payload
        if kind == "hand" and self.view.phase == "discard":
            self.request(Discard(ident), card)
        elif kind == "secured":
            self.request(PlaySecured(ident), card)

    def on_zone_clicked(self, zone: DropZone) -> None:
        target = zone.target
        if isinstance(target, tuple) and target[0] == "row":
            self.request(PickCompany(target[1]))

    def on_button_clicked(self, button) -> None:
        if button.payload == "help":
            self.show_help = not self.show_help
            self._relayout(False)
        elif button.key in ("btnA", "btnB", "btnCancel"):
            self._answer_market(button.payload)
        elif isinstance(button.payload, Move):
            self.request(button.payload)

    # --- keyboard ----------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        if self.view is None or event.modifiers() & (Qt.ControlModifier | Qt.AltModifier
                                                     | Qt.MetaModifier):
            event.ignore()              # the window's shortcuts, not ours
            return
        key = event.key()
        text = event.text().lower()
        sel = self.cards().get(self.selected) if self.selected else None
        payload = sel.payload if sel is not None else None
        hand_card = payload[1] if payload and payload[0] == "hand" else None
        if self.pending_market is not None:
            if text in ("a", "b"):
                self._answer_market(MARKET_LOOK_TWO if text == "a" else MARKET_SECURE)
            elif key == Qt.Key_Escape:
                self._answer_market(None)
            event.accept()
            return
        if key == Qt.Key_Question or (key == Qt.Key_Escape and self.show_help):
            self.show_help = not self.show_help
            self._relayout(False)
        elif key in (Qt.Key_Left, Qt.Key_Right):
            self._cycle(1 if key == Qt.Key_Right else -1)
        elif key == Qt.Key_Escape:
            self._select(None)
        elif key in (Qt.Key_Return, Qt.Key_Enter):
            self._activate()
        elif text == "d":
            self.request(Draw())
        elif text == "r" and hand_card is not None:
            self.request(Raise(hand_card), sel)
        elif text == "s" and hand_card is not None:
            self.request(Secure(hand_card), sel)
        elif text == "x" and hand_card is not None:
            self.request(Discard(hand_card), sel)
        elif text == "u" and hand_card is not None:
            self.request(UseOption(hand_card), sel)
        elif text == "m" and hand_card is not None:
            self._ask_market(hand_card, None)
        elif text == "p" and payload and payload[0] == "secured":
            self.request(PlaySecured(payload[1]), sel)
        elif text in "12345" and text and self.view.phase == "pick_company":
            self.request(PickCompany(int(text) - 1))
        elif text == "n" and self.view.phase in ("insider_take", "options"):
            self.request(StopTaking() if self.view.phase == "insider_take" else EndOptions())
        else:
            event.ignore()
            return
        event.accept()

    def _activate(self) -> None:
        """Enter: the obvious move for the selection in this phase."""
        sel = self.selected
        if sel is None:
            if self.view.phase == "draw":
                self.request(Draw())
            return
        if sel.startswith("row"):
            self.request(PickCompany(int(sel[3:])))
            return
        if sel.startswith("btn"):
            b = self._misc.get(sel)
            if b is not None:
                self.on_button_clicked(b)
            return
        item = self.cards().get(sel)
        if item is None or item.payload is None:
            return
        kind, ident = item.payload
        phase = self.view.phase
        if kind == "hand":
            move = {"discard": Discard(ident), "options": UseOption(ident)}.get(phase)
            if move is not None:
                self.request(move, item)
        elif kind == "secured":
            self.request(PlaySecured(ident), item)
        else:
            self.on_card_clicked(item)

    # --- hints -------------------------------------------------------------------------------
    def mark_hint(self, move: Move) -> None:
        cards, zones = self.cards(), self.zones()
        card_key, target = _hint_parts(move)
        if isinstance(move, Draw):
            card_key, target = "pile-draw", "draw"
        if isinstance(move, (AuditRemove, StopTaking, EndOptions)):
            for k, b in self._misc.items():
                if k.startswith("btn") and b.payload == move:
                    b.set_mark("hint")
        if card_key in cards:
            cards[card_key].set_mark("hint")
        if target in zones:
            zones[target].set_mode("hint")
        if isinstance(move, PlayMarket):
            self.status.emit(self.tr("Hint: play the market with option {o}.")
                             .format(o=move.option))


def _hint_parts(move: Move) -> tuple[str | None, object]:
    if isinstance(move, Raise):
        return f"s{move.card}", ("row", company_of(move.card))
    if isinstance(move, (Secure, UseOption)):
        return f"s{move.card}", "certs"
    if isinstance(move, (PlayMarket, Discard)):
        return f"s{move.card}", "discard"
    if isinstance(move, TakeFromDiscard):
        return f"s{move.card}", None
    if isinstance(move, PlaySecured):
        return f"e{move.event}", "centre"
    if isinstance(move, ChooseEvent):
        return f"e{move.event}", None
    if isinstance(move, PickCompany):
        return None, ("row", move.company)
    return None, None


def company_tint(c: int, frozen: bool) -> QColor:
    col = company_color(c)
    if frozen:
        col = col.lighter(170)
        col.setAlpha(90)
    else:
        col.setAlpha(38)
    return col
