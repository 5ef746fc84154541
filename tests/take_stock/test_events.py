"""Every market event card, with the rulebook's worked examples."""

import pytest
from take_stock_setup import (
    CORN,
    GEMS,
    MOVIE,
    OIL,
    TECH,
    at_action,
    card,
    check_invariants,
    event,
    event_on_top,
    fresh,
    give_secured,
    put_share,
    set_hand,
    set_row,
)

from tabletop.games.take_stock.cards import (
    AUDIT,
    CRASH,
    DOWNTURN,
    FREEZE,
    INSIDER,
    MARKET_CRASH,
    NO_CHANGE,
    OPTION_GAINED,
    OPTION_LOST,
    SPLIT,
    UPTURN,
)
from tabletop.games.take_stock.moves import (
    AuditRemove,
    ChooseEvent,
    Discard,
    Draw,
    PickCompany,
    PlayMarket,
    PlaySecured,
    Raise,
    StopTaking,
    TakeFromDiscard,
)


def play_event(st, e, discard=None):
    """The seat whose turn it is plays event `e` from its secured events."""
    seat = st.turn
    if discard is None:
        discard = st.hands[seat][-1]
    give_secured(st, seat, e)
    st.apply(PlaySecured(e))
    return st.apply(Discard(discard))


def game(hand=None, seats=3):
    st = fresh(seats)
    return at_action(st, hand or [card(CORN, 12), card(GEMS, 12), card(MOVIE, 12)])


# --- Stock Split ----------------------------------------------------------------------------
def test_split_example_14_15_12():
    st = game()
    set_row(st, OIL, [3, 5, 7], splits=1)
    assert st.company_value(OIL) == 14
    play_event(st, event(SPLIT, OIL, 1))
    assert st.market[OIL] == [card(OIL, v) for v in (1, 3, 5)] and st.company_value(OIL) == 15
    assert st.discard[-1] == card(OIL, 7)
    at_action(st, [card(CORN, 11), card(GEMS, 11)])
    play_event(st, event(SPLIT, OIL, 2))
    assert st.company_value(OIL) == 12 and len(st.splits[OIL]) == 3
    check_invariants(st)


def test_split_on_the_starter_alone_keeps_the_1():
    st = game()
    play_event(st, event(SPLIT, TECH))
    assert st.market[TECH] == [card(TECH, 1)] and st.company_value(TECH) == 2


def test_split_on_a_frozen_company_is_discarded():
    st = game()
    set_row(st, OIL, [4])
    freeze = event(FREEZE)
    give_secured(st, 2, freeze)
    st.secured[2].remove(freeze)
    st.frozen[OIL] = freeze
    split = event(SPLIT, OIL)
    play_event(st, split)
    assert st.splits[OIL] == [] and st.event_discard[-1] == split
    assert st.company_value(OIL) == 4
    check_invariants(st)


# --- Stock Crash and Market Crash -----------------------------------------------------------
def test_crash_example_16_to_4():
    st = game()
    set_row(st, OIL, [4, 6, 8], splits=1)
    assert st.company_value(OIL) == 16
    play_event(st, event(CRASH, OIL))
    assert st.market[OIL] == [card(OIL, 1), card(OIL, 4)] and st.splits[OIL] == []
    assert st.company_value(OIL) == 4
    assert st.discard[-2:] == [card(OIL, 8), card(OIL, 6)]
    # 5 and 6 can be played again
    at_action(st, [card(OIL, 5), card(GEMS, 2)])
    assert Raise(card(OIL, 5)) in st.legal_moves()
    check_invariants(st)


def test_crash_of_odd_row_rounds_down_and_never_removes_the_starter():
    st = game()
    set_row(st, TECH, [3, 4])  # 1, 3, 4: three cards, one removed
    play_event(st, event(CRASH, TECH))
    assert st.market[TECH] == [card(TECH, 1), card(TECH, 3)]
    set_row(st, GEMS, [5])  # 1, 5: one removed, the starter stays
    at_action(st, [card(CORN, 11), card(MOVIE, 11)])
    play_event(st, event(CRASH, GEMS))
    assert st.market[GEMS] == [card(GEMS, 1)]


def test_crash_of_a_company_worth_1_does_nothing():
    st = game()
    log = play_event(st, event(CRASH, CORN))
    assert st.market[CORN] == [card(CORN, 1)]
    assert any(
        e.public and e.public.render() == "Corn is worth 1: the crash changes nothing." for e in log
    )


def test_crash_of_a_split_starter_removes_the_split():
    st = game()
    set_row(st, TECH, [], splits=2)
    play_event(st, event(CRASH, TECH))
    assert st.market[TECH] == [card(TECH, 1)] and len(st.splits[TECH]) == 1


