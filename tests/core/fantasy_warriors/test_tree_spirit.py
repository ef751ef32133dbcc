"""Fantasy Warriors' druid summons a tree spirit out of a wood for 2D6 of power and controls it for 1D6 each
later Orders step; a 1 costs him a saving throw; uncontrolled, or with its druid gone, the spirit goes."""

from __future__ import annotations

from game.core import board
from game.core.actions import Proceed
from game.core.command.actions import Order
from game.core.dice import ScriptedDice
from game.core.fantasy_warriors.power import power_left
from game.core.fantasy_warriors.tree_spirit import ControlSpirit, SummonSpirit, spirit_of
from game.core.state import GameState
from tests.core.fantasy_warriors.test_druid import druid_battle
from tests.helpers import act


def summoned(faces: list[int] | None = None) -> GameState:
    s = druid_battle()
    act(s, SummonSpirit("d", "w1"), faces or [3, 4])
    return s


def next_orders(s: GameState) -> None:
    d = ScriptedDice([])
    s.apply(Proceed(), d)
    while not (s.active == 0 and s.step == "orders"):
        s.apply(Proceed(), d)


def test_tree_spirit_summoned_for_2d6_beside_the_druid_and_neither_moves() -> None:
    s = summoned()
    spirit = spirit_of(s, "d")
    assert spirit is not None and spirit.name == "Tree Spirit" and spirit.side == 0
    assert power_left(s, s.characters["d"]) == 13
    assert s.characters["d"].moved and spirit.no_more_orders
    assert board.table(s).owner_distance(spirit.id, "d") <= 1.0
    prof = s.unit_profile(spirit)
    assert (prof.type.value, prof.attacks, prof.hits, prof.armour, prof.special) == ("monster", 6, 4, 4, ("terror", "tree_spirit"))
    assert board.unit_mover(s, spirit).value == "infantry"  # among the trees it came from, as a walker
    assert s.check(SummonSpirit("d", "w1")) == ["Druid already controls a tree spirit"]


def test_tree_spirit_controlled_for_1d6_then_ordered_as_any_unit() -> None:
    s = summoned()
    next_orders(s)
    uid = spirit_of(s, "d").id
    assert s.check(Order("g", (uid,))) == [
        "the tree spirit must be controlled by its druid before it is ordered this turn"]
    act(s, ControlSpirit("d"), [4])
    assert power_left(s, s.characters["d"]) == 9 and s.characters["d"].moved
    assert s.check(Order("g", (uid,))) == []


def test_tree_spirit_control_on_a_1_costs_the_druid_a_saving_throw() -> None:
    s = summoned()
    next_orders(s)
    uid = spirit_of(s, "d").id
    ev = act(s, ControlSpirit("d"), [1, 6])  # a Druid with no armour saves on his ward
    assert [e.success for e in ev if e.type_name == "DiceRolled"] == [False, True]
    assert s.characters["d"].alive and s.units[uid].alive
    s = summoned()
    next_orders(s)
    uid = spirit_of(s, "d").id
    act(s, ControlSpirit("d"), [1, 1])
    assert not s.characters["d"].alive and not s.units[uid].alive


def test_tree_spirit_not_controlled_in_the_orders_step_is_gone() -> None:
    s = summoned()
    next_orders(s)
    uid = spirit_of(s, "d").id
    ev = s.apply(Proceed(), ScriptedDice([]))
    assert not s.units[uid].alive
    assert "Tree Spirit is gone from the table (Druid did not control it)" in [e.text() for e in ev]


def test_tree_spirit_only_out_of_a_wood_the_druid_touches() -> None:
    s = druid_battle()
    s.characters["d"].y = 900
    s.invalidate()
    assert s.check(SummonSpirit("d", "w1")) == ["Druid must touch Dark Wood"]
