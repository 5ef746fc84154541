"""Each investor's power, as the rulebook words it, and the investor auction."""

from __future__ import annotations

from stockpile_helpers import action_turn, advance_to, with_investors

from tabletop.core.rng import Rng
from tabletop.games.stockpile import cards, demand, endgame, investors, market
from tabletop.games.stockpile.cards import DOWN
from tabletop.games.stockpile.moves import (
    Bid,
    ChooseCard,
    ChooseCompany,
    ChoosePair,
    EndTurn,
    Gift,
    LookPile,
    MoveCard,
    OfferInvestor,
    Pass,
    PhilPick,
    Place,
    Sell,
    UsePower,
)
from tabletop.games.stockpile.state import new_game

COSMIC, STEEL = 0, 4


def stock(company: int, k: int = 1) -> int:
    return company * cards.STOCKS_PER_COMPANY + k


def to_demand(s):
    advance_to(s, "demand", Rng(3), chooser=lambda s, legal: Pass() if Pass() in legal else None)


def test_starting_money_comes_from_the_investor_cards():
    s = with_investors(3, 1, {0: [cards.BILL], 1: [cards.OPRAH]})
    assert s.money[0] == 32 and s.money[1] == 37
    s2 = with_investors(2, 1, {0: [cards.BILL, cards.DONALD], 1: [cards.OPRAH, cards.ANA]})
    assert s2.money == [35 + 4, 45 + 12]


def test_investors_needing_a_module_are_not_dealt_without_it():
    s = new_game(5, 2, dict(investors="choose"))
    assert {cards.DANGOTE, cards.LI, cards.IVAN}.isdisjoint(investors.available(s))
    s = new_game(5, 2, dict(investors="choose", commodities=True, promissory=True, strategies=True))
    assert len(investors.available(s)) == 26


def test_agile_ana_earns_1k_per_company_held():
    s = with_investors(3, 3, {0: [cards.ANA]})
    s.portfolio[0] = [stock(COSMIC, 1), stock(COSMIC, 2)]
    s.split[0] = [stock(STEEL, 1)]
    s.money[0] = 0
    endgame.enter_end_round(s, [])
    assert s.money[0] == 2


def test_bailout_barack_buys_from_the_discard_for_value_minus_2k():
    s = with_investors(3, 4, {0: [cards.BARACK]})
    advance_to(s, "selling", Rng(1))
    card = next(c for c in s.deck if cards.company_of(c) == COSMIC)
    s.deck.remove(card)
    s.discard.append(card)
    s.price[COSMIC] = 8  # $9K
    s.money[0] = 10
    advance_to(s, "bailout", Rng(1), chooser=lambda st, legal: EndTurn())
    assert s.actor == 0
    move = ChooseCard(card, "discard")
    assert s.explain(move) is None
    s.apply(move)
    assert (0, -7, "barack") in s.flows  # the Movement Phase follows in the same apply
    assert card in s.portfolio[0] + s.split[0] or card in s.discard  # (a bankruptcy)


def test_broker_bernie_earns_trading_fees_others_pay_them():
    s = with_investors(3, 5, {0: [cards.BERNIE]})
    to_demand(s)
    fee = cards.FEE_FIRST + 8  # a $3K fee
    s.money[0] = s.money[1] = 10
    demand._take(s, 0, fee, [], frozenset())
    demand._take(s, 1, fee, [], frozenset())
    assert s.money[0] == 13 and s.money[1] == 7
    assert not s.unpaid[0] and not s.unpaid[1]


def test_budget_barbara_is_paid_on_the_first_two_spaces_and_pays_her_own_track():
    s = with_investors(3, 6, {0: [cards.BARBARA]})
    to_demand(s)
    assert [investors.bid_cost(s, 0, sp) for sp in range(8)] == [-4, -3, 0, 3, 8, 15, 22, 30]
    assert investors.bid_cost(s, 1, 4) == 10


def test_discount_donald_pays_one_space_lower():
    s = with_investors(3, 7, {0: [cards.DONALD]})
    to_demand(s)
    assert investors.bid_cost(s, 0, 4) == 6  # bid $10K, pay $6K
    assert investors.bid_cost(s, 0, 0) == 0


