"""The computer opponents with a Regiment of Renown: Asarnil's Dragon breathes whenever it may (the breath costs
nothing and its target is set by the rules), and a Tomb King's bonus is never offered for a hired regiment."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core.specials.zombie_dragon import Breathe
from tests.core.specials.test_renown_asarnil import _game
from tests.core.specials.test_renown_friendly_effects import _game as _hiring


def test_the_computer_has_asarnils_dragon_breathe_at_the_closest_enemy() -> None:
    s = _game()
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    assert action == Breathe("as", "o")
    assert reason == "the Dragon breathes fire: 3 attacks that cost nothing, at the closest enemy within 20 cm"


def test_the_tomb_kings_bonus_is_never_offered_for_a_regiment() -> None:
    from game.core.specials.tomb_king import legal_bonus

    s = _hiring("tomb_kings", "Skeletons", [], "Tomb King", step="fight")
    for uid in ("own", "ror"):
        s.units[uid].engaged = True
    king = s.characters["gen"]
    king.x, king.y = 1000, 800
    assert [a.unit for a in legal_bonus(s)] == ["own"]


def test_light_of_battle_is_not_worth_casting_for_a_regiment_alone() -> None:
    from game.ai.planner import Ctx
    from game.ai.plans.battle import _spell_value
    from game.ai.scripted import ScriptedAgent
    from game.core.magic import Cast
    from tests.helpers import char

    s = _hiring("high_elves", "Spearmen", [char("Wizard", 1000, 800, id="m")], "General")
    s.units["ror"].engaged = True
    agent = ScriptedAgent(0, 1, "aggressive", "normal")
    ctx = Ctx(s, 0, agent.persona, agent.level, agent.dice, {})
    assert _spell_value(ctx, Cast("m", "Light of Battle"))[0] == 0
    s.units["own"].engaged = True
    s._cache.clear()  # the computer's view of the table is kept with the state
    ctx = Ctx(s, 0, agent.persona, agent.level, agent.dice, {})
    assert _spell_value(ctx, Cast("m", "Light of Battle")) == (3.0, "an extra die for Spearmen")
