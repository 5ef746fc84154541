from tabletop.core.rng import Rng
from tabletop.core.text import QT_TRANSLATE_NOOP, Text

GREETING = QT_TRANSLATE_NOOP("Test", "{player} raised {company} to {value}.")


def test_text_renders_english_source_and_translation():
    msg = GREETING(player="Anna", company="Oil", value=7)
    assert msg.render() == "Anna raised Oil to 7."
    german = {"{player} raised {company} to {value}.": "{player} erhöht {company} auf {value}."}
    assert msg.render(lambda ctx, s: german.get(s, s)) == "Anna erhöht Oil auf 7."


def test_nested_text_arguments_are_translated_too():
    inner = QT_TRANSLATE_NOOP("Test", "frozen")
    outer = QT_TRANSLATE_NOOP("Test", "Oil is {state}.")(state=inner)
    table = {"frozen": "eingefroren", "Oil is {state}.": "Oil ist {state}."}
    assert outer.render(lambda c, s: table.get(s, s)) == "Oil ist eingefroren."


def test_broken_translation_falls_back_to_source():
    msg = GREETING(player="Anna", company="Oil", value=7)
    assert msg.render(lambda c, s: "{nonsense} {player}") == "Anna raised Oil to 7."


def test_text_json_round_trip():
    msg = QT_TRANSLATE_NOOP("Test", "A {x} of {y}")(x=3, y=QT_TRANSLATE_NOOP("Test", "kind"))
    assert Text.from_json(msg.to_json()) == msg


def test_rng_is_deterministic_and_copyable():
    a, b = Rng(42), Rng(42)
    assert [a.below(100) for _ in range(20)] == [b.below(100) for _ in range(20)]
    c = a.copy()
    assert a.next64() == c.next64()
    assert Rng(1).next64() != Rng(2).next64()


def test_rng_shuffle_is_a_permutation_and_roughly_uniform():
    rng = Rng(7)
    counts = [0] * 5
    for _ in range(5000):
        items = list(range(5))
        rng.shuffle(items)
        assert sorted(items) == list(range(5))
        counts[items[0]] += 1
    assert all(800 < n < 1200 for n in counts)


def test_fork_does_not_advance_the_parent():
    rng = Rng(5)
    before = rng.state
    child = rng.fork(3)
    assert rng.state == before
    assert child.next64() != Rng(5).next64()
