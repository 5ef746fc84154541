"""A turn of Stack Market, rule by rule: Lancer les dés, Empiler les dés, an effondrement, the
bonus d'empilement, the carte du plus haut building, Changer d'investissement."""

from __future__ import annotations

import pytest
from stack_market_setup import building, invested

from tabletop.core.game import HIDDEN
from tabletop.games.stack_market.moves import ChangeInvestment, Invest, Pick, Place, Roll, Stay
from tabletop.games.stack_market.state import new_game


@pytest.mark.parametrize("seats, dice", [(3, 50), (4, 60)])
def test_setup_money_dice_buildings_record_and_investing(seats, dice):
    st = new_game(seats, 7, {})
    assert st.money == [50_000] * seats
    assert st.reserve == dice - 3 * seats  # three dice per company's building
    assert all(len(v) == 3 and v == sorted(v) for v in st.values)  # highest on top
    assert st.record == 15 and st.holder == -1
    assert st.phase == "invest" and st.turn == st.first
    firsts = {new_game(seats, seed, {}).first for seed in range(40)}
    assert firsts == set(range(seats))  # a random first player


def test_at_most_two_markers_on_a_company_card():
    st = new_game(4, 3, {})
    st.apply(Invest(0))
    st.apply(Invest(0))
    assert Invest(0) not in st.legal_moves()
    assert "two investor markers" in str(st.explain(Invest(0)))


def test_roll_as_many_dice_as_the_building_has_floors_or_all_that_remain():
    st = invested(3, 2)
    company = st.invest[st.turn]
    building(st, company, [0, 1, 2, 3, 0, 1])
    before = st.reserve
    log = st.apply(Roll())
    rolled = next(e.data["dice"] for e in log if e.event == "rolled")
    assert len(rolled) == 6
    st = invested(3, 2)
    company = st.invest[st.turn]
    st.removed, st.reserve = st.reserve - 2, 2
    log = st.apply(Roll())
    assert len(next(e.data["dice"] for e in log if e.event == "rolled")) == 2
    assert before  # (the first roll came from a full reserve)


def ordering(top: int, tray: list[int], seed: int = 1):
    """A position in the ordering step: the turn's building has `top` on top."""
    st = invested(3, seed)
    company = st.invest[st.turn]
    building(st, company, [0, 0, top])
    st.reserve -= len(tray)
    st.tray, st.order, st.phase = list(tray), [], "order"
    from tabletop.games.stack_market import turn

    turn.extend_forced(st, [])
    return st


def test_the_rulebook_example_top_3_roll_0_3_3_4_stacks_4_0_3():
    st = ordering(3, [0, 3, 3, 4])
    reserve = st.reserve
    assert st.order == [4, 0, 3] and st.phase == "place"  # every step was forced
    assert st.reserve == reserve  # (the returning 3 was counted back already)
    assert st.tray == []


def test_the_order_is_chosen_before_stacking_and_only_legal_dice_may_follow():
    st = ordering(1, [2, 3, 0, 4])  # 2 or 3 or 4 may go on the 1
    assert {m.value for m in st.legal_moves()} == {2, 3, 4}
    assert "higher than the top number (1)" in str(st.explain(Pick(0)))
    assert "No die" in str(st.explain(Pick(1)))
    assert "stacking order" in str(st.explain(Place(0)))  # no die is placed before
    st.apply(Pick(4))  # then only the 0 fits, then 2 or 3
    assert st.order == [4, 0]
    assert "Only a 0 may go on a 4" not in str(st.explain(Pick(2)))
    st.apply(Pick(2))  # the 3 still fits on the 2: forced
    assert st.order == [4, 0, 2, 3] and st.phase == "place"


def test_only_a_0_goes_on_a_4():
    st = ordering(4, [1, 2, 3, 0, 0])
    assert st.order == [0] and st.phase == "order"  # the 0 was forced; then 1, 2 or 3
    assert {m.value for m in st.legal_moves()} == {1, 2, 3}
    assert "higher than the top number (0)" in str(st.explain(Pick(0)))
    st = ordering(4, [1, 2, 3, 1])  # nothing fits: the dice return, the turn goes on
    assert st.phase == "change" and st.order == []


