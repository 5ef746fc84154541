"""The flow of a round: dealing, drawing, passing the turn, round end, options, scoring.

Every function takes the state and a `log` list it appends LogEntries to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import MUTED, LogEntry, seats_after
from . import messages as m
from .cards import (
    DEALT_SHARES,
    HAND_SIZE,
    MARKET_CLOSED_CARDS_BELOW,
    MARKET_CLOSED_ID,
    NUM_COMPANIES,
    NUM_EVENTS,
    OPTION_TOKENS,
    ROUNDS,
    START_OPTIONS,
    STARTERS,
    company_of,
    shares_on,
)

if TYPE_CHECKING:
    from .state import TakeStockState


def everyone(st: TakeStockState) -> int:
    """The knowledge mask of a card every seat has seen."""
    return (1 << st.num_seats) - 1


def setup_game(st: TakeStockState) -> None:
    n = st.num_seats
    st.round = 1
    st.options = [START_OPTIONS] * n
    st.option_supply = OPTION_TOKENS - START_OPTIONS * n
    st.totals = [0] * n
    st.round_scores = []
    st.secured = [[] for _ in range(n)]
    st.splits = [[] for _ in range(NUM_COMPANIES)]
    st.frozen = [None] * NUM_COMPANIES
    build_event_deck(st)
    st.event_discard, st.event_discard_known = [], []
    deal_round(st)


def build_event_deck(st: TakeStockState) -> None:
    """All 40 events face down, Market Closed the 11th card from the bottom."""
    others = [e for e in range(NUM_EVENTS) if e != MARKET_CLOSED_ID]
    st.rng.shuffle(others)
    st.event_deck = (
        others[:MARKET_CLOSED_CARDS_BELOW] + [MARKET_CLOSED_ID] + others[MARKET_CLOSED_CARDS_BELOW:]
    )
    st.event_deck_known = [0] * NUM_EVENTS
    st.event_deck_known[MARKET_CLOSED_CARDS_BELOW] = everyone(st)  # its depth is public
    st.deck_batches = [NUM_EVENTS]


def deal_round(st: TakeStockState) -> None:
    """Starters on the market, the other 55 share cards shuffled and dealt."""
    n = st.num_seats
    cards = list(DEALT_SHARES)
    st.rng.shuffle(cards)
    size = HAND_SIZE[n]
    st.hands = [cards[i * size : (i + 1) * size] for i in range(n)]
    st.draw_pile = cards[n * size :]
    st.pile_pool = []
    st.discard = []
    st.market = [[s] for s in STARTERS]
    st.certificates = [[] for _ in range(n)]
    st.known_hand = [[] for _ in range(n)]
    st.looking_at = []
    st.queue = []
    st.closed = 0
    st.owed = st.taken = st.target = 0
    st.resolving = None
    st.pending = ""
    st.turn = st.actor = (st.dealer + 1) % n
    st.phase = "draw"


def draw_share(st: TakeStockState, seat: int, log: list) -> bool:
    """`seat` draws a share card; False (round over) if the piles ran dry at once."""
    card = st.draw_pile.pop()
    st.hands[seat].append(card)
    if log is not MUTED:
        log.append(
            LogEntry(
                m.DREW(player=seat), {seat: m.YOU_DREW(card=m.card_text(card))}, frozenset((seat,))
            )
        )
    if st.draw_pile:
        return True
    # "Sobald die letzte Karte gezogen wurde": the discard becomes the new pile at once.
    if not st.discard:
        end_round(st, m.PILES_EMPTY, log)
        return False
    st.draw_pile, st.discard = st.discard, []
    st.rng.shuffle(st.draw_pile)
    st.pile_pool = sorted(st.draw_pile)
    if log is not MUTED:
        log.append(LogEntry(m.RESHUFFLED))
    return True


def discard_from_hand(st: TakeStockState, seat: int, card: int, log: list) -> bool:
    """Discard face up; False (round over) if that was the seat's last card."""
    take_from_hand(st, seat, card)
    st.discard.append(card)
    if log is not MUTED:
        log.append(LogEntry(m.DISCARDED(player=seat, card=m.card_text(card))))
    return check_hand(st, seat, log)


def take_from_hand(st: TakeStockState, seat: int, card: int) -> None:
    st.hands[seat].remove(card)
    known = st.known_hand[seat]
    if card in known:
        known.remove(card)


def check_hand(st: TakeStockState, seat: int, log: list) -> bool:
    """The round ends the moment a hand becomes empty."""
    if st.hands[seat]:
        return True
    end_round(st, m.HAND_EMPTY(player=seat), log)
    return False


def end_turn(st: TakeStockState) -> None:
    st.turn = st.actor = (st.turn + 1) % st.num_seats
    st.phase = "draw"
    st.pending = ""
    st.resolving = None
    st.queue = []


def discard_event(st: TakeStockState, event: int, known: int) -> None:
    st.event_discard.append(event)
    st.event_discard_known.append(known)


