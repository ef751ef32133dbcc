"""The Blunder table: a Hero or Wizard rolling 12 (seed "Blunders"; digest 2.6)."""

from game.core import BlunderPick
from game.core.command.actions import BlunderChoice, Order
from tests.helpers import act, battle, char, of_type, unit

HALB = unit("Halberdiers", 900, 500, id="u1")
XBOW = unit("Crossbowmen", 1020, 500, id="u2")  # touching the Halberdiers' right end: a brigade


FAR_ORCS = unit("Orc Warriors", 900, 100, 180, id="o1")


def make(units0=(HALB,), units1=(FAR_ORCS,)):
    return battle(
        list(units0),
        list(units1),
        [char("Hero", 900, 600, id="h"), char("General", 600, 700, id="g")],
        [char("Orc General", 1600, 60, id="oc")],
        step="orders",
    )


def test_a_heros_double_six_is_a_blunder_with_no_half_pace_move():
    s = make()
    ev = act(s, Order("h", ("u1",)), [6, 6, 4])
    assert "a blunder" in of_type(ev, "OrderFailed")[0].consequence
    (b,) = of_type(ev, "Blunder")
    assert (b.face, b.result) == (4, "No sense in getting killed sir!")
    assert s.command.pending is None
    assert s.units["u1"].no_more_orders


def test_blunder_1_you_must_be_crazy_gives_a_lasting_minus_one():
    s = make()
    ev = act(s, Order("h", ("u1",)), [6, 6, 1])
    assert of_type(ev, "Blunder")[0].result == "You must be crazy!"
    assert s.units["u1"].blunder_penalty == 1
    assert s.units["u1"].stands[0].pose == (860, 500, 0)


def test_blunder_1_on_a_brigade_lets_the_owner_pick_the_unit():
    s = make(units0=(HALB, XBOW))
    act(s, Order("h", ("u1", "u2")), [6, 6, 1])
    assert s.command.blunder_choice == BlunderPick(("u1", "u2"))
    assert s.check(Order("g", ("u1",))) == ["choose which unit takes the blunder penalty first"]
    act(s, BlunderChoice("u2"))
    assert (s.units["u1"].blunder_penalty, s.units["u2"].blunder_penalty) == (0, 1)


def test_blunder_2_or_3_with_enemy_in_reach_moves_the_shortest_way_out_of_reach():
    # Orc front edge at y 340, Halberdiers' front at y 490: 15 cm apart, inside a 20 cm full pace.
    s = make(units1=(unit("Orc Warriors", 900, 330, 180, id="o1"),))
    ev = act(s, Order("h", ("u1",)), [6, 6, 2])
    (m,) = of_type(ev, "UnitMoved")
    assert m.how == "blunder: falling back out of the enemy's reach"
    # Straight back until more than 20 cm away: 5.5 cm at the 5 mm steps the game measures in.
    assert [st.pose for st in s.units["u1"].stands] == [(860, 555, 0), (900, 555, 0), (940, 555, 0)]


def test_blunder_2_or_3_hemmed_in_by_enemy_gets_as_far_from_it_as_it_can():
    # Orcs 11-17 cm off on every side: no place within a 20 cm move is out of their reach, so the unit goes
    # where the nearest enemy is furthest away (every way is walked out, 5 mm at a time, in 10 degree steps).
    ring = (
        unit("Orc Warriors", 900, 330, 180, id="o1"),
        unit("Orc Warriors", 900, 670, 0, id="o2"),
        unit("Orc Warriors", 700, 500, 90, formation="column", id="o3"),
        unit("Orc Warriors", 1100, 500, 270, formation="column", id="o4"),
    )
    s = make(units1=ring)
    ev = act(s, Order("h", ("u1",)), [6, 6, 2])
    (m,) = of_type(ev, "UnitMoved")
    assert m.how == "blunder: getting as far from the enemy as it can"
    assert [st.pose for st in s.units["u1"].stands] == [(860, 465, 0), (900, 465, 0), (940, 465, 0)]


def test_blunder_2_or_3_with_no_enemy_in_reach_halts():
    s = make()
    ev = act(s, Order("h", ("u1",)), [6, 6, 3])
    assert of_type(ev, "UnitHeld")[0].reason == "no enemy in sight within a full move: it halts"
    assert s.units["u1"].stands[1].pose == (900, 500, 0)


def test_blunder_6_rushes_at_full_pace_towards_the_nearest_visible_enemy():
    s = make(units1=(unit("Orc Warriors", 900, 100, 180, id="o1"),))
    ev = act(s, Order("h", ("u1",)), [6, 6, 6])
    (m,) = of_type(ev, "UnitMoved")
    assert m.how == "blunder: rushing the enemy"
    assert [st.pose for st in s.units["u1"].stands] == [(860, 300, 0), (900, 300, 0), (940, 300, 0)]
    assert s.check(Order("g", ("u1",)))  # no more orders this phase


def test_blunder_6_with_no_enemy_in_sight_halts():
    s = make(units1=(unit("Orc Warriors", 1700, 1100, 180, id="o1"),))
    ev = act(s, Order("h", ("u1",)), [6, 6, 6])
    assert of_type(ev, "UnitHeld")[0].reason == "no enemy in sight: it halts"


def test_the_general_never_blunders():
    s = make()
    ev = act(s, Order("g", ("u1",)), [6, 6])
    assert of_type(ev, "Blunder") == []
