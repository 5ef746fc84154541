"""Fase de Movimento: the pairs are revealed (players' in turn order, then the board's) and each
company moves by its forecast; dividend forecasts pay per share instead (double for split
shares).  Falsified Earnings shifts a forecast by 3 towards the other sign, after paying a
dividend.  With the hidden-dividends option each player chooses how many shares to reveal."""

from __future__ import annotations

from ...core.game import MUTED, LogEntry
from ...core.text import plain
from . import cards, flow, market
from . import messages as M
from .cards import DOWN, UP
from .moves import Claim


def enter(s, log) -> bool:
    if log is not MUTED:
        # what the round summary compares the end of the round with
        log.append(
            LogEntry(
                M.PHASE_MOVEMENT,
                event="phase",
                data={"phase": "movement", "money": list(s.money), "prices": list(s.price)},
            )
        )
    order = [i for seat in s.turn_order() for i in s.seat_pairs(seat)]
    order += [i for i, h in enumerate(s.pair_holder) if h == UP]
    order += [i for i, h in enumerate(s.pair_holder) if h == DOWN]
    s.queue = order
    s.move_step = 0
    return _resolve(s, log)


def forecast_effect(s, pair: int) -> tuple[int, int]:
    """(dividend per share, price change) of a pair, Falsified Earnings included."""
    _, change, dividend = cards.forecast_face(s.pair_forecast[pair])
    if s.pair_falsified[pair]:
        if dividend or change > 0:
            change -= cards.FALSIFIED_SHIFT
        else:
            change += cards.FALSIFIED_SHIFT
    return dividend, change


def _resolve(s, log) -> bool:
    everyone = frozenset(range(s.num_seats))
    while s.queue:
        pair = s.queue[0]
        company = s.pair_company[pair]
        dividend, change = forecast_effect(s, pair)
        if s.move_step == 0:
            s.pair_known[pair] = (1 << s.num_seats) - 1
            message = M.PAIR_REVEALED_FALSIFIED if s.pair_falsified[pair] else M.PAIR_REVEALED
            if log is not MUTED:
                log.append(
                    LogEntry(
                        message(owner=M.pair_owner(s, pair), pair=M.pair_text(s, pair)),
                        reveal=everyone,
                        event="pair",
                        data={"pair": pair},
                    )
                )
            s.move_step = 1
            if dividend:
                if log is not MUTED:
                    log.append(
                        LogEntry(
                            M.DIVIDEND(company=plain(cards.COMPANIES[company]), amount=dividend)
                        )
                    )
                if s.options["hidden_dividends"]:
                    s.phase = "claim"
                    s.prompt = ["claim", company, dividend] + s.turn_order()
                    s.actor = s.prompt[3]
                    return True
                market.pay_per_share(s, company, dividend, "dividend")
        market.move_price(s, company, change, log)
        s.queue.pop(0)
        s.move_step = 0
    return False


def legal_claim(s) -> list:
    seat = s.actor
    normal, split = s.shares(seat, s.prompt[1])
    return [Claim(a, b) for a in range(normal, -1, -1) for b in range(split, -1, -1)]


def apply_claim(s, move: Claim, log) -> None:
    seat = s.actor
    per_share = s.prompt[2]
    amount = (move.normal + 2 * move.split) * per_share
    market.gain(s, seat, amount, "dividend")
    if log is not MUTED:
        log.append(
            LogEntry(
                M.CLAIMS(player=seat, normal=move.normal, split=move.split, amount=amount),
                reveal=frozenset(range(s.num_seats)),
            )
        )
    s.prompt = s.prompt[:3] + s.prompt[4:]
    if len(s.prompt) > 3:
        s.actor = s.prompt[3]
        return
    s.prompt = []
    s.phase = "movement"
    if not _resolve(s, log):
        flow.finish(s, log)
