"""O Fim da Rodada (interest, end-of-round investor powers, the first player token) and
O Fim do Jogo (majority bonuses, the final sale, notes, commodities and taxes)."""

from __future__ import annotations

from ...core.game import MUTED, LogEntry
from ...core.text import plain
from . import cards, flow, market
from . import messages as M
from .moves import ChooseCompany, Gift, Pass

END_OF_ROUND_POWERS = (cards.ANA, cards.DANGOTE, cards.DEBORAH, cards.OPRAH, cards.SANDERS)


def enter_end_round(s, log) -> bool:
    for seat in s.turn_order():
        if s.notes[seat]:
            market.gain(s, seat, s.notes[seat] * cards.NOTE_INTEREST, "interest")
            interest = s.notes[seat] * cards.NOTE_INTEREST
            if log is not MUTED:
                log.append(LogEntry(M.INTEREST(player=seat, amount=interest)))
        if s.has(seat, cards.LI) and s.notes[seat]:
            extra = -(-s.notes[seat] // 2)
            market.gain(s, seat, extra, "li")
            if log is not MUTED:
                log.append(LogEntry(M.LI_INTEREST(player=seat, amount=extra)))
    s.queue = [
        seat * 100 + inv
        for seat in s.turn_order()
        for inv in END_OF_ROUND_POWERS
        if s.has(seat, inv)
    ]
    return _run_powers(s, log)


def _run_powers(s, log) -> bool:
    everyone = frozenset(range(s.num_seats))
    while s.queue:
        seat, inv = divmod(s.queue[0], 100)
        if inv in (cards.DEBORAH, cards.OPRAH):
            if inv == cards.OPRAH and s.money[seat] == 0:
                s.queue.pop(0)
                continue
            s.actor = seat
            return True
        s.queue.pop(0)
        if inv == cards.ANA:
            held = sorted({cards.company_of(c) for c in s.portfolio[seat] + s.split[seat]})
            if held:
                if log is not MUTED:
                    log.append(
                        LogEntry(
                            M.REVEALS_COMPANIES(
                                player=seat,
                                companies=M.join([plain(cards.COMPANIES[k]) for k in held]),
                            ),
                            reveal=everyone,
                        )
                    )
                market.gain(s, seat, cards.ANA_BONUS * len(held), "ana")
                if log is not MUTED:
                    log.append(LogEntry(M.GAINS(player=seat, amount=cards.ANA_BONUS * len(held))))
        elif inv == cards.DANGOTE:
            n = sum(1 for c in s.commercial[seat] if cards.is_commodity(c))
            if n:
                market.gain(s, seat, cards.DANGOTE_BONUS * n, "dangote")
                if log is not MUTED:
                    log.append(LogEntry(M.GAINS(player=seat, amount=cards.DANGOTE_BONUS * n)))
        elif inv == cards.SANDERS:
            _sanders(s, seat, log)
    _wrap_up(s, log)
    return False


def _in_order(s, seats) -> list[int]:
    return [x for x in s.turn_order() if x in seats]


def _sanders(s, seat: int, log) -> None:
    """Take $2K from the richest other player (ties: first in turn order), keep $1K and give
    $1K to the poorest player other than the one robbed (Sanders himself included)."""
    others = [x for x in s.turn_order() if x != seat]
    richest = max(others, key=lambda x: (s.money[x], -others.index(x)))
    taken = market.transfer(s, richest, seat, cards.SANDERS_TAKE, "sanders")
    candidates = [x for x in s.turn_order() if x != richest]
    poorest = min(
        candidates, key=lambda x: (s.money[x] - (taken if x == seat else 0), candidates.index(x))
    )
    if log is not MUTED:
        log.append(
            LogEntry(M.SANDERS_TAKES(player=seat, richest=M.seat_text(richest), amount=taken))
        )
    if taken > cards.SANDERS_TAKE - cards.SANDERS_GIVE and poorest != seat:
        given = market.transfer(s, seat, poorest, cards.SANDERS_GIVE, "sanders")
        if log is not MUTED:
            log.append(
                LogEntry(M.SANDERS_GIVES(player=seat, poorest=M.seat_text(poorest), amount=given))
            )


def legal(s) -> list:
    seat, inv = divmod(s.queue[0], 100)
    if inv == cards.DEBORAH:
        return [ChooseCompany(k, 0) for k in range(cards.NUM_COMPANIES)] + [Pass()]
    others = [x for x in range(s.num_seats) if x != seat]
    moves = [Gift(a, a) for a in others]
    if s.money[seat] >= cards.OPRAH_GIFT:
        moves += [Gift(a, b) for a in others for b in others if a < b]
    return moves


def apply(s, move, log) -> None:
    seat, _inv = divmod(s.queue.pop(0), 100)
    if isinstance(move, ChooseCompany):
        paid = market.pay_per_share(s, move.company, cards.DEBORAH_DIVIDEND, "deborah")
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.EXTRA_DIVIDEND(
                        player=seat,
                        company=plain(cards.COMPANIES[move.company]),
                        total=sum(paid.values()),
                    ),
                    reveal=frozenset(range(s.num_seats)),
                )
            )
    elif isinstance(move, Gift):
        if move.first == move.second:
            given = market.transfer(s, seat, move.first, cards.OPRAH_GIFT, "gift")
            if log is not MUTED:
                log.append(
                    LogEntry(M.OPRAH_GIVES(player=seat, to=M.seat_text(move.first), amount=given))
                )
        else:
            for to in (move.first, move.second):
                market.transfer(s, seat, to, cards.OPRAH_GIFT // 2, "gift")
                if log is not MUTED:
                    log.append(LogEntry(M.OPRAH_GIVES(player=seat, to=M.seat_text(to), amount=1)))
    if not _run_powers(s, log):
        flow.finish(s, log)


def _wrap_up(s, log) -> None:
    s.phase = "end_round"
    if s.options["first_player_card"] and s.first_card >= 0:
        s.first = s.first_card
    else:
        s.first = (s.first + 1) % s.num_seats
    if log is not MUTED:
        log.append(
            LogEntry(M.ROUND_ENDS(round=s.round), event="round_end", data={"round": s.round})
        )
        # the round summary the shell shows (and the computer players wait for)
        # (the shell shows `position`, the round as it ended, until the summary is closed)
        log.append(
            LogEntry(
                None,
                event="round_scored",
                data={
                    "position": s.clone(),
                    "players_sheet": True,
                    "round": s.round,
                    "money": list(s.money),
                    "prices": list(s.price),
                    "pairs": [
                        (
                            s.pair_holder[i],
                            s.pair_company[i],
                            s.pair_forecast[i],
                            s.pair_falsified[i],
                        )
                        for i in range(len(s.pair_holder))
                    ],
                },
            )
        )


# --- the end of the game ----------------------------------------------------------------------
def holdings(s, seat: int, company: int) -> int:
    """Shares for the majority: split shares count double."""
    normal, split = s.shares(seat, company)
    return normal + 2 * split


def commodity_bonus(commercial: list[int]) -> int:
    counts = [0] * len(cards.COMMODITY_KINDS)
    for c in commercial:
        if cards.is_commodity(c):
            counts[cards.commodity_kind(c)] += 1
    total, layer = 0, 1
    while True:  # each duplicate starts a new set
        kinds = sum(1 for n in counts if n >= layer)
        if not kinds:
            return total
        total += cards.COMMODITY_BONUS[kinds]
        layer += 1


def tax_penalty(commercial: list[int]) -> int:
    return cards.TAX_PENALTY[sum(1 for c in commercial if cards.is_tax(c))]


def finish(s, log) -> bool:
    everyone = frozenset(range(s.num_seats))
    n = s.num_seats
    lines = [[s.money[seat], 0, 0, 0, 0, 0] for seat in range(n)]
    for company in range(cards.NUM_COMPANIES):
        counts = [holdings(s, seat, company) for seat in range(n)]
        best = max(counts)
        if not best:
            continue
        top = [seat for seat in range(n) if counts[seat] == best]
        bonus = cards.MAJORITY_BONUS if len(top) == 1 else cards.MAJORITY_TIED_BONUS
        for seat in top:
            market.gain(s, seat, bonus, "majority")
            lines[seat][1] += bonus
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.MAJORITY(
                        company=plain(cards.COMPANIES[company]),
                        players=M.join([M.seat_text(x) for x in top]),
                        amount=bonus,
                    ),
                    reveal=everyone,
                )
            )
    for seat in s.turn_order():
        before = s.money[seat]
        soros = s.has(seat, cards.SOROS)
        for card in sorted(s.portfolio[seat], key=lambda c: s.company_value(cards.company_of(c))):
            value = s.company_value(cards.company_of(card))
            if soros and value < cards.SOROS_PRICE:
                market.gain(s, seat, cards.SOROS_PRICE, "soros")  # his one $8K sale
                soros = False
            else:
                market.gain(s, seat, value, "final_sale")
        for card in s.split[seat]:
            market.gain(s, seat, 2 * s.company_value(cards.company_of(card)), "final_sale")
        if s.has(seat, cards.GRAHAM):
            market.gain(
                s,
                seat,
                cards.GRAHAM_BONUS * (len(s.portfolio[seat]) + 2 * len(s.split[seat])),
                "graham",
            )
        s.discard += s.portfolio[seat] + s.split[seat]
        s.portfolio[seat], s.split[seat] = [], []
        s.known_portfolio[seat], s.known_split[seat] = [], []
        lines[seat][2] = s.money[seat] - before
        if s.notes[seat]:
            market.gain(s, seat, s.notes[seat] * s.note_price(), "redeem")
            lines[seat][3] = s.notes[seat] * s.note_price()
        bonus = commodity_bonus(s.commercial[seat])
        market.gain(s, seat, bonus, "commodities")
        lines[seat][4] = bonus
        lines[seat][5] = -market.pay(s, seat, tax_penalty(s.commercial[seat]), "taxes")
        for fee in s.unpaid[seat]:  # fees still owed take what is left
            market.pay(s, seat, cards.fee_value(fee), "fee")
        s.discard += s.unpaid[seat]
        s.unpaid[seat] = []
    s.final = [line + [s.money[seat]] for seat, line in enumerate(lines)]
    s.totals = s.money[:]
    s.phase = "over"
    best = max(s.totals)
    if log is not MUTED:
        log.append(
            LogEntry(
                M.GAME_OVER(
                    players=M.join([M.seat_text(x) for x in range(n) if s.totals[x] == best]),
                    amount=best,
                ),
                reveal=everyone,
                event="game_over",
                data={"totals": s.totals[:], "lines": [x[:] for x in s.final]},
            )
        )
    return True
