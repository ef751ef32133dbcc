"""Mercenaries hired from another army list: which lists, which entries, their points, located at their lines;
and the hired units played with the other list's profiles."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.profiles import ArmyList
from game.core.roster import roster_points
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.data import DataError, load_armies, load_roster
from game.data.roster_writer import roster_yaml

HEAD = "name: Test\narmy: empire\npoints_cap: 1000\nrules: [fantasy-warriors]\n"
OWN = (
    "units:\n"
    "  - profile: Halberdiers\n"
    "  - profile: Halberdiers\n"
    "  - profile: Crossbowmen\n"
    "  - profile: Crossbowmen\n"
)
OWN_POINTS = 45 + 45 + 55 + 55 + 125


def orcs(pay: str = "half", unit: str = "Orc Warriors", hero: str = "Orc Hero", lid: str = "orcs") -> str:
    return (
        f"  - profile: {unit}\n    list: {lid}\n    mercenary: {pay}\n"
        f"characters:\n  - profile: General\n  - profile: {hero}\n    list: {lid}\n    mercenary: {pay}\n"
    )


@pytest.fixture(scope="module")
def armies() -> dict[str, ArmyList]:
    return load_armies()


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "r.yaml"
    path.write_text(text)
    return path


def problems(path: Path, armies: dict[str, ArmyList]) -> list[str]:
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    return [str(p) for p in err.value.problems]


def test_other_list_mercenaries_cost_that_lists_points_at_their_pay(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    for pay, cost in (("paid", 140), ("half", 70), ("unpaid", 35)):  # Orc Warriors 60 + Orc Hero 80
        roster = load_roster(write(tmp_path, HEAD + OWN + orcs(pay)), armies)
        assert roster.units[4].hired_from == "orcs"
        assert roster_points(roster, armies["empire"], armies) == OWN_POINTS + cost


def test_other_list_unknown_list_at_its_line_and_column(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = write(tmp_path, HEAD + OWN + orcs(lid="orks"))
    found = problems(path, armies)
    # The lists named grow with every army added: the message names them all, the Orcs among them.
    assert found[0].startswith(f"{path}:11:11: units[4] 'Orc Warriors': no army list is called 'orks' (lists: ")
    assert ", orcs, " in found[0]
    assert found[1].startswith(f"{path}:16:11: characters[1] 'Orc Hero': no army list is called 'orks'")
    assert len(found) == 2


def test_other_list_undead_never_hired(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = write(tmp_path, HEAD + OWN + orcs(unit="Skeletons", hero="Tomb King", lid="tomb_kings"))
    assert problems(path, armies)[:2] == [
        f"{path}:11:11: units[4] 'Skeletons': Tomb Kings is undead: the undead are never hired",
        f"{path}:16:11: characters[1] 'Tomb King': Tomb Kings is undead: the undead are never hired",
    ]


def test_other_list_only_as_mercenaries(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    text = HEAD + OWN + "  - profile: Orc Warriors\n    list: orcs\ncharacters:\n  - profile: General\n"
    path = write(tmp_path, text)
    assert problems(path, armies) == [
        f"{path}:11:11: units[4] 'Orc Warriors': from another list (Orcs) only mercenaries are hired: "
        "add mercenary: paid, half or unpaid"]


def test_other_list_entry_it_does_not_have_or_not_a_hero(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = write(tmp_path, HEAD + OWN + orcs(unit="Orc Warrior", hero="Orc Shaman"))
    found = problems(path, armies)
    assert found[0].startswith(f"{path}:10:14: units[4] 'Orc Warrior': Orcs has no unit to hire called "
                               "'Orc Warrior' (it has Orc Warriors, Black Orcs,")
    assert found[1] == (f"{path}:15:14: characters[1] 'Orc Shaman': from Orcs only a Hero is hired "
                        "(Orc Hero, Goblin Hero), not 'Orc Shaman'")


def test_other_list_maximum_applies_its_minimum_does_not(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    # Orcs: Giants at most 1 per 1000; Orc Warriors at least 2 (not asked of a hired company).
    giants = "  - profile: Giant\n    list: orcs\n    mercenary: unpaid\n" * 2
    path = write(tmp_path, HEAD + OWN + giants + orcs("unpaid"))
    assert problems(path, armies) == [f"{path}:10:5: units[4] 'Giant': at most 1 allowed for a 1000-point force, "
                                      "roster has 2"]


def test_other_list_units_played_with_that_lists_profiles(armies: dict[str, ArmyList]) -> None:
    roster = load_roster("armies/rosters/dwarfs-elf-sellswords-1000.yaml", armies)
    foe = load_roster("armies/rosters/empire-orc-sellswords-1000.yaml", armies)
    state = new_game(ScenarioSpec("t", (SideSetup("dwarfs", roster=roster), SideSetup("empire", roster=foe))), armies)
    archers = next(u for u in state.units.values() if u.name == "Silverwood Archers")
    prof = state.unit_profile(archers)
    assert (prof.name, prof.points, prof.range_mm) == ("Archers", 75, armies["high_elves"].unit("Archers").range_mm)
    captain = next(c for c in state.characters.values() if c.name == "Captain Aelis")
    # The dwarfs have a Hero of their own: the elf goes by his list's name.
    assert captain.profile == "Hero (High Elves)"
    assert captain.flags["bought:mercenary"] == 1
    trolls = next(u for u in state.units.values() if u.name == "Bridge Trolls")
    assert state.unit_profile(trolls).has("regenerate")
    assert trolls.flags["bought:mercenary"] == 4
    # The hired list travels in the save: a loaded game plays the same profiles.
    again = type(state).from_dict(state.to_dict(), state.ruleset)
    assert again.unit_profile(trolls.id).name == "Trolls"


def test_other_list_written_back_by_the_builder(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    roster = load_roster("armies/rosters/empire-orc-sellswords-1000.yaml", armies)
    path = tmp_path / "again.yaml"
    path.write_text(roster_yaml(roster))
    assert load_roster(path, armies) == roster
    assert "list: \"orcs\"" in path.read_text()


def test_other_list_army_known_apart_from_the_plain_list_in_a_log(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    """Empire with orc sellswords against a plain Empire: each side's list keeps its own hash in the log."""
    from game.ai.agents import make_agent
    from game.replay.log import verify, write_log
    from game.replay.session import Session

    hired = load_roster("armies/rosters/empire-orc-sellswords-1000.yaml", armies)
    plain = load_roster("armies/rosters/empire-mercenaries-1000.yaml", armies)
    spec = ScenarioSpec("t", (SideSetup("empire", roster=hired), SideSetup("empire", roster=plain)),
                        rules=("fantasy-warriors",), first_side=0)
    session = Session.start(new_game(spec, armies), seed=3)
    assert [s.army.id for s in session.state.sides] == ["empire+orcs", "empire"]
    agents = [make_agent("random", 0, 3), make_agent("random", 1, 3)]
    for _ in range(40):
        s = session.state
        session.apply(agents[s.acting_side()].choose(s)[0])
    write_log(session, tmp_path / "log.jsonl")
    assert verify(tmp_path / "log.jsonl").ok


