"""Terrain as a sight line meets it: woods and villages (20 mm deep), hills (the crest), blocking pieces."""

from __future__ import annotations

import math
from collections.abc import Callable

from game.table.convex import convex_hull
from game.table.geometry import EPS, Point, Polygon, lerp, point_segment_distance, signed_area
from game.table.polygons import inside_intervals, outline_polygon_distance, polygon_edges
from game.table.shapes import TerrainKind, TerrainPiece
from game.table.terrain import BLOCKS_SIGHT, BLOCKS_SIGHT_BEYOND_20MM, SIGHT_DEPTH, hill_height

HILL_MARGIN = 0.01
"""How much higher (mm of hill depth) than both its ends a line must pass for a hill to block it."""

# Hill crests are searched for down to stretches of line this short (mm).
_HILL_RESOLUTION = 0.05


class SightPiece:
    """A terrain piece that can stop a sight line, prepared for many line tests."""

    def __init__(self, piece: TerrainPiece, triangles: list[Polygon]):
        self.id = piece.id
        self.points = piece.points
        self.box = piece.bounds()
        self.hull = convex_hull(piece.points)
        self.triangles = triangles
        # each triangle as three inward half-planes (nx, ny, c): inside where nx x + ny y >= c
        self.planes = [_half_planes(tri) for tri in triangles]
        self.edges = polygon_edges(piece.points)
        self.solid = piece.kind in BLOCKS_SIGHT
        self.deep = piece.kind in BLOCKS_SIGHT_BEYOND_20MM
        self.hill = piece.kind is TerrainKind.HILL
        # Deeper than half the sight depth inside a wood, any line through a point is more than the
        # sight depth inside (a disk that wide fits round it), provided both its ends are outside.
        self.cores: list[Polygon] = []
        if self.deep:
            parts = [self.hull] if self.is_convex else triangles
            self.cores = [c for c in (_shrink(part, SIGHT_DEPTH / 2.0 + EPS) for part in parts) if c]

    @staticmethod
    def stops_sight(piece: TerrainPiece) -> bool:
        """Whether pieces of this kind can ever stop a sight line."""
        return piece.kind in BLOCKS_SIGHT or piece.kind in BLOCKS_SIGHT_BEYOND_20MM or piece.kind is TerrainKind.HILL

    def near(self, core: Polygon, r: float) -> bool:
        """Whether a convex region grown by r reaches this piece (so lines inside it may meet it)."""
        return outline_polygon_distance(core, 0.0, self.points) <= (r if self.solid else 0.0)

    def blocks(self, s: Point, p: Point, r: float, height: Callable[[Point], float]) -> bool:
        """Whether this piece stops the line from s to p (a strip of half-width r against solid pieces)."""
        x0, y0, x1, y1 = self.box
        if max(s[0], p[0]) < x0 - r or min(s[0], p[0]) > x1 + r or max(s[1], p[1]) < y0 - r or min(s[1], p[1]) > y1 + r:
            return False
        if self.solid:
            if r > 0.0:
                return outline_polygon_distance((s, p), 0.0, self.points) < r - EPS
            return self._inside(s, p) > EPS
        if self.deep:
            return self._inside(s, p) > SIGHT_DEPTH + EPS
        return self._over_crest(s, p, max(height(s), height(p)) + HILL_MARGIN)

    def _inside(self, s: Point, p: Point) -> float:
        """Length of the line s-p inside the piece: the sum over its triangles, which meet only along edges."""
        total = 0.0
        for planes in self.planes:
            span = _clip(s, p, planes)
            if span is not None:
                total += span[1] - span[0]
        return total * math.hypot(p[0] - s[0], p[1] - s[1])

    def _over_crest(self, s: Point, p: Point, limit: float) -> bool:
        """Whether the line s-p passes over a part of this hill higher than ``limit``.

        Branch and bound along the stretches inside the hill. The height (distance to the nearest edge)
        anywhere on a stretch is at most the larger of its two ends' distances to any one edge, since
        the distance to a straight edge is convex along a line.
        """
        # Most lines either miss the hill or run well over it: one point deep inside settles them.
        for planes in self.planes:
            span = _clip(s, p, planes)
            if span is not None and span[1] - span[0] > EPS:
                if hill_height(lerp(s, p, (span[0] + span[1]) / 2.0), self.points) > limit:
                    return True
        length = math.hypot(p[0] - s[0], p[1] - s[1])
        stack = list(inside_intervals(s, p, self.points))
        while stack:
            t0, t1 = stack.pop()
            a, b = lerp(s, p, t0), lerp(s, p, t1)
            if hill_height(lerp(s, p, (t0 + t1) / 2.0), self.points) > limit:
                return True
            bound = min(
                max(point_segment_distance(a, e0, e1), point_segment_distance(b, e0, e1)) for e0, e1 in self.edges
            )
            if bound <= limit or (t1 - t0) * length < _HILL_RESOLUTION:
                continue
            tm = (t0 + t1) / 2.0
            stack += [(tm, t1), (t0, tm)]
        return False

    @property
    def is_convex(self) -> bool:
        """Whether the piece is its own convex hull."""
        return abs(signed_area(self.hull)) - abs(signed_area(self.points)) <= 1e-9 * abs(signed_area(self.hull))


def _half_planes(poly: Polygon) -> list[tuple[float, float, float]]:
    turn = 1.0 if signed_area(poly) > 0 else -1.0
    out = []
    n = len(poly)
    for i in range(n):
        e0, e1 = poly[i], poly[(i + 1) % n]
        nx, ny = -(e1[1] - e0[1]) * turn, (e1[0] - e0[0]) * turn
        out.append((nx, ny, nx * e0[0] + ny * e0[1]))
    return out


def _clip(s: Point, p: Point, planes: list[tuple[float, float, float]]) -> tuple[float, float] | None:
    """The parameter range of segment s-p inside a convex region given as half-planes (Cyrus-Beck)."""
    t0, t1 = 0.0, 1.0
    dx, dy = p[0] - s[0], p[1] - s[1]
    for nx, ny, c in planes:
        num = nx * s[0] + ny * s[1] - c
        den = nx * dx + ny * dy
        if den == 0.0:
            if num < 0.0:
                return None
            continue
        t = -num / den
        if den > 0.0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return t0, t1


def _shrink(poly: Polygon, d: float) -> Polygon | None:
    """A convex polygon with every edge moved inwards by d (None if nothing is left)."""
    turn = 1.0 if signed_area(poly) > 0 else -1.0
    out = list(poly)
    n = len(poly)
    for i in range(n):
        e0, e1 = poly[i], poly[(i + 1) % n]
        ex, ey = e1[0] - e0[0], e1[1] - e0[1]
        ln = math.hypot(ex, ey)
        nx, ny = -ey / ln * turn, ex / ln * turn  # inward normal
        c = nx * e0[0] + ny * e0[1] + d
        out = _cut(out, nx, ny, c)
        if len(out) < 3:
            return None
    return tuple(out)


def _cut(poly: list[Point], nx: float, ny: float, c: float) -> list[Point]:
    """The part of a convex polygon where nx x + ny y >= c (Sutherland-Hodgman, one plane)."""
    out: list[Point] = []
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        fp, fq = nx * p[0] + ny * p[1] - c, nx * q[0] + ny * q[1] - c
        if fp >= 0.0:
            out.append(p)
        if (fp >= 0.0) != (fq >= 0.0):
            out.append(lerp(p, q, fp / (fp - fq)))
    return out
