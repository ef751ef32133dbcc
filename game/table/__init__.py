"""Geometry on the table: stands, terrain, distances, line of sight, overlaps, paths and displacement.

The only package that uses pymunk, and only as a spatial index; it knows nothing of the rules' state.
Lengths are millimetres, x to the right and y down; facings are degrees clockwise from north (y = 0).
"""

from game.table.contact import (
    OVERLAP_TOLERANCE,
    TOUCH_TOLERANCE,
    EdgeContact,
    base_distance,
    closest_pair,
    edge_contact,
    overlapping,
    penetration,
    touching,
)
from game.table.displace import push_aside
from game.table.index import Table
from game.table.paths import PathCheck
from game.table.shapes import Base, TerrainKind, TerrainPiece
from game.table.sight import SAMPLE_STEP, SIGHT_HAIR, Sight
from game.table.terrain import (
    BLOCKS_SIGHT,
    BLOCKS_SIGHT_BEYOND_20MM,
    DENSE,
    SIGHT_DEPTH,
    TERRAIN_ACCESS,
    Mover,
    hill_height,
    may_end_in,
    may_enter,
)

__all__ = [
    "BLOCKS_SIGHT",
    "BLOCKS_SIGHT_BEYOND_20MM",
    "DENSE",
    "OVERLAP_TOLERANCE",
    "SAMPLE_STEP",
    "SIGHT_DEPTH",
    "SIGHT_HAIR",
    "TERRAIN_ACCESS",
    "TOUCH_TOLERANCE",
    "Base",
    "EdgeContact",
    "Mover",
    "PathCheck",
    "Sight",
    "Table",
    "TerrainKind",
    "TerrainPiece",
    "base_distance",
    "closest_pair",
    "edge_contact",
    "hill_height",
    "may_end_in",
    "may_enter",
    "overlapping",
    "penetration",
    "push_aside",
    "touching",
]
