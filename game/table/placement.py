"""Where a stand may stand: clear of other units, of terrain it may not end in, and on the table."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.table.contact import OVERLAP_TOLERANCE, overlapping
from game.table.geometry import Point, id_key
from game.table.polygons import outline_polygon_distance
from game.table.shapes import Base, TerrainPiece
from game.table.terrain import Mover, may_end_in

if TYPE_CHECKING:
    from game.table.index import Table

TABLE_EDGE = "table edge"


def overlaps(table: Table, base: Base, mover: Mover, ignore: Iterable[str], include_characters: bool) -> list[str]:
    """See ``Table.overlaps``."""
    skip = set(ignore) | {base.owner, base.id}
    owners: set[str] = set()
    for other in table.stands_in_box(base.bounds(), characters=include_characters):
        if other.id in skip or other.owner in skip or other.owner in owners:
            continue
        if overlapping(base, other, OVERLAP_TOLERANCE):
            owners.add(other.owner)
    out = sorted(owners, key=id_key)
    for piece in pieces_overlapped(table, base, OVERLAP_TOLERANCE):
        if not may_end_in(piece.kind, mover) and piece.id not in skip:
            out.append(piece.id)
    if not in_table(table, base):
        out.append(TABLE_EDGE)
    return out


def in_table(table: Table, base: Base) -> bool:
    """See ``Table.in_table``."""
    x0, y0, x1, y1 = base.bounds()
    t = OVERLAP_TOLERANCE
    return x0 >= -t and y0 >= -t and x1 <= table.width + t and y1 <= table.height + t


def pieces_overlapped(table: Table, b: Base, tolerance: float) -> list[TerrainPiece]:
    """Terrain pieces a stand reaches more than ``tolerance`` mm into, in id order."""
    core, radius = _shrunk_outline(b, tolerance)
    return [
        piece
        for piece in table.pieces_in_box(b.bounds())
        if outline_polygon_distance(core, radius, piece.points) <= 0.0
    ]


def _shrunk_outline(b: Base, tolerance: float) -> tuple[tuple[Point, ...], float]:
    """A stand's outline pulled in by ``tolerance`` on every side (never below a sliver)."""
    if b.round:
        return ((b.x, b.y),), max(b.radius - tolerance, 0.0)
    w = max(b.width - 2 * tolerance, 1e-6)
    d = max(b.depth - 2 * tolerance, 1e-6)
    return Base(b.id, b.owner, b.side, b.x, b.y, b.facing, w, d).corners(), 0.0
