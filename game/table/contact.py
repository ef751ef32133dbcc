"""How two stands relate: edge-to-edge distance, overlap depth, touching, and which edge touches."""

from __future__ import annotations

import math
from typing import NamedTuple

from game.table.convex import closest_points, cores_intersect, outline_penetration, sat_penetration
from game.table.geometry import EPS, Point, dot
from game.table.shapes import Base

TOUCH_TOLERANCE = 1.0
"""Stands this close (mm) count as touching: positions are whole millimetres, so contact is never exact."""

OVERLAP_TOLERANCE = 1.0
"""Stands may sink this far (mm) into each other before it counts as an overlap."""

# A touching edge shorter than this is only a corner touching.
CORNER_CONTACT = 0.5

EDGE_NAMES = ("front", "left", "right", "rear")


def base_distance(a: Base, b: Base) -> float:
    """Edge-to-edge distance between two stands: the gap between their closest points, 0 if they meet."""
    if not a.round and not b.round:
        # Apart, two rectangles are nearest at a corner of one of them.
        gap = min(_corner_gap(b, a.corners()), _corner_gap(a, b.corners()))
        if gap == 0.0 or (gap < max(a.circumradius, b.circumradius) and cores_intersect(a.corners(), b.corners())):
            return 0.0
        return gap
    pa, ra = a.outline()
    pb, rb = b.outline()
    d, _, _ = closest_points(pa, pb)
    return max(0.0, d - ra - rb)


def _corner_gap(r: Base, corners: tuple[Point, Point, Point, Point]) -> float:
    """The least distance from rectangle ``r`` to any of the corners (``Base.gap_to_point``, written out: this
    is the innermost loop of every distance on the table)."""
    fx, fy = r.direction()
    hw, hd = r.width / 2.0, r.depth / 2.0
    x, y = r.x, r.y
    best = math.inf
    for px, py in corners:
        vx, vy = px - x, py - y
        across = abs(vx * -fy + vy * fx) - hw
        along = abs(vx * fx + vy * fy) - hd
        if across <= 0.0 and along <= 0.0:
            return 0.0
        d = math.hypot(max(across, 0.0), max(along, 0.0))
        if d < best:
            best = d
    return best


def closest_pair(a: Base, b: Base) -> tuple[float, Point, Point]:
    """(distance, point on a, point on b) of the closest points of two stands."""
    pa, ra = a.outline()
    pb, rb = b.outline()
    d, p, q = closest_points(pa, pb)
    if d > 0.0 and (ra or rb):
        ux, uy = (q[0] - p[0]) / d, (q[1] - p[1]) / d
        p = (p[0] + ux * ra, p[1] + uy * ra)
        q = (q[0] - ux * rb, q[1] - uy * rb)
    return max(0.0, d - ra - rb), p, q


def penetration(a: Base, b: Base) -> tuple[float, Point]:
    """How deep stand a sits in stand b, and the unit direction of the shortest move taking it out.

    A depth <= 0 means they do not overlap (its size is then no more than the gap between them).
    """
    centres = math.hypot(a.x - b.x, a.y - b.y)
    apart = centres - a.circumradius - b.circumradius
    if apart > 0.0:  # too far apart to overlap: spare the exact test
        return -apart, ((a.x - b.x) / centres, (a.y - b.y) / centres)
    pa, ra = a.outline()
    pb, rb = b.outline()
    return outline_penetration(pa, ra, pb, rb)


def overlapping(a: Base, b: Base, tolerance: float = OVERLAP_TOLERANCE) -> bool:
    """Whether two stands overlap by more than ``tolerance`` mm (``penetration`` deeper than it)."""
    if tolerance < 0.0 or a.round or b.round:
        return penetration(a, b)[0] > tolerance
    if math.hypot(a.x - b.x, a.y - b.y) > a.circumradius + b.circumradius:
        return False
    # Two rectangles: the separating-axis depth is their penetration whenever it is positive, and when it is
    # not they do not overlap at all. Placing a charge asks this of every stand beside every place it tries,
    # and those touching it would otherwise be measured twice more to learn that a touch is no overlap.
    return sat_penetration(a.corners(), b.corners())[0] > tolerance


