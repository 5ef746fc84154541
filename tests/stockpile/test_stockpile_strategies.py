"""Each investment strategy card (our reconstruction, docs/rules/stockpile-decisions.md)."""

from __future__ import annotations

import pytest
from stockpile_helpers import action_turn, give_strategy, with_investors

from tabletop.games.stockpile import cards
from tabletop.games.stockpile import strategies as st
from tabletop.games.stockpile.cards import DOWN
from tabletop.games.stockpile.moves import ChooseCard, ChooseCompany, ChoosePair, PlayStrategy
from tabletop.games.stockpile.state import new_game

COSMIC, BANK, LABS, AUTO, STEEL, ELECTRIC = range(6)
ALL = dict(strategies=True, promissory=True, commodities=True)


def stock(company: int, k: int = 1) -> int:
    return company * cards.STOCKS_PER_COMPANY + k


def commodity(kind: str, copy: int = 0) -> int:
    return cards.COMMODITY_FIRST + cards.COMMODITY_KINDS.index(kind) * 3 + copy


def ready(seed: int = 1, seats: int = 3, **extra):
    """A game in the Action Phase, seat 0 to act, with $20K and a known portfolio."""
    s = new_game(seats, seed, dict(ALL, **extra))
    while s.phase == "strategy_discard":
        s.apply(s.legal_moves()[0])
    action_turn(s, 0)
    s.money[0] = 20
    s.flows = []
    s.portfolio[0] = [stock(COSMIC, 1)]
    s.split[0] = []
    return s


def play(s, kind: int) -> int:
    card = give_strategy(s, 0, kind)
    assert PlayStrategy(card) in s.legal_moves() or s.explain(PlayStrategy(card)) is None
    s.apply(PlayStrategy(card))
    return card


def net(s, seat: int = 0) -> int:
    return sum(a for who, a, _ in s.flows if who == seat)


def test_block_trading_pays_half_the_space_the_meeple_ended_on():
    s = ready()
    s.won_space[0], s.won_paid[0] = [4], [6]  # ended on $10K (Donald paid $6K)
    play(s, cards.BLOCK_TRADING)
    assert s.money[0] == 20 - 1 + 5


def test_value_investing_pays_4k_for_a_cheap_stockpile_only():
    s = ready()
    s.won_space[0] = [4]
    assert not st.feasible(s, 0, cards.VALUE_INVESTING)
    s.won_space[0] = [2]
    play(s, cards.VALUE_INVESTING)
    assert s.money[0] == 24


def test_convertible_bond_turns_a_note_into_a_share_from_the_discard():
    s = ready()
    s.notes[0] = 1
    s.discard.append(stock(STEEL, 5))
    play(s, cards.CONVERTIBLE_BOND)
    assert s.notes[0] == 0
    s.apply(ChooseCard(stock(STEEL, 5), "discard"))
    assert stock(STEEL, 5) in s.portfolio[0] and stock(STEEL, 5) not in s.discard


def test_corner_the_market_pays_5k_per_duplicate_commodity_never_taxes():
    s = ready()
    s.commercial[0] = [
        commodity("Platinum"),
        commodity("Platinum", 1),
        commodity("Corn"),
        commodity("Corn", 1),
        commodity("Corn", 2),
        cards.TAX_FIRST,
        cards.TAX_FIRST + 1,
    ]
    play(s, cards.CORNER_THE_MARKET)
    assert s.money[0] == 20 - 1 + 15


def test_corporate_espionage_looks_at_one_pair_and_insider_trading_at_two():
    s = ready(seats=3)
    play(s, cards.CORPORATE_ESPIONAGE)
    targets = [m.pair for m in s.legal_moves()]
    assert all(s.pair_holder[p] in (1, 2, DOWN) for p in targets)
    s.apply(ChoosePair(targets[0]))
    assert s.pair_known[targets[0]] & 1 and not s.prompt
    s2 = ready(seed=2, seats=3)
    play(s2, cards.INSIDER_TRADING)
    s2.apply(ChoosePair(s2.legal_moves()[0].pair))
    s2.apply(ChoosePair(s2.legal_moves()[0].pair))
    assert sum(1 for k in s2.pair_known if k & 1) == 1 + 1 + 2  # own, public, two looked


