"""Firewater (Fantasy Warriors' "Firewater"): bought per unit in the roster for 20 points, put on the unit when
the armies are set up. The unit has +1 to the module's tests and its side +1 to the combat result in a
fight it is in; it needs one more to hit when it shoots and fights; it never recovers from confusion.
"""

from __future__ import annotations

from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.fantasy_warriors.counters import FIREWATER_FLAG, UnitCounters
from game.core.fantasy_warriors.events import CounterChanged
from game.core.fantasy_warriors.states import FIREWATER
from game.core.kept import kept
from game.core.state import GameState, Unit

MODULE_ID = "fw-firewater"
RULE = "fw.firewater"
COST = 20


def firewater_kept(state: GameState) -> UnitCounters:
    return kept(state, MODULE_ID, UnitCounters)


def has_firewater(state: GameState, unit: Unit) -> bool:
    return state.ruleset.has(MODULE_ID) and firewater_kept(state).counters.get(unit.id, 0) > 0


def place(state: GameState, dice: Dice) -> list[Event]:
    """Firewater counters go next to the units that bought them, once the armies are set up."""
    k = firewater_kept(state)
    events: list[Event] = []
    for u in state.live_units():
        if u.flags.get(FIREWATER_FLAG) and u.id not in k.counters:
            k.counters[u.id] = 1
            events.append(CounterChanged(unit=u.id, unit_name=u.name, counter=FIREWATER, placed=True,
                                         cause="bought with the army", rule=RULE))
    return events


def worse_to_hit(state: GameState, unit: Unit, how: str) -> list[Modifier]:
    return [Modifier(1, f"{RULE}.to_hit", "firewater: -1 to hit")] if has_firewater(state, unit) else []


def result_bonus(state: GameState, units: list[Unit]) -> list[Modifier]:
    # One +1 for the side however many of its units in the fight have drunk: the result is the side's.
    return [Modifier(1, f"{RULE}.result", "firewater")] if any(has_firewater(state, u) for u in units) else []


def stays_confused(state: GameState, unit: Unit, answer: tuple[str, str]) -> tuple[str, str]:
    return (f"{RULE}.confusion", "firewater: it cannot reorganise") if has_firewater(state, unit) else answer


def test_bonus(state: GameState, units: list[Unit]) -> list[Modifier]:
    """+1 to a test of these units when every one of them is under firewater."""
    if units and all(has_firewater(state, u) for u in units):
        return [Modifier(1, f"{RULE}.tests", "firewater")]
    return []
