"""Promissory notes, commodities & taxes, forecast dice, the first-player card, hidden
dividends, and the Action Phase's duty to play every Stock Boom/Bust."""

from __future__ import annotations

from stockpile_helpers import action_turn, advance_to

from tabletop.core.rng import Rng
from tabletop.games.stockpile import cards, endgame, movement
from tabletop.games.stockpile.moves import (
    BuyNotes,
    Claim,
    EndTurn,
    GiveFirstCard,
    PlaceFirstCard,
    PlayAction,
)
from tabletop.games.stockpile.state import new_game


def test_notes_are_bought_at_round_start_and_pay_1k_interest():
    s = new_game(4, 1, dict(promissory=True))
    assert s.phase == "notes"
    seat = s.actor
    assert [m.count for m in s.legal_moves()] == [0, 1, 2, 3]
    s.apply(BuyNotes(3))
    assert s.notes[seat] == 3 and s.money[seat] == 20 - 15
    s.money = [0] * 4
    s.portfolio = [[] for _ in range(4)]
    s.phase = "end_round"
    endgame.enter_end_round(s, [])
    assert s.money[seat] == 3


def test_forecast_dice_pick_one_card_per_die():
    for seed in range(20):
        s = new_game(3, seed, dict(forecast_dice=True))
        assert len(s.dice) == 6 and len(set(s.forecast_set)) == 6
        for die, face, card in zip(cards.DICE, s.dice, s.forecast_set):
            assert cards.FACES[face][0] in die and card // 2 == face
        assert sorted(s.pair_forecast) == sorted(s.forecast_set)


def test_commodities_one_commercial_card_each_placed_face_up():
    s = new_game(3, 2, dict(commodities=True))
    advance_to(s, "commodity", Rng(1))
    assert [len(h) for h in s.commercial_hands] == [1, 1, 1]
    before = sum(len(p) for p in s.piles)
    while s.phase == "commodity":
        s.apply(s.legal_moves()[0])
    assert sum(len(p) for p in s.piles) == before + 3
    assert sum(1 for p in s.piles for c in p if cards.is_commercial(c)) == 3


def test_first_player_card_goes_to_a_stockpile_and_sets_the_next_first_player():
    s = new_game(3, 3, dict(first_player_card=True))
    first = s.first
    advance_to(s, "first_card", Rng(2))
    assert s.actor == first
    s.apply(PlaceFirstCard(1))
    assert cards.FIRST_PLAYER_CARD in s.piles[1]
    advance_to(s, "give_first_card", Rng(3))
    s.apply(GiveFirstCard((first + 2) % 3))
    assert s.first_card == (first + 2) % 3
    advance_to(
        s, "supply", Rng(4), chooser=lambda st, legal: EndTurn() if EndTurn() in legal else None
    )
    assert s.round == 2 and s.first == (first + 2) % 3  # not simply passed left


def test_the_first_player_card_leaves_in_the_last_round():
    s = new_game(5, 4, dict(first_player_card=True))
    rng = Rng(5)
    while s.round < s.rounds or s.phase in ("supply",):
        legal = s.legal_moves()
        s.apply(legal[rng.below(len(legal))])
    while s.phase != "demand":
        assert s.phase != "first_card"
        legal = s.legal_moves()
        s.apply(legal[rng.below(len(legal))])
    assert all(cards.FIRST_PLAYER_CARD not in p for p in s.piles)


def test_hidden_dividends_let_a_player_show_fewer_shares():
    s = new_game(3, 6, dict(hidden_dividends=True))
    advance_to(s, "supply", Rng(1))
    s.pair_company = [0, 1, 2, 3, 4, 5]
    s.pair_forecast = [cards.face_index("$$") * 2] + [cards.face_index("+1") * 2] * 5
    s.pair_falsified = [0] * 6
    s.portfolio = [[1, 2], [3], []]
    s.split = [[], [], [4]]
    s.money = [0, 0, 0]
    s.phase = "movement"
    movement.enter(s, [])
    assert s.phase == "claim"
    answers = {0: Claim(1, 0), 1: Claim(0, 0), 2: Claim(0, 1)}
    paid = {}
    for _ in range(3):
        seat = s.actor
        legal = s.legal_moves()
        assert answers[seat] in legal and len(legal) == {0: 3, 1: 2, 2: 2}[seat]
        s.apply(answers[seat])
        paid[seat] = sum(a for who, a, why in s.flows if who == seat and why == "dividend")
    assert paid == {0: 2, 1: 0, 2: 4}


def test_every_stock_boom_and_bust_must_be_played():
    s = new_game(3, 7)
    action_turn(s, 0)
    s.held[0] = [cards.BOOM_FIRST]
    for lst in [s.deck, s.discard] + s.portfolio:
        if cards.BOOM_FIRST in lst:
            lst.remove(cards.BOOM_FIRST)
    assert EndTurn() not in s.legal_moves()
    assert s.explain(EndTurn()) is not None
    value = s.company_value(2)
    s.apply(PlayAction(cards.BOOM_FIRST, 2))
    assert s.company_value(2) == value + 2 and cards.BOOM_FIRST in s.discard