def test_crash_removes_the_freeze_first():
    st = game()
    set_row(st, OIL, [3, 5])
    freeze = event(FREEZE)
    give_secured(st, 2, freeze)
    st.secured[2].remove(freeze)
    st.frozen[OIL] = freeze
    play_event(st, event(CRASH, OIL))
    assert st.frozen[OIL] is None and freeze in st.event_discard
    assert st.market[OIL] == [card(OIL, 1), card(OIL, 3)]
    check_invariants(st)


def test_market_crash_crashes_all_five():
    st = game([card(CORN, 2), card(CORN, 3)])
    set_row(st, OIL, [3, 5, 7, 9])
    set_row(st, TECH, [2], splits=1)
    set_row(st, GEMS, [4, 8])
    play_event(st, event(MARKET_CRASH))
    assert st.market[OIL] == [card(OIL, v) for v in (1, 3, 5)]
    assert st.market[TECH] == [card(TECH, 1)] and st.splits[TECH] == []
    assert st.market[GEMS] == [card(GEMS, 1), card(GEMS, 4)]
    assert st.market[CORN] == [card(CORN, 1)]
    check_invariants(st)


# --- Insider Trading ------------------------------------------------------------------------
def test_insider_takes_up_to_three_shown_cards_then_discards_as_many():
    st = game([card(CORN, 2), card(CORN, 3), card(GEMS, 5)])
    seat = st.turn
    for v in (2, 6, 9, 12):
        put_share(st, card(OIL, v), st.discard)
    put_share(st, card(TECH, 4), st.discard)
    play_event(st, event(INSIDER, OIL), discard=card(GEMS, 5))
    assert st.phase == "insider_take"
    takes = [m for m in st.legal_moves() if isinstance(m, TakeFromDiscard)]
    assert sorted(m.card for m in takes) == [card(OIL, v) for v in (2, 6, 9, 12)]
    assert (
        st.explain(TakeFromDiscard(card(TECH, 4))).render()
        == "Insider Trading takes only cards of Oil."
    )
    assert (
        st.explain(TakeFromDiscard(card(OIL, 3))).render()
        == "That card is not in the discard pile."
    )
    log = st.apply(TakeFromDiscard(card(OIL, 12)))
    assert log[0].public.render() == f"{seat} takes Oil 12 from the discard pile and shows it."
    st.apply(TakeFromDiscard(card(OIL, 9)))
    st.apply(TakeFromDiscard(card(OIL, 6)))
    # three taken: the discards follow at once
    assert st.phase == "discard" and st.pending == "insider" and st.owed == 3
    other = (seat + 1) % 3
    assert sorted(st.view(other).hands[seat]) == sorted(
        [-1, -1] + [card(OIL, v) for v in (6, 9, 12)]
    )
    st.apply(Discard(card(CORN, 2)))
    st.apply(Discard(card(OIL, 6)))
    assert st.known_hand[seat] == [card(OIL, 12), card(OIL, 9)]
    st.apply(Discard(card(CORN, 3)))
    assert st.phase == "draw" and sorted(st.hands[seat]) == [card(OIL, 9), card(OIL, 12)]
    check_invariants(st)


def test_insider_may_take_nothing():
    st = game()
    put_share(st, card(OIL, 5), st.discard)
    play_event(st, event(INSIDER, OIL))
    st.apply(StopTaking())
    assert st.phase == "draw" and card(OIL, 5) in st.discard


def test_insider_with_no_card_of_the_company_in_the_discard_ends_at_once():
    st = game()
    play_event(st, event(INSIDER, TECH))
    assert st.phase == "draw"
    check_invariants(st)


# --- Stock Audit ----------------------------------------------------------------------------
def test_audit_removes_the_highest_share_card():
    st = game()
    set_row(st, OIL, [3, 6])
    play_event(st, event(AUDIT))
    assert st.phase == "pick_company"
    st.apply(PickCompany(OIL))
    assert st.market[OIL] == [card(OIL, 1), card(OIL, 3)] and st.phase == "draw"


def test_audit_asks_share_or_split_only_when_both_are_possible():
    st = game()
    set_row(st, OIL, [3, 6], splits=1)
    set_row(st, TECH, [], splits=1)
    play_event(st, event(AUDIT))
    st.apply(PickCompany(OIL))
    assert st.phase == "audit_remove"
    st.apply(AuditRemove("split"))
    assert st.splits[OIL] == [] and st.company_value(OIL) == 6
    at_action(st, [card(CORN, 11), card(GEMS, 11)])
    play_event(st, event(AUDIT, nth=1))
    st.apply(PickCompany(TECH))  # only a split: removed without asking
    assert st.splits[TECH] == [] and st.phase == "draw"
    check_invariants(st)


def test_audit_of_a_company_with_only_the_1_does_nothing():
    st = game()
    play_event(st, event(AUDIT))
    log = st.apply(PickCompany(MOVIE))
    assert st.market[MOVIE] == [card(MOVIE, 1)] and st.phase == "draw"
    assert "nothing to remove" in log[0].public.render()


