"""Hiring a mercenary contingent in the roster: pay, cost and the hiring rules, located at their lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.profiles import ArmyList
from game.core.roster import roster_points
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.data import DataError, load_armies, load_roster

HEAD = "name: Test\narmy: empire\npoints_cap: 1000\nrules: [fw-mercenaries]\n"
OWN = (
    "units:\n"
    "  - profile: Halberdiers\n"
    "  - profile: Halberdiers\n"
    "  - profile: Crossbowmen\n"
    "  - profile: Crossbowmen\n"
)


def hired(pay: str) -> str:
    return (
        f"  - profile: Knights\n    mercenary: {pay}\n"
        f"characters:\n  - profile: General\n  - profile: Hero\n    mercenary: {pay}\n"
    )


@pytest.fixture(scope="module")
def armies() -> dict[str, ArmyList]:
    return load_armies()


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "r.yaml"
    path.write_text(text)
    return path


def test_mercenary_roster_paid_full_half_paid_half_unpaid_quarter_rounded_up(
        tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    own = 45 + 45 + 55 + 55 + 125
    for pay, cost in (("paid", 190), ("half", 95), ("unpaid", 48)):  # Knights 110 + Hero 80; 190 / 4 = 47.5
        roster = load_roster(write(tmp_path, HEAD + OWN + hired(pay)), armies)
        assert roster_points(roster, armies["empire"]) == own + cost


def test_mercenary_roster_needs_the_module_at_its_line(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = write(tmp_path, HEAD.replace("rules: [fw-mercenaries]\n", "") + OWN + hired("half"))
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    assert [str(p) for p in err.value.problems] == [
        f"{path}:10:16: units[4] 'Knights': mercenaries are hired only under the fw-mercenaries rules: "
        "add fw-mercenaries (or fantasy-warriors) to the roster's rules"]


def test_mercenary_roster_led_by_a_hero_one_pay_no_general(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = write(tmp_path, HEAD + OWN + "  - profile: Knights\n    mercenary: half\n"
                 "characters:\n  - profile: General\n    mercenary: half\n  - profile: Wizard\n    mercenary: unpaid\n")
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    assert [str(p) for p in err.value.problems] == [
        f"{path}:11:16: units[4] 'Knights': a mercenary contingent is led by a mercenary Hero: mark one Hero mercenary",
        f"{path}:14:16: characters[0] 'General': the General cannot be a mercenary",
        f"{path}:16:16: characters[1] 'Wizard': one contingent, one pay: this one is unpaid but the first "
        "mercenary is half",
        f"{path}:16:16: characters[1] 'Wizard': a mercenary individual must be a Hero",
    ]


def test_mercenary_roster_one_individual_and_never_larger_than_the_army(
        tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    units = "".join("  - profile: Halberdiers\n    mercenary: paid\n" for _ in range(5))
    chars = "characters:\n  - profile: General\n" + "  - profile: Hero\n    mercenary: paid\n" * 3
    path = write(tmp_path, HEAD + OWN + units + chars)
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    found = [str(p) for p in err.value.problems]
    assert f"{path}:11:16: units[4] 'Halberdiers': the mercenaries have 15 stands, more than the 12 of the rest of " \
        "the army" in found
    assert f"{path}:27:16: characters[3] 'Hero': a mercenary contingent has one Hero to lead it and at most one " \
        "more individual" in found


def test_mercenary_roster_not_for_undead_armies(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = write(tmp_path, "name: T\narmy: tomb_kings\npoints_cap: 1000\nrules: [fantasy-warriors]\nunits:\n"
                 "  - profile: Skeletons\n    mercenary: paid\ncharacters:\n  - profile: Tomb King\n")
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    assert f"{path}:7:16: units[0] 'Skeletons': Tomb Kings is an undead army: it hires no mercenaries" in [
        str(p) for p in err.value.problems]


def test_mercenary_roster_sample_plays_with_its_pay_in_the_flags(armies: dict[str, ArmyList]) -> None:
    roster = load_roster("armies/rosters/empire-mercenaries-1000.yaml", armies)
    assert roster_points(roster, armies["empire"]) == 545 + (45 + 110 + 95 + 80) // 2
    spec = ScenarioSpec(name="t", sides=(SideSetup("empire", roster=roster), SideSetup("empire", roster=roster)),
                        rules=("fantasy-warriors",))
    s = new_game(spec, armies)
    hired = sorted(u.name for u in s.units.values() if u.side == 0 and u.flags.get("bought:mercenary") == 2)
    assert hired == ["Free Company Halberds", "Free Lances", "Tilean Pistols"]
    assert [c.name for c in s.characters.values() if c.side == 0 and c.flags.get("bought:mercenary")] == [
        "Captain Lorenzo"]


def test_mercenary_roster_brings_the_mercenary_rules_to_a_plain_battle(armies: dict[str, ArmyList]) -> None:
    roster = load_roster("armies/rosters/empire-mercenaries-1000.yaml", armies)
    plain = load_roster("armies/rosters/orcs-2000.yaml", armies)
    s = new_game(ScenarioSpec(name="t", sides=(SideSetup("empire", roster=roster), SideSetup("orcs", roster=plain))),
                 armies)
    assert s.ruleset.has("fw-mercenaries") and s.ruleset.has("fw-states") and not s.ruleset.has("fw-firewater")
    s2 = new_game(ScenarioSpec(name="t", sides=(SideSetup("orcs", roster=plain), SideSetup("orcs", roster=plain))),
                  armies)
    assert not s2.ruleset.has("fw-mercenaries")


def test_mercenary_roster_kept_through_the_builder_and_a_save(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    from game.data.roster_writer import save_roster
    from game.ui.builder_model import RosterDraft

    roster = load_roster("armies/rosters/empire-mercenaries-1000.yaml", armies)
    draft = RosterDraft.from_roster(roster, armies["empire"])
    draft.set_mount(1, None)  # touching the hired Hero keeps him hired
    again = load_roster(save_roster(draft.roster(), tmp_path / "again.yaml"), armies)
    assert again.units == roster.units and again.characters == roster.characters
    assert roster_points(again, armies["empire"]) == 710
