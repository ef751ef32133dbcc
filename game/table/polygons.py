"""Simple polygons (terrain pieces, possibly concave): inside tests, edges, areas, triangles."""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.table.convex import convex_contains, core_distance
from game.table.geometry import (
    EPS,
    Point,
    Polygon,
    dist,
    lerp,
    orient,
    point_segment_distance,
    segment_param_crossings,
    signed_area,
)


def point_in_polygon(p: Point, poly: Sequence[Point]) -> bool:
    """Even-odd test for a simple polygon; points exactly on the boundary may go either way."""
    x, y = p
    inside = False
    n = len(poly)
    j = n - 1
    for i in range(n):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def boundary_distance(p: Point, poly: Sequence[Point]) -> float:
    """Distance from p to the nearest edge of a polygon."""
    n = len(poly)
    return min(point_segment_distance(p, poly[i], poly[(i + 1) % n]) for i in range(n))


def polygon_edges(poly: Sequence[Point]) -> list[tuple[Point, Point]]:
    """The closed list of edges of a polygon."""
    n = len(poly)
    return [(poly[i], poly[(i + 1) % n]) for i in range(n)]


def inside_intervals(a: Point, b: Point, poly: Sequence[Point]) -> list[tuple[float, float]]:
    """The parameter ranges (0..1) of segment ab that lie inside a simple polygon."""
    ts = [0.0, 1.0]
    for e0, e1 in polygon_edges(poly):
        ts.extend(segment_param_crossings(a, b, e0, e1))
    ts.sort()
    out: list[tuple[float, float]] = []
    for t0, t1 in zip(ts, ts[1:], strict=False):
        if t1 - t0 <= EPS:
            continue
        if point_in_polygon(lerp(a, b, (t0 + t1) / 2.0), poly):
            if out and abs(out[-1][1] - t0) <= EPS:
                out[-1] = (out[-1][0], t1)
            else:
                out.append((t0, t1))
    return out


def inside_length(a: Point, b: Point, poly: Sequence[Point]) -> float:
    """Length of segment ab lying inside a simple polygon."""
    return sum(t1 - t0 for t0, t1 in inside_intervals(a, b, poly)) * dist(a, b)


def outline_polygon_distance(core: Sequence[Point], radius: float, poly: Sequence[Point]) -> float:
    """Distance from a convex outline to a simple polygon's area (0 when they overlap)."""
    if point_in_polygon(core[0], poly):
        return 0.0
    best = math.inf
    for e0, e1 in polygon_edges(poly):
        best = min(best, core_distance(core, (e0, e1)))
        if best <= radius:
            return 0.0
    if len(core) >= 3 and convex_contains(core, poly[0]):
        return 0.0
    return max(0.0, best - radius)


def triangulate(poly: Sequence[Point]) -> list[Polygon]:
    """Split a simple polygon into triangles by ear clipping (deterministic, O(n^3) worst case)."""
    pts = [p for i, p in enumerate(poly) if p != poly[i - 1]]
    if signed_area(pts) < 0:
        pts.reverse()
    out: list[Polygon] = []
    idx = list(range(len(pts)))
    guard = 0
    while len(idx) > 3 and guard < 10 * len(pts) ** 2:
        guard += 1
        n = len(idx)
        for k in range(n):
            i0, i1, i2 = idx[k - 1], idx[k], idx[(k + 1) % n]
            a, b, c = pts[i0], pts[i1], pts[i2]
            turn = orient(a, b, c)
            if turn < 0:
                continue  # reflex corner
            if turn == 0:
                idx.pop(k)  # collinear: drop the middle point, it adds no area
                break
            tri = (a, b, c)
            if any(j not in (i0, i1, i2) and convex_contains(tri, pts[j]) and pts[j] not in tri for j in idx):
                continue
            out.append(tri)
            idx.pop(k)
            break
        else:
            break  # no ear found: the polygon is not simple; keep what we have
    if len(idx) == 3:
        tri = (pts[idx[0]], pts[idx[1]], pts[idx[2]])
        if orient(*tri) != 0:
            out.append(tri)
    return out
