"""Save files of a Take Stock game: round trip, atomic writing, and suspicious reading."""

import json
import re

import pytest

from tabletop.core import savefile
from tabletop.core.rng import Rng
from tabletop.core.savefile import SaveError
from tabletop.core.session import Seat, Session
from tabletop.games import get, registry


def played_session(moves: int = 60) -> Session:
    s = Session(
        get("take-stock"), [Seat("Anna"), Seat("Bob", "medium"), Seat("Cleo", "easy")], seed=77
    )
    rng = Rng(3)
    for _ in range(moves):
        legal = s.state.legal_moves()
        s.submit(s.state.to_act(), legal[rng.below(len(legal))])
    return s


def test_save_and_load_round_trip(tmp_path):
    s = played_session()
    path = tmp_path / "game.tts"
    savefile.save(s, path, extra={"settings": {"speed": 2}})
    loaded, doc = savefile.load(path, registry())
    assert loaded.state == s.state and loaded.moves == s.moves
    assert loaded.seats == s.seats and loaded.barrier == s.barrier
    assert doc["settings"] == {"speed": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["game.tts"]  # no temporary file left


def test_saving_over_an_old_file_replaces_it_whole(tmp_path):
    path = tmp_path / "game.tts"
    savefile.save(played_session(10), path)
    savefile.save(played_session(40), path)
    loaded, _ = savefile.load(path, registry())
    assert len(loaded.moves) == 40


def test_unwritable_target_raises_save_error_and_keeps_the_old_file(tmp_path):
    path = tmp_path / "game.tts"
    savefile.save(played_session(10), path)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(SaveError) as err:
        savefile.save(played_session(20), blocker / "sub" / "game.tts")
    assert "could not be saved" in err.value.message.render()
    assert len(savefile.load(path, registry())[0].moves) == 10


@pytest.mark.parametrize(
    "content,words",
    [
        (b"hello", "is not a Tabletop Exchange file"),
        (b"{broken", "is damaged"),
        (json.dumps({"format": "other"}).encode(), "is not a Tabletop Exchange save file"),
        (json.dumps({"format": "tabletop-exchange-save", "version": 99}).encode(), "newer version"),
        (
            json.dumps(
                {"format": "tabletop-exchange-save", "version": 1, "session": {"game": "chess"}}
            ).encode(),
            "does not know: chess",
        ),
        (json.dumps({"format": "tabletop-exchange-save", "version": 1}).encode(), "damaged"),
    ],
)
def test_bad_files_are_refused_with_a_message(tmp_path, content, words):
    path = tmp_path / "bad.tts"
    path.write_bytes(content)
    with pytest.raises(SaveError) as err:
        savefile.load(path, registry())
    assert words in err.value.message.render()


def test_a_tampered_move_is_refused(tmp_path):
    path = tmp_path / "game.tts"
    savefile.save(played_session(30), path)
    doc = json.loads(path.read_text())
    doc["session"]["moves"][5] = {"kind": "raise", "card": 11}
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError) as err:
        savefile.load(path, registry())
    assert "damaged" in err.value.message.render()


def test_missing_file_cannot_be_opened(tmp_path):
    with pytest.raises(SaveError) as err:
        savefile.load(tmp_path / "nope.tts", registry())
    assert "cannot be opened" in err.value.message.render()


# --- every way a file can be wrong: refused with words naming what is wrong, never a crash ---


def _good_doc() -> dict:
    return json.loads(savefile.dumps(played_session(12)))


def _edited(change) -> bytes:
    doc = _good_doc()
    change(doc)
    return json.dumps(doc).encode()


def _set(path: str, value):
    """Set a dotted field of the session ("movers", "seats.0.kind") to `value`."""

    def change(doc):
        *parents, last = path.split(".")
        target = doc["session"]
        for p in parents:
            target = target[int(p)] if isinstance(target, list) else target[p]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value

    return change


def _drop(key: str):
    return lambda doc: doc["session"].pop(key)


