"""Roads (digest 8, 2.4): a column on a road moves as over open ground and earns +1 on its next order."""

from game.core.command.actions import Move, Order
from game.core.command.penalties import order_target
from tests.helpers import act, battle, char, terrain, unit

ROAD = terrain("road", "road", [(880, 100), (920, 100), (920, 1100), (880, 1100)], "Old Road")
WOOD = terrain("wood", "wood", [(700, 450), (1100, 450), (1100, 650), (700, 650)], "Drakwald")
COLUMN = unit("Knights", 900, 800, formation="column", id="k")  # three stands, x 890-910, y 700-820


def make(pieces=(ROAD, WOOD), knights=COLUMN):
    s = battle(
        [knights],
        [unit("Orc Warriors", 1600, 100, 180, id="o")],
        [char("General", 1000, 1100, id="g")],
        [char("Orc General", 1700, 60, id="oc")],
        terrain_pieces=list(pieces),
        step="orders",
    )
    act(s, Order("g", ("k",)), [1, 1])
    return s


def north(s, uid, mm):
    return (tuple((x, y - mm, f) for x, y, f in (st.pose for st in s.units[uid].stands)),)


def test_road_a_column_on_a_road_through_a_wood_moves_as_over_open_ground():
    s = make()
    assert s.check(Move(("k",), north(s, "k", 300))) == []
    act(s, Move(("k",), north(s, "k", 300)))
    assert [st.pose for st in s.units["k"].stands][0] == (900, 460, 0)  # its front stand in the wood


def test_road_without_the_road_the_wood_keeps_the_cavalry_out():
    s = make(pieces=(WOOD,))
    assert s.check(Move(("k",), north(s, "k", 300))) == [
        "a stand would end in Drakwald: cavalry cannot enter wood"
    ]


def test_road_a_line_on_the_road_gets_no_help_from_it():
    line = unit("Knights", 900, 720, id="k")  # three stands side by side, x 870-930
    s = make(knights=line)
    assert s.check(Move(("k",), north(s, "k", 200)))[0].startswith("a stand would end in Drakwald")


def test_road_a_whole_move_along_a_road_gives_plus_1_to_the_next_order():
    s = make()
    act(s, Move(("k",), north(s, "k", 300)))
    t = order_target(s, s.characters["g"], [s.units["k"]])
    assert [(m.value, m.rule) for m in t.modifiers if m.rule != "command.penalty.distance"] == [
        (-1, "command.penalty.second_order"),
        (-1, "command.penalty.dense_terrain"),
        (1, "movement.road"),
    ]


def test_road_a_move_that_leaves_the_road_earns_nothing():
    s = make(pieces=(ROAD,))
    off = (tuple((x + 100, y - 100, f) for x, y, f in (st.pose for st in s.units["k"].stands)),)
    act(s, Move(("k",), off))
    t = order_target(s, s.characters["g"], [s.units["k"]])
    assert not [m for m in t.modifiers if m.rule == "movement.road"]
