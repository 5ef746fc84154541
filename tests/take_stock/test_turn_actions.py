"""Setting up, drawing, and the four actions of a turn (raise, secure, market, secured event)."""

import pytest
from take_stock_setup import (
    CORN,
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
    set_row,
)

from tabletop.games.take_stock.cards import (
    HAND_SIZE,
    MARKET_CLOSED_ID,
    NO_CHANGE,
    SPLIT,
    STARTERS,
    UPTURN,
)
from tabletop.games.take_stock.moves import (
    ChooseEvent,
    Discard,
    Draw,
    EndOptions,
    PlayMarket,
    PlaySecured,
    Raise,
    Secure,
    UseOption,
)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_new_game_deals_hands_options_and_the_event_deck(seats):
    st = fresh(seats, seed=seats)
    assert [len(h) for h in st.hands] == [HAND_SIZE[seats]] * seats
    assert st.options == [4] * seats and st.option_supply == 30 - 4 * seats
    assert st.market == [[s] for s in STARTERS]
    assert len(st.event_deck) == 40 and st.event_deck.index(MARKET_CLOSED_ID) == 10
    assert st.turn == (st.dealer + 1) % seats and st.phase == "draw" and st.round == 1
    assert st.to_act() == st.turn
    check_invariants(st)


def test_first_dealer_is_random_from_the_seed():
    dealers = {fresh(4, seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert fresh(4, 7).to_json() == fresh(4, 7).to_json()


def test_a_turn_starts_with_a_draw_seen_only_by_the_drawer():
    st = fresh(3)
    seat = st.turn
    assert st.legal_moves() == [Draw()]
    assert st.explain(Raise(st.hands[seat][0])).render() == "Draw a card first."
    top = st.draw_pile[-1]
    log = st.apply(Draw())
    assert st.phase == "action" and top in st.hands[seat] and len(st.hands[seat]) == 7
    [entry] = log
    assert entry.reveal == {seat}
    assert entry.public.render() == f"{seat} drew a card."
    assert "drew" in entry.private[seat].render() and entry.private[seat].render().startswith(
        "You drew "
    )
    assert st.explain(Draw()).render() == "You have already drawn a card this turn."


def test_drawing_the_last_card_reshuffles_the_discard_pile():
    st = fresh(3)
    pile = st.draw_pile
    while len(pile) > 1:
        st.discard.append(pile.pop(0))
    old_discard = sorted(st.discard)
    log = st.apply(Draw())
    assert st.phase == "action"
    assert sorted(st.draw_pile) == old_discard == st.pile_pool and st.discard == []
    assert any(e.public and "shuffled" in e.public.render() for e in log)
    check_invariants(st)


def test_round_ends_at_once_when_both_piles_are_empty():
    st = fresh(3)
    pile = st.draw_pile
    while len(pile) > 1:  # park the other cards in the dealer's certificates
        st.certificates[st.dealer].append(pile.pop())
    st.apply(Draw())
    assert st.phase == "options" and st.round_scores == []
    while st.phase == "options":
        st.apply(EndOptions())
    assert len(st.round_scores) == 1 and st.round == 2
    check_invariants(st)


def test_raise_must_be_higher_and_at_most_four_more():
    st = at_action(fresh(3), [card(OIL, v) for v in (2, 5, 6)] + [card(TECH, 9)])
    set_row(st, TECH, [3, 7])
    legal = st.legal_moves()
    assert Raise(card(OIL, 2)) in legal and Raise(card(OIL, 5)) in legal
    assert Raise(card(OIL, 6)) not in legal and Raise(card(TECH, 9)) in legal
    assert (
        st.explain(Raise(card(OIL, 6))).render()
        == "You may raise Oil by at most 4: its top card is 1."
    )
    set_row(st, OIL, [3])
    assert (
        st.explain(Raise(card(OIL, 2))).render()
        == "A raise must be higher than the top card: Oil's top card is 3."
    )
    assert st.explain(Raise(card(CORN, 4))).render() == "That card is not in your hand."
    seat = st.turn
    log = st.apply(Raise(card(OIL, 5)))
    assert st.market[OIL][-1] == card(OIL, 5) and st.company_value(OIL) == 5
    assert st.turn == (seat + 1) % 3 and st.phase == "draw"
    assert log[0].public.render() == f"{seat} raised Oil to 5."
    check_invariants(st)


def test_a_frozen_company_cannot_be_raised():
    st = at_action(fresh(3), [card(OIL, 2), card(TECH, 2)])
    freeze = event("freeze")
    give_secured(st, 0, freeze)
    st.secured[0].remove(freeze)
    st.frozen[OIL] = freeze
    assert Raise(card(OIL, 2)) not in st.legal_moves()
    assert st.explain(Raise(card(OIL, 2))).render() == "Oil is frozen: its value cannot be raised."


@pytest.mark.parametrize("value", [11, 12])
def test_raising_to_eleven_or_twelve_ends_the_round(value):
    st = at_action(fresh(3), [card(OIL, value), card(TECH, 2)])
    set_row(st, OIL, [value - 3])
    st.options = [0, 0, 0]  # no options phase: the round is scored at once
    st.option_supply = 30
    seat = st.turn
    put_share(st, card(CORN, 12), st.certificates[seat])
    st.apply(Raise(card(OIL, value)))
    assert st.round == 2 and len(st.round_scores) == 1
    assert st.round_scores[0][seat] == 3  # Corn 12: three shares at value 1
    check_invariants(st)


def test_secure_lays_a_certificate_then_a_discard_follows():
    st = at_action(fresh(3), [card(OIL, 7), card(TECH, 2), card(CORN, 3)])
    seat = st.turn
    st.apply(Secure(card(OIL, 7)))
    assert st.certificates[seat] == [card(OIL, 7)]
    assert st.phase == "discard" and st.pending == "secure" and st.to_act() == seat
    assert st.explain(Raise(card(TECH, 2))).render() == "Discard a card first."
    st.apply(Discard(card(TECH, 2)))
    assert st.discard[-1] == card(TECH, 2) and st.phase == "draw" and st.turn != seat
    check_invariants(st)


def test_limit_rule_counts_starter_and_splits():
    # The rulebook: Oil with two splits and 1, 3, 7 has 5 cards; fewer than 5 certificates.
    st = at_action(fresh(3), [card(TECH, 9), card(CORN, 2)])
    set_row(st, OIL, [3, 7], splits=2)
    assert st.longest_row() == 5
    seat = st.turn
    for v in (10, 9, 8, 7):
        put_share(st, card(CORN, v), st.certificates[seat])
    assert Secure(card(TECH, 9)) in st.legal_moves()
    put_share(st, card(CORN, 4), st.certificates[seat])
    assert Secure(card(TECH, 9)) not in st.legal_moves()
    assert (
        st.explain(Secure(card(TECH, 9))).render()
        == "The Limit rule: you have 5 certificates and the longest company row has 5 cards."
    )
    check_invariants(st)


def test_limit_rule_at_the_start_allows_one_certificate():
    st = at_action(fresh(3), [card(TECH, 9), card(CORN, 2), card(CORN, 3)])
    assert st.longest_row() == 1
    st.apply(Secure(card(TECH, 9)))
    st.apply(Discard(card(CORN, 2)))
    st.apply(Draw())
    at_action(st, [card(OIL, 9)])
    assert Secure(card(OIL, 9)) in st.legal_moves()  # another seat has none yet
    st.turn = st.actor = (st.turn - 1) % 3
    at_action(st, [card(OIL, 9), card(OIL, 10)])
    assert Secure(card(OIL, 9)) not in st.legal_moves()  # one certificate, rows of one card


def test_securing_the_last_card_ends_the_round():
    st = at_action(fresh(3), [card(TECH, 9)])
    seat = st.turn
    log = st.apply(Secure(card(TECH, 9)))
    assert st.phase == "options" and st.queue == [
        (st.dealer + 1 + i) % 3 for i in range(3) if (st.dealer + 1 + i) % 3 != seat
    ]
    assert log[-1].public.render() == f"{seat} has no cards left in hand: the round ends."
    check_invariants(st)


def test_market_option_a_looks_at_two_and_one_takes_effect():
    st = at_action(fresh(3), [card(TECH, 9), card(CORN, 2)])
    no_change, upturn = event(NO_CHANGE), event(UPTURN)
    event_on_top(st, no_change, upturn)
    seat = st.turn
    log = st.apply(PlayMarket(card(TECH, 9), "A"))
    assert st.discard[-1] == card(TECH, 9)
    assert st.phase == "choose_event" and st.looking_at == [no_change, upturn]
    assert any(e.reveal == {seat} for e in log)
    assert st.view((seat + 1) % 3).looking_at == [-1, -1]
    assert st.explain(Draw()).render() == "Choose which of the two events takes effect."
    st.apply(ChooseEvent(no_change))
    assert st.event_discard[-2:] == [upturn, no_change]
    assert st.event_discard_known[-2] == 1 << seat  # only the chooser saw it
    assert st.event_discard_known[-1] == 0b111  # played openly
    assert st.phase == "draw"
    other = (seat + 1) % 3
    assert st.view(other).event_discard[-2:] == [-1, no_change]
    check_invariants(st)


def test_market_option_b_secures_the_top_event_face_down():
    st = at_action(fresh(3), [card(TECH, 9), card(CORN, 2)])
    split = event(SPLIT, OIL)
    event_on_top(st, split)
    seat = st.turn
    log = st.apply(PlayMarket(card(CORN, 2), "B"))
    assert st.secured[seat] == [split] and st.phase == "draw"
    assert log[-1].private[seat].render() == "You secured Stock Split Oil."
    assert log[-1].public.render() == f"{seat} secured a market event face down."
    assert st.view((seat + 1) % 3).secured[seat] == [-1]
    check_invariants(st)


@pytest.mark.parametrize("option,position", [("A", 0), ("A", 1), ("B", 0)])
def test_drawing_market_closed_ends_the_round(option, position):
    st = at_action(fresh(3), [card(TECH, 9), card(CORN, 2)])
    other = event(NO_CHANGE)
    event_on_top(st, *([MARKET_CLOSED_ID, other] if position == 0 else [other, MARKET_CLOSED_ID]))
    st.options = [0, 0, 0]
    st.option_supply = 30
    st.apply(PlayMarket(card(CORN, 2), option))
    assert len(st.round_scores) == 1 and st.round == 2
    # a Market Closed round collects all events and rebuilds the deck as at the start
    assert st.event_deck.index(MARKET_CLOSED_ID) == 10 and len(st.event_deck) == 40
    check_invariants(st)


def test_market_closed_is_never_secured_and_depth_shrinks_only_from_above():
    st = fresh(4, 3)
    assert st.event_deck[10] == MARKET_CLOSED_ID
    at_action(st, [card(TECH, 9), card(CORN, 2), card(CORN, 3)])
    st.apply(PlayMarket(card(TECH, 9), "B"))
    assert st.event_deck.index(MARKET_CLOSED_ID) == 10 and len(st.event_deck) == 39


def test_play_secured_discards_then_takes_effect():
    st = at_action(fresh(3), [card(TECH, 9), card(CORN, 2)])
    set_row(st, OIL, [3, 7])
    split = event(SPLIT, OIL)
    seat = st.turn
    give_secured(st, seat, split)
    assert PlaySecured(split) in st.legal_moves()
    st.apply(PlaySecured(split))
    assert st.phase == "discard" and st.pending == "secured_event" and st.resolving == split
    assert st.company_value(OIL) == 7
    st.apply(Discard(card(CORN, 2)))
    assert st.splits[OIL] == [split] and st.company_value(OIL) == 6
    assert st.phase == "draw"
    check_invariants(st)


def test_play_secured_with_the_last_card_ends_the_round_without_effect():
    st = at_action(fresh(3), [card(CORN, 2)])
    split = event(SPLIT, OIL)
    give_secured(st, st.turn, split)
    st.options = [0, 0, 0]
    st.option_supply = 30
    st.apply(PlaySecured(split))
    log = st.apply(Discard(card(CORN, 2)))
    assert any(
        e.public and e.public.render() == "Stock Split Oil has no effect: the round ended first."
        for e in log
    )
    assert st.round == 2 and st.splits[OIL] == []
    check_invariants(st)


def test_a_played_secured_event_must_be_ones_own():
    st = at_action(fresh(3), [card(CORN, 2)])
    split = event(SPLIT, OIL)
    give_secured(st, (st.turn + 1) % 3, split)
    assert st.explain(PlaySecured(split)).render() == "You have not secured that event."
    assert (
        st.explain(UseOption(card(CORN, 2))).render()
        == "Stock options are used only when the round has ended."
    )
    assert (
        st.explain(EndOptions()).render() == "Stock options are used only when the round has ended."
    )
    assert (
        st.explain(PlayMarket(card(CORN, 2), "C")).render()
        == "Choose option A (look at two events) or B (secure one event)."
    )


def test_describe_names_moves_in_player_words():
    st = fresh(3)
    assert st.describe(Raise(card(OIL, 7))).render() == "Raise Oil to 7"
    assert st.describe(Draw()).render() == "Draw a card"
    assert st.describe(Secure(card(TECH, 10))).render() == "Secure Tech 10"
    assert (
        st.describe(PlayMarket(card(CORN, 2), "A")).render()
        == "Play the market with option A: discard Corn 2 and look at two events"
    )
    assert st.describe(PlaySecured(event(SPLIT, OIL))).render() == "Play Stock Split Oil"
    for move in st.legal_moves():
        assert st.describe(move).render()
