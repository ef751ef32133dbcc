"""Ninth Age characters, "Charging out of a Unit" and lone characters ordered to charge: a character is
ordered by itself at its own Command, seen and measured from its own base; it becomes a separate unit at
once (standing to shoot hits it alone); its unit may not charge that turn; a failed charge that does not take
it 2.5 cm clear leaves it in the unit and shakes the whole unit. Scripted dice, exact results."""

from __future__ import annotations

from game.core.command import Charge, Order
from game.core.magic.effects import attack_modifiers
from game.core.modules import compose
from game.core.ninth_age.charging import CharacterCharge
from tests.helpers import act, battle, char, of_type, unit

NINTH = compose(["ninth-age-characters"])


def _orcs(enemy_y: int = 560, ruleset=NINTH):  # type: ignore[no-untyped-def]
    """Orc Warriors facing north with the Orc Hero joined at their right; Crossbowmen facing them, ahead of
    the Hero (12 cm from his front edge at ``enemy_y`` 560, 4 cm at 640)."""
    return battle(
        [unit("Orc Warriors", 900, 700, id="o1")],
        [unit("Crossbowmen", 980, enemy_y, 180, id="x1")],
        [char("Orc General", 900, 760, id="g"), char("Orc Hero", 980, 700, id="h", joined="o1")],
        [],
        armies0="orcs",
        armies1="empire",
        ruleset=ruleset,
        step="orders",
    )


def test_charging_out_of_a_unit_the_character_becomes_a_separate_unit_at_once() -> None:
    s = _orcs()
    assert s.legal_actions().count(CharacterCharge("h", "x1")) == 1
    # 2+3 = 5 against the Hero's own Command 8: passes. He charges as a one-stand unit; the Crossbowmen stand
    # and shoot at him alone: 3 hits at 4+, his 5+ saves none, his 2 Hits are taken and he is slain.
    ev = act(s, CharacterCharge("h", "x1"), [2, 3, 4, 4, 4, 4, 4, 4])
    (order,) = of_type(ev, "CharacterChargeOrdered")
    assert (order.passed, order.needed, order.out_of_name) == (True, 8, "Orc Warriors")
    (charged,) = of_type(ev, "Charged")
    assert (charged.unit, charged.target, charged.edge) == ("h-alone", "x1", "front")
    (shot,) = of_type(ev, "ShotFired")
    assert shot.text() == "Crossbowmen stands and shoots at the charging Orc Hero (3 stands, 3 dice)"
    (slain,) = of_type(ev, "CharacterSlain")
    assert (slain.character, slain.cause) == ("h", "its Hits taken")
    assert of_type(ev, "CharacterDisplaced") == []
    # The Orc Warriors took none of the shots.
    assert s.units["o1"].hits == 0 and len(s.units["o1"].stands) == 3


def test_charging_out_of_a_unit_its_unit_may_not_charge_that_turn() -> None:
    s = _orcs()
    act(s, CharacterCharge("h", "x1"), [2, 3, 1, 1, 1])
    assert s.units["h-alone"].engaged and s.characters["h"].moved
    act(s, Order("g", ("o1",)), [1, 1])
    assert s.check(Charge("o1", "x1")) == ["a character charged out of Orc Warriors this turn: the unit may not charge"]


def test_charging_out_of_a_unit_a_failed_charge_that_clears_leaves_the_unit() -> None:
    s = _orcs()
    # A double six always fails: the failed charge move is half the Hero's 20 cm pace, towards the enemy.
    ev = act(s, CharacterCharge("h", "x1"), [6, 6])
    (moved,) = of_type(ev, "FailedCharge")
    assert moved.text() == "Orc Hero moves 10 cm towards the enemy and stops, leaving Orc Warriors"
    h = s.characters["h"]
    assert (h.joined, h.failed, h.moved) == (None, True, True)
    assert "shaken" not in s.units["o1"].flags