def test_cunning_carlos_must_be_outbid_by_two_spaces():
    s = with_investors(3, 8, {0: [cards.CARLOS]})
    to_demand(s)
    s.money = [30, 30, 30]
    carlos_turn = s.actor == 0
    if not carlos_turn:  # let the players before him bid elsewhere
        while s.actor != 0:
            s.apply(next(m for m in s.legal_moves() if m.pile != 0))
    s.apply(Bid(0, 4))  # $10K
    other = s.actor
    assert other != 0
    spaces = {m.space for m in s.legal_moves() if isinstance(m, Bid) and m.pile == 0}
    assert spaces == {6, 7}  # $20K or more, as in the rulebook's example
    assert s.explain(Bid(0, 5)) is not None


def test_moneymaker_mitt_earns_1k_per_bid_and_lazy_liliane_pays_when_outbid():
    s = with_investors(3, 9, {0: [cards.MITT], 1: [cards.LILIANE]})
    to_demand(s)
    s.money = [30, 30, 30]
    while s.actor != 1:
        s.apply(next(m for m in s.legal_moves() if isinstance(m, Bid) and m.pile == 2))
    s.apply(Bid(0, 1))  # Liliane on stockpile 1
    while s.actor != 0:
        s.apply(next(m for m in s.legal_moves() if isinstance(m, Bid) and m.pile == 2))
    mitt, liliane = s.money[0], s.money[1]
    s.apply(Bid(0, 3))  # Mitt outbids her: +$1K, she pays $1K
    assert s.money[0] == mitt + 1 and s.money[1] == liliane - 1


def test_liliane_receives_5k_when_demand_begins():
    s = with_investors(3, 10, {1: [cards.LILIANE]})
    advance_to(s, "supply", Rng(2))
    money = s.money[1]
    to_demand(s)
    assert s.money[1] == money + 5


def test_clever_chanda_discards_a_share_to_split_another():
    s = with_investors(3, 11, {0: [cards.CHANDA]})
    action_turn(s, 0)
    s.portfolio[0] = [stock(COSMIC, 1), stock(STEEL, 1)]
    s.split[0] = []
    s.apply(UsePower(cards.CHANDA))
    s.apply(ChooseCard(stock(COSMIC, 1), "portfolio"))
    assert ChooseCard(stock(COSMIC, 1), "portfolio") not in s.legal_moves()
    s.apply(ChooseCard(stock(STEEL, 1), "portfolio"))
    assert s.split[0] == [stock(STEEL, 1)] and stock(COSMIC, 1) in s.discard


def test_crazy_cramer_moves_a_stock_by_one():
    s = with_investors(3, 12, {0: [cards.CRAMER]})
    action_turn(s, 0)
    value = s.company_value(STEEL)
    s.apply(UsePower(cards.CRAMER))
    s.apply(ChooseCompany(STEEL, -1))
    assert s.company_value(STEEL) == value - 1
    assert UsePower(cards.CRAMER) not in s.legal_moves()


def test_daring_dangote_earns_per_commodity_not_tax():
    s = with_investors(3, 13, {0: [cards.DANGOTE]}, commodities=True)
    s.commercial[0] = [cards.COMMODITY_FIRST, cards.COMMODITY_FIRST + 1, cards.TAX_FIRST]
    s.money[0] = 0
    s.portfolio[0] = []
    endgame.enter_end_round(s, [])
    assert s.money[0] == 2


def test_dividend_deborah_declares_1k_per_share_for_everyone():
    s = with_investors(3, 14, {0: [cards.DEBORAH]})
    s.portfolio = [[], [stock(STEEL, 1)], []]
    s.split = [[], [], [stock(STEEL, 2)]]
    s.money = [0, 0, 0]
    s.phase = "end_round"
    endgame.enter_end_round(s, [])
    assert s.actor == 0 and Pass() in s.legal_moves()
    s.apply(ChooseCompany(STEEL, 0))
    assert s.money == [0, 1, 2]


