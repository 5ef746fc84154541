"""Property checks over 1000 seeded games of random legal moves (2 to 6 seats)."""

import json

from take_stock_setup import check_invariants, public_parts, random_game

from tabletop.core.game import HIDDEN
from tabletop.core.rng import Rng
from tabletop.games.take_stock.cards import ROUNDS
from tabletop.games.take_stock.state import TakeStockState

GAMES = 1000


def check_view_secrecy(st: TakeStockState, seat: int) -> None:
    """The view of `seat` holds no card hidden from it."""
    v = st.view(seat)
    for p in range(st.num_seats):
        if p == seat:
            continue
        secret = set(st.hands[p]) - set(st.known_hand[p])
        visible = {c for hand in v.hands for c in hand} | set(v.draw_pile)
        assert not secret & visible, "another seat's hand leaks into a view"
        assert set(v.secured[p]) <= {HIDDEN}
    assert set(v.draw_pile) <= {HIDDEN}
    own_events = {e for e, k in zip(st.event_discard, st.event_discard_known) if k >> seat & 1}
    assert {e for e in v.event_discard if e != HIDDEN} == own_events


def test_random_games_keep_every_invariant():
    rounds_seen, situations = set(), set()
    for seed in range(GAMES):
        seats = 2 + seed % 5
        steps = [0]

        def each(st, move, log, seed=seed, steps=steps):
            steps[0] += 1
            situations.add((st.phase, st.pending))
            check_invariants(st)
            for entry in log:  # public texts never name a drawn card
                if entry.reveal and entry.public is not None:
                    assert "You" not in entry.public.render()
            if steps[0] % 17 == 0:
                data = json.loads(json.dumps(st.to_json()))
                assert TakeStockState.from_json(data) == st
            if steps[0] % 29 == 0 and st.to_act() is not None:
                seat = (st.to_act() + steps[0]) % st.num_seats
                check_view_secrecy(st, seat)
                d = st.view(seat).determinize(seat, Rng(steps[0]))
                assert public_parts(d) == public_parts(st)
                check_invariants(d)
                if seed % 50 == 0:  # it plays on legally to the end
                    rng = Rng(seed)
                    while not d.is_terminal():
                        moves = d.legal_moves()
                        d.apply(moves[rng.below(len(moves))])
                        check_invariants(d)

        st = random_game(seats, seed, each)
        assert st.is_terminal() and len(st.round_scores) == ROUNDS
        assert st.totals == [sum(r[p] for r in st.round_scores) for p in range(seats)]
        assert st.winners() == [p for p in range(seats) if st.totals[p] == max(st.totals)]
        rounds_seen.add(st.round)
    assert rounds_seen == {ROUNDS}
    assert situations >= {
        ("draw", ""),
        ("action", ""),
        ("discard", "secure"),
        ("discard", "secured_event"),
        ("discard", "insider"),
        ("discard", "downturn"),
        ("choose_event", ""),
        ("pick_company", ""),
        ("audit_remove", ""),
        ("insider_take", ""),
        ("options", ""),
        ("over", ""),
    }
