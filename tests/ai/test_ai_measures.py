"""The measuring tools of issue 23 say what they measured: decision times over whole games,
peak memory, and paired runs added up across logs."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from tabletop.ai import paired
from tabletop.cli import main


def bench(capsys, part: str, *more: str) -> str:
    argv = ["bench", "--game", "take-stock", "--only", part, "--level", "easy", *more]
    assert main(argv) == 0
    return capsys.readouterr().out


def test_decision_times_are_taken_over_whole_games(capsys):
    out = bench(capsys, "levels", "--seconds", "1", "--workers", "1")
    assert "every 9th choice of whole games (1 search workers)" in out
    assert "easy    median" in out


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="VmHWM is Linux's")
def test_memory_bench_names_this_process_and_each_worker(capsys):
    out = bench(capsys, "memory", "--seats", "3", "--workers", "2")
    assert "peak memory, easy seats, " in out
    assert "MB at its peak; workers" in out
    workers = out.rsplit("workers", 1)[1].split("MB")[0].split(",")
    assert len(workers) == 1 and float(workers[0]) > 5  # one process besides this one


def test_a_paired_run_against_an_older_tree_reports_its_share_and_interval(tmp_path):
    # this tree as the "old" one: the protocol between the two sides works end to end
    root = str(Path(paired.__file__).resolve().parents[2])
    out = io.StringIO()
    summary = paired.run(root, "take-stock", 1, 7, "easy", out, seats=2)
    assert out.getvalue().startswith("seed 7 (1/1): new won [")
    assert "; margin " in out.getvalue() and "score margin " in out.getvalue()
    assert summary["score_margin_95ci"][0] <= summary["score_margin"]
    assert summary["games"] == 2 and summary["seats"] == 2
    low, high = summary["points_share_95ci"]
    assert 0 <= low <= summary["points_share"] <= high <= 1


def test_a_paired_run_can_set_a_level_against_a_weaker_one():
    # the room a game leaves to skill: Easy against Random of the same tree
    root = str(Path(paired.__file__).resolve().parents[2])
    summary = paired.run(root, "take-stock", 1, 7, "easy", io.StringIO(), 2, old_level="random")
    assert (summary["level"], summary["old_level"]) == ("easy", "random")
    assert summary["games"] == 2


def test_a_paired_run_can_turn_the_table_round_one_old_seat_against_new_ones():
    # Easy (the "new" side) in two seats against one Random seat: the lone seat's share is
    # reported, the lone seat moved round the table
    root = str(Path(paired.__file__).resolve().parents[2])
    out = io.StringIO()
    summary = paired.run(root, "take-stock", 1, 7, "easy", out, 3, old_level="random", lone="old")
    assert out.getvalue().startswith("seed 7 (1/1): old won [")
    assert summary["lone"] == "old" and summary["games"] == 3
    assert 0 <= summary["points_share"] <= 0.5  # Random won at most one game of three


def test_paired_logs_add_up_with_their_interval(tmp_path):
    first, second = tmp_path / "a.log", tmp_path / "b.log"
    first.write_text(
        "seed 1000 (1/2): new won [1.0, 0.0, 0.0]; so far ...\n"
        "seed 1001 (2/2): new won [1.0, 1.0, 0.0]; so far ...\n"
        '{"game": "take-stock"}\n'
    )
    second.write_text("seed 1010 (1/1): new won [0.5, 0.0, 1.0]; margin -4.50; so far ...\n")
    out = io.StringIO()
    paired.add_up([str(first), str(second)], out)
    text = out.getvalue()
    assert text.startswith("3 seeds (9 games, 3 seats): win rate 0.500 (fair 0.333)")
    assert "points share 0.667 [" in text
    assert "1 seeds with a margin: score margin -4.5 [-4.5, -4.5]" in text


def test_paired_logs_of_both_ways_round_give_the_new_sides_share_of_the_two(tmp_path):
    # alone, the new seat won half its games (0.667 of the points against one old seat); the
    # old seat alone won none (0): the new side's share both ways is the mean of 0.667 and 1
    alone, against = tmp_path / "new.log", tmp_path / "old.log"
    alone.write_text("seed 1 (1/1): new won [0.5, 0.5, 0.5]; margin +1.00; so far ...\n")
    against.write_text("seed 1 (1/1): old won [0.0, 0.0, 0.0]; margin -3.00; so far ...\n")
    out = io.StringIO()
    paired.add_up([str(alone), str(against)], out)
    text = out.getvalue()
    assert "one new seat against the other side: 1 seeds (3 games, 3 seats)" in text
    assert "one old seat against the other side: 1 seeds" in text
    assert "score margin -3.0 [-3.0, -3.0]" in text
    assert text.endswith("the new side both ways: points share 0.833 [0.833, 0.833]\n")
    assert paired.both_ways([1 / 3], [1 / 3], 3)[0] == 0.5  # fair shares either way: even


def test_paired_says_when_no_seed_finished(tmp_path):
    empty = tmp_path / "empty.log"
    empty.write_text("")
    out = io.StringIO()
    paired.add_up([str(empty)], out)
    assert out.getvalue() == "no finished seed in these logs\n"


def test_headroom_scores_each_budget_against_a_longer_search():
    from tabletop.ai import headroom

    out = io.StringIO()
    argv = ["--game", "take-stock", "--seats", "3", "--budgets", "20,200", "--positions", "3"]
    assert headroom.main(argv, out) == 0
    lines = out.getvalue().splitlines()
    assert [line.split(" iterations")[0] for line in lines] == [
        "take-stock, 3 seats, 20",
        "take-stock, 3 seats, 200",
    ]
    from tabletop.games import get

    # the reference's most visited move is what Hard would play, not always the best valued:
    # a single position may give up a negative amount
    for h in headroom.measure(get("take-stock"), 3, [20], 2):
        assert 0 <= h.agreement <= 1 and abs(h.loss) < 100


def test_calibrate_fits_constants_and_restores_them_from_its_cache(tmp_path):
    from tabletop.ai import calibrate
    from tabletop.games.take_stock import heuristic

    cache = str(tmp_path / "positions.json")
    argv = ["--game", "take-stock", "--seats", "3", "--games", "4", "--cache", cache]
    shipped = heuristic.TEMPERATURE_PER_ROUND
    try:
        out = io.StringIO()
        assert calibrate.main([*argv, "--params", "TEMPERATURE_PER_ROUND"], out) == 0
        fitted = float(out.getvalue().rsplit("= ", 1)[1])
        first = out.getvalue().splitlines()[1]
        assert first.startswith("start") and "train" in first and "held-out easy" in first
        # the cache gives the same positions back: the fitted value's loss is no worse
        heuristic.TEMPERATURE_PER_ROUND = shipped
        again = io.StringIO()
        assert (
            calibrate.main(
                [
                    *argv,
                    "--params",
                    "TEMPERATURE_PER_ROUND",
                    "--passes",
                    "0",
                    "--set",
                    f"TEMPERATURE_PER_ROUND={fitted}",
                ],
                again,
            )
            == 0
        )
        loss = lambda text: float(text.splitlines()[1].split("train ")[1].split()[0])  # noqa: E731
        assert loss(again.getvalue()) <= loss(out.getvalue())
    finally:
        heuristic.TEMPERATURE_PER_ROUND = shipped


def test_calibrate_refuses_a_name_that_is_no_constant(capsys):
    from tabletop.ai import calibrate

    with pytest.raises(SystemExit):
        calibrate.main(["--game", "take-stock", "--params", "evaluate"])
    assert "no number named evaluate" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        (["--set", "TEMPERATURE=9"], "name it in --params too"),
        (["--set", "TEMPERATURE_PER_ROUND=lots"], "not a number"),
    ],
)
def test_calibrate_says_what_is_wrong_with_a_flag(capsys, extra, said):
    from tabletop.ai import calibrate

    argv = ["--game", "take-stock", "--games", "2", "--params", "TEMPERATURE_PER_ROUND"]
    with pytest.raises(SystemExit):
        calibrate.main([*argv, *extra])
    assert said in capsys.readouterr().err


def test_calibrate_refuses_a_cache_of_other_games_or_of_nothing(tmp_path, capsys):
    from tabletop.ai import calibrate

    cache = tmp_path / "positions.json"
    argv = ["--game", "take-stock", "--games", "2", "--params", "TEMPERATURE", "--passes", "0"]
    assert calibrate.main([*argv, "--cache", str(cache)], io.StringIO()) == 0
    with pytest.raises(SystemExit):  # the same file, asked for three games
        calibrate.main([*argv, "--games", "3", "--cache", str(cache)])
    assert "keeps other games" in capsys.readouterr().err
    cache.write_text('{"key": ')
    with pytest.raises(SystemExit):
        calibrate.main([*argv, "--cache", str(cache)])
    assert "is no cache of this tool" in capsys.readouterr().err