def test_charging_out_of_a_unit_a_failed_charge_too_short_shakes_the_whole_unit() -> None:
    s = _orcs(enemy_y=640)
    ev = act(s, CharacterCharge("h", "x1"), [6, 6])
    (stayed,) = of_type(ev, "FailedCharge")
    assert stayed.stayed_in == "o1" and stayed.rule == "ninth_age.shaken"
    assert s.characters["h"].joined == "o1" and s.characters["h"].pose == (980, 700, 0)
    o1 = s.units["o1"]
    # Shaken in its own turn (player turn 1): to the end of its side's next turn (player turn 3).
    assert (o1.flags["shaken"], o1.flags["shaken@until"]) == (1, 3)
    assert [(m.value, m.rule) for m in attack_modifiers(s, o1)] == [(-1, "ninth_age.shaken")]
    # -1 to the General's order beside the enemy's -1: Command 8 - 2 needs 6; a 4+4 fails.
    ev = act(s, Order("g", ("o1",)), [4, 4])
    (failed,) = of_type(ev, "OrderFailed")
    assert failed.target == 6
    assert [(m.value, m.rule) for m in failed.modifiers] == [
        (-1, "command.penalty.enemy_near"),
        (-1, "ninth_age.shaken"),
    ]


def test_lone_characters_ordered_to_charge_charge_as_one_stand_units() -> None:
    s = battle(
        [unit("Orc Warriors", 500, 700, id="o1")],
        [unit("Halberdiers", 980, 560, 180, id="x1")],
        [char("Orc Hero", 980, 700, id="h")],
        [],
        armies0="orcs",
        armies1="empire",
        ruleset=NINTH,
        step="orders",
    )
    ev = act(s, CharacterCharge("h", "x1"), [4, 4])
    assert [e.rule for e in of_type(ev, "CharacterChargeOrdered")] == ["ninth_age.charge"]
    assert s.units["h-alone"].charged and s.units["x1"].engaged


def test_charging_out_of_a_unit_needs_the_module() -> None:
    s = _orcs(ruleset=None)
    assert s.check(CharacterCharge("h", "x1")) == ["no rule of this game knows the action 'character_charge'"]


def _behind(ruleset=NINTH):  # type: ignore[no-untyped-def]
    """The Orc Hero joined behind the right-hand stand of the Orc Warriors; Crossbowmen ahead and to the right,
    where his straight way crosses that stand."""
    return battle(
        [unit("Orc Warriors", 900, 700, id="o1")],
        [unit("Crossbowmen", 1000, 560, 180, id="x1")],
        [char("Orc General", 700, 800, id="g"), char("Orc Hero", 960, 721, id="h", joined="o1")],
        [],
        armies0="orcs",
        armies1="empire",
        ruleset=ruleset,
        step="orders",
    )


def test_charging_out_of_a_unit_the_character_passes_through_its_own_unit() -> None:
    s = _behind()
    assert s.legal_actions().count(CharacterCharge("h", "x1")) == 1
    # 2+3 passes; the Crossbowmen stand and shoot, 1 1 1 all miss.
    ev = act(s, CharacterCharge("h", "x1"), [2, 3, 1, 1, 1])
    (charged,) = of_type(ev, "Charged")
    assert (charged.unit, charged.target, charged.edge) == ("h-alone", "x1", "front")
    # Through the Orc Warriors' stand to the Crossbowmen's front edge; the unit itself did not move.
    (x, y, facing) = s.units["h-alone"].stands[0].pose
    assert (x, y, facing) == (960, 580, 0)
    assert [st.pose for st in s.units["o1"].stands] == [(860, 700, 0), (900, 700, 0), (940, 700, 0)]


def test_charging_out_of_a_unit_it_never_passes_through_another_friendly_unit() -> None:
    s = _behind()
    # The same way, from the other unit's side: a friendly unit it is not in still bars it, as in Warmaster.
    s.characters["h"].joined = None
    assert s.check(CharacterCharge("h", "x1")) == ["the Orc Hero cannot reach Crossbowmen: Orc Warriors is in the way"]
