"""`tabletop --screenshot FILE --new GAME --size 1024x700 --language de [--moves N] [--seed S]`:
the command the issue spells, a clear message for a wrong value (never a traceback), and a
PNG of the window's size."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.app import parse_args

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--language", "xx"], "invalid choice: 'xx'"),
        (["--size", "1024"], "'1024' is not WIDTHxHEIGHT, such as 1024x700"),
        (["--size", "10x10"], "10x10 is not a window size"),
        (["--moves", "-2"], "-2 moves: give 0 or more"),
        (["--moves", "many"], "'many' is not a number of moves"),
        (["--new", "chess"], "invalid choice: 'chess'"),
    ],
)
def test_a_wrong_value_says_what_is_wrong(capsys, tmp_path, flags, message):
    with pytest.raises(SystemExit) as exit_:
        parse_args(["--screenshot", str(tmp_path / "shot.png"), *flags])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_a_screenshot_is_a_png(capsys, tmp_path):
    with pytest.raises(SystemExit):
        parse_args(["--screenshot", str(tmp_path / "shot.gif")])
    assert "ending in .png" in capsys.readouterr().err


def test_language_and_lang_are_the_same_flag(tmp_path):
    shot = ["--screenshot", str(tmp_path / "a.png"), "--new", "stack-market"]
    assert parse_args([*shot, "--language", "de"]).lang == "de"
    assert parse_args([*shot, "--lang", "fr"]).lang == "fr"
    assert parse_args([*shot, "--size", "1024x700"]).size == "1024x700"


def run(*flags: str, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_HOME=str(home))
    return subprocess.run(
        [sys.executable, "-m", "tabletop", *flags],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_the_command_writes_the_window_as_a_png(tmp_path):
    shot = tmp_path / "shots" / "de.png"
    done = run(
        "--screenshot", str(shot), "--new", "stack-market", "--size", "1024x700",
        "--language", "de", "--moves", "3", "--seed", "5", home=tmp_path / "home",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert png_size(shot) == (1024, 700)
    assert "stack-market after" in done.stdout
    assert not (tmp_path / "home").exists() or not any((tmp_path / "home").rglob("*.ttx"))


def test_players_out_of_the_games_range_is_refused_plainly(tmp_path):
    done = run(
        "--screenshot", str(tmp_path / "x.png"), "--new", "stack-market", "--players", "7",
        home=tmp_path / "home",
    )  # fmt: skip
    assert done.returncode == 2
    assert "Stack Market takes 3 to 4 players, not 7" in done.stderr
    assert "Traceback" not in done.stderr
