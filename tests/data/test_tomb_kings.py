"""The Tomb Kings list loads with the stat lines of WMR Armies v2.25, and its demonstration scenario runs."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from game.core.profiles import ArmyList, Limit, MountKind, Rank, UnitType
from game.data import ARMIES_DIR, REPO_ROOT, SCENARIOS_DIR, load_armies, load_army
from game.data.validate import validate_paths

TK_FILE = ARMIES_DIR / "tomb-kings.yaml"
HOME_BACK = SCENARIOS_DIR / "command" / "home-back.yaml"


@pytest.fixture(scope="module")
def tk() -> ArmyList:
    return load_army(TK_FILE)


def test_list_loads_by_id(tk: ArmyList) -> None:
    assert (tk.id, tk.name, tk.version) == ("tomb_kings", "Tomb Kings", "2.25")
    assert load_armies()["tomb_kings"] == tk


def test_every_entry_is_present(tk: ArmyList) -> None:
    assert [u.name for u in tk.units] == [
        "Skeletons",
        "Skeleton Bowmen",
        "Skeleton Cavalry",
        "Skeleton Chariots",
        "Carrion",
        "Bone Giant",
        "Sphinx",
        "Skull Chukka",
        "Bone Thrower",
    ]
    assert [c.name for c in tk.characters] == ["Tomb King", "Liche Priest"]
    assert [m.name for m in tk.mounts if not m.modules] == ["Zombie Dragon", "Liche Chariot"]


def test_every_unit_is_undead(tk: ArmyList) -> None:
    assert all(u.has("undead") for u in tk.units)


def test_skeletons(tk: ArmyList) -> None:
    s = tk.unit("Skeletons")
    assert (s.type, s.attacks, s.hits, s.armour, s.size, s.points) == (UnitType.INFANTRY, 2, 3, 6, 3, 30)
    assert s.limit == Limit(2, None, True)
    bows = tk.unit("Skeleton Bowmen")
    assert (bows.attacks, bows.shots, bows.range_mm, bows.armour, bows.points, bows.limit.min) == (
        2,
        1,
        300,
        None,
        45,
        2,
    )


def test_carrion_fly(tk: ArmyList) -> None:
    c = tk.unit("Carrion")
    assert (c.type, c.attacks, c.hits, c.armour, c.size, c.points) == (UnitType.MONSTER, 2, 3, 6, 3, 65)
    assert c.flying and c.full_pace_mm == 1000
    assert c.limit == Limit(None, 1, True)
    assert c.has("carrion") and not c.vision_360


def test_sphinx_and_bone_giant(tk: ArmyList) -> None:
    sphinx = tk.unit("Sphinx")
    assert (sphinx.type, sphinx.attacks, sphinx.hits, sphinx.armour, sphinx.size, sphinx.points) == (
        UnitType.MONSTER,
        4,
        6,
        3,
        1,
        135,
    )
    assert {"sphinx", "badly_hurt", "terror"} <= set(sphinx.special)
    giant = tk.unit("Bone Giant")
    assert (giant.attacks, giant.hits, giant.armour, giant.points, giant.limit.max) == (6, 4, 4, 110, 1)
    assert {"bone_giant", "terror"} <= set(giant.special) and not giant.has("badly_hurt")


def test_artillery(tk: ArmyList) -> None:
    chukka = tk.unit("Skull Chukka")
    assert (chukka.type, chukka.shots, chukka.range_mm, chukka.hits, chukka.points) == (
        UnitType.ARTILLERY,
        3,
        600,
        3,
        85,
    )
    assert {"skull_chukka", "stone_thrower"} <= set(chukka.special)
    bones = tk.unit("Bone Thrower")
    assert (bones.shots, bones.range_mm, bones.hits, bones.size, bones.points) == (2, 400, 2, 2, 65)
    assert {"bone_thrower", "bolt_thrower"} <= set(bones.special)


def test_characters_and_mounts(tk: ArmyList) -> None:
    king = tk.character("Tomb King")
    assert (king.rank, king.attack_bonus, king.command, king.points) == (Rank.GENERAL, 2, 9, 130)
    assert king.limit == Limit(1, 1, False) and "tomb_king" in king.special
    priest = tk.character("Liche Priest")
    assert (priest.rank, priest.attack_bonus, priest.command, priest.points, priest.limit.max) == (
        Rank.WIZARD,
        1,
        8,
        90,
        2,
    )
    dragon = tk.mount("Zombie Dragon")
    assert (dragon.kind, dragon.attack_bonus, dragon.points, dragon.flying, dragon.terror) == (
        MountKind.MONSTROUS,
        3,
        100,
        True,
        True,
    )
    chariot = tk.mount("Liche Chariot")
    assert (chariot.kind, chariot.attack_bonus, chariot.points, chariot.flying) == (MountKind.CHARIOT, 1, 10, False)


def test_spells(tk: ArmyList) -> None:
    spells = {s.name: (s.cast, s.range_mm, s.effect) for s in tk.spells}
    assert spells == {
        "Raise Dead": (5, 300, "raise_dead"),
        "Touch of Death": (4, None, "touch"),
        "Doom and Despair": (4, 600, "hold"),
        "Death Bolt": (5, 300, "bolt"),
    }


def test_every_special_rule_has_a_title_and_text(tk: ArmyList) -> None:
    defined = {r.name for r in tk.special_rules}
    used = {r for e in (*tk.units, *tk.characters, *tk.mounts) for r in e.special}
    assert used == defined
    assert all(r.title and r.text for r in tk.special_rules)


def test_list_and_scenario_validate() -> None:
    out = io.StringIO()
    assert validate_paths([str(TK_FILE), str(HOME_BACK)], out=out) == 0, out.getvalue()
    assert len(out.getvalue().splitlines()) == 2


def test_home_back_scenario_runs() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "game", "scenario", str(HOME_BACK)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "Carrion homes back: rolled 4" in done.stdout
    assert "Carrion homes back 37.7 cm towards King Setep (rolled 40 cm)" in done.stdout
