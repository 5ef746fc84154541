"""The rulebook's own examples, and the base game's phases."""

from __future__ import annotations

from stockpile_helpers import advance_to

from tabletop.core.game import LogEntry
from tabletop.games.stockpile import cards, endgame, market, movement
from tabletop.games.stockpile.cards import DOWN
from tabletop.games.stockpile.moves import Bid, EndTurn, Place, Sell
from tabletop.games.stockpile.state import new_game

ELECTRIC, COSMIC, STEEL = 5, 0, 4


def stock(company: int, k: int = 1) -> int:
    return company * cards.STOCKS_PER_COMPANY + k


def test_epic_electric_nine_plus_four_splits_and_ends_on_eight():
    s = new_game(4, 1)
    s.portfolio[0] = [stock(ELECTRIC, 1)]
    s.split[1] = [stock(ELECTRIC, 2)]
    s.price[ELECTRIC] = 8  # value 9
    s.flows = []
    money = s.money[:]
    market.move_price(s, ELECTRIC, 4, [])
    assert s.company_value(ELECTRIC) == 8
    assert s.split[0] == [stock(ELECTRIC, 1)] and not s.portfolio[0]  # moved to split
    assert s.money[1] == money[1] + cards.SPLIT_BONUS  # already split: $10K
    assert s.split[1] == [stock(ELECTRIC, 2)]


def test_exactly_reaching_the_split_space_resets_to_six():
    s = new_game(3, 1)
    s.price[COSMIC] = 8
    market.move_price(s, COSMIC, 2, [])
    assert s.company_value(COSMIC) == 6


def test_bankruptcy_discards_every_share_and_restarts_at_five():
    s = new_game(3, 2)
    s.portfolio[0] = [stock(COSMIC, 1), stock(STEEL, 1)]
    s.split[2] = [stock(COSMIC, 2)]
    s.price[COSMIC] = 1  # value 2
    market.move_price(s, COSMIC, -3, [])
    assert s.company_value(COSMIC) == 5
    assert s.portfolio[0] == [stock(STEEL, 1)] and s.split[2] == []
    assert {stock(COSMIC, 1), stock(COSMIC, 2)} <= set(s.discard)


def test_seven_promissory_notes_redeem_for_35k_in_a_4_player_game():
    s = new_game(4, 3, dict(promissory=True))
    for seat in range(4):
        s.portfolio[seat] = []
    s.notes = [7, 0, 0, 0]
    s.money = [0, 0, 0, 0]
    endgame.finish(s, [])
    assert s.final[0][3] == 35 and s.totals[0] == 35


def test_commodities_example_pays_32k():
    # 2 cattle, 2 oil, 1 corn, 1 gold: $24K for four kinds plus $8K for two.
    kinds = cards.COMMODITY_KINDS

    def commodity(kind, copy=0):
        return cards.COMMODITY_FIRST + kinds.index(kind) * 3 + copy

    hand = [
        commodity("Cattle"),
        commodity("Cattle", 1),
        commodity("Oil"),
        commodity("Oil", 1),
        commodity("Corn"),
        commodity("Gold"),
    ]
    assert endgame.commodity_bonus(hand) == 32
    assert endgame.tax_penalty([cards.TAX_FIRST, cards.TAX_FIRST + 1, cards.TAX_FIRST + 2]) == 12


def test_majority_bonus_counts_split_shares_double_and_shares_ties():
    s = new_game(3, 4)
    s.portfolio = [[stock(COSMIC, 1), stock(COSMIC, 2)], [], [stock(STEEL, 1)]]
    s.split = [[], [stock(COSMIC, 3)], [stock(STEEL, 2)]]
    s.money = [0, 0, 0]
    endgame.finish(s, [])
    cosmic, steel = s.company_value(COSMIC), s.company_value(STEEL)
    assert s.final[0][1] == 5 and s.final[1][1] == 5  # 2 v 2: tied
    assert s.final[2][1] == 10
    assert s.totals == [5 + 2 * cosmic, 5 + 2 * cosmic, 10 + 3 * steel]


def _pair_with(s, face: str, falsified: int) -> int:
    pair = 0
    s.pair_forecast[pair] = cards.face_index(face) * 2
    s.pair_falsified[pair] = falsified
    return pair


def test_falsified_earnings_shifts_positive_dividend_and_negative_forecasts():
    s = new_game(3, 5, dict(forecast_dice=True))
    advance_to(s, "supply")
    assert movement.forecast_effect(s, _pair_with(s, "+4", 1)) == (0, 1)
    assert movement.forecast_effect(s, _pair_with(s, "+1", 1)) == (0, -2)
    assert movement.forecast_effect(s, _pair_with(s, "$$", 1)) == (2, -3)
    assert movement.forecast_effect(s, _pair_with(s, "-2", 1)) == (0, 1)
    assert movement.forecast_effect(s, _pair_with(s, "-2", 0)) == (0, -2)


def test_falsified_dividend_pays_before_it_falls():
    s = new_game(3, 6)
    advance_to(s, "supply")
    # Make every pair a harmless +1 except pair 0: falsified $$ on Cosmic.
    s.pair_company = [0, 1, 2, 3, 4, 5]
    s.pair_forecast = [cards.face_index("$$") * 2] + [cards.face_index("+1") * 2] * 5
    s.pair_falsified = [1, 0, 0, 0, 0, 0]
    s.portfolio = [[stock(COSMIC, 1)], [], []]
    s.split = [[], [], []]
    s.price[COSMIC] = 6  # value 7
    s.money = [0, 0, 0]
    s.flows = []
    s.phase = "movement"
    movement.enter(s, [])
    assert s.money[0] == 2  # paid at 7, then 7 - 3 = 4
    assert s.company_value(COSMIC) == 4


