"""Each outside library lives in one package: pygame in game/ui, yaml in game/data, pymunk in game/table."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parent.parent / "game"
HOMES = {"pygame": "ui", "pygame_gui": "ui", "yaml": "data", "pymunk": "table"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module.split(".")[0])
    return out


@pytest.mark.parametrize("lib,home", sorted(HOMES.items()))
def test_library_is_imported_only_in_its_home_package(lib: str, home: str) -> None:
    offenders = []
    for path in sorted(GAME.rglob("*.py")):
        rel = path.relative_to(GAME)
        if rel.parts[0] == home:
            continue
        if lib in _imports(path):
            offenders.append(str(rel))
    assert offenders == [], f"{lib} imported outside game/{home}: {offenders}"


def test_rules_core_loads_neither_pygame_nor_yaml() -> None:
    code = (
        "import sys, game.core.engine, game.core.scenario, game.core.command; game.core.engine.load_rules();"
        "print(sorted(m for m in ('pygame', 'yaml', 'pygame_gui') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=GAME.parent)
    assert out.stdout.strip() == "[]"


def test_table_loads_no_pygame_yaml_or_core() -> None:
    code = "import sys, game.table; print(sorted(m for m in ('pygame', 'yaml', 'game.core') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=GAME.parent)
    assert out.stdout.strip() == "[]"


def test_data_loads_no_pygame() -> None:
    code = "import sys, game.data; print(sorted(m for m in ('pygame',) if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=GAME.parent)
    assert out.stdout.strip() == "[]"


# Which packages each package may import (besides itself): table <- core <- data; ai, replay and ui above
# core; the command line above all. A package not named here may import nothing of the game.
MAY_IMPORT = {
    "table": set(),
    "core": {"table"},
    "data": {"core", "table", "files"},
    "replay": {"core", "table", "files"},
    "ai": {"core", "table"},
    "ui": {"core", "table", "data", "replay", "ai", "files"},
    "cli": {"core", "table", "data", "replay", "ai", "ui", "files"},
    "files": set(),
}


def _game_imports(path: Path) -> list[tuple[str, str, list[str]]]:
    """(module, its first package under game, the names imported) for every import of the game's own code."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0 and node.module.startswith("game."):
            out.append((node.module, node.module.split(".")[1], [a.name for a in node.names]))
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith("game."):
                    out.append((a.name, a.name.split(".")[1], []))
    return out


def _package(path: Path) -> str:
    rel = path.relative_to(GAME)
    return rel.parts[0].removesuffix(".py") if len(rel.parts) > 1 or rel.parts[0] != "__main__.py" else "cli"


def test_packages_import_only_the_packages_below_them() -> None:
    offenders = []
    for path in sorted(GAME.rglob("*.py")):
        pkg = _package(path)
        if pkg in ("__init__",):
            continue
        for module, target, _ in _game_imports(path):
            if target != pkg and target not in MAY_IMPORT.get(pkg, set()):
                offenders.append(f"{path.relative_to(GAME)} imports {module}")
    assert offenders == []


def test_the_screens_and_the_opponents_use_only_the_cores_public_names() -> None:
    import game.core as core

    public = set(core.__all__)
    offenders = []
    for pkg in ("ui", "ai"):
        for path in sorted((GAME / pkg).rglob("*.py")):
            for module, target, names in _game_imports(path):
                if target != "core":
                    continue
                if module == "game.core" and all(n in public for n in names):
                    continue
                if all(f"{module}.{n}" in core.PUBLIC_MODULES for n in names) or module in core.PUBLIC_MODULES:
                    continue
                offenders.append(f"{path.relative_to(GAME)}: from {module} import {', '.join(names)}")
    assert offenders == []
