"""The layers of docs/architecture.md, checked by reading every module's imports (ast): a failure
names the module and what it must not import.

- a game's engine (every module of tabletop/games/<game>/ outside table/ and the AI profile)
  imports neither Qt nor tabletop.ui nor tabletop.ai;
- a game's AI profile (heuristic.py) and its measurements with AI players (balance.py) may
  import tabletop.ai, never Qt or tabletop.ui;
- tabletop/core imports no game, no ui, no ai and no Qt; tabletop/ai imports no ui and no Qt;
- no module of tabletop/ is over 600 lines.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "tabletop"
MAX_LINES = 600
# a game's AI profile, and its measurements with AI players: may use tabletop.ai
AI_PROFILE = {"heuristic.py", "balance.py"}

QT = "PySide6"
UI, AI, CORE, GAMES = "tabletop.ui", "tabletop.ai", "tabletop.core", "tabletop.games"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """Every module `path` imports (relative imports resolved), anywhere in the file."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                head = ".".join(base + ([node.module] if node.module else []))
            else:
                head = node.module or ""
            found.add(head)
            found.update(f"{head}.{a.name}" for a in node.names)  # "from . import ui_x"
    return found


def within(module: str, layer: str) -> bool:
    return module == layer or module.startswith(layer + ".")


def modules() -> list[Path]:
    return sorted(p for p in PKG.rglob("*.py") if "__pycache__" not in p.parts)


def forbidden_for(path: Path) -> tuple[str, ...]:
    """The layers the module at `path` must not import."""
    rel = path.relative_to(PKG).parts
    if rel[0] == "core":
        return (QT, UI, AI, GAMES)
    if rel[0] == "ai":
        return (QT, UI)
    if rel[0] == "games" and len(rel) > 2:  # inside one game's package
        if rel[2] == "table":
            return ()  # the game's table: Qt and ui
        if rel[2] in AI_PROFILE:
            return (QT, UI)
        return (QT, UI, AI)  # the engine
    return ()


def violations() -> list[str]:
    out = []
    for path in modules():
        found = sorted(imports(path))
        for layer in forbidden_for(path):
            bad = [m for m in found if within(m, layer)]
            if bad:
                out.append(f"{module_name(path)} imports {bad[0]} ({layer} is off limits for it)")
    return out


def test_each_layer_imports_only_what_is_below_it():
    assert violations() == []


def test_no_module_is_over_600_lines():
    long = [
        f"{module_name(p)}: {n} lines"
        for p in modules()
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    ]
    assert long == []


def test_every_game_keeps_its_qt_in_its_table_package():
    """A game the app can play has its Qt in a table/ subpackage, named by its GameInfo; a game
    whose table is still to come has none (the layer test keeps Qt out of its engine)."""
    from tabletop.games import registry

    for info in registry().values():
        package = PKG / "games" / info.id.replace("-", "_")
        assert (package / "info.py").exists(), f"{info.id} has no package of its own"
        if info.table:
            assert info.table.startswith(f"tabletop.games.{package.name}.table"), info.table
            assert (package / "table" / "__init__.py").exists(), f"{info.id} has no table/"


@pytest.mark.parametrize(
    "source, banned",
    [
        ("from PySide6.QtCore import Qt\n", "PySide6.QtCore"),
        ("import tabletop.ui.sprites\n", "tabletop.ui.sprites"),
        ("def f():\n    from ...ai import levels\n", "tabletop.ai"),
    ],
)
def test_the_check_catches_an_engine_importing_upwards(tmp_path, monkeypatch, source, banned):
    """The checker itself: a module of an engine that imports Qt, ui or ai is named."""
    engine = tmp_path / "tabletop" / "games" / "toy" / "rules.py"
    engine.parent.mkdir(parents=True)
    engine.write_text(source)
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    monkeypatch.setitem(globals(), "PKG", tmp_path / "tabletop")
    assert [v.split(" (")[0] for v in violations()] == [
        f"tabletop.games.toy.rules imports {banned}"
    ]
