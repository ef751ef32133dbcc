"""Joining a unit (the seed's "Characters Joined to Units"): units engaged in combat or fleeing cannot be
joined. Warhost's fleeing is confusion (module-adaptations), so an engaged or confused unit is refused.

A character joins by ending its move in the Characters step touching the unit, which comes after every
order of the Command phase: the unit joined moves no further in that phase, as the seed asks.
"""

from __future__ import annotations

from game.core.state import GameState, Unit


def may_not_join(state: GameState, unit: Unit, answer: str) -> str:
    """The answer to ``NEVER_JOINED`` under the module: an engaged or confused unit may not be joined."""
    if answer:
        return answer
    if unit.engaged:
        return f"{unit.name} is engaged in combat: a character may not join it"
    if unit.confused:
        return f"{unit.name} is confused: a character may not join it"
    return ""
