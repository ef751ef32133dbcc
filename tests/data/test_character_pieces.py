"""The shared character-pieces file: Hits and Armour of characters per army, for the character modules."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.data import DataError, load_armies, load_army
from game.data.character_pieces import check_pieces
from game.data.paths import ARMIES_DIR

PIECES = ARMIES_DIR / "modules" / "character-pieces.yaml"


def test_every_shipped_character_has_hits_and_armour() -> None:
    armies = load_armies(ARMIES_DIR)
    for army in armies.values():
        for c in army.characters:
            assert army.piece(c.name) is not None, f"{army.name}: {c.name}"
    assert armies["empire"].piece("General").hits == 3
    assert armies["empire"].piece("General").armour == 4
    assert armies["orcs"].piece("Goblin Hero").armour == 6
    assert armies["tomb_kings"].piece("Liche Priest").armour is None


def test_one_army_loaded_alone_gets_its_pieces() -> None:
    orcs = load_army(ARMIES_DIR / "orcs.yaml")
    assert orcs.piece("Orc Shaman") is not None and orcs.piece("Orc Shaman").hits == 1


def test_pieces_survive_the_army_lists_round_trip() -> None:
    from game.core.profiles import ArmyList

    army = load_armies(ARMIES_DIR)["empire"]
    assert ArmyList.from_dict(army.to_dict()) == army


def _copy(tmp_path: Path, text: str) -> Path:
    for f in ARMIES_DIR.glob("*.yaml"):
        shutil.copy(f, tmp_path / f.name)
    (tmp_path / "modules").mkdir()
    (tmp_path / "modules" / "character-pieces.yaml").write_text(text)
    return tmp_path


def test_a_bad_value_is_named_by_file_line_and_column(tmp_path: Path) -> None:
    text = PIECES.read_text().replace("hits: 3\n        armour: 4+", "hits: 0\n        armour: 2+", 1)
    folder = _copy(tmp_path, text)
    with pytest.raises(DataError) as e:
        load_armies(folder)
    lines = str(e.value).splitlines()
    hits_line = text.splitlines().index("        hits: 0") + 1
    assert any(f"character-pieces.yaml:{hits_line}:15:" in x and "hits" in x for x in lines), lines
    assert any(f"character-pieces.yaml:{hits_line + 1}:17:" in x and "3+ to 6+" in x for x in lines), lines


def test_an_unknown_character_and_a_missing_one_are_refused(tmp_path: Path) -> None:
    text = PIECES.read_text().replace("name: Wizard", "name: Wizzard")
    folder = _copy(tmp_path, text)
    pieces, problems = check_pieces(folder / "modules" / "character-pieces.yaml", load_armies(ARMIES_DIR))
    words = [str(p) for p in problems]
    assert any("must be a character of The Empire, got 'Wizzard'; did you mean 'Wizard'?" in w for w in words), words
    assert any("no Hits and Armour for Wizard" in w for w in words), words


def test_an_unknown_army_is_refused(tmp_path: Path) -> None:
    text = PIECES.read_text().replace("army: orcs", "army: orks")
    folder = _copy(tmp_path, text)
    with pytest.raises(DataError) as e:
        load_armies(folder)
    assert "must be an army list's id, got 'orks'; did you mean 'orcs'?" in str(e.value)
