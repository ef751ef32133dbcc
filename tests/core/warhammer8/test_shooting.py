"""Warhammer 8th characters, "Shooting (Characters)", "Look Out, Sir!" and "Shooting at Lone Characters": scripted
dice, exact results."""

from __future__ import annotations

from game.core.magic import Cast
from game.core.modules import compose
from game.core.shooting import Shoot
from game.core.shooting.targets import legal_targets
from tests.core.magic.common import magic
from tests.core.shooting.common import shooting
from tests.helpers import act, char, of_type, unit

WH8 = compose(["warhammer8-characters"])
XBOW = unit("Crossbowmen", 900, 700, id="u1")
ORCS = unit("Orc Warriors", 900, 460, 180, id="o1")  # y 450-470, facing the crossbows


def test_shooting_at_a_combined_unit_characters_are_not_hit_while_2_stands_remain() -> None:
    hero = char("Orc Hero", 900, 440, id="h", joined="o1")
    s = shooting([XBOW], [ORCS], chars1=[hero], ruleset=WH8, spares=True)
    assert legal_targets(s, s.units["u1"]) == (["o1"], False)
    # Three hits at 4+, the Orcs' 6+ saves none: all three on the stands, a stand lost, the Hero untouched.
    ev = act(s, Shoot("u1", "o1"), [4, 5, 6, 1, 1, 1])
    assert of_type(ev, "CharacterHit") == []
    assert len(s.units["o1"].stands) == 2 and s.characters["h"].alive


def test_shooting_at_a_combined_unit_of_one_stand_the_characters_share_the_hits() -> None:
    remnant = unit("Orc Warriors", 900, 460, 180, id="o1", size=1)
    hero = char("Orc Hero", 900, 440, id="h", joined="o1")
    s = shooting([XBOW], [remnant], chars1=[hero], ruleset=WH8, spares=True)
    # Three hits, no saves: the stand and the Hero one each, the odd one to the stand (the owner shields him).
    ev = act(s, Shoot("u1", "o1"), [4, 5, 6, 1, 1, 1])
    assert [(e.character, e.hits, e.carried, e.rule) for e in of_type(ev, "CharacterHit")] == [("h", 1, 1, "wh8.hits")]
    assert s.units["o1"].hits == 2 and s.characters["h"].alive


def test_shooting_a_character_of_a_larger_troop_type_may_be_picked_out_each_hit_moved_on_4_up() -> None:
    rider = char("Orc Hero", 981, 460, id="h", mount="Chariot", joined="o1")  # at the unit's side
    s = shooting([XBOW], [ORCS], chars1=[rider], ruleset=WH8, spares=True)
    assert legal_targets(s, s.units["u1"]) == (["h", "o1"], False)
    # Three hits; Look Out, Sir! 4, 1, 6 moves two to the Orcs; the Hero saves the third on his 5+ (a 5).
    # The Orcs save on 6+: a 6 and a 1, one hit on the unit.
    ev = act(s, Shoot("u1", "h"), [4, 5, 6, 4, 1, 6, 5, 6, 1])
    rolls = [(e.purpose, e.faces, e.target, e.total, e.rule) for e in of_type(ev, "DiceRolled")]
    assert rolls == [
        ("Crossbowmen shoots at Orc Hero: to hit", (4, 5, 6), 4, 3, "wh8.shooting"),
        ("Look Out, Sir! for Orc Hero", (4, 1, 6), 4, 2, "wh8.shooting.picked_out"),
        ("Orc Hero: armour saves", (5,), 5, 1, "wh8.shooting"),
        ("Orc Warriors: armour saves", (6, 1), 6, 1, "wh8.look_out_sir"),
    ]
    assert of_type(ev, "LookOutSir")[0].text() == "Look Out, Sir! (4+): Orc Warriors take 2 hits meant for Orc Hero"
    assert of_type(ev, "CharacterHit") == [] and s.units["o1"].hits == 1


def test_shooting_at_a_lone_character_the_closest_target_rule_applies() -> None:
    hero = char("Orc Hero", 900, 500, id="h")  # y 490-510: nearer the crossbows than the Orcs
    s = shooting([XBOW], [ORCS], chars1=[hero], ruleset=WH8, spares=True)
    assert legal_targets(s, s.units["u1"]) == (["h"], False)
    assert "must shoot at the closest enemy unit it can see: Orc Hero (" in s.check(Shoot("u1", "o1"))[0]


