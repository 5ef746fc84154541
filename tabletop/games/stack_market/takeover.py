"""The rachat at a round's end: the tallest building with investors takes over the lowest.

Only a company with investors and at least one die takes part: "Un building doit être constitué
d'au moins 1 dé pour être un building."  With fewer than two such buildings there is no rachat,
and every company earns as one that took no part in it (docs/rules, Our decisions).
Ties between buildings go to the higher top number, then to a roll.  Of two investors in the
tallest, the earlier in turn order from the round's first player is in charge (DECISIONS.md).
The player in charge orders the lower building's dice freely (the number rule does not apply)
and stacks them all with two hands (tremor x 0.75); the rachat succeeds if the result stands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import MUTED, LogEntry
from . import messages as m
from .physics import place

if TYPE_CHECKING:
    from .state import StackMarketState


def ranking(st: StackMarketState, log: list[LogEntry]) -> list[int]:
    """The buildings with investors, lowest first: by height, then top number, then a roll."""
    invested = [c for c in range(st.companies) if st.markers(c) and st.is_building(c)]
    rolls = {c: st.rng.below(1 << 30) for c in invested}  # a roll for each, used on a tie
    key = {c: (st.height(c), st.top(c)) for c in invested}
    ranked = sorted(invested, key=lambda c: (key[c], rolls[c]))
    if log is not MUTED and len(ranked) > 1:
        for a, b in {(ranked[0], ranked[1]), (ranked[-2], ranked[-1])}:
            if key[a] == key[b]:
                text = m.TIE_ROLL(company=m.company_text(b), other=m.company_text(a))
                log.append(LogEntry(text))
    return ranked


def begin(st: StackMarketState, log: list[LogEntry]) -> bool:
    """Stage the rachat; False if fewer than two companies have investors (no rachat)."""
    if log is not MUTED:
        log.append(LogEntry(m.ROUND_ENDS(round=st.round), event="round_ends"))
    ranked = ranking(st, log)
    if len(ranked) < 2:
        if log is not MUTED:
            log.append(LogEntry(m.NO_TAKEOVER))
        return False
    st.low, st.tall = ranked[0], ranked[-1]
    order = [(p - st.first) % st.num_seats for p in st.investors(st.tall)]
    st.charge = st.investors(st.tall)[order.index(min(order))]
    if log is not MUTED:
        log.append(
            LogEntry(
                m.TAKEOVER(
                    tall=m.company_text(st.tall),
                    tall_height=st.height(st.tall),
                    low=m.company_text(st.low),
                    low_height=st.height(st.low),
                    player=st.charge,
                ),
                event="takeover",
                data={"tall": st.tall, "low": st.low, "charge": st.charge},
            )
        )
    # the lower building's dice are put in front of the player in charge
    st.tray = st.values[st.low]
    st.values[st.low], st.xs[st.low] = [], []
    st.order = []
    st.phase = "takeover_order"
    order_forced(st)
    return True


def order_forced(st: StackMarketState) -> None:
    """Once the dice left to order all show one number, their order is settled."""
    if len(set(st.tray)) <= 1:
        st.order += st.tray
        st.tray = []
        st.phase = "takeover_place"


def pick(st: StackMarketState, value: int) -> None:
    st.tray.remove(value)
    st.order.append(value)
    order_forced(st)


def place_die(st: StackMarketState, aim: int, log: list[LogEntry]) -> bool | None:
    """One die of the rachat, with two hands: None while dice remain, else whether it stood."""
    value = st.order.pop(0)
    why: list[int] = []
    standing = place(st.xs[st.tall], aim, st.rng, two_hands=True, why=why)
    st.values[st.tall].append(value)
    if not standing:
        height = st.height(st.tall)
        if log is not MUTED:
            data = {"company": st.tall, "xs": st.xs[st.tall][:], "values": st.values[st.tall][:]}
            log.append(LogEntry(None, event="collapse", data=data))
            text = m.TAKEOVER_FAILURE(tall=m.company_text(st.tall), height=height)
            log.append(LogEntry(text, event="takeover_failed"))
            log.append(LogEntry(m.collapse_why(*why), event="collapse_why"))
        # its dice go back to the reserve; the next round rebuilds every building
        st.reserve += height + len(st.order)
        st.xs[st.tall], st.values[st.tall], st.order = [], [], []
        return False
    if st.order:
        return None
    if log is not MUTED:
        log.append(
            LogEntry(m.TAKEOVER_SUCCESS(tall=m.company_text(st.tall), height=st.height(st.tall)))
        )
    return True
