"""The generic AI players on Twenty-One, a tiny hidden-information game (toygame.py)."""

from __future__ import annotations

import json
import os

import pytest
import toygame

from tabletop.ai import Evaluation, HeuristicPlayer, ISMCTSPlayer, RandomPlayer, make_player
from tabletop.ai.match import play_game
from tabletop.core.game import HIDDEN
from tabletop.core.rng import Rng
from tabletop.core.session import UNDO_BARRIER, Seat, Session
from tabletop.core.text import Text

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # the dialog and controller tests

EVAL = Evaluation.of(toygame.INFO)


def players(seed: int = 3):
    return [
        RandomPlayer(seed),
        HeuristicPlayer(EVAL, seed),
        ISMCTSPlayer(EVAL, seed, iterations=300),
    ]


@pytest.mark.parametrize("index", range(3))
def test_every_player_returns_a_legal_move_with_a_one_line_reason(index):
    state = toygame.new_game(3, seed=5, options={})
    decision = players()[index].choose(state.view(0), 0)
    assert decision.move in state.legal_moves()
    assert isinstance(decision.reason, Text)
    line = decision.reason.render()
    assert "play" in line and "\n" not in line


@pytest.mark.parametrize("index", [1, 2])
def test_search_players_take_the_winning_card(index):
    # 16 + 5 = 21 wins at once; 16 + 2 = 18 hands the opponent a win with any 3.
    state = toygame.position(16, [[2, 5], [1, 4]])
    decision = players()[index].choose(state.view(0), 0)
    assert decision.move == toygame.Play(5)


def test_ismcts_avoids_going_over_when_it_can():
    # 17 + 5 busts; 17 + 1 = 18 keeps the game going.
    state = toygame.position(17, [[1, 5], [2, 2]])
    assert ISMCTSPlayer(EVAL, 1, iterations=200).choose(state.view(0), 0).move == toygame.Play(1)


def test_ismcts_reports_its_simulations():
    state = toygame.position(16, [[2, 5], [1, 4]])
    line = ISMCTSPlayer(EVAL, 1, iterations=250).choose(state.view(0), 0).reason.render()
    assert line == "play 5: won 100% of 250 simulated continuations"


def test_a_single_legal_move_needs_no_search():
    state = toygame.position(16, [[3, 3], [1, 4]])
    decision = ISMCTSPlayer(EVAL, 1, iterations=10**9).choose(state.view(0), 0)
    assert decision.move == toygame.Play(3)
    assert decision.reason.render() == "play 3: the only possible move"


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_the_same_seed_makes_the_same_decisions(level):
    results = [play_game(toygame.INFO, [level, level, "random"], seed=11) for _ in range(2)]
    assert results[0] == results[1]


class Spy:
    """Wraps a player and checks that what it is handed hides every other seat's cards."""

    def __init__(self, inner):
        self.inner, self.calls = inner, 0

    def choose(self, view, seat):
        self.calls += 1
        assert all(c == HIDDEN for c in view.deck)
        for s, hand in enumerate(view.hands):
            assert (HIDDEN not in hand) if s == seat else all(c == HIDDEN for c in hand)
        return self.inner.choose(view, seat)


def test_players_only_ever_see_a_view():
    spies = [
        Spy(ISMCTSPlayer(EVAL, 1, iterations=50)),
        Spy(HeuristicPlayer(EVAL, 2)),
        Spy(RandomPlayer(3)),
    ]
    play_game(toygame.INFO, ["hard", "easy", "random"], seed=4, players=spies)
    assert all(s.calls > 0 for s in spies)


def test_ismcts_beats_random_players():
    wins = sum(play_game(toygame.INFO, ["medium", "random"], seed=s).wins[0] for s in range(30))
    assert wins >= 21, wins


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown AI level"):
        make_player("grandmaster", toygame.INFO, 1)


# --- what the coming games need of the protocol (issue 8 §6), shown on the toy game ----------
def test_move_fields_may_be_tuples_of_ints():
    move = toygame.PlayPair((2, 5))
    data = json.loads(json.dumps(move.to_json()))
    assert data == move.to_json() == {"kind": "play_pair", "cards": [2, 5]}
    assert toygame.from_json(data) == move and hash(toygame.from_json(data)) == hash(move)
    for bad in (["2", 5], [2, True], [2.5], list(range(65)), [[2]]):
        with pytest.raises(ValueError):
            toygame.from_json({"kind": "play_pair", "cards": bad})


