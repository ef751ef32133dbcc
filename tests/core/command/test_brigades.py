"""Brigades: up to four touching units, one order, one roll (digest 2.7)."""

from game.core import PendingMove
from game.core.command.actions import Hold, Move, Order
from game.core.command.penalties import order_target
from tests.helpers import act, battle, char, of_type, unit

# Three Empire units side by side, touching: x 780-900, 900-1020 (line of 3 x 40), and Knights beyond.
A = unit("Halberdiers", 840, 700, id="a")
B = unit("Crossbowmen", 960, 700, id="b")
C = unit("Halberdiers", 1080, 700, id="c", name="Second Halberdiers")
LONE = unit("Halberdiers", 400, 700, id="lone", name="Lone Halberdiers")
ORCS = unit("Orc Warriors", 900, 100, 180, id="o1")


def make(*units0, chars=(), **kw):
    return battle(
        list(units0),
        [ORCS],
        [char("General", 960, 800, id="g"), *chars],
        [char("Orc General", 1700, 60, id="oc")],
        step="orders",
        **kw,
    )


def shifted(s, uid, dy):
    return tuple((st.x, st.y + dy, st.facing) for st in s.units[uid].stands)


def test_touching_units_take_one_order_with_one_roll():
    s = make(A, B, C)
    ev = act(s, Order("g", ("a", "b", "c")), [2, 3])
    (e,) = of_type(ev, "OrderIssued")
    assert e.unit_names == "the brigade of Halberdiers, Crossbowmen and Second Halberdiers"
    assert s.command.pending.units == ("a", "b", "c")


def test_units_not_touching_when_orders_began_cannot_brigade():
    s = make(A, LONE)
    # The refusal names the unit that is apart, and what it does not touch.
    assert s.check(Order("g", ("a", "lone"))) == [
        "Lone Halberdiers does not touch Halberdiers: brigaded units must have been touching as one body "
        "when the Orders sub-phase began"
    ]


def test_a_brigade_has_at_most_four_units():
    units = [unit("Halberdiers", 300 + 120 * i, 700, id=f"h{i}", name=f"H{i}") for i in range(5)]
    s = make(*units)
    assert s.check(Order("g", tuple(f"h{i}" for i in range(5)))) == ["a brigade has at most 4 units"]
    assert s.check(Order("g", tuple(f"h{i}" for i in range(4)))) == []


def test_brigade_penalties_take_the_most_distant_unit_and_the_worst_casualties():
    worn = unit("Halberdiers", 1080, 700, id="c", size=2, name="Worn Halberdiers")
    s = make(A, B, worn, chars=(char("Hero", 700, 1000, id="h"),))
    t = order_target(s, s.characters["h"], [s.units[u] for u in ("a", "b", "c")])
    rules = {m.rule: m.value for m in t.modifiers}
    # The Hero's corner (720, 990) to the far unit's nearest corner (1040, 710): 42.5 cm -> -2.
    assert rules == {"command.penalty.distance": -2, "command.penalty.casualties": -1}
    assert round(t.distance_mm) == 425


def test_a_brigade_moves_together_and_must_end_touching():
    s = make(A, B)
    act(s, Order("g", ("a", "b")), [2, 3])
    assert s.check(Move(("a", "b"), (shifted(s, "a", -200), shifted(s, "b", -200)))) == []
    split = s.check(Move(("a", "b"), (shifted(s, "a", -200), shifted(s, "b", -100))))
    assert split == ["a brigade must end touching as one body (only charging units may leave it)"]
    assert s.check(Move(("a",), (shifted(s, "a", -200),))) == [
        "move all of Halberdiers, Crossbowmen together (units that charge go first, one at a time)"
    ]


def test_a_failed_brigade_order_fails_for_every_unit():
    s = make(A, B)
    act(s, Order("g", ("a", "b")), [6, 5])
    assert s.units["a"].order_failed and s.units["b"].order_failed
    assert s.command.pending == PendingMove(("a", "b"), "half", "g")


def test_later_orders_may_go_to_part_of_the_brigade_and_the_original_brigade_is_finished_first():
    s = make(A, B, C, LONE)
    act(s, Order("g", ("a", "b", "c")), [1, 2])
    act(s, Hold(("a", "b", "c")))
    act(s, Order("g", ("a", "b")), [1, 2])
    act(s, Hold(("a", "b")))
    act(s, Order("g", ("c",)), [1, 2])  # the rest of the brigade, on its own
    act(s, Hold(("c",)))
    # Having moved on from Halberdiers + Crossbowmen, the General cannot go back to them.
    assert s.check(Order("g", ("a",))) == ["Halberdiers can take no more orders this turn"]
    act(s, Order("g", ("lone",)), [1, 2])
    act(s, Hold(("lone",)))
    assert s.check(Order("g", ("c",))) == ["Second Halberdiers can take no more orders this turn"]


def test_trolls_double_the_distance_penalty_of_their_brigade():
    trolls = unit("Trolls", 900, 300, 0, id="t1")
    goblins = unit("Goblins", 1020, 300, 0, id="g1")
    s = battle(
        [unit("Halberdiers", 900, 1000, id="h1")],
        [trolls, goblins],
        [char("General", 200, 1150, id="g")],
        [char("Orc General", 900, 650, id="oc")],
        step="orders",
        first=1,
    )
    t = order_target(s, s.characters["oc"], [s.units["t1"], s.units["g1"]])
    (m,) = t.modifiers
    # 29 cm from the Orc General's top edge (640) to the units' bottom edge (310) plus: -1, doubled to -2.
    assert m.rule == "command.penalty.distance" and m.value == -2
