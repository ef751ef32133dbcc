"""Victory points and the army's break point (digest 9.2 and 9.3)."""

from __future__ import annotations

import math

from game.core.state import GameState, Unit


def unit_value(state: GameState, unit: Unit) -> int:
    """Points paid for a unit, add-on stands included."""
    army = state.sides[unit.side].army
    pts = army.unit(unit.profile).points
    return pts + unit.addon_stands * _addon_points(state, unit)


def _addon_points(state: GameState, unit: Unit) -> int:
    army = state.sides[unit.side].army
    addons = [u for u in army.units if u.addon]
    return addons[0].points if addons else 0


def half_value(points: int) -> int:
    """Half a unit's value, rounded up to the nearest 5 points."""
    return int(math.ceil(points / 2 / 5) * 5)


def is_lost(unit: Unit) -> bool:
    return unit.destroyed or (unit.off_table and unit.flags.get("gone_for_good", 0) == 1)


def is_reduced_to_one(unit: Unit) -> bool:
    """A unit that began with 3 or more (non add-on) stands and has one left."""
    base = unit.start_size - unit.addon_stands
    return not is_lost(unit) and base >= 3 and len(unit.stands) == 1


def losses(state: GameState, side: int) -> float:
    """Units lost for the break point: destroyed units count 1, units down to one stand count half."""
    total = 0.0
    for u in state.units.values():
        if u.side != side or u.flags.get("no_break_point"):
            continue
        if is_lost(u):
            total += 1
        elif is_reduced_to_one(u):
            total += 0.5
    return total


def break_point(state: GameState, side: int) -> int:
    """Losses at which the army withdraws: half its starting units, rounded up."""
    return math.ceil(state.sides[side].start_units / 2)


def score(state: GameState) -> tuple[tuple[int, int], tuple[int, int]]:
    """(victory points per side, units lost per side)."""
    pts = [0, 0]
    lost = [0, 0]
    for u in state.units.values():
        enemy = 1 - u.side
        if is_lost(u):
            pts[enemy] += unit_value(state, u)
            lost[u.side] += 1
        elif is_reduced_to_one(u):
            pts[enemy] += half_value(unit_value(state, u))
    for c in state.characters.values():
        if not c.alive:
            army = state.sides[c.side].army
            value = army.character(c.profile).points + (army.mount(c.mount).points if c.mount else 0)
            pts[1 - c.side] += value
    return (pts[0], pts[1]), (lost[0], lost[1])
