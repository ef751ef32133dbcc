"""Orders: the 2D6 roll, who may order whom, and what a failure means (seed rules 1-9, digest 2.3-2.5)."""

from game.core import PendingMove
from game.core.command.actions import Hold, Order
from game.core.command.penalties import distance_penalty, order_target
from tests.helpers import act, battle, char, of_type, terrain, unit

# Halberdiers in line centred on (900, 500): stands at x 860/900/940, the unit spans x 840-960, y 490-510.
HALB = unit("Halberdiers", 900, 500, id="u1")
SPEAR = unit("Halberdiers", 700, 500, id="u2", name="Second Halberdiers")
FAR_ORCS = unit("Orc Warriors", 900, 100, 180, id="o1")


def make(*chars, units0=(HALB,), units1=(FAR_ORCS,), **kw):
    return battle(
        list(units0), list(units1), list(chars), [char("Orc General", 1600, 60, id="oc")], step="orders", **kw
    )


def test_order_passes_when_the_roll_equals_command_after_penalties():
    s = make(char("Hero", 900, 600, id="h"))
    ev = act(s, Order("h", ("u1",)), [4, 4])
    (e,) = of_type(ev, "OrderIssued")
    assert e.target == 8 and e.faces == (4, 4)
    assert s.command.pending == PendingMove(("u1",), "order", "h")
    assert s.units["u1"].orders == 1 and s.units["u1"].ordered_by == "h"


def test_order_fails_when_the_roll_is_over_and_a_first_order_still_allows_half_pace():
    s = make(char("Hero", 900, 600, id="h"))
    ev = act(s, Order("h", ("u1",)), [5, 4])
    (e,) = of_type(ev, "OrderFailed")
    assert "it may still move at half pace" in e.consequence
    assert s.command.pending.kind == "half"
    assert s.characters["h"].failed and s.units["u1"].order_failed


def test_a_failed_hero_gives_no_more_orders_but_other_characters_may():
    s = make(char("Hero", 900, 600, id="h"), char("General", 700, 600, id="g"), units0=(HALB, SPEAR))
    act(s, Order("h", ("u1",)), [5, 5])
    act(s, Hold(("u1",)))
    assert s.check(Order("h", ("u2",))) == ["Hero has failed an order and can give no more this phase"]
    assert s.check(Order("g", ("u2",))) == []


def test_a_failed_unit_takes_no_more_orders_from_anyone():
    s = make(char("Hero", 900, 600, id="h"), char("General", 700, 600, id="g"))
    act(s, Order("h", ("u1",)), [5, 5])
    act(s, Hold(("u1",)))
    reasons = s.check(Order("g", ("u1",)))
    assert "Halberdiers failed an order this turn and can take no more" in reasons


def test_the_generals_failure_ends_all_orders_this_phase():
    s = make(char("General", 900, 600, id="g"), char("Hero", 700, 600, id="h"), units0=(HALB, SPEAR))
    ev = act(s, Order("g", ("u1",)), [5, 5])
    assert "no more orders this phase" in of_type(ev, "OrderFailed")[0].consequence
    act(s, Hold(("u1",)))
    assert s.check(Order("h", ("u2",))) == [
        "the General has failed an order: no character may give more orders this phase"
    ]


def test_a_double_six_always_fails_and_a_generals_twelve_allows_no_half_pace():
    s = make(char("General", 900, 600, id="g"))
    ev = act(s, Order("g", ("u1",)), [6, 6])
    (e,) = of_type(ev, "OrderFailed")
    assert "no half-pace move" in e.consequence
    assert s.command.pending is None
    assert of_type(ev, "Blunder") == []


