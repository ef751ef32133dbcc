"""Pushing a stand aside (a character displaced by friends) by the least distance, without turning it.

First the quick way: repeatedly step out of the deepest overlap along its separating direction. That
is exact when one step clears everything by no more than the deepest overlap (nothing shorter can
clear that one stand), and it is cheap. When it jams between stands pushing opposite ways, or may have
gone further than needed, a directional search finds the least move: along each of many directions
the set of distances at which the stand overlaps an obstacle is an interval that can be computed
exactly, so the first clear distance along that direction is exact too; the best direction is then
polished locally.
"""

from __future__ import annotations

import math

from game.table.contact import penetration
from game.table.convex import axes, project
from game.table.geometry import Point
from game.table.shapes import Base

CLEAR = 1e-7
"""An overlap shallower than this (mm) counts as contact: pushed stands end exactly touching."""

GREEDY_STEPS = 6
SEARCH_DIRECTIONS = 32
_POLISH_STEPS = 40
_POLISH_FINEST = 1e-6  # radians


def push_aside(base: Base, obstacles: list[Base]) -> Base:
    """``base`` translated by the least distance that leaves it overlapping none of ``obstacles``."""
    obstacles = [o for o in obstacles if o.id != base.id]
    depths = [penetration(base, o) for o in obstacles]
    lower = max((d for d, _ in depths), default=0.0)
    if lower <= CLEAR:
        return base
    greedy = _greedy(base, obstacles)
    if greedy is not None and math.hypot(*greedy) <= lower + 1e-9:
        return base.translated(*greedy)
    limit = math.hypot(*greedy) if greedy is not None else math.inf
    found = _search(base, obstacles, [n for d, n in depths if d > CLEAR], limit)
    best = found if found is not None else greedy
    assert best is not None  # far enough along any direction the stand is clear
    return base.translated(*best)


def _greedy(base: Base, obstacles: list[Base]) -> Point | None:
    """The move found by stepping out of the deepest overlap a few times, or None if it jams."""
    dx = dy = 0.0
    for _ in range(GREEDY_STEPS):
        moved = base.translated(dx, dy)
        depth, n = max((penetration(moved, o) for o in obstacles), key=lambda dn: dn[0])
        if depth <= CLEAR:
            return dx, dy
        dx, dy = dx + n[0] * depth, dy + n[1] * depth
    moved = base.translated(dx, dy)
    if all(penetration(moved, o)[0] <= CLEAR for o in obstacles):
        return dx, dy
    return None


def _search(base: Base, obstacles: list[Base], seeds: list[Point], limit: float) -> Point | None:
    """The least clearing move over many directions, or None if none beats ``limit``."""
    field = _Field(base, obstacles)
    angles: list[float] = [math.atan2(n[1], n[0]) for n in seeds]
    for o in [base, *field.near(base.circumradius * 4.0)]:
        if not o.round:
            f = o.direction()
            angles += [math.atan2(y, x) for x, y in (f, (-f[1], f[0]), (-f[0], -f[1]), (f[1], -f[0]))]
    angles += [-math.pi + 2.0 * math.pi * k / SEARCH_DIRECTIONS for k in range(SEARCH_DIRECTIONS)]
    best_angle, best = 0.0, limit
    seen: set[float] = set()
    for a in angles:
        key = round(a, 12)
        if key in seen:
            continue
        seen.add(key)
        s = field.first_clear((math.cos(a), math.sin(a)), best)
        if s < best - 1e-12:
            best_angle, best = a, s
    if best == limit:
        return None
    # Polish: an optimum set by a corner against an edge can lie between the directions tried.
    step = math.pi / SEARCH_DIRECTIONS
    for _ in range(_POLISH_STEPS):
        if step < _POLISH_FINEST:
            break
        improved = False
        for a in (best_angle - step, best_angle + step):
            s = field.first_clear((math.cos(a), math.sin(a)), best)
            if s < best - 1e-12:
                best_angle, best, improved = a, s, True
        if not improved:
            step /= 2.0
    return best * math.cos(best_angle), best * math.sin(best_angle)


class _Field:
    """The obstacles round the pushed stand, nearest first, each swept only once it can matter."""

    def __init__(self, base: Base, obstacles: list[Base]):
        self.base = base
        # a cheap lower bound on each gap: no move shorter than it can reach that obstacle
        bound = [
            max(0.0, math.hypot(o.x - base.x, o.y - base.y) - o.circumradius - base.circumradius) for o in obstacles
        ]
        order = sorted(range(len(obstacles)), key=lambda i: (bound[i], i))
        self.obstacles = [obstacles[i] for i in order]
        self.bounds = [bound[i] for i in order]
        self.sweeps: list[_Sweep] = []

    def near(self, reach: float) -> list[Base]:
        """Obstacles that may lie within ``reach`` of the stand."""
        return [o for o, b in zip(self.obstacles, self.bounds, strict=True) if b < reach]

    def _sweep(self, k: int) -> _Sweep:
        while len(self.sweeps) <= k:
            self.sweeps.append(_Sweep(self.base, self.obstacles[len(self.sweeps)]))
        return self.sweeps[k]

    def first_clear(self, d: Point, limit: float) -> float:
        """The least distance along direction d at which the stand overlaps no obstacle (inf if >= limit).

        Obstacles are taken in order of their gap bound, and only while that bound is below the distance
        reached so far: one further away cannot cover it.
        """
        spans: list[tuple[float, float]] = []
        s = 0.0
        k = 0
        while True:
            while k < len(self.bounds) and self.bounds[k] <= s and self.bounds[k] < limit:
                span = self._sweep(k).span(d)
                if span is not None:
                    spans.append(span)
                k += 1
            moved = False
            for lo, hi in sorted(spans):
                if lo < s < hi:
                    s, moved = hi, True
            if s >= limit:
                return math.inf
            if not moved and (k == len(self.bounds) or self.bounds[k] > s):
                return s


