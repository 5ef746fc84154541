"""tabletop-cli through main([...]): output and exit codes."""

from __future__ import annotations

import json

import pytest

from tabletop.cli import main


def test_games_lists_the_registry(capsys):
    assert main(["games"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(
        line.startswith("take-stock") and "2-6" in line and line.endswith("playable")
        for line in lines
    )
    assert any(
        line.startswith("stockpile") and "2-5" in line and line.endswith("playable")
        for line in lines
    )
    assert any(line.startswith("stock-round") and line.endswith("playable") for line in lines)
    assert any(
        line.startswith("karthedis") and "2-9" in line and line.endswith("playable")
        for line in lines
    )


def test_play_counts_wins_and_scores_as_json(capsys):
    assert (
        main(
            [
                "play",
                "--game",
                "take-stock",
                "--seats",
                "random,easy",
                "--games",
                "2",
                "--seed",
                "5",
                "--json",
            ]
        )
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["first_seed"] == 5
    assert [s["level"] for s in report["seats"]] == ["random", "easy"]
    assert sum(s["wins"] for s in report["seats"]) == pytest.approx(2)
    assert all(s["mean_score"] >= 0 for s in report["seats"])


def test_play_prints_a_table(capsys):
    assert (
        main(["play", "--game", "take-stock", "--seats", "random,random,random", "--games", "1"])
        == 0
    )
    out = capsys.readouterr().out
    assert "Take Stock: 1 games" in out
    assert out.count("random") == 3
    assert "1/k of a win" in out


def test_play_passes_game_options_to_every_game(capsys):
    assert (
        main(
            [
                "play",
                "--game",
                "stockpile",
                "--seats",
                "random,random",
                "--games",
                "1",
                "--option",
                "promissory=true",
                "--option",
                "investors=choose",
                "--json",
            ]
        )
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert report["options"] == {"promissory": True, "investors": "choose"}


@pytest.mark.parametrize(
    "argv, message",
    [
        (["play", "--game", "chess", "--seats", "hard,easy"], "unknown game 'chess'"),
        (["play", "--game", "take-stock", "--seats", "hard"], "takes 2 to 6 seats, not 1"),
        (["play", "--game", "take-stock", "--seats", "hard,genius"], "unknown AI level 'genius'"),
        (["play", "--game", "take-stock", "--seats", "hard,easy", "--games", "0"], "--games"),
        (["bench", "--game", "take-stock", "--seats", "7"], "takes 2 to 6 seats, not 7"),
        (["bench", "--game", "take-stock", "--seconds", "-1"], "--seconds"),
        (
            ["play", "--game", "take-stock", "--seats", "hard,easy", "--option", "x=1"],
            "this game has no options",
        ),
        (
            ["play", "--game", "stockpile", "--seats", "hard,easy", "--option", "promissory=maybe"],
            "is a switch",
        ),
        (
            ["play", "--game", "stockpile", "--seats", "hard,easy", "--option", "investors=all"],
            "takes one of: none, choose, auction",
        ),
        (["fly"], "invalid choice"),
        ([], "required"),
        # every number is bounded: none may crash, hang or fill the memory
        (
            [
                "play",
                "--game",
                "take-stock",
                "--seats",
                "random,random",
                "--games",
                "99999999999999999999999999",
                "--jobs",
                "2",
            ],
            "far too large",
        ),
        (
            [
                "play",
                "--game",
                "take-stock",
                "--seats",
                "random,random",
                "--games",
                "1" + "0" * 5000,
            ],
            "far too large",
        ),
        (
            ["play", "--game", "take-stock", "--seats", "random,random", "--games", "1000000001"],
            "more than 1,000,000,000",
        ),
        (
            ["play", "--game", "take-stock", "--seats", "random,random", "--games", "2.5"],
            "not a whole number",
        ),
        (["play", "--game", "take-stock", "--seats", "random,random", "--jobs", "0"], "--jobs"),
        (
            ["play", "--game", "take-stock", "--seats", "random,random", "--jobs", "100000"],
            "more than 64",
        ),
        (
            ["play", "--game", "take-stock", "--seats", "random,random", "--seed", "-1"],
            "less than 0",
        ),
        (
            [
                "play",
                "--game",
                "take-stock",
                "--seats",
                "random,random",
                "--seed",
                str(2**63 - 1),
                "--games",
                "2",
            ],
            "goes past the last seed",
        ),
        (
            ["play", "--game", "take-stock", "--seats", "random,random", "--bogus"],
            "unrecognized arguments: --bogus",
        ),
        (["bench", "--game", "take-stock", "--seconds", "inf"], "not a finite number"),
        (["bench", "--game", "take-stock", "--seconds", "nan"], "not a finite number"),
        (["bench", "--game", "take-stock", "--seconds", "0"], "not a positive number"),
        (["bench", "--game", "take-stock", "--seconds", "86400"], "up to 3600"),
        (["bench", "--game", "take-stock", "--seconds", "soon"], "not a number of seconds"),
        (["bench", "--game", "take-stock", "--seats", "9" * 30], "far too large"),
    ],
)
def test_mistakes_give_one_line_and_exit_code_2(capsys, argv, message):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and message in captured.err
    assert "Traceback" not in captured.err


def test_results_stream_from_the_worker_processes():
    """A billion seeds are never queued at once: the first results come while the rest wait
    (a pool fed the whole range would first queue every seed and grow past gigabytes)."""
    from itertools import islice

    from tabletop.cli import _results

    assert list(islice(_results(abs, range(10**9), 2), 5)) == [0, 1, 2, 3, 4]
    assert list(islice(_results(abs, range(10**9), 1), 3)) == [0, 1, 2]


def test_an_unexpected_failure_is_one_line_not_a_traceback(capsys, monkeypatch):
    import tabletop.cli as cli

    def broken(*args):
        raise RuntimeError("the engine broke")

    monkeypatch.setattr(cli, "_play_one", broken)
    assert main(["play", "--game", "take-stock", "--seats", "random,random", "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert err == "tabletop-cli: failed: RuntimeError: the engine broke\n"
