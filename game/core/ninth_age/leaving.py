"""Leaving a unit (the seed's "Leaving a Combined Unit" and "Advance/March Moving out of a Combined Unit"):
a character leaves only if it is able to move (not engaged in combat, not fleeing: confused here), and one
that cannot be placed at least 1 inch (2.5 cm) from its unit cannot leave it.

A character moves once in the Characters step, so it cannot leave a unit and rejoin it in the same phase;
the unit's own move is not changed by its leaving.
"""

from __future__ import annotations

from game.core import board
from game.core.state import Character, GameState

# The seed's 1 inch (module-adaptations, Scale).
CLEAR_MM = 25


def leaving_reasons(state: GameState, ch: Character, pose: tuple[int, int, int], join: str) -> list[str]:
    """Why the move is refused: a character leaves an unengaged, unconfused unit, ending 2.5 cm clear of it."""
    unit = state.units.get(ch.joined or "")
    if unit is None or not unit.alive or join == unit.id:
        return []
    if unit.engaged:
        return [f"{unit.name} is engaged in combat: {ch.name} cannot leave it"]
    if unit.confused:
        return [f"{unit.name} is confused: {ch.name} cannot leave it"]
    t = board.table(state)
    end = board.character_base(state, ch, pose)
    gap = min((t.distance(end, b) for b in t.bases_of(unit.id)), default=float(CLEAR_MM))
    if gap + 0.5 >= CLEAR_MM:
        return []
    return [
        f"to leave {unit.name}, {ch.name} must end at least {CLEAR_MM / 10:g} cm clear of it "
        f"(it would be {gap / 10:.1f} cm)"
    ]
