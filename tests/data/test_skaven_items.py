"""Who may carry magic items in a Skaven force (digest 10.8): Rat Swarms none, the Grey Seer a Wizard's too."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.profiles import ArmyList
from game.core.roster import roster_problems
from game.data import DataError, load_armies, load_roster

HEAD = "name: Test\narmy: skaven\npoints_cap: 1000\n"
# The list's required units come after the entries under test, so their lines stay where they are.
REQUIRED = "  - profile: Clanrats\n  - profile: Clanrats\n  - profile: Rat Swarms\n  - profile: Rat Swarms\n"


@pytest.fixture(scope="module")
def armies() -> dict[str, ArmyList]:
    return load_armies()


def _roster(tmp_path: Path, units: str, chars: str) -> Path:
    path = tmp_path / "r.yaml"
    path.write_text(HEAD + "units:\n" + units + REQUIRED + "characters:\n" + chars)
    return path


def test_rat_swarms_carry_no_item_and_a_hero_no_wizards_item(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = _roster(
        tmp_path,
        "  - profile: Rat Swarms\n    item: Banner of Fortune\n  - profile: Clanrats\n    item: Sword of Might\n",
        "  - profile: Grey Seer\n  - profile: Hero\n    item: Ring of Magic\n",
    )
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    assert [str(p) for p in err.value.problems] == [
        f"{path}:6:11: units[0] 'Rat Swarms': Rat Swarms carry no magic items",
        f"{path}:16:11: characters[1] 'Hero': only a Wizard may carry the Ring of Magic",
    ]


def test_the_grey_seer_takes_a_generals_or_a_wizards_item(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    for item in ("Ring of Magic", "Scroll of Dispelling", "Crown of Command"):
        path = _roster(tmp_path, "  - profile: Clanrats\n    item: Banner of Fortune\n",
                       f"  - profile: Grey Seer\n    item: {item}\n  - profile: Warlock\n")
        roster = load_roster(path, armies)
        assert roster.characters[0].item == item and roster_problems(roster, armies["skaven"]) == []


def test_undead_spirits_and_wolves_carry_none_and_the_vampire_lord_a_wizards(armies: dict[str, ArmyList]) -> None:
    from game.core.items.catalogue import BY_NAME, character_may_carry, unit_may_carry

    vc = armies["vampire_counts"]
    banner = BY_NAME["Battle Banner"]
    assert unit_may_carry(banner, vc.unit("Ethereal Host")) == "Ethereal Host carry no magic items"
    assert "carry no magic items" in unit_may_carry(banner, vc.unit("Dire Wolves"))
    assert unit_may_carry(banner, vc.unit("Skeletons")) == ""
    assert character_may_carry(BY_NAME["Wand of Power"], vc.character("Vampire Lord")) == ""
