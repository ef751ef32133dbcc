"""The computer opponents with Kislev: Monster Bear! where the Shaman fights, Freeze on what it can shatter, and
a War Wagon moved only as its rule allows."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Cast, Move
from game.core.command.actions import Order
from game.core.specials.kislev_wagon import LAAGER
from game.core.state import Stand
from tests.core.specials.test_kislev import engaged, kislev
from tests.helpers import act, char, unit


def _agent():
    return make_agent("cautious:normal", 0, 1)


def test_kislev_ai_chills_a_foe_in_combat_then_turns_its_shaman_into_a_bear():
    s = kislev([unit("Axemen", 900, 620, id="a")], [unit("Orc Warriors", 900, 600, 180, id="o")],
               [char("Shaman", 900, 620, id="sh", joined="a")],
               general=char("General", 1100, 800, id="gen", mount="Tzarina"))
    engaged(s, "a", "o")
    action, reason = _agent().choose(s)
    # Chill needs a 4, the bear a 5: the surer spell first, by either caster.
    assert isinstance(action, Cast) and action.spell == "Chill" and action.target == "o"
    act(s, action, [4])
    action, reason = _agent().choose(s)
    assert isinstance(action, Cast) and action.spell == "Monster Bear!" and action.wizard == "sh"
    assert "great bear" in reason


def test_kislev_ai_freezes_a_unit_out_of_the_blasts_reach():
    s = kislev([unit("Axemen", 900, 1000, id="a")], [unit("Goblins", 900, 500, 180, id="g")],
               [char("Shaman", 900, 950, id="sh")])
    action, reason = _agent().choose(s)
    assert action == Cast("sh", "Freeze", target="g") and "shatter" in reason


def test_kislev_ai_rolls_its_wagon_forward_in_column_and_laagers_again_near_the_enemy():
    # Far from the Orcs, laagered: the order's move is a long one, so it goes in column (the rule refuses a
    # laager moving more than 5 cm; before, the computer crept 5 cm at a time).
    s = kislev([unit("War Wagon", 900, 900, id="w")], [unit("Orc Warriors", 900, 250, 180, id="o")],
               general=("General", 900, 1000), step="orders")
    action, reason = _agent().choose(s)
    assert action == Order("gen", ("w",)) and "in column" in reason
    act(s, action, [2, 3])
    action, reason = _agent().choose(s)
    assert isinstance(action, Move) and s.check(action) == [] and reason.endswith("in column")
    act(s, action)
    w = s.units["w"]
    (wx, wy, _), (tx, ty, _) = (st.pose for st in w.stands)
    assert w.flags[LAAGER] == 0 and wx == tx == 900 and wy - ty == 40 and 900 - wy > 150
    # In column 30 cm from the Orcs: a short move, and the team is drawn in beside the wagon.
    s = kislev([unit("War Wagon", 900, 600, id="w")], [unit("Orc Warriors", 900, 250, 180, id="o")],
               general=("General", 900, 1000), step="orders")
    w = s.units["w"]
    w.stands, w.flags[LAAGER] = [Stand(900, 620, 0), Stand(900, 580, 0)], 0
    s.invalidate()
    act(s, Order("gen", ("w",)), [2, 3])
    action, reason = _agent().choose(s)
    assert isinstance(action, Move) and "forming its laager" in reason
    events = act(s, action)
    (wx, wy, _), (tx, ty, _) = (st.pose for st in w.stands)
    assert w.flags[LAAGER] == 1 and wy == ty and abs(tx - wx) == 20
    assert [e.type_name for e in events if e.type_name == "LaagerFormed"] == ["LaagerFormed"]


def test_kislev_ai_moves_its_wagon_in_column_after_a_failed_order():
    s = kislev([unit("War Wagon", 900, 900, id="w")], [unit("Orc Warriors", 900, 250, 180, id="o")],
               general=("General", 900, 1000), step="orders")
    act(s, Order("gen", ("w",)), [5, 6])
    action, reason = _agent().choose(s)
    assert isinstance(action, Move) and reason.endswith("in column")
    act(s, action)
    w = s.units["w"]
    assert w.flags[LAAGER] == 0 and len({st.x for st in w.stands}) == 1 and w.stands[0].y < 900
