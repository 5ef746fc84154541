"""What each seat may see (view), sampling the unseen (determinize), copies and JSON."""

import json

from take_stock_setup import (
    CORN,
    GEMS,
    OIL,
    TECH,
    at_action,
    card,
    check_invariants,
    event,
    event_on_top,
    fresh,
    give_secured,
    public_parts,
    put_share,
    random_game,
    set_row,
)

from tabletop.core.game import HIDDEN
from tabletop.core.rng import Rng
from tabletop.games.take_stock.cards import MARKET_CLOSED_ID, NO_CHANGE, SPLIT, UPTURN
from tabletop.games.take_stock.moves import (
    ChooseEvent,
    Discard,
    Draw,
    PlayMarket,
    Raise,
    TakeFromDiscard,
)
from tabletop.games.take_stock.state import TakeStockState


def test_view_hides_hands_piles_decks_and_secured_events_but_keeps_counts():
    st = fresh(4, seed=11)
    st.apply(Draw())
    seat = st.turn
    give_secured(st, (seat + 1) % 4, event(SPLIT, OIL))
    give_secured(st, seat, event(SPLIT, TECH))
    v = st.view(seat)
    for p in range(4):
        assert len(v.hands[p]) == len(st.hands[p])
        if p != seat:
            assert set(v.hands[p]) == {HIDDEN}
    assert v.hands[seat] == st.hands[seat]
    assert v.secured[(seat + 1) % 4] == [HIDDEN] and v.secured[seat] == [event(SPLIT, TECH)]
    assert set(v.draw_pile) == {HIDDEN} and len(v.draw_pile) == len(st.draw_pile)
    assert [e for e in v.event_deck if e != HIDDEN] == [MARKET_CLOSED_ID]
    assert v.event_deck.index(MARKET_CLOSED_ID) == st.event_deck.index(MARKET_CLOSED_ID)
    assert v.rng.state == 0 and st.rng.state != 0
    assert public_parts(v) == public_parts(st)
    spectator = st.view(None)
    assert all(set(h) == {HIDDEN} for h in spectator.hands)


def test_view_keeps_insider_picks_and_the_event_discards_the_seat_saw():
    st = at_action(fresh(3, seed=12), [card(CORN, 2), card(CORN, 3), card(GEMS, 5)])
    seat, other = st.turn, (st.turn + 1) % 3
    put_share(st, card(OIL, 9), st.discard)
    insider, no_change = event("insider", OIL), event(NO_CHANGE)
    event_on_top(st, insider, no_change)
    st.apply(PlayMarket(card(GEMS, 5), "A"))
    st.apply(ChooseEvent(insider))
    st.apply(TakeFromDiscard(card(OIL, 9)))
    st.apply(Discard(card(CORN, 2)))
    assert card(OIL, 9) in st.view(other).hands[seat]
    assert st.view(other).event_discard == [HIDDEN, insider]
    assert st.view(seat).event_discard == [no_change, insider]
    assert st.view(None).event_discard == [HIDDEN, insider]


def test_determinize_fills_only_unseen_cards_and_keeps_public_parts():
    st = at_action(fresh(4, seed=13), [card(CORN, 2), card(CORN, 3), card(GEMS, 5)])
    seat = st.turn
    give_secured(st, (seat + 2) % 4, event(UPTURN))
    put_share(st, card(OIL, 9), st.discard)
    v = st.view(seat)
    for salt in range(20):
        d = v.determinize(seat, Rng(salt))
        check_invariants(d)
        assert public_parts(d) == public_parts(st)
        assert d.hands[seat] == st.hands[seat] and d.secured[seat] == st.secured[seat]
        assert d.event_deck.index(MARKET_CLOSED_ID) == st.event_deck.index(MARKET_CLOSED_ID)
        assert d.rng.state != 0


def test_determinize_samples_the_other_hands_uniformly_enough():
    st = fresh(3, seed=14)
    v = st.view(0)
    seen = set()
    for salt in range(200):
        seen.update(v.determinize(0, Rng(salt)).hands[1])
    unseen = set(range(60)) - set(st.hands[0]) - {r[0] for r in st.market}
    assert seen == unseen


def test_after_a_reshuffle_the_draw_pile_holds_only_old_discards():
    st = fresh(3, seed=15)
    pile = st.draw_pile
    while len(pile) > 1:
        st.discard.append(pile.pop(0))
    st.apply(Draw())
    pool = set(st.pile_pool)
    v = st.view(st.turn)
    for salt in range(20):
        d = v.determinize(st.turn, Rng(salt))
        assert set(d.draw_pile) <= pool
        check_invariants(d)


def test_known_cards_of_a_deck_batch_stay_in_that_batch():
    st = at_action(fresh(3, seed=16), [card(GEMS, 3), card(GEMS, 4), card(GEMS, 5)])
    seat, other = st.turn, (st.turn + 1) % 3
    split, no_change = event(SPLIT, TECH), event(NO_CHANGE)
    event_on_top(st, split, no_change)
    st.apply(PlayMarket(card(GEMS, 3), "A"))
    st.apply(ChooseEvent(split))  # No Market Change is put away: only `seat` saw it
    at_action(st, [card(OIL, 12), card(CORN, 2)])
    set_row(st, OIL, [9])
    st.option_supply += sum(st.options)
    st.options = [0, 0, 0]
    st.apply(Raise(card(OIL, 12)))
    assert st.round == 2 and st.deck_batches[0] == 2
    assert sorted(st.event_deck[:2]) == sorted([split, no_change])
    assert st.view(seat).event_deck[:2] == sorted([split, no_change])
    assert st.view(other).event_deck[:2] == [split, HIDDEN]
    v = st.view(other)
    for salt in range(10):
        d = v.determinize(other, Rng(salt))
        assert split in d.event_deck[:2]
        assert public_parts(d) == public_parts(st)
        check_invariants(d)


def test_clone_is_independent_and_json_round_trips():
    st = random_game(4, 3)
    twin = st.clone()
    assert twin == st
    twin.hands[0].append(99)
    twin.market[0].append(98)
    assert twin != st
    data = json.loads(json.dumps(st.to_json()))
    assert TakeStockState.from_json(data) == st


def test_view_and_determinize_work_in_every_phase_of_random_games():
    phases = set()

    def each(st, move, log):
        phases.add(st.phase)
        seat = st.to_act()
        if seat is None:
            return
        v = st.view(seat)
        d = v.determinize(seat, Rng(len(st.discard)))
        assert public_parts(d) == public_parts(st)
        assert d.legal_moves() == st.legal_moves()

    for seed in range(6):
        random_game(2 + seed % 5, seed, each)
    assert {"draw", "action", "discard", "choose_event", "options", "over"} <= phases