def placing(values_on: list[int], xs: list[int], order: list[int], seed: int = 1):
    st = invested(3, seed)
    company = st.invest[st.turn]
    building(st, company, values_on, xs)
    st.reserve -= len(order)
    st.order, st.phase = list(order), "place"
    return st, company


def test_a_die_placed_off_the_edge_brings_the_building_down_and_investors_pay():
    st, company = placing([0, 1, 2], [0, 45, 50], [3])
    partner = (st.turn + 1) % 3
    st.invest[partner] = company  # two investors in the company
    st.money[partner] = st.counted[partner] = 5_000  # too little: pays all it has
    dice_before = st.reserve + st.removed + sum(map(len, st.xs)) + len(st.order)
    log = st.apply(Place(50))
    assert any(e.event == "collapse" for e in log)
    assert st.money[st.turn] == 30_000 and st.money[partner] == 0
    assert len(st.values[company]) == 3 and st.values[company] == sorted(st.values[company])
    assert st.removed == 5  # five dice leave the game until the round ends
    assert st.reserve + st.removed + sum(map(len, st.xs)) == dice_before
    assert st.phase == "change"  # the player may still change investment


def test_after_a_collapse_fewer_than_five_dice_leave_when_fewer_remain():
    st, _company = placing([0, 1, 2], [0, 45, 50], [3])
    st.removed, st.reserve = st.removed + st.reserve, 0
    st.apply(Place(50))
    # the fallen building's 4 dice returned, 3 were rebuilt, one left the game
    assert st.reserve == 0 and st.phase == "change"
    st.apply(Stay())
    assert st.phase.startswith("takeover")  # the reserve is empty at the turn's end


def test_the_stacking_bonus_for_five_dice_once_a_turn():
    st, company = placing([0, 0, 0], [0, 0, 0], [1, 2, 3, 4, 0, 1])
    money = st.money[st.turn]
    for _ in range(6):
        if st.phase != "place":
            break
        st.apply(Place(0))
    assert st.height(company) == 9, "a careful hand at 3 to 9 floors stands (seed 1)"
    assert st.money[st.turn] == money + 10_000


def test_no_stacking_bonus_for_four_dice():
    st, company = placing([0, 0, 0], [0, 0, 0], [1, 2, 3, 4])
    money = st.money[st.turn]
    for _ in range(4):
        st.apply(Place(0))
    assert st.height(company) == 7 and st.money[st.turn] == money


def test_the_highest_building_card_first_to_15_then_only_strictly_taller():
    st, _company = placing([0] * 14, [0] * 14, [1])
    st.apply(Place(0))
    assert st.holder == st.turn and st.record == 15
    first_holder = st.holder
    st.apply(Stay())
    # the next player reaches 15 too: not strictly taller, the card stays
    nxt = st.turn
    building(st, st.invest[nxt], [0] * 14)
    st.reserve -= 1
    st.order, st.phase = [1], "place"
    st.apply(Place(0))
    assert st.holder == first_holder and st.record == 15
    st.apply(Stay())
    # a 16-floor building takes it; the record marker rises
    nxt = st.turn
    building(st, st.invest[nxt], [0] * 15)
    st.reserve -= 1
    st.order, st.phase = [1], "place"
    st.apply(Place(0))
    assert st.holder == nxt and st.record == 16


