"""A round's beginning and its end: the buildings reset, the income sheet, the next round."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import MUTED, LogEntry
from . import messages as m
from .bank import pay, receive
from .data import (
    COLLAPSE_FEE,
    HIGHEST_BONUS,
    HIGHEST_BONUS_MIN_INCOME,
    INCOME_PER_MARKER,
    START_FLOORS,
    TAKEOVER_BONUS,
)
from .stacking import rebuild

if TYPE_CHECKING:
    from .state import StackMarketState


def start_round(st: StackMarketState) -> None:
    """Every building back to 3 rolled dice, highest on top; every other die, those removed by
    collapses included, back in the reserve."""
    st.values = [rebuild(st.rng) for _ in range(st.companies)]
    st.xs = [[0] * START_FLOORS for _ in range(st.companies)]
    st.reserve = st.total_dice() - START_FLOORS * st.companies
    st.removed = 0
    st.turn = st.first
    st.tray, st.order = [], []
    st.added = st.collapsed = 0
    st.tall = st.low = st.charge = -1
    st.phase = "roll"


def round_begins(st: StackMarketState, log: list[LogEntry]) -> None:
    if log is not MUTED:
        log.append(LogEntry(m.ROUND_BEGINS(round=st.round, player=st.first), event="round_begins"))


def income(st: StackMarketState, success: bool | None) -> tuple[list[int], bool]:
    """Each seat's income after the rachat (`success` None: there was none), as the rulebook's
    cases say (losses negative, before capping at what a seat has), and whether the highest
    building card's bonus is in it."""
    sheet = [0] * st.num_seats
    for seat, company in enumerate(st.invest):
        markers = st.markers(company)
        if company == st.tall and success is not None:
            if success:
                sheet[seat] += INCOME_PER_MARKER * markers + TAKEOVER_BONUS
            else:
                sheet[seat] -= COLLAPSE_FEE  # paid below: at most what the seat has
        elif company == st.low and success:
            pass  # a company taken over earns its investors nothing
        else:
            sheet[seat] += INCOME_PER_MARKER * markers
    # the highest building card pays if its holder earned at least $10,000 in the rachat
    bonus = st.holder >= 0 and sheet[st.holder] >= HIGHEST_BONUS_MIN_INCOME
    if bonus:
        sheet[st.holder] += HIGHEST_BONUS
    return sheet, bonus


def sheet_parts(
    st: StackMarketState, sheet: list[int], success: bool | None, highest: bool
) -> list[list[int]]:
    """Each seat's sheet line in its parts, which add up to it: the markers' income, the
    takeover's bonus or loss (as paid), the highest building card's bonus."""
    parts = []
    for seat, total in enumerate(sheet):
        bonus = HIGHEST_BONUS if highest and seat == st.holder else 0
        takeover = 0
        if st.invest[seat] == st.tall and success is not None:
            takeover = TAKEOVER_BONUS if success else total
        parts.append([total - takeover - bonus, takeover, bonus])
    return parts


def settle(st: StackMarketState, success: bool | None, log: list[LogEntry]) -> None:
    """Pay the income sheet, then start the next round or end the game."""
    sheet, highest = income(st, success)
    for seat, amount in enumerate(sheet):
        if amount < 0:
            sheet[seat] = -pay(st, seat, -amount)
        else:
            receive(st, seat, amount)
    st.sheets.append(sheet)
    if log is not MUTED:
        for seat, amount in enumerate(sheet):
            if amount > 0:
                text = m.INCOME(player=seat, amount=amount // 1000)
            elif amount < 0:
                text = m.LOSS(player=seat, amount=-amount // 1000)
            else:
                text = m.NO_INCOME(player=seat)
            log.append(LogEntry(text))
        if highest:
            log.append(LogEntry(m.HIGHEST_BONUS(player=st.holder)))
        # the sheet, read against the buildings as the rachat left them (before the reset)
        data = {
            "scores": sheet[:],
            "parts": sheet_parts(st, sheet, success, highest),
            "round": st.round,
            "position": st.clone(),
        }
        log.append(LogEntry(None, event="round_scored", data=data))
    if st.round >= st.rounds:
        st.phase = "over"
        st.tall = st.low = st.charge = -1
        if log is not MUTED:
            winners = st.winners()
            for p in winners:
                log.append(LogEntry(m.WINS(player=p, amount=st.counted[p] // 1000)))
            data = {"money": st.counted[:], "winners": winners}
            log.append(LogEntry(None, event="game_over", data=data))
        return
    st.round += 1
    st.first = (st.turn + 1) % st.num_seats  # after the player who ended the round
    start_round(st)
    round_begins(st, log)
