"""Battlefield equipment on the table: a piece's footprint, what stands behind it, what it blocks and what
crosses it. Pieces are rectangles like stands (``Base``): ``width`` runs along the piece, ``depth`` front to
back, and the front faces ``facing``. Knows nothing of the rules: the kinds and their effects live in the
rules core.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence

from game.table.contact import TOUCH_TOLERANCE, base_distance, overlapping
from game.table.convex import convex_hull
from game.table.geometry import Point, dot, segment_param_crossings
from game.table.polygons import outline_polygon_distance
from game.table.shapes import Base

# How far behind a piece's rear edge a stand may stand and still shelter behind it (a stand's depth and a bit).
SHELTER_MM = 25.0


def piece_base(piece_id: str, side: int, x: float, y: float, facing: float, width: float, depth: float) -> Base:
    """The footprint of a piece centred at (x, y)."""
    return Base(piece_id, "equipment", side, x, y, facing, width, depth)


def _offsets(piece: Base, p: Point) -> tuple[float, float]:
    """(ahead, across): how far ``p`` lies in front of the piece's centre and to its right."""
    rel = (p[0] - piece.x, p[1] - piece.y)
    return dot(rel, piece.direction()), dot(rel, piece.right())


def in_front(piece: Base, stand: Base) -> bool:
    """Whether the stand's centre is on the piece's front side (where its facing points)."""
    return _offsets(piece, stand.centre)[0] > 0


def behind(piece: Base, stand: Base, reach: float = SHELTER_MM) -> bool:
    """Whether the stand's centre is behind the piece: on its rear side, within ``reach`` of the rear edge
    and no further to either side than the piece's own ends."""
    ahead, across = _offsets(piece, stand.centre)
    return -piece.depth / 2.0 - reach - stand.depth / 2.0 <= ahead < 0 and abs(across) <= piece.width / 2.0


def straight_ahead(piece: Base, target: Base) -> bool:
    """Whether any part of ``target`` lies straight in front of the piece: between the lines its two ends run
    forward along (the seed's ruler laid on the outer edges of a mantlet's base)."""
    half = piece.width / 2.0
    pts = [_offsets(piece, c) for c in target.corners()]  # (ahead, across)
    for keep in (lambda p: half - p[1], lambda p: p[1] + half, lambda p: p[0] - piece.depth / 2.0):
        pts = _clip(pts, keep)
        if not pts:
            return False
    # More than a sliver: a target only grazing an edge line is not in front.
    return max(p[1] for p in pts) - min(p[1] for p in pts) > 0.5


def _clip(pts: list[Point], keep: Callable[[Point], float]) -> list[Point]:
    """The polygon ``pts`` cut to where ``keep`` is not negative."""
    out: list[Point] = []
    for i, p in enumerate(pts):
        q = pts[(i + 1) % len(pts)]
        kp, kq = keep(p), keep(q)
        if kp >= 0:
            out.append(p)
        if (kp >= 0) != (kq >= 0):
            s = kp / (kp - kq)
            out.append((p[0] + (q[0] - p[0]) * s, p[1] + (q[1] - p[1]) * s))
    return out


def touching(piece: Base, stand: Base) -> bool:
    return base_distance(piece, stand) <= TOUCH_TOLERANCE


def blocks(piece: Base, stand: Base) -> bool:
    """Whether the stand overlaps the piece (a stand may never stand on a piece it may not cross)."""
    return overlapping(piece, stand)


def crosses(piece: Base, start: Point, end: Point) -> bool:
    """Whether the straight path from ``start`` to ``end`` passes through the piece's footprint."""
    poly = piece.corners()
    for i in range(4):
        if segment_param_crossings(start, end, poly[i], poly[(i + 1) % 4]):
            return True
    return _inside(piece, start) or _inside(piece, end)


def _inside(piece: Base, p: Point) -> bool:
    ahead, across = _offsets(piece, p)
    return abs(ahead) < piece.depth / 2.0 and abs(across) < piece.width / 2.0


def contains(piece: Base, p: Point) -> bool:
    """Whether the point lies within the piece's footprint."""
    return _inside(piece, p)


def interrupts(piece: Base, shooter: Point, target: Point) -> bool:
    """Whether the piece stands across the line of sight from ``shooter`` to ``target``."""
    return crosses(piece, shooter, target) and not _inside(piece, shooter)


def in_the_piece(piece: Base, stand: Base) -> bool:
    """Whether the stand's centre is within the piece's footprint (a unit in a pit)."""
    return _inside(piece, stand.centre)


def across(points: tuple[Point, ...], a: Base, b: Base) -> Base | None:
    """``b`` moved across the piece whose corners are ``points`` (front-left, front-right, rear-right,
    rear-left) to the side ``a`` stands on, when both touch the piece from opposite sides; else None. Two
    stands facing each other over a palisade or stakes fight as if they touched (the piece between them)."""
    fl, fr, rr, rl = points
    d = (fl[0] - rl[0], fl[1] - rl[1])
    depth = (d[0] ** 2 + d[1] ** 2) ** 0.5
    if depth <= 0:
        return None
    n = (d[0] / depth, d[1] / depth)
    cx, cy = (fl[0] + rr[0]) / 2, (fl[1] + rr[1]) / 2
    width = ((fr[0] - fl[0]) ** 2 + (fr[1] - fl[1]) ** 2) ** 0.5
    piece = Base("piece", "equipment", 0, cx, cy, _facing_of(n), width, depth)
    if not (touching(piece, a) and touching(piece, b)):
        return None
    sa, sb = _offsets(piece, a.centre)[0], _offsets(piece, b.centre)[0]
    if (sa > 0) == (sb > 0):
        return None
    sign = 1.0 if sa > 0 else -1.0
    return Base(b.id, b.owner, b.side, b.x + n[0] * depth * sign, b.y + n[1] * depth * sign, b.facing, b.width,
                b.depth, b.round, b.character)


def _facing_of(v: Point) -> float:
    # Facings are clockwise from north (y = 0), y down: north is (0, -1). Rounded so square-on pieces stay exact.
    return round(math.degrees(math.atan2(v[0], -v[1])), 6) % 360.0


def swept_into(start: Base, end: Base, polygons: Iterable[tuple[str, Sequence[Point]]]) -> str | None:
    """The id of the first polygon a piece moved from ``start`` to ``end`` goes into (the hull of both
    footprints, a millimetre in from their edges so that touching is not entering), or None."""
    shrink = [Base(b.id, b.owner, b.side, b.x, b.y, b.facing, max(b.width - 2.0, 0.5), max(b.depth - 2.0, 0.5))
              for b in (start, end)]
    hull = convex_hull([*shrink[0].corners(), *shrink[1].corners()])
    for ident, poly in polygons:
        if outline_polygon_distance(hull, 0.0, poly) <= 0.0:
            return ident
    return None
