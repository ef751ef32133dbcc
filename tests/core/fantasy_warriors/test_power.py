"""Fantasy Warriors magical power: the Wizard's pool, arcane terror and its cost table, shield and haste."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.command.actions import Move, Order
from game.core.dice import ScriptedDice
from game.core.fantasy_warriors.power import power_left
from game.core.fantasy_warriors.power_spells import ArcaneTerror, Haste, RaiseShield
from game.core.fantasy_warriors.states import unit_counters
from game.core.magic import Cast
from game.core.modules import compose
from game.core.moves import translate, unit_poses
from game.core.shooting import Shoot
from game.core.state import GameState
from tests.helpers import act, battle, char, of_type, unit

POWER = compose(["fw-power"])
ORCS = unit("Orc Warriors", 900, 500, 180, id="o")  # 3 stands x 4 Attacks
ORC_HERO = char("Orc Hero", 1000, 480, id="oh", joined="o")  # Command 8, bonus +1: worth 3
WIZARD = char("Wizard", 900, 700, id="w")  # 19 cm from the Orcs: range cost 1


def shooting(units0: list, units1: list, chars0: list, chars1: list, **kw: object) -> GameState:
    return battle([*units0, unit("Halberdiers", 150, 1100, id="r0")], [*units1, unit("Orc Warriors", 1650, 250, 180, id="r1")],
                  [char("General", 300, 1150, id="g"), *chars0], [char("Orc General", 1700, 60, id="og"), *chars1],
                  step=kw.pop("step", "shoot"), ruleset=kw.pop("ruleset", POWER), **kw)  # type: ignore[arg-type]


def terror_battle() -> GameState:
    return shooting([], [ORCS], [WIZARD], [ORC_HERO])


def test_power_pool_is_10_per_command_above_5_shown_on_the_wizards_card() -> None:
    s = terror_battle()
    assert power_left(s, s.characters["w"]) == 20  # Empire Wizard, Command 7
    assert unit_counters(s, s.characters["w"]) == ["20 power"]
    assert unit_counters(s, s.characters["g"]) == []
    s = shooting([], [ORCS], [], [char("Goblin Shaman", 1500, 300, id="gs")])
    assert power_left(s, s.characters["gs"]) == 10  # Command 6


def test_arcane_terror_cost_halved_on_1_and_a_failed_test_confuses() -> None:
    s = terror_battle()
    ev = act(s, ArcaneTerror("w", "o"), [1, 5, 4])
    (cost,) = [e for e in of_type(ev, "DiceRolled") if e.rule == "fw.power.terror_table"]
    # 1 for range (19 cm) + 3 stands x 4 Attacks + the Orc Hero's 3 = 16, halved.
    assert (cost.total, cost.outcome) == (8, "1-2: cost halved: 8 power")
    assert power_left(s, s.characters["w"]) == 12
    (test,) = [e for e in of_type(ev, "DiceRolled") if e.rule == "fw.power.terror"]
    assert (test.target, test.success) == (8, False)  # the Orc Hero's Command
    assert s.units["o"].confused


def test_arcane_terror_cost_kept_on_3_to_4_and_a_passed_test_holds() -> None:
    s = terror_battle()
    act(s, ArcaneTerror("w", "o"), [4, 4, 4])
    assert power_left(s, s.characters["w"]) == 4
    assert not s.units["o"].confused


def test_arcane_terror_cost_doubled_on_5_to_6_overdrawn_slays_the_wizard() -> None:
    s = terror_battle()
    ev = act(s, ArcaneTerror("w", "o"), [5])
    assert not s.characters["w"].alive
    assert of_type(ev, "CharacterSlain")[0].cause == "Arcane terror cost 32 power and he had 20"
    assert not s.units["o"].confused


def test_arcane_terror_range_costs_1_per_30_cm_or_part() -> None:
    s = shooting([], [unit("Orc Warriors", 900, 300, 180, id="o")], [WIZARD], [])
    act(s, ArcaneTerror("w", "o"), [3, 6, 6])  # 39 cm: 2 + 12 = 14; the far General: test fails
    assert power_left(s, s.characters["w"]) == 6


def test_arcane_terror_needs_sight_an_enemy_not_in_combat_and_is_the_turns_magic() -> None:
    s = terror_battle()
    s.units["o"].engaged = True
    assert s.check(ArcaneTerror("w", "o")) == ["Orc Warriors is in combat; arcane terror is cast on a unit that is not"]
    s.units["o"].engaged = False
    act(s, ArcaneTerror("w", "o"), [4, 1, 1])
    assert s.check(Cast("w", "Weird Enchantment", target="o")) == [
        "Wizard has used his power this turn; a Wizard uses magic once a turn"
    ]
    s = terror_battle()
    act(s, Cast("w", "Weird Enchantment", target="o"), [2])
    assert s.check(ArcaneTerror("w", "o")) == [
        "Wizard has already cast Weird Enchantment this turn; a Wizard uses magic once a turn"
    ]


def _to_enemy_shooting(s: GameState) -> None:
    """Play on to the other side's Shooting step with nothing happening on the way."""
    d = ScriptedDice([])
    while not (s.active == 1 and s.phase == "shooting"):
        s.apply(Proceed(), d)
    d.assert_consumed()


