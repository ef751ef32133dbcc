"""Bolt throwers (digest 4.7): 2 attacks a bolt, no armour save, and a skewer through two touching stands."""

from game.core import carry
from game.core.actions import Proceed
from game.core.shooting import Shoot
from tests.helpers import act, battle, char, of_type, unit

BONE_THROWER = unit("Bone Thrower", 900, 800, id="bt")  # two stands at x 890 and 910, 20 mm wide


def make(units1, units0=()):
    return battle(
        [BONE_THROWER, *units0, unit("Skeletons", 150, 1120, id="spare")],
        [*units1, unit("Orc Warriors", 1650, 80, 180, id="os")],
        [char("Tomb King", 300, 1150, id="king")],
        [char("Orc General", 100, 40, id="og")],
        armies0="tomb_kings",
        step="shoot",
    )


def test_bolt_thrower_a_bolt_skewers_a_second_stand_of_the_target_for_plus_1_attack():
    s = make([unit("Orc Warriors", 900, 500, 180, formation="column", id="o")])
    # Each bolt strikes the front stand of the column and the one touching behind it: 3 attacks each.
    ev = act(s, Shoot("bt", "o"), [4, 4, 4, 1, 1, 1])
    (fired,) = of_type(ev, "ShotFired")
    assert fired.attacks == 6
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.unit, hs.struck) == ("o", 3)  # no armour save against a bolt


def test_bolt_thrower_a_bolt_through_a_line_strikes_only_one_stand():
    s = make([unit("Orc Warriors", 900, 500, 180, id="o")])
    ev = act(s, Shoot("bt", "o"), [4, 1, 1, 1])
    assert of_type(ev, "ShotFired")[0].attacks == 4


def test_bolt_thrower_a_bolt_skewering_another_units_stand_gives_it_1_attack_and_drives_it_back():
    orcs = unit("Orc Warriors", 900, 500, 180, id="o")  # y 490-510
    goblins = unit("Goblins", 900, 480, 180, id="g")  # y 470-490, touching the Orcs' rear
    s = make([orcs, goblins])
    ev = act(s, Shoot("bt", "o"), [1, 1, 1, 1, 4, 4])
    assert of_type(ev, "ShotFired")[0].attacks == 4
    skewer = [h for h in of_type(ev, "HitsScored") if h.unit == "g"]
    assert [(h.struck, h.rule) for h in skewer] == [(2, "shooting.bolt_thrower.skewer")]
    ev = act(s, Proceed(), [1, 1])
    assert [d.unit for d in of_type(ev, "DrivenBack")] == ["g"]


def test_bolt_thrower_a_skewered_unit_in_combat_carries_the_hits_into_it():
    orcs = unit("Orc Warriors", 900, 500, 180, id="o")
    goblins = unit("Goblins", 900, 480, 180, id="g")
    skeletons = unit("Skeletons", 900, 460, 180, id="sk")  # y 450-470, against the Goblins' rear
    s = make([orcs, goblins], units0=[skeletons])
    s.units["g"].engaged = s.units["sk"].engaged = True  # locked in combat (placed touching)
    act(s, Shoot("bt", "o"), [1, 1, 1, 1, 4, 1])
    assert carry.first_round_hits(s, "g") == 1
