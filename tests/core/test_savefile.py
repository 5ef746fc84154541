"""Save files of a Take Stock game: round trip, atomic writing, and suspicious reading."""
import json

import pytest

from tabletop.core import savefile
from tabletop.core.rng import Rng
from tabletop.core.savefile import SaveError
from tabletop.core.session import Seat, Session
from tabletop.games import get


def played_session(moves: int = 60) -> Session:
    s = Session(get("take-stock"), [Seat("Anna"), Seat("Bob", "medium"), Seat("Cleo", "easy")],
                seed=77)
    rng = Rng(3)
    for _ in range(moves):
        legal = s.state.legal_moves()
        s.submit(s.state.to_act(), legal[rng.below(len(legal))])
    return s


def test_save_and_load_round_trip(tmp_path):
    s = played_session()
    path = tmp_path / "game.tts"
    savefile.save(s, path, extra={"settings": {"speed": 2}})
    loaded, doc = savefile.load(path)
    assert loaded.state == s.state and loaded.moves == s.moves
    assert loaded.seats == s.seats and loaded.barrier == s.barrier
    assert doc["settings"] == {"speed": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["game.tts"]    # no temporary file left


def test_saving_over_an_old_file_replaces_it_whole(tmp_path):
    path = tmp_path / "game.tts"
    savefile.save(played_session(10), path)
    savefile.save(played_session(40), path)
    loaded, _ = savefile.load(path)
    assert len(loaded.moves) == 40


def test_unwritable_target_raises_save_error_and_keeps_the_old_file(tmp_path):
    path = tmp_path / "game.tts"
    savefile.save(played_session(10), path)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(SaveError) as err:
        savefile.save(played_session(20), blocker / "sub" / "game.tts")
    assert "could not be saved" in err.value.message.render()
    assert len(savefile.load(path)[0].moves) == 10


@pytest.mark.parametrize("content,words", [
    (b"hello", "is not a Tabletop Exchange save file"),
    (b"{broken", "is damaged"),
    (json.dumps({"format": "other"}).encode(), "is not a Tabletop Exchange save file"),
    (json.dumps({"format": "tabletop-exchange-save", "version": 99}).encode(), "newer version"),
    (json.dumps({"format": "tabletop-exchange-save", "version": 1,
                 "session": {"game": "chess"}}).encode(), "does not know: chess"),
    (json.dumps({"format": "tabletop-exchange-save", "version": 1}).encode(), "damaged"),
])
def test_bad_files_are_refused_with_a_message(tmp_path, content, words):
    path = tmp_path / "bad.tts"
    path.write_bytes(content)
    with pytest.raises(SaveError) as err:
        savefile.load(path)
    assert words in err.value.message.render()


def test_a_tampered_move_is_refused(tmp_path):
    path = tmp_path / "game.tts"
    savefile.save(played_session(30), path)
    doc = json.loads(path.read_text())
    doc["session"]["moves"][5] = {"kind": "raise", "card": 11}
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError) as err:
        savefile.load(path)
    assert "damaged" in err.value.message.render()


def test_missing_file_cannot_be_opened(tmp_path):
    with pytest.raises(SaveError) as err:
        savefile.load(tmp_path / "nope.tts")
    assert "cannot be opened" in err.value.message.render()