def test_other_list_hero_rides_a_mount_his_own_list_allows(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    text = HEAD + OWN + orcs("paid") + "    mount: Wyvern\n"
    roster = load_roster(write(tmp_path, text), armies)
    assert roster.characters[1].mount == "Wyvern"
    # Paid up: Orc Warriors 60, Orc Hero 80 and his Wyvern 80 at full points.
    assert roster_points(roster, armies["empire"], armies) == OWN_POINTS + 60 + 80 + 80
    state = new_game(ScenarioSpec("t", (SideSetup("empire", roster=roster), SideSetup("empire", roster=roster))),
                     armies)
    hero = next(c for c in state.characters.values() if c.profile == "Orc Hero" and c.side == 0)
    mount = state.mount_profile(hero)
    assert mount is not None and (mount.name, mount.flying) == ("Wyvern", True)


def test_other_list_hero_refused_the_hiring_armys_mounts_at_the_mount(tmp_path: Path,
                                                                      armies: dict[str, ArmyList]) -> None:
    path = write(tmp_path, HEAD + OWN + orcs("paid") + "    mount: Griffon\n")
    assert problems(path, armies) == [
        f"{path}:18:12: characters[1] 'Orc Hero': Orc Hero, hired from Orcs, rides one of its mounts "
        "(Wyvern, Chariot), not 'Griffon'"]
