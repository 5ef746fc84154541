"""Shared helpers for the Stockpile tests: building positions, random play, invariants."""

from __future__ import annotations

from tabletop.core.game import HIDDEN
from tabletop.core.rng import Rng
from tabletop.games.stockpile import cards, market
from tabletop.games.stockpile.state import StockpileState, new_game

ALL_MODULES = dict(
    advanced_board=True,
    promissory=True,
    commodities=True,
    forecast_dice=True,
    strategies=True,
    investors="choose",
    first_player_card=True,
    hidden_dividends=True,
)


def advance_to(s: StockpileState, phase: str, rng: Rng | None = None, chooser=None) -> None:
    """Play random (or `chooser`'s) moves until the game reaches `phase`."""
    rng = rng or Rng(7)
    while s.phase != phase:
        assert not s.is_terminal(), f"the game ended before {phase}"
        legal = s.legal_moves()
        move = chooser(s, legal) if chooser else None
        s.apply(move if move is not None else legal[rng.below(len(legal))])


def market_locations(s: StockpileState) -> list[int]:
    found = list(s.deck) + list(s.discard) + list(s.robins_draw)
    for lists in (s.piles, s.hands, s.portfolio, s.split, s.held, s.unpaid):
        for lst in lists:
            found += [c for c in lst if c < cards.NUM_MARKET]
    return found


def commercial_locations(s: StockpileState) -> list[int]:
    found = list(s.commercial_deck) + list(s.commercial_discard)
    for lists in (s.piles, s.commercial_hands, s.commercial):
        for lst in lists:
            found += [c for c in lst if cards.is_commercial(c)]
    return found


def check_invariants(s: StockpileState) -> None:
    assert sorted(market_locations(s)) == list(range(cards.NUM_MARKET))
    if s.options["commodities"]:
        assert sorted(commercial_locations(s)) == list(cards.COMMERCIAL_CARDS)
    assert all(m >= 0 for m in s.money)
    assert all(all(cards.is_stock(c) for c in p) for p in s.portfolio + s.split)
    assert all(all(cards.is_action(c) for c in h) for h in s.held)
    for seat in range(s.num_seats):
        assert set(s.known_portfolio[seat]) <= set(s.portfolio[seat])
        assert set(s.known_split[seat]) <= set(s.split[seat])
    if s.options["strategies"]:
        strategy = list(s.strategy_deck) + list(s.strategy_played)
        for lst in s.strategy_hand + s.strategy_out:
            strategy += lst
        assert sorted(strategy) == list(range(cards.NUM_STRATEGIES))


def play_random(seats: int, seed: int, options: dict, on_step=None) -> StockpileState:
    s = new_game(seats, seed, options)
    rng = Rng(seed * 7919 + 1)
    while not s.is_terminal():
        legal = s.legal_moves()
        assert legal, (s.phase, s.prompt)
        before = s.money[:]
        move = legal[rng.below(len(legal))]
        s.apply(move)
        for seat in range(seats):
            assert s.money[seat] - before[seat] == sum(a for who, a, _ in s.flows if who == seat)
        assert all(reason in market.REASONS for _, _, reason in s.flows)
        if on_step:
            on_step(s, move)
    return s


def hidden_count(lst: list[int]) -> int:
    return sum(1 for c in lst if c == HIDDEN)


NEUTRAL = (cards.BILL, cards.STUART, cards.GRAHAM, cards.BERNIE, cards.CRAMER)


def with_investors(seats: int, seed: int, assign: dict[int, list[int]], **options):
    """A new game in which seat k plays the investors assign[k]; other seats get powers that
    do not meddle with other players (Billionaire Bill first)."""
    from tabletop.games.stockpile.moves import ChooseInvestor

    s = new_game(seats, seed, dict(options, investors="choose"))
    taken = {i for lst in assign.values() for i in lst}
    spare = [i for i in NEUTRAL if i not in taken]
    wanted = {seat: list(assign.get(seat, [])) for seat in range(seats)}
    for seat in range(seats):
        while len(wanted[seat]) < len(s.investor_hand[seat]) // 2:
            wanted[seat].append(spare.pop(0))
    for seat in range(seats):
        s.investor_hand[seat] = wanted[seat] + [spare.pop() if spare else 25 - seat]
    while s.phase == "choose_investors":
        seat = s.actor
        s.apply(ChooseInvestor(wanted[seat][len(s.investors[seat])]))
    return s


def action_turn(s: StockpileState, seat: int) -> None:
    """Play on to the end of the auction, then give `seat` an Action Phase turn of its own
    with no Stock Boom/Bust to play (a test shortcut)."""
    advance_to(s, "demand", Rng(4))
    rng = Rng(5)
    while s.phase in ("demand", "give_first_card"):
        legal = s.legal_moves()
        s.apply(legal[rng.below(len(legal))])
    s.phase, s.queue, s.actor, s.prompt = "action", [seat], seat, []
    for held in s.held:
        s.discard += held
        held.clear()


def give_strategy(s: StockpileState, seat: int, kind: int) -> int:
    """Put a strategy card of type `kind` into seat's hand (from wherever it is)."""
    for card in (kind * cards.STRATEGY_COPIES, kind * cards.STRATEGY_COPIES + 1):
        if card in s.strategy_hand[seat]:
            return card
        for lst in [s.strategy_deck, s.strategy_played] + s.strategy_hand + s.strategy_out:
            if card in lst and lst is not s.strategy_hand[seat]:
                lst.remove(card)
                s.strategy_hand[seat].append(card)
                return card
    raise AssertionError("no copy left")
