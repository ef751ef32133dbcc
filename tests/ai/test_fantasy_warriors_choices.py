"""The computer opponents under the Fantasy Warriors rules: a speech when the odds favour it, the war chant
only at night, when blood lust is likelier than failure."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Chant, FwReady, Speech
from game.core.modules import compose
from tests.helpers import act, battle, char, unit

FW = compose(["fantasy-warriors"])
NIGHT = compose(["fantasy-warriors"], {"fw-states": {"night": True}})


def test_fw_opponent_speaks_to_its_generals_contingent_when_the_odds_favour_it() -> None:
    # Empire General, Command 9: 1D6 + 4 + 1 for his own unit gives 6 to 11, a third of it legendary.
    s = battle(
        [unit("Halberdiers", 700, 900, id="h1"), unit("Halberdiers", 900, 900, id="h2"),
         unit("Crossbowmen", 1500, 900, id="x1")],
        [unit("Goblins", 900, 300, 180, id="g1")],
        [char("General", 800, 1000, id="g"), char("Hero", 1500, 1000, id="hero")],
        [char("Goblin Hero", 900, 200, id="gh"), char("Orc General", 900, 100, id="og")],
        step=None,
        ruleset=FW,
    )
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    assert isinstance(action, Speech) and action.unit in ("h1", "h2")
    assert "likelier to inspire than to shake" in reason


def test_fw_opponent_chants_only_at_night() -> None:
    def goblins(rules: object) -> object:
        s = battle(
            [unit("Goblins", 700, 900, id="g1"), unit("Goblins", 1100, 900, id="g2")],
            [unit("Halberdiers", 900, 250, 180, id="h1")],
            [char("Orc General", 900, 1000, id="og")],
            [char("General", 900, 120, id="eg")],
            armies0="orcs", armies1="empire", step=None, ruleset=rules,
        )
        act(s, FwReady(0))
        act(s, FwReady(1))
        return s

    day = goblins(FW)
    action, _ = make_agent("aggressive:normal", 0, 1).choose(day)
    assert not isinstance(action, Chant)
    night = goblins(NIGHT)
    action, reason = make_agent("aggressive:normal", 0, 1).choose(night)
    assert action == Chant(True) and "blood lust" in reason


def _goblins_shoot(target: object, volleys: int = 2, turn: int = 1) -> object:
    s = battle(
        [unit("Goblins", 900, 700, id="g1", bought=(("poisoned_volleys", volleys),)),
         unit("Orc Warriors", 150, 1100, id="spare")],
        [target], [char("Orc General", 300, 1150, id="og")], [char("General", 1700, 60, id="eg")],
        armies0="orcs", armies1="empire", step="shoot", ruleset=compose(["fw-poisoned-arrows"]),
    )
    s.turn = turn
    return s


def test_fw_opponent_poisons_a_good_volley_at_an_armoured_target() -> None:
    from game.core import PoisonVolley

    s = _goblins_shoot(unit("Knights", 900, 580, 180, id="k"))
    action, reason = make_agent("cautious:normal", 0, 0).choose(s)
    assert action == PoisonVolley("g1") and "poisons its volley at Knights" in reason


def test_fw_opponent_keeps_its_poison_for_a_target_without_a_save_and_a_weak_shot() -> None:
    from game.core import Shoot

    # Flagellants have no save: poison would do nothing, so the Goblins shoot plain arrows.
    s = _goblins_shoot(unit("Flagellants", 900, 580, 180, id="f"))
    action, _ = make_agent("cautious:normal", 0, 0).choose(s)
    assert isinstance(action, Shoot)


def test_fw_opponent_uses_up_its_volleys_when_turns_run_short() -> None:
    from game.core import PoisonVolley

    # One Goblin stand left: well under a hit expected, but 2 volleys and 2 turns left, so it poisons.
    s = _goblins_shoot(unit("Knights", 900, 580, 180, id="k"), volleys=2, turn=7)
    s.units["g1"].stands = s.units["g1"].stands[:1]
    action, reason = make_agent("cautious:normal", 0, 0).choose(s)
    assert action == PoisonVolley("g1") and "2 left and only 2 turns" in reason


def test_fw_opponent_sets_its_bowmen_up_forwards_in_the_wood_then_gets_ready() -> None:
    from game.core import SetUpForwards
    from game.core.deployment.order import DeployOrder, deployment_kept
    from tests.helpers import terrain

    wood = terrain("wood", "wood", [(700, 650), (1100, 650), (1100, 850), (700, 850)], "Athel Loren")
    s = battle(
        [unit("Glade Guard", 900, 1100, id="gg"), unit("Eternal Guard", 500, 1100, id="eg")],
        [unit("Orc Warriors", 900, 100, 180, id="o")],
        [char("General", 700, 1160, id="g")], [char("Orc General", 900, 40, id="og")],
        armies0="wood_elves", armies1="orcs", step=None, terrain_pieces=[wood],
        ruleset=compose(["fw-tricks", "fw-speeches"]),
    )
    deployment_kept(s).order = DeployOrder(0, None, "units")
    agent = make_agent("cautious:normal", 0, 0)
    action, reason = agent.choose(s)
    # The Glade Guard shoot: into the wood, at its spot nearest the enemy; the Eternal Guard stay.
    assert isinstance(action, SetUpForwards) and (action.unit, action.y) == ("gg", 700)
    assert reason == "Glade Guard set up forwards in the wood, to shoot from the trees"
    act(s, action)
    action, _ = agent.choose(s)
    assert not isinstance(action, SetUpForwards)
