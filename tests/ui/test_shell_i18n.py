"""Switching the interface language while a game runs, without a restart."""

import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.ui import i18n
from tabletop.ui.settings import Settings

# A tiny German catalogue: the test must not depend on how far the real translation is.
TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context><name>MainWindow</name>
 <message><source>&amp;New game…</source><translation>&amp;Neues Spiel…</translation></message>
 <message><source>Your turn, {name}: {step}</source><translation>Du bist dran, {name}: {step}</translation></message>
</context>
<context><name>TakeStockTable</name>
 <message><source>draw a share card</source><translation>zieh eine Aktienkarte</translation></message>
</context>
<context><name>GameChooser</name>
 <message><source>Choose a game</source><translation>Wähle ein Spiel</translation></message>
</context>
<context><name>Scoreboard</name>
 <message><source>Player</source><translation>Spieler</translation></message>
</context>
<context><name>TakeStock</name>
 <message><source>{player} drew a card.</source><translation>{player} zieht eine Karte.</translation></message>
</context>
</TS>
"""


@pytest.fixture
def german(tmp_path, monkeypatch):
    ts = tmp_path / "tabletop_de.ts"
    ts.write_text(TS, encoding="utf-8")
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run(
        [str(lrelease), str(ts), "-qm", str(tmp_path / "tabletop_de.qm")],
        check=True,
        capture_output=True,
    )
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    yield
    i18n.install("en")


def test_switching_to_german_relabels_the_window_the_log_and_is_remembered(
    qtbot, window, shell, german
):
    c = shell.start(["human", "random", "random"], seed=12, names=["Ann", "Bea", "Cem"])
    shell.wait_for_turn(c, 0)
    assert any(line.endswith("drew a card.") for line in window.game_screen.log_model.lines())

    window.act_settings.trigger()
    dialog = window.dialog
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    dialog.accept()

    qtbot.waitUntil(lambda: window.act_new.text() == "&Neues Spiel…")
    assert window.chooser.heading.text() == "Wähle ein Spiel"
    assert window.turn_label.text() == "Du bist dran, Ann: zieh eine Aktienkarte"
    assert window.game_screen.scoreboard.horizontalHeaderItem(0).text() == "Spieler"
    lines = window.game_screen.log_model.lines()
    assert any(line.endswith("zieht eine Karte.") for line in lines)
    assert not any(line.endswith("drew a card.") for line in lines)
    assert Settings.load().language == "de"

    i18n.install("en")  # and back, still without a restart
    qtbot.waitUntil(lambda: window.act_new.text() == "&New game…")


def test_the_real_german_catalogue_relabels_the_window(qtbot, window, tmp_path, monkeypatch):
    """translations/tabletop_de.ts as shipped (the .qm files are built, not committed)."""
    import xml.etree.ElementTree as ET

    from tabletop.paths import translations_dir

    ts = translations_dir() / "tabletop_de.ts"
    expected = {
        (ctx.findtext("name"), m.findtext("source")): m.findtext("translation")
        for ctx in ET.parse(ts).getroot().iter("context")
        for m in ctx.iter("message")
    }
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run(
        [str(lrelease), str(ts), "-qm", str(tmp_path / "tabletop_de.qm")],
        check=True,
        capture_output=True,
    )
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    try:
        assert i18n.install("de")
        german = expected[("MainWindow", "&New game…")]
        assert german and german != "&New game…"
        qtbot.waitUntil(lambda: window.act_new.text() == german)
        assert window.chooser.heading.text() == expected[("GameChooser", "Choose a game")]
    finally:
        i18n.install("en")
