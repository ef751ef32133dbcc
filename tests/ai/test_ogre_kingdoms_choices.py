"""The computer opponents with the Ogre Kingdoms: the Gorgers are held back at deployment and brought on by the
Bruiser rather than the Tyrant; a Tyrant with nobody else to call them gives his other orders first and calls
them instead of ending his orders; the Butcher feeds his fighting unit Bull Gorger."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Cast, HoldBack, Infiltrate, Order, Proceed
from game.core.specials.infiltration import HIDDEN
from tests.core.specials.test_ogre_kingdoms import ogres
from tests.helpers import char, unit

ORCS_FAR = unit("Orc Warriors", 900, 150, 180, id="o")


def _agent():
    return make_agent("cautious:normal", 0, 1)


def _hidden_gorgers(units0=(), chars0=(), general=("Tyrant", 1700, 1150)):
    s = ogres([unit("Gorgers", 900, 1000, id="gg"), *units0], [ORCS_FAR], chars0, general=general, step="orders")
    s.units["gg"].flags[HIDDEN] = 1
    s.units["gg"].off_table = True
    s.invalidate()
    return s


def test_ogre_ai_holds_the_gorgers_back_at_deployment():
    from tests.core.deployment.helpers import ORCS, deploying, roster

    s = deploying(roster("ogre_kingdoms", ["Gorgers", "Bull Ogres", "Bull Ogres"], ["Tyrant"]), ORCS)
    action, reason = _agent().choose(s)
    assert action == HoldBack("u1")
    assert reason == "hidden troops can appear later where the enemy does not expect them"


def test_ogre_ai_calls_the_gorgers_with_the_bruiser_not_the_tyrant():
    s = _hidden_gorgers(chars0=[char("Bruiser", 1300, 1100, id="br")])
    action, reason = _agent().choose(s)
    assert isinstance(action, Infiltrate) and action.character == "br"
    assert reason == "the hidden troops appear as close to the enemy as the rules allow at fair odds"


class _Ones:
    """Every die a 1: each order passes."""

    def roll(self, count: int, sides: int, purpose: str) -> tuple[int, ...]:
        return (1,) * count


def test_ogre_ai_tyrant_alone_orders_his_mobs_first_and_calls_the_gorgers_last():
    # Bull Ogres 35 cm from the Orcs: an order to go at them is worth giving, and only the Tyrant may call the Gorgers.
    s = _hidden_gorgers([unit("Bull Ogres", 900, 520, id="b")], general=("Tyrant", 900, 640))
    agent, dice, kinds = _agent(), _Ones(), []
    while s.step == "orders" and s.active == 0 and len(kinds) < 30:
        action, _ = agent.choose(s)
        kinds.append(action.kind)
        s.apply(action, dice)
    assert kinds[0] == Order.kind and Infiltrate.kind in kinds
    assert kinds.index(Infiltrate.kind) > kinds.index(Order.kind) and kinds[-1] == Proceed.kind
    assert not s.units["gg"].off_table


def test_ogre_ai_butcher_feeds_his_fighting_unit_bull_gorger():
    s = ogres([unit("Bull Ogres", 900, 630, id="b")], [unit("Orc Warriors", 900, 600, 180, id="o")],
              [char("Butcher", 900, 640, id="bu")])
    s.characters["bu"].joined = "b"
    s.units["b"].engaged = s.units["o"].engaged = True
    s.invalidate()
    action, reason = _agent().choose(s)
    assert action == Cast("bu", "Bull Gorger", target="b")
    assert reason.endswith("Bull Ogres fights with +1 Attack")
