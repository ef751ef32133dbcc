"""Making way (digest 7.3): aside or back, within the unit's own move, never into contact with the enemy."""

from game.core.dice import ScriptedDice
from game.core.makeway import confusion_test, make_way, plan_make_way
from tests.core.shooting.common import poses, shooting
from tests.helpers import terrain, unit

UP = (0.0, -1.0)
MOVER = unit("Goblins", 900, 600, 180, id="o1")  # x 840-960, y 590-610, sliding up


def plan(others, length=70, **kw):
    s = shooting([], [MOVER, *others], **kw)
    return s, plan_make_way(s, s.units["o2"], s.units["o1"], UP, length)


def test_a_unit_clear_of_the_path_need_not_move():
    s, p = plan([unit("Orc Warriors", 1200, 540, 180, id="o2")])
    assert p == ("stays where it is", [(1240, 540, 180), (1200, 540, 180), (1160, 540, 180)], 0.0)


def test_the_shortest_way_out_is_taken_back_when_the_unit_is_squarely_in_the_path():
    s, p = plan([unit("Orc Warriors", 900, 540, 180, id="o2")])
    assert p[0] == "moves back" and p[2] == 31


def test_the_shortest_way_out_is_taken_aside_when_the_unit_is_only_partly_in_the_path():
    s, p = plan([unit("Orc Warriors", 1000, 540, 180, id="o2")])
    assert p[0] == "moves aside" and p[2] == 21


def test_a_unit_may_not_make_way_into_contact_with_the_enemy():
    # Halberdiers right behind the Orcs stop them moving back; moving aside is further but allowed.
    blocker = unit("Halberdiers", 900, 500, 180, id="u9")
    s = shooting([blocker], [MOVER, unit("Orc Warriors", 900, 540, 180, id="o2")])
    how, _, dist = plan_make_way(s, s.units["o2"], s.units["o1"], UP, 70)
    assert (how, round(dist)) == ("moves aside", 121)


def test_a_unit_hemmed_in_cannot_make_way():
    rocks = [
        terrain("r1", "impassable", [(700, 500), (855, 500), (855, 560), (700, 560)], "West Crags"),
        terrain("r2", "impassable", [(985, 500), (1140, 500), (1140, 560), (985, 560)], "East Crags"),
        terrain("r3", "impassable", [(700, 470), (1140, 470), (1140, 505), (700, 505)], "North Crags"),
    ]
    s, p = plan([unit("Orc Warriors", 920, 520, 180, id="o2")], terrain_pieces=rocks)
    assert isinstance(p, list) and p


def test_engaged_units_never_make_way():
    s = shooting([], [MOVER, unit("Orc Warriors", 900, 540, 180, id="o2")])
    s.units["o2"].engaged = True
    assert plan_make_way(s, s.units["o2"], s.units["o1"], UP, 70) == ["Orc Warriors is engaged in combat"]


def test_making_way_moves_the_unit_and_both_units_test():
    s = shooting([], [MOVER, unit("Orc Warriors", 900, 540, 180, id="o2")])
    d = ScriptedDice([6, 1])
    made, ev = make_way(s, s.units["o2"], s.units["o1"], UP, 70, d)
    d.assert_consumed()
    assert made and poses(s, "o2") == [(940, 509, 180), (900, 509, 180), (860, 509, 180)]
    assert s.units["o2"].confused and not s.units["o1"].confused
    assert [e.type_name for e in ev] == ["MadeWay", "DiceRolled", "Confused", "DiceRolled"]


def test_undead_never_test_for_confusion():
    s = shooting([], [unit("Skeletons", 900, 600, 180, id="o1")], armies1="tomb_kings")
    d = ScriptedDice([])
    assert confusion_test(s, s.units["o1"], d, "after making way", "confusion.making_way") == []


def test_a_friend_grazing_the_path_is_not_run_over_by_the_rounded_move():
    # A Giant driven back 11 cm past a friend's corner that stands 0.8 mm into its path: the friend stays
    # put (within the overlap allowance), and the Giant, moved to the whole millimetre, must not end on it.
    from game.core import board
    from game.core.shooting.driveback import push_back
    from game.core.state import Stand

    s = shooting([], [unit("Giant", 1069, 559, 170, id="o1"), unit("Orc Warriors", 1003, 487, 170, "column", id="o2")])
    s.units["o1"].stands = [Stand(1069, 559, 170)]
    s.units["o2"].stands = [Stand(1010, 527, 170), Stand(1006, 507, 170), Stand(1003, 487, 170)]
    s.invalidate()
    ev = push_back(s, s.units["o1"], (-0.3783763262546044, -0.9256518544950197), 110, ScriptedDice([]))
    assert not [e for e in ev if type(e).__name__ == "MadeWay"]
    t = board.table(s)
    mover = board.unit_mover(s, s.units["o1"])
    assert [h for b in board.unit_bases(s, s.units["o1"]) for h in t.overlaps(b, mover=mover, ignore=["o1"])] == []
    assert s.units["o1"].stands[0].pose != (1069, 559, 170)


def test_a_friend_met_at_a_slant_is_not_run_over_when_the_move_is_rounded_down():
    # Orc Boyz driven back 4 cm at a slant past a friend's corner (seen in a random Chaos v Orcs battle): the
    # friend stays put (within the overlap allowance at the exact distance), and rounding the move towards zero
    # still left 1.3 mm over its corner; the Boyz stop a millimetre short instead.
    from game.core import board
    from game.core.shooting.driveback import push_back
    from game.core.state import Stand

    s = shooting([], [unit("Orc Warriors", 1252, 61, 225, id="o1"), unit("Orc Warriors", 1159, 51, 135, id="o2")])
    s.units["o1"].stands = [Stand(1281, 89, 225), Stand(1252, 61, 225), Stand(1224, 32, 225)]
    s.units["o2"].stands = [Stand(1187, 22, 135), Stand(1159, 51, 135), Stand(1130, 79, 135)]
    s.invalidate()
    ev = push_back(s, s.units["o1"], (-0.7629482482916206, 0.6464595659658442), 40, ScriptedDice([]))
    assert not [e for e in ev if type(e).__name__ == "MadeWay"]
    t = board.table(s)
    mover = board.unit_mover(s, s.units["o1"])
    assert [h for b in board.unit_bases(s, s.units["o1"]) for h in t.overlaps(b, mover=mover, ignore=["o1"])] == []
    assert [st.pose for st in s.units["o1"].stands] == [(1252, 114, 225), (1223, 86, 225), (1195, 57, 225)]