def test_data_broker_reveals_a_players_pair_to_everyone():
    s = ready()
    play(s, cards.DATA_BROKER)
    pair = s.legal_moves()[0].pair
    assert s.pair_holder[pair] in (1, 2)
    s.apply(ChoosePair(pair))
    assert s.pair_known[pair] == 0b111 and s.money[0] == 22
    assert s.view(2).pair_company[pair] >= 0


def test_diversification_pays_2k_per_company_held():
    s = ready()
    s.split[0] = [stock(STEEL, 1)]
    play(s, cards.DIVERSIFICATION)
    assert s.money[0] == 20 - 1 + 4


@pytest.mark.parametrize(
    "kind,per_share,cost", [(cards.DIVIDEND_GROWTH, 1, 0), (cards.SPECIAL_DIVIDEND, 2, 2)]
)
def test_dividend_cards_pay_every_holder(kind, per_share, cost):
    s = ready()
    s.portfolio[1], s.split[1] = [stock(STEEL, 1)], []
    s.portfolio[2], s.split[2] = [], [stock(STEEL, 2)]
    money = s.money[:]
    play(s, kind)
    s.apply(ChooseCompany(STEEL, 0))
    assert s.money[1] == money[1] + per_share and s.money[2] == money[2] + 2 * per_share
    assert s.money[0] == 20 - cost


def test_falsified_earnings_goes_on_any_forecast_once():
    s = ready()
    play(s, cards.FALSIFIED_EARNINGS)
    assert len(s.legal_moves()) == 6
    s.apply(ChoosePair(3))
    assert s.pair_falsified[3] == 1


def test_fraudulent_transfer_swaps_a_share_for_one_from_the_discard():
    s = ready()
    s.discard.append(stock(LABS, 4))
    play(s, cards.FRAUDULENT_TRANSFER)
    s.apply(ChooseCard(stock(COSMIC, 1), "portfolio"))
    assert ChooseCard(stock(COSMIC, 1), "discard") not in s.legal_moves()
    s.apply(ChooseCard(stock(LABS, 4), "discard"))
    assert s.portfolio[0] == [stock(LABS, 4)] and stock(COSMIC, 1) in s.discard


def test_fraudulent_transfer_may_be_paid_with_a_split_share():
    s = ready()
    s.portfolio[0] = []
    s.split[0] = [stock(AUTO, 2)]
    s.discard.append(stock(LABS, 4))
    play(s, cards.FRAUDULENT_TRANSFER)
    s.apply(ChooseCard(stock(AUTO, 2), "split"))
    s.apply(ChooseCard(stock(LABS, 4), "discard"))
    assert sorted(s.portfolio[0]) == [stock(LABS, 4), stock(AUTO, 2)] and not s.split[0]


def test_vulture_capitalism_takes_only_cheap_companies():
    s = ready()
    s.discard = [c for c in s.discard if not cards.is_stock(c)] + [stock(LABS, 4), stock(STEEL, 4)]
    s.price[LABS] = 8  # $9K: too dear
    s.price[STEEL] = 2  # $3K
    play(s, cards.VULTURE_CAPITALISM)
    s.apply(ChooseCard(stock(COSMIC, 1), "portfolio"))
    assert [m.card for m in s.legal_moves()] == [stock(STEEL, 4)]


def test_interpositioning_refunds_the_stockpile_up_to_10k():
    s = ready()
    s.won_paid[0] = [15]
    play(s, cards.INTERPOSITIONING)
    assert s.money[0] == 20 - 2 + 10


def test_market_maker_and_naked_short_spend_an_unplayed_action_card():
    s = ready()
    boom = cards.BOOM_FIRST
    s.discard.remove(boom) if boom in s.discard else None
    for lst in [s.deck] + s.piles + s.hands + s.held:
        if boom in lst:
            lst.remove(boom)
    s.held[0] = [boom]
    s.discard.append(stock(STEEL, 3))
    play(s, cards.NAKED_SHORT)
    s.apply(ChooseCard(boom, "held"))
    assert s.money[0] == 20 - 2 + 12 and boom in s.discard and not s.held[0]
    s2 = ready(seed=4)
    s2.held[0] = [cards.BUST_FIRST]
    s2.discard.append(stock(STEEL, 3))
    play(s2, cards.MARKET_MAKER)
    s2.apply(ChooseCard(cards.BUST_FIRST, "held"))
    s2.apply(ChooseCard(stock(STEEL, 3), "discard"))
    assert stock(STEEL, 3) in s2.portfolio[0]


