"""Plane geometry in millimetres: points, directions and segments.

Everything here is plain Python on tuples so that results are exact functions of the inputs and
repeat bit for bit. Convex outlines live in ``convex.py`` and terrain polygons in ``polygons.py``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

Point = tuple[float, float]
Polygon = tuple[Point, ...]

# Below this a length is treated as nothing: far under anything a player can measure.
EPS = 1e-9


# Ids are sorted by this many thousands of times a turn, and a battle has only a few hundred.
@lru_cache(maxsize=8192)
def id_key(k: str) -> tuple[str, int]:
    """Sort key for ids such as ``u2`` < ``u10``: the text prefix, then the trailing number."""
    i = len(k)
    while i > 0 and k[i - 1].isdigit():
        i -= 1
    return (k[:i], int(k[i:]) if i < len(k) else -1)


def unit_vector(degrees: float) -> Point:
    """The direction of a facing: clockwise from north, north being towards y = 0.

    Quarter turns are exact so that square-on stands have exact corners and distances tie exactly.
    """
    turn = degrees % 360.0
    if turn == 0.0:
        return (0.0, -1.0)
    if turn == 90.0:
        return (1.0, 0.0)
    if turn == 180.0:
        return (0.0, 1.0)
    if turn == 270.0:
        return (-1.0, 0.0)
    a = math.radians(turn)
    return (math.sin(a), -math.cos(a))


def dot(a: Point, b: Point) -> float:
    """Dot product."""
    return a[0] * b[0] + a[1] * b[1]


def cross(a: Point, b: Point) -> float:
    """The z component of the cross product a x b."""
    return a[0] * b[1] - a[1] * b[0]


def dist(a: Point, b: Point) -> float:
    """Distance between two points."""
    return math.hypot(a[0] - b[0], a[1] - b[1])


def lerp(a: Point, b: Point, t: float) -> Point:
    """The point a fraction t of the way from a to b."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def closest_on_segment(p: Point, a: Point, b: Point) -> Point:
    """The point of segment ab closest to p."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    l2 = dx * dx + dy * dy
    if l2 == 0.0:
        return a
    t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2
    t = 0.0 if t < 0.0 else 1.0 if t > 1.0 else t
    return (a[0] + t * dx, a[1] + t * dy)


def point_segment_distance(p: Point, a: Point, b: Point) -> float:
    """Distance from point p to segment ab."""
    c = closest_on_segment(p, a, b)
    return math.hypot(p[0] - c[0], p[1] - c[1])


def orient(a: Point, b: Point, c: Point) -> float:
    """Twice the signed area of triangle abc: which side of the line ab the point c lies on."""
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def segment_param_crossings(a: Point, b: Point, c: Point, d: Point) -> list[float]:
    """Parameters t along ab (0..1) where it meets segment cd; both ends of a collinear overlap."""
    r = (b[0] - a[0], b[1] - a[1])
    s = (d[0] - c[0], d[1] - c[1])
    den = cross(r, s)
    qp = (c[0] - a[0], c[1] - a[1])
    if den == 0.0:
        if cross(qp, r) != 0.0:
            return []
        rr = dot(r, r)
        if rr == 0.0:
            return []
        t0, t1 = dot(qp, r) / rr, dot((d[0] - a[0], d[1] - a[1]), r) / rr
        lo, hi = max(0.0, min(t0, t1)), min(1.0, max(t0, t1))
        return [lo, hi] if lo <= hi else []
    t = cross(qp, s) / den
    u = cross(qp, r) / den
    if -EPS <= t <= 1.0 + EPS and -EPS <= u <= 1.0 + EPS:
        return [min(1.0, max(0.0, t))]
    return []


def signed_area(poly: Sequence[Point]) -> float:
    """Shoelace area; positive when counter-clockwise in x-right/y-up terms."""
    s = 0.0
    n = len(poly)
    for i in range(n):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % n]
        s += x0 * y1 - x1 * y0
    return s / 2.0


def bounds(points: Sequence[Point]) -> tuple[float, float, float, float]:
    """(min x, min y, max x, max y) of some points."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def boxes_overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    """Whether two (min x, min y, max x, max y) boxes overlap or touch."""
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]