def test_look_out_sir_a_lone_character_near_a_friendly_unit_of_its_type_moves_hits_on_4_up() -> None:
    hero = char("Orc Hero", 900, 500, id="h")  # 2 cm from the Orc Warriors
    s = shooting([XBOW], [ORCS], chars1=[hero], ruleset=WH8, spares=True)
    # Three hits; Look Out, Sir! 4, 1, 6: two to the Orcs (saves 6, 1: one struck); the Hero's 5+ fails on a 1.
    ev = act(s, Shoot("u1", "h"), [4, 5, 6, 4, 1, 6, 1, 6, 1])
    assert [e.purpose for e in of_type(ev, "DiceRolled")][1] == "Look Out, Sir! for Orc Hero"
    assert [(e.hits, e.carried) for e in of_type(ev, "CharacterHit")] == [(1, 1)]
    assert s.units["o1"].hits == 1


def test_look_out_sir_not_beyond_7_5_cm_nor_from_a_unit_of_another_type() -> None:
    far = char("Orc Hero", 900, 560, id="h")  # 8 cm from the Orc Warriors
    s = shooting([XBOW], [ORCS], chars1=[far], ruleset=WH8, spares=True)
    # Three hits and no Look Out, Sir! roll: the Hero saves one (5), two slay him.
    ev = act(s, Shoot("u1", "h"), [4, 5, 6, 5, 1, 1])
    assert [e.purpose for e in of_type(ev, "DiceRolled")] == [
        "Crossbowmen shoots at Orc Hero: to hit",
        "Orc Hero: armour saves",
    ]
    assert not s.characters["h"].alive
    wolves = unit("Wolf Riders", 900, 460, 180, id="o1")
    s = shooting([XBOW], [wolves], chars1=[char("Orc Hero", 900, 500, id="h")], ruleset=WH8, spares=True)
    ev = act(s, Shoot("u1", "h"), [4, 5, 6, 5, 1, 1])
    assert of_type(ev, "LookOutSir") == []


def test_look_out_sir_automatic_against_a_spell_striking_an_area() -> None:
    wizard = char("Wizard", 1200, 700, id="w")
    orcs = unit("Orc Warriors", 1000, 700, 180, id="o", size=2)  # x 960-1040
    hero = char("Orc Hero", 1000, 680, id="h", joined="o")
    s = magic([], [orcs], [wizard], [hero], ruleset=WH8)
    # Ball of Flame: 3 attacks, 3 hits, no saves; the Hero of the Orcs' own troop type is shielded.
    ev = act(s, Cast("w", "Ball of Flame", facing=270), [5, 4, 4, 4, 1, 1, 1])
    (los,) = of_type(ev, "LookOutSir")
    assert (los.automatic, los.rule) == (True, "wh8.look_out_sir.template")
    assert los.text() == "Look Out, Sir! (automatic against a spell striking an area): Orc Warriors shield Orc Hero"
    assert of_type(ev, "CharacterHit") == [] and len(s.units["o"].stands) == 1


def test_look_out_sir_no_template_protection_for_a_character_of_another_type() -> None:
    wizard = char("Wizard", 1200, 700, id="w")
    orcs = unit("Orc Warriors", 1000, 700, 180, id="o", size=2)
    rider = char("Orc Hero", 1000, 680, id="h", mount="Chariot", joined="o")
    s = magic([], [orcs], [wizard], [rider], ruleset=WH8)
    # 3 hits shared by two stands and the chariot-riding Hero: one each.
    ev = act(s, Cast("w", "Ball of Flame", facing=270), [5, 4, 4, 4, 1, 1, 1])
    assert [(e.character, e.hits) for e in of_type(ev, "CharacterHit")] == [("h", 1)]
    assert s.units["o"].hits == 2


def test_a_look_out_sir_roll_reads_as_dice_counted_not_added_up() -> None:
    from game.core.events import DiceRolled

    roll = DiceRolled(
        purpose="Look Out, Sir! for Orc Hero",
        sides=6,
        faces=(4, 1, 6),
        target=4,
        total=2,
        outcome="2 hits moved to Orc Warriors",
        rule="wh8.shooting.picked_out",
    )
    assert roll.text() == "Look Out, Sir! for Orc Hero: rolled 4 1 6 (4+ each): 2 hits moved to Orc Warriors"
    order = DiceRolled(purpose="Order", sides=6, faces=(4, 3), target=8, total=7, outcome="passed", rule="command")
    assert order.text() == "Order: rolled 4+3 = 7 (needs 8): passed"
