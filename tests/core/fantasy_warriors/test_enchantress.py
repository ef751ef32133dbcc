"""Fantasy Warriors' Amazon enchantress: her six counters, the enchantment roll and every row of its table, an
enchanted unit's march and orders, and the ways the spell breaks, with scripted dice."""

from __future__ import annotations

from game.core import board
from game.core.actions import Proceed
from game.core.command.actions import Order
from game.core.command.penalties import order_target
from game.core.dice import ScriptedDice
from game.core.fantasy_warriors.enchanted import FreeEnchanted, action_check, stand_attacks
from game.core.fantasy_warriors.enchantress import Enchant, counters_left
from game.core.fantasy_warriors.individuals_kept import individuals_kept
from game.core.fantasy_warriors.states import unit_counters
from game.core.modules import compose
from game.core.moves import set_poses, translate, unit_poses
from game.core.shooting.actions import Shoot
from game.core.state import GameState
from tests.helpers import act, battle, char, unit

RULES = compose(["fw-individuals"])


def enchanting(rules: object = RULES) -> GameState:
    """The enchantress 24 cm from Orc Warriors with no leader near (short range), and 50 cm from a second
    unit that an Orc Hero has joined (long range)."""
    return battle([unit("Crossbowmen", 760, 800, id="x"), unit("Halberdiers", 1300, 700, id="h")],
                  [unit("Orc Warriors", 900, 560, 180, id="o"), unit("Orc Warriors", 1300, 420, 180, id="o2")],
                  [char("General", 300, 1150, id="g"), char("Enchantress", 900, 820, id="e")],
                  [char("Orc General", 1700, 60, id="og"), char("Orc Hero", 1300, 400, id="oh", joined="o2")],
                  step="shoot", ruleset=rules)


def rolled(events: list) -> tuple[int, list[str]]:
    (roll,) = [e for e in events if e.type_name == "DiceRolled"]
    return roll.total, [m.label for m in roll.modifiers]


def to_side_orders(s: GameState, side: int) -> None:
    d = ScriptedDice([])
    s.apply(Proceed(), d)
    while not (s.active == side and s.step == "orders"):
        s.apply(Proceed(), d)


def test_enchantress_starts_with_6_counters_shown_on_her_card() -> None:
    s = enchanting()
    assert counters_left(s, s.characters["e"]) == 6
    assert unit_counters(s, s.characters["e"]) == ["6 enchantments left"]


def test_enchantment_roll_0_or_less_enchants_the_unit_and_a_counter_goes_with_it() -> None:
    s = enchanting()
    ev = act(s, Enchant("e", "o"), [1])
    assert rolled(ev) == (-4, ["no leader within 20 cm", "tribal", "short range"])
    assert [e.line for e in ev if e.type_name == "TableRead"] == ["0 or less"]
    assert counters_left(s, s.characters["e"]) == 5
    assert unit_counters(s, s.units["o"]) == ["enchanted by Enchantress"]
    assert unit_counters(s, s.characters["e"]) == ["5 enchantments left", "holds 1 unit"]


def test_enchantment_roll_1_to_2_confuses_the_unit_and_she_keeps_her_counters() -> None:
    s = enchanting()
    ev = act(s, Enchant("e", "o"), [6])
    assert rolled(ev)[0] == 1
    assert s.units["o"].confused and "o" not in individuals_kept(s).enchanted
    assert counters_left(s, s.characters["e"]) == 6


def test_enchantment_roll_3_to_4_spends_one_counter() -> None:
    s = enchanting()
    ev = act(s, Enchant("e", "o2"), [3])
    assert rolled(ev) == (4, ["tribal", "disciplined: a character with it", "long range"])
    assert counters_left(s, s.characters["e"]) == 5 and not s.units["o2"].confused


def test_enchantment_roll_5_or_more_spends_two_counters() -> None:
    s = enchanting()
    act(s, Enchant("e", "o2"), [5])
    assert counters_left(s, s.characters["e"]) == 4


def test_enchantment_roll_5_or_more_without_two_counters_spends_her_power_and_frees_her_units() -> None:
    s2 = enchanting()
    act(s2, Enchant("e", "o"), [1])
    individuals_kept(s2).counters["e"] = 1
    to_side_orders(s2, 0)
    d = ScriptedDice([])
    while s2.step != "shoot":
        s2.apply(Proceed(), d)
    ev = act(s2, Enchant("e", "o2"), [6])
    assert [e.line for e in ev if e.type_name == "TableRead"] == ["5 or more"]
    assert "o" not in individuals_kept(s2).enchanted
    assert unit_counters(s2, s2.characters["e"]) == ["enchantment spent"]
    assert s2.check(Enchant("e", "o2")) == ["Enchantress's power is spent for the battle"]


def test_enchantment_refused_touching_a_piece_or_at_a_fighting_unit_or_beyond_60_cm() -> None:
    s = enchanting()
    s.units["o"].engaged = True
    assert s.check(Enchant("e", "o")) == ["Orc Warriors is in combat; a unit fighting cannot be enchanted"]
    s = battle([unit("Halberdiers", 900, 840, id="h")], [unit("Orc Warriors", 900, 100, 180, id="o")],
               [char("General", 300, 1150, id="g"), char("Enchantress", 900, 820, id="e")],
               [char("Orc General", 1700, 60, id="og")], step="shoot", ruleset=RULES)
    assert s.check(Enchant("e", "o"))[0].startswith("Enchantress touches Halberdiers")
    set_poses(s, s.units["h"], translate(unit_poses(s.units["h"]), -500, 300))
    assert s.check(Enchant("e", "o")) == ["Orc Warriors is 70 cm away; her enchantment reaches 60 cm"]


