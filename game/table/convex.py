"""Convex outlines: a tuple of vertices (one point, a segment, or a convex polygon in either winding).

A stand is a rectangle; a round base is its centre grown by its radius (callers add radii); a thick
sight line is a segment grown by half the strip width. Separating-axis tests give overlaps and depths.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

from game.table.geometry import (
    Point,
    Polygon,
    closest_on_segment,
    cross,
    lerp,
    orient,
    point_segment_distance,
    segment_param_crossings,
    signed_area,
)


def _edges(poly: Sequence[Point]) -> list[tuple[Point, Point]]:
    n = len(poly)
    if n == 1:
        return [(poly[0], poly[0])]
    if n == 2:
        return [(poly[0], poly[1])]
    return [(poly[i], poly[(i + 1) % n]) for i in range(n)]


def axes(poly: Sequence[Point]) -> list[Point]:
    """Unit separating-axis candidates of a convex vertex list (parallel edges give one axis)."""
    if isinstance(poly, tuple):
        return list(_axes_cached(poly))
    return _axes(poly)


@functools.lru_cache(maxsize=8192)
def _axes_cached(poly: tuple[Point, ...]) -> tuple[Point, ...]:
    # Stands are asked about again and again with the same corners; the square roots add up.
    return tuple(_axes(poly))


def _axes(poly: Sequence[Point]) -> list[Point]:
    out: list[Point] = []
    n = len(poly)
    if n < 2:
        return out
    for a, b in _edges(poly):
        dx, dy = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(dx, dy)
        if ln == 0.0:
            continue
        ax = (-dy / ln, dx / ln)
        if all(abs(cross(ax, o)) > 1e-12 for o in out):
            out.append(ax)
        if n == 2:
            out.append((dx / ln, dy / ln))
    return out


def project(poly: Sequence[Point], axis: Point) -> tuple[float, float]:
    """The interval a vertex list covers along an axis."""
    vals = [p[0] * axis[0] + p[1] * axis[1] for p in poly]
    return min(vals), max(vals)


def cores_intersect(p: Sequence[Point], q: Sequence[Point]) -> bool:
    """Whether two convex vertex lists share a point (separating-axis test, touching counts)."""
    ax = axes(p) + axes(q)
    if not ax:
        return p[0] == q[0]
    for a in ax:
        p0, p1 = project(p, a)
        q0, q1 = project(q, a)
        if p1 < q0 or q1 < p0:
            return False
    return True


def closest_points(p: Sequence[Point], q: Sequence[Point]) -> tuple[float, Point, Point]:
    """(distance, point on p, point on q) between two convex vertex lists; 0 when they intersect."""
    if cores_intersect(p, q):
        c = _common_point(p, q)
        return 0.0, c, c
    best = (math.inf, p[0], q[0])
    for a, b in _edges(q):
        for v in p:
            c = closest_on_segment(v, a, b)
            d = math.hypot(v[0] - c[0], v[1] - c[1])
            if d < best[0]:
                best = (d, v, c)
    for a, b in _edges(p):
        for v in q:
            c = closest_on_segment(v, a, b)
            d = math.hypot(v[0] - c[0], v[1] - c[1])
            if d < best[0]:
                best = (d, c, v)
    return best


def _common_point(p: Sequence[Point], q: Sequence[Point]) -> Point:
    # Only used to report a witness point of an intersection; any shared point will do.
    for v in p:
        if len(q) >= 3 and convex_contains(q, v):
            return v
    for v in q:
        if len(p) >= 3 and convex_contains(p, v):
            return v
    for a, b in _edges(p):
        for c, d in _edges(q):
            ts = segment_param_crossings(a, b, c, d)
            if ts:
                return lerp(a, b, ts[0])
    return p[0]


def core_distance(p: Sequence[Point], q: Sequence[Point]) -> float:
    """Distance between two convex vertex lists (0 when they intersect)."""
    if cores_intersect(p, q):
        return 0.0
    best = math.inf
    for a, b in _edges(q):
        for v in p:
            best = min(best, point_segment_distance(v, a, b))
    for a, b in _edges(p):
        for v in q:
            best = min(best, point_segment_distance(v, a, b))
    return best


def point_convex_gap(p: Point, poly: Sequence[Point]) -> float:
    """Distance from a point to a convex polygon (0 inside or on it)."""
    if len(poly) >= 3 and convex_contains(poly, p):
        return 0.0
    return min(point_segment_distance(p, a, b) for a, b in _edges(poly))


def convex_contains(poly: Sequence[Point], p: Point) -> bool:
    """Whether a convex polygon (either winding) contains p, boundary included."""
    sign = 0.0
    n = len(poly)
    for i in range(n):
        c = orient(poly[i], poly[(i + 1) % n], p)
        if c != 0.0:
            if sign == 0.0:
                sign = c
            elif (c > 0) != (sign > 0):
                return False
    return True


def sat_penetration(p: Sequence[Point], q: Sequence[Point]) -> tuple[float, Point]:
    """Depth and unit direction of the shortest move taking convex p out of convex q.

    Returns a depth <= 0 when they do not overlap (its size is then only a lower bound).
    """
    best_depth = math.inf
    best_axis: Point = (0.0, -1.0)
    for a in axes(p) + axes(q):
        p0, p1 = project(p, a)
        q0, q1 = project(q, a)
        forward = q1 - p0  # move p along +a
        backward = p1 - q0  # move p along -a
        if forward < backward:
            if forward < best_depth:
                best_depth, best_axis = forward, a
        elif backward < best_depth:
            best_depth, best_axis = backward, (-a[0], -a[1])
    if best_depth is math.inf:
        return 0.0, best_axis
    return best_depth, best_axis


def outline_penetration(p: Sequence[Point], rp: float, q: Sequence[Point], rq: float) -> tuple[float, Point]:
    """Depth and direction of the shortest move taking outline (p, rp) out of (q, rq).

    A depth <= 0 means they do not overlap; its size is then the gap between them.
    """
    if rp == 0.0 and rq == 0.0 and len(p) >= 3 and len(q) >= 3:
        depth, direction = sat_penetration(p, q)
        if depth > 0.0:
            return depth, direction
    d, a, b = closest_points(p, q)
    if d > 0.0:
        return rp + rq - d, ((a[0] - b[0]) / d, (a[1] - b[1]) / d)
    depth, direction = sat_penetration(p, q)
    if len(p) == 1 and len(q) == 1:
        direction = (0.0, -1.0)
    return depth + rp + rq, direction


def convex_hull(points: Sequence[Point]) -> Polygon:
    """Convex hull, counter-clockwise in x-right/y-up terms, without collinear points."""
    pts = sorted(set(points))
    if len(pts) <= 2:
        return tuple(pts)
    lower: list[Point] = []
    for pt in pts:
        while len(lower) >= 2 and orient(lower[-2], lower[-1], pt) <= 0:
            lower.pop()
        lower.append(pt)
    upper: list[Point] = []
    for pt in reversed(pts):
        while len(upper) >= 2 and orient(upper[-2], upper[-1], pt) <= 0:
            upper.pop()
        upper.append(pt)
    return tuple(lower[:-1] + upper[:-1])


def clip_segment_convex(a: Point, b: Point, poly: Sequence[Point]) -> tuple[float, float] | None:
    """The parameter range of segment ab inside a convex polygon, or None (Cyrus-Beck)."""
    if len(poly) < 3:
        return None
    turn = 1.0 if signed_area(poly) > 0 else -1.0
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = len(poly)
    for i in range(n):
        e0, e1 = poly[i], poly[(i + 1) % n]
        # inside means on the interior side of every edge line
        nx, ny = -(e1[1] - e0[1]) * turn, (e1[0] - e0[0]) * turn
        num = nx * (a[0] - e0[0]) + ny * (a[1] - e0[1])
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
