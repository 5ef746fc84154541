"""The opponents' panels across the top of the Take Stock table: name and points, hand backs,
secured events, stock options, and per company the shares of their certificates."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt

from ....core.game import HIDDEN, seats_after
from ....core.text import QT_TRANSLATE_NOOP
from ....ui.i18n import render
from ....ui.table import TableScene
from ..cards import COMPANY_NAMES, NUM_COMPANIES, company_of, shares_on, value_of
from .layout import DRAW_POS, EVENT_DECK_POS, MIN_PX, MINI, OPP_H, SMALL, TOP, Seating

translate = QCoreApplication.translate


def shares_by_company(cards: list[int]) -> list[int]:
    per = [0] * NUM_COMPANIES
    for k in cards:
        if k != HIDDEN:
            per[company_of(k)] += shares_on(k)
    return per


def lay_opponents(t: TableScene, at: Seating) -> None:
    v = at.view
    opps = list(seats_after((at.me + 1) % v.num_seats, v.num_seats))[: v.num_seats - 1]
    n = max(1, len(opps))
    pw = min(420.0, (1264 - 8 * (n - 1)) / n)
    x0 = 8 + (1264 - (pw * n + 8 * (n - 1))) / 2
    for i, s in enumerate(opps):
        x = x0 + i * (pw + 8)
        if s == v.turn:  # cards an opponent plays fly in from their panel
            at.origin = QPointF(x + pw / 2 - SMALL.width() / 2, TOP + 20)
        _lay_panel(t, at, s, x, pw)


def _lay_panel(t: TableScene, at: Seating, s: int, x: float, pw: float) -> None:
    v, name = at.view, at.name(s)
    t.panel(f"opp{s}", QRectF(x, TOP, pw, OPP_H), accent=s == at.actor)
    t.label(
        f"opp{s}-name",
        name,
        x + 10,
        TOP + 6,
        pw - 110,
        15,
        True,
        tip=translate(
            "TakeStockTable", "{name}, an opponent: what they hold is shown in this panel."
        ).format(name=name),
    )
    t.label(
        f"opp{s}-score",
        translate("TakeStockTable", "{n} pts").format(n=v.totals[s]),
        x + pw - 100,
        TOP + 6,
        90,
        15,
        True,
        Qt.AlignmentFlag.AlignRight,
        "#ffd23f",
        tip=translate("TakeStockTable", "The points {name} scored in the rounds so far.").format(
            name=name
        ),
    )
    # hand backs, secured events, option tokens: three slots, words only if they fit
    wide = pw >= 300
    slot = (pw - 20) / 3
    hand, secured, options = len(v.hands[s]), len(v.secured[s]), v.options[s]
    hand_tip = (
        render(QT_TRANSLATE_NOOP("TakeStockTable", "%n card(s) in hand", None, 1)(n=hand))
        + "\n"
        + translate("TakeStockTable", "Share cards, hidden from you until they are played.")
    )
    for j in range(hand):
        t.card(
            f"opp{s}-h{j}", "back-share", QPointF(x + 10 + j * 5, TOP + 30), MINI, j, start=DRAW_POS
        ).setToolTip(hand_tip)
    if not hand:  # a faint outline keeps the counts aligned with the others
        faint = t.card(f"opp{s}-nohand", "back-share", QPointF(x + 10, TOP + 30), MINI, 0)
        faint.setOpacity(0.3)
        faint.setToolTip(hand_tip)
    lx = x + 14 + MINI.width() + max(0, hand - 1) * 5
    t.label(
        f"opp{s}-hand",
        translate("TakeStockTable", "hand: {n}").format(n=hand) if wide else str(hand),
        lx,
        TOP + 36,
        x + 10 + slot - lx,
        MIN_PX,
        True,
        tip=hand_tip,
    )
    sx = x + 10 + slot
    secured_tip = (
        translate("TakeStockTable", "{n} secured events").format(n=secured)
        + "\n"
        + translate(
            "TakeStockTable",
            "Events kept face down from playing the market (option "
            "B); played later on a turn of their own.",
        )
    )
    # always drawn (faint when empty) so that the counts line up across panels
    backs = t.card(
        f"opp{s}-sec", "back-event", QPointF(sx, TOP + 30), MINI, 0, start=EVENT_DECK_POS
    )
    backs.setToolTip(secured_tip)
    if not secured:
        backs.setOpacity(0.3)
    t.label(
        f"opp{s}-secured",
        translate("TakeStockTable", "events: {n}").format(n=secured) if wide else str(secured),
        sx + MINI.width() + 4,
        TOP + 36,
        slot - MINI.width() - 4,
        MIN_PX,
        True,
        tip=secured_tip,
    )
    ox = x + 10 + 2 * slot
    options_tip = (
        translate("TakeStockTable", "{n} stock options").format(n=options)
        + "\n"
        + translate(
            "TakeStockTable",
            "At the round's end each stock option secures one card of the hand as a certificate.",
        )
    )
    t.token(f"opp{s}-opt", "token-option", QPointF(ox, TOP + 32), 24, 0).setToolTip(options_tip)
    t.label(
        f"opp{s}-options",
        translate("TakeStockTable", "options: {n}").format(n=options) if wide else str(options),
        ox + 28,
        TOP + 36,
        slot - 28,
        MIN_PX,
        True,
        tip=options_tip,
    )
    _lay_cert_chips(t, at, s, x + 8, TOP + 60, pw - 16)


def _lay_cert_chips(t: TableScene, at: Seating, s: int, x: float, y: float, width: float) -> None:
    """An opponent's certificates: per company a badge and the share count."""
    v = at.view
    per = shares_by_company(v.certificates[s])
    cw = width / NUM_COMPANIES
    if not v.certificates[s]:
        t.label(
            f"opp{s}-nocert",
            translate("TakeStockTable", "no certificates"),
            x + 4,
            y + 12,
            width,
            MIN_PX,
            color="#c8d4cc",
            tip=translate(
                "TakeStockTable",
                "Certificates are cards laid in front of a player: at "
                "each round's end every share scores its company's "
                "value.",
            ),
        )
    for c in range(NUM_COMPANIES):
        cards = [k for k in v.certificates[s] if company_of(k) == c]
        if not cards:
            continue
        side = min(36.0, cw - 44) if cw >= 72 else min(28.0, cw - 6)
        beside = cw >= 72  # the count beside the badge, else below it
        tip = (
            render(
                QT_TRANSLATE_NOOP(
                    "TakeStockTable", "{company}: cards {values}, %n share(s)", None, 1
                )(
                    company=COMPANY_NAMES[c],
                    values=", ".join(str(value_of(k)) for k in cards),
                    n=per[c],
                )
            )
            + "\n"
            + translate(
                "TakeStockTable",
                "Certificates of {name}: each share scores the company's value at the round's end.",
            ).format(name=at.name(s))
        )
        t.token(f"opp{s}-cert{c}", f"company-{c}", QPointF(x + c * cw, y + 2), side, 0).setToolTip(
            tip
        )
        count = f"×{per[c]}"
        if beside:
            t.label(
                f"opp{s}-certn{c}",
                count,
                x + c * cw + side + 4,
                y + 2 + side / 2 - 9,
                cw - side - 6,
                15,
                True,
                tip=tip,
            )
        else:
            t.label(
                f"opp{s}-certn{c}",
                count,
                x + c * cw,
                y + side + 4,
                side,
                MIN_PX,
                True,
                Qt.AlignmentFlag.AlignHCenter,
                tip=tip,
            )
