"""Regiments of Renown under the optional modules of other games (digest 10.26, Independent): Fantasy Warriors'
speeches, war chant and avenging destroyer, and Warhammer's Inspiring Presence and Hold Your Ground, each ask
``SHARES_FRIENDLY_EFFECTS`` and pass a hired regiment over while they reach the army's own units. Scripted dice."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.command.actions import Order
from game.core.dice import ScriptedDice
from game.core.fantasy_warriors.chant import Chant, chanters
from game.core.fantasy_warriors.speeches import Speech, legal_speeches
from game.core.fantasy_warriors.states import is_eager, settle_contingents, states
from game.core.modules import compose
from game.core.warhammer8.leadership import hold_your_ground
from tests.helpers import act, battle, char, of_type, unit

ROR = "regiments_of_renown"
WH8 = compose(["warhammer8-characters"])


def _speeches(**options: object) -> object:
    # The Empire General (leadership 4) stands between his Halberdiers and the hired Fellowship: one contingent.
    return battle(
        [unit("Halberdiers", 600, 900, id="u1"), unit("Alcatani Fellowship", 800, 900, id="ror", hired_from=ROR)],
        [unit("Orc Warriors", 900, 200, 180, id="o1")],
        [char("General", 700, 960, id="g")], [char("Orc General", 900, 100, id="og")],
        ruleset=compose(["fw-speeches"], {"fw-states": options} if options else None),
    )


def test_the_general_does_not_speak_to_a_regiment() -> None:
    s = _speeches()
    assert s.check(Speech("ror")) == ["Alcatani Fellowship is independent: it does not listen to its own side's General"]
    assert [a.unit for a in legal_speeches(s)] == ["u1"]


def test_a_legendary_speech_makes_the_contingent_eager_but_not_the_regiment_in_it() -> None:
    s = _speeches()
    settle_contingents(s)
    assert states(s).contingents == {"u1": "g", "ror": "g", "o1": "og"}
    ev = act(s, Speech("u1"), [6])  # 6 + 4 + 1 = 11
    assert of_type(ev, "TableRead")[0].line == "legendary"
    assert states(s).eager == ["u1"]


def test_a_major_blunder_does_not_shake_the_regiment_in_the_contingent_either() -> None:
    s = _speeches(bad_light=True)
    settle_contingents(s)
    ev = act(s, Speech("u1"), [1])  # 1 + 4 + 1 - 1 (bad light) = 5
    assert of_type(ev, "TableRead")[0].line == "major blunder"
    assert list(states(s).shaken) == ["u1"] and s.units["u1"].confused and not s.units["ror"].confused


def _goblins_with_a_regiment() -> object:
    # Night: the chant rolls a second die. The Orc General (Attack +2) is worth 4.
    return battle(
        [unit("Goblins", 600, 900, id="g1"), unit("Alcatani Fellowship", 900, 900, id="ror", hired_from=ROR)],
        [unit("Halberdiers", 900, 200, 180, id="h1")],
        [char("Orc General", 750, 960, id="og")], [char("General", 900, 100, id="eg")],
        armies0="orcs", armies1="empire", ruleset=compose(["fw-tricks"], {"fw-states": {"night": True}}),
    )


def test_a_hired_regiment_does_not_stop_goblins_chanting_and_is_not_stirred_by_it() -> None:
    s = _goblins_with_a_regiment()
    assert [u.id for u in chanters(s, 0)] == ["g1"]
    ev = act(s, Chant(), [5, 5])  # 5 + 4 + 5 (night) = 14: every goblin unit not confused is eager
    assert of_type(ev, "TableRead")[0].line == "louder and louder"
    assert states(s).eager == ["g1"]


def test_a_half_hearted_chant_shakes_the_goblins_but_not_the_regiment() -> None:
    s = _goblins_with_a_regiment()
    ev = act(s, Chant(), [1, 2])  # 1 + 4 + 2 = 7
    assert of_type(ev, "TableRead")[0].line == "a half-hearted murmur"
    assert list(states(s).shaken) == ["g1"]


def test_a_destroyer_avenging_his_general_does_not_rouse_a_regiment_he_stands_with() -> None:
    for uid, hired in (("h", False), ("ror", True)):
        s = battle(
            [unit("Alcatani Fellowship" if hired else "Halberdiers", 900, 700, id=uid, hired_from=ROR if hired else None)],
            [unit("Orc Warriors", 900, 300, 180, id="o")],
            [char("General", 300, 1150, id="g"), char("Destroyer", 1000, 720, id="d", joined=uid)],
            [char("Orc General", 1700, 60, id="og")], step="shoot", ruleset=compose(["fw-individuals"]),
        )
        s.characters["g"].alive = False
        ev = s.apply(Proceed(), ScriptedDice([]))
        assert "Destroyer stays on the field to avenge his General: The Empire fight on while he lives" in [
            e.text() for e in ev]
        assert is_eager(s, s.units[uid]) is not hired, uid


def test_inspiring_presence_is_not_for_an_order_that_includes_a_regiment() -> None:
    def order(uid: str) -> list[str]:
        s = battle(
            [unit("Halberdiers", 900, 700, id="u1"), unit("Alcatani Fellowship", 1100, 700, id="ror", hired_from=ROR)],
            [unit("Orc Warriors", 900, 200, 180, id="o1")],
            [char("General", 1000, 900, id="g"), char("Hero", 500, 900, id="hero")],
            [char("Orc General", 1700, 60, id="oc")], step="orders", ruleset=WH8,
        )
        ev = act(s, Order("hero", (uid,)), [4, 5])
        roll = next(e for e in of_type(ev, "DiceRolled") if "order" in e.purpose.lower())
        return [m.label for m in roll.modifiers if m.rule.startswith("wh8")]

    assert order("u1") == ["Inspiring Presence: General within 30 cm"]
    assert order("ror") == []


def test_hold_your_ground_is_not_for_a_regiment() -> None:
    s = battle(
        [unit("Halberdiers", 900, 700, id="u1"), unit("Alcatani Fellowship", 1100, 700, id="ror", hired_from=ROR)],
        [unit("Orc Warriors", 900, 200, 180, id="o1")],
        [char("General", 300, 1150, id="g"), char("Hero", 1000, 900, id="bsb", battle_standard=True)],
        [char("Orc General", 1700, 60, id="oc")], ruleset=WH8,
    )
    assert hold_your_ground(s, s.units["u1"], "a confusion test") == "Hold Your Ground: Hero within 30 cm"
    assert hold_your_ground(s, s.units["ror"], "a confusion test") == ""
