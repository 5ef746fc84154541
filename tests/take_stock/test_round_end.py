"""Round end: stock options, scoring, the event deck rebuilt, the next dealer, game over."""

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

from tabletop.games.take_stock.cards import FREEZE, MARKET_CLOSED_ID, NO_CHANGE, SPLIT
from tabletop.games.take_stock.moves import (
    Discard,
    Draw,
    EndOptions,
    PlayMarket,
    Raise,
    Secure,
    UseOption,
)
from tabletop.games.take_stock.round import next_dealer


def no_options_except(st, *seats):
    for p in range(st.num_seats):
        if p not in seats:
            st.option_supply += st.options[p]
            st.options[p] = 0


def close_market(st):
    """The seat whose turn it is draws Market Closed (option B)."""
    event_on_top(st, MARKET_CLOSED_ID)
    return st.apply(PlayMarket(st.hands[st.turn][0], "B"))


def test_shoana_scores_197_using_options_that_ignore_the_limit_rule():
    st = at_action(fresh(3, seed=5), [card(GEMS, 2), card(GEMS, 3)])
    shoana = (st.turn + 1) % 3
    set_row(st, OIL, [10], splits=1)  # value 20
    set_row(st, TECH, [8], splits=1)  # value 16
    set_row(st, CORN, [7], splits=2)  # value 21
    for c in (card(OIL, 2), card(OIL, 3), card(OIL, 4), card(TECH, 9)):
        put_share(st, c, st.certificates[shoana])
    set_hand(st, shoana, [card(CORN, 12), card(CORN, 6), card(MOVIE, 5)])
    no_options_except(st, shoana)
    close_market(st)
    assert st.phase == "options" and st.to_act() == shoana and st.queue == [shoana]
    assert len(st.certificates[shoana]) == st.longest_row() == 4  # the Limit is reached
    st.apply(UseOption(card(CORN, 12)))
    st.apply(UseOption(card(CORN, 6)))
    assert st.options[shoana] == 2 and st.option_supply == 30 - 2
    assert (
        st.explain(Draw()).render() == "The round is over: use a stock option or stop using them."
    )
    log = st.apply(EndOptions())
    [scored] = [e for e in log if e.event == "round_scored"]
    assert scored.data["round"] == 1 and scored.data["scores"][shoana] == 197
    assert scored.data["values"][OIL] == 20 and scored.data["values"][CORN] == 21
    assert st.totals[shoana] == 197 and st.round_scores == [scored.data["scores"]]
    assert st.round == 2 and st.phase == "draw"
    check_invariants(st)


def test_options_are_used_in_turn_order_from_the_dealers_left():
    st = at_action(fresh(4, seed=2), [card(GEMS, 2), card(GEMS, 3)])
    st.dealer = 2
    st.option_supply += st.options[0]
    st.options[0] = 0
    close_market(st)
    expected = [3, 1, 2]  # seat 0 has no option left
    assert st.queue == expected
    seen = []
    while st.phase == "options":
        seen.append(st.to_act())
        hand = st.hands[st.to_act()]
        st.apply(UseOption(hand[0]))
        if st.phase == "options" and st.to_act() == seen[-1]:
            st.apply(EndOptions())
    assert seen == expected
    check_invariants(st)


def test_using_the_last_option_or_card_moves_on():
    st = at_action(fresh(3, seed=4), [card(GEMS, 2), card(GEMS, 3)])
    nxt = (st.turn + 1) % 3
    no_options_except(st, nxt)
    st.options[nxt] = 1
    st.option_supply += 3
    close_market(st)
    assert st.to_act() == nxt
    st.apply(UseOption(st.hands[nxt][0]))
    assert st.round == 2 and st.options[nxt] == 0
    check_invariants(st)


