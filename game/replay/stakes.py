"""The victory points at stake: what each side stands to hand its enemy if the next turns go badly.

The debrief ranks the moments of a battle by how much they moved the points at stake, not only the
points that changed hands: a charge that locks two units in combat swings a battle before a single
stand falls. A piece's points are at stake while it has not yet been lost and

- its unit is engaged in a combat not yet decided (it may be destroyed in the fight or the pursuit),
- its unit is confused (it cannot move away from what threatens it), or
- its unit has lost stands (the next loss may bring it down to one stand, or destroy it);

a character's points are at stake with the unit it has joined. What is at stake is what the enemy
could still win: a unit already down to one stand has given half its value and stakes the other half.
Raised dead, worth nothing to the enemy, stake nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.state import GameState, Unit, id_key
from game.core.victory import character_value, half_value, is_lost, is_reduced_to_one, unit_value


@dataclass(frozen=True)
class Stake:
    """One piece whose points are at stake: whose it is, how many points, and why, in words."""

    side: int
    id: str
    name: str
    points: int
    why: str


def _why(unit: Unit) -> str:
    parts = []
    if unit.engaged:
        parts.append("engaged")
    if unit.confused:
        parts.append("confused")
    if len(unit.stands) < unit.start_size:
        parts.append(f"down to {len(unit.stands)} of {unit.start_size} stands")
    return ", ".join(parts)


def stakes(state: GameState) -> dict[str, Stake]:
    """Every piece whose points are at stake, by id (units then characters, in id order)."""
    out: dict[str, Stake] = {}
    for key in sorted(state.units, key=id_key):
        u = state.units[key]
        if is_lost(u) or not u.stands or u.flags.get("no_victory_points"):
            continue
        why = _why(u)
        if not why:
            continue
        value = unit_value(state, u)
        left = value - half_value(value) if is_reduced_to_one(u) else value
        out[key] = Stake(u.side, key, u.name, left, why)
    for key in sorted(state.characters, key=id_key):
        c = state.characters[key]
        if c.alive and c.joined in out:
            out[key] = Stake(c.side, key, c.name, character_value(state, c), f"with the {out[c.joined].name}")
    return out


def at_stake(items: dict[str, Stake]) -> tuple[int, int]:
    """The points each side has at stake."""
    pts = [0, 0]
    for s in items.values():
        pts[s.side] += s.points
    return (pts[0], pts[1])