HEADER = '{"format": "tabletop-exchange-save", "version": 1, "session": '
BAD_SAVES = {
    # name: (file content, words the message must hold)
    "nested lists": (b"[" * 5000 + b"]" * 5000, "nested more than 16 levels"),
    "nested tables": (b'{"a":' * 5000 + b"1" + b"}" * 5000, "nested more than 16 levels"),
    "nested inside a save": (
        (HEADER + '{"game": "take-stock", "options": ' + "[" * 40 + "]" * 40 + "}}").encode(),
        "nested more than 16 levels",
    ),
    "5,000-digit number": (
        (HEADER + '{"seed": ' + "9" * 5000 + "}}").encode(),
        "number far too large",
    ),
    "seed over 64 bits": (_edited(_set("seed", 2**70)), "number far too large"),
    "NaN": ((HEADER + '{"seed": NaN}}').encode(), "number far too large"),
    "version 0": (
        json.dumps({"format": "tabletop-exchange-save", "version": 0}).encode(),
        "format version is 0",
    ),
    "version -3": (
        json.dumps({"format": "tabletop-exchange-save", "version": -3}).encode(),
        "format version is -3",
    ),
    "version as text": (
        json.dumps({"format": "tabletop-exchange-save", "version": "1"}).encode(),
        "“version” should be a whole number, but it is a text",
    ),
    "version true": (
        json.dumps({"format": "tabletop-exchange-save", "version": True}).encode(),
        "“version” should be a whole number, but it is true or false",
    ),
    "version missing": (
        json.dumps({"format": "tabletop-exchange-save"}).encode(),
        "“version” is missing",
    ),
    "movers null": (
        _edited(_set("movers", None)),
        "“session.movers” should be a list, but it is empty (null)",
    ),
    "moves missing": (_edited(_drop("moves")), "“session.moves” is missing"),
    "seats a table": (
        _edited(_set("seats", {})),
        "“session.seats” should be a list, but it is a table of named values",
    ),
    "seat kind unknown": (
        _edited(_set("seats.1.kind", "god")),
        '“session.seats[1].kind” cannot be "god"',
    ),
    "seat name a number": (
        _edited(_set("seats.0.name", 7)),
        "“session.seats[0].name” should be a text, but it is a whole number",
    ),
    "one seat": (
        _edited(_set("seats", [{"name": "A", "kind": "human"}])),
        "played by 2 to 6 players, but it names 1",
    ),
    "seed as text": (
        _edited(_set("seed", "x")),
        "“session.seed” should be a whole number, but it is a text",
    ),
    "negative seed": (_edited(_set("seed", -1)), "“session.seed” cannot be -1"),
    "options a list": (
        _edited(_set("options", [])),
        "“session.options” should be a table of named values, but it is a list",
    ),
    "mover out of range": (_edited(_set("movers.2", 9)), "“session.movers[2]” cannot be 9"),
    "mover a float": (
        _edited(_set("movers.2", 1.5)),
        "“session.movers[2]” should be a whole number, but it is a decimal number",
    ),
    "move a number": (
        _edited(_set("moves.3", 5)),
        "“session.moves[3]” should be a table of named values",
    ),
    "move of another game": (
        _edited(_set("moves.0", {"kind": "bid", "pile": 1})),
        "move 1 is not a move of Take Stock",
    ),
    "illegal move": (
        _edited(_set("moves.1", {"kind": "raise", "card": 11})),
        "move 2 breaks the rules",
    ),
    "moves and movers differ": (
        _edited(lambda d: d["session"]["movers"].pop()),
        "it lists 12 moves but 11 players",
    ),
    "barrier out of range": (_edited(_set("barrier", 999)), "“session.barrier” cannot be 999"),
    "unknown game": (_edited(_set("game", "chess")), "a game this version does not know: chess"),
    "game a number": (
        _edited(_set("game", 3)),
        "“session.game” should be a text, but it is a whole number",
    ),
    "no session": (
        json.dumps({"format": "tabletop-exchange-save", "version": 1}).encode(),
        "“session” is missing",
    ),
    "truncated": (
        savefile.dumps(played_session(12)).encode()[:700],
        "breaks off or is garbled at line",
    ),
    "foreign JSON table": (
        b'{"name": "a shopping list", "items": [1, 2]}',
        "is not a Tabletop Exchange save file",
    ),
    "foreign JSON list": (b"[1, 2, 3]", "is not a Tabletop Exchange save file"),
    "a JSON string": (b'"hello"', "is not a Tabletop Exchange file"),
    "binary junk": (bytes(range(256)) * 4, "is not a Tabletop Exchange file"),
    "PNG header": (b"\x89PNG\r\n\x1a\n" + b"\x00" * 64, "is not a Tabletop Exchange file"),
    "UTF-16 text": (
        '{"format": "tabletop-exchange-save"}'.encode("utf-16"),
        "is not a Tabletop Exchange file",
    ),
    "empty": (b"", "is empty"),
    "only spaces": (b"  \n\t ", "is empty"),
}