def touching(a: Base, b: Base) -> bool:
    """Whether two stands touch: no more than ``TOUCH_TOLERANCE`` apart (or overlapping)."""
    return base_distance(a, b) <= TOUCH_TOLERANCE


class EdgeContact(NamedTuple):
    """Which edge of a stand touches another stand, and along how much of its length.

    ``length`` is the length (mm) of the edge lying flush against the other stand; 0 when they meet
    only at a corner (or a round base is involved), which ``corner_only`` reports.
    """

    edge: str
    length: float
    corner_only: bool


def edge_contact(a: Base, b: Base) -> EdgeContact | None:
    """Which edge of ``a`` touches ``b`` (front, left, right or rear), or None if they do not touch.

    Edges lying flush (within the touch tolerance) win over corner contacts; among flush edges the
    longest contact wins, ties going front, left, right, rear. For a corner contact the edge is the one
    whose outward side faces ``b`` most squarely. A round ``a`` always reports its front.
    """
    d, pa, _ = closest_pair(a, b)
    if d > TOUCH_TOLERANCE:
        return None
    if a.round:
        return EdgeContact("front", 0.0, True)
    best: tuple[float, str] | None = None
    if not b.round:
        for name in EDGE_NAMES:
            length = _flush_length(a, name, b)
            if length >= CORNER_CONTACT and (best is None or length > best[0] + EPS):
                best = (length, name)
    if best is not None:
        return EdgeContact(best[1], best[0], False)
    return EdgeContact(_facing_edge(a, pa, b.centre), 0.0, True)


def _outward(a: Base, name: str) -> Point:
    fx, fy = a.direction()
    rx, ry = -fy, fx
    return {"front": (fx, fy), "rear": (-fx, -fy), "right": (rx, ry), "left": (-rx, -ry)}[name]


def _flush_length(a: Base, name: str, b: Base) -> float:
    """Length of edge ``name`` of ``a`` along which an edge of ``b`` lies within the touch tolerance."""
    p, q = a.edges()[name]
    length = ((q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2) ** 0.5
    ux, uy = (q[0] - p[0]) / length, (q[1] - p[1]) / length
    n = _outward(a, name)
    best = 0.0
    for g0, g1 in b.edges().values():
        # both ends of b's edge must sit on the line of a's edge, within tolerance either side
        o0 = dot((g0[0] - p[0], g0[1] - p[1]), n)
        o1 = dot((g1[0] - p[0], g1[1] - p[1]), n)
        if not (-OVERLAP_TOLERANCE - EPS <= o0 <= TOUCH_TOLERANCE + EPS):
            continue
        if not (-OVERLAP_TOLERANCE - EPS <= o1 <= TOUCH_TOLERANCE + EPS):
            continue
        s0 = (g0[0] - p[0]) * ux + (g0[1] - p[1]) * uy
        s1 = (g1[0] - p[0]) * ux + (g1[1] - p[1]) * uy
        lo, hi = max(0.0, min(s0, s1)), min(length, max(s0, s1))
        best = max(best, hi - lo)
    return best


def _facing_edge(a: Base, pa: Point, other: Point) -> str:
    """The edge of ``a`` through the contact ``pa``; at a corner, the one facing ``other`` more squarely."""
    vx, vy = other[0] - pa[0], other[1] - pa[1]
    local = {name: _edge_gap(a, name, pa) for name in EDGE_NAMES}
    near = min(local.values())
    candidates = [name for name in EDGE_NAMES if local[name] <= near + 1e-6]
    return max(candidates, key=lambda name: (dot(_outward(a, name), (vx, vy)), -EDGE_NAMES.index(name)))


def _edge_gap(a: Base, name: str, p: Point) -> float:
    n = _outward(a, name)
    half = a.depth / 2.0 if name in ("front", "rear") else a.width / 2.0
    return abs(dot((p[0] - a.x, p[1] - a.y), n) - half)
