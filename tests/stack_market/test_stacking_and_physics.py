"""Stack Market's groundwork (the engine is still to come): which dice may be stacked, and the
integer physics of DECISIONS.md."""

from tabletop.core.rng import Rng
from tabletop.games.stack_market import physics
from tabletop.games.stack_market.data import DICE_BY_SEATS, FACES, HALF_DIE
from tabletop.games.stack_market.stacking import fits, is_maximal_order, maximal_orders, rebuild


def test_the_rulebook_example_top_3_roll_0_3_3_4_stacks_4_0_3_and_one_3_returns():
    assert maximal_orders(3, [0, 3, 3, 4]) == [(4, 0, 3)]
    assert is_maximal_order(3, [0, 3, 3, 4], (4, 0, 3))
    assert not is_maximal_order(3, [0, 3, 3, 4], (4, 0))  # the 3 still fits on the 0
    assert not is_maximal_order(3, [0, 3, 3, 4], (3,))  # a die must be higher than the top


def test_a_die_goes_on_only_if_higher_and_only_a_0_goes_on_a_4():
    assert fits(2, 3) and not fits(3, 3) and not fits(3, 1)
    assert fits(4, 0) and not any(fits(4, v) for v in (1, 2, 3, 4))


def test_the_dice_and_the_three_player_count():
    assert FACES == (0, 0, 1, 2, 3, 4)
    assert DICE_BY_SEATS == {3: 50, 4: 60}


def test_a_rebuilt_building_has_three_dice_highest_on_top():
    rng = Rng(4)
    for _ in range(50):
        dice = rebuild(rng)
        assert len(dice) == 3 and dice == sorted(dice)


def test_a_building_stands_while_the_mass_above_each_die_lies_over_it():
    assert physics.stands([0, 0, 0, 0])
    assert physics.stands([0, HALF_DIE])  # exactly on the edge still stands
    assert not physics.stands([0, HALF_DIE + 1])
    # two dice above the ground die: their centre of mass counts, not each die alone
    assert physics.stands([0, 40, -10])  # mass above the ground die at +15
    assert not physics.stands([0, 45, 70])  # mass above the ground die at +57.5


def test_the_tremor_is_an_integer_normal_deviate_that_replays_for_a_seed():
    a = [physics.normal(Rng(9), 300) for _ in range(3)]
    assert a == [physics.normal(Rng(9), 300) for _ in range(3)]
    rng = Rng(1)
    draws = [physics.normal(rng, 1000) for _ in range(4000)]  # sigma 1000 thousandths
    assert all(isinstance(d, int) for d in draws)
    mean = sum(draws) / len(draws)
    sd = (sum((d - mean) ** 2 for d in draws) / len(draws)) ** 0.5
    assert abs(mean) < 5 and 90 < sd < 110  # hundredths: one die width


def test_a_careful_hand_re_centres_a_leaning_building():
    xs = [0, 30, 60]  # leaning right
    aim = physics.careful_aim(xs)
    assert aim < 0
    xs.append(xs[-1] + aim)
    assert physics.stands(xs)
