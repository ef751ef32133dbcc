"""The computer opponents with the Norse: the Eye of the Raven's die is rolled again where it pays, the Horn is
sounded with the enemy near, and the Shamans' spells are cast where they count."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Cast, Order, RavenReroll, SoundHorn
from game.core.specials.norse_raven import norse_kept
from tests.core.specials.test_norse import norse
from tests.helpers import act, char, unit

FAR = unit("Orc Warriors", 900, 100, 180, id="o")


def _agent():
    return make_agent("cautious:normal", 0, 1)


def _raven(units0, chars0=()):
    s = norse(units0, [FAR], [char("Hero", 900, 1000, id="h"), *chars0], general=("Jarl", 900, 1000), step="orders")
    norse_kept(s).raven["0"] = 1
    return s


def test_norse_ai_rolls_again_the_high_die_of_a_failed_order():
    s = _raven([unit("Bondsmen", 900, 900, id="c")])
    act(s, Order("gen", ("c",)), [4, 6])
    action, reason = _agent().choose(s)
    # Keeping the 4, any of 1 to 5 passes the Jarl's 9.
    assert action == RavenReroll(1) and reason == "rolling the 6 again passes the order 83% of the time"


def test_norse_ai_rerolls_a_blunder_that_costs_command_and_keeps_a_mild_one():
    s = _raven([unit("Bondsmen", 900, 900, id="c")])
    act(s, Order("h", ("c",)), [6, 6, 1])
    assert _agent().choose(s)[0] == RavenReroll(0)
    s = _raven([unit("Bondsmen", 900, 900, id="c")])
    act(s, Order("h", ("c",)), [6, 6, 5])
    assert _agent().choose(s)[0] == RavenReroll(0, use=False)


def test_norse_ai_sounds_the_horn_with_the_enemy_near_and_not_before():
    near = norse([unit("Bondsmen", 900, 900, id="c")], [unit("Orc Warriors", 900, 500, 180, id="o")],
                 [char("Shaman", 900, 1000, id="sh", mount="Horn of Resounding")], step="orders")
    assert _agent().choose(near)[0] == SoundHorn("sh")
    far = norse([unit("Bondsmen", 900, 900, id="c")], [FAR],
                [char("Shaman", 900, 1000, id="sh", mount="Horn of Resounding")], step="orders")
    assert _agent().choose(far)[0] != SoundHorn("sh")


def test_norse_ai_casts_aspect_of_wulfen_on_a_unit_in_combat():
    s = norse([unit("Bondsmen", 900, 700, id="c")], [unit("Orc Warriors", 900, 680, 180, id="o")],
              [char("Shaman", 900, 800, id="sh")])
    s.units["c"].engaged = s.units["o"].engaged = True
    action, reason = _agent().choose(s)
    assert isinstance(action, Cast) and action.spell == "Aspect of Wulfen" and action.target == "c"


def test_norse_ai_casts_a_failed_spell_again_with_the_raven():
    s = norse([unit("Bondsmen", 900, 700, id="c")], [unit("Orc Warriors", 900, 680, 180, id="o")],
              [char("Shaman", 900, 800, id="sh")])
    s.units["c"].engaged = s.units["o"].engaged = True
    norse_kept(s).raven["0"] = 1
    act(s, Cast("sh", "Aspect of Wulfen", target="c"), [2])
    action, reason = _agent().choose(s)
    assert action == RavenReroll(0) and reason == "the failed spell is cast again: it works 50% of the time"
