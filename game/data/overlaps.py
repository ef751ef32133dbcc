"""Whether the stands a scenario places overlap: two units may touch, never stand on each other.

The table refuses such a game only once the first stand is moved (or never, leaving two units
fighting from inside one another), so the checker finds it first. Rectangles are compared by the
separating-axis test, each shrunk by the 1 mm of slack the table allows touching stands.
"""

from __future__ import annotations

import math
from typing import Any

Pose = tuple[int, int, int]
Point = tuple[float, float]
SLACK_MM = 1.0


def corners(pose: Pose, base: tuple[int, int]) -> list[Point]:
    """The four corners of a stand centred on (x, y) facing ``facing`` (0 = north, clockwise)."""
    x, y, facing = pose
    a = math.radians(facing)
    fx, fy = math.sin(a), -math.cos(a)
    rx, ry = -fy, fx
    hw, hd = base[0] / 2 - SLACK_MM, base[1] / 2 - SLACK_MM
    return [
        (x + fx * hd - rx * hw, y + fy * hd - ry * hw),
        (x + fx * hd + rx * hw, y + fy * hd + ry * hw),
        (x - fx * hd + rx * hw, y - fy * hd + ry * hw),
        (x - fx * hd - rx * hw, y - fy * hd - ry * hw),
    ]


def _axes(poly: list[Point]) -> list[Point]:
    return [(poly[i][1] - poly[i - 1][1], poly[i - 1][0] - poly[i][0]) for i in range(len(poly))]


def rectangles_overlap(a: list[Point], b: list[Point]) -> bool:
    """Separating-axis test for two convex quadrilaterals (touching edges do not overlap)."""
    for ax, ay in _axes(a) + _axes(b):
        pa = [ax * x + ay * y for x, y in a]
        pb = [ax * x + ay * y for x, y in b]
        if max(pa) <= min(pb) or max(pb) <= min(pa):
            return False
    return True


def overlapping_units(
    units: list[tuple[Any, list[Pose], tuple[int, int]]],
) -> list[tuple[Any, Any]]:
    """(key of a unit, key of an earlier unit it overlaps) for every unit that overlaps another."""
    shapes = [(key, [corners(p, base) for p in poses], base) for key, poses, base in units]
    found: list[tuple[Any, Any]] = []
    for i, (key, rects, base) in enumerate(shapes):
        reach = math.hypot(*base)
        for other, orects, obase in shapes[:i]:
            near = reach / 2 + math.hypot(*obase) / 2
            if any(
                abs(ra[0][0] - rb[0][0]) < 2 * near
                and abs(ra[0][1] - rb[0][1]) < 2 * near
                and rectangles_overlap(ra, rb)
                for ra in rects
                for rb in orects
            ):
                found.append((key, other))
                break
    return found


def polygon_area(points: list[tuple[float, float]]) -> float:
    """The area enclosed by a polygon (shoelace formula; any winding)."""
    s = 0.0
    for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True):
        s += x0 * y1 - x1 * y0
    return abs(s) / 2
