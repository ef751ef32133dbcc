"""The Skull Chukka (digest 10.5 [4], 7.1): its drive-back dice, rolled apart, confuse on 4+."""

from game.core.actions import Proceed
from game.core.shooting import Shoot
from tests.helpers import act, battle, char, of_type, unit

CHUKKA = unit("Skull Chukka", 900, 800, id="sc")
BOWMEN = unit("Skeleton Bowmen", 1100, 700, id="sb")
ORCS = unit("Orc Warriors", 900, 560, 180, id="o")


def make(*units0):
    return battle(
        [*units0, unit("Skeletons", 150, 1100, id="spare")],
        [ORCS, unit("Orc Warriors", 1650, 250, 180, id="spare1")],
        [char("Tomb King", 300, 1150, id="king")],
        [char("Orc General", 1700, 60, id="og")],
        armies0="tomb_kings",
        step="shoot",
    )


def confusing_rolls(ev):
    return [e for e in of_type(ev, "DiceRolled") if e.rule == "specials.skull_chukka"]


def test_skull_chukka_a_4_on_its_drive_back_dice_confuses_the_target():
    s = make(CHUKKA)
    act(s, Shoot("sc", "o"), [4, 5, 1])  # 2 hits, no armour save against a thrown rock
    ev = act(s, Proceed(), [4, 2])
    (roll,) = confusing_rolls(ev)
    assert roll.faces == (4, 2) and roll.total == 6
    (c,) = of_type(ev, "Confused")
    assert (c.unit, c.rule) == ("o", "specials.skull_chukka")
    assert s.units["o"].confused


def test_skull_chukka_dice_under_4_do_not_confuse():
    s = make(CHUKKA)
    act(s, Shoot("sc", "o"), [4, 5, 1])
    ev = act(s, Proceed(), [3, 2])
    assert of_type(ev, "Confused") == [] and not s.units["o"].confused
    assert of_type(ev, "DrivenBack")[0].distance == 50


def test_skull_chukka_other_shooters_dice_are_rolled_apart_and_still_need_a_6():
    s = make(CHUKKA, BOWMEN)
    act(s, Shoot("sc", "o"), [4, 1, 1])  # 1 hit
    act(s, Shoot("sb", "o"), [4, 1, 1, 1])  # 1 hit, the Orcs' 6+ save fails on a 1
    ev = act(s, Proceed(), [5, 3])  # the Bowmen's die first, then the Skull Chukka's
    plain = [e for e in of_type(ev, "DiceRolled") if e.rule == "shooting.drive_back"]
    assert [r.faces for r in plain] == [(5,)]
    assert [r.faces for r in confusing_rolls(ev)] == [(3,)]
    assert not s.units["o"].confused
    assert of_type(ev, "DrivenBack")[0].distance == 80


def test_skull_chukka_a_5_on_the_other_shooters_die_does_not_confuse_but_a_4_on_its_own_does():
    s = make(CHUKKA, BOWMEN)
    act(s, Shoot("sc", "o"), [4, 1, 1])
    act(s, Shoot("sb", "o"), [4, 1, 1, 1])
    ev = act(s, Proceed(), [5, 4])
    assert [c.rule for c in of_type(ev, "Confused")] == ["specials.skull_chukka"]