def test_second_order_costs_one_and_third_costs_two():
    s = make(char("General", 900, 600, id="g"))
    act(s, Order("g", ("u1",)), [1, 1])
    act(s, Hold(("u1",)))
    ev = act(s, Order("g", ("u1",)), [1, 1])
    assert of_type(ev, "OrderIssued")[0].target == 8
    act(s, Hold(("u1",)))
    ev = act(s, Order("g", ("u1",)), [1, 1])
    e = of_type(ev, "OrderIssued")[0]
    assert e.target == 7 and e.nth == 3
    assert [m.rule for m in e.modifiers] == ["command.penalty.third_order"]
    act(s, Hold(("u1",)))
    assert "Halberdiers has had three orders this turn, the most any unit may have" in s.check(Order("g", ("u1",)))


def test_one_character_per_unit_per_turn():
    s = make(char("General", 900, 600, id="g"), char("Hero", 700, 600, id="h"))
    act(s, Order("h", ("u1",)), [1, 1])
    act(s, Hold(("u1",)))
    reasons = s.check(Order("g", ("u1",)))
    assert "Halberdiers has taken orders from Hero this turn; one character per unit per turn" in reasons


def test_finish_one_unit_before_ordering_the_next():
    s = make(char("General", 800, 600, id="g"), units0=(HALB, SPEAR))
    act(s, Order("g", ("u1",)), [1, 1])
    act(s, Hold(("u1",)))
    act(s, Order("g", ("u2",)), [1, 1])
    act(s, Hold(("u2",)))
    assert s.check(Order("g", ("u1",))) == ["Halberdiers can take no more orders this turn"]


def test_finish_one_character_before_the_next():
    s = make(char("General", 800, 600, id="g"), char("Hero", 700, 600, id="h"), units0=(HALB, SPEAR))
    act(s, Order("h", ("u1",)), [1, 1])
    act(s, Hold(("u1",)))
    act(s, Order("g", ("u2",)), [1, 1])
    act(s, Hold(("u2",)))
    assert s.check(Order("h", ("u1",))) == [
        "Hero has finished giving orders; a character cannot start again after another has ordered"
    ]


def test_a_move_owed_must_be_settled_before_the_next_order():
    s = make(char("General", 800, 600, id="g"), units0=(HALB, SPEAR))
    act(s, Order("g", ("u1",)), [1, 1])
    assert s.check(Order("g", ("u2",))) == ["finish the move of the unit already ordered first"]


def test_distance_penalty_is_minus_one_per_full_20cm_beyond_the_first():
    assert [distance_penalty(d) for d in (0, 200, 201, 399, 400, 401, 650)] == [0, 0, 1, 1, 1, 2, 3]


def test_distance_is_measured_between_closest_points():
    # Hero's top edge at y 790, the unit's bottom edge at y 510: 28 cm, so -1.
    s = make(char("Hero", 900, 800, id="h"))
    t = order_target(s, s.characters["h"], [s.units["u1"]])
    assert round(t.distance_mm) == 280
    assert [(m.rule, m.value) for m in t.modifiers] == [("command.penalty.distance", -1)]


def test_a_hero_orders_within_60cm_only():
    s = make(char("Hero", 900, 1130, id="h"))
    assert s.check(Order("h", ("u1",))) == ["Halberdiers is 61 cm away; heroes order within 60 cm"]


def test_a_refusal_never_rounds_the_distance_onto_the_limit_it_breaks():
    # Corner to corner 0.4 cm across and 60 cm down: 60.0013 cm, past the Hero's 60 cm by a hair.
    s = make(char("Hero", 984, 1120, id="h"))
    assert s.check(Order("h", ("u1",))) == ["Halberdiers is just over 60 cm away; heroes order within 60 cm"]
    # 7 cm across and 60 cm down: 60.41 cm.
    s = make(char("Hero", 1050, 1120, id="h"))
    assert s.check(Order("h", ("u1",))) == ["Halberdiers is 60.4 cm away; heroes order within 60 cm"]


def test_the_distance_penalty_names_a_distance_inside_the_band_it_charges_for():
    s = make(char("General", 984, 1120, id="g"))
    t = order_target(s, s.characters["g"], [s.units["u1"]])
    assert [(m.value, m.label) for m in t.modifiers] == [(-3, "distance just over 60 cm")]
    s = make(char("General", 980, 1120, id="g"))
    t = order_target(s, s.characters["g"], [s.units["u1"]])
    assert [(m.value, m.label) for m in t.modifiers] == [(-2, "distance 60 cm")]


