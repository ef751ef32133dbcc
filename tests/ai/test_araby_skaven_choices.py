"""The computer opponents with Araby's Mirage and the Skaven's Screaming Bell: the illusion is raised before the
enemy and never traded for a lesser spell, and the Bell goes forward in a brigade with the infantry beside it."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Cast, Order, Proceed
from game.core.specials.araby_mirage import mirage_of
from tests.core.specials.test_araby_mirage import araby, cast
from tests.core.specials.test_skaven_bell import PUSHERS, skaven
from tests.helpers import act


def _agent():
    return make_agent("cautious:normal", 0, 1)


def test_araby_ai_raises_a_mirage_before_the_enemy():
    s = araby()
    action, reason = _agent().choose(s)
    assert isinstance(action, Cast) and action.spell == "Mirage" and not s.check(action)
    assert "phantom host before Boar Riders" in reason


def test_araby_ai_keeps_its_mirage_rather_than_cast_a_lesser_spell():
    s = araby()
    cast(s)
    while s.active == 0:
        act(s, Proceed())
    while not (s.active == 0 and s.step == "shoot"):
        act(s, Proceed())
    action, _ = _agent().choose(s)
    assert not isinstance(action, Cast) and mirage_of(s, "w") is not None


def test_skaven_ai_orders_the_bell_with_the_infantry_pushing_it():
    s = skaven([PUSHERS])
    action, _ = _agent().choose(s)
    assert isinstance(action, Order) and set(action.units) == {"bell", "c"}
