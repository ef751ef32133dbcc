"""Attack dice and every modifier of the combat table (digest 5.2, 5.3, 5.11, 10.0; seed characters)."""

from game.core.combat.attacks import ATTACK_MULTIPLIER
from tests.core.combat.common import (
    CombatChoice,
    Fight,
    act,
    at_fight,
    char,
    charge_then_fight,
    of_type,
    one,
    strikes,
    unit,
)
from tests.helpers import terrain

HALB = unit("Halberdiers", 900, 700, id="h")
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")


def labels(strike):
    return {m.label: m.value for m in strike.modifiers}


def test_charging_in_the_open_adds_one_attack_per_stand_in_the_first_round_only():
    s, _ = charge_then_fight([unit("Halberdiers", 900, 750, id="h")], [ORCS], "h", "o")
    ev = act(s, Fight("h"), [6] * 6 + [1] * 6 + [1] * 6 + [1] * 12)
    st = strikes(ev)["h", "o"]
    assert (st.dice, labels(st)) == (12, {"charging": 3})
    assert one(ev, "Retreated").distance == 60
    # The pursuit round: no charge bonus, but +1 pursuit and +2 for the 6 cm the Orcs retreated.
    ev = act(s, CombatChoice("h", "pursue"), [1] * 12 + [1] * 4 + [4])
    st = strikes(ev)["h", "o"]
    assert (st.dice, labels(st)) == (12, {"pursuit": 2, "enemy retreated 6 cm": 4})


def test_monsters_and_chariots_charging_add_two():
    chariots = unit("Wolf Chariots", 900, 560, 180, id="wc")  # front edge at y 580
    s, ev = charge_then_fight([HALB], [chariots], "wc", "h", first=1)
    assert one(ev, "Charged").contacted == ("h",)
    # The Orcs' turn: the chariots strike first; the whole Halberdier line meets their 6 cm front.
    ev = act(s, Fight("h"), [1] * 15 + [1] * 9 + [4])
    st = strikes(ev)["wc", "h"]
    assert (st.dice, labels(st)) == (15, {"charging": 3, "chariot charging": 3})


def test_no_charge_bonus_against_defended_infantry_and_they_need_fives_to_hit():
    wood = terrain("w", "wood", [(820, 685), (980, 685), (980, 760), (820, 760)], "Dark Wood")
    s, _ = charge_then_fight(
        [HALB], [unit("Orc Warriors", 900, 560, 180, id="o")], "o", "h", terrain_pieces=[wood], first=1
    )
    ev = act(s, Fight("h"), [1] * 12 + [1] * 9 + [4])
    st = strikes(ev)
    assert (st["o", "h"].dice, st["o", "h"].to_hit, st["o", "h"].cover) == (12, 5, "in a wood (Dark Wood)")
    assert labels(st["o", "h"]) == {}
    # Chargers fight in the open, even at the edge of the wood.
    assert st["h", "o"].to_hit == 4


def test_no_charge_bonus_against_units_in_loose_terrain():
    field = terrain("f", "loose", [(820, 640), (980, 640), (980, 700), (820, 700)], "Cornfield")
    s, _ = charge_then_fight([unit("Halberdiers", 900, 750, id="h")], [ORCS], "h", "o", terrain_pieces=[field])
    ev = act(s, Fight("h"), [1] * 9 + [1] * 12 + [4])
    assert (strikes(ev)["h", "o"].dice, strikes(ev)["h", "o"].to_hit) == (9, 4)


def test_infantry_behind_a_wall_are_fortified_and_need_sixes():
    wall = terrain("wall", "high_obstacle", [(820, 689), (980, 689), (980, 691), (820, 691)], "Abbey Wall")
    s = at_fight([HALB], [ORCS], terrain_pieces=[wall])
    ev = act(s, Fight("h"), [1] * 9 + [1] * 12 + [4])
    assert (strikes(ev)["o", "h"].to_hit, strikes(ev)["o", "h"].cover) == (6, "behind Abbey Wall")
    assert strikes(ev)["h", "o"].to_hit == 6  # the wall shelters the Orcs from the other side too


def test_a_terrifying_enemy_costs_each_stand_touching_it_one_attack():
    giant = unit("Giant", 900, 670, 180, id="gi")  # front edge at y 690, touching the middle stand only
    s = at_fight([HALB], [giant])
    # The stands beside the fighting one support it: 2-0 to the Empire, and the Giant retreats.
    ev = act(s, Fight("gi"), [1] * 2 + [1] * 8)
    st = strikes(ev)["h", "gi"]
    assert (st.stands, st.dice, labels(st)) == (1, 2, {"terrifying enemy": -1})
    assert one(ev, "CombatResult").scores == (2, 0)


def test_troops_that_ignore_terror_and_terrifying_troops_fight_a_giant_unafraid():
    giant = unit("Giant", 900, 670, 180, id="gi")
    s = at_fight([unit("Flagellants", 900, 700, id="f")], [giant])
    # Flagellants win on their supports and must pursue: a second round follows by itself.
    ev = act(s, Fight("f"), [1] * 5 + [1] * 8 + [1] * 6 + [1] * 8)
    assert [e.dice for e in of_type(ev, "Strike") if e.unit == "f"] == [5, 6]


