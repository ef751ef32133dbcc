"""Army selection (digest 9.4) on the shipped lists, and roster files mapped back to their lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.profiles import ArmyList
from game.core.roster import Roster, RosterCharacter, RosterUnit, roster_points, roster_problems
from game.data import ROSTERS_DIR, DataError, load_armies, load_roster


@pytest.fixture(scope="module")
def armies() -> dict[str, ArmyList]:
    return load_armies()


def empire(cap: int, units: list[str], chars: list[str | tuple[str, str]]) -> Roster:
    return Roster(
        "test",
        "empire",
        cap,
        tuple(RosterUnit(u) for u in units),
        tuple(RosterCharacter(c) if isinstance(c, str) else RosterCharacter(c[0], c[1]) for c in chars),
    )


def messages(roster: Roster, armies: dict[str, ArmyList]) -> list[str]:
    return [p.message for p in roster_problems(roster, armies[roster.army])]


BASE_1000 = ["Halberdiers"] * 2 + ["Crossbowmen"] * 2


def test_minimum_scales_with_each_full_1000(armies: dict[str, ArmyList]) -> None:
    assert messages(empire(1000, BASE_1000, ["General"]), armies) == []
    found = messages(empire(2000, BASE_1000, ["General"]), armies)
    assert "Halberdiers: at least 4 needed for a 2000-point force, roster has 2" in found
    assert "Crossbowmen: at least 4 needed for a 2000-point force, roster has 2" in found


def test_maximum_scales_with_each_full_1000(armies: dict[str, ArmyList]) -> None:
    two_tanks = empire(2000, BASE_1000 * 2 + ["Steam Tank"] * 2, ["General"])
    assert messages(two_tanks, armies) == []
    three = empire(2000, BASE_1000 * 2 + ["Steam Tank"] * 3, ["General"])
    assert messages(three, armies) == ["Steam Tank: at most 2 allowed for a 2000-point force, roster has 3"]


def test_below_1000_points_has_no_minima_but_keeps_1000_maxima(armies: dict[str, ArmyList]) -> None:
    assert messages(empire(500, ["Knights"], ["General"]), armies) == []
    found = messages(empire(900, ["Pistoliers"] * 5, ["General"]), armies)
    assert found[0].startswith("Pistoliers: at most 4 allowed")


def test_odd_sizes_round_down_to_the_full_thousand(armies: dict[str, ArmyList]) -> None:
    # 1500 points uses the 1000-point values: 2 Halberdiers suffice and only 1 Wizard is allowed.
    assert messages(empire(1500, BASE_1000, ["General", "Wizard"]), armies) == []
    found = messages(empire(1500, BASE_1000, ["General", "Wizard", "Wizard"]), armies)
    assert found == ["Wizard: at most 1 allowed for a 1500-point force, roster has 2"]


def test_exactly_one_general(armies: dict[str, ArmyList]) -> None:
    assert "a force needs exactly one General; this one has 0" in messages(empire(1000, BASE_1000, ["Hero"]), armies)
    two = messages(empire(1000, BASE_1000, ["General", "General"]), armies)
    assert two == ["a force needs exactly one General; this one has 2"]


def test_zero_to_one_is_per_army_whatever_the_size(armies: dict[str, ArmyList]) -> None:
    one = empire(3000, BASE_1000 * 3, ["General", ("Wizard", "War Altar")])
    assert messages(one, armies) == []
    two = empire(3000, BASE_1000 * 3, ["General", ("Wizard", "War Altar"), ("Wizard", "War Altar")])
    assert messages(two, armies) == ["War Altar: at most 1 allowed per army, roster has 2"]


def test_war_altar_is_for_wizards_only(armies: dict[str, ArmyList]) -> None:
    found = messages(empire(1000, BASE_1000, [("General", "War Altar")]), armies)
    assert found == ["War Altar may only be taken by: Wizard"]


def test_handgunners_count_towards_the_crossbowmen_minimum(armies: dict[str, ArmyList]) -> None:
    units = ["Halberdiers"] * 2 + ["Crossbowmen", "Handgunners"]
    assert messages(empire(1000, units, ["General"]), armies) == []
    # One Handgunner unit per full 1000 points stands in for Crossbowmen (digest 10.1 [1]); a second does not.
    only_handguns = ["Halberdiers"] * 2 + ["Handgunners"] * 2
    assert messages(empire(1000, only_handguns, ["General"]), armies) == [
        "Crossbowmen: at least 2 needed for a 1000-point force, roster has 0"
    ]
    assert messages(empire(2000, ["Halberdiers"] * 4 + ["Crossbowmen"] * 2 + ["Handgunners"] * 2, ["General"]), armies) == []
    too_few = ["Halberdiers"] * 2 + ["Handgunners"]
    assert messages(empire(1000, too_few, ["General"]), armies) == [
        "Crossbowmen: at least 2 needed for a 1000-point force, roster has 0"
    ]


def test_skirmishers_join_infantry_but_not_flagellants(armies: dict[str, ArmyList]) -> None:
    ok = Roster(
        "t",
        "empire",
        1000,
        (
            RosterUnit("Halberdiers", addons=("Skirmishers",)),
            *(RosterUnit(u) for u in ["Halberdiers", "Crossbowmen", "Crossbowmen"]),
        ),
        (RosterCharacter("General"),),
    )
    assert messages(ok, armies) == []
    assert roster_points(ok, armies["empire"]) == 45 * 2 + 55 * 2 + 20 + 125
    bad = Roster(
        "t",
        "empire",
        1000,
        (RosterUnit("Flagellants", addons=("Skirmishers",)), *(RosterUnit(u) for u in BASE_1000)),
        (RosterCharacter("General"),),
    )
    assert messages(bad, armies) == ["Skirmishers may not join Flagellants"]


@pytest.mark.parametrize("name", ["empire-2000.yaml", "orcs-2000.yaml"])
def test_sample_rosters_are_legal_and_within_2000(name: str, armies: dict[str, ArmyList]) -> None:
    roster = load_roster(ROSTERS_DIR / name, armies)
    army = armies[roster.army]
    assert roster.points_cap == 2000
    assert roster_problems(roster, army) == []
    assert 1950 <= roster_points(roster, army) <= 2000
    ranks = [army.character(c.profile).rank.value for c in roster.characters]
    assert ranks.count("general") == 1 and "hero" in ranks and "wizard" in ranks
    types = {army.unit(u.profile).type.value for u in roster.units}
    assert {"infantry", "cavalry"} <= types
    assert any(army.unit(u.profile).range_mm for u in roster.units)


def test_sample_rosters_hold_the_asked_for_troops(armies: dict[str, ArmyList]) -> None:
    emp = {u.profile for u in load_roster(ROSTERS_DIR / "empire-2000.yaml", armies).units}
    assert {"Knights", "Pistoliers"} <= emp and emp & {"Handgunners", "Crossbowmen"}
    orc = {u.profile for u in load_roster(ROSTERS_DIR / "orcs-2000.yaml", armies).units}
    assert {"Orc Warriors", "Goblins", "Boar Riders", "Wolf Riders", "Trolls"} <= orc


def test_roster_file_problems_point_at_their_entries(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = tmp_path / "r.yaml"
    path.write_text(
        "name: Test\n"
        "army: empire\n"
        "points_cap: 1000\n"
        "units:\n"
        "  - profile: Halberdiers\n"
        "  - profile: Halberdiers\n"
        "  - profile: Crossbowmen\n"
        "  - profile: Crossbowmen\n"
        "  - profile: Flagellants\n"
        "    addons: [Skirmishers]\n"
        "  - profile: Flagellants\n"
        "characters:\n"
        "  - profile: General\n"
        "    mount: Griffin\n"
    )
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    got = [str(p) for p in err.value.problems]
    assert got == [
        f"{path}:9:5: units[4] 'Flagellants': at most 1 allowed for a 1000-point force, roster has 2",
        f"{path}:10:14: units[4] 'Flagellants': Skirmishers may not join Flagellants",
        f"{path}:14:12: characters[0] 'General': The Empire has no mount called 'Griffin'; did you mean 'Griffon'?",
    ]


def dwarfs(cap: int, units: list[str], chars: list[str | tuple[str, str]]) -> Roster:
    return Roster(
        "test",
        "dwarfs",
        cap,
        tuple(RosterUnit(u) for u in units),
        tuple(RosterCharacter(c) if isinstance(c, str) else RosterCharacter(c[0], c[1]) for c in chars),
    )


def test_dwarf_handgunners_stand_in_for_one_unit_of_warriors_per_1000(armies: dict[str, ArmyList]) -> None:
    assert messages(dwarfs(2000, ["Warriors"] * 2 + ["Handgunners"] * 2, ["General"]), armies) == []
    assert messages(dwarfs(2000, ["Warriors"] + ["Handgunners"] * 3, ["General"]), armies) == [
        "Warriors: at least 4 needed for a 2000-point force, roster has 1"
    ]


def test_the_anvil_is_for_a_runesmith_and_the_oathstone_for_a_hero(armies: dict[str, ArmyList]) -> None:
    found = messages(dwarfs(1000, ["Warriors"] * 2, ["General", ("Hero", "Anvil"), ("Runesmith", "Oathstone")]), armies)
    assert found == ["Anvil may only be taken by: Runesmith", "Oathstone may only be taken by: Hero"]
