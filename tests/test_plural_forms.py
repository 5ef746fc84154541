"""Messages with a count use Qt's plural forms in every language, English included: no player
ever reads "1 cards", "1 Karten", "1 cartes" or "1 cartas"."""

from __future__ import annotations

import importlib.util
import re
import subprocess
from pathlib import Path

import pytest

from tabletop.core.text import QT_TRANSLATE_NOOP, Text

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("i18n", ROOT / "packaging" / "i18n.py")
i18n = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(i18n)

# Each catalogue's plural forms: singular and plural (Qt's rules for en, de, fr, pt_BR).
FORMS = {"en": 2, "de": 2, "fr": 2, "pt": 2}
# A plural noun after the number 1, in any of the four languages.
ONE_PLURAL = re.compile(
    r"(?<![\d.,])1 (?:more |weitere |eigene )?(cards|shares|dice|moves|Karten|Aktien|Anteile|"
    r"Strategiekarten|Züge|cartes|actions|dés|coups|cartas|ações|dados|jogadas)\b"
)


def numerus(lang):
    return [(c, m) for c, m in i18n.messages(i18n.ts_path(lang)) if m.get("numerus") == "yes"]


@pytest.mark.parametrize("lang", i18n.CATALOGUES)
def test_every_plural_message_has_all_its_forms(lang):
    assert set(i18n.CATALOGUES) == set(FORMS)
    messages = numerus(lang)
    assert len(messages) >= 20  # the messages with a count, in every catalogue
    missing = [
        f"{c}: {m.findtext('source')!r}"
        for c, m in messages
        if len(i18n.translations_of(m)) != FORMS[lang]
        or not all(f.strip() for f in i18n.translations_of(m))
    ]
    assert missing == []


def test_english_catalogue_holds_only_the_plural_messages():
    sources = {(c, m.findtext("source")) for c, m in numerus("en")}
    assert sources == {(c, m.findtext("source")) for c, m in numerus("de")}
    assert i18n.count_entries(i18n.ts_path("en")) == len(sources)


@pytest.fixture(params=i18n.CATALOGUES)
def installed(request, tmp_path, qapp):
    from PySide6.QtCore import QCoreApplication, QTranslator

    lang = request.param
    qm = tmp_path / f"tabletop_{lang}.qm"
    cmd = [*i18n.find_tool("lrelease"), "-silent", str(i18n.ts_path(lang)), "-qm", str(qm)]
    subprocess.run(cmd, check=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    yield lang
    QCoreApplication.removeTranslator(translator)


def test_one_is_singular_and_two_plural_in_every_language(installed):
    from PySide6.QtCore import QCoreApplication

    wrong = []
    for context, message in numerus(installed):
        source = message.findtext("source", "")
        one = QCoreApplication.translate(context, source, None, 1)
        two = QCoreApplication.translate(context, source, None, 2)
        if ONE_PLURAL.search(one) or "(s)" in one + two or "%n" in one + two:
            wrong.append((one, two))
        if one.replace("1", "2") == two:  # the singular form says something of its own
            wrong.append((one, two))
    assert wrong == []


def test_an_engine_message_with_a_count_renders_through_the_plural_forms(installed):
    from PySide6.QtCore import QCoreApplication

    recall = QT_TRANSLATE_NOOP(
        "Karthedis", "{player}'s Recall pile (%n card(s)) is removed from the game.", None, 1
    )
    one = recall(player="Ada", count=1).render(QCoreApplication.translate)
    many = recall(player="Ada", count=3).render(QCoreApplication.translate)
    assert "Ada" in one and "1" in one and not ONE_PLURAL.search(one)
    assert "3" in many and "(s)" not in many
    if installed == "en":
        assert one == "Ada's Recall pile (1 card) is removed from the game."
    # saved and loaded, a message keeps its count
    assert Text.from_json(recall(count=1).to_json()).count() == 1


# Messages with a count that stay singular-less, and why (a separate message says "one ...",
# or the count is never 1).
NEVER_ONE = {
    ("Save", "{file} is damaged: it lists {moves} moves but {movers} players who made them."),
    ("StackMarket", "{player} rolls {count} dice: {dice}."),  # ROLLS_ONE
    ("StackMarket", "{player} stacked {count} dice: {company} stands {height} floors tall."),
    ("StackMarket", "{player} added {count} dice and receives the stacking bonus of $10,000."),
    ("StackMarket", "Roll {count} dice"),  # DESCRIBE_ROLL_ONE
    ("StackMarketTable", "The building of {company}: {n} floors."),  # a building has 3 or more
    ("StackMarketTable", "{n} floors · top {top}"),
    ("StackMarketTable", "{n} floors"),
    ("StackMarketTable", "{company}: {n} floors."),
    ("StackMarketTable", "The record marker: {n} floors."),
    ("StockRound", "{player} offers {count} treasury shares of {railway} for re-issue."),
    ("StockRound", "{player} sells {count} shares of {railway}: anyone wants a share?"),
    ("StockRound", "Sell {count} shares of {railway}"),  # messages.counted(ONE, MANY, n)
    ("StockRound", "Offer {count} shares of {railway} for re-issue"),
    ("StockRoundTable", "{count} shares"),
    ("Stockpile", "Every player discards {count} investment strategy cards."),  # rulebook: 2
    ("Stockpile", "{player} receives {count} market cards."),  # a hand of the rulebook's size
    ("Stockpile", "{player} receives {count} investment strategy cards."),
    ("Stockpile", "You receive {count} market cards."),
    ("Stockpile", "You receive {count} investment strategy cards."),
    (
        "StockpileTable",
        "The game lasts {n} rounds of six phases; the final scoring follows the last one.",
    ),
    (
        "TakeStock",
        "The Limit rule: you have {count} certificates and the longest company row has "
        "{longest} cards.",
    ),
    (
        "TakeStockTable",
        "The game lasts {n} rounds; the certificates are scored at the end of each.",
    ),
    ("TakeStockTable", "{n} shares"),  # "1 share" is its own message
}
COUNTED_NOUN = re.compile(
    r"\{(n|count|left|held|back|moves|more|k)\} (?:more |new |treasury |investment strategy |"
    r"market )?(cards|shares|dice|moves|floors|rounds|certificates|notes|players)\b"
)


def test_a_new_message_with_a_count_is_a_plural_message():
    """ "{n} cards" reads "1 cards" once n is 1: write "%n card(s)" (see core/text.py)."""
    found = {
        (c, m.findtext("source", ""))
        for c, m in i18n.messages(i18n.ts_path("de"))
        if m.get("numerus") != "yes" and COUNTED_NOUN.search(m.findtext("source", ""))
    }
    assert found - NEVER_ONE == set()
