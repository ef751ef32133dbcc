"""A special rule an army list describes must be carried out by a rule module, or validate refuses the list."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def validate(*files: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", "validate", *files], capture_output=True, text=True, cwd=REPO)


def test_every_shipped_list_and_roster_passes() -> None:
    files = sorted(str(p) for p in (REPO / "armies").glob("*.yaml"))
    files += sorted(str(p) for p in (REPO / "armies" / "rosters").glob("*.yaml"))
    r = validate(*files)
    assert r.returncode == 0, r.stdout + r.stderr


def test_a_described_rule_nobody_carries_out_is_refused_where_it_is_described(tmp_path: Path) -> None:
    text = (REPO / "armies" / "empire.yaml").read_text(encoding="utf-8")
    lines = text.splitlines()
    at = lines.index("  - id: handgun")
    lines[at] = "  - id: handgonne"
    lines = [ln.replace("special: [humans, handgun]", "special: [humans, handgonne]") for ln in lines]
    copy = tmp_path / "empire.yaml"
    copy.write_text("\n".join(lines) + "\n", encoding="utf-8")
    r = validate(str(copy))
    assert r.returncode == 1
    assert f"{copy}:{at + 1}:9: special rule 'handgonne' is described but no rule carries it out" in r.stdout
