"""The Bone Giant (digest 10.5 [2]): the Tomb King's orders to it cost -1 Command; a Liche Priest's do not.

The penalty falls on any order from the Tomb King that includes a Bone Giant, a brigade too; it is one
-1 however many Bone Giants the order names.
"""

from __future__ import annotations

from game.core.events import Modifier
from game.core.state import Character, GameState, Unit

RULE = "specials.bone_giant"


def command_modifiers(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """-1 when the Tomb King orders a Bone Giant (alone or in a brigade)."""
    if "tomb_king" not in state.character_profile(ch).special:
        return []
    for u in units:
        prof = state.unit_profile(u)
        if prof.has("bone_giant"):
            return [Modifier(-1, RULE, f"{prof.name} heeds the priests, not the king")]
    return []