def test_a_pair_in_an_order_is_a_move_the_session_replays():
    options = {"pairs": True}
    state = toygame.new_game(2, seed=3, options=options)
    pairs = [m for m in state.legal_moves() if isinstance(m, toygame.PlayPair)]
    assert pairs and all(len(m.cards) == 2 for m in pairs)
    s = Session(toygame.INFO, [Seat("A"), Seat("B", "random")], 3, options)
    assert s.submit(0, pairs[-1]).ok
    copy = Session.from_json(toygame.INFO, json.loads(json.dumps(s.to_json())))
    assert copy.moves == [pairs[-1]] and copy.state == s.state


@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_a_later_chooser_never_sees_an_earlier_secret_pick(level):
    options = {"secret_picks": True}
    seen = set()
    for first in range(toygame.PICKS):
        state = toygame.new_game(3, seed=9, options=options)
        log = state.apply(toygame.Pick(first))
        view = state.view(1)
        assert view.picks == [HIDDEN]
        assert [e.text_for(1).render() for e in log] == ["Seat 0 picks secretly."]
        assert [e.text_for(0).render() for e in log] == [f"You pick {first}."]
        seen.add(
            (view.to_json().__repr__(), make_player(level, toygame.INFO, 5).choose(view, 1).move)
        )
    assert len(seen) == 1  # whatever seat 0 picked, seat 1 sees and does the same


def test_secret_picks_are_shown_together_and_undo_stops_there():
    kinds = ["human"] + ["random"] * 8
    s = Session(
        toygame.INFO, [Seat(f"P{i}", k) for i, k in enumerate(kinds)], 4, {"secret_picks": True}
    )
    assert s.submit(0, toygame.Pick(3)).ok
    for seat in range(1, 8):
        assert s.submit(seat, toygame.Pick(seat % 4)).ok
        assert 0 not in s.learned[-1]  # another secret pick shows nothing
        assert s.undo_target(0)[0] == 0
    assert s.submit(8, toygame.Pick(1)).ok  # the last pick shows them all
    assert 0 in s.learned[-1] and s.state.view(0).picks == [3, 1, 2, 3, 0, 1, 2, 3, 1]
    assert s.undo(0).reason == UNDO_BARRIER


def test_nine_seats_play_through_the_session_and_the_ai():
    result = play_game(
        toygame.INFO,
        ["medium", "easy"] + ["random"] * 7,
        seed=2,
        options={"secret_picks": True, "pairs": True},
    )
    assert len(result.scores) == 9 and sum(result.wins) == pytest.approx(1)


def test_a_long_game_of_perfect_information_undoes_any_move():
    """Hundreds of moves, nothing hidden: undo is always allowed and replays quickly enough
    (every undo replays the game from its seed)."""
    options = {"open": True, "target": 800}
    s = Session(toygame.INFO, [Seat("A"), Seat("B", "random"), Seat("C", "random")], 6, options)
    rng = Rng(6)
    undos, undone_at = 0, set()
    while not s.state.is_terminal():
        seat = s.state.to_act()
        moves = s.state.legal_moves()
        assert s.submit(seat, moves[rng.below(len(moves))]).ok
        assert not s.learned[-1]
        # redo gives back only the human's move, so the same length comes round again
        if seat == 2 and len(s.moves) % 30 == 0 and len(s.moves) not in undone_at:
            undone_at.add(len(s.moves))
            keep = s.undo_target(0)[0]
            assert keep is not None and s.undo(0).ok and len(s.moves) == keep
            assert s.redo().ok
            undos += 1
    assert len(s.moves) >= 200 and undos >= 3


def test_the_new_game_dialog_seats_nine(qtbot):
    from tabletop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(toygame.INFO)
    qtbot.addWidget(dialog)
    dialog.count.setValue(9)
    assert dialog.count.value() == 9 and dialog.count.maximum() == 9
    dialog.show()
    assert all(name.isVisible() for _, name, _ in dialog.rows)
    seats = dialog.seats()
    assert len(seats) == 9 and len({s.name for s in seats}) == 9


def test_nine_humans_hand_the_screen_over_in_turn(qtbot):
    from tabletop.ui.controller import GameController

    controller = GameController()
    controller.autosave = False
    handed: list[int] = []
    controller.handOver.connect(handed.append)
    seats = [Seat(f"P{i}") for i in range(9)]
    controller.start(Session(toygame.INFO, seats, 1, {"secret_picks": True}))
    for seat in range(9):
        assert controller.awaiting_handover() == seat and controller.viewer() is None
        controller.confirm_handover()
        assert controller.viewer() == seat
        assert controller.session.state.view(seat).picks.count(HIDDEN) == seat
        assert controller.submit(seat, toygame.Pick(seat % 4))
    assert handed[:9] == list(range(9))
    controller.shutdown()
