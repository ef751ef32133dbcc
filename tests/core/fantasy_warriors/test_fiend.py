"""Fantasy Warriors' summon a fiend: the 2D6 summoning, control each turn by the dice the player chooses, the
saving throw when control slips, banishing, and the enemy taking over a fiend that was not banished."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.command.actions import Order
from game.core.dice import ScriptedDice
from game.core.fantasy_warriors.fiend import BanishFiend, ControlFiend, SummonFiend, TakeFiend, fiend_of
from game.core.fantasy_warriors.power import power_left
from game.core.questions import CAUSES_TERROR
from game.core.state import GameState
from tests.core.fantasy_warriors.test_power import ORCS, shooting
from tests.helpers import act, char, of_type

WIZARD = char("Wizard", 900, 900, id="w")
SHAMAN = char("Orc Shaman", 1300, 300, id="os")


def summoned(faces: list[int] | None = None) -> GameState:
    s = shooting([], [ORCS], [WIZARD], [SHAMAN], step="orders")
    act(s, SummonFiend("w"), faces or [3, 5])
    return s


def next_orders(s: GameState) -> None:
    d = ScriptedDice([])
    s.apply(Proceed(), d)
    while not (s.active == 0 and s.step == "orders"):
        s.apply(Proceed(), d)
    d.assert_consumed()


def test_fiend_summoned_above_6_stands_beside_the_wizard_and_neither_moves() -> None:
    s = summoned([3, 5])
    fiend = fiend_of(s, "w")
    assert fiend is not None and power_left(s, s.characters["w"]) == 12
    prof = s.unit_profile(fiend)
    assert (prof.type.value, prof.attacks, prof.hits, prof.armour, prof.size) == ("monster", 6, 4, 5, 1)
    assert s.ruleset.ask(CAUSES_TERROR, s, fiend)
    assert s.check(Order("g", (fiend.id,)))  # it does not move the turn it comes
    assert s.characters["w"].moved


def test_fiend_summoning_of_6_or_less_fails_and_is_still_paid() -> None:
    s = shooting([], [ORCS], [WIZARD], [SHAMAN], step="orders")
    ev = act(s, SummonFiend("w"), [2, 4])
    assert fiend_of(s, "w") is None and power_left(s, s.characters["w"]) == 14
    assert of_type(ev, "DiceRolled")[0].outcome == "nothing comes"


def test_fiend_must_be_controlled_before_it_is_ordered_above_6_it_obeys() -> None:
    s = summoned()
    next_orders(s)
    fiend = fiend_of(s, "w")
    assert s.check(Order("g", (fiend.id,))) == [
        "the fiend must be controlled (or banished) before it does anything this turn"]
    assert s.check(Proceed()) == ["control (or banish) the fiend before the Orders step ends"]
    act(s, ControlFiend("w", 2), [4, 4])
    assert power_left(s, s.characters["w"]) == 4
    assert s.check(Order("g", (fiend.id,))) == []


def test_fiend_control_of_6_or_less_a_saved_wizard_keeps_it_still() -> None:
    s = summoned()
    next_orders(s)
    act(s, ControlFiend("w", 2), [2, 3] + [5])
    fiend = fiend_of(s, "w")
    assert fiend is not None and s.characters["w"].alive
    assert s.check(Order("g", (fiend.id,)))  # it obeys, but does not move this turn


def test_fiend_control_of_6_or_less_a_failed_save_slays_the_wizard_and_the_fiend_goes() -> None:
    s = summoned()
    next_orders(s)
    fid = fiend_of(s, "w").id
    act(s, ControlFiend("w", 1), [6] + [3])
    assert not s.characters["w"].alive and not s.units[fid].alive
    assert s.check(Proceed()) == []


def test_fiend_banished_for_2d6_power() -> None:
    s = summoned()
    next_orders(s)
    fid = fiend_of(s, "w").id
    act(s, BanishFiend("w"), [3, 4])
    assert not s.units[fid].alive and power_left(s, s.characters["w"]) == 5


def test_fiend_banishing_overdrawn_slays_the_wizard_and_the_enemy_may_take_it() -> None:
    s = summoned([6, 6])  # 8 power left
    next_orders(s)
    fid = fiend_of(s, "w").id
    act(s, BanishFiend("w"), [6, 6])
    assert not s.characters["w"].alive and s.units[fid].alive
    assert s.acting_side() == 1
    assert {a.kind for a in s.legal_actions()} == {"fw_take_fiend"}
    act(s, TakeFiend("os"))
    assert s.units[fid].side == 1 and fiend_of(s, "os") is s.units[fid]
    assert s.acting_side() == 0


def test_fiend_not_taken_by_the_enemy_vanishes() -> None:
    s = summoned([6, 6])
    next_orders(s)
    fid = fiend_of(s, "w").id
    act(s, BanishFiend("w"), [6, 6])
    act(s, TakeFiend(""))
    assert not s.units[fid].alive
