"""The computer opponents with the Ninth Age character module: a Hero charges an enemy lone character alone
when it is worth it, never the General, and every choice is one the rules accept."""

from __future__ import annotations

from game.ai.scripted import ScriptedAgent
from game.core import CharacterCharge
from game.core.modules import compose
from tests.helpers import battle, char, unit

NINTH = compose(["ninth-age-characters"])


def _state(hero: str = "Orc Hero"):  # type: ignore[no-untyped-def]
    """An Orc character 12 cm from a lone Empire Wizard; the Orc Warriors far off."""
    return battle(
        [unit("Orc Warriors", 400, 800, id="o1")],
        [unit("Halberdiers", 1500, 300, 180, id="x1")],
        [char(hero, 900, 700, id="h")],
        [char("Wizard", 900, 560, facing=180, id="w")],
        armies0="orcs",
        armies1="empire",
        ruleset=NINTH,
        step="orders",
    )


def test_the_opponent_sends_a_hero_to_charge_an_enemy_lone_character() -> None:
    s = _state()
    action, reason = ScriptedAgent(0, 1, "aggressive", "hard").choose(s)
    assert action == CharacterCharge("h", "w")
    assert reason.startswith("Orc Hero charges Wizard alone (")
    assert s.check(action) == []


def test_the_opponent_never_sends_its_general_alone() -> None:
    s = _state("Orc General")
    assert CharacterCharge("h", "w") in s.legal_actions()
    action, _ = ScriptedAgent(0, 1, "aggressive", "hard").choose(s)
    assert not isinstance(action, CharacterCharge)
    assert s.check(action) == []


def test_the_opponent_weighs_a_lone_character_fighting_as_a_unit() -> None:
    from game.core.actions import Proceed
    from game.core.combat import Fight
    from game.core.command import Charge, Order
    from tests.helpers import act

    s = battle(
        [unit("Halberdiers", 900, 700, id="u1")],
        [unit("Orc Warriors", 300, 300, 180, id="o1")],
        [char("General", 900, 760, id="g")],
        [char("Orc Hero", 900, 640, facing=180, id="h")],
        ruleset=NINTH,
        step="orders",
    )
    act(s, Order("g", ("u1",)), [1, 1])
    act(s, Charge("u1", "h"), [])
    while s.phase != "combat":
        act(s, Proceed(), [])
    # The Hero's one-stand unit is valued at the Hero's points (80) wherever the opponents weigh units.
    from game.ai.scoring.views import views

    assert views(s)["h-alone"].points == 80
    action, _ = ScriptedAgent(0, 1, "cunning", "normal").choose(s)
    assert action == Fight("h-alone") or action == Fight("u1")
    assert s.check(action) == []


def _alone(*chars: object) -> object:
    """In the Characters step: the Empire's characters far from their one unit (beyond 60 cm), nothing to join."""
    return battle(
        [unit("Halberdiers", 300, 300, id="u1")],
        [unit("Orc Warriors", 1500, 300, 180, id="o1")],
        list(chars),  # type: ignore[arg-type]
        [char("Orc General", 1700, 60, facing=180, id="og")],
        step="characters",
        ruleset=NINTH,
    )


def test_the_opponent_forms_a_unit_of_characters_rather_than_stand_alone() -> None:
    from game.core import JoinCharacter

    for name in ("cunning:normal", "aggressive:hard", "cautious:easy"):
        s = _alone(char("General", 200, 200, id="g"), char("Hero", 1000, 1100, id="h"),
                   char("Wizard", 1200, 1100, id="w"))
        action, reason = ScriptedAgent(0, 1, *name.split(":")).choose(s)
        assert action == JoinCharacter("h", 1160, 1100, 0, "w"), name
        assert reason == "Hero joins Wizard: one unit of characters, not alone"
        assert s.check(action) == []


def test_the_opponent_never_bands_its_general() -> None:
    # The General alone beside the Hero: a unit of characters would tie him to its orders; he is left free.
    s = _alone(char("General", 1200, 1100, id="g"), char("Hero", 1000, 1100, id="h"))
    from game.core import JoinCharacter

    assert any(isinstance(a, JoinCharacter) for a in s.legal_actions())
    for name in ("cunning:normal", "aggressive:hard"):
        action, _ = ScriptedAgent(0, 1, *name.split(":")).choose(s)
        assert not isinstance(action, JoinCharacter), name
