"""The computer opponents with the Dogs of War: the Pay Wagon is opened with the enemy near, and not before, and
the Ogres charge Men on initiative when they must."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import SoundHorn
from tests.core.specials.test_dogs_of_war import dogs
from tests.helpers import char, unit

WAGON = char("Paymaster", 900, 1000, id="pm", mount="Pay Wagon")


def _agent():
    return make_agent("cautious:normal", 0, 1)


def test_dogs_of_war_ai_opens_the_pay_wagon_with_the_enemy_near_and_not_before():
    near = dogs([unit("Swordsmen", 900, 900, id="c")], [unit("Orc Warriors", 900, 500, 180, id="o")], [WAGON],
                step="orders")
    action, reason = _agent().choose(near)
    assert action == SoundHorn("pm", "pay_wagon")
    assert reason == "the enemy is near: the +1 helps every order Paymaster gives this turn"
    far = dogs([unit("Swordsmen", 900, 900, id="c")], [unit("Orc Warriors", 900, 100, 180, id="o")], [WAGON],
               step="orders")
    assert _agent().choose(far)[0] != SoundHorn("pm", "pay_wagon")


def test_dogs_of_war_ai_sends_the_ogres_at_men_on_initiative():
    s = dogs([unit("Ogres", 900, 760, id="og1")], [unit("Halberdiers", 900, 600, 180, id="h")], step="initiative",
             army1="empire")
    action, _ = _agent().choose(s)
    assert (action.kind, getattr(action, "unit", None), getattr(action, "target", None)) == (
        "initiative_charge", "og1", "h")
