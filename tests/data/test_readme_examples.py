"""The examples in the data READMEs are themselves valid files."""

from __future__ import annotations

import re
from pathlib import Path

from game.data import REPO_ROOT, load_armies
from game.data.armies import check_army
from game.data.scenarios import check_scenario


def yaml_blocks(readme: Path) -> list[str]:
    return re.findall(r"```yaml\n(.*?)```", readme.read_text(), flags=re.S)


def test_army_list_example_loads(tmp_path: Path) -> None:
    path = tmp_path / "example.yaml"
    path.write_text(yaml_blocks(REPO_ROOT / "armies" / "README.md")[0])
    army, problems = check_army(path)
    assert problems == [] and army is not None
    assert army.unit("Handgunners").counts_as == "Crossbowmen"


def test_scenario_example_loads(tmp_path: Path) -> None:
    blocks = yaml_blocks(REPO_ROOT / "assets" / "scenarios" / "README.md")
    example = next(b for b in blocks if b.startswith("name:"))
    path = tmp_path / "example.yaml"
    path.write_text(example)
    spec, problems = check_scenario(path, load_armies())
    assert [str(p) for p in problems] == [] and spec is not None
    assert spec.sides[1].roster is not None
