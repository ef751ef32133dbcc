"""``python -m game rules``: the modules listed, one module's rulebook, and an unknown id refused."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, cwd=REPO)


def test_rules_lists_every_base_module_with_its_options() -> None:
    r = run("rules")
    assert r.returncode == 0, r.stderr
    for mid in ("sequence", "command", "shooting", "combat", "magic", "confusion", "terrain", "end", "empire"):
        assert f"  {mid} — " in r.stdout
    assert "options: stand_and_shoot = 'always'" in r.stdout
    assert "Optional modules (switched on per game):" in r.stdout


def test_rules_prints_one_modules_rulebook() -> None:
    r = run("rules", "confusion")
    assert r.returncode == 0, r.stderr
    assert "confusion.recovery — Recovery" in r.stdout


def test_an_unknown_module_is_refused_by_rules_and_by_simulate() -> None:
    r = run("rules", "ninth-ages")
    assert r.returncode == 2 and "no rule module is called 'ninth-ages'" in r.stderr
    r = run("simulate", "--roster", "armies/rosters/empire-2000.yaml", "--roster", "armies/rosters/orcs-2000.yaml",
            "--rules", "ninth-ages")
    assert r.returncode == 2 and "argument --rules: no rule module is called 'ninth-ages'" in r.stderr
