"""The shipped translations are complete, keep every placeholder, and work once compiled; the
rules reference exists in every language with the same outline."""

from __future__ import annotations

import importlib.util
import re
import subprocess
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("i18n", ROOT / "packaging" / "i18n.py")
i18n = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(i18n)

# {name} for our str.format messages, %n / %1.. for Qt's own arguments.
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%n|%L?\d")

# One known string per language, translated in the rulebook's / glossary's words.
KNOWN = {
    "de": ("Core", "It is not your turn.", "Du bist nicht an der Reihe."),
    "fr": ("Core", "It is not your turn.", "Ce n'est pas votre tour."),
    "pt": ("Core", "It is not your turn.", "Não é a sua vez."),
}


@pytest.fixture(params=i18n.LANGS)
def lang(request) -> str:
    return request.param


def test_every_entry_is_translated(lang):
    ts = i18n.ts_path(lang)
    assert i18n.count_entries(ts) > 0
    assert i18n.incomplete_entries(ts) == []


def test_placeholders_survive_translation(lang):
    broken = []
    for context, message in i18n.messages(i18n.ts_path(lang)):
        source = message.findtext("source", "")
        wanted = Counter(PLACEHOLDER.findall(source))
        for translation in i18n.translations_of(message):
            if Counter(PLACEHOLDER.findall(translation)) != wanted:
                broken.append(f"{context}: {source!r} -> {translation!r}")
    assert broken == []


def test_menu_accelerators_survive_translation(lang):
    accelerator = re.compile(r"&(?=[^&\s])")
    lost = [
        f"{c}: {m.findtext('source')!r}"
        for c, m in i18n.messages(i18n.ts_path(lang))
        if any(
            len(accelerator.findall(t)) != len(accelerator.findall(m.findtext("source")))
            for t in i18n.translations_of(m)
        )
    ]
    assert lost == []


def test_every_message_has_a_context(lang):
    # Qt looks a message up by (context, source); lupdate records an empty context when it
    # cannot see one (e.g. a module-level alias `tr = ...`), and such a translation is dead.
    contextless = [m.findtext("source") for c, m in i18n.messages(i18n.ts_path(lang)) if not c]
    assert contextless == [], "use self.tr() or QCoreApplication.translate(context, ...) literally"


def test_checker_flags_unfinished_and_empty_entries(tmp_path):
    ts = tmp_path / "tabletop_xx.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1">\n'
        "<context><name>C</name>\n"
        "<message><source>done</source><translation>fertig</translation></message>\n"
        '<message><source>todo</source><translation type="unfinished">x</translation></message>\n'
        "<message><source>empty</source><translation></translation></message>\n"
        "</context>\n</TS>\n",
        encoding="utf-8",
    )
    assert i18n.incomplete_entries(ts) == ["C: 'todo'", "C: 'empty'"]


def test_compiled_translations_load_and_translate(lang, tmp_path, qapp):
    from PySide6.QtCore import QCoreApplication, QTranslator

    qm = tmp_path / f"tabletop_{lang}.qm"
    subprocess.run(
        [
            *i18n.find_tool("lrelease"),
            "-fail-on-unfinished",
            "-silent",
            str(i18n.ts_path(lang)),
            "-qm",
            str(qm),
        ],
        check=True,
    )
    translator = QTranslator()
    assert translator.load(str(qm))
    context, source, expected = KNOWN[lang]
    assert translator.translate(context, source) == expected
    QCoreApplication.installTranslator(translator)
    try:
        assert QCoreApplication.translate(context, source) == expected
    finally:
        QCoreApplication.removeTranslator(translator)
    assert QCoreApplication.translate(context, source) == source


# --- the rules reference ------------------------------------------------------------------------

RULES = ROOT / "docs" / "rules"
DOC_LANGS = ("en", "de", "fr", "pt")


def outline(text: str) -> list[str]:
    """Heading levels and table count: the structure every language must share."""
    levels = [line.split(" ", 1)[0] for line in text.splitlines() if line.startswith("#")]
    tables = sum(1 for line in text.splitlines() if re.match(r"\|\s*-+\s*\|", line.strip()))
    return levels + [f"tables={tables}"]


GAMES_WITH_RULES = sorted(p.name.split(".")[0] for p in RULES.glob("*.en.md"))


@pytest.mark.parametrize("game", GAMES_WITH_RULES)
def test_rules_reference_has_the_same_outline_in_every_language(game):
    texts = {lang: (RULES / f"{game}.{lang}.md").read_text(encoding="utf-8") for lang in DOC_LANGS}
    english = outline(texts["en"])
    for lang, text in texts.items():
        assert outline(text) == english, lang


def test_take_stock_rules_keep_the_worked_examples():
    for lang in DOC_LANGS:
        text = (RULES / f"take-stock.{lang}.md").read_text(encoding="utf-8")
        for must in ("197", "Market Closed", "Stock Split", "15 (5 × 3)", "16 (8 × 2)"):
            assert must in text, (lang, must)


def test_german_rules_use_the_rulebook_wording_without_scan_errors():
    text = (RULES / "take-stock.de.md").read_text(encoding="utf-8")
    for term in (
        "Den Wert einer Firma erhöhen",
        "Ein Zertifikat sichern und eine Karte abwerfen",
        "Eine Karte abwerfen und den Markt spielen",
        "Eine zuvor gesicherte Markt-Ereigniskarte spielen",
        "Anteilskarten",
        "Anteilszugstapel",
        "Aktienoptionen",
        "„Limit“-Regel",
        "Geber",
    ):
        assert term in text, term
    for ocr_error in ("fiir", "fiinf", "héchste", "erhélt", "zuriick", "Qil"):
        assert ocr_error not in text, ocr_error
