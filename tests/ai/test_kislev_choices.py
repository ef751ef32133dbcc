"""The computer opponents with Kislev: Monster Bear! where the Shaman fights, Freeze on what it can shatter, and
a War Wagon moved only as its rule allows."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Cast, Move
from game.core.command.actions import Order
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


def test_kislev_ai_moves_its_wagon_only_as_the_rule_allows():
    s = kislev([unit("War Wagon", 900, 900, id="w")], [unit("Orc Warriors", 900, 200, 180, id="o")],
               general=("General", 900, 1000), step="orders")
    act(s, Order("gen", ("w",)), [2, 3])
    action, _ = _agent().choose(s)
    assert s.check(action) == []
    if isinstance(action, Move):
        act(s, action)
        w = s.units["w"]
        xs, ys = {st.x for st in w.stands}, {st.y for st in w.stands}
        assert w.flags["laager"] == 1 or len(xs) == 1 or len(ys) == 1
