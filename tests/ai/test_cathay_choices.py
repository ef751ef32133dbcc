"""The computer opponents with Cathay: Glory of Cathay gives Crossbows that have shot a second volley, and
Terracotta Warriors are ordered by the Sorcerer, the only character they heed."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Cast, Order, Shoot
from tests.core.specials.test_cathay import FAR_ORCS, cathay, line
from tests.helpers import act, char, unit


def test_cathay_ai_lays_glory_of_cathay_on_crossbows_that_have_shot() -> None:
    s = cathay([unit("Crossbows", 1000, 800, id="cb")], [unit("Goblins", 1000, 600, 180, id="g")],
               [char("Sorcerer", 1000, 880, id="so")])
    act(s, Shoot("cb", "g"), [1, 1, 1])
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    assert action == Cast("so", "Glory of Cathay", target="cb")
    assert reason.endswith("Crossbows shoots once more")


def test_cathay_ai_orders_terracotta_warriors_only_through_the_sorcerer() -> None:
    s = cathay(line("Terracotta Warriors", "Terracotta Warriors"), [FAR_ORCS], [char("Sorcerer", 360, 830, id="so")],
               general=("General", 360, 900), step="orders")
    clay = {"u0", "u1"}
    offered = [a for a in s.legal_actions() if isinstance(a, Order) and clay & set(a.units)]
    assert offered and {a.character for a in offered} == {"so"}
    action, _ = make_agent("cautious:normal", 0, 1).choose(s)
    assert isinstance(action, Order) and action.character == "so" and set(action.units) == clay
