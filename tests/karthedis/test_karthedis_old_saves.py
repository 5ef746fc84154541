"""A Karthedis game saved by version 0.1, which asked at every Einsatz draw ("deploy" /
"conceal" moves), opens in this version: each answer becomes the standing choice just before
the draw (karthedis/migrate.py), and play goes on."""

from pathlib import Path

from tabletop.core import savefile
from tabletop.games import registry
from tabletop.games.karthedis.migrate import session

OLD_SAVE = Path(__file__).parent / "saves" / "einsatz-0.1.ttx"


def test_a_save_of_version_0_1_opens_and_plays_on():
    loaded, _doc = savefile.load(OLD_SAVE, registry())
    kinds = [m.kind for m in loaded.moves]
    old = OLD_SAVE.read_text(encoding="utf-8")
    assert "set_deploy" in kinds and ('"conceal"' in old or '"deploy"' in old)
    state = loaded.state
    assert not state.is_terminal()
    assert loaded.submit(state.to_act(), state.legal_moves()[0]).ok


def test_the_migration_leaves_what_it_does_not_understand_alone():
    for data in ({}, {"moves": "x", "movers": []}, {"moves": [1], "movers": [0, 1]}):
        assert session(data) is data
    plain = {"moves": [{"kind": "call", "card": 3}], "movers": [0]}
    assert session(plain) is plain
