"""The computer opponents with Nippon: the Shrine is invoked when it may be, a blunder's -1 Command goes to the
Samurai as the Shogun demands, and the Mikata charge as they must."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import BlunderChoice, InitiativeCharge, Order, StrikeAnvil
from tests.core.specials.test_nippon import nippon
from tests.helpers import act, char, unit

FAR = unit("Orc Warriors", 900, 100, 180, id="o")


def _agent():
    return make_agent("cautious:normal", 0, 1)


def test_nippon_ai_invokes_the_shrine_in_its_shooting_phase():
    s = nippon([unit("Samurai", 900, 700, id="s")], [FAR], [char("Shugenja", 900, 800, id="sg", mount="Shrine")])
    action, reason = _agent().choose(s)
    assert action == StrikeAnvil("sg") and "Shrine" in reason


def test_nippon_ai_gives_the_blunder_penalty_to_a_samurai_unit():
    s = nippon([unit("Samurai", 900, 700, id="s1"), unit("Ashigaru", 1020, 700, id="a"),
                unit("Samurai", 1140, 700, id="s2")], [FAR], [char("Daimyo", 1020, 800, id="d")], step="orders")
    act(s, Order("d", ("s1", "a", "s2")), [6, 6, 1])
    action, _ = _agent().choose(s)
    assert isinstance(action, BlunderChoice) and action.unit in ("s1", "s2")


def test_nippon_ai_charges_with_mikata_on_initiative():
    s = nippon([unit("Mikata", 900, 760, id="m")], [unit("Orc Warriors", 900, 600, 180, id="o")], step="initiative")
    action, _ = _agent().choose(s)
    assert action == InitiativeCharge("m", "o")
