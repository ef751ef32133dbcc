"""Flying counters (Fantasy Warriors' "Flying counters"): a flyer is in the air or on the ground.

In the air it is Warmaster's flyer (100 cm, over terrain); on the ground it walks at the pace of its troop
type and meets terrain as walkers do. The counter is put on or taken off only before the unit moves in
its side's Command phase, once a turn, or before the battle; flyers start the battle in the air.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event
from game.core.fantasy_warriors import before
from game.core.fantasy_warriors.counters import UnitCounters
from game.core.fantasy_warriors.events import CounterChanged
from game.core.fantasy_warriors.states import FLYING
from game.core.kept import kept
from game.core.profiles import FULL_PACE_MM
from game.core.state import GameState, Unit

MODULE_ID = "fw-flying"
RULE = "fw.flying"
GROUNDED = "stat:grounded"


def flying_kept(state: GameState) -> UnitCounters:
    """Flyers that switched this battle: unit id -> the game turn it last switched (0 before the battle)."""
    return kept(state, MODULE_ID, UnitCounters)


def can_fly(state: GameState, unit: Unit) -> bool:
    """A flight-capable unit (on the ground or in the air)."""
    return GROUNDED in unit.flags or state.unit_profile(unit).flying


def airborne(state: GameState, unit: Unit) -> bool:
    return can_fly(state, unit) and GROUNDED not in unit.flags


@dataclass(frozen=True)
class Flight(Action):
    """Put a flyer's flying counter on (``up``) or take it off."""

    kind: ClassVar[str] = "fw_flight"
    unit: str
    up: bool

    def __str__(self) -> str:
        return f"{self.unit} {'takes to the air' if self.up else 'lands'}"


@dataclass(frozen=True)
class FlightBefore(Flight):
    """A flying counter put on or taken off before the battle (its own kind: the turn's is another step's)."""

    kind: ClassVar[str] = "fw_flight_before"


def may_switch_before(state: GameState, side: int) -> bool:
    return state.ruleset.has(MODULE_ID) and any(can_fly(state, u) for u in state.live_units(side))


def check_flight(state: GameState, action: Flight) -> list[str]:
    unit = state.units.get(action.unit)
    if unit is None or not unit.alive or unit.off_table:
        return [f"there is no unit {action.unit!r} on the table"]
    if not can_fly(state, unit):
        return [f"{unit.name} cannot fly"]
    if airborne(state, unit) == action.up:
        return [f"{unit.name} is already {'in the air' if action.up else 'on the ground'}"]
    if isinstance(action, FlightBefore) or before.here(state):
        if not before.here(state) or not isinstance(action, FlightBefore):
            return ["flying counters are set before the battle once the armies are deployed, then in the turns"]
        return [] if before.decider(state) == unit.side else [f"{state.sides[unit.side].name} is not the side to choose now"]
    if state.ruleset.pre_battle_index(state.phase, state.step) is not None:
        return ["flying counters are set before the battle, once the armies are deployed"]
    if unit.side != state.active or state.phase != "command":
        return ["a flying counter is put on or taken off only in its side's Command phase"]
    if unit.moved or unit.initiative_moved or unit.orders or unit.charged or unit.engaged:
        return [f"{unit.name} has moved or is fighting: its flying counter stays as it is this turn"]
    if flying_kept(state).counters.get(unit.id) == state.turn:
        return [f"{unit.name} has already switched its flying counter this turn"]
    return []


def apply_flight(state: GameState, action: Flight, dice: Dice) -> list[Event]:
    unit = state.units[action.unit]
    if action.up:
        unit.flags.pop(GROUNDED, None)
    else:
        unit.flags[GROUNDED] = FULL_PACE_MM[state.unit_profile(unit).type]
    unit.flags = dict(sorted(unit.flags.items()))
    flying_kept(state).counters[unit.id] = 0 if before.here(state) else state.turn
    state.invalidate()
    return [CounterChanged(unit=unit.id, unit_name=unit.name, counter=FLYING, placed=action.up, rule=RULE)]


def legal_flights(state: GameState) -> Iterable[Action]:
    make = Flight
    if before.here(state):
        side = before.decider(state)
        units = [] if side is None else state.live_units(side)
        make = FlightBefore
    elif state.phase == "command" and state.step in ("initiative", "orders"):
        units = state.live_units(state.active)
    else:
        return []
    out: list[Action] = []
    for u in units:
        if can_fly(state, u):
            a = make(u.id, not airborne(state, u))
            if not check_flight(state, a):
                out.append(a)
    return out