def test_forecast_phil_picks_a_card_before_the_deal():
    s = with_investors(3, 15, {0: [cards.PHIL]})
    assert s.phase == "phil" and s.actor == 0
    s.apply(PhilPick("company", STEEL))
    assert s.pair_company[s.seat_pairs(0)[0]] == STEEL
    s2 = with_investors(3, 15, {0: [cards.PHIL]}, forecast_dice=True)
    pick = next(m for m in s2.legal_moves() if m.what == "forecast")
    assert pick.card in s2.forecast_set
    s2.apply(pick)
    assert s2.pair_forecast[s2.seat_pairs(0)[0]] == pick.card


def test_golden_graham_earns_1k_per_share_sold_and_at_the_end():
    s = with_investors(3, 16, {0: [cards.GRAHAM]})
    advance_to(s, "selling", Rng(6))
    from tabletop.games.stockpile import selling

    s.portfolio[0] = [stock(COSMIC, 1)]
    s.split[0] = [stock(STEEL, 1)]
    s.money[0] = 0
    selling.sell(s, 0, stock(COSMIC, 1), "normal", [])
    selling.sell(s, 0, stock(STEEL, 1), "split", [])
    assert s.money[0] == s.company_value(COSMIC) + 2 * s.company_value(STEEL) + 3


def test_lucrative_li_extra_interest_rounds_up():
    s = with_investors(3, 17, {0: [cards.LI]}, promissory=True)
    s.notes = [3, 0, 0]
    s.money = [0, 0, 0]
    s.portfolio[0] = []
    endgame.enter_end_round(s, [])
    assert s.money[0] == 3 + 2


def test_maverick_mark_moves_a_card_and_wise_warren_looks_first():
    s = with_investors(3, 18, {0: [cards.WARREN], 1: [cards.MARK]})
    advance_to(s, "pre_demand", Rng(8))
    order = [x for x in s.turn_order() if x in (0, 1)]
    for seat in order:
        assert s.actor == seat
        if seat == 0:
            pile = next(m.pile for m in s.legal_moves() if isinstance(m, LookPile))
            s.apply(LookPile(pile))
            assert all(k >> 0 & 1 for k in s.pile_known[pile])
        else:
            sizes = [len(p) for p in s.piles]
            s.apply(MoveCard(0, 0, 1))
            assert [len(p) for p in s.piles][:2] == [sizes[0] - 1, sizes[1] + 1]
    assert s.phase == "demand"


def test_mayknow_martha_looks_at_a_pair_once_per_round():
    s = with_investors(4, 19, {0: [cards.MARTHA]})
    to_demand(s)
    while s.actor != 0:
        s.apply(s.legal_moves()[0])
    s.apply(UsePower(cards.MARTHA))
    targets = [m.pair for m in s.legal_moves()]
    assert targets and all(s.pair_holder[p] not in (0, -2) for p in targets)
    assert any(s.pair_holder[p] == DOWN for p in targets)  # under 5 players
    s.apply(ChoosePair(targets[0]))
    assert s.pair_known[targets[0]] & 1
    assert UsePower(cards.MARTHA) not in s.legal_moves()
    assert s.view(0).pair_company[targets[0]] >= 0


def test_opulent_oprah_gives_2k_after_interest():
    s = with_investors(3, 20, {0: [cards.OPRAH]})
    s.money = [5, 0, 0]
    s.portfolio[0] = []
    s.phase = "end_round"
    endgame.enter_end_round(s, [])
    assert s.actor == 0
    assert Gift(1, 2) in s.legal_moves() and Gift(1, 1) in s.legal_moves()
    s.apply(Gift(1, 2))
    assert s.money == [3, 1, 1]


def test_royal_robins_seeds_the_stockpiles():
    s = with_investors(4, 21, {0: [cards.ROBINS]})
    assert s.phase == "robins" and s.actor == 0 and len(s.robins_draw) == 4
    assert all(c < 0 for c in s.view(1).robins_draw)
    card = s.robins_draw[2]
    s.apply(Place(card, 3, 0))
    assert s.piles[3] == [card] and s.pile_up[3] == [0]
    assert all(len(p) == 1 and u == [1] for p, u in zip(s.piles[:3], s.pile_up[:3]))


