"""The end of a round: when it ends, the rachat (who takes over whom, who is in charge, the
verdict), every income case of the rulebook, the next round and the end of the game."""

from __future__ import annotations

from stack_market_setup import building, invested

from tabletop.games.stack_market import round as round_
from tabletop.games.stack_market import takeover
from tabletop.games.stack_market.moves import Pick, Place, Stay


def at_turn_end(seats=4, companies=None, seed=1):
    st = invested(seats, seed, companies)
    st.phase = "change"
    return st


def heights(st, *floors):
    for c, h in enumerate(floors):
        building(st, c, [0] * (h - 1) + [2])


def test_the_round_ends_when_the_reserve_is_empty_at_the_end_of_a_turn():
    st = at_turn_end()
    st.removed, st.reserve = st.removed + st.reserve, 1
    st.apply(Stay())
    assert st.phase == "roll"  # dice remain: the game goes on
    st.phase = "change"
    st.removed, st.reserve = st.removed + 1, 0
    log = st.apply(Stay())
    assert any(e.event == "round_ends" for e in log) and st.phase.startswith("takeover")


def test_the_tallest_takes_over_the_lowest_of_the_invested_companies():
    st = at_turn_end(4, [0, 0, 1, 2])  # nobody invests in company 3
    heights(st, 12, 5, 8, 2)
    takeover.begin(st, [])
    assert (st.tall, st.low) == (0, 1)  # company 3 is lowest, but has no investor


def round_end(st):
    """Empty the reserve at the end of the turn: the round ends, the rachat follows."""
    st.removed, st.reserve = st.removed + st.reserve, 0
    return st.apply(Stay())


# "Un building doit être constitué d'au moins 1 dé pour être un building."
def test_a_company_without_dice_is_no_building_the_lowest_building_with_dice_is_taken_over():
    st = at_turn_end(4, [0, 1, 2, 3])
    heights(st, 12, 5, 8, 2)
    building(st, 3, [])  # no die: no building
    round_end(st)
    assert (st.tall, st.low) == (0, 1) and st.tray + st.order  # the 5 dice, not nothing
    while st.phase.startswith("takeover"):
        st.apply(st.legal_moves()[0])
    # company 3 took no part in the rachat: its investor earns as such ($10,000 per marker)
    assert st.sheets[0][3] == 10_000 and st.sheets[0][2] == 10_000


def test_with_fewer_than_two_buildings_with_dice_there_is_no_takeover():
    for dice in ([0, 0, 7, 0], [0, 0, 0, 0]):
        st = at_turn_end(4, [0, 1, 2, 3])
        st.rounds = 2
        for c, h in enumerate(dice):
            building(st, c, [0] * (h - 1) + [2] if h else [])
        log = round_end(st)
        assert "there is no takeover" in " ".join(str(e.public) for e in log)
        assert st.round == 2 and st.sheets[0] == [10_000] * 4  # every company untouched


def test_a_tie_for_the_lowest_among_buildings_with_dice_is_rolled_for():
    lows = set()
    for seed in range(12):
        st = at_turn_end(4, [0, 1, 2, 3], seed)
        heights(st, 4, 4, 9, 4)
        building(st, 3, [])  # 0 dice: out of the tie, not the lowest
        log = round_end(st)
        assert st.low in (0, 1) and st.tall == 2
        assert "a roll decides" in " ".join(str(e.public) for e in log)
        lows.add(st.low)
    assert lows == {0, 1}


def test_equal_heights_go_to_the_higher_top_number():
    st = at_turn_end(4)
    for c, values in enumerate([[0, 1, 2, 3], [0, 1, 2, 4], [0, 1, 2, 1], [0, 1, 2, 3, 4]]):
        building(st, c, values)
    takeover.begin(st, [])
    assert st.tall == 3 and st.low == 2


def test_of_two_investors_in_the_tallest_the_earlier_from_the_rounds_first_player_leads():
    st = at_turn_end(4, [2, 1, 2, 0])
    st.first = 3
    heights(st, 4, 5, 9, 6)
    takeover.begin(st, [])
    assert st.tall == 2 and st.charge == 0  # seats 3, 0, 1, 2: seat 0 before seat 2
    st2 = at_turn_end(4, [2, 1, 2, 0])
    st2.first = 1
    heights(st2, 4, 5, 9, 6)
    takeover.begin(st2, [])
    assert st2.charge == 2


