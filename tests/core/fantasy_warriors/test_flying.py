"""Fantasy Warriors flying counters: in the air or on the ground, switched only before the flyer moves."""

from __future__ import annotations

from game.core.command.actions import Order
from game.core.fantasy_warriors.before import Ready
from game.core.fantasy_warriors.flying import Flight, FlightBefore, airborne
from game.core.fantasy_warriors.states import unit_counters
from game.core.modules import compose
from tests.helpers import act, battle, char, unit

FLY = compose(["fw-flying"])


def carrion(step: str | None = "initiative") -> object:
    return battle(
        [unit("Carrion", 900, 700, id="c"), unit("Skeletons", 500, 1000, id="sk")],
        [unit("Halberdiers", 900, 200, 180, id="h")],
        [char("Tomb King", 900, 760, id="tk")],
        [char("General", 1700, 60, id="g")],
        armies0="tomb_kings",
        armies1="empire",
        step=step,
        ruleset=FLY,
    )


def test_flying_flyers_start_the_battle_in_the_air_and_may_land_before_it() -> None:
    s = carrion()
    assert (s.phase, s.step) == ("before_battle", "choices")
    assert airborne(s, s.units["c"]) and unit_counters(s, s.units["c"]) == ["flying"]
    act(s, FlightBefore("c", False))
    act(s, Ready(0))
    assert (s.phase, s.step) == ("command", "initiative")
    assert not airborne(s, s.units["c"]) and unit_counters(s, s.units["c"]) == ["grounded"]


def test_flying_ground_and_air_move_rates() -> None:
    s = carrion()
    assert s.unit_profile("c").full_pace_mm == 1000
    act(s, FlightBefore("c", False))
    prof = s.unit_profile("c")
    assert (prof.full_pace_mm, prof.flying) == (200, False)


def test_flying_counter_switched_only_before_the_flyer_moves_once_a_turn() -> None:
    s = carrion()
    act(s, Ready(0))
    act(s, Flight("c", False))
    assert s.check(Flight("c", True)) == ["Carrion has already switched its flying counter this turn"]
    s2 = carrion()
    act(s2, Ready(0))
    act(s2, Order("tk", ("c",)), [1, 1])
    assert s2.check(Flight("c", False)) == ["Carrion has moved or is fighting: its flying counter stays as it is this turn"]


def test_flying_characters_on_flying_mounts_land_and_walk_60_cm() -> None:
    from game.core.command.actions import MoveCharacter

    s = battle(
        [unit("Halberdiers", 900, 900, id="h")],
        [unit("Orc Warriors", 900, 200, 180, id="o")],
        [char("General", 500, 1000, id="g", mount="Griffon")],
        [char("Orc General", 1700, 60, id="og")],
        step="characters",
        ruleset=FLY,
    )
    act(s, FlightBefore("g", False))
    act(s, Ready(0))
    assert unit_counters(s, s.characters["g"]) == ["grounded"]
    assert s.check(MoveCharacter("g", 500, 200, 0)) == ["General would move 80 cm; characters move up to 60 cm"]
    assert s.check(MoveCharacter("g", 500, 450, 0)) == []  # 55 cm