def test_a_frozen_company_cannot_be_audited():
    st = game()
    freeze = event(FREEZE)
    give_secured(st, 2, freeze)
    st.secured[2].remove(freeze)
    st.frozen[OIL] = freeze
    play_event(st, event(AUDIT))
    assert PickCompany(OIL) not in st.legal_moves()
    assert st.explain(PickCompany(OIL)).render() == "Oil is frozen: it cannot be audited."
    assert st.explain(Draw()).render() == "Choose a company for Stock Audit."


# --- Stock Freeze ---------------------------------------------------------------------------
def test_freeze_then_thaw():
    st = game()
    first, second = event(FREEZE, nth=0), event(FREEZE, nth=1)
    play_event(st, first)
    assert len(st.legal_moves()) == 5
    st.apply(PickCompany(OIL))
    assert st.frozen[OIL] == first
    at_action(st, [card(CORN, 11), card(GEMS, 11)])
    play_event(st, second)
    st.apply(PickCompany(OIL))
    assert st.frozen[OIL] is None and st.event_discard[-2:] == [first, second]
    check_invariants(st)


# --- Market Upturn and Downturn -------------------------------------------------------------
def test_upturn_every_seat_draws_from_the_active_player_on():
    st = game()
    seat = st.turn
    sizes = [len(h) for h in st.hands]
    top3 = st.draw_pile[-3:]
    log = play_event(st, event(UPTURN))
    sizes[seat] -= 1  # the discard for the played event
    assert [len(h) for h in st.hands] == [n + 1 for n in sizes]
    draws = [e for e in log if e.reveal]
    assert [next(iter(e.reveal)) for e in draws] == [seat, (seat + 1) % 3, (seat + 2) % 3]
    assert st.hands[seat][-1] == top3[-1] and st.hands[(seat + 1) % 3][-1] == top3[-2]
    assert st.phase == "draw"
    check_invariants(st)


def test_downturn_every_seat_discards_in_turn():
    st = game()
    seat = st.turn
    play_event(st, event(DOWNTURN))
    order = []
    while st.phase == "discard":
        order.append(st.to_act())
        st.apply(Discard(st.hands[st.to_act()][0]))
    assert order == [seat, (seat + 1) % 3, (seat + 2) % 3] and st.phase == "draw"
    assert st.turn == (seat + 1) % 3 and st.to_act() == st.turn
    check_invariants(st)


def test_downturn_ends_the_round_when_a_hand_empties():
    st = game()
    seat = st.turn
    nxt = (seat + 1) % 3
    set_hand(st, nxt, [card(OIL, 4)])
    play_event(st, event(DOWNTURN))
    st.apply(Discard(st.hands[seat][0]))
    log = st.apply(Discard(card(OIL, 4)))
    assert any(
        e.public and e.public.render() == f"{nxt} has no cards left in hand: the round ends."
        for e in log
    )
    assert st.phase == "options" and nxt not in st.queue
    check_invariants(st)


# --- Stock Options Gained / Lost, No Market Change ------------------------------------------
def test_options_gained_from_the_supply_while_it_lasts():
    st = game()
    seat = st.turn
    st.options = [4, 4, 4]
    st.option_supply = 2
    st.options[seat] += 16
    play_event(st, event(OPTION_GAINED))
    expected = [4, 4, 4]
    expected[seat] = 21
    expected[(seat + 1) % 3] = 5
    assert st.options == expected and st.option_supply == 0
    check_invariants(st)


def test_options_lost_only_by_seats_that_have_one():
    st = game()
    st.option_supply += st.options[1]
    st.options[1] = 0
    play_event(st, event(OPTION_LOST))
    assert st.options == [3, 0, 3] and st.option_supply == 30 - 6
    check_invariants(st)


def test_no_market_change_changes_nothing_but_the_discard():
    st = game()
    before = [row[:] for row in st.market]
    log = play_event(st, event(NO_CHANGE))
    assert st.market == before and st.event_discard[-1] == event(NO_CHANGE)
    assert any(e.public and e.public.render() == "Nothing happens." for e in log)


@pytest.mark.parametrize(
    "kind",
    [
        SPLIT,
        CRASH,
        INSIDER,
        AUDIT,
        FREEZE,
        NO_CHANGE,
        UPTURN,
        DOWNTURN,
        OPTION_GAINED,
        OPTION_LOST,
        MARKET_CRASH,
    ],
)
def test_every_event_can_be_chosen_in_option_a(kind):
    st = game()
    e = event(kind, OIL if kind in (SPLIT, CRASH, INSIDER) else None)
    other = event(NO_CHANGE, nth=1) if kind != NO_CHANGE else event(UPTURN)
    event_on_top(st, e, other)
    st.apply(PlayMarket(card(CORN, 12), "A"))
    st.apply(ChooseEvent(e))
    assert st.phase in ("draw", "pick_company", "discard")
    check_invariants(st)
