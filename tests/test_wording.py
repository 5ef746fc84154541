"""Words a fluent review fixed, held in the shipped catalogues: each game speaks its rulebook's
words in its rulebook's language, German says "du", French "vous", Portuguese is Brazilian."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("i18n", ROOT / "packaging" / "i18n.py")
i18n = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(i18n)


def found(lang: str, pattern: str, contexts: str = ".*", flags: int = 0) -> list[str]:
    """The translations of `lang` in the matching contexts where `pattern` occurs."""
    hits = []
    for context, message in i18n.messages(i18n.ts_path(lang)):
        if re.fullmatch(contexts, context):
            for text in i18n.translations_of(message):
                if re.search(pattern, text, flags):
                    hits.append(f"{context}: {text}")
    return hits


def blurb(lang: str, source: str) -> str:
    return next(
        i18n.translations_of(m)[0]
        for c, m in i18n.messages(i18n.ts_path(lang))
        if c == "Games" and m.findtext("source") == source
    )


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_the_german_market_leader_never_appears_in_parentheses(lang):
    assert found(lang, r"\(Marktführer\)") == []


def test_portuguese_stockpile_speaks_its_rulebook():
    assert found("pt", r"lançad", "Stockpile.*", re.I) == []  # dice are rolados
    assert found("pt", r"cartas? de ação\b", "Stockpile.*") == []  # a stock card: Carta de Ações
    assert found("pt", r"Carta de Ações à sua escolha", "StockpileTable")
    text = blurb("pt", "Auctions of stockpiles, insider forecasts and expansion modules.")
    assert "Pilhas de Ações" in text and "informação privilegiada" in text


def test_portuguese_karthedis_is_brazilian():
    assert found("pt", r"a dobrar|à vez|\bnuma?\b|\btu\b|\bteu\b|\btua\b", "Karthedis.*") == []
    assert found("pt", r"em dobro", "Karthedis.*") and found("pt", r"um de cada vez", "Karthedis")


def test_french_stack_market_says_building_as_its_rulebook():
    assert found("fr", r"immeuble|\b(la|une|des|cette) tours?\b|de la tour", "StackMarket.*") == []
    assert "building" in blurb("fr", "Stack dice into buildings that may collapse.")
    assert found("fr", r"Cliquez-les|est surenchéri") == []
    # one word for a stock round: tour d'actions, the chooser too
    assert found("fr", r"tour de bourse") == []
    assert "tour d'actions" in blurb("fr", "An 18xx stock round in a compact 18xx game.")


def test_french_says_vous_throughout():
    assert found("fr", r"\b(tu|tes|ton|ta|toi)\b") == []


def test_german_words():
    assert found("de", r"\bSie\b|\bIhnen\b") == []  # "du" throughout; no capital Sie to misread
    assert found("de", r"Rohstoff", "Karthedis.*") == []
    assert "Basisressourcen" in blurb("de", "Trade cats' cards for five resources.")
    assert found("de", r"\bEin Kombo|\bein Kombo") == [] and found("de", r"Eine Kombo", "Karthedis")
    assert found("de", r"\bjedes Stock Boom|\bein ungespieltes Stock Boom") == []
    assert found("de", r"^\{railway\} bringt \{amount\} \$ ein", "StockRound")
