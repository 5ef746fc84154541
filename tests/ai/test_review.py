"""The review of a finished game (issue 22): marks, reasons, noise, hidden cards, the CLI.

Budgets are small so the file stays fast; `tabletop-cli review` and `tabletop-cli bench`
measure the full budget."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.ai.evaluation import Evaluation
from tabletop.ai.hint_bench import names_a_term
from tabletop.ai.levels import make_player
from tabletop.ai.review import (
    INACCURACY,
    MISTAKE,
    Judge,
    Mark,
    Review,
    Reviewed,
    retry,
    review_session,
    view_before,
)
from tabletop.cli import main
from tabletop.core.rng import Rng
from tabletop.core.savefile import save
from tabletop.core.session import Seat, Session
from tabletop.games import registry

GAMES = list(registry())


def play(game: str, moves: int, seed: int = 1, seats: int = 4) -> Session:
    """A game of Easy players, Ada (seat 0, the human) included, cut after `moves` moves."""
    info = registry()[game]
    session = Session(info, [Seat("Ada")] + [Seat(f"C{i}", "easy") for i in range(1, seats)], seed)
    players = [make_player("easy", info, 10 + s) for s in range(seats)]
    while not session.state.is_terminal() and len(session.moves) < moves:
        seat = session.state.to_act()
        assert seat is not None
        assert session.submit(seat, players[seat].choose(session.state.view(seat), seat).move).ok
    return session


def one_ply(evaluation: Evaluation, view, seat: int, move) -> float:
    sample, rng, total = view.sampler(seat), Rng(7), 0.0
    for _ in range(4):
        world = sample(rng)
        world.quiet = True
        world.apply(move)
        total += evaluation.rewards(world)[seat]
    return total / 4


def planted(game: str, spread: float) -> Session:
    """Ada plays Easy until a decision where the moves' one-ply values differ by `spread`;
    there she plays the worst of them (an obvious blunder), and the game is cut there."""
    info = registry()[game]
    evaluation = Evaluation.of(info)
    session = play(game, 0)
    players = [make_player("easy", info, 10 + s) for s in range(4)]
    while not session.state.is_terminal():
        seat = session.state.to_act()
        assert seat is not None
        view = session.state.view(seat)
        if seat == 0 and len(view.legal_moves()) > 1:
            values = sorted(
                ((one_ply(evaluation, view, 0, m), i, m) for i, m in enumerate(view.legal_moves())),
                key=lambda v: (v[0], v[1]),
            )
            if values[-1][0] - values[0][0] >= spread:
                assert session.submit(0, values[0][2]).ok
                return session
        assert session.submit(seat, players[seat].choose(view, seat).move).ok
    raise AssertionError("no decision with such a spread")


@pytest.mark.parametrize("game", GAMES)
def test_a_short_game_of_each_game_is_reviewed(game: str) -> None:
    session = play(game, 24)
    before = session.to_json()
    seen: list[tuple[int, int]] = []
    review = review_session(
        session, iterations=24, workers=1, progress=lambda d, n: seen.append((d, n)) or True
    )
    assert review is not None and review.seats == [0]
    assert review.decisions, "Ada had choices in the first 24 moves"
    assert session.to_json() == before  # the session is not touched
    assert seen[0] == (0, len(review.decisions)) and seen[-1][0] == len(review.decisions)
    for d in review.decisions:
        assert d.seat == 0 and session.moves[d.number] == d.played
        assert 0 <= d.played_share <= 1 and 0 <= d.best_share <= 1 and d.error >= 0
        assert (d.mark is None) == (d.reason is None or d.close_call)
        assert d.best in view_before(session, d.number, 0).legal_moves()
    assert 0 <= review.accuracy(0) <= 100
    assert [n for n, _ in review.curve(0)] == [d.number for d in review.decisions]


def test_review_can_be_cancelled() -> None:
    session = play("karthedis", 30)
    assert review_session(session, iterations=16, workers=1, progress=lambda d, n: d < 1) is None


@pytest.mark.parametrize(
    ("game", "spread", "words"),
    [("stockpile", 0.10, "Bid $20K on stockpile 4"), ("stock-round", 0.20, "Sell 3 shares")],
)
def test_a_planted_blunder_is_marked_and_explained(game: str, spread: float, words: str) -> None:
    session = planted(game, spread)
    number = len(session.moves) - 1
    view = view_before(session, number, 0)
    assert words in view.describe(session.moves[-1]).render()
    d = Judge(session.info, iterations=150).decision(view, 0, number, session.moves[-1])
    assert d.mark in (Mark.MISTAKE, Mark.BLUNDER) and d.drop >= MISTAKE
    assert d.drop > 2 * 100 * d.error  # well beyond the estimate's noise
    assert d.reason is not None and names_a_term(d.reason), d.reason
    assert d.reason.render().startswith(view.describe(d.best).render())
    # a retry: the best move is good, the blunder again is not
    assert retry(session, d, d.best).good
    again = retry(session, d, d.played)
    assert not again.good and again.drop == pytest.approx(d.drop)


def test_a_whole_review_marks_the_planted_blunder() -> None:
    session = planted("stockpile", 0.10)
    review = review_session(session, iterations=150, workers=1)
    assert review is not None
    assert review.decisions[-1].number == len(session.moves) - 1
    assert review.decisions[-1] in review.marked(0)
    assert review.accuracy(0) < 100


@pytest.mark.parametrize("game", ["karthedis", "take-stock", "stockpile"])
def test_the_review_does_not_depend_on_cards_the_seat_could_not_see(game: str) -> None:
    """Each decision judged again on a world whose hidden cards were dealt anew, consistently
    with what Ada saw: the same judgement, word for word."""
    session = play(game, 40)
    judge = Judge(session.info, iterations=40)
    state = session.checkpoints[0].clone()
    perturbed = 0
    for number, (seat, move) in enumerate(zip(session.movers, session.moves)):
        if seat == 0 and len(state.legal_moves()) > 1:
            view = state.view(0)
            other = view.determinize(0, Rng(1000 + number))
            perturbed += other.to_json() != state.to_json()
            assert other.view(0) == view
            assert judge.decision(other.view(0), 0, number, move) == judge.decision(
                view, 0, number, move
            )
        state.apply(move)
    assert perturbed, "some hidden card differed"


def test_two_seeds_mark_the_same_decisions() -> None:
    session = planted("stockpile", 0.10)
    a = review_session(session, iterations=150, seed=1, workers=1)
    b = review_session(session, iterations=150, seed=2, workers=1)
    assert a is not None and b is not None
    assert [d.number for d in a.marked()] == [d.number for d in b.marked()]


def test_marked_keeps_the_largest_drops_in_game_order() -> None:
    def decision(n: int, drop: float) -> Reviewed:
        mark = Mark.BLUNDER if drop >= 15 else Mark.INACCURACY if drop >= INACCURACY else None
        return Reviewed(n, 0, None, None, 0.5 - drop / 100, 0.5, 0.0, mark, None)  # type: ignore[arg-type]

    review = Review("x", [0], [decision(n, d) for n, d in enumerate([6, 30, 1, 7, 8, 9, 20, 5])])
    assert [d.number for d in review.marked()] == [1, 3, 4, 5, 6]
    assert review.accuracy(0) < 100 and Review("x", [0]).accuracy(0) == 100


def test_the_cli_prints_marks_and_leaves_the_save_unchanged(tmp_path: Path, capsys) -> None:
    path = tmp_path / "game.json"
    save(planted("stockpile", 0.10), path)
    data = path.read_bytes()
    assert main(["review", str(path), "--iterations", "150", "--workers", "1"]) == 0
    out = capsys.readouterr()
    assert "Bid $20K on stockpile 4" in out.out and "Blunder" in out.out
    assert "Ada (seat 1): accuracy" in out.out and "reviewing:" in out.err
    assert path.read_bytes() == data


def test_the_cli_refuses_a_broken_save_cleanly(tmp_path: Path, capsys) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "tabletop-exchange-save", "version": 1, "session": {"game"')
    assert main(["review", str(path)]) == 1
    err = capsys.readouterr().err
    assert "broken.json is damaged" in err and "Traceback" not in err


def test_the_cli_names_a_seat_the_game_does_not_have(tmp_path: Path, capsys) -> None:
    path = tmp_path / "game.json"
    save(play("karthedis", 6), path)
    assert main(["review", str(path), "--seat", "9"]) == 2
    assert "this game has 4 seats" in capsys.readouterr().err


def test_small_drops_that_are_no_mark_still_cost_accuracy() -> None:
    """A player who gives away two points at each of many decisions is not 100% accurate,
    though no single move earns a mark; a drop within the estimate's noise costs nothing."""

    def decision(n: int, drop: float, error: float) -> Reviewed:
        return Reviewed(n, 0, None, None, 0.5 - drop / 100, 0.5, error, None, None)  # type: ignore[arg-type]

    small = Review("x", [0], [decision(n, 2.0, 0.001) for n in range(50)])
    noisy = Review("x", [0], [decision(n, 2.0, 0.02) for n in range(50)])
    assert 85 < small.accuracy(0) < 95
    assert noisy.accuracy(0) > 99.99