# "Le premier joueur qui atteint une hauteur de 15 dés reçoit la carte du plus grand building.
# Si un autre joueur dépasse ce record en construisant un building plus grand et le building est
# toujours debout à la fin de du tour, la carte est donnée au nouveau détenteur du record."
def test_the_first_to_reach_15_takes_the_card_at_once_even_if_it_falls_later_that_turn():
    st, company = placing([0] * 14, [0] * 14, [1, 2])
    seat = st.turn
    log = st.apply(Place(0))  # the 15th floor: the card now, before the turn ends
    assert any(e.event == "record" for e in log)
    assert st.holder == seat and st.record == 15 and st.phase == "place"
    st.xs[company][-1] = 50  # the 15th die rests on the edge: the 16th, aimed out, falls
    log = st.apply(Place(50))
    assert any(e.event == "collapse" for e in log)
    assert st.holder == seat and st.record == 15  # the card stays, the marker stays on 15


def test_a_later_record_takes_the_card_only_if_it_still_stands_at_the_end_of_the_turn():
    st, company = placing([0] * 15, [0] * 15, [1, 2])
    other = (st.turn + 1) % 3
    st.holder, st.record = other, 15
    st.apply(Place(0))  # 16 floors: more than the record, but the turn is not over
    assert st.holder == other and st.record == 15
    st.xs[company][-1] = 50
    st.apply(Place(50))  # it falls before the end of the turn
    assert st.holder == other and st.record == 15
    # the same record standing at the end of the turn takes the card and raises the marker
    st, company = placing([0] * 15, [0] * 15, [1, 2])
    st.holder, st.record = other, 15
    st.apply(Place(0))
    st.apply(Place(0))
    assert st.height(company) == 17 and st.holder == st.turn and st.record == 17


def test_the_holder_who_builds_taller_keeps_the_card_and_raises_the_record():
    st, company = placing([0] * 14, [0] * 14, [1, 2, 3])
    for _ in range(3):
        log = st.apply(Place(0))
    assert st.height(company) == 17 and st.holder == st.turn and st.record == 17
    assert "keeps the highest building card" in " ".join(str(e.public) for e in log)


def test_the_holder_keeps_the_card_when_the_building_falls_and_the_record_never_drops():
    st, _company = placing([0, 1, 2], [0, 45, 50], [3])
    st.holder, st.record = 2, 17
    st.apply(Place(50))
    assert st.holder == 2 and st.record == 17


def test_change_investment_to_a_free_slot_of_another_company():
    st = invested(4, 5, companies=[0, 0, 1, 2])
    st.phase = "change"
    seat = st.turn
    own = st.invest[seat]
    legal = st.legal_moves()
    assert Stay() in legal and ChangeInvestment(own) not in legal
    assert "already on" in str(st.explain(ChangeInvestment(own)))
    if own != 0:
        assert "two investor markers" in str(st.explain(ChangeInvestment(0)))
    target = 3
    st.apply(ChangeInvestment(target))
    assert st.invest[seat] == target and st.phase == "roll" and st.turn == (seat + 1) % 4


def test_money_is_hidden_from_other_seats_unless_the_option_shows_it():
    st = invested(3, 1)
    view = st.view(0)
    assert view.money[0] == 50_000 and view.money[1] == HIDDEN == view.money[2]
    shown = invested(3, 1, show_money=True).view(0)
    assert shown.money == [50_000] * 3


def test_hints_explain_the_aim_steadiest_or_careless():
    from tabletop.games.stack_market.physics import careful_aim

    st, company = placing([0, 1, 2, 3], [0, 12, 20, 30], [4])
    best = careful_aim(st.xs[company])
    steady = str(st.describe(Place(best)))
    assert "steadiest spot" in steady and "leans" in steady and "to the right" in steady
    assert "careless on purpose" in str(st.describe(Place(50)))
    assert str(st.describe(Place(best - 5))).startswith("Place the die")


def test_the_ai_candidates_are_a_few_aims_including_the_steadiest_and_a_careless_one():
    from tabletop.games.stack_market.heuristic import candidates, steadiest_aim

    st, company = placing([0, 1, 2, 3], [0, 12, 20, 30], [4])
    aims = [m.aim for m in candidates(st)]
    assert 2 <= len(aims) <= 4 and aims[0] == steadiest_aim(st.xs[company])
    assert all(st.explain(m) is None for m in candidates(st))