def test_the_leader_orders_the_lower_dice_freely_then_stacks_them_with_two_hands():
    st = at_turn_end(3)
    for c, values in enumerate([[0, 1, 2, 3, 4], [0, 4, 2], [0, 1, 2, 3]]):
        building(st, c, values)
    takeover.begin(st, [])
    assert st.low == 1 and st.tray == [0, 4, 2] and st.phase == "takeover_order"
    assert {m.value for m in st.legal_moves()} == {0, 2, 4}  # no number rule
    st.apply(Pick(2))
    st.apply(Pick(4))  # the last one follows
    assert st.order == [2, 4, 0] and st.phase == "takeover_place"


def income_case(success, companies, tall=0, low=1, holder=-1, seats=4):
    st = at_turn_end(seats, companies)
    st.tall, st.low, st.holder = tall, low, holder
    return round_.income(st, success)


def test_income_untouched_companies_pay_10000_per_marker_on_the_card():
    sheet, _ = income_case(True, [0, 1, 2, 2])
    assert sheet[2] == sheet[3] == 20_000  # two markers: $20,000 each


def test_income_a_successful_takeover():
    sheet, _ = income_case(True, [0, 1, 0, 3])
    assert sheet[0] == sheet[2] == 20_000 + 20_000  # two markers and the bonus
    assert sheet[1] == 0  # the company taken over earns nothing
    assert sheet[3] == 10_000


def test_income_a_failed_takeover():
    sheet, _ = income_case(False, [0, 1, 1, 3])
    assert sheet[0] == -20_000
    assert sheet[1] == sheet[2] == 20_000  # the survivors: $10,000 per marker
    assert sheet[3] == 10_000


def test_the_highest_building_bonus_needs_10000_of_income_in_the_rachat():
    sheet, bonus = income_case(True, [0, 1, 2, 3], holder=3)
    assert bonus and sheet[3] == 10_000 + 20_000
    sheet, bonus = income_case(False, [0, 1, 2, 3], holder=0)  # the tallest failed
    assert not bonus and sheet[0] == -20_000
    sheet, bonus = income_case(True, [0, 1, 2, 3], holder=1)  # taken over
    assert not bonus and sheet[1] == 0


def test_a_failed_rachat_costs_at_most_what_an_investor_has():
    st = at_turn_end(3, [0, 1, 2])
    st.tall, st.low = 0, 1
    st.money[0] = st.counted[0] = 5_000
    st.rounds = 2
    round_.settle(st, False, [])
    assert st.money[0] == 0 and st.sheets[-1][0] == -5_000


def test_the_next_round_resets_every_building_and_starts_after_the_player_who_ended_it():
    st = at_turn_end(3, [0, 1, 2])
    heights(st, 9, 4, 6)
    st.removed, st.reserve = st.removed + st.reserve, 0
    ender = st.turn
    st.apply(Stay())
    while st.phase.startswith("takeover"):
        st.apply(st.legal_moves()[len(st.legal_moves()) // 2])
    assert st.round == 2 and st.phase == "roll"
    assert st.first == (ender + 1) % 3 and st.turn == st.first
    assert all(len(v) == 3 for v in st.values) and st.removed == 0
    assert st.reserve == 50 - 9
    assert st.invest == [0, 1, 2]  # the markers stay where they are


def test_the_game_ends_after_the_rounds_and_ties_share_the_win():
    st = at_turn_end(3, [0, 1, 2], seed=4)
    st.round = st.rounds = 1
    st.tall, st.low = 0, 1
    st.money = st.counted = [40_000, 60_000, 40_000]
    st.money = st.counted[:]
    round_.settle(st, False, [])
    # failure: seat 0 pays 20,000; seat 1 (survivor) +10,000; seat 2 untouched +10,000
    assert st.is_terminal() and st.counted == [20_000, 70_000, 50_000]
    assert st.winners() == [1]
    st.counted = [50_000, 50_000, 10_000]
    assert st.winners() == [0, 1]


def test_a_takeover_that_stands_succeeds():
    st = at_turn_end(3, [0, 1, 2])
    heights(st, 5, 3, 4)
    for c in range(3):
        st.xs[c] = [0] * st.height(c)
    st.removed, st.reserve = st.removed + st.reserve, 0
    money = st.money[:]
    st.apply(Stay())
    while st.phase.startswith("takeover"):
        st.apply(Place(0) if st.phase == "takeover_place" else st.legal_moves()[0])
    assert st.sheets[0] == [30_000, 0, 10_000]
    assert [a - b for a, b in zip(st.money, money)] == st.sheets[0]
