"""What terrain does: who may enter it, which pieces are dense, which block sight, and hill heights."""

from __future__ import annotations

from enum import StrEnum

from game.table.geometry import Point, Polygon
from game.table.polygons import boundary_distance, point_in_polygon
from game.table.shapes import TerrainKind


class Mover(StrEnum):
    """How a stand moves through terrain.

    CHARACTER moves as infantry; MOUNTED_CHARACTER (on a monstrous or chariot mount) and MACHINE move
    as chariots. A FLYER passes over anything but may not end its move in woods or in terrain
    impassable to infantry.
    """

    INFANTRY = "infantry"
    CAVALRY = "cavalry"
    CHARIOT = "chariot"
    MONSTER = "monster"
    ARTILLERY = "artillery"
    MACHINE = "machine"
    FLYER = "flyer"
    CHARACTER = "character"
    MOUNTED_CHARACTER = "mounted_character"
    # A monster at home among trees (the Wood Elves' Treeman): where a monster may go, and into woods.
    TREE_MONSTER = "tree_monster"
    # A character on foot who crosses water and swamp as open ground (the Kislev Shaman's Yozhin): where a character
    # may go, and across rivers.
    WADER = "wader"


_ALL = frozenset(Mover)
_FOOT = frozenset({Mover.INFANTRY, Mover.CHARACTER, Mover.WADER, Mover.FLYER})
_NOT_ARTILLERY = _ALL - {Mover.ARTILLERY}
_HOOF_AND_FOOT = frozenset(
    {Mover.INFANTRY, Mover.CHARACTER, Mover.WADER, Mover.CAVALRY, Mover.MONSTER, Mover.TREE_MONSTER, Mover.FLYER}
)
_FOOT_AND_TREES = _FOOT | {Mover.TREE_MONSTER}
_NONE = frozenset({Mover.FLYER})

TERRAIN_ACCESS: dict[TerrainKind, frozenset[Mover]] = {
    TerrainKind.OPEN: _ALL,
    TerrainKind.HILL: _ALL,
    TerrainKind.ROAD: _ALL,
    TerrainKind.BRIDGE: _ALL,
    # Artillery may only use open ground, hills, roads and bridges; everything else shuts it out.
    TerrainKind.BROKEN: _NOT_ARTILLERY,
    TerrainKind.VILLAGE: _NOT_ARTILLERY,
    TerrainKind.LOOSE: _HOOF_AND_FOOT,
    TerrainKind.FORD: _HOOF_AND_FOOT,
    TerrainKind.LOW_OBSTACLE: _HOOF_AND_FOOT,
    TerrainKind.WOOD: _FOOT_AND_TREES,
    TerrainKind.HIGH_OBSTACLE: _FOOT,
    TerrainKind.RIVER: frozenset({Mover.FLYER, Mover.WADER}),
    TerrainKind.BUILDING: _NONE,
    TerrainKind.IMPASSABLE: _NONE,
    TerrainKind.EQUIPMENT: _NONE,
}
"""Who may move into (or, for flyers, over) each kind of terrain."""

DENSE: frozenset[TerrainKind] = frozenset({TerrainKind.WOOD, TerrainKind.VILLAGE, TerrainKind.BROKEN})
"""Dense terrain: a unit with any stand even partly inside takes -1 Command."""

BLOCKS_SIGHT_BEYOND_20MM: frozenset[TerrainKind] = frozenset({TerrainKind.WOOD, TerrainKind.VILLAGE})
"""Terrain a sight line may cross for at most ``SIGHT_DEPTH`` mm."""

BLOCKS_SIGHT: frozenset[TerrainKind] = frozenset(
    {TerrainKind.BUILDING, TerrainKind.HIGH_OBSTACLE, TerrainKind.IMPASSABLE}
)
"""Terrain no sight line may cross (impassable pieces stand for cliffs and mountains)."""

SIGHT_DEPTH = 20.0
"""How far into a wood or village a stand can see, or be seen (mm)."""


def may_enter(kind: TerrainKind, mover: Mover) -> bool:
    """Whether a mover may move into (or, for a flyer, over) terrain of this kind."""
    return mover in TERRAIN_ACCESS[kind]


def may_end_in(kind: TerrainKind, mover: Mover) -> bool:
    """Whether a mover may end its move overlapping terrain of this kind."""
    if mover is Mover.FLYER:
        return kind is not TerrainKind.WOOD and Mover.INFANTRY in TERRAIN_ACCESS[kind]
    return mover in TERRAIN_ACCESS[kind]


def hill_height(p: Point, hill: Polygon) -> float:
    """Height of a point on a hill: its distance to the hill's edge, so the crest is the deepest part."""
    if not point_in_polygon(p, hill):
        return 0.0
    return boundary_distance(p, hill)
