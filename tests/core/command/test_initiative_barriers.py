"""Enemies across terrain neither side may cross may be ignored for initiative (digest 2.2)."""

from game.core.command.actions import InitiativeCharge
from game.core.command.barriers import across_barrier
from tests.helpers import act, battle, char, of_type, terrain, unit

KNIGHTS = unit("Knights", 1100, 800, id="k")  # x 1070-1130, front edge y 780
BOARS = unit("Boar Riders", 970, 700, 180, id="b")  # across the river, 9 cm from the Knights
GOBLINS = unit("Goblins", 1200, 640, 180, id="gob")  # on the Knights' side, 13 cm away
RIVER = terrain("r", "river", [(1000, 0), (1040, 0), (1040, 1200), (1000, 1200)], "Reik")
SHORT_RIVER = terrain("r", "river", [(1000, 640), (1040, 640), (1040, 760), (1000, 760)], "Brook")


def make(pieces=()):
    return battle(
        [KNIGHTS],
        [BOARS, GOBLINS],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="oc")],
        terrain_pieces=list(pieces),
    )


def test_initiative_without_a_barrier_only_the_closest_enemy_may_be_charged():
    s = make()
    assert s.check(InitiativeCharge("k", "gob")) == [
        "on initiative Knights may only react to the closest enemy it can see: Boar Riders"
    ]


def test_initiative_an_enemy_across_a_river_neither_may_cross_may_be_ignored():
    s = make([RIVER])
    assert across_barrier(s, s.units["k"], s.units["b"]) == "Reik"
    ev = act(s, InitiativeCharge("k", "gob"), [1, 1, 1])  # the Goblins shoot at their chargers, and miss
    assert of_type(ev, "Charged")[0].target == "gob"


def test_initiative_not_if_either_side_could_get_round_it_within_a_full_pace_move():
    s = make([SHORT_RIVER])
    assert across_barrier(s, s.units["k"], s.units["b"]) == ""
    assert s.check(InitiativeCharge("k", "gob")) == [
        "on initiative Knights may only react to the closest enemy it can see: Boar Riders"
    ]


def test_initiative_not_across_terrain_one_side_may_enter():
    # A wood stops horse but not foot: Goblins beyond it could come through, so they are not ignored.
    wood = terrain("w", "wood", [(1000, 0), (1040, 0), (1040, 1200), (1000, 1200)], "Drakwald")
    goblins_across = unit("Goblins", 940, 700, 180, id="b")
    s = battle(
        [KNIGHTS],
        [goblins_across, GOBLINS],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="oc")],
        terrain_pieces=[wood],
    )
    assert across_barrier(s, s.units["k"], s.units["b"]) == ""
