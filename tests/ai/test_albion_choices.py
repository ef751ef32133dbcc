"""The computer opponents with Albion: the Druid summons the Fenbeast into a fight where he can, or within his
own reach, and the Fenbeast is ordered by the Druid, the only character it heeds."""

from __future__ import annotations

import math

from game.ai.agents import make_agent
from game.core import Order
from game.core.magic import Cast
from tests.core.magic.common import engage
from tests.core.specials.test_albion import albion, druid
from tests.helpers import act, unit


def test_albion_ai_summons_the_fenbeast_into_a_fight_in_reach() -> None:
    s = albion([unit("Warriors", 780, 630, id="w")], [unit("Orc Warriors", 780, 600, 180, id="o")], [druid()])
    engage(s, "w", "o")
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    assert isinstance(action, Cast) and action.spell == "Summon Fenbeast"
    assert reason.endswith("a Fenbeast rises in the fight with Orc Warriors")
    act(s, action, [6])
    assert s.units["fenbeast1"].engaged


def test_albion_ai_summons_the_fenbeast_where_the_druid_can_order_it_next_turn() -> None:
    s = albion([], [unit("Orc Warriors", 900, 300, 180, id="o")], [druid(900, 900)])
    action, _ = make_agent("cautious:normal", 0, 1).choose(s)
    assert isinstance(action, Cast) and action.spell == "Summon Fenbeast"
    assert math.dist((action.x, action.y), (900, 900)) <= 200


def test_albion_ai_orders_the_fenbeast_with_the_druid() -> None:
    s = albion([unit("Fenbeast", 900, 800, id="fb")], [unit("Orc Warriors", 900, 500, 180, id="o")],
               [druid(900, 950)], general=("General", 1000, 950), step="orders")
    action, reason = make_agent("cunning:normal", 0, 1).choose(s)
    assert action == Order("d", ("fb",))
    assert reason.startswith("Druid orders Fenbeast")
