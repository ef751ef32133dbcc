"""Fantasy Warriors' individuals: paladins and destroyers in the roster, refused where the seed forbids them at
their FILE:LINE:COL, and a paladin's ward against terror and arcane terror on the table."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.core.combat.attacks import ignores_terror
from game.core.fantasy_warriors.power_spells import ArcaneTerror
from game.core.modules import compose
from game.core.profiles import ArmyList
from game.data import DataError, load_armies, load_roster
from tests.helpers import act, battle, char, unit

ORCS = ("name: Test\narmy: orcs\npoints_cap: 1000\nrules: [fw-individuals]\n"
        "units:\n  - profile: Orc Warriors\n  - profile: Orc Warriors\n  - profile: Goblins\n  - profile: Goblins\n"
        "characters:\n  - profile: Orc General\n")
EMPIRE = ("name: Test\narmy: empire\npoints_cap: 1000\nrules: [fantasy-warriors]\n"
          "units:\n  - profile: Halberdiers\n  - profile: Halberdiers\n  - profile: Crossbowmen\n"
          "  - profile: Crossbowmen\ncharacters:\n  - profile: General\n")


@pytest.fixture(scope="module")
def armies() -> dict[str, ArmyList]:
    return load_armies()


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "r.yaml"
    path.write_text(text)
    return path


def test_individuals_join_every_list_and_an_empire_roster_takes_them(tmp_path: Path, armies: dict) -> None:
    roster = load_roster(write(tmp_path, EMPIRE + "  - profile: Paladin\n  - profile: Destroyer\n"), armies)
    assert [c.profile for c in roster.characters] == ["General", "Paladin", "Destroyer"]
    assert armies["empire"].character("Paladin").special == ("paladin",)


def test_individuals_paladin_refused_in_an_orc_army_at_file_line_col(tmp_path: Path) -> None:
    path = write(tmp_path, ORCS + "  - profile: Paladin\n")
    out = subprocess.run([sys.executable, "-m", "game", "validate", str(path)], capture_output=True, text=True)
    assert out.returncode != 0
    assert (f"{path}:12:14: characters[1] 'Paladin': a Paladin will not serve in an army with orcs, goblins, "
            "trolls or ogres: the force is raised from the Orcs list") in out.stdout + out.stderr


def test_individuals_two_destroyers_for_one_general_refused_at_the_second(tmp_path: Path, armies: dict) -> None:
    path = write(tmp_path, EMPIRE + "  - profile: Destroyer\n  - profile: Destroyer\n")
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    assert [str(p) for p in err.value.problems] == [
        f"{path}:13:14: characters[2] 'Destroyer': one Destroyer for each General: this force has 1 General and "
        "2 Destroyers"]


def test_individuals_need_the_module_in_the_roster(tmp_path: Path, armies: dict) -> None:
    path = write(tmp_path, EMPIRE.replace("rules: [fantasy-warriors]\n", "") + "  - profile: Paladin\n")
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    assert "a Paladin is an individual of the fw-individuals rules" in str(err.value.problems[0])


def test_individuals_paladin_touching_a_unit_wards_it_from_terror_and_arcane_terror() -> None:
    rules = compose(["fw-individuals", "fw-power"])
    s = battle([unit("Orc Warriors", 150, 1100, id="r0")], [unit("Halberdiers", 900, 500, 180, id="h")],
               [char("Orc General", 300, 1150, id="og"), char("Orc Shaman", 900, 700, id="w")],
               [char("General", 1700, 60, id="g"), char("Paladin", 1000, 480, id="p", joined="h")],
               armies0="orcs", armies1="empire", step="shoot", ruleset=rules)
    assert ignores_terror(s, s.units["h"])
    assert s.check(ArcaneTerror("w", "h")) == ["Paladin, a Paladin, touches Halberdiers: it is immune to arcane terror"]
    s.characters["p"].alive = False
    s.invalidate()
    assert not ignores_terror(s, s.units["h"])
    assert s.check(ArcaneTerror("w", "h")) == []


def _destroyer_battle(engaged: bool) -> object:
    s = battle([unit("Halberdiers", 900, 700, id="h")], [unit("Orc Warriors", 900, 300, 180, id="o")],
               [char("General", 300, 1150, id="g"), char("Destroyer", 1000, 720, id="d", joined="h")],
               [char("Orc General", 1700, 60, id="og")], step="shoot", ruleset=compose(["fw-individuals"]))
    s.units["h"].engaged = engaged
    return s


def test_individuals_destroyer_changes_the_command_test_and_leads_no_contingent() -> None:
    from game.core.dice import ScriptedDice
    from game.core.fantasy_warriors.states import command_tests, leader_of, settle_contingents

    s = _destroyer_battle(engaged=True)
    settle_contingents(s)
    assert leader_of(s, s.units["h"]).id == "g"  # joined by the destroyer, yet the General's
    (roll,) = [e for e in command_tests(s, 0, ScriptedDice([3, 2]), "fw.command_test") if e.type_name == "DiceRolled"]
    assert (roll.total, roll.success, [m.label for m in roll.modifiers]) == (6, True, ["Destroyer in combat"])
    s = _destroyer_battle(engaged=False)
    settle_contingents(s)
    (roll,) = [e for e in command_tests(s, 0, ScriptedDice([3, 3]), "fw.command_test") if e.type_name == "DiceRolled"]
    assert (roll.total, roll.success) == (5, False)


def _sniping(target: object, marksman_at: tuple[int, int] = (900, 700), **rules: object) -> object:
    opts = {"fw-states": rules} if rules else None
    return battle([unit("Halberdiers", 150, 1100, id="r0")], [unit("Orc Warriors", 1650, 250, 180, id="o")],
                  [char("General", 300, 1150, id="g"), char("Marksman", *marksman_at, id="m")],
                  [char("Orc General", 1700, 60, id="og"), target],
                  step="shoot", ruleset=compose(["fw-individuals"], opts))


def test_individuals_marksman_short_range_hits_on_3_and_an_unsaved_hit_slays() -> None:
    from game.core.fantasy_warriors.marksman import Snipe

    s = _sniping(char("Orc Hero", 900, 500, id="oh"))  # 19 cm: short range; Orc Hero saves on 5+
    ev = act(s, Snipe("m", "oh"), [3, 4])
    assert [e.success for e in ev if e.type_name == "DiceRolled"] == [True, False]
    assert not s.characters["oh"].alive
    assert s.check(Snipe("m", "og")) == ["Marksman has already shot this turn; a marksman shoots once a turn"]


def test_individuals_marksman_long_range_needs_4_and_bad_light_costs_1() -> None:
    from game.core.fantasy_warriors.marksman import Snipe

    s = _sniping(char("Orc Shaman", 900, 300, id="os"))  # 39 cm: long range
    act(s, Snipe("m", "os"), [3])
    assert s.characters["os"].alive
    s = _sniping(char("Orc Shaman", 900, 300, id="os"), bad_light=True)
    (roll,) = [e for e in act(s, Snipe("m", "os"), [4]) if e.type_name == "DiceRolled"]
    assert (roll.total, roll.success) == (3, False)
    s = _sniping(char("Orc Shaman", 900, 300, id="os"))
    act(s, Snipe("m", "os"), [4])  # no armour, no save
    assert not s.characters["os"].alive


def test_individuals_marksman_only_alone_and_only_at_lone_characters() -> None:
    from game.core.fantasy_warriors.marksman import Snipe

    s = _sniping(char("Orc Hero", 1700, 240, id="oh", joined="o"), marksman_at=(1650, 600))
    assert s.check(Snipe("m", "oh")) == ["Orc Hero is with a unit; a marksman picks off only characters standing alone"]
    s = _sniping(char("Orc Hero", 900, 500, id="oh"), marksman_at=(150, 1080))
    assert s.check(Snipe("m", "oh"))[0].startswith("Marksman touches a unit and cannot pick his shot")


def test_individuals_paladin_refused_beside_hired_trolls_or_ogres(armies: dict) -> None:
    from game.core.fantasy_warriors.individuals_roster import individual_problems
    from game.core.roster import Roster, RosterCharacter, RosterUnit

    # Units of the coming mercenary list count by their names: a hired troll keeps the paladin away.
    for hired in ("Troll Mercenaries", "Ogre Bulls"):
        roster = Roster("t", "empire", 1000, (RosterUnit("Halberdiers"), RosterUnit(hired)),
                        (RosterCharacter("General"), RosterCharacter("Paladin")), ("fw-individuals",))
        assert [p.message for p in individual_problems(roster, armies["empire"])] == [
            f"a Paladin will not serve in an army with orcs, goblins, trolls or ogres: the force has {hired}"]
    roster = Roster("t", "empire", 1000, (RosterUnit("Halberdiers"), RosterUnit("Black Orcs", hired_from="orcs")),
                    (RosterCharacter("General"), RosterCharacter("Paladin")), ("fw-individuals",))
    assert individual_problems(roster, armies["empire"])[0].message.endswith(
        "the force hires Black Orcs from the Orcs list")


def test_individuals_marksman_touching_a_bow_unit_adds_his_worth_to_its_shooting() -> None:
    from game.core.shooting.actions import Shoot

    def shooting(joined: str, profile: str = "Crossbowmen") -> object:
        return battle([unit(profile, 900, 800, id="x")], [unit("Orc Warriors", 900, 560, 180, id="o")],
                      [char("General", 300, 1150, id="g"), char("Marksman", *((900, 820) if joined else (400, 900)), id="m",
                                                                  **({"joined": joined} if joined else {}))],
                      [char("Orc General", 1700, 60, id="og")], step="shoot", ruleset=compose(["fw-individuals"]))

    s = shooting("x")
    ev = act(s, Shoot("x", "o"), [1, 1, 1, 1])
    (fired,) = [e for e in ev if e.type_name == "ShotFired"]
    assert fired.attacks == 4  # three stands' shots and the marksman's one
    assert "Marksman shoots with Crossbowmen: his worth adds 1 attack to the volley" in [e.text() for e in ev]
    s = shooting("")  # standing apart he snipes instead, and the bowmen shoot as ever
    (fired,) = [e for e in act(s, Shoot("x", "o"), [1, 1, 1]) if e.type_name == "ShotFired"]
    assert fired.attacks == 3
    s = shooting("x", "Handgunners")
    (fired,) = [e for e in act(s, Shoot("x", "o"), [1, 1, 1]) if e.type_name == "ShotFired"]
    assert fired.attacks == 3


def test_individuals_destroyer_avenging_his_general_keeps_the_army_fighting_until_he_falls() -> None:
    from game.core.actions import Proceed
    from game.core.dice import ScriptedDice
    from game.core.fantasy_warriors.states import is_eager

    s = _destroyer_battle(engaged=False)
    s.characters["g"].alive = False  # the General falls
    ev = s.apply(Proceed(), ScriptedDice([]))
    assert s.result is None
    assert "Destroyer stays on the field to avenge his General: The Empire fight on while he lives" in [
        e.text() for e in ev]
    assert is_eager(s, s.units["h"])
    s.characters["d"].alive = False  # and now his avenger
    ev = s.apply(Proceed(), ScriptedDice([]))
    assert s.result is not None and s.withdrawn == 0
    s = _destroyer_battle(engaged=False)
    s.characters["d"].alive = False
    s.characters["g"].alive = False  # no destroyer: the army withdraws as Warmaster's do
    s.apply(Proceed(), ScriptedDice([]))
    assert s.withdrawn == 0