def test_secretive_stuart_may_place_both_cards_face_down():
    s = with_investors(3, 22, {0: [cards.STUART]})
    while s.actor != 0:
        s.apply(s.legal_moves()[0])
    s.apply(Place(s.hands[0][0], 0, 0))
    assert {m.face_up for m in s.legal_moves()} == {0, 1}


def test_shorting_soros_sells_one_share_for_8k():
    s = with_investors(3, 23, {0: [cards.SOROS]})
    advance_to(s, "selling", Rng(9))
    while s.actor != 0:
        s.apply(EndTurn())
    s.portfolio[0] = [stock(COSMIC, 1), stock(COSMIC, 2)]
    s.split[0] = []
    s.money[0] = 0
    s.apply(Sell(stock(COSMIC, 1), "soros"))
    assert s.money[0] == 8
    assert Sell(stock(COSMIC, 2), "soros") not in s.legal_moves()


def test_soros_sells_one_share_for_8k_in_the_final_sale():
    s = with_investors(3, 23, {0: [cards.SOROS]})
    s.portfolio = [[stock(COSMIC, 1), stock(STEEL, 1)], [], []]
    s.split = [[], [], []]
    s.price[COSMIC] = 1  # $2K
    s.money = [0, 0, 0]
    endgame.finish(s, [])
    assert s.final[0][2] == 8 + 5


def test_socialist_sanders_takes_from_the_richest_and_gives_to_the_poorest():
    s = with_investors(4, 24, {0: [cards.SANDERS]})
    for seat in range(4):
        s.portfolio[seat] = []
    s.money = [5, 20, 3, 10]
    endgame.enter_end_round(s, [])
    assert s.money == [6, 18, 4, 10]


def test_tactical_talal_sells_again_at_the_end():
    s = with_investors(3, 25, {0: [cards.TALAL]})
    advance_to(s, "selling", Rng(10))
    assert s.queue.count(0) == 2 and s.queue[-1] == 0


def test_investor_auction_money_is_value_minus_bid():
    s = new_game(3, 26, dict(investors="auction"))
    assert s.phase == "offer_investors"
    for _ in range(3):
        hand = s.investor_hand[s.actor]
        pile = next(p for p, i in enumerate(s.offered) if i < 0)
        s.apply(OfferInvestor(hand[0], pile))
    assert s.phase == "investor_auction" and all(i >= 0 for i in s.offered)
    offered = s.offered[:]
    for m in s.legal_moves():
        assert cards.BID_SPACES[m.space] <= investors.start_money(s, offered[m.pile])
    bids = {}
    while s.phase == "investor_auction":
        free = [m for m in s.legal_moves() if s.bid_seat[m.pile] < 0]
        move = free[-1]
        bids[s.actor] = (move.pile, move.space)
        s.apply(move)
    for seat, (pile, space) in bids.items():
        assert s.investors[seat] == [offered[pile]]
        assert s.money[seat] == investors.start_money(s, offered[pile]) - cards.BID_SPACES[space]


def test_illicit_ivan_draws_extra_cards_and_plays_two_per_round():
    s = with_investors(3, 27, {0: [cards.IVAN]}, strategies=True)
    assert s.phase == "strategy_discard"
    hand = 3 + s.rounds
    assert all(len(h) == hand for h in s.strategy_hand)
    while s.phase == "strategy_discard":
        s.apply(s.legal_moves()[0])
    assert len(s.strategy_hand[0]) == hand - 2 + s.rounds - 1
    assert len(s.strategy_hand[1]) == hand - 2
    from tabletop.games.stockpile import strategies

    assert strategies.per_round(s, 0) == 2 and strategies.per_round(s, 1) == 1


def test_market_bonus_reasons_cover_every_payment():
    assert {"mitt", "liliane", "soros", "graham", "barack"} <= market.REASONS
