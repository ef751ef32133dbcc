"""Roster purchases under the Fantasy Warriors modules: firewater and poisoned volleys, located at their lines."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from game.core.profiles import ArmyList
from game.core.roster import roster_points
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.data import DataError, load_armies, load_roster

HEAD = "name: Test\narmy: orcs\npoints_cap: 1000\n"
UNITS = (
    "units:\n"
    "  - profile: Orc Warriors\n"
    "    firewater: true\n"
    "  - profile: Orc Warriors\n"
    "  - profile: Goblins\n"
    "    poisoned_volleys: 3\n"
    "  - profile: Goblins\n"
)
CHARS = "characters:\n  - profile: Orc General\n"


@pytest.fixture(scope="module")
def armies() -> dict[str, ArmyList]:
    return load_armies()


def test_purchases_under_the_module_cost_20_points_each(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = tmp_path / "r.yaml"
    path.write_text(HEAD + "rules: [fantasy-warriors]\n" + UNITS + CHARS)
    roster = load_roster(path, armies)
    assert roster.units[0].bought == (("firewater", 1),) and roster.units[2].bought == (("poisoned_volleys", 3),)
    plain = replace(roster, units=tuple(replace(u, bought=()) for u in roster.units))
    assert roster_points(roster, armies["orcs"]) - roster_points(plain, armies["orcs"]) == 80


def test_purchases_outside_the_module_are_refused_at_their_line(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = tmp_path / "r.yaml"
    path.write_text(HEAD + UNITS + CHARS)
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    assert [str(p) for p in err.value.problems] == [
        f"{path}:6:16: units[0] 'Orc Warriors': firewater is bought only under the fw-firewater rules: "
        "add fw-firewater (or fantasy-warriors) to the roster's rules",
        f"{path}:9:23: units[2] 'Goblins': poisoned volleys is bought only under the fw-poisoned-arrows rules: "
        "add fw-poisoned-arrows (or fantasy-warriors) to the roster's rules",
    ]


def test_poisoned_volleys_only_for_bow_units_and_at_most_6(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = tmp_path / "r.yaml"
    path.write_text(
        HEAD + "rules: [fw-poisoned-arrows, fw-speechez]\n"
        "units:\n"
        "  - profile: Orc Warriors\n"
        "    poisoned_volleys: 1\n"
        "  - profile: Orc Warriors\n"
        "  - profile: Goblins\n"
        "    poisoned_volleys: 7\n"
        "  - profile: Goblins\n" + CHARS
    )
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    assert [str(p) for p in err.value.problems] == [
        f"{path}:4:29: rules[1] no optional rule module is called 'fw-speechez'; did you mean 'fw-speeches'?",
        f"{path}:7:23: units[0] 'Orc Warriors': Orc Warriors are not armed with bows: poisoned arrows are for bow units",
        f"{path}:10:23: units[2] 'Goblins': a unit may have 1 to 6 poisoned volleys, not 7",
    ]


def test_purchases_reach_the_units_of_the_game(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    from game.core.dice import ScriptedDice
    from game.core.fantasy_warriors.firewater import has_firewater
    from game.core.fantasy_warriors.poison import volleys_left
    from game.core.modules import compose
    from game.core.turn import Start

    path = tmp_path / "r.yaml"
    path.write_text(HEAD + "rules: [fantasy-warriors]\n" + UNITS + CHARS)
    roster = load_roster(path, armies)
    emp = load_roster(Path("armies/rosters/empire-2000.yaml"), armies)
    spec = ScenarioSpec(name="t", sides=(SideSetup("orcs", roster=roster), SideSetup("empire", roster=emp)),
                        first_side=0, options={"deployment": "auto"})
    s = new_game(spec, armies, compose(["fw-firewater", "fw-poisoned-arrows"], {"deployment": {"deployment": "auto"}}))
    s.apply(Start(), ScriptedDice([]))
    assert has_firewater(s, s.units["u1"]) and not has_firewater(s, s.units["u2"])
    assert volleys_left(s, s.units["u3"]) == 3 and volleys_left(s, s.units["u4"]) == 0


def test_scenario_units_carry_purchases_only_under_the_module(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    from game.data.scenarios import check_scenario

    text = (
        "name: T\n"
        "sides:\n"
        "  - army: orcs\n"
        "    units:\n"
        "      - {profile: Goblins, x: 900, y: 900, poisoned_volleys: 2}\n"
        "    characters:\n"
        "      - {profile: Orc General, x: 900, y: 1000}\n"
        "  - army: empire\n"
        "    units:\n"
        "      - {profile: Halberdiers, x: 900, y: 200, facing: 180}\n"
        "    characters:\n"
        "      - {profile: General, x: 900, y: 100, facing: 180}\n"
    )
    path = tmp_path / "s.yaml"
    path.write_text(text)
    spec, problems = check_scenario(path, armies)
    assert spec is None
    assert [f"{p.line}:{p.column}: {p.message}" for p in problems] == [
        "5:62: sides[0].units[0] 'Goblins': poisoned_volleys counts only under the fw-poisoned-arrows rules: "
        "add it to rules"
    ]
    path.write_text(text + "rules: [fw-poisoned-arrows]\n")
    spec, problems = check_scenario(path, armies)
    assert problems == [] and spec is not None and spec.sides[0].units[0].bought == (("poisoned_volleys", 2),)
