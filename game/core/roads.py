"""Roads and tracks (digest 8, 2.4): a column on a road moves as over open ground, and earns +1 to its next order.

A stand whose centre lies on a road counts as travelling along it, whatever the road's width. A unit
that ends its move in column (a single stand counts) with every stand's centre on a road all the way
from where it started moves as over open ground: the terrain the road runs through neither stops it nor
keeps it out. A unit that made its whole move along a road in this way takes +1 Command on its next
order this turn.

Roads do not change cover (infantry on a road through a wood are still defended) nor, in this reading,
the -1 for dense terrain.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.core import board
from game.core.events import Modifier
from game.core.state import Character, GameState, Unit
from game.table import Base, TerrainKind

RULE = "movement.road"
ENTRIES = {
    RULE: (
        "Roads",
        "A unit in column whose stands keep to a road moves as over open ground, whatever the road runs through; "
        "a whole move along a road earns +1 Command on its next order.",
    ),
}
SAMPLE_MM = 5.0
# A unit whose last move ran wholly along a road: +1 to its next order (until the end of the turn).
ROAD_MARCH = "road_march"


def _on_road(state: GameState, x: float, y: float) -> bool:
    return any(p.kind is TerrainKind.ROAD for p in board.table(state).pieces_at((x, y)))


def stand_along_road(state: GameState, a: Base, b: Base) -> bool:
    """Whether a stand moving from ``a`` to ``b`` keeps its centre on a road all the way."""
    n = max(1, math.ceil(math.dist((a.x, a.y), (b.x, b.y)) / SAMPLE_MM))
    return all(_on_road(state, a.x + (b.x - a.x) * k / n, a.y + (b.y - a.y) * k / n) for k in range(n + 1))


def marching(state: GameState, unit: Unit, start: Sequence[Base], end: Sequence[Base]) -> bool:
    """Whether the move from ``start`` to ``end`` is a column marching along a road."""
    from game.core.moves import formation

    if not any(p.kind == TerrainKind.ROAD for p in state.terrain):
        return False
    if len(end) > 1 and formation(end) != "column":
        return False
    return all(stand_along_road(state, a, b) for a, b in zip(start, end, strict=True))


def terrain_passed(state: GameState, unit: Unit, start: Sequence[Base], end: Sequence[Base]) -> set[str]:
    """The terrain pieces a move may pass through and end in because it follows a road (ids; empty if not)."""
    if not marching(state, unit, start, end):
        return set()
    return {p.id for p in state.terrain if p.kind != TerrainKind.ROAD}


def note_march(state: GameState, unit: Unit, start: Sequence[Base], end: Sequence[Base]) -> None:
    """After a move by order: remember a whole move along a road for the next order's +1."""
    from game.core.magic import effects  # the magic package imports the command phase

    if start != end and marching(state, unit, start, end):
        effects.set_lasting(unit, ROAD_MARCH, 1, effects.ply(state))
    else:
        effects.clear(unit, ROAD_MARCH)




def command_modifiers(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """+1 to an order to units that all made their last move wholly along a road."""
    if units and all(u.flags.get(ROAD_MARCH) for u in units):
        return [Modifier(1, RULE, "whole move along a road")]
    return []
