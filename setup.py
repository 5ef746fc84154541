"""What pyproject.toml cannot say: `pip install .` must also ship the read-only resources.

assets/, docs/ and the compiled translations go to <prefix>/share/tabletop-exchange/, where
tabletop.paths.resource_root() looks for them.  The .qm files are build products (not in git),
so they are compiled here from translations/*.ts: that has to happen before setup() is called,
because setuptools fixes the list of data files when it reads its arguments.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup

ROOT = Path(__file__).resolve().parent
SHARE = "share/tabletop-exchange"


def lrelease() -> str | None:
    """Qt's lrelease from the PySide6 of the build environment (a build requirement)."""
    try:
        import PySide6
    except ImportError:
        return shutil.which("pyside6-lrelease")
    here = Path(PySide6.__file__).parent
    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease"):
        if (here / name).is_file():
            return str(here / name)
    return shutil.which("pyside6-lrelease")


def compile_translations() -> None:
    """translations/<name>.ts -> <name>.qm where the .qm is missing or older than its source."""
    stale = [
        ts
        for ts in sorted((ROOT / "translations").glob("*.ts"))
        if not ts.with_suffix(".qm").exists()
        or ts.with_suffix(".qm").stat().st_mtime < ts.stat().st_mtime
    ]
    if not stale:
        return
    tool = lrelease()
    if tool is None:
        print(
            "warning: lrelease not found; installing without compiled translations", file=sys.stderr
        )
        return
    for ts in stale:
        subprocess.run([tool, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


def resource_files() -> list[tuple[str, list[str]]]:
    """(install folder, [files]) for every folder under assets/ and docs/, plus the .qm files."""
    folders = []
    for top in ("assets", "docs"):
        if (ROOT / top).is_dir():
            folders += [ROOT / top, *sorted(p for p in (ROOT / top).rglob("*") if p.is_dir())]
    entries = []
    for folder in folders:
        files = sorted(f.relative_to(ROOT).as_posix() for f in folder.iterdir() if f.is_file())
        if files:
            entries.append((f"{SHARE}/{folder.relative_to(ROOT).as_posix()}", files))
    qm = sorted(f.relative_to(ROOT).as_posix() for f in (ROOT / "translations").glob("*.qm"))
    if qm:
        entries.append((f"{SHARE}/translations", qm))
    return entries


compile_translations()
setup(data_files=resource_files())
