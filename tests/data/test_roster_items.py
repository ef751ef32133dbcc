"""Magic items in rosters (digest 6.4): who may carry which, once each, their points, refused at their line."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from game.core.profiles import ArmyList
from game.core.roster import roster_points
from game.data import DataError, load_armies, load_roster

HEAD = "name: Test\narmy: empire\npoints_cap: 1000\n"


@pytest.fixture(scope="module")
def armies() -> dict[str, ArmyList]:
    return load_armies()


def _roster(tmp_path: Path, units: str, chars: str) -> Path:
    path = tmp_path / "r.yaml"
    # The list's required units come last, so the lines of the entries under test stay where they are.
    required = "  - profile: Halberdiers\n  - profile: Halberdiers\n  - profile: Crossbowmen\n  - profile: Crossbowmen\n"
    path.write_text(HEAD + "units:\n" + units + required + "characters:\n" + chars)
    return path


def test_items_add_their_points_to_the_force(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = _roster(
        tmp_path,
        "  - profile: Halberdiers\n    item: Banner of Shielding\n  - profile: Knights\n    item: Battle Banner\n",
        "  - profile: General\n    item: Sword of Might\n",
    )
    roster = load_roster(path, armies)
    assert roster.units[0].item == "Banner of Shielding" and roster.characters[0].item == "Sword of Might"
    bare = replace(
        roster,
        units=tuple(replace(u, item="") for u in roster.units),
        characters=tuple(replace(c, item="") for c in roster.characters),
    )
    # Shielding on 6+ Halberdiers costs 15, the Battle Banner 30, the Sword of Might 10.
    assert roster_points(roster, armies["empire"]) - roster_points(bare, armies["empire"]) == 15 + 30 + 10


def test_the_banner_of_shielding_costs_more_on_better_armour(armies: dict[str, ArmyList]) -> None:
    from game.core.items.catalogue import BY_NAME

    shield = BY_NAME["Banner of Shielding"]
    empire = armies["empire"]
    assert [shield.points(empire.unit(n)) for n in ("Halberdiers", "Knights", "Crossbowmen")] == [15, 50, 15]


def test_an_item_is_refused_where_it_may_not_go_at_its_line(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = _roster(
        tmp_path,
        "  - profile: Halberdiers\n    item: Sword of Might\n"
        "  - profile: Cannon\n    item: Battle Banner\n"
        "  - profile: Halberdiers\n    item: Sword of Might\n"
        "  - profile: Halberdiers\n    item: Banner of Shelding\n",
        "  - profile: General\n    item: Battle Banner\n  - profile: Hero\n    item: Wand of Power\n",
    )
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    assert [str(p) for p in err.value.problems] == [
        f"{path}:8:11: units[1] 'Cannon': only infantry, cavalry and chariots carry magic items, not artillery",
        f"{path}:10:11: units[2] 'Halberdiers': each magic item may be taken once in an army; Halberdiers has the "
        "Sword of Might",
        f"{path}:12:11: units[3] 'Halberdiers': there is no magic item called 'Banner of Shelding'; did you mean "
        "'Banner of Shielding'?",
        f"{path}:19:11: characters[0] 'General': the Battle Banner is a unit's banner, not a character's",
        f"{path}:21:11: characters[1] 'Hero': only a Wizard may carry the Wand of Power",
    ]


def test_the_generals_and_wizards_items_are_bought_for_them(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = _roster(
        tmp_path,
        "  - profile: Halberdiers\n    item: Sword of Cleaving\n",
        "  - profile: General\n    item: Crown of Command\n  - profile: Wizard\n    item: Scroll of Dispelling\n",
    )
    roster = load_roster(path, armies)
    bare = replace(
        roster,
        units=tuple(replace(u, item="") for u in roster.units),
        characters=tuple(replace(c, item="") for c in roster.characters),
    )
    assert roster_points(roster, armies["empire"]) - roster_points(bare, armies["empire"]) == 10 + 70 + 20


def test_a_generals_item_is_refused_to_a_hero_and_a_wizards_to_a_general(
    tmp_path: Path, armies: dict[str, ArmyList]
) -> None:
    path = _roster(
        tmp_path, "", "  - profile: General\n    item: Rod of Repetition\n  - profile: Hero\n    item: Orb of Majesty\n"
    )
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    assert [str(p).split(": ", 1)[1] for p in err.value.problems] == [
        "characters[0] 'General': only a Wizard may carry the Rod of Repetition",
        "characters[1] 'Hero': only the General may carry the Orb of Majesty",
    ]