def test_a_griffon_rider_makes_his_unit_terrifying():
    hero = char("Hero", 900, 730, id="hero", mount="Griffon", joined="h")
    s = at_fight([HALB], [ORCS], [hero])
    ev = act(s, Fight("h"), [1] * 12 + [1] * 9 + [4])
    st = strikes(ev)
    assert (st["o", "h"].dice, labels(st["o", "h"])) == (9, {"terrifying enemy": -3})
    # The Hero adds his +1 and the Griffon's +2 to one stand.
    assert (st["h", "o"].dice, labels(st["h", "o"])) == (12, {"Hero": 3})


def test_an_enemy_front_edge_on_a_stand_s_flank_costs_it_one_attack():
    flankers = unit("Orc Warriors", 990, 700, 270, "column", id="o")  # first stand's front on the line's right end
    s = at_fight([HALB], [flankers])
    ev = act(s, Fight("h"), [1] * 2 + [1] * 4)
    st = strikes(ev)
    assert (st["h", "o"].stands, st["h", "o"].dice, labels(st["h", "o"])) == (1, 2, {"enemy on its flank or rear": -1})
    assert (st["o", "h"].stands, st["o", "h"].dice) == (1, 4)
    # The second Orc stand stands right behind the one fighting to its front: it supports.
    assert one(ev, "CombatResult").supports == (0, 1)


def test_stands_touching_side_to_side_take_no_flank_penalty():
    alongside = unit("Orc Warriors", 980, 730, 0, id="o", stands=((980, 730, 0),), size=1)
    s = at_fight([unit("Halberdiers", 900, 730, id="h")], [alongside])
    ev = act(s, Fight("h"), [1] * 3 + [1] * 4 + [4])
    assert labels(strikes(ev)["h", "o"]) == {} and labels(strikes(ev)["o", "h"]) == {}


def test_a_confused_unit_fights_at_minus_one_per_stand():
    s = at_fight([HALB], [ORCS])
    s.units["h"].confused = True  # e.g. it failed to fall back clear earlier this phase
    ev = act(s, Fight("h"), [1] * 6 + [1] * 12 + [4])
    assert (strikes(ev)["h", "o"].dice, labels(strikes(ev)["h", "o"])) == (6, {"confused": -3})


def test_a_unit_left_with_no_dice_still_rolls_one():
    # Confused, flanked and touching a Giant: 3 - 1 - 1 - 1 leaves nothing, so one last-ditch die.
    giant = unit("Giant", 980, 700, 270, id="gi")  # its front edge on the right end of the line
    s = at_fight([HALB], [giant])
    s.units["h"].confused = True
    ev = act(s, Fight("gi"), [1] + [1] * 8 + [4])
    st = strikes(ev)["h", "gi"]
    assert st.dice == 1 and labels(st)["last-ditch die"] == 1


def test_the_best_character_bonus_goes_to_one_stand_only():
    general = char("General", 900, 730, id="g2", joined="h")
    hero = char("Hero", 860, 730, id="hero", joined="h")
    s = at_fight([HALB], [ORCS], [general, hero])
    ev = act(s, Fight("h"), [1] * 11 + [1] * 12 + [4])
    assert (strikes(ev)["h", "o"].dice, labels(strikes(ev)["h", "o"])) == (11, {"General": 2})


def test_a_unit_whose_attacks_are_multiplied_rolls_double_for_one_round():
    s = at_fight([HALB], [ORCS])
    s.units["o"].flags[ATTACK_MULTIPLIER] = 2
    ev = act(s, Fight("h"), [1] * 9 + [1] * 24 + [4])
    assert (strikes(ev)["o", "h"].dice, labels(strikes(ev)["o", "h"])) == (24, {"Attacks multiplied": 12})
    assert ATTACK_MULTIPLIER not in s.units["o"].flags


def test_a_stand_attacks_the_enemy_on_its_front_before_one_on_its_side():
    front = unit("Orc Warriors", 940, 680, 180, id="o1", stands=((940, 680, 180),), size=1)
    side = unit("Goblins", 990, 700, 270, id="o2", stands=((970, 700, 270),), size=1)
    s = at_fight([HALB], [front, side])
    # The end stand meets o1 on its front and the Goblins on its side: it strikes o1 (at -1 for the
    # Goblins on its flank); the middle stand meets o1 corner to corner and strikes it too.
    ev = act(s, Fight("h"), [1] * 5 + [1] * 4 + [1] * 2 + [4])
    st = strikes(ev)
    assert set(st) == {("h", "o1"), ("o1", "h"), ("o2", "h")}
    assert (st["h", "o1"].stands, st["h", "o1"].dice) == (2, 5)
    assert labels(st["h", "o1"]) == {"enemy on its flank or rear": -1}


def test_a_stand_touching_only_corner_to_corner_still_fights():
    corner = unit("Orc Warriors", 980, 680, 180, id="o", stands=((980, 680, 180),), size=1)  # corner to corner
    s = at_fight([HALB], [corner])
    ev = act(s, Fight("h"), [1] * 3 + [1] * 4 + [4])
    assert strikes(ev)["h", "o"].stands == 1 and strikes(ev)["o", "h"].stands == 1


def test_every_strike_is_a_die_roll_with_its_modifiers_and_rule():
    s = at_fight([HALB], [ORCS])
    s.units["h"].confused = True
    ev = act(s, Fight("h"), [1] * 6 + [1] * 12 + [4])
    rolls = [e for e in of_type(ev, "DiceRolled") if e.rule == "combat.attacks"]
    assert rolls[0].target == 4 and [(m.value, m.rule) for m in rolls[0].modifiers] == [(-3, "combat.confused")]
