"""A player's turn: Lancer les dés, Empiler les dés, Changer d'investissement.

Each function applies one step to the state and appends what every seat reads to `log`
(nothing is built when the log is MUTED: search plays thousands of turns nobody reads).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import MUTED, LogEntry
from ...core.text import plain
from . import messages as m
from .bank import pay, receive
from .data import (
    COLLAPSE_FEE,
    DICE_REMOVED_AFTER_COLLAPSE,
    RECORD_START,
    STACKING_BONUS,
    STACKING_BONUS_DICE,
    START_FLOORS,
)
from .physics import place
from .round import round_begins
from .stacking import fits, rebuild, roll

if TYPE_CHECKING:
    from .state import StackMarketState


def dice_text(values: list[int]) -> str:
    return ", ".join(str(v) for v in values)


def invest(st: StackMarketState, company: int, log: list[LogEntry]) -> None:
    seat = st.turn
    st.invest[seat] = company
    if log is not MUTED:
        log.append(LogEntry(m.INVESTS(player=seat, company=m.company_text(company))))
    st.turn = (seat + 1) % st.num_seats
    if st.turn == st.first:
        st.phase = "roll"
        round_begins(st, log)


def roll_dice(st: StackMarketState, log: list[LogEntry]) -> None:
    """Roll as many dice as the building has floors (all that remain if the reserve is short)."""
    company = st.invest[st.turn]
    count = min(st.height(company), st.reserve)
    st.reserve -= count
    st.tray = roll(st.rng, count)
    if log is not MUTED:
        log.append(
            LogEntry(
                (m.ROLLS_ONE if count == 1 else m.ROLLS)(
                    player=st.turn, count=count, dice=plain(dice_text(st.tray))
                ),
                event="rolled",
                data={"dice": st.tray[:]},
            )
        )
    st.phase = "order"
    extend_forced(st, log)


def order_top(st: StackMarketState) -> int:
    """The number the next die of the order must go on."""
    return st.order[-1] if st.order else st.top(st.stacking_on())


def extend_forced(st: StackMarketState, log: list[LogEntry]) -> None:
    """Add the dice whose place in the order is forced (one number fits); once nothing fits,
    the rest returns to the reserve and stacking begins."""
    while True:
        t = order_top(st)
        fitting = {v for v in st.tray if fits(t, v)}
        if len(fitting) != 1:
            break
        v = fitting.pop()
        st.tray.remove(v)
        st.order.append(v)
    if fitting:
        return
    back = len(st.tray)
    st.reserve += back
    st.tray = []
    company = st.invest[st.turn]
    if not st.order:
        if log is not MUTED:
            log.append(
                LogEntry(
                    m.NOTHING_FITS(company=m.company_text(company), top=st.top(company)),
                    event="nothing_fits",
                )
            )
        st.phase = "change"
        return
    if log is not MUTED:
        dice, name = plain(dice_text(st.order)), m.company_text(company)
        text = (
            m.ORDER_FIXED(player=st.turn, dice=dice, company=name, n=back)
            if back
            else m.ORDER_ALL(player=st.turn, dice=dice, company=name)
        )
        log.append(LogEntry(text))
    st.phase = "place"


def pick(st: StackMarketState, value: int, log: list[LogEntry]) -> None:
    st.tray.remove(value)
    st.order.append(value)
    extend_forced(st, log)


def place_die(st: StackMarketState, aim: int, log: list[LogEntry]) -> None:
    company = st.invest[st.turn]
    value = st.order.pop(0)
    xs = st.xs[company]
    why: list[int] = []
    standing = place(xs, aim, st.rng, why=why)
    st.values[company].append(value)
    st.added += 1
    if not standing:
        collapse(st, company, log, why)
        return
    # "Le premier joueur qui atteint une hauteur de 15 dés reçoit la carte": on reaching 15,
    # even if the building falls later in the turn (only a later record must still stand)
    if st.holder < 0 and st.height(company) >= RECORD_START:
        take_record(st, company, log)
    if not st.order:
        stacking_done(st, company, log)


def take_record(st: StackMarketState, company: int, log: list[LogEntry]) -> None:
    """The turn's player holds the highest building card; the record marker rises to this
    building's height (it never goes down)."""
    seat, height = st.turn, st.height(company)
    raised = st.holder == seat  # the holder beats their own record: the card stays
    st.holder, st.record = seat, max(st.record, height)
    if log is not MUTED:
        name = m.company_text(company)
        text = (
            m.RECORD_RAISED(player=seat, company=name, height=height)
            if raised
            else m.RECORD(player=seat, company=name, height=height)
        )
        log.append(LogEntry(text, event="record"))


def collapse(
    st: StackMarketState, company: int, log: list[LogEntry], why: list[int] | None = None
) -> None:
    """Every investor pays; the dice return; the building is rebuilt from 3 rolled dice; then
    5 dice (or as many as remain) leave the game until the round ends."""
    height = st.height(company)
    fallen = {"company": company, "xs": st.xs[company][:], "values": st.values[company][:]}
    st.collapsed = 1
    st.reserve += height + len(st.order)
    st.order = []
    st.values[company] = rebuild(st.rng)
    st.xs[company] = [0] * START_FLOORS
    st.reserve -= START_FLOORS
    out = min(DICE_REMOVED_AFTER_COLLAPSE, st.reserve)
    st.reserve -= out
    st.removed += out
    payments = [(p, pay(st, p, COLLAPSE_FEE)) for p in st.investors(company)]
    st.phase = "change"
    if log is MUTED:
        return
    name = m.company_text(company)
    log.append(LogEntry(m.COLLAPSE(company=name, height=height), event="collapse", data=fallen))
    if why:
        log.append(LogEntry(m.collapse_why(*why), event="collapse_why"))
    for p, paid in payments:
        text = m.PAYS_COLLAPSE(player=p, amount=paid // 1000, company=name)
        log.append(LogEntry(text, event="collapse_paid"))
    log.append(LogEntry(m.DICE_REMOVED(count=out, left=st.reserve)))


def stacking_done(st: StackMarketState, company: int, log: list[LogEntry]) -> None:
    """The building stands with the whole order on it: the stacking bonus and the record."""
    seat, height = st.turn, st.height(company)
    quiet = log is MUTED
    if not quiet:
        log.append(
            LogEntry(
                (m.STANDS_ONE if st.added == 1 else m.STANDS)(
                    player=seat, count=st.added, company=m.company_text(company), height=height
                )
            )
        )
    if st.added >= STACKING_BONUS_DICE:
        receive(st, seat, STACKING_BONUS)
        if not quiet:
            log.append(LogEntry(m.STACKING_BONUS(player=seat, count=st.added), event="bonus"))
    # "Si un autre joueur dépasse ce record ... et le building est toujours debout à la fin du
    # tour": strictly more floors, standing with the whole order on it
    if st.holder >= 0 and height > st.record:
        take_record(st, company, log)
    st.phase = "change"


def change(st: StackMarketState, company: int, log: list[LogEntry]) -> None:
    """Move the investor marker (the caller then ends the turn)."""
    seat = st.turn
    old = st.invest[seat]
    st.invest[seat] = company
    if log is not MUTED:
        log.append(
            LogEntry(
                m.CHANGES(player=seat, old=m.company_text(old), company=m.company_text(company))
            )
        )


def end_turn(st: StackMarketState) -> bool:
    """The next player's turn; True instead if the reserve is empty: the round is over."""
    st.added = st.collapsed = 0
    if st.reserve == 0:
        return True
    st.turn = (st.turn + 1) % st.num_seats
    st.phase = "roll"
    return False
