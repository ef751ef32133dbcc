"""The computer opponents with the Daemons: Summon Daemons on a unit that lost a stand, Frenzy of Chaos and
Daemonic Rage where a fight is on, never a spell that would do nothing."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Cast
from tests.core.magic.common import engage
from tests.core.specials.test_daemons import ORCS, daemons, down_to
from tests.helpers import char, unit

FAR = unit("Orc Warriors", 900, 100, 180, id="o")


def _agent():
    return make_agent("cautious:normal", 0, 1)


def test_daemons_ai_summons_a_stand_back_for_a_unit_that_lost_one():
    s = daemons([unit("Daemon Hordes", 900, 700, id="h"), unit("Daemon Hordes", 600, 700, id="whole")], [FAR],
                [char("Daemon Sorcerer", 900, 850, id="so")])
    down_to(s, "h", 2)
    action, reason = _agent().choose(s)
    assert action == Cast("so", "Summon Daemons", target="h") and "a stand back for" in reason


def test_daemons_ai_casts_nothing_useless_with_no_fight_and_no_loss():
    s = daemons([unit("Daemon Hordes", 900, 700, id="h")], [FAR], [char("Daemon Sorcerer", 900, 850, id="so")])
    action, _ = _agent().choose(s)
    assert not (isinstance(action, Cast) and action.spell in ("Summon Daemons", "Frenzy of Chaos", "Daemonic Rage"))


def test_daemons_ai_rages_or_frenzies_a_unit_in_combat():
    s = daemons([unit("Daemon Hordes", 900, 620, id="h")], [ORCS], [char("Daemon Sorcerer", 900, 800, id="so")])
    engage(s, "h", "o")
    action, reason = _agent().choose(s)
    assert isinstance(action, Cast) and action.spell in ("Daemonic Rage", "Frenzy of Chaos")
    assert "Daemon Hordes" in reason
