"""No file of the game carries a merge's conflict markers: a document or list left with them reads as nonsense to
whoever opens it, and a YAML or Python file with them does not load at all."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKER = re.compile(r"^(<{7} |={7}$|>{7} )", re.M)


def test_no_file_carries_conflict_markers() -> None:
    found = []
    for folder in ("game", "armies", "assets", "tests", ".ci"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix not in {".py", ".md", ".yaml", ".yml", ".json", ".jsonl", ".txt", ""} or not path.is_file():
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            m = MARKER.search(text)
            if m:
                found.append(f"{path.relative_to(ROOT)}:{text[:m.start()].count(chr(10)) + 1}")
    found += [name for name in ("README.md", "pyproject.toml") if MARKER.search((ROOT / name).read_text(encoding="utf-8"))]
    assert found == []
