"""Fill the .ts files from our translation tables, so new strings can be translated in batches.

The .ts files stay the source of truth (Qt Linguist edits them); translations/memory_<lang>.json
is our translation memory, {context: {source: translation}}, which also keeps translations of
strings the code dropped for a while.  A plural message (numerus) maps to a list of forms; a
message with a disambiguation comment is keyed "comment\\u0004source".

    translate_fill.py todo [FILE]   write the entries no table knows yet, as a batch skeleton
                                    {context: {key: {"en": [..], "de": "", "fr": "", "pt": ""}}}
                                    (English: plural messages only, its two forms)
    translate_fill.py add FILE      merge a filled-in batch into the tables
    translate_fill.py sync [--prefer-table]
                                    fill unfinished .ts entries from the tables and copy
                                    translations made in Linguist back into the tables
                                    (--prefer-table: a table entry also replaces a finished
                                    .ts translation, to push a corrected wording)

Typical round: i18n.sh update; translate_fill.py todo batch.json; (translate); add batch.json;
sync; i18n.sh check.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import i18n

Table = dict[str, dict[str, "str | list[str]"]]


def table_path(lang: str) -> Path:
    return i18n.TS_DIR / f"memory_{lang}.json"


def load_table(lang: str) -> Table:
    path = table_path(lang)
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def save_table(lang: str, table: Table) -> None:
    ordered = {c: dict(sorted(table[c].items())) for c in sorted(table)}
    table_path(lang).write_text(
        json.dumps(ordered, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )


def key_of(message: ET.Element) -> str:
    source = message.findtext("source", "")
    comment = message.findtext("comment")
    return f"{comment}\u0004{source}" if comment else source


def is_done(message: ET.Element) -> bool:
    tr = message.find("translation")
    return (
        tr is not None
        and tr.get("type") != "unfinished"
        and all(t.strip() for t in i18n.translations_of(message))
    )


def set_translation(message: ET.Element, value: str | list[str]) -> None:
    tr = message.find("translation")
    if tr is None:
        tr = ET.SubElement(message, "translation")
    tr.attrib.pop("type", None)
    for child in list(tr):
        tr.remove(child)
    if message.get("numerus") == "yes":
        tr.text = None
        for form in value if isinstance(value, list) else [value]:
            ET.SubElement(tr, "numerusform").text = form
    else:
        tr.text = value if isinstance(value, str) else value[0]


def todo(out: str | None) -> None:
    tables = {lang: load_table(lang) for lang in i18n.CATALOGUES}
    batch: dict[str, dict[str, dict[str, str]]] = {}
    for lang in i18n.CATALOGUES:
        for context, message in i18n.messages(i18n.ts_path(lang)):
            key = key_of(message)
            if is_done(message) or key in tables[lang].get(context, {}):
                continue
            entry = batch.setdefault(context, {}).setdefault(key, {})
            entry[lang] = [""] * 2 if message.get("numerus") == "yes" else ""
    text = json.dumps(batch, ensure_ascii=False, indent=1) + "\n"
    if out:
        Path(out).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    print(f"{sum(len(v) for v in batch.values())} entries to translate", file=sys.stderr)


def add(batch_file: str) -> None:
    batch = json.loads(Path(batch_file).read_text(encoding="utf-8"))
    for lang in i18n.CATALOGUES:
        table = load_table(lang)
        for context, entries in batch.items():
            for key, per_lang in entries.items():
                value = per_lang.get(lang)
                if value and all(v.strip() for v in ([value] if isinstance(value, str) else value)):
                    table.setdefault(context, {})[key] = value
        save_table(lang, table)


def same_text_elsewhere(table: Table, key: str) -> str | list[str] | None:
    """The translation of `key` in other contexts, if they all agree (a string that moved to
    another class keeps its translation)."""
    found = {json.dumps(entries[key]) for entries in table.values() if key in entries}
    return json.loads(found.pop()) if len(found) == 1 else None


def sync(prefer_table: bool = False) -> None:
    for lang in i18n.CATALOGUES:
        ts, table = i18n.ts_path(lang), load_table(lang)
        tree = ET.parse(ts)
        filled = harvested = 0
        for context in tree.getroot().iter("context"):
            name = context.findtext("name", "")
            for message in context.iter("message"):
                key = key_of(message)
                known = table.get(name, {}).get(key)
                current = None
                if is_done(message):
                    forms = i18n.translations_of(message)
                    current = forms if message.get("numerus") == "yes" else forms[0]
                elif known is None:
                    known = same_text_elsewhere(table, key)
                if current is not None and (known is None or not prefer_table):
                    if known != current:
                        table.setdefault(name, {})[key] = current
                        harvested += 1
                elif known is not None and known != current:
                    set_translation(message, known)
                    filled += 1
        ts.write_text(
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
            + ET.tostring(tree.getroot(), encoding="unicode")
            + "\n",
            encoding="utf-8",
        )
        save_table(lang, table)
        print(
            f"{ts.name}: filled {filled}, harvested {harvested}, "
            f"{len(i18n.incomplete_entries(ts))} still to translate"
        )
    i18n.run_lupdate([i18n.ts_path(lang) for lang in i18n.CATALOGUES])  # lupdate's own layout


def main(argv: list[str]) -> int:
    if argv[:1] == ["todo"] and len(argv) <= 2:
        todo(argv[1] if len(argv) == 2 else None)
    elif argv[:1] == ["add"] and len(argv) == 2:
        add(argv[1])
    elif argv[:1] == ["sync"] and argv[1:] in ([], ["--prefer-table"]):
        sync(prefer_table=len(argv) == 2)
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
