"""Fantasy Warriors talismans: bought for a unit, +1 each to the speech and the war chant, +1 to the command test of
the contingent that carries it, lost with its unit."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.fantasy_warriors.chant import Chant
from game.core.fantasy_warriors.speeches import Speech
from game.core.fantasy_warriors.states import command_tests, states, unit_counters
from game.core.modules import compose
from game.core.roster import roster_points
from game.data import DataError, load_armies, load_roster
from tests.helpers import act, battle, char, of_type, unit

TALISMAN = (("talisman", 1),)
SPEECHES = compose(["fw-speeches"])
TRICKS = compose(["fw-tricks"])


def empire(ruleset: object = SPEECHES, talismans: int = 1) -> object:
    units = [unit("Halberdiers", 600, 900, id="u1", bought=TALISMAN if talismans >= 1 else ()),
             unit("Halberdiers", 800, 900, id="u2", bought=TALISMAN if talismans >= 2 else ()),
             unit("Crossbowmen", 1500, 900, id="u3")]
    return battle(units, [unit("Orc Warriors", 900, 200, 180, id="o1")],
                  [char("General", 650, 960, id="g"), char("Hero", 1500, 960, id="h")],
                  [char("Orc General", 900, 100, id="og")], ruleset=ruleset)


def test_talisman_plus_one_to_the_speech_for_each_in_the_army() -> None:
    s = empire(talismans=2)
    ev = act(s, Speech("u3"), [3])  # 3 + 4 leadership + 2 talismans = 9, the Hero's unit: no +1
    roll = of_type(ev, "DiceRolled")[0]
    assert [str(m) for m in roll.modifiers] == ["+4 General's leadership", "+2 2 talismans"]
    assert roll.total == 9 and states(s).eager == ["u3"]


def test_talisman_lost_with_its_unit_counts_no_more() -> None:
    s = empire(talismans=1)
    s.units["u1"].stands = []  # destroyed before the speech
    ev = act(s, Speech("u2"), [3])
    assert [str(m) for m in of_type(ev, "DiceRolled")[0].modifiers] == [
        "+4 General's leadership", "+1 in the General's contingent"]


def test_talisman_shown_as_a_counter_on_its_unit() -> None:
    s = empire(talismans=1)
    assert unit_counters(s, s.units["u1"]) == ["talisman"] and unit_counters(s, s.units["u2"]) == []


def test_talisman_plus_one_to_the_goblin_war_chant() -> None:
    s = battle([unit("Goblins", 600, 900, id="g1", bought=TALISMAN), unit("Goblins", 900, 900, id="g2")],
               [unit("Halberdiers", 900, 200, 180, id="h1")], [char("Orc General", 750, 960, id="og")],
               [char("General", 900, 100, id="eg")], armies0="orcs", armies1="empire", ruleset=TRICKS)
    ev = act(s, Chant(), [5])  # 5 + 4 worth + 1 talisman = 10: the chant goes on
    roll = of_type(ev, "DiceRolled")[0]
    assert [str(m) for m in roll.modifiers] == ["+4 Orc General's worth", "+1 talisman"]
    assert roll.total == 10 and of_type(ev, "TableRead")[0].line == "the chant goes on"


def test_talisman_plus_one_to_its_own_contingents_command_test_only() -> None:
    s = empire(TRICKS, talismans=1)
    ev = command_tests(s, 0, _dice([2, 2, 2, 2]), "fw.command_test")
    rolls = {r.purpose: r for r in of_type(ev, "DiceRolled")}
    general, hero = rolls["General's contingent: command test"], rolls["Hero's contingent: command test"]
    # 4 + 1 talisman = 5, still shaken (5 or less); the Hero's contingent has none: 4.
    assert [str(m) for m in general.modifiers] == ["+1 talisman"] and general.total == 5
    assert hero.modifiers == () and hero.total == 4


def _dice(faces: list[int]) -> object:
    from game.core.dice import ScriptedDice

    return ScriptedDice(faces)


HEAD = "name: Test\narmy: empire\npoints_cap: 1000\n"
UNITS = ("units:\n  - profile: Halberdiers\n    talisman: true\n  - profile: Halberdiers\n  - profile: Crossbowmen\n"
         "  - profile: Crossbowmen\ncharacters:\n  - profile: General\n")


def test_talisman_costs_50_in_the_roster_under_any_fantasy_warriors_rules(tmp_path: Path) -> None:
    armies = load_armies()
    path = tmp_path / "r.yaml"
    path.write_text(HEAD + "rules: [fw-speeches]\n" + UNITS)
    roster = load_roster(path, armies)
    assert roster_points(roster, armies["empire"]) == 45 + 45 + 55 + 55 + 125 + 50


def test_talisman_refused_without_fantasy_warriors_rules_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "r.yaml"
    path.write_text(HEAD + UNITS)
    with pytest.raises(DataError) as err:
        load_roster(path, load_armies())
    assert [str(p) for p in err.value.problems] == [
        f"{path}:6:15: units[0] 'Halberdiers': a talisman is bought only under the fantasy-warriors rules or one of "
        "their parts: add fantasy-warriors to the roster's rules"]