def test_a_wizard_orders_within_20cm_only():
    s = make(char("Wizard", 900, 740, id="w"))
    assert s.check(Order("w", ("u1",))) == ["Halberdiers is 22 cm away; wizards order within 20 cm"]
    s = make(char("Wizard", 900, 700, id="w"))
    assert s.check(Order("w", ("u1",))) == []


def test_the_general_orders_across_the_whole_table():
    s = make(char("General", 100, 1150, id="g"))
    t = order_target(s, s.characters["g"], [s.units["u1"]])
    assert s.check(Order("g", ("u1",))) == []
    assert t.modifiers[0].rule == "command.penalty.distance"


def test_enemy_within_20cm_costs_one_even_unseen_but_enemy_characters_never_count():
    near = unit("Orc Warriors", 900, 320, 180, id="o1")  # front edge 330: 16 cm from the Halberdiers' 490
    s = make(char("General", 900, 600, id="g"), units1=(near,))
    t = order_target(s, s.characters["g"], [s.units["u1"]])
    assert [m.rule for m in t.modifiers] == ["command.penalty.enemy_near"]
    s = battle(
        [HALB], [FAR_ORCS], [char("General", 900, 600, id="g")], [char("Orc General", 900, 420, id="oc")], step="orders"
    )
    assert order_target(s, s.characters["g"], [s.units["u1"]]).modifiers == ()


def test_dense_terrain_costs_one():
    wood = terrain("t1", "wood", [(940, 450), (1100, 450), (1100, 560), (940, 560)], "Old Wood")
    s = make(char("General", 900, 600, id="g"), terrain_pieces=[wood])
    (m,) = order_target(s, s.characters["g"], [s.units["u1"]]).modifiers
    assert (m.rule, m.value, m.label) == ("command.penalty.dense_terrain", -1, "in dense terrain (Old Wood)")


def test_each_stand_lost_costs_one():
    s = make(char("General", 900, 600, id="g"), units0=(unit("Halberdiers", 900, 500, id="u1", size=1),))
    (m,) = order_target(s, s.characters["g"], [s.units["u1"]]).modifiers
    assert (m.rule, m.value) == ("command.penalty.casualties", -2)


def test_you_must_be_crazy_penalties_stay_with_the_unit():
    s = make(char("General", 900, 600, id="g"), units0=(unit("Halberdiers", 900, 500, id="u1", blunder_penalty=2),))
    (m,) = order_target(s, s.characters["g"], [s.units["u1"]]).modifiers
    assert (m.rule, m.value) == ("command.penalty.blunder", -2)


def test_penalties_add_up_and_are_narrated_with_their_sources():
    near = unit("Orc Warriors", 900, 320, 180, id="o1")
    s = make(char("Hero", 900, 800, id="h"), units1=(near,))
    act(s, Order("h", ("u1",)), [1, 1])
    act(s, Hold(("u1",)))
    ev = act(s, Order("h", ("u1",)), [5, 4])
    assert of_type(ev, "OrderFailed")[0].text() == (
        "Hero orders Halberdiers (2nd order): Command 8, -1 distance 28 cm, -1 second order, -1 enemy within 20 cm: "
        "needs 5 or less; rolled 5+4 = 9: fails; it does not move; the Hero can give no more orders"
    )


def test_engaged_and_confused_units_cannot_be_ordered():
    s = make(char("General", 900, 600, id="g"), units0=(unit("Halberdiers", 900, 500, id="u1", confused=True),))
    assert s.check(Order("g", ("u1",))) == ["Halberdiers is confused and cannot be ordered"]
    s.units["u1"].confused = False
    s.units["u1"].engaged = True
    assert s.check(Order("g", ("u1",))) == ["Halberdiers is engaged in combat and cannot be ordered"]