@pytest.mark.parametrize("case", list(BAD_SAVES))
def test_every_bad_save_is_refused_with_words_naming_what_is_wrong(tmp_path, case):
    content, words = BAD_SAVES[case]
    path = tmp_path / "bad.ttx"
    path.write_bytes(content)
    with pytest.raises(SaveError) as err:
        savefile.load(path, registry())
    text = err.value.message.render()
    assert words in text
    assert text.startswith("bad.ttx ") and "{" not in text and "Traceback" not in text
    assert path.read_bytes() == content  # refused, never changed


def test_a_file_over_20_mb_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "huge.ttx"
    with path.open("wb") as f:
        f.truncate(21 * 1024 * 1024)  # sparse: costs no disk
    monkeypatch.setattr(type(path), "read_bytes", lambda self: pytest.fail("read"))
    with pytest.raises(SaveError) as err:
        savefile.load(path, registry())
    assert (
        "at 21 MB it is far larger than any file of Tabletop Exchange (20 MB at most)"
        in err.value.message.render()
    )


def test_a_folder_is_not_a_save(tmp_path):
    (tmp_path / "folder.ttx").mkdir()
    with pytest.raises(SaveError) as err:
        savefile.load(tmp_path / "folder.ttx", registry())
    assert "is a folder or a device, not a file" in err.value.message.render()


def test_a_byte_order_mark_is_accepted(tmp_path):
    """Windows editors write one before the text."""
    s = played_session(20)
    path = tmp_path / "bom.ttx"
    path.write_bytes(b"\xef\xbb\xbf" + savefile.dumps(s).encode())
    assert savefile.load(path, registry())[0].moves == s.moves


def test_the_core_imports_no_game():
    import subprocess
    import sys

    code = (
        "import sys, tabletop.core.savefile, tabletop.core.statistics, "
        "tabletop.core.jsonfile; "
        "print([m for m in sys.modules if m.startswith('tabletop.games')])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]"


def test_messages_are_translated_at_display_time(tmp_path):
    path = tmp_path / "bad.ttx"
    path.write_bytes(_edited(_set("movers", None)))
    with pytest.raises(SaveError) as err:
        savefile.load(path, registry())
    seen = []

    def translate(context, source):
        seen.append((context, source))
        return source.upper()

    assert "BAD.TTX" not in err.value.message.render(translate)  # arguments stay as they are
    assert ("Save", "empty (null)") in seen and ("Save", "a list") in seen


VALUES = [None, True, 0, -1, 2**63, 1.5, "", "x", [], {}, [None], {"a": None}, "human", 99]


def _mutate(doc, rng):
    """Replace or delete one value at a random place in the document."""
    node, parent, key = doc, None, None
    for _ in range(1 + rng.below(5)):
        if isinstance(node, (dict, list)) and node:
            key = (
                list(node)[rng.below(len(node))] if isinstance(node, dict) else rng.below(len(node))
            )
            parent, node = node, node[key]
    if parent is None:
        return
    if rng.below(4) == 0:
        del parent[key]
    else:
        parent[key] = VALUES[rng.below(len(VALUES))]


@pytest.mark.parametrize(
    "game,options",
    [
        ("take-stock", None),
        ("stockpile", {"investors": "auction", "strategies": True, "commodities": True}),
    ],
)
def test_randomly_damaged_saves_load_or_are_refused_never_crash(tmp_path, game, options):
    """The same class of defect anywhere in a save: 150 random damages per game, each either
    replays to a legal game or is refused with a SaveError (never another exception)."""
    s = Session(get(game), [Seat("A"), Seat("B", "easy"), Seat("C", "easy")], 5, options)
    rng = Rng(11)
    for _ in range(80):
        if s.state.is_terminal():
            break
        legal = s.state.legal_moves()
        s.submit(s.state.to_act(), legal[rng.below(len(legal))])
    base = savefile.dumps(s)
    path = tmp_path / "f.ttx"
    for _ in range(150):
        doc = json.loads(base)
        _mutate(doc, rng)
        raw = json.dumps(doc).encode()
        if rng.below(5) == 0:  # and sometimes broken bytes too
            raw = bytearray(raw)
            raw[rng.below(len(raw))] = rng.below(256)
        path.write_bytes(bytes(raw))
        try:
            savefile.load(path, registry())
        except SaveError as e:
            assert not re.search(r"\{[a-z_]+\}", e.message.render())  # every blank filled
