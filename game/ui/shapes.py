"""Plane geometry the renderer needs, in table millimetres (floats; the state's ints go in unchanged).

Kept free of pygame so it is cheap to test. The rules' own geometry lives in ``game.table``; this module
only answers drawing questions (where are a base's corners, which part of a hatch line lies inside a
terrain piece, which way does a strip of terrain run) and picking questions for the mouse.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Point = tuple[float, float]


def facing_axes(facing: float) -> tuple[Point, Point]:
    """(forward, right) unit vectors for a facing in degrees clockwise from north, with y pointing down."""
    a = math.radians(facing)
    s, c = math.sin(a), math.cos(a)
    return (s, -c), (c, s)


def local_to_table(cx: float, cy: float, facing: float, pts: Sequence[Point]) -> list[Point]:
    """Map points from a base's own frame (x to its right, y towards its front) onto the table."""
    (fx, fy), (rx, ry) = facing_axes(facing)
    return [(cx + x * rx + y * fx, cy + x * ry + y * fy) for x, y in pts]


def rect_corners(cx: float, cy: float, facing: float, width: float, depth: float) -> list[Point]:
    """Corners of a base: front-left, front-right, rear-right, rear-left (so edge 0-1 is the front)."""
    hw, hd = width / 2, depth / 2
    return local_to_table(cx, cy, facing, [(-hw, hd), (hw, hd), (hw, -hd), (-hw, -hd)])


def point_in_polygon(x: float, y: float, poly: Sequence[Point]) -> bool:
    """Even-odd rule; points exactly on an edge may fall either way, which is fine for drawing and hover."""
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


def clip_line(a: Point, b: Point, poly: Sequence[Point]) -> list[tuple[Point, Point]]:
    """The pieces of segment a-b inside ``poly`` (any simple polygon, convex or not).

    Used for hatching, furrows and ripples: cutting a straight stroke to a terrain outline analytically
    is cheaper and crisper than drawing the whole stroke and masking pixels. The whole line through a-b
    is cut first: a vertex lying exactly on it counts as being on its left (a symbolic nudge), so a stroke
    through a corner or along an edge never leaks out of the shape. Crossings then pair up into the
    stretches inside, which are finally trimmed to the segment.
    """
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    ln2 = dx * dx + dy * dy
    if ln2 == 0 or len(poly) < 3:
        return []
    side = [dx * (py - ay) - dy * (px - ax) for px, py in poly]
    ts: list[float] = []
    n = len(poly)
    for i in range(n):
        di, dj = side[i], side[(i + 1) % n]
        if (di >= 0) != (dj >= 0):
            (px, py), (qx, qy) = poly[i], poly[(i + 1) % n]
            f = di / (di - dj)
            x, y = px + (qx - px) * f, py + (qy - py) * f
            ts.append(((x - ax) * dx + (y - ay) * dy) / ln2)
    ts.sort()
    out: list[tuple[Point, Point]] = []
    for k in range(0, len(ts) - 1, 2):
        t0, t1 = max(ts[k], 0.0), min(ts[k + 1], 1.0)
        if t1 - t0 > 1e-9:
            out.append(((ax + dx * t0, ay + dy * t0), (ax + dx * t1, ay + dy * t1)))
    return out


def centroid(poly: Sequence[Point]) -> Point:
    """Area centroid (falls back to the vertex mean for degenerate outlines)."""
    a = cx = cy = 0.0
    n = len(poly)
    for i in range(n):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % n]
        cross = x0 * y1 - x1 * y0
        a += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    if abs(a) < 1e-9:
        return (sum(p[0] for p in poly) / n, sum(p[1] for p in poly) / n)
    return (cx / (3 * a), cy / (3 * a))


def scaled_about(poly: Sequence[Point], centre: Point, k: float) -> list[Point]:
    """The outline shrunk (k < 1) towards ``centre``: good enough for hill contours on the blob shapes used."""
    cx, cy = centre
    return [(cx + (x - cx) * k, cy + (y - cy) * k) for x, y in poly]


def bounds(poly: Sequence[Point]) -> tuple[float, float, float, float]:
    """(min x, min y, max x, max y)."""
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    return (min(xs), min(ys), max(xs), max(ys))


def main_axis(poly: Sequence[Point]) -> tuple[Point, Point, float, float]:
    """The direction a strip of terrain runs along: (centre, unit direction, half length, half width).

    Taken from the longest edge of the outline, then measured by projecting every vertex: exact for the
    rectangles scenarios use for hedges, walls, bridges and roads, and sensible for river bands.
    """
    n = len(poly)
    best = (1.0, 0.0)
    best_len = -1.0
    for i in range(n):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % n]
        ln = math.hypot(x1 - x0, y1 - y0)
        if ln > best_len:
            best_len, best = ln, ((x1 - x0) / ln, (y1 - y0) / ln) if ln else (1.0, 0.0)
    ux, uy = best
    along = [x * ux + y * uy for x, y in poly]
    across = [-x * uy + y * ux for x, y in poly]
    a0, a1 = min(along), max(along)
    c0, c1 = min(across), max(across)
    am, cm = (a0 + a1) / 2, (c0 + c1) / 2
    centre = (am * ux - cm * uy, am * uy + cm * ux)
    return centre, (ux, uy), (a1 - a0) / 2, (c1 - c0) / 2


def hatch(poly: Sequence[Point], angle: float, spacing: float, offset: float = 0.0) -> list[tuple[Point, Point]]:
    """Parallel strokes at ``angle`` degrees (clockwise from the x axis), ``spacing`` mm apart, cut to ``poly``."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    x0, y0, x1, y1 = bounds(poly)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    r = math.hypot(x1 - x0, y1 - y0) / 2 + spacing
    out: list[tuple[Point, Point]] = []
    k = -r + (offset % spacing)
    while k <= r:
        px, py = cx + nx * k, cy + ny * k
        out.extend(clip_line((px - ux * r, py - uy * r), (px + ux * r, py + uy * r), poly))
        k += spacing
    return out


def scatter(poly: Sequence[Point], spacing: float, seed: int, jitter: float = 0.35) -> list[Point]:
    """Points spread evenly over ``poly`` on a jittered grid, the same every time for the same seed.

    The jitter comes from a small integer hash rather than ``random`` so a piece looks identical at every
    zoom and in every process (the terrain layer is redrawn whenever the view changes).
    """
    x0, y0, x1, y1 = bounds(poly)
    pts: list[Point] = []
    j = 0
    y = y0 + spacing / 2
    row = 0
    while y < y1:
        x = x0 + spacing / 2 + (spacing / 2 if row % 2 else 0.0)
        while x < x1:
            hx = noise01(seed, j, 1) - 0.5
            hy = noise01(seed, j, 2) - 0.5
            px, py = x + hx * spacing * jitter * 2, y + hy * spacing * jitter * 2
            if point_in_polygon(px, py, poly):
                pts.append((px, py))
            j += 1
            x += spacing
        y += spacing * 0.87
        row += 1
    return pts


def noise01(seed: int, i: int, salt: int) -> float:
    """A repeatable pseudo-random number in [0, 1) from three integers."""
    h = (seed * 73856093) ^ (i * 19349663) ^ (salt * 83492791)
    h = (h ^ (h >> 13)) * 1274126177 & 0xFFFFFFFF
    h ^= h >> 16
    return (h & 0xFFFF) / 65536.0


def text_seed(s: str) -> int:
    """A stable integer from a string (``hash`` of str changes with PYTHONHASHSEED)."""
    h = 2166136261
    for ch in s.encode("utf-8"):
        h = ((h ^ ch) * 16777619) & 0xFFFFFFFF
    return h
