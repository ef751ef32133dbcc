"""The Zombie Dragon's breath (digest 10.5 [7]): 3 shooting attacks at 20 cm when its rider has joined a unit."""

from game.core.actions import Proceed
from game.core.specials.zombie_dragon import Breathe
from tests.helpers import act, battle, char, of_type, unit

SKELETONS = unit("Skeletons", 900, 700, id="sk")  # front edge y 690
ORCS = unit("Orc Warriors", 900, 560, 180, id="o")  # y 550-570: 12 cm in front of the Skeletons
GOBLINS = unit("Goblins", 1150, 600, 180, id="gob")  # 15 cm away, the Orcs 12 cm


def make(rider=None, units1=(ORCS,), step="shoot"):
    return battle(
        [SKELETONS, unit("Skeletons", 150, 1120, id="spare")],
        [*units1, unit("Orc Warriors", 1650, 80, 180, id="ospare")],
        [rider or char("Tomb King", 900, 735, id="king", joined="sk", mount="Zombie Dragon")],
        [char("Orc General", 100, 40, id="og")],
        armies0="tomb_kings",
        step=step,
    )


def test_zombie_dragon_breathes_3_shooting_attacks_with_saves_and_drives_the_target_back_from_the_rider():
    s = make()
    ev = act(s, Breathe("king", "o"), [4, 5, 1, 1, 6])  # 2 hits; the Orcs' 6+ saves one
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.unit, hs.struck, hs.rule) == ("o", 1, "specials.zombie_dragon")
    ev = act(s, Proceed(), [3])
    (db,) = of_type(ev, "DrivenBack")
    assert (db.unit, db.distance, db.away_from) == ("o", 30, "king")


def test_zombie_dragon_breathes_once_a_phase():
    s = make()
    act(s, Breathe("king", "o"), [1, 1, 1])
    assert s.check(Breathe("king", "o")) == ["Tomb King's Dragon has already breathed this phase"]


def test_zombie_dragon_a_rider_on_his_own_cannot_breathe():
    s = make(rider=char("Tomb King", 900, 760, id="king", mount="Zombie Dragon"))
    assert s.check(Breathe("king", "o")) == ["Tomb King must have joined a unit for his Dragon to breathe"]


def test_zombie_dragon_not_while_the_riders_unit_is_in_combat():
    s = make()
    s.units["sk"].engaged = True
    assert s.check(Breathe("king", "o")) == [
        "Skeletons is in combat; the Dragon breathes only when its rider's unit is not"
    ]


def test_zombie_dragon_the_breath_reaches_20cm_and_must_take_the_closest_enemy():
    far = unit("Orc Warriors", 900, 480, 180, id="o")  # y 470-490: 20 cm from the Skeletons, and a hair more
    s = make(units1=(far,))
    assert s.check(Breathe("king", "o")) == []
    farther = unit("Orc Warriors", 900, 479, 180, id="o")
    s = make(units1=(farther,))
    assert s.check(Breathe("king", "o")) == ["Orc Warriors is 20.1 cm away; the Dragon's breath reaches 20 cm"]
    s = make(units1=(ORCS, GOBLINS))
    assert s.check(Breathe("king", "gob")) == [
        "the Dragon must breathe at the closest enemy unit it can see: Orc Warriors"
    ]


def test_zombie_dragon_only_in_the_shooting_phase():
    s = make(step="orders")
    assert s.check(Breathe("king", "o")) == ["a Dragon breathes in its own side's Shooting phase"]