def test_shield_turns_aside_a_shot_for_each_4_and_costs_the_dice_total() -> None:
    s = shooting([unit("Halberdiers", 900, 700, id="h")], [unit("Goblins", 900, 600, 180, id="x")],
                 [char("Wizard", 1000, 720, id="w", joined="h")], [])
    act(s, RaiseShield("w", "h", 2))
    assert "shield (2 dice)" in unit_counters(s, s.units["h"])
    _to_enemy_shooting(s)
    ev = act(s, Shoot("x", "h"), [6, 3] + [4, 4] + [6, 6])
    (shield,) = [e for e in of_type(ev, "DiceRolled") if e.rule == "fw.power.shield"]
    assert shield.outcome == "1 of 3 shots from Goblins turned aside; costs 9"
    assert power_left(s, s.characters["w"]) == 11
    (hs,) = of_type(ev, "HitsScored")
    assert hs.attacks == 2


def test_shield_overdrawn_slays_the_wizard_and_every_shot_comes_through() -> None:
    s = shooting([unit("Halberdiers", 900, 700, id="h")], [unit("Goblins", 900, 600, 180, id="x")],
                 [char("Wizard", 1000, 720, id="w", joined="h")], [])
    act(s, RaiseShield("w", "h", 3))
    s.kept["fw-power"].pools["w"] = 5
    _to_enemy_shooting(s)
    ev = act(s, Shoot("x", "h"), [6, 6, 1] + [4, 4, 4] + [6, 6, 6])
    assert not s.characters["w"].alive
    assert of_type(ev, "HitsScored")[0].attacks == 3


def test_shield_needs_the_wizard_with_the_unit() -> None:
    s = shooting([unit("Halberdiers", 900, 700, id="h")], [ORCS], [char("Wizard", 400, 900, id="w")], [])
    assert s.check(RaiseShield("w", "h", 2)) == ["Wizard must have joined Halberdiers or touch it to shield it"]


def test_haste_adds_7_5_cm_a_die_to_the_units_next_move_only() -> None:
    s = shooting([unit("Halberdiers", 900, 900, id="h")], [ORCS], [char("Wizard", 1000, 920, id="w", joined="h")],
                 [], step="orders")
    ev = act(s, Haste("w", 2), [3, 4])
    assert power_left(s, s.characters["w"]) == 13
    assert of_type(ev, "PowerSpell")[0].text() == "Wizard's Haste on Halberdiers: its next move this turn goes 15 cm further"
    assert "hasted" in unit_counters(s, s.units["h"])
    act(s, Order("g", ("h",)), [2, 2])
    far = tuple(translate(unit_poses(s.units["h"]), -330, 0))  # 33 cm: past 20 cm, within 35
    assert s.check(Move(("h",), (far,))) == []
    act(s, Move(("h",), (far,)))
    assert "hasted" not in unit_counters(s, s.units["h"])
    act(s, Order("g", ("h",)), [2, 2])
    again = tuple(translate(unit_poses(s.units["h"]), 250, 0))
    assert s.check(Move(("h",), (again,)))  # back to 20 cm
