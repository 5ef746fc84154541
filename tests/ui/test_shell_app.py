"""`tabletop` on the command line: flags, the smoke test and its exit codes."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import __version__
from tabletop.app import parse_args

ROOT = Path(__file__).resolve().parents[2]


def run_app(*args, home):
    env = dict(
        os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_HOME=str(home), PYTHONPATH=str(ROOT)
    )
    return subprocess.run(
        [sys.executable, "-m", "tabletop", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=300,
    )


@pytest.mark.parametrize(
    "game",
    [[], ["--new", "stockpile"], ["--new", "stack-market"]],
    ids=["take-stock", "stockpile", "stack-market"],
)
def test_smoke_test_plays_an_all_ai_game_in_a_window_and_exits_0(home, game):
    result = run_app("--smoke-test", "--seed", "17", *game, home=home)
    assert result.returncode == 0, result.stderr
    line = result.stdout.strip().splitlines()[-1]
    assert line.startswith("smoke test passed: seed 17")
    played = int(line.split(" moves played")[0].split()[-1])
    assert played >= 10
    assert not (home / "data" / "autosave.ttx").exists()  # the player's autosave is untouched


def test_a_wrong_flag_is_explained_and_exits_2(home):
    result = run_app("--speed", "11", home=home)
    assert result.returncode == 2
    assert "unrecognized arguments: --speed" in result.stderr
    assert run_app("--lang", "xx", home=home).returncode == 2


def test_flags(capsys):
    args = parse_args(["--lang", "fr", "--seed", "5", "--new", "take-stock"])
    assert (args.lang, args.seed, args.new, args.load) == ("fr", 5, "take-stock", None)
    with pytest.raises(SystemExit) as exit_:
        parse_args(["--version"])
    assert exit_.value.code == 0 and __version__ in capsys.readouterr().out


def test_flags_open_a_save_or_start_a_new_game(qtbot, home, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    from tabletop.app import open_window
    from tabletop.core import savefile
    from tabletop.ui.settings import Settings

    window = open_window(
        parse_args(["--new", "take-stock", "--seed", "77"]),
        Settings(language="en", animation="off"),
    )
    qtbot.addWidget(window)
    session = window.controller.session
    assert session.seed == 77 and session.seats[0].is_human
    assert window.save_to(tmp_path / "g.ttx")
    again = open_window(
        parse_args(["--load", str(tmp_path / "g.ttx")]), Settings(language="en", animation="off")
    )
    qtbot.addWidget(again)
    assert again.message_box is None  # the same game as the autosave: nothing to ask
    assert again.controller.session.seed == 77
    assert again.save_path == tmp_path / "g.ttx"

    # another game of the same kind would replace the unfinished one: asked first
    other = tmp_path / "other.ttx"
    savefile.save(session.__class__(session.info, session.seats, 78), other)
    third = open_window(
        parse_args(["--load", str(other)]), Settings(language="en", animation="off")
    )
    qtbot.addWidget(third)
    assert "Opening other.ttx replaces your unfinished game" in third.message_box.text()
    third.message_box.button(QMessageBox.StandardButton.Yes).click()
    assert third.controller.session.seed == 78
