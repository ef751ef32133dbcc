"""The validation entry point: kinds told apart, one summary per sound file, status codes."""

from __future__ import annotations

import ast
import io
import subprocess
import sys
from pathlib import Path

from game.data import ARMIES_DIR, REPO_ROOT, SCENARIOS_DIR
from game.data.validate import validate_paths


def run(paths: list[str], **kw: object) -> tuple[int, list[str]]:
    out = io.StringIO()
    status = validate_paths(paths, out=out, **kw)  # type: ignore[arg-type]
    return status, out.getvalue().splitlines()


def test_all_shipped_files_are_valid() -> None:
    files = [
        *sorted(ARMIES_DIR.glob("*.yaml")),
        *sorted((ARMIES_DIR / "rosters").glob("*.yaml")),
        *sorted(SCENARIOS_DIR.glob("*.yaml")),
    ]
    status, lines = run([str(p) for p in files])
    assert status == 0, lines
    assert len(lines) == len(files)


def test_summaries_name_what_each_file_holds() -> None:
    status, lines = run(
        [
            str(ARMIES_DIR / "empire.yaml"),
            str(ARMIES_DIR / "rosters" / "orcs-2000.yaml"),
            str(SCENARIOS_DIR / "pitched-battle.yaml"),
        ]
    )
    assert status == 0
    assert lines == [
        f"{ARMIES_DIR / 'empire.yaml'}: army list The Empire (v2.25): 10 units, 3 characters, 2 mounts, 4 spells",
        f"{ARMIES_DIR / 'rosters' / 'orcs-2000.yaml'}: roster 'Orcs 2000' of Orcs, 1990/2000 points, 21 units, "
        "6 characters",
        f"{SCENARIOS_DIR / 'pitched-battle.yaml'}: scenario 'Pitched battle', 1800x1200 mm, 10 terrain pieces, "
        "2 sides, 8 turns",
    ]


def test_directories_are_searched_for_yaml() -> None:
    status, lines = run([str(ARMIES_DIR)])
    assert status == 0
    assert len(lines) == len(list(ARMIES_DIR.rglob("*.yaml")))


def test_unknown_kind_of_file(tmp_path: Path) -> None:
    path = tmp_path / "what.yaml"
    path.write_text("colour: red\n")
    status, lines = run([str(path)])
    assert status == 1
    assert lines[0].startswith(f"{path}:1:1: cannot tell what kind of file this is")


def test_mixed_good_and_bad_files_fail(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\npoints_cap: 1000\narmy: empire\nunits: []\ncharacters: []\n")
    status, lines = run([str(ARMIES_DIR / "orcs.yaml"), str(bad)])
    assert status == 1
    assert lines[0].startswith(f"{ARMIES_DIR / 'orcs.yaml'}: army list Orcs")
    assert any("needs exactly one General" in ln for ln in lines[1:])


def test_army_lists_can_come_from_another_directory(tmp_path: Path) -> None:
    (tmp_path / "empire.yaml").write_text((ARMIES_DIR / "empire.yaml").read_text().replace("125", "900", 1))
    roster = ARMIES_DIR / "rosters" / "empire-2000.yaml"
    status, lines = run([str(roster)], armies_dir=tmp_path)
    assert status == 1
    assert any("over the cap" in ln for ln in lines)


def test_a_broken_army_list_is_reported_when_rosters_need_it(tmp_path: Path) -> None:
    (tmp_path / "empire.yaml").write_text((ARMIES_DIR / "empire.yaml").read_text().replace("command: 9", "command: 99"))
    status, lines = run([str(ARMIES_DIR / "rosters" / "empire-2000.yaml")], armies_dir=tmp_path)
    assert status == 1
    assert any("command must be 1 to 10, got 99" in ln for ln in lines)


def test_game_data_never_imports_pygame() -> None:
    code = "import sys, game.data; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO_ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_game_data_imports_neither_pygame_nor_pymunk_directly() -> None:
    # pymunk may arrive through game.core -> game.table; game.data itself must not reach for it.
    for path in (REPO_ROOT / "game" / "data").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            assert not any(n.split(".")[0] in ("pygame", "pymunk") for n in names), path
