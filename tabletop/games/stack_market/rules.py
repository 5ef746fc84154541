"""Which moves are legal, why a move is not, what a move is called, and playing one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import GAME_OVER, MUTED, LogEntry, Move
from ...core.text import Text
from . import messages as m
from . import round as round_
from . import takeover, turn
from .data import AIM_MAX, AIM_STEP, MARKERS_PER_COMPANY
from .moves import ChangeInvestment, Invest, Pick, Place, Roll, Stay
from .physics import AIMS, careful_aim, lean, margin
from .stacking import fits

if TYPE_CHECKING:
    from .state import StackMarketState

ROLL, STAY = Roll(), Stay()
PLACES = [Place(a) for a in AIMS]
PICKS = [Pick(v) for v in range(5)]
_COMPANIES = range(4)
INVESTS = [Invest(c) for c in _COMPANIES]
CHANGES = [ChangeInvestment(c) for c in _COMPANIES]

CARELESS_SLACK = 15  # hundredths of a die less than the steadiest spot leaves: careless

PHASE_KINDS = {
    "invest": {"invest"},
    "roll": {"roll"},
    "order": {"pick"},
    "place": {"place"},
    "change": {"change", "stay"},
    "takeover_order": {"pick"},
    "takeover_place": {"place"},
}
WAITING_FOR = {
    "invest": m.INVEST_FIRST,
    "roll": m.ROLL_FIRST,
    "order": m.ORDER_FIRST,
    "place": m.PLACE_FIRST,
    "change": m.CHANGE_FIRST,
    "takeover_order": m.TAKEOVER_ORDER_FIRST,
    "takeover_place": m.TAKEOVER_PLACE_FIRST,
}


def free(st: StackMarketState, company: int) -> bool:
    return st.markers(company) < MARKERS_PER_COMPANY


def legal_moves(st: StackMarketState) -> list[Move]:
    phase = st.phase
    if phase == "place" or phase == "takeover_place":
        return list(PLACES)
    if phase == "roll":
        return [ROLL]
    if phase == "order":
        t = turn.order_top(st)
        return [PICKS[v] for v in sorted(set(st.tray)) if fits(t, v)]
    if phase == "takeover_order":
        return [PICKS[v] for v in sorted(set(st.tray))]
    if phase == "change":
        own = st.invest[st.turn]
        return [CHANGES[c] for c in range(st.companies) if c != own and free(st, c)] + [STAY]
    if phase == "invest":
        return [INVESTS[c] for c in range(st.companies) if free(st, c)]
    return []


def explain(st: StackMarketState, move: Move) -> Text | None:
    if st.phase == "over":
        return GAME_OVER
    if move.kind not in PHASE_KINDS[st.phase]:
        return WAITING_FOR[st.phase]
    if isinstance(move, (Invest, ChangeInvestment)):
        if not 0 <= move.company < st.companies:
            return m.INVEST_FIRST
        name = m.company_text(move.company)
        if isinstance(move, ChangeInvestment) and move.company == st.invest[st.turn]:
            return m.SAME_COMPANY(company=name)
        if not free(st, move.company):
            return m.COMPANY_FULL(company=name)
    elif isinstance(move, Pick):
        if move.value not in st.tray:
            return m.NO_SUCH_DIE(value=move.value)
        t = turn.order_top(st)
        if st.phase == "order" and not fits(t, move.value):
            return m.ONLY_ZERO_ON_FOUR if t == 4 else m.MUST_BE_HIGHER(top=t)
    elif isinstance(move, Place):
        if not -AIM_MAX <= move.aim <= AIM_MAX or move.aim % AIM_STEP:
            return m.AIM_RANGE(step=AIM_STEP)
    return None


def apply(st: StackMarketState, move: Move) -> list[LogEntry]:
    log: list[LogEntry] = MUTED if st.quiet else []
    if isinstance(move, Place):
        if st.phase == "takeover_place":
            result = takeover.place_die(st, move.aim, log)
            if result is not None:
                round_.settle(st, result, log)
        else:
            turn.place_die(st, move.aim, log)
    elif isinstance(move, Pick):
        if st.phase == "takeover_order":
            takeover.pick(st, move.value)
        else:
            turn.pick(st, move.value, log)
    elif isinstance(move, Roll):
        turn.roll_dice(st, log)
    elif isinstance(move, (ChangeInvestment, Stay)):
        if isinstance(move, ChangeInvestment):
            turn.change(st, move.company, log)
        if turn.end_turn(st) and not takeover.begin(st, log):
            round_.settle(st, None, log)
    elif isinstance(move, Invest):
        turn.invest(st, move.company, log)
    else:
        raise ValueError(f"not a Stack Market move: {move!r}")
    return log


# --- words for moves ------------------------------------------------------------------------
def describe(st: StackMarketState, move: Move) -> Text:
    if isinstance(move, Place):
        return describe_place(st, move.aim)
    if isinstance(move, Pick):
        return m.DESCRIBE_PICK(value=move.value)
    if isinstance(move, Invest):
        return m.DESCRIBE_INVEST(company=m.company_text(move.company))
    if isinstance(move, ChangeInvestment):
        return m.DESCRIBE_CHANGE(company=m.company_text(move.company))
    if isinstance(move, Roll):
        company = st.invest[st.turn]
        count = min(st.height(company), st.reserve) if company >= 0 else 0
        return m.DESCRIBE_ROLL_ONE if count == 1 else m.DESCRIBE_ROLL(count=count)
    return m.DESCRIBE_STAY


def describe_place(st: StackMarketState, aim: int) -> Text:
    """Where the die goes, and what that does to the tower: the coach's words for an aim.
    The steadiest spot leaves the most endangered die furthest from tipping (before the
    tremor); an aim that leaves much less than that is careless on purpose."""
    xs = st.xs[st.stacking_on()]
    where = m.share_of_die(aim)
    if not xs:
        return m.DESCRIBE_PLACE(where=where)
    steadiest = careful_aim(xs)
    if aim == steadiest:
        return m.DESCRIBE_STEADIEST(where=where, lean=m.share_of_die(lean(xs)))
    if slack_after(xs, aim) < slack_after(xs, steadiest) - CARELESS_SLACK:
        return m.DESCRIBE_CARELESS(where=where)
    return m.DESCRIBE_PLACE(where=where)


def slack_after(xs: list[int], aim: int) -> int:
    """How far from tipping the most endangered die would be, the die resting where aimed."""
    return margin([*xs, xs[-1] + aim])


def group(move: Move) -> Text:
    return m.GROUPS[move.kind]


def choice(st: StackMarketState, move: Move) -> Text | None:
    if isinstance(move, (Invest, ChangeInvestment)):
        return m.company_text(move.company)
    if isinstance(move, Pick):
        return m.DESCRIBE_PICK(value=move.value)
    if isinstance(move, Place):
        return m.share_of_die(move.aim)
    return None