def test_non_closed_round_puts_face_up_and_discarded_events_under_the_deck():
    st = at_action(fresh(3, seed=6), [card(OIL, 12), card(GEMS, 3)])
    set_row(st, OIL, [9], splits=1)
    split = st.splits[OIL][0]
    freeze = event(FREEZE)
    give_secured(st, 0, freeze)
    st.secured[0].remove(freeze)
    st.frozen[TECH] = freeze
    kept = event(SPLIT, GEMS)
    give_secured(st, 1, kept)
    no_change = event(NO_CHANGE)
    event_on_top(st, no_change)
    st.event_deck.pop()
    st.event_deck_known.pop()
    st.deck_batches[-1] -= 1
    st.event_discard.append(no_change)
    st.event_discard_known.append(1)
    depth = st.event_deck.index(MARKET_CLOSED_ID)
    size = len(st.event_deck)
    no_options_except(st)
    st.apply(Raise(card(OIL, 12)))
    assert st.round == 2
    assert sorted(st.event_deck[:3]) == sorted([split, freeze, no_change])
    assert st.event_deck.index(MARKET_CLOSED_ID) == depth + 3 and len(st.event_deck) == size + 3
    assert st.deck_batches[0] == 3 and st.secured[1] == [kept]
    assert st.event_discard == [] and st.splits == [[]] * 5 and st.frozen == [None] * 5
    assert all(len(row) == 1 for row in st.market) and st.certificates == [[], [], []]
    assert [len(h) for h in st.hands] == [6, 6, 6]
    check_invariants(st)


def test_closed_round_collects_every_event_including_secured_ones():
    st = at_action(fresh(3, seed=7), [card(GEMS, 2), card(GEMS, 3)])
    give_secured(st, 2, event(SPLIT, OIL))
    set_row(st, TECH, [4], splits=1)
    no_options_except(st)
    close_market(st)
    assert st.secured == [[], [], []] and st.splits == [[]] * 5
    assert len(st.event_deck) == 40 and st.event_deck[10] == MARKET_CLOSED_ID
    assert st.deck_batches == [40]
    check_invariants(st)


def test_lowest_score_deals_ties_go_clockwise_from_the_previous_dealer():
    st = fresh(4)
    st.totals = [10, 5, 5, 20]
    for dealer, expected in ((2, 1), (0, 1), (1, 2), (3, 1)):
        st.dealer = dealer
        assert next_dealer(st) == expected
    st.totals = [7, 7, 7, 7]
    st.dealer = 3
    assert next_dealer(st) == 0


def test_after_a_round_the_lowest_scorer_deals_and_the_left_neighbour_starts():
    st = at_action(fresh(3, seed=8), [card(OIL, 12), card(GEMS, 3)])
    set_row(st, OIL, [9])
    winner = st.turn
    put_share(st, card(OIL, 10), st.certificates[winner])
    no_options_except(st)
    st.dealer = winner
    st.apply(Raise(card(OIL, 12)))
    assert st.totals[winner] == 36  # 3 shares x 12
    assert st.dealer == (winner + 1) % 3  # first of the two tied at 0
    assert st.turn == (winner + 2) % 3 and st.phase == "draw"


def test_game_ends_after_round_four_and_ties_share_the_victory():
    st = at_action(fresh(3, seed=9), [card(OIL, 12), card(GEMS, 3)])
    st.round = 4
    set_row(st, OIL, [9])
    no_options_except(st)
    log = st.apply(Raise(card(OIL, 12)))
    assert st.phase == "over" and st.is_terminal() and st.to_act() is None
    assert st.legal_moves() == []
    assert st.winners() == [0, 1, 2]
    assert [e.event for e in log if e.event][-2:] == ["round_scored", "game_over"]
    assert st.explain(Draw()).render() == "The game is over."
    check_invariants(st)


def test_discard_after_secure_cannot_be_skipped():
    st = at_action(fresh(3), [card(OIL, 4), card(GEMS, 3)])
    st.apply(Secure(card(OIL, 4)))
    assert st.legal_moves() == [Discard(card(GEMS, 3))]
    assert st.explain(Discard(card(OIL, 4))).render() == "That card is not in your hand."
