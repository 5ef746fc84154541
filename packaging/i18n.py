"""Translation tooling: keep translations/tabletop_<lang>.ts in step with the code, check them,
compile them.

    i18n.py update    extract every translatable string of tabletop/ into the .ts files
    i18n.py check     fail if the .ts files are stale or hold unfinished/empty entries
    i18n.py compile   build translations/tabletop_<lang>.qm (fails on unfinished entries)

pyside6-lupdate does not pick .py files when it scans a directory, so we hand it the list of
tabletop/**/*.py files (an @lst file) instead; -extensions py keeps the intent explicit.
"""

from __future__ import annotations

import filecmp
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "tabletop"
TS_DIR = ROOT / "translations"
LANGS = ("de", "fr", "pt")  # translated languages: every message
# English is the source language, but its plural forms ("1 card", "2 cards" for "%n card(s)")
# come from a catalogue too: lupdate -pluralonly keeps only the messages with a count.
PLURAL_ONLY = ("en",)
CATALOGUES = PLURAL_ONLY + LANGS
QT_LANGUAGE = {"en": "en_US", "de": "de_DE", "fr": "fr_FR", "pt": "pt_BR"}
LUPDATE_OPTIONS = ("-extensions", "py", "-locations", "none", "-no-obsolete", "-silent")


class I18nError(Exception):
    pass


def ts_path(lang: str) -> Path:
    return TS_DIR / f"tabletop_{lang}.ts"


def qm_path(lang: str) -> Path:
    return TS_DIR / f"tabletop_{lang}.qm"


def find_tool(name: str) -> list[str]:
    """The command for a Qt tool ("lupdate"/"lrelease") of the PySide6 in use.

    Looks beside the running interpreter (the active venv) first, then on PATH, then for the
    binary that ships inside the PySide6 package."""
    wrapper = f"pyside6-{name}"
    beside = Path(sys.executable).parent / wrapper
    if beside.exists():
        return [str(beside)]
    on_path = shutil.which(wrapper)
    if on_path:
        return [on_path]
    try:
        import PySide6
    except ImportError as exc:
        raise I18nError(
            f"{wrapper} not found and PySide6 cannot be imported by "
            f"{sys.executable}; activate the project's venv"
        ) from exc
    for candidate in (
        Path(PySide6.__file__).parent / name,
        Path(PySide6.__file__).parent / f"{name}.exe",
    ):
        if candidate.exists():
            return [str(candidate)]
    raise I18nError(f"{wrapper} not found (PATH, {Path(sys.executable).parent}, PySide6 package)")


def source_files() -> list[Path]:
    return sorted(p for p in SOURCES.rglob("*.py") if "__pycache__" not in p.parts)


def run_lupdate(targets: list[Path]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        lst = Path(tmp) / "sources.lst"
        lst.write_text("".join(f"{p}\n" for p in source_files()), encoding="utf-8")
        for target in targets:
            lang = target.stem.rsplit("_", 1)[-1]
            cmd = [
                *find_tool("lupdate"),
                f"@{lst}",
                *LUPDATE_OPTIONS,
                "-target-language",
                QT_LANGUAGE.get(lang, lang),
                *(["-pluralonly"] if lang in PLURAL_ONLY else []),
                "-ts",
                str(target),
            ]
            done = subprocess.run(cmd, capture_output=True, text=True)
            if done.returncode != 0:
                raise I18nError(f"lupdate failed for {target.name}:\n{done.stdout}{done.stderr}")


def update() -> None:
    TS_DIR.mkdir(exist_ok=True)
    run_lupdate([ts_path(lang) for lang in CATALOGUES])
    for lang in CATALOGUES:
        missing = len(incomplete_entries(ts_path(lang)))
        print(
            f"{ts_path(lang).name}: {count_entries(ts_path(lang))} entries, {missing} to translate"
        )


def messages(ts: Path):
    """(context, message element) for every message of a .ts file."""
    root = ET.parse(ts).getroot()
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            yield name, message


def translations_of(message: ET.Element) -> list[str]:
    tr = message.find("translation")
    if tr is None:
        return [""]
    forms = tr.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [tr.text or ""]


def count_entries(ts: Path) -> int:
    return sum(1 for _ in messages(ts))


def incomplete_entries(ts: Path) -> list[str]:
    """Messages that are unfinished or have an empty translation, as 'context: source'."""
    bad = []
    for context, message in messages(ts):
        tr = message.find("translation")
        unfinished = tr is None or tr.get("type") == "unfinished"
        if unfinished or not all(t.strip() for t in translations_of(message)):
            bad.append(f"{context}: {message.findtext('source', '')!r}")
    return bad


def check() -> None:
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        copies = []
        for lang in CATALOGUES:
            if not ts_path(lang).exists():
                problems.append(f"{ts_path(lang).name} is missing; run `packaging/i18n.sh update`")
                continue
            copy = Path(tmp) / ts_path(lang).name
            shutil.copyfile(ts_path(lang), copy)
            copies.append((lang, copy))
        run_lupdate([copy for _, copy in copies])
        for lang, copy in copies:
            if not filecmp.cmp(copy, ts_path(lang), shallow=False):
                problems.append(
                    f"{ts_path(lang).name} is stale: the code's strings changed; "
                    "run `packaging/i18n.sh update` and translate the new entries"
                )
    for lang in CATALOGUES:
        if ts_path(lang).exists():
            bad = incomplete_entries(ts_path(lang))
            if bad:
                shown = "\n    ".join(bad[:20]) + ("\n    ..." if len(bad) > 20 else "")
                problems.append(
                    f"{ts_path(lang).name}: {len(bad)} unfinished or empty entries:\n    {shown}"
                )
    if problems:
        raise I18nError("translation check failed:\n  " + "\n  ".join(problems))
    contextless = [m.findtext("source", "") for c, m in messages(ts_path(LANGS[0])) if not c]
    if contextless:  # translated, but Qt will never look them up under an empty context
        print(
            f"warning: {len(contextless)} messages have no context (a module-level `tr` "
            "alias?); use self.tr() or QCoreApplication.translate(context, ...) literally",
            file=sys.stderr,
        )
    print(
        "translations OK: "
        + ", ".join(
            f"{ts_path(lang).name} {count_entries(ts_path(lang))} entries" for lang in CATALOGUES
        )
    )


def compile_qm() -> None:
    for lang in CATALOGUES:
        cmd = [
            *find_tool("lrelease"),
            "-fail-on-unfinished",
            "-silent",
            str(ts_path(lang)),
            "-qm",
            str(qm_path(lang)),
        ]
        done = subprocess.run(cmd, capture_output=True, text=True)
        if done.returncode != 0:
            raise I18nError(
                f"lrelease failed for {ts_path(lang).name}:\n{done.stdout}{done.stderr}"
            )
        print(f"{qm_path(lang).relative_to(ROOT)}")


COMMANDS = {"update": update, "check": check, "compile": compile_qm}


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in COMMANDS:
        print(f"usage: i18n.sh {{{'|'.join(COMMANDS)}}}", file=sys.stderr)
        return 2
    try:
        COMMANDS[argv[0]]()
    except I18nError as exc:
        print(exc, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    os.chdir(ROOT)
    sys.exit(main(sys.argv[1:]))
