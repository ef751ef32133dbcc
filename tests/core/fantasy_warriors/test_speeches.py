"""Fantasy Warriors speeches: the General speaks to one unit before the battle (seed "Speeches")."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.fantasy_warriors.before import Ready
from game.core.fantasy_warriors.speeches import Speech
from game.core.fantasy_warriors.states import states, unit_counters
from game.core.modules import compose
from tests.helpers import act, battle, char, of_type, unit

SPEECHES = compose(["fw-speeches"])


def make(**kw: object) -> object:
    # Empire General (Command 9, leadership 4) beside u1; a Hero leads u3, far off on the right.
    return battle(
        [unit("Halberdiers", 600, 900, id="u1"), unit("Halberdiers", 800, 900, id="u2"),
         unit("Crossbowmen", 1500, 900, id="u3")],
        [unit("Orc Warriors", 900, 200, 180, id="o1")],
        [char("General", 650, 960, id="g"), char("Hero", 1500, 960, id="h")],
        [char("Orc General", 900, 100, id="og")],
        **{"ruleset": SPEECHES, **kw},
    )


def speak(s: object, uid: str, face: int) -> list:
    return act(s, Speech(uid), [face])


def test_speech_roll_is_d6_plus_leadership_plus_one_in_the_generals_contingent() -> None:
    s = make()
    assert (s.phase, s.step) == ("before_battle", "choices")
    ev = speak(s, "u2", 5)
    roll = of_type(ev, "DiceRolled")[0]
    assert [str(m) for m in roll.modifiers] == ["+4 General's leadership", "+1 in the General's contingent"]
    assert roll.total == 10


def test_speech_legendary_makes_the_whole_contingent_eager() -> None:
    s = make()
    ev = speak(s, "u2", 5)
    assert of_type(ev, "TableRead")[0].text() == "General's speech: 10, legendary: the whole contingent is eager"
    assert sorted(states(s).eager) == ["u1", "u2"]  # u3 is the Hero's
    assert unit_counters(s, s.units["u1"]) == ["eager"]


def test_speech_rousing_makes_the_unit_eager() -> None:
    s = make()
    speak(s, "u2", 4)
    assert states(s).eager == ["u2"]


def test_speech_mediocre_does_nothing_and_outside_the_contingent_has_no_plus_one() -> None:
    s = make()
    ev = speak(s, "u3", 4)  # 4 + 4, the Hero's unit
    assert of_type(ev, "DiceRolled")[0].total == 8
    assert states(s).eager == [] and states(s).shaken == {}


def test_speech_failure_shakes_and_confuses_the_unit() -> None:
    s = make()
    speak(s, "u3", 2)
    assert list(states(s).shaken) == ["u3"] and s.units["u3"].confused
    assert not s.units["u1"].confused


def test_speech_major_blunder_shakes_and_confuses_the_contingent() -> None:
    s = make()
    ev = speak(s, "u3", 1)  # 1 + 4 = 5
    assert of_type(ev, "TableRead")[0].line == "major blunder"
    assert list(states(s).shaken) == ["u3"] and s.units["u3"].confused


def test_speech_in_bad_light_counts_minus_one() -> None:
    s = make(ruleset=compose(["fw-speeches"], {"fw-states": {"bad_light": True}}))
    ev = speak(s, "u2", 4)
    assert of_type(ev, "DiceRolled")[0].total == 8
    assert states(s).eager == []


def test_speech_general_then_stands_joined_to_the_unit() -> None:
    s = make()
    ev = speak(s, "u3", 4)
    assert s.characters["g"].joined == "u3"
    assert of_type(ev, "Narration")[-1].message == "General stands beside Crossbowmen, joined to it"


def test_speech_only_one_attempt_then_the_other_side_and_the_battle_begins() -> None:
    s = make()
    speak(s, "u2", 3)
    assert s.check(Speech("u1")) == ["the General has made his speech: he has only one attempt"]
    # With nothing left to choose the Empire is done; the Orcs choose next.
    assert s.check(Proceed()) == ["Orcs has still to make its choices before the battle"]
    assert s.acting_side() == 1
    assert s.check(Ready(0)) == ["The Empire is not the side to choose now"]
    act(s, Ready(1))
    assert (s.phase, s.step, s.turn) == ("command", "initiative", 1)


def test_speech_shaken_lasts_to_the_end_of_the_sides_first_turn() -> None:
    s = make()
    speak(s, "u3", 2)
    act(s, Ready(1))
    assert states(s).shaken == {"u3": 1}
