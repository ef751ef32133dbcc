"""Victory points, the army's break point, and the summary shown when a battle ends (digest 9.2 and 9.3).

Points are scored for the enemy's losses: the full value of each unit destroyed (or gone for good)
and of each character slain (mount included); half the value, rounded up to 5, of each unit that
began with 3 or more stands and is down to one. ``scoring`` lists every such item so the totals,
the result screen's breakdown and the log all agree.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from game.core import hooks
from game.core.characters.alone import character_of
from game.core.questions import COUNTS_FOR_BREAK_POINT, VICTORY_POINTS
from game.core.state import Character, GameState, Unit, id_key


@dataclass(frozen=True)
class Scored:
    """One enemy loss that gave ``side`` victory points."""

    side: int
    id: str
    name: str
    what: str  # "unit" or "character"
    how: str  # "destroyed", "reduced to one stand", "slain" or "still standing" (Troll Slayers)
    points: int

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "what": self.what, "how": self.how, "points": self.points}


def unit_value(state: GameState, unit: Unit) -> int:
    """Points paid for a unit, add-on stands included (a character acting as a unit of one: the character's)."""
    ch = character_of(state, unit)
    if ch is not None:
        return character_value(state, ch)
    # The stat line the game plays it with: a creature a rule brought on (a Mirage) has no entry of its own.
    pts = state.unit_profile(unit).points
    return pts + unit.addon_stands * _addon_points(state, unit)


def _addon_points(state: GameState, unit: Unit) -> int:
    army = state.army_of(unit)
    addons = [u for u in army.units if u.addon]
    return addons[0].points if addons else 0


def character_value(state: GameState, ch: Character) -> int:
    """Points paid for a character, its mount included."""
    army = state.army_of(ch)
    return army.character(ch.profile).points + (army.mount(ch.mount).points if ch.mount else 0)


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
        if not state.ruleset.ask(COUNTS_FOR_BREAK_POINT, state, u):
            continue
        if is_lost(u):
            total += 1
        elif is_reduced_to_one(u):
            total += 0.5
    return total


def counted_units(state: GameState, side: int) -> int:
    """The starting units that count towards the break point: every one, less those an army rule leaves out
    (Bretonnia counts only its Knights)."""
    left_out = sum(
        1
        for u in state.units.values()
        if u.side == side
        and not u.flags.get("no_break_point")
        and not state.ruleset.ask(COUNTS_FOR_BREAK_POINT, state, u)
    )
    return state.sides[side].start_units - left_out


def break_point(state: GameState, side: int) -> int:
    """Losses at which the army withdraws: half its counted starting units, rounded up."""
    counted = counted_units(state, side)
    if counted < state.sides[side].start_units and counted <= 0:
        return state.sides[side].start_units + 1  # nothing that counts: the army never breaks by losses
    # An army rule may hold the army to the field longer (Nippon's Honour and Duty).
    return math.ceil(counted / 2) + sum(fn(state, side) for fn in state.ruleset.hook(hooks.BREAK_POINT_BONUS))


def scoring(state: GameState) -> list[Scored]:
    """Every enemy loss worth victory points, units then characters, in id order."""
    out: list[Scored] = []
    for key in sorted(state.units, key=id_key):
        u = state.units[key]
        if u.flags.get("no_victory_points"):
            continue  # raised dead are worth nothing to the enemy
        worth = state.ruleset.ask(VICTORY_POINTS, state, u)
        if worth == "none":
            continue  # a Pump Wagon: the enemy gains nothing for it
        if worth == "standing":
            # Troll Slayers: worth their full value to the enemy while any of them stands, nothing once gone
            # (a destroyed unit is still listed, at no points, as a loss for the break point).
            lost = is_lost(u)
            how = "destroyed" if lost else "still standing"
            out.append(Scored(1 - u.side, u.id, u.name, "unit", how, 0 if lost else unit_value(state, u)))
            continue
        if is_lost(u):
            out.append(Scored(1 - u.side, u.id, u.name, "unit", "destroyed", unit_value(state, u)))
        elif is_reduced_to_one(u):
            out.append(
                Scored(1 - u.side, u.id, u.name, "unit", "reduced to one stand", half_value(unit_value(state, u)))
            )
    for key in sorted(state.characters, key=id_key):
        c = state.characters[key]
        if not c.alive and not c.flags.get("no_victory_points"):
            # A character his own side put to death (a Dark Elf blunderer) gives the enemy nothing.
            out.append(Scored(1 - c.side, c.id, c.name, "character", "slain", character_value(state, c)))
    return out


def score(state: GameState) -> tuple[tuple[int, int], tuple[int, int]]:
    """(victory points per side, units lost per side)."""
    pts = [0, 0]
    lost = [0, 0]
    for item in scoring(state):
        pts[item.side] += item.points
        if item.what == "unit" and item.how == "destroyed":
            lost[1 - item.side] += 1
    return (pts[0], pts[1]), (lost[0], lost[1])


def result_summary(state: GameState) -> dict[str, Any]:
    """What the result screen shows: winner, reason, the turn it ended, and per side its victory points
    with the enemy losses that gave them, and the units it lost. Works on a battle still in progress
    too (no winner or reason yet, points as they stand)."""
    items = scoring(state)
    pts, lost = score(state)
    r = state.result
    if r is not None:
        pts, lost = r.points, r.units_lost
    sides = []
    for s in (0, 1):
        conceded = r is not None and r.reason == "concession" and r.winner == 1 - s
        sides.append(
            {
                "name": state.sides[s].name,
                "points": pts[s],
                "units_lost": lost[s],
                "withdrew": state.withdrawn == s,
                "conceded": conceded,
                # A side that concedes scores nothing, whatever it destroyed.
                "breakdown": [] if conceded else [i.to_dict() for i in items if i.side == s],
            }
        )
    winner = None if r is None else r.winner
    return {
        "winner": winner,
        "winner_name": state.sides[winner].name if winner is not None else "",
        "reason": "" if r is None else r.reason,
        "turn": state.turn if r is None else r.turn,
        "sides": sides,
    }