def test_rogue_trading_moves_a_share_into_the_split_portfolio():
    s = ready()
    play(s, cards.ROGUE_TRADING)
    s.apply(ChooseCard(stock(COSMIC, 1), "portfolio"))
    assert s.split[0] == [stock(COSMIC, 1)] and s.money[0] == 17


def test_systemic_shock_spends_a_commodity_and_moves_three_companies():
    s = ready()
    s.commercial[0] = [cards.TAX_FIRST]
    assert not st.feasible(s, 0, cards.SYSTEMIC_SHOCK)  # a tax cannot pay for it
    s.commercial[0] = [cards.TAX_FIRST, commodity("Gold")]
    before = [s.company_value(c) for c in range(6)]
    play(s, cards.SYSTEMIC_SHOCK)
    assert s.legal_moves() == [ChooseCard(commodity("Gold"), "commercial")]
    s.apply(ChooseCard(commodity("Gold"), "commercial"))
    s.apply(ChooseCompany(COSMIC, 1))
    assert all(m.company != COSMIC for m in s.legal_moves())
    s.apply(ChooseCompany(BANK, -1))
    s.apply(ChooseCompany(LABS, 1))
    after = [s.company_value(c) for c in range(6)]
    assert [a - b for a, b in zip(after, before)][:3] == [1, -1, 1] and not s.prompt
    assert s.commercial[0] == [cards.TAX_FIRST]


def test_stock_buyback_and_short_report_nudge_a_company():
    s = ready()
    value = s.company_value(AUTO)
    play(s, cards.STOCK_BUYBACK)
    s.apply(ChooseCompany(AUTO, 1))
    assert s.company_value(AUTO) == value + 1
    s2 = ready(seed=5)
    play(s2, cards.SHORT_REPORT)
    s2.apply(ChooseCompany(AUTO, -1))
    assert s2.company_value(AUTO) == value - 1 and s2.money[0] == 21


def test_tax_shelter_returns_a_tax_card():
    s = ready()
    s.commercial[0] = [cards.TAX_FIRST, commodity("Oil")]
    play(s, cards.TAX_SHELTER)
    assert s.commercial[0] == [commodity("Oil")] and cards.TAX_FIRST in s.commercial_discard


def test_private_placement_sells_with_a_premium_and_feeds_golden_graham():
    s = ready()
    value = s.company_value(COSMIC)
    play(s, cards.PRIVATE_PLACEMENT)
    s.apply(ChooseCard(stock(COSMIC, 1), "portfolio"))
    assert s.money[0] == 20 + value + 2
    g = with_investors(3, 9, {0: [cards.GRAHAM]}, **ALL)
    while g.phase == "strategy_discard":
        g.apply(g.legal_moves()[0])
    action_turn(g, 0)
    g.money[0], g.portfolio[0], g.split[0] = 20, [], [stock(STEEL, 1)]
    give = give_strategy(g, 0, cards.PRIVATE_PLACEMENT)
    g.apply(PlayStrategy(give))
    g.apply(ChooseCard(stock(STEEL, 1), "split"))
    assert g.money[0] == 20 + 2 * g.company_value(STEEL) + 2 + 2


def test_one_strategy_per_round_and_its_cost_must_be_affordable():
    s = ready()
    give_strategy(s, 0, cards.STOCK_BUYBACK)
    card = give_strategy(s, 0, cards.ROGUE_TRADING)
    s.money[0] = 2
    assert PlayStrategy(card) not in s.legal_moves()  # costs $3K
    assert s.explain(PlayStrategy(card)) is not None
    s.money[0] = 20
    s.apply(PlayStrategy(card))
    s.apply(ChooseCard(stock(COSMIC, 1), "portfolio"))
    assert not any(isinstance(m, PlayStrategy) for m in s.legal_moves())


def test_every_strategy_card_has_a_cost_between_0_and_3k():
    assert len(cards.STRATEGIES) == 22 and cards.NUM_STRATEGIES == 44
    assert all(0 <= cost <= 3 for _, cost, _ in cards.STRATEGIES)


def test_setup_deals_three_plus_rounds_and_discards_two():
    s = new_game(5, 3, dict(strategies=True))
    assert all(len(h) == 3 + 5 for h in s.strategy_hand)
    while s.phase == "strategy_discard":
        s.apply(s.legal_moves()[0])
    assert all(len(h) == 6 for h in s.strategy_hand)
