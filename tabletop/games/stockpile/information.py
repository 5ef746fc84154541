"""Começo da Rodada and Fase de Informação: promissory notes, forecast dice, Forecast Phil, and
the deal of the company/forecast pairs (private insider pairs, the face-up pair, face-down
pairs)."""

from __future__ import annotations

from ...core.game import MUTED, LogEntry
from ...core.text import plain
from . import cards, flow, market
from . import messages as M
from .cards import DOWN, UP
from .moves import COMPANY_CARD, FORECAST_CARD, BuyNotes, PhilPick


def start_round(s, log) -> bool:
    s.round += 1
    n = s.num_seats
    s.used = [0] * n
    s.played_now = [0] * n
    s.won_space = [[] for _ in range(n)]
    s.won_paid = [[] for _ in range(n)]
    s.pair_company, s.pair_forecast, s.pair_holder = [], [], []
    s.pair_known, s.pair_falsified = [], []
    s.dice, s.phil_pick = [], []
    if log is not MUTED:
        log.append(
            LogEntry(
                M.ROUND_STARTS(round=s.round, rounds=s.rounds, player=s.first),
                event="round",
                data={"round": s.round},
            )
        )
    return False


# --- promissory notes -------------------------------------------------------------------------
def enter_notes(s, log) -> bool:
    if not s.options["promissory"]:
        return False
    s.queue = s.turn_order()
    s.actor = s.queue[0]
    return True


def legal_notes(s) -> list:
    seat = s.actor
    left = cards.NUM_NOTES - sum(s.notes)
    return [
        BuyNotes(k)
        for k in range(cards.NOTES_PER_ROUND + 1)
        if k <= left and k * s.note_price() <= s.money[seat]
    ]


def apply_notes(s, move: BuyNotes, log) -> None:
    seat = s.queue.pop(0)
    if move.count:
        market.pay(s, seat, move.count * s.note_price(), "notes")
        s.notes[seat] += move.count
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.BUYS_NOTES(player=seat, count=move.count, amount=move.count * s.note_price())
                )
            )
    if s.queue:
        s.actor = s.queue[0]
    else:
        flow.finish(s, log)


# --- forecast dice and Forecast Phil ----------------------------------------------------------
def roll_forecasts(s, log) -> None:
    if not s.options["forecast_dice"]:
        s.forecast_set = list(cards.BASE_FORECASTS)
        return
    s.forecast_set = []
    for die in cards.DICE:
        label = die[s.rng.below(len(die))]
        s.dice.append(cards.face_index(label))
        first = cards.face_index(label) * cards.FORECAST_COPIES
        card = first if first not in s.forecast_set else first + 1  # one card per die face
        s.forecast_set.append(card)
    if log is not MUTED:
        log.append(
            LogEntry(
                M.DICE_ROLLED(
                    player=s.first, faces=plain(" ".join(cards.FACES[f][0] for f in s.dice))
                ),
                reveal=frozenset(range(s.num_seats)),
                event="dice",
                data={"faces": s.dice[:]},
            )
        )


def enter_phil(s, log) -> bool:
    roll_forecasts(s, log)
    phil = s.owner_of(cards.PHIL)
    if phil < 0:
        return False
    s.actor = phil
    return True


def legal_phil(s) -> list:
    faces: dict[int, int] = {}
    for f in s.forecast_set:
        faces.setdefault(f // cards.FORECAST_COPIES, f)
    return [PhilPick(COMPANY_CARD, c) for c in range(cards.NUM_COMPANIES)] + [
        PhilPick(FORECAST_CARD, f) for f in sorted(faces.values())
    ]


def apply_phil(s, move: PhilPick, log) -> None:
    s.phil_pick = [0 if move.what == COMPANY_CARD else 1, move.card]
    what = M.PHIL_COMPANY if move.what == COMPANY_CARD else M.PHIL_FORECAST
    if log is not MUTED:
        log.append(LogEntry(what(player=s.actor)))  # which kind he took is public (rulebook)
    flow.finish(s, log)


# --- the deal ---------------------------------------------------------------------------------
def deal(s, log) -> bool:
    companies = list(range(cards.NUM_COMPANIES))
    forecasts = list(s.forecast_set)
    phil = s.owner_of(cards.PHIL)
    if s.phil_pick:
        (companies if s.phil_pick[0] == 0 else forecasts).remove(s.phil_pick[1])
    s.rng.shuffle(companies)
    s.rng.shuffle(forecasts)
    per_seat = cards.INSIDER_PAIRS.get(s.num_seats, 1)
    holders = [seat for seat in s.turn_order() for _ in range(per_seat)]
    holders += [UP] * cards.PUBLIC_PAIRS.get(s.num_seats, 1)
    holders += [DOWN] * (cards.NUM_COMPANIES - len(holders))
    everyone = (1 << s.num_seats) - 1
    for holder in holders:
        if s.phil_pick and holder == phil and phil not in s.pair_holder:
            picked = s.phil_pick[1]
            company = picked if s.phil_pick[0] == 0 else companies.pop()
            forecast = picked if s.phil_pick[0] == 1 else forecasts.pop()
        else:
            company, forecast = companies.pop(), forecasts.pop()
        s.pair_company.append(company)
        s.pair_forecast.append(forecast)
        s.pair_holder.append(holder)
        s.pair_known.append(everyone if holder == UP else (1 << holder if holder >= 0 else 0))
        s.pair_falsified.append(0)
    if log is not MUTED:
        log.append(LogEntry(M.PHASE_INFORMATION, event="phase", data={"phase": "information"}))
    for seat in range(s.num_seats):
        if log is not MUTED:
            mine = [M.pair_text(s, i) for i in s.seat_pairs(seat)]
            log.append(
                LogEntry(
                    M.INSIDER_DEALT(player=seat),
                    {seat: M.YOUR_INSIDER(pairs=M.join(mine))},
                    reveal=frozenset({seat}),
                )
            )
    for i, holder in enumerate(s.pair_holder):
        if holder == UP:
            if log is not MUTED:
                log.append(LogEntry(M.PUBLIC_PAIR(pair=M.pair_text(s, i))))
    return False
