"""Flying counters (Fantasy Warriors' "Flying counters"): a flyer is in the air or on the ground.

In the air it is Warmaster's flyer (100 cm, over terrain); on the ground it walks at the pace of its troop
type and meets terrain as walkers do. A character on a flying mount is the same: on the ground he moves
the 60 cm of a character on foot. The counter is put on or taken off only before the unit moves in
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
from game.core.state import Character, GameState, Unit

MODULE_ID = "fw-flying"
RULE = "fw.flying"
GROUNDED = "stat:grounded"


def flying_kept(state: GameState) -> UnitCounters:
    """Flyers that switched this battle: unit id -> the game turn it last switched (0 before the battle)."""
    return kept(state, MODULE_ID, UnitCounters)


Piece = Unit | Character


def piece_of(state: GameState, pid: str) -> Piece | None:
    """The unit or character a flight names, if it is on the table."""
    p: Piece | None = state.units.get(pid) or state.characters.get(pid)
    if p is None or p.off_table or (isinstance(p, Unit) and not p.alive) or (isinstance(p, Character) and not p.alive):
        return None
    return p


def can_fly(state: GameState, piece: Piece) -> bool:
    """A flight-capable unit or character on a flying mount (on the ground or in the air)."""
    if GROUNDED in piece.flags:
        return True
    if isinstance(piece, Character):
        mount = state.mount_profile(piece)
        return mount is not None and mount.flying
    return state.unit_profile(piece).flying


def airborne(state: GameState, piece: Piece) -> bool:
    return can_fly(state, piece) and GROUNDED not in piece.flags


def _moved(piece: Piece) -> bool:
    if isinstance(piece, Character):
        return piece.moved
    return bool(piece.moved or piece.initiative_moved or piece.orders or piece.charged or piece.engaged)


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


def _pieces(state: GameState, side: int) -> list[Piece]:
    return [*state.live_units(side), *state.live_characters(side)]


def may_switch_before(state: GameState, side: int) -> bool:
    return state.ruleset.has(MODULE_ID) and any(can_fly(state, p) for p in _pieces(state, side))


def check_flight(state: GameState, action: Flight) -> list[str]:
    unit = piece_of(state, action.unit)
    if unit is None:
        return [f"there is no unit or character {action.unit!r} on the table"]
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
    if _moved(unit):
        return [f"{unit.name} has moved or is fighting: its flying counter stays as it is this turn"]
    if flying_kept(state).counters.get(unit.id) == state.turn:
        return [f"{unit.name} has already switched its flying counter this turn"]
    return []


def apply_flight(state: GameState, action: Flight, dice: Dice) -> list[Event]:
    unit = piece_of(state, action.unit)
    assert unit is not None
    if action.up:
        unit.flags.pop(GROUNDED, None)
    elif isinstance(unit, Character):
        unit.flags[GROUNDED] = 1  # its mount walks: the character's own 60 cm
    else:
        unit.flags[GROUNDED] = FULL_PACE_MM[state.unit_profile(unit).type]
    unit.flags = dict(sorted(unit.flags.items()))
    flying_kept(state).counters[unit.id] = 0 if before.here(state) else state.turn
    state.invalidate()
    return [CounterChanged(unit=unit.id, unit_name=unit.name, counter=FLYING, placed=action.up, rule=RULE)]


def legal_flights(state: GameState) -> Iterable[Action]:
    make = Flight
    units: list[Piece]
    if before.here(state):
        side = before.decider(state)
        units = [] if side is None else _pieces(state, side)
        make = FlightBefore
    elif state.phase == "command" and state.step in ("initiative", "orders", "characters"):
        units = _pieces(state, state.active)
    else:
        return []
    out: list[Action] = []
    for u in units:
        if can_fly(state, u):
            a = make(u.id, not airborne(state, u))
            if not check_flight(state, a):
                out.append(a)
    return out
