"""The Session (validation, move log, undo/redo with barriers) on a game of Take Stock."""

import pytest

from tabletop.core.rng import Rng
from tabletop.core.session import UNDO_BARRIER, Seat, Session
from tabletop.games import get
from tabletop.games.take_stock.moves import Draw, EndOptions, Raise

INFO = get("take-stock")


def session(kinds=("human", "random", "human"), seed=5) -> Session:
    return Session(INFO, [Seat(f"P{i}", k) for i, k in enumerate(kinds)], seed)


def play_until_human(s: Session, rng: Rng) -> None:
    while not s.state.is_terminal() and not s.seats[s.state.to_act()].is_human:
        moves = s.state.legal_moves()
        assert s.submit(s.state.to_act(), moves[rng.below(len(moves))]).ok


def test_submit_checks_turn_and_rules():
    s = session()
    seat = s.state.to_act()
    wrong = (seat + 1) % 3
    r = s.submit(wrong, Draw())
    assert not r.ok and r.reason.render() == "It is not your turn."
    r = s.submit(seat, Raise(s.state.hands[seat][0]))
    assert not r.ok and r.reason.render() == "Draw a card first."
    r = s.submit(seat, Draw())
    assert r.ok and s.moves == [Draw()] and s.movers == [seat] and r.log


def test_a_human_draw_is_an_undo_barrier():
    s = session(("human", "human", "human"))
    seat = s.state.to_act()
    s.submit(seat, Draw())
    assert s.barrier == 1
    r = s.undo(seat)
    assert not r.ok and "hidden card" in r.reason.render()


def test_undo_takes_back_the_humans_move_and_the_ai_replies():
    # Stockpile: AI replies that show the human nothing can be taken back with the human's move
    info = get("stockpile")
    for seed in range(40):
        s = Session(info, [Seat("P0"), Seat("P1", "random"), Seat("P2", "random")], seed)
        rng = Rng(seed)
        play_until_human(s, rng)
        while not s.state.is_terminal():
            before, n = s.state.to_json(), len(s.moves)
            move = s.state.legal_moves()[0]
            assert s.submit(0, move).ok
            play_until_human(s, rng)
            if len(s.moves) > n + 1 and s.undo_target(0)[0] == n:
                assert s.undo(0).ok
                assert len(s.moves) == n and s.state.to_json() == before
                assert s.redo().ok and s.moves[n] == move
                assert not s.redo().ok
                return
    raise AssertionError("no undo over AI replies in 40 games")


def test_an_ai_move_that_turns_a_card_up_stops_undo():
    """The human keeps what they saw: an AI raise shows a card of its hand, so undo stops."""
    s = session(("human", "random"), seed=8)
    rng = Rng(1)
    play_until_human(s, rng)
    assert s.submit(0, Draw()).ok
    raise_move = next(m for m in s.state.legal_moves() if isinstance(m, Raise))
    assert s.submit(0, raise_move).ok
    while s.state.to_act() == 0:
        assert s.submit(0, s.state.legal_moves()[0]).ok
    assert s.undo_target(0)[0] is not None  # the AI has not moved yet
    assert s.submit(1, Draw()).ok  # its draw shows the human nothing
    assert 0 not in s.learned[-1] and s.undo_target(0)[0] is not None
    ai_raise = next((m for m in s.state.legal_moves() if isinstance(m, Raise)), None)
    if ai_raise is not None and ai_raise.card not in s.state.known_hand[1]:
        assert s.submit(1, ai_raise).ok
        assert 0 in s.learned[-1]
        r = s.undo(0)
        assert not r.ok and "hidden card" in r.reason.render()


def test_a_move_that_ends_a_round_deals_new_hands_and_stops_undo():
    """Take Stock's round end deals the next hands: undo must not let the player look at them
    and play differently (before, undo went back and the same hand came again: 104 of 104)."""
    cases = 0
    for seed in range(30):
        s = session(("human", "random", "random"), seed=seed)
        rng = Rng(seed)
        while not s.state.is_terminal() and cases < 40:
            seat = s.state.to_act()
            round_ = s.state.round
            moves = s.state.legal_moves()
            assert s.submit(seat, moves[rng.below(len(moves))]).ok
            if seat == 0 and s.state.round != round_ and not s.state.is_terminal():
                cases += 1
                assert 0 in s.learned[-1]
                r = s.undo(0)
                assert not r.ok and r.reason == UNDO_BARRIER
    assert cases >= 10


def test_undo_never_passes_another_humans_move():
    s = session(("human", "human", "human"), seed=3)
    first = s.state.to_act()
    s.submit(first, Draw())
    raise_move = next(m for m in s.state.legal_moves() if isinstance(m, Raise))
    s.submit(first, raise_move)
    other = s.state.to_act()
    assert other != first
    s.submit(other, Draw())
    r = s.undo(first)
    assert not r.ok and "another player" in r.reason.render()


def test_nothing_to_undo_or_redo_at_the_start():
    s = session()
    assert s.undo(0).reason.render() == "There is nothing to undo."
    assert s.redo().reason.render() == "There is nothing to redo."


def test_session_json_replays_to_the_same_state():
    s = session(("human", "random", "easy"), seed=21)
    rng = Rng(9)
    for _ in range(200):
        if s.state.is_terminal():
            break
        moves = s.state.legal_moves()
        s.submit(s.state.to_act(), moves[rng.below(len(moves))])
    copy = Session.from_json(INFO, s.to_json())
    assert copy.state == s.state and copy.moves == s.moves and copy.barrier == s.barrier


def test_a_tampered_move_list_is_refused():
    s = session()
    data = s.to_json()
    data["moves"] = [EndOptions().to_json()]
    data["movers"] = [s.state.to_act()]
    with pytest.raises(ValueError, match="cannot be replayed"):
        Session.from_json(INFO, data)
    data["moves"] = [{"kind": "draw", "card": 3}]
    with pytest.raises(ValueError):
        Session.from_json(INFO, data)


def test_a_whole_game_through_the_session_ends_with_winners():
    s = session(("random", "random", "random", "random"), seed=4)
    rng = Rng(4)
    while not s.state.is_terminal():
        moves = s.state.legal_moves()
        assert s.submit(s.state.to_act(), moves[rng.below(len(moves))]).ok
    assert s.state.winners() and any(e.event == "game_over" for e in s.log)
    assert s.submit(0, Draw()).reason.render() == "The game is over."