# --- round end ------------------------------------------------------------------------------
def end_round(st: TakeStockState, reason, log: list) -> None:
    if log is not MUTED:
        log.append(LogEntry(reason))
    if st.resolving is not None:  # an event cut short by the round's end
        if st.pending == "secured_event":
            if log is not MUTED:
                log.append(LogEntry(m.UNPLAYED_EVENT(event=m.event_text(st.resolving))))
        discard_event(st, st.resolving, everyone(st))
        st.resolving = None
    st.pending = ""
    st.owed = st.taken = 0
    st.looking_at = []
    st.queue = [
        p
        for p in seats_after((st.dealer + 1) % st.num_seats, st.num_seats)
        if st.hands[p] and st.options[p]
    ]
    if st.queue:
        st.phase = "options"
        st.actor = st.queue[0]
    else:
        finish_round(st, log)


def use_option(st: TakeStockState, card: int, log: list) -> None:
    seat = st.actor
    take_from_hand(st, seat, card)
    st.certificates[seat].append(card)
    st.options[seat] -= 1
    st.option_supply += 1
    if log is not MUTED:
        log.append(LogEntry(m.OPTION_USED(player=seat, card=m.card_text(card))))
    if not st.hands[seat] or not st.options[seat]:
        next_option_user(st, log)


def next_option_user(st: TakeStockState, log: list) -> None:
    st.queue.pop(0)
    if st.queue:
        st.actor = st.queue[0]
    else:
        finish_round(st, log)


def score_round(st: TakeStockState) -> tuple[list[int], list[int]]:
    values = st.company_values()
    return [
        sum(shares_on(c) * values[company_of(c)] for c in certs) for certs in st.certificates
    ], values


def finish_round(st: TakeStockState, log: list) -> None:
    for p in range(st.num_seats):
        if st.hands[p]:
            if log is not MUTED:
                log.append(LogEntry(m.HAND_DISCARDED(player=p, count=len(st.hands[p]))))
            st.discard.extend(st.hands[p])
            st.hands[p] = []
            st.known_hand[p] = []
    scores, values = score_round(st)
    st.round_scores.append(scores)
    st.totals = [t + s for t, s in zip(st.totals, scores)]
    for p, points in enumerate(scores):
        if log is not MUTED:
            log.append(LogEntry(m.ROUND_SCORED(player=p, points=points)))
    held = [
        [sum(shares_on(k) for k in certs if company_of(k) == c) for c in range(NUM_COMPANIES)]
        for certs in st.certificates
    ]  # per seat, per company: for the score sheet
    st.queue = []
    if log is not MUTED:
        data = {"round": st.round, "scores": scores, "values": values, "shares": held}
        if st.round < ROUNDS:
            # The scored market as it lies before the next deal: the UI shows it with the sheet.
            data["position"] = position = st.clone()
            position.phase = "scored"
        log.append(LogEntry(None, event="round_scored", data=data))
    if st.round == ROUNDS:
        st.phase = "over"
        winners = share_winners_of(st)
        for p in winners:
            if log is not MUTED:
                log.append(LogEntry(m.GAME_WON(player=p, points=st.totals[p])))
        if log is not MUTED:
            log.append(
                LogEntry(None, event="game_over", data={"totals": st.totals[:], "winners": winners})
            )
        return
    rebuild_event_deck(st)
    st.dealer = next_dealer(st)
    st.round += 1
    deal_round(st)
    if log is not MUTED:
        log.append(LogEntry(m.ROUND_STARTS(round=st.round, player=st.dealer)))


def share_winners_of(st: TakeStockState) -> list[int]:
    best = max(st.totals)
    return [p for p, t in enumerate(st.totals) if t == best]


def next_dealer(st: TakeStockState) -> int:
    """The lowest score deals; a tie goes to the tied seat first clockwise after the dealer."""
    low = min(st.totals)
    for p in seats_after((st.dealer + 1) % st.num_seats, st.num_seats):
        if st.totals[p] == low:
            return p
    raise AssertionError("unreachable")


def rebuild_event_deck(st: TakeStockState) -> None:
    if st.closed:
        # Market Closed: every event is collected, secured ones too, and the deck rebuilt.
        st.secured = [[] for _ in range(st.num_seats)]
        build_event_deck(st)
    else:
        # The face-up splits and freezes and the event discard go face down under the deck.
        # The rulebook does not say they are shuffled; we shuffle that batch so that the order
        # of play cannot be read back from it.
        batch = [e for row in st.splits for e in row] + [e for e in st.frozen if e is not None]
        known = [everyone(st)] * len(batch) + st.event_discard_known
        batch += st.event_discard
        order = list(range(len(batch)))
        st.rng.shuffle(order)
        if batch:
            st.event_deck = [batch[i] for i in order] + st.event_deck
            st.event_deck_known = [known[i] for i in order] + st.event_deck_known
            st.deck_batches = [len(batch)] + st.deck_batches
    st.splits = [[] for _ in range(NUM_COMPANIES)]
    st.frozen = [None] * NUM_COMPANIES
    st.event_discard, st.event_discard_known = [], []


def draw_event(st: TakeStockState) -> int:
    """The top event card, keeping the batch bookkeeping in step."""
    st.event_deck_known.pop()
    st.deck_batches[-1] -= 1
    if not st.deck_batches[-1]:
        st.deck_batches.pop()
    return st.event_deck.pop()
