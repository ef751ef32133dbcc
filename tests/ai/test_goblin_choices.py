"""The computer opponents with the Goblins: the Pump Wagon is pumped along (it takes no orders) and the Shamans'
Mork Save Uz! shields an unarmoured herd within the enemy's reach."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Cast, Order
from game.core.dice import ScriptedDice
from game.core.specials.goblins import PumpWagon
from tests.core.specials.test_goblins import goblins
from tests.helpers import act, char, unit


def _agent():
    return make_agent("cautious:normal", 0, 1)


def test_goblin_ai_pumps_the_wagon_and_never_orders_it():
    s = goblins([unit("Pump Wagon", 900, 1000, id="w")], [unit("Orc Warriors", 900, 100, 180, id="o")],
                general=("Goblin Warboss", 900, 1100), step="orders")
    action, reason = _agent().choose(s)
    assert action == PumpWagon("w") and reason == "the Pump Wagon's crew pump away: its move costs no order"
    act(s, action, [4])
    for _ in range(6):
        action, _ = _agent().choose(s)
        assert not (isinstance(action, Order) and "w" in action.units)
        if action.kind == "proceed":
            break
        s.apply(action, ScriptedDice([1] * 12))
    assert s.check(PumpWagon("w")) != []


def test_goblin_ai_casts_mork_save_uz_on_a_herd_the_archers_reach():
    # The archers stand beyond Brain Busta's and Gerroff!!!'s reach: the Shaman's best spell is Mork's shield.
    s = goblins([unit("Squig Herd", 900, 900, id="q")], [unit("Goblins", 900, 530, 180, id="archers")],
                [char("Goblin Shaman", 900, 1150, id="sh")])
    action, reason = _agent().choose(s)
    assert action == Cast("sh", "Mork Save Uz!", target="q")
