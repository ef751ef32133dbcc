"""The computer opponents under the Ninth Age character module charge an enemy lone character with a unit
when the first round is likely to slay it, and leave a tough one alone; every choice one the rules allow."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core.command import Charge, Order
from game.core.modules import compose
from game.core.state import GameState
from tests.helpers import act, battle, char, unit

NINTH = compose(["ninth-age-characters"])


def _facing(profile: str, size: int = 3, ruleset: object = NINTH) -> GameState:
    """The Knights ordered (a 2 passes), the enemy character alone 10 cm in front of them facing them."""
    s = battle(
        [unit("Knights", 900, 700, id="u1", size=size)],
        [unit("Orc Warriors", 300, 300, 180, id="o1")],
        [char("General", 900, 760, id="g")],
        [char(profile, 900, 590, facing=180, id="h")],
        ruleset=ruleset,
        step="orders",
    )
    act(s, Order("g", ("u1",)), [1, 1])
    return s


def decide(s: GameState) -> tuple[object, str]:
    action, reason = make_agent("cunning:hard", 0, 1).choose(s)
    assert s.check(action) == [], action
    return action, reason


def test_computer_charges_a_lone_character_its_unit_is_likely_to_slay() -> None:
    s = _facing("Orc Shaman")
    action, reason = decide(s)
    assert action == Charge("u1", "h")
    assert reason.startswith("Knights charges Orc Shaman, alone: slays him 100 % (about 4.0 hits)")


def test_computer_weighs_a_lone_character_by_the_odds_of_slaying_it() -> None:
    # One stand of Knights strikes (3 + 1) dice at 4+, the Orc General's 5+ saving a third: about 1.3 hits
    # of his 3, 44 %: just above the cunning opponent's lowest odds (42 %), still a charge, with its odds.
    s = _facing("Orc General", size=1)
    action, reason = decide(s)
    assert action == Charge("u1", "h")
    assert reason == "Knights charges Orc General, alone: slays him 44 % (about 1.3 hits)"


def test_computer_with_the_module_off_never_sees_a_lone_character_as_a_target() -> None:
    s = _facing("Orc Shaman", ruleset=None)
    assert s.check(Charge("u1", "h")) != []
    action, reason = decide(s)
    assert "Orc Shaman" not in reason
