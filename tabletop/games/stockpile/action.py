"""Fase de Ação: in turn order each player plays every Stock Boom/Bust won this round, may use
Crazy Cramer's or Clever Chanda's power, and may play investment strategy cards, in any order.
"""

from __future__ import annotations

from functools import cache

from ...core.game import MUTED, LogEntry
from ...core.text import plain
from . import cards, flow, market, strategies
from . import messages as M
from .moves import (
    PORTFOLIO,
    SPLIT,
    ChooseCard,
    ChooseCompany,
    EndTurn,
    PlayAction,
    PlayStrategy,
    UsePower,
)


def enter(s, log) -> bool:
    if log is not MUTED:
        log.append(LogEntry(M.PHASE_ACTION, event="phase", data={"phase": "action"}))
    s.queue = s.turn_order()
    return _next_player(s, log)


def _next_player(s, log) -> bool:
    """Seat the next player with something to do; False once the phase is over."""
    if log is not MUTED:  # who is skipped tells everyone who holds no card to play
        log.append(LogEntry(None, reveal=frozenset(range(s.num_seats))))
    while s.queue:
        s.actor = s.queue[0]
        if legal(s) != [EndTurn()]:
            return True
        s.queue.pop(0)
    return False


def legal(s) -> list:
    seat = s.actor
    if s.prompt:
        return prompt_moves(s, seat)
    moves: list = []
    held = s.held[seat]
    if held:  # (most seats hold no Boom/Bust card: skip the sets)
        for card in sorted(
            {
                min(c for c in held if cards.action_delta(c) == d)
                for d in {cards.action_delta(c) for c in held}
            }
        ):
            moves += [_play(card, k) for k in range(cards.NUM_COMPANIES)]
    if s.has(seat, cards.CRAMER) and not s.used[seat] >> cards.CRAMER & 1:
        moves.append(UsePower(cards.CRAMER))
    if (
        s.has(seat, cards.CHANDA)
        and not s.used[seat] >> cards.CHANDA & 1
        and share_payments(s, seat, keep=1)
    ):
        moves.append(UsePower(cards.CHANDA))
    moves += [PlayStrategy(c) for c in strategies.playable(s, seat)]
    if not s.held[seat]:
        moves.append(EndTurn())  # every action card must be played first
    return moves


_play = cache(PlayAction)  # moves are frozen values: one object per play, built once


def apply(s, move, log) -> None:
    seat = s.actor
    if s.prompt:
        answer_prompt(s, seat, move, log)
    elif isinstance(move, PlayAction):
        s.held[seat].remove(move.card)
        s.discard.append(move.card)
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.PLAYS_ACTION(
                        player=seat,
                        card=M.card_text(move.card),
                        company=plain(cards.COMPANIES[move.company]),
                    ),
                    reveal=frozenset(range(s.num_seats)),
                )
            )
        market.move_price(s, move.company, cards.action_delta(move.card), log)
    elif isinstance(move, UsePower):
        s.used[seat] |= 1 << move.investor
        s.prompt = ["cramer"] if move.investor == cards.CRAMER else ["chanda_pay"]
        return
    elif isinstance(move, PlayStrategy):
        strategies.play(s, seat, move.card, log)
    elif isinstance(move, EndTurn):
        s.queue.pop(0)
        if not _next_player(s, log):
            flow.finish(s, log)
        return
    if s.prompt:
        return
    if log is not MUTED:  # whether the turn goes on tells everyone if cards are left to play
        log.append(LogEntry(None, reveal=frozenset(range(s.num_seats))))
    if legal(s) == [EndTurn()]:
        s.queue.pop(0)  # nothing left to do: the turn ends by itself
        if not _next_player(s, log):
            flow.finish(s, log)


# --- prompts: Cramer, Chanda, and the strategy cards' targets ----------------------------------
def prompt_moves(s, seat: int) -> list:
    what = s.prompt[0]
    if what == "cramer":
        return [ChooseCompany(k, d) for k in range(cards.NUM_COMPANIES) for d in (1, -1)]
    if what == "chanda_pay":
        return share_payments(s, seat, keep=1)
    if what == "chanda_target":
        return [
            ChooseCard(c, PORTFOLIO)
            for c in market.one_per_company([c for c in s.portfolio[seat] if c != s.prompt[1]])
        ]
    return strategies.prompt_moves(s, seat)


def answer_prompt(s, seat: int, move, log) -> None:
    what = s.prompt[0]
    if what == "cramer":
        s.prompt = []
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.CRAMER_MOVES(
                        player=seat, company=plain(cards.COMPANIES[move.company]), delta=move.delta
                    )
                )
            )
        market.move_price(s, move.company, move.delta, log)
    elif what == "chanda_pay":
        moved = pay_with_share(s, seat, move, log)
        s.prompt = ["chanda_target", moved]
    elif what == "chanda_target":
        s.prompt = []
        market.move_share(s, seat, move.card, to_split=True)
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.TO_SPLIT(player=seat, card=M.card_text(move.card)),
                    reveal=frozenset(range(s.num_seats)),
                )
            )
    else:
        strategies.answer_prompt(s, seat, move, log)


def share_payments(s, seat: int, keep: int) -> list:
    """Ways to pay with a share: discard a portfolio share, or move a split share back to
    the portfolio (Clever Chanda, Fraudulent Transfer, Vulture Capitalism).  `keep`: shares
    that must remain in the portfolio afterwards for the effect to have a target."""
    moves = []
    if len(s.portfolio[seat]) >= 1 + keep:
        moves += [ChooseCard(c, PORTFOLIO) for c in market.one_per_company(s.portfolio[seat])]
    if s.split[seat] and len(s.portfolio[seat]) >= keep:
        moves += [ChooseCard(c, SPLIT) for c in market.one_per_company(s.split[seat])]
    return moves


def pay_with_share(s, seat: int, move: ChooseCard, log) -> int:
    """Pay with a share; returns the card moved back to the portfolio (-1 if discarded)."""
    everyone = frozenset(range(s.num_seats))
    if move.source == PORTFOLIO:
        market.remove_share(s, seat, move.card)
        s.discard.append(move.card)
        if log is not MUTED:
            log.append(
                LogEntry(
                    M.DISCARDS_SHARE(player=seat, card=M.card_text(move.card)), reveal=everyone
                )
            )
        return -1
    market.move_share(s, seat, move.card, to_split=False)
    if log is not MUTED:
        log.append(
            LogEntry(M.FROM_SPLIT(player=seat, card=M.card_text(move.card)), reveal=everyone)
        )
    return move.card
