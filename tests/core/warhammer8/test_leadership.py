"""Warhammer 8th characters, "Inspiring Presence" and "The Battle Standard Bearer": orders at the General's
Command within 30 cm (45 cm on a monster), the Battle Standard's +1 in combat and Hold Your Ground, lost for the
turn by refusing a challenge."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.combat import Fight
from game.core.command.actions import Order
from game.core.modules import compose
from game.core.shooting import Shoot
from game.core.warhammer8 import AimAttacks, IssueChallenge, RefuseChallenge
from game.core.warhammer8.leadership import hold_your_ground
from tests.core.combat.common import at_fight
from tests.core.shooting.common import shooting
from tests.helpers import act, battle, char, of_type, unit

WH8 = compose(["warhammer8-characters"])
HALB = unit("Halberdiers", 900, 700, id="u1")
ORCS = unit("Orc Warriors", 900, 200, 180, id="o1")


def ordering(general: tuple[int, int], mount: str | None = None) -> object:
    return battle(
        [HALB], [ORCS],
        [char("General", *general, id="g", mount=mount), char("Hero", 500, 900, id="hero")],
        [char("Orc General", 1700, 60, id="oc")],
        step="orders", ruleset=WH8,
    )


def _order_roll(ev: list[object]) -> object:
    return next(e for e in of_type(ev, "DiceRolled") if "order" in e.purpose.lower())


def test_inspiring_presence_an_order_within_30_cm_of_the_general_uses_his_command() -> None:
    s = ordering((900, 900))  # 19 cm from the Halberdiers
    ev = act(s, Order("hero", ("u1",)), [4, 5])
    roll = _order_roll(ev)
    assert [(m.value, m.rule, m.label) for m in roll.modifiers if m.rule.startswith("wh8")] == [
        (1, "wh8.inspiring_presence", "Inspiring Presence: General within 30 cm")
    ]


def test_inspiring_presence_not_beyond_30_cm_but_45_cm_on_a_monster() -> None:
    s = ordering((900, 1100))  # 39 cm away
    ev = act(s, Order("hero", ("u1",)), [4, 5])
    assert [m for m in _order_roll(ev).modifiers if m.rule.startswith("wh8")] == []
    s = ordering((900, 1100), mount="Griffon")
    ev = act(s, Order("hero", ("u1",)), [4, 5])
    assert [m.label for m in _order_roll(ev).modifiers if m.rule.startswith("wh8")] == [
        "Inspiring Presence: General within 45 cm"
    ]


def test_battle_standard_adds_1_to_the_combat_result_of_its_unit() -> None:
    bsb = char("Orc Hero", 900, 655, id="bsb", joined="o", battle_standard=True)
    s = at_fight([unit("Halberdiers", 900, 700, id="h")], [unit("Orc Warriors", 900, 680, 180, id="o")],
                 chars1=[bsb], ruleset=WH8)
    act(s, AimAttacks("h", "bsb", 0))
    ev = act(s, Fight("h"), [1] * 9 + [1] * 13)
    assert of_type(ev, "StandardBonus")[0].text() == "The Battle Standard with Orc Warriors: +1 to the combat result"
    (result,) = of_type(ev, "CombatResult")
    assert (result.bonus, result.scores, result.winner) == ((0, 1), (0, 1), 1)


def test_hold_your_ground_a_confusing_6_rolled_again_within_30_cm_of_the_battle_standard() -> None:
    orcs = unit("Orc Warriors", 900, 460, 180, id="o1")
    bsb = char("Orc Hero", 900, 300, id="bsb", battle_standard=True)  # 15 cm behind them
    s = shooting([unit("Crossbowmen", 900, 700, id="u1")], [orcs], chars1=[bsb], ruleset=WH8, spares=True)
    act(s, Shoot("u1", "o1"), [4, 1, 1, 1])  # one hit, the Orcs' 6+ fails
    ev = act(s, Proceed(), [6, 2])  # the drive-back 6 is rolled again: a 2
    again = [e for e in of_type(ev, "DiceRolled") if e.rule == "confusion.roll_again"]
    assert [(e.purpose, e.faces) for e in again] == [
        ("Orc Warriors: a 6 on its drive-back dice rolled again (Hold Your Ground: Orc Hero within 30 cm)", (2,))
    ]
    assert not s.units["o1"].confused
    assert [d.moved for d in of_type(ev, "DrivenBack")] == [20]


def test_hold_your_ground_not_without_the_battle_standard() -> None:
    orcs = unit("Orc Warriors", 900, 460, 180, id="o1")
    s = shooting([unit("Crossbowmen", 900, 700, id="u1")], [orcs], chars1=[char("Orc Hero", 900, 300, id="h")],
                 ruleset=WH8, spares=True)
    act(s, Shoot("u1", "o1"), [4, 1, 1, 1])
    act(s, Proceed(), [6])
    assert s.units["o1"].confused


def test_battle_standard_refusing_a_challenge_loses_hold_your_ground_for_the_turn() -> None:
    bsb = char("Orc Hero", 900, 655, id="bsb", joined="o", battle_standard=True)
    hero = char("Hero", 820, 725, id="hero", joined="h")
    s = at_fight([unit("Halberdiers", 820, 700, id="h", size=2)], [unit("Orc Warriors", 900, 680, 180, id="o")],
                 [hero], [bsb], ruleset=WH8)
    assert hold_your_ground(s, s.units["o"], "test") == "Hold Your Ground: Orc Hero within 30 cm"
    s2 = at_fight([unit("Halberdiers", 820, 700, id="h", size=2)], [unit("Orc Warriors", 900, 680, 180, id="o")],
                  [hero], [bsb], ruleset=WH8)
    act(s2, IssueChallenge("h", "hero"))
    act(s2, RefuseChallenge("h"))
    assert hold_your_ground(s2, s2.units["o"], "test") == ""


def test_battle_standard_upgrade_in_rosters_one_not_the_general_and_only_under_the_module() -> None:
    import pytest

    from game.core.roster import Roster, RosterCharacter, RosterUnit, roster_problems
    from game.core.scenario import ScenarioSpec, SideSetup, new_game
    from tests.helpers import armies

    army = armies()["empire"]
    units = tuple(RosterUnit("Halberdiers") for _ in range(2))

    def roster(*chars: RosterCharacter) -> Roster:
        return Roster("t", "empire", 1000, units, chars)

    bad = roster(RosterCharacter("General", battle_standard=True), RosterCharacter("Hero", battle_standard=True))
    assert [(p.path, p.message) for p in roster_problems(bad, army) if "Standard" in p.message] == [
        (("characters", 1, "battle_standard"), "a force carries at most one Battle Standard"),
        (("characters", 0, "battle_standard"), "the General may not carry the Battle Standard"),
    ]
    good = roster(RosterCharacter("General"), RosterCharacter("Hero", battle_standard=True))
    assert [p for p in roster_problems(good, army) if "Standard" in p.message] == []
    assert good.to_dict()["characters"][1] == {"profile": "Hero", "mount": None, "name": "", "battle_standard": True}
    orcs = Roster("o", "orcs", 1000, (RosterUnit("Orc Warriors"),), (RosterCharacter("Orc General"),))
    spec = ScenarioSpec("t", (SideSetup("empire", roster=good), SideSetup("orcs", roster=orcs)))
    with pytest.raises(ValueError, match="played only with the warhammer8-characters rules"):
        new_game(spec, armies())
    s = new_game(spec, armies(), WH8)
    assert [c.name for c in s.characters.values() if c.flags.get("battle_standard")] == ["Hero"]


def test_hold_your_ground_a_failed_confusion_test_is_rolled_again_once_a_phase() -> None:
    from game.core.confusion import confusion_test
    from game.core.dice import ScriptedDice

    orcs = unit("Orc Warriors", 900, 460, 180, id="o1")
    bsb = char("Orc Hero", 900, 300, id="bsb", battle_standard=True)
    s = shooting([unit("Crossbowmen", 900, 700, id="u1")], [orcs], chars1=[bsb], ruleset=WH8, spares=True)
    ev = confusion_test(s, s.units["o1"], ScriptedDice([6, 3]), "after making way", "confusion.making_way")
    assert [e.faces for e in ev] == [(3,), (3,)] and not s.units["o1"].confused
    assert ev[0].purpose.endswith("rolled again (Hold Your Ground: Orc Hero within 30 cm)")
    # Once a phase: the next 6 stands.
    confusion_test(s, s.units["o1"], ScriptedDice([6]), "after making way", "confusion.making_way")
    assert s.units["o1"].confused
