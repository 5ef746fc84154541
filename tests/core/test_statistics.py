"""The player's statistics: what counts, once, and a damaged file refused with words."""

import json

import pytest

from tabletop.core.jsonfile import SaveError
from tabletop.core.statistics import MIXED, Statistics, opponent_level

VS_EASY = ["human", "easy", "easy"]


def test_opponent_levels_and_what_does_not_count():
    assert opponent_level(VS_EASY) == "easy"
    assert opponent_level(["hard", "human"]) == "hard"
    assert opponent_level(["human", "easy", "hard"]) == MIXED
    assert opponent_level(["human", "human", "easy"]) is None  # hot seat
    assert opponent_level(["easy", "hard"]) is None  # nobody at the screen


def test_won_lost_scores_and_streaks():
    s = Statistics()
    results = [(True, 40), (True, 55), (False, 30), (True, 60), (True, 38), (True, 41)]
    for n, (won, score) in enumerate(results):
        winners = [0] if won else [1]
        scores = [score, 50, 45]
        assert s.count("take-stock", VS_EASY, f"g{n}", winners, scores)
    r = s.records["take-stock"]["easy"]
    assert (r.played, r.won, r.lost, r.abandoned) == (6, 5, 1, 0)
    assert r.best == 60 and r.average == pytest.approx(264 / 6)
    assert (r.streak, r.longest) == (3, 3)
    s.count("take-stock", VS_EASY, "g9", None, None)  # given up: lost, no score
    assert (r.played, r.lost, r.abandoned, r.scored, r.streak) == (7, 2, 1, 6, 0)
    assert r.longest == 3


def test_a_shared_win_is_a_win_and_levels_are_kept_apart():
    s = Statistics()
    s.count("stockpile", ["hard", "human"], "a", [0, 1], [30, 30])
    s.count("stockpile", ["human", "medium"], "b", [1], [10, 20])
    assert s.records["stockpile"]["hard"].won == 1
    assert s.records["stockpile"]["medium"].lost == 1


def test_a_game_counts_once():
    s = Statistics()
    assert s.count("take-stock", VS_EASY, "same", [0], [40, 1, 2])
    assert not s.count("take-stock", VS_EASY, "same", [0], [40, 1, 2])  # save reloaded
    assert not s.count("take-stock", VS_EASY, "same", None, None)  # then given up
    assert not s.count("take-stock", ["human", "human"], "hot", [0], [1, 2])
    assert s.records["take-stock"]["easy"].played == 1
    s.reset()
    assert s.records == {}
    assert not s.count("take-stock", VS_EASY, "same", [0], [40, 1, 2])  # even after a reset


def test_round_trip(tmp_path):
    s = Statistics()
    s.count("take-stock", VS_EASY, "a", [0], [40, 1, 2])
    s.count("take-stock", ["human", "hard"], "b", [1], [3, 9])
    s.save(tmp_path / "statistics.json")
    again = Statistics.load(tmp_path / "statistics.json")
    assert again.to_json() == s.to_json()
    assert Statistics.load(tmp_path / "none.json").records == {}


def _good() -> dict:
    s = Statistics()
    s.count("take-stock", VS_EASY, "a", [0], [40, 1, 2])
    return s.to_json()


def _with(change) -> bytes:
    doc = _good()
    change(doc)
    return json.dumps(doc).encode()


BAD = {
    "nested": (b"[" * 3000, "nested more than 16 levels"),
    "huge number": (
        b'{"version": 1, "counted": [], "records": {"a": {"b": {"won": ' + b"9" * 5000 + b"}}}}",
        "number far too large",
    ),
    "not ours": (b'{"hello": 1}', "does not hold statistics"),
    "version 0": (_with(lambda d: d.update(version=0)), "does not hold statistics"),
    "won a text": (
        _with(lambda d: d["records"]["take-stock"]["easy"].update(won="3")),
        "“records.take-stock.easy.won”",
    ),
    "negative": (
        _with(lambda d: d["records"]["take-stock"]["easy"].update(lost=-1)),
        "“records.take-stock.easy.lost”",
    ),
    "sums differ": (
        _with(lambda d: d["records"]["take-stock"]["easy"].update(played=9)),
        "“records.take-stock.easy.played”",
    ),
    "counted null": (_with(lambda d: d.update(counted=None)), "“counted”"),
    "records a list": (_with(lambda d: d.update(records=[])), "“records”"),
    "truncated": (json.dumps(_good()).encode()[:30], "breaks off or is garbled"),
    "binary": (b"\xff\xfe\x00junk", "is not a Tabletop Exchange file"),
}


@pytest.mark.parametrize("case", list(BAD))
def test_a_damaged_file_is_refused_naming_what_is_wrong(tmp_path, case):
    content, words = BAD[case]
    path = tmp_path / "statistics.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as err:
        Statistics.load(path)
    assert words in err.value.message.render()
