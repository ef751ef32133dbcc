"""A scenario side takes a unit of another army list (``list:`` on the placement) the way a roster may: the
Dwarfs field the Mercenaries' war cannon as their own; what the hiring rules refuse is named at FILE:LINE:COL."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from game.core.fantasy_warriors.artillery import counters_left
from game.core.profiles import ArmyList
from game.core.scenario import new_game
from game.data import load_armies
from game.data.scenarios import check_scenario

SCENARIO = """\
name: Dwarfs with a cannon
rules: [fw-artillery]
sides:
  - army: dwarfs
    units:
      - {profile: Warriors, x: 600, y: 900}
      - {profile: War Cannon, list: mercenary, id: gun, x: 900, y: 900}
    characters:
      - {profile: General, x: 600, y: 1000}
  - army: orcs
    units:
      - {profile: Orc Warriors, x: 900, y: 300, facing: 180}
    characters:
      - {profile: Orc General, x: 900, y: 200, facing: 180}
"""


@pytest.fixture(scope="module")
def armies() -> dict[str, ArmyList]:
    return load_armies()


def problems(tmp_path: Path, armies: dict[str, ArmyList], text: str) -> list[str]:
    path = tmp_path / "s.yaml"
    path.write_text(text)
    _spec, found = check_scenario(path, armies, "s.yaml")
    return [str(p) for p in found]


def test_dwarfs_field_the_mercenaries_war_cannon_as_their_own(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(SCENARIO)
    spec, found = check_scenario(path, armies)
    assert found == [] and spec is not None
    assert spec.sides[0].units[1].hired_from == "mercenary"
    state = new_game(spec, armies)
    gun = state.units["gun"]
    # The Dwarfs' list takes the piece in for this battle (known by an id of its own), unhired: no pay flag.
    assert (state.sides[0].army.id, gun.profile, gun.side) == ("dwarfs+mercenary", "War Cannon", 0)
    assert "bought:mercenary" not in gun.flags
    assert state.unit_profile(gun).has("war_cannon") and counters_left(state, gun) == 0  # 6 when the battle begins


def test_a_piece_the_list_does_not_give_the_army_is_refused(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    text = SCENARIO.replace("War Cannon, list", "Ballista, list")
    assert problems(tmp_path, armies, text) == [
        "s.yaml:7:19: sides[0].units[1] 'Ballista': Dwarfs may not take a Ballista: only Empire, Bretonnia, High "
        "Elves, Orcs and the Mercenaries may"]


def test_a_unit_of_another_list_not_hired_is_refused(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    text = SCENARIO.replace("War Cannon, list", "Sellswords, list")
    assert problems(tmp_path, armies, text) == [
        "s.yaml:7:37: sides[0].units[1] 'Sellswords': from another list (Mercenaries) only mercenaries are hired: "
        "add mercenary: paid, half or unpaid"]


def test_a_piece_without_its_rules_is_refused(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    text = SCENARIO.replace("rules: [fw-artillery]", "rules: []")
    assert problems(tmp_path, armies, text) == [
        "s.yaml:7:19: sides[0].units[1] 'War Cannon': War Cannon fights only under the fw-artillery rules: add "
        "fw-artillery (or fantasy-warriors) to the scenario's rules"]


def test_an_unknown_list_is_refused_with_the_lists_there_are(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    (msg,) = problems(tmp_path, armies, SCENARIO.replace("list: mercenary", "list: mercs"))
    assert msg.startswith("s.yaml:7:37: sides[0].units[1] 'War Cannon': no army list is called 'mercs' (lists: ")


def test_a_unit_the_other_list_lacks_is_refused(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    (msg,) = problems(tmp_path, armies, SCENARIO.replace("War Cannon, list", "War Wagon, list"))
    assert msg == ("s.yaml:7:19: sides[0].units[1] 'War Wagon': profile must be a unit of Mercenaries, got "
                   "'War Wagon'; did you mean 'War Cannon'?")


def test_a_game_is_not_started_with_a_piece_the_army_may_not_take(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(SCENARIO)
    spec, _ = check_scenario(path, armies)
    assert spec is not None
    dwarfs = spec.sides[0]
    ballista = replace(dwarfs.units[1], profile="Ballista")
    bad = replace(spec, sides=(replace(dwarfs, units=(dwarfs.units[0], ballista)), spec.sides[1]))
    with pytest.raises(ValueError, match=r"^side 1, unit 2 \(Ballista\): Dwarfs may not take a Ballista: only "):
        new_game(bad, armies)


def test_a_side_hires_a_unit_of_another_list(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(SCENARIO.replace("rules: [fw-artillery]", "rules: [fw-mercenaries]").replace(
        "{profile: War Cannon, list: mercenary,", "{profile: Orc Warriors, list: orcs, mercenary: half,"))
    spec, found = check_scenario(path, armies)
    assert found == [] and spec is not None
    state = new_game(spec, armies)
    hired = state.units["gun"]
    assert (state.sides[0].army.id, hired.profile, hired.flags) == ("dwarfs+orcs", "Orc Warriors", {"bought:mercenary": 2})


HERO = SCENARIO.replace("rules: [fw-artillery]", "rules: [fw-mercenaries]").replace(
    "      - {profile: General, x: 600, y: 1000}\n",
    "      - {profile: General, x: 600, y: 1000}\n"
    "      - {profile: Orc Hero, list: orcs, mercenary: paid, id: hired, x: 900, y: 1000}\n").replace(
    "      - {profile: War Cannon, list: mercenary, id: gun, x: 900, y: 900}\n", "")


def test_a_side_hires_a_hero_of_another_list(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(HERO)
    spec, found = check_scenario(path, armies)
    assert found == [] and spec is not None
    state = new_game(spec, armies)
    hero = state.characters["hired"]
    assert (state.sides[0].army.id, hero.profile, hero.flags) == ("dwarfs+orcs", "Orc Hero", {"bought:mercenary": 1})


def test_only_a_hero_is_hired_from_another_list(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    assert problems(tmp_path, armies, HERO.replace("Orc Hero, list", "Orc Shaman, list")) == [
        "s.yaml:9:19: sides[0].characters[1] 'Orc Shaman': from Orcs only a Hero is hired (Orc Hero, Goblin Hero), "
        "not 'Orc Shaman'"]
