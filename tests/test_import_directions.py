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
