"""Raise Dead, the Tomb Kings' spell (digest 6.2 RAISE DEAD, 6.3), with scripted dice."""

from game.core import victory
from game.core.actions import Proceed
from game.core.combat import Fight
from game.core.combat.engagements import engagements
from game.core.magic import Cast
from tests.helpers import act, battle, char, of_type, terrain, unit

SKELETONS = unit("Skeletons", 900, 700, id="sk")  # y 690-710
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")  # y 670-690, front to front with the Skeletons
SPARE0 = [unit("Skeletons", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(3)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"os{i}") for i in range(3)]
PRIEST = char("Liche Priest", 900, 900, id="lp")  # 18 cm behind the Skeletons


def make(priests=(PRIEST,), terrain_pieces=(), step="shoot"):
    return battle(
        [SKELETONS, *SPARE0],
        [ORCS, *SPARE1],
        [char("Tomb King", 300, 1150, id="king"), *priests],
        [char("Orc General", 100, 40, id="og")],
        armies0="tomb_kings",
        step=step,
        terrain_pieces=list(terrain_pieces),
    )


def test_raise_dead_three_skeleton_stands_rise_against_the_enemy_of_the_engagement():
    s = make()
    ev = act(s, Cast("lp", "Raise Dead", target="o"), [5])
    raised = s.units["raised1"]
    # Against the right flank of the Orcs' end stand, then along their rear, each touching the last.
    assert [st.pose for st in raised.stands] == [(970, 680, 270), (940, 660, 180), (900, 660, 180)]
    assert (raised.profile, raised.side, raised.engaged, raised.charged) == ("Skeletons", 0, True, False)
    assert engagements(s)[0] == ["o", "raised1", "sk"]
    assert [e.rule for e in of_type(ev, "SpellEffect")] == ["magic.raise_dead"]


def test_raise_dead_a_failed_roll_raises_nothing():
    s = make()
    act(s, Cast("lp", "Raise Dead", target="o"), [4])
    assert "raised1" not in s.units


def test_raise_dead_reaches_a_combat_30cm_away_without_sight():
    far = char("Liche Priest", 900, 1021, id="lp")  # his front edge 30.1 cm from the Skeletons' rear edge
    assert make(priests=(far,)).check(Cast("lp", "Raise Dead", target="o")) == [
        "that combat is 30.1 cm away; Raise Dead reaches 30 cm"
    ]
    assert make(priests=(char("Liche Priest", 900, 1020, id="lp"),)).check(Cast("lp", "Raise Dead", target="sk")) == []


def test_raise_dead_only_at_a_combat():
    s = make()
    assert s.check(Cast("lp", "Raise Dead", target="spare0")) == [
        "Skeletons is not in combat; Raise Dead is aimed at a combat engagement"
    ]


def test_raise_dead_each_engagement_once_a_turn():
    s = make(priests=(PRIEST, char("Liche Priest", 1000, 900, id="lp2")))
    act(s, Cast("lp", "Raise Dead", target="o"), [6])
    assert s.check(Cast("lp2", "Raise Dead", target="sk")) == [
        "Raise Dead has already been cast on that combat this turn"
    ]


def test_raise_dead_fails_when_three_stands_cannot_be_placed():
    # Rock all round the fight, leaving too little room for a stand anywhere against it or behind it.
    rock = [
        terrain("w", "impassable", [(700, 500), (832, 500), (832, 900), (700, 900)], "West Crag"),
        terrain("e", "impassable", [(968, 500), (1100, 500), (1100, 900), (968, 900)], "East Crag"),
        terrain("n", "impassable", [(832, 500), (968, 500), (968, 668), (832, 668)], "North Crag"),
        terrain("s", "impassable", [(832, 712), (968, 712), (968, 900), (832, 900)], "South Crag"),
    ]
    s = make(priests=(char("Liche Priest", 1200, 700, id="lp"),), terrain_pieces=rock)
    ev = act(s, Cast("lp", "Raise Dead", target="o"), [5])
    (e,) = of_type(ev, "SpellEffect")
    assert "nothing rises and the spell fails" in e.text()
    assert "raised1" not in s.units


def test_raise_dead_raised_skeletons_fight_without_a_charge_bonus():
    s = make()
    act(s, Cast("lp", "Raise Dead", target="o"), [5])
    act(s, Proceed())
    # Raised Skeletons 6 dice, Skeletons 6, the Orcs 12 less 3 for the enemy on their flank and rear: all
    # miss, a draw, and a die for which side falls back first.
    ev = act(s, Fight("o"), [1] * 21 + [1])
    strikes = {(e.unit, e.target): e for e in of_type(ev, "Strike")}
    raised = strikes["raised1", "o"]
    assert raised.dice == 6 and [m.rule for m in raised.modifiers] == []
    assert strikes["o", "sk"].dice == 9


def test_raise_dead_raised_skeletons_count_for_neither_break_point_nor_victory_points():
    s = make()
    act(s, Cast("lp", "Raise Dead", target="o"), [5])
    s.units["raised1"].destroyed = True
    assert victory.losses(s, 0) == 0
    assert [i.id for i in victory.scoring(s)] == []


def test_raise_dead_stands_that_cannot_meet_the_enemy_support_a_friend_fighting_to_its_front():
    # Rock hems the Orcs in on every side but the Skeletons': the dead can only rise behind the Skeletons.
    rock = [
        terrain("w", "impassable", [(700, 500), (832, 500), (832, 690), (700, 690)], "West Crag"),
        terrain("e", "impassable", [(968, 500), (1100, 500), (1100, 690), (968, 690)], "East Crag"),
        terrain("n", "impassable", [(832, 500), (968, 500), (968, 668), (832, 668)], "North Crag"),
    ]
    s = make(priests=(char("Liche Priest", 1200, 760, id="lp"),), terrain_pieces=rock)
    act(s, Cast("lp", "Raise Dead", target="o"), [5])
    assert [st.pose for st in s.units["raised1"].stands] == [(860, 720, 0), (900, 720, 0), (940, 720, 0)]