def test_a_round_of_the_base_game_runs_its_phases_in_order():
    s = new_game(3, 11)
    phases = []
    while s.round < 2:
        if not phases or phases[-1] != s.phase:
            phases.append(s.phase)
        s.apply(s.legal_moves()[0])
    assert phases[:2] == ["supply", "demand"] and phases[-1] == "selling"
    assert set(phases) <= {"supply", "demand", "action", "selling"}
    assert s.round == 2 and s.phase == "supply"


def test_information_phase_deals_one_pair_each_one_public_and_the_rest_face_down():
    for seats, down in ((3, 2), (4, 1), (5, 0)):
        s = new_game(seats, 12)
        assert sorted(s.pair_company) == list(range(6))
        assert sorted(s.pair_forecast) == sorted(cards.BASE_FORECASTS)
        assert s.pair_holder.count(DOWN) == down and s.pair_holder.count(-2) == 1
        assert all(len(s.seat_pairs(x)) == 1 for x in range(seats))


def test_supply_one_card_face_up_and_one_face_down():
    s = new_game(3, 13)
    assert s.phase == "supply" and all(len(p) == 1 and p[0] >= 0 for p in s.piles)
    seat = s.actor
    first = Place(s.hands[seat][0], 0, 1)
    s.apply(first)
    assert {m.face_up for m in s.legal_moves()} == {0}  # the other goes face down
    s.apply(s.legal_moves()[0])
    assert s.actor != seat


def test_starting_setup_gives_20k_and_one_stock_each():
    s = new_game(4, 14)
    assert s.money == [20] * 4
    assert all(len(p) == 1 for p in s.portfolio)
    assert len({cards.company_of(p[0]) for p in s.portfolio}) == 4
    assert all(s.company_value(c) == 5 for c in range(6))
    assert s.rounds == 6


def test_trading_fee_is_paid_or_kept_until_money_arrives():
    s = new_game(3, 15)
    advance_to(s, "demand")
    fee = cards.FEE_FIRST + 8  # a $3K fee
    s.piles = [[fee], [], []]
    s.pile_up = [[1], [], []]
    s.pile_known = [[-1], [], []]
    s.deck = [c for c in s.deck if c != fee]
    s.discard = [c for c in s.discard if c != fee]
    for h in s.hands:
        assert not h
    order = s.turn_order()
    s.money[order[0]] = 2
    s.apply(Bid(0, 0))  # first player takes the fee pile for $0
    s.apply(Bid(1, 0))
    s.apply(Bid(2, 0))
    p = order[0]
    assert s.unpaid[p] == [fee]
    market.gain(s, p, 1, "sale")
    assert s.unpaid[p] == [] and s.money[p] == 0 and fee in s.discard


def test_selling_pays_value_and_split_double_and_half():
    s = new_game(3, 16)
    advance_to(s, "selling", chooser=lambda s, legal: EndTurn() if EndTurn() in legal else None)
    seat = s.actor
    s.portfolio[seat] = [stock(COSMIC, 1)]
    s.split[seat] = [stock(STEEL, 1), stock(STEEL, 2)]
    s.money[seat] = 0
    s.flows = []
    value_c, value_s = s.company_value(COSMIC), s.company_value(STEEL)
    s.apply(Sell(stock(COSMIC, 1), "normal"))
    s.apply(Sell(stock(STEEL, 1), "split"))
    s.apply(Sell(stock(STEEL, 2), "half"))
    assert s.money[seat] == value_c + 3 * value_s
    assert s.portfolio[seat] == [stock(STEEL, 2)]


def test_dividend_pays_per_share_and_double_for_split_shares():
    s = new_game(3, 17)
    s.portfolio = [[stock(STEEL, 1)], [], []]
    s.split = [[stock(STEEL, 2)], [], []]
    s.money = [0, 0, 0]
    market.pay_per_share(s, STEEL, 2, "dividend")
    assert s.money == [6, 0, 0]


def test_game_lengths_follow_the_calendar():
    assert [new_game(n, 1).rounds for n in (2, 3, 4, 5)] == [6, 7, 6, 5]


def test_advanced_board_tracks_and_steel_dividends():
    s = new_game(3, 18, dict(advanced_board=True))
    assert [s.company_value(c) for c in range(6)] == [5] * 6
    s.portfolio = [[stock(STEEL, 1)], [], []]
    s.split = [[], [stock(STEEL, 2)], []]
    s.money = [0, 0, 0]
    market.move_price(s, STEEL, 1, [])  # 9th -> 10th space: a $ space
    assert s.money == [1, 2, 0]
    market.move_price(s, STEEL, 1, [])  # splits: back to the 5th space (value 3)
    assert s.company_value(STEEL) == 3
    market.move_price(s, 0, 3, [])  # Cosmic 5 -> 7 -> 9 -> split -> 5
    assert s.company_value(0) == 5
    s.price[5] = 4
    market.move_price(s, 5, -5, [])  # Epic Electric bankrupt: back to 5th space
    assert s.price[5] == 4
    log: list[LogEntry] = []
    market.move_price(s, 3, 5, log)  # Automotive 5,7,9,11,13, split -> 7
    assert s.company_value(3) == 7


def test_refusals_name_the_rule():
    from tabletop.games.stockpile import messages as M

    s = new_game(3, 19)
    seat = s.actor
    card = s.hands[seat][0]
    s.apply(Place(card, 0, 1))
    assert s.explain(Place(s.hands[seat][0], 1, 1)) == M.WHY_FACES
    assert s.explain(Place(s.hands[seat][0], 1, 0)) is None