def test_enchanted_unit_may_not_shoot_or_charge_and_marches_at_her_when_its_orders_are_done() -> None:
    s = enchanting()
    act(s, Enchant("e", "o"), [1])
    to_side_orders(s, 1)
    before = board.table(s).owner_distance("o", "e")
    ev = s.apply(Proceed(), ScriptedDice([]))
    (moved,) = [e for e in ev if e.type_name == "UnitMoved"]
    assert moved.how == "enchanted, towards Enchantress"
    after = board.table(s).owner_distance("o", "e")
    assert (round(before), round(after)) == (240, 40)  # 24 cm away: its full 20 cm straight at her
    assert action_check(s, Shoot("o", "x")) == ["Orc Warriors is enchanted: it may not shoot"]


def test_enchanted_unit_orders_count_minus_1_and_a_passed_order_frees_it_with_the_counter_back() -> None:
    s = enchanting()
    act(s, Enchant("e", "o"), [1])
    to_side_orders(s, 1)
    tgt = order_target(s, s.characters["og"], [s.units["o2"]])
    assert "1 enchanted unit in the contingent" in [m.label for m in tgt.modifiers]
    ev = act(s, Order("og", ("o",)), [1, 1])
    assert any("an order reached it" in e.text() for e in ev)
    assert counters_left(s, s.characters["e"]) == 6


def test_enchanted_unit_freed_by_its_hero_touching_it_and_the_counter_is_lost() -> None:
    s = enchanting()
    act(s, Enchant("e", "o"), [1])
    to_side_orders(s, 1)
    hero = s.characters["oh"]
    hero.joined = "o"
    s.invalidate()
    assert s.check(FreeEnchanted("og", "o")) == ["Orc General must touch Orc Warriors to free it"]
    ev = act(s, FreeEnchanted("oh", "o"), [4, 5])
    assert [e.success for e in ev if e.type_name == "DiceRolled"] == [False]
    assert s.check(FreeEnchanted("oh", "o")) == ["Orc Hero has already tried to free a unit this turn"]
    s = enchanting()
    act(s, Enchant("e", "o"), [1])
    to_side_orders(s, 1)
    s.characters["oh"].joined = "o"
    s.invalidate()
    act(s, FreeEnchanted("oh", "o"), [3, 4])
    assert "o" not in individuals_kept(s).enchanted and counters_left(s, s.characters["e"]) == 5


def test_enchanted_unit_shot_at_is_freed_and_the_counter_goes_back() -> None:
    s = enchanting()
    act(s, Enchant("e", "o"), [1])
    ev = act(s, Shoot("x", "o"), [1, 1, 1])
    assert any("shot at by Crossbowmen" in e.text() for e in ev)
    assert counters_left(s, s.characters["e"]) == 6


def test_enchanted_unit_charged_is_freed_but_cannot_fight_back_this_turn() -> None:
    from game.core.fantasy_warriors.enchanted import charge_arrives

    s = enchanting()
    act(s, Enchant("e", "o"), [1])
    ev = charge_arrives(s, s.units["h"], ("o",), ScriptedDice([]))
    assert "charged by Halberdiers" in ev[0].text()
    (mod,) = stand_attacks(s, s.units["o"], False)
    assert 3 + mod.value < 0 and mod.label == "charged out of an enchantment"


def test_enchanted_unit_struck_by_a_spell_is_freed() -> None:
    from game.core.fantasy_warriors.power_spells import ArcaneTerror

    s = battle([unit("Halberdiers", 400, 1100, id="h")], [unit("Orc Warriors", 900, 560, 180, id="o")],
               [char("General", 300, 1150, id="g"), char("Enchantress", 900, 820, id="e"),
                char("Wizard", 700, 820, id="w")],
               [char("Orc General", 1700, 60, id="og")], step="shoot",
               ruleset=compose(["fw-individuals", "fw-power"]))
    act(s, Enchant("e", "o"), [1])
    ev = act(s, ArcaneTerror("w", "o"), [3, 1, 1])
    assert any("struck by a spell" in e.text() for e in ev)
    assert counters_left(s, s.characters["e"]) == 6


def test_enchantment_counters_and_held_units_survive_a_save() -> None:
    s = enchanting()
    act(s, Enchant("e", "o"), [1])
    back = GameState.from_dict(s.to_dict(), s.ruleset)
    assert counters_left(back, back.characters["e"]) == 5
    assert individuals_kept(back).enchanted == {"o": ["e", 1, 0]}
    assert "enchanted" not in GameState.from_dict(enchanting().to_dict(), s.ruleset).to_dict()["kept"][
        "fw-individuals"]


def test_enchanted_unit_shaken_by_a_reaction_is_freed_with_the_counter_back() -> None:
    from game.core.fantasy_warriors.states import make_shaken

    s = enchanting()
    act(s, Enchant("e", "o"), [1])
    make_shaken(s, s.units["o"], "a failed command test", "fw.command_test")
    ev = s.apply(Proceed(), ScriptedDice([]))
    assert any("a reaction overrides the enchantment" in e.text() for e in ev)
    assert counters_left(s, s.characters["e"]) == 6
    s = enchanting()
    make_shaken(s, s.units["o"], "a failed command test", "fw.command_test")
    assert s.check(Enchant("e", "o")) == ["Orc Warriors is shaken; a unit reacting cannot be enchanted"]