class _Sweep:
    """The distances at which the pushed stand, moved along a direction, overlaps one obstacle."""

    def __init__(self, base: Base, other: Base):
        p_core, _ = base.outline()
        q_core, _ = other.outline()
        self.rounded = base.round or other.round
        self.slabs: list[tuple[Point, tuple[float, float], tuple[float, float]]] = []
        if not self.rounded:
            for ax in axes(p_core) + axes(q_core):
                if all(abs(ax[0] * o[1] - ax[1] * o[0]) > 1e-12 for o, _, _ in self.slabs):
                    self.slabs.append((ax, project(p_core, ax), project(q_core, ax)))
            return
        # One of them is round: follow the round one's centre (moving the other way if it is the
        # obstacle) past the other one grown by the round one's radius, in the other one's own frame.
        mover, fixed = (base, other) if base.round else (other, base)
        self.sign = 1.0 if base.round else -1.0
        self.rho = base.radius + other.radius
        self.origin = (mover.x - fixed.x, mover.y - fixed.y)
        self.square = fixed.round  # both round: a plain disk
        self.f = fixed.direction()
        self.half = (fixed.width / 2.0, fixed.depth / 2.0)

    def span(self, d: Point) -> tuple[float, float] | None:
        """The open interval of distances along d where they overlap, if any."""
        if not self.rounded:
            return self._sat_span(d)
        dx, dy = d[0] * self.sign, d[1] * self.sign
        if self.square:
            return _line_disk(self.origin, (dx, dy), (0.0, 0.0), self.rho)
        fx, fy = self.f
        # local frame: u along the stand's right, v along its facing
        o = (self.origin[0] * -fy + self.origin[1] * fx, self.origin[0] * fx + self.origin[1] * fy)
        v = (dx * -fy + dy * fx, dx * fx + dy * fy)
        hw, hd = self.half
        rho = self.rho
        # the rectangle grown by rho: two crossed boxes and four corner disks; it is convex, so the
        # pieces the line crosses join into one interval
        parts = [line_in_box(o, v, hw + rho, hd), line_in_box(o, v, hw, hd + rho)]
        parts += [_line_disk(o, v, (cx, cy), rho) for cx in (-hw, hw) for cy in (-hd, hd)]
        found = [p for p in parts if p is not None]
        if not found:
            return None
        return min(p[0] for p in found), max(p[1] for p in found)

    def _sat_span(self, d: Point) -> tuple[float, float] | None:
        lo, hi = -math.inf, math.inf
        for ax, (p0, p1), (q0, q1) in self.slabs:
            v = d[0] * ax[0] + d[1] * ax[1]
            # they overlap along this axis while p0 + s v < q1 and p1 + s v > q0
            if abs(v) < 1e-12:
                if not (p0 < q1 and p1 > q0):
                    return None
                continue
            a, b = (q0 - p1) / v, (q1 - p0) / v
            if a > b:
                a, b = b, a
            lo, hi = max(lo, a), min(hi, b)
            if lo >= hi:
                return None
        return lo, hi


def line_in_box(o: Point, d: Point, ax: float, ay: float) -> tuple[float, float] | None:
    """Where the line o + s d runs inside the box |x| < ax, |y| < ay."""
    lo, hi = -math.inf, math.inf
    for oc, dc, a in ((o[0], d[0], ax), (o[1], d[1], ay)):
        if abs(dc) < 1e-15:
            if abs(oc) >= a:
                return None
            continue
        t0, t1 = (-a - oc) / dc, (a - oc) / dc
        if t0 > t1:
            t0, t1 = t1, t0
        lo, hi = max(lo, t0), min(hi, t1)
        if lo >= hi:
            return None
    return lo, hi


def _line_disk(o: Point, d: Point, c: Point, rho: float) -> tuple[float, float] | None:
    """Where the line o + s d (d a unit vector) runs inside the disk of radius rho about c."""
    fx, fy = o[0] - c[0], o[1] - c[1]
    b = fx * d[0] + fy * d[1]
    disc = b * b - (fx * fx + fy * fy - rho * rho)
    if disc <= 0.0:
        return None
    root = math.sqrt(disc)
    return -b - root, -b + root
