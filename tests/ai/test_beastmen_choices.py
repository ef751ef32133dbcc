"""The computer opponents with the Beastmen: the Bray Shaman's Power of Herd is cast on a herd in combat, and
Traitor Kin on enemy beasts about to reach his lines."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Cast
from tests.core.specials.test_beastmen import beastmen
from tests.helpers import char, unit


def _agent():
    return make_agent("cautious:normal", 0, 1)


def test_beastmen_ai_casts_power_of_herd_with_gor_in_combat():
    s = beastmen([unit("Gor", 900, 630, id="g")], [unit("Orc Warriors", 900, 610, 180, id="o")],
                 [char("Bray Shaman", 900, 800, id="sh")])
    s.units["g"].engaged = s.units["o"].engaged = True
    action, reason = _agent().choose(s)
    assert isinstance(action, Cast) and action.spell == "Power of Herd"


def test_beastmen_ai_turns_boar_riders_near_its_lines_with_traitor_kin():
    s = beastmen([unit("Gor", 900, 900, id="g")], [unit("Boar Riders", 900, 650, 180, id="boar")],
                 [char("Bray Shaman", 900, 950, id="sh")])
    action, reason = _agent().choose(s)
    assert isinstance(action, Cast) and action.spell == "Traitor Kin" and action.target == "boar"
