"""The geometry a charge is placed by: zones around a stand, exposed stretches of an edge, poses flush
against an edge, corner travel and how much of a front edge meets other stands.

Poses come out in whole millimetres and whole degrees, because that is what the game state stores;
the checks that follow are made on the rounded pose, so what is checked is what is played.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from game.table.contact import OVERLAP_TOLERANCE, TOUCH_TOLERANCE
from game.table.geometry import Point
from game.table.shapes import Base

Pose = tuple[int, int, int]
Span = tuple[float, float]

EDGE_ORDER = ("front", "left", "right", "rear")
"""Edge names in order of preference when a point sits exactly on a line between two zones.

The rules settle an exact split with a die; with no die to hand the front is preferred, then the
flanks, then the rear, which never hands the charger a better edge than it may be owed.
"""

MIN_EXPOSED = 10.0
"""The least stretch of an edge (mm) a charging stand's front must meet; less and the edge is blocked."""

EDGE_WORD = {"front": "front", "left": "flank", "right": "flank", "rear": "rear"}

# Turn (degrees, clockwise) from a stand's facing to the facing of a stand charging each of its edges.
CHARGER_TURN = {"front": 180, "right": 270, "rear": 0, "left": 90}


def outward(b: Base, name: str) -> Point:
    """Outward unit normal of one edge of a stand."""
    fx, fy = b.direction()
    return {"front": (fx, fy), "right": (-fy, fx), "rear": (-fx, -fy), "left": (fy, -fx)}[name]


def zone_of(s: Base, p: Point) -> str:
    """The zone of stand ``s`` a point lies in: front, left, right or rear.

    The lines dividing the zones leave each corner at 135 degrees to both its edges, so a point belongs
    to the edge it stands furthest out beyond (measured square to that edge, less the half-size).
    """
    fx, fy = s.direction()
    vx, vy = p[0] - s.x, p[1] - s.y
    ahead = vx * fx + vy * fy
    right = vx * -fy + vy * fx
    hd, hw = s.depth / 2.0, s.width / 2.0
    beyond = {"front": ahead - hd, "left": -right - hw, "right": right - hw, "rear": -ahead - hd}
    most = max(beyond.values())
    return next(name for name in EDGE_ORDER if beyond[name] >= most - 1e-9)


def corner_travel(a: Base, b: Base) -> float:
    """How far the furthest-moving corner goes from pose a to pose b, each corner in a straight line."""
    return max(math.dist(p, q) for p, q in zip(a.corners(), b.corners(), strict=True))


def rounded(b: Base, x: float, y: float, facing: float) -> Base:
    """Stand ``b`` at a pose rounded to whole millimetres and degrees, as the game state keeps it."""
    return b.moved(float(round(x)), float(round(y)), float(round(facing) % 360))


def pose_of(b: Base) -> Pose:
    """A stand's pose as whole numbers."""
    return (round(b.x), round(b.y), round(b.facing) % 360)


@dataclass(frozen=True)
class EdgeFrame:
    """One edge of a stand as a frame for placing a charger against it.

    ``s`` runs along the edge from its midpoint, in the direction of the charger's right (so a charger's
    offset is its own right-left slide); ``n`` runs outward. The charger faces ``facing``.
    """

    stand: Base
    name: str
    mid: Point
    along: Point
    normal: Point
    length: float
    facing: int

    @classmethod
    def of(cls, stand: Base, name: str) -> EdgeFrame:
        """The frame of edge ``name`` of ``stand``."""
        p, q = stand.edges()[name]
        length = math.dist(p, q)
        # Edges run clockwise round the stand, which is to the left of a stand facing into them.
        along = ((p[0] - q[0]) / length, (p[1] - q[1]) / length)
        facing = round(stand.facing + CHARGER_TURN[name]) % 360
        mid = ((p[0] + q[0]) / 2.0, (p[1] + q[1]) / 2.0)
        return cls(stand, name, mid, along, outward(stand, name), length, facing)

    def local(self, p: Point) -> Point:
        """(s, n) of a point."""
        vx, vy = p[0] - self.mid[0], p[1] - self.mid[1]
        return (vx * self.along[0] + vy * self.along[1], vx * self.normal[0] + vy * self.normal[1])

    def centre(self, depth: float, offset: float) -> Point:
        """Centre of a stand ``depth`` deep whose front edge lies flush on this edge, ``offset`` along it."""
        half = depth / 2.0
        return (
            self.mid[0] + self.normal[0] * half + self.along[0] * offset,
            self.mid[1] + self.normal[1] * half + self.along[1] * offset,
        )

    def place(self, b: Base, offset: float) -> Base:
        """Stand ``b`` with its front edge flush against this edge, its centre ``offset`` along it."""
        x, y = self.centre(b.depth, offset)
        return rounded(b, x, y, self.facing)


def front_frame(b: Base) -> EdgeFrame:
    """The frame of a stand's own front edge, looking outward from it (to measure what it meets)."""
    p, q = b.front_edge()
    along = ((q[0] - p[0]) / b.width, (q[1] - p[1]) / b.width)
    mid = ((p[0] + q[0]) / 2.0, (p[1] + q[1]) / 2.0)
    return EdgeFrame(b, "front", mid, along, b.direction(), b.width, round(b.facing) % 360)


def _clip(pts: list[Point], keep: Callable[[Point], float]) -> list[Point]:
    """A convex polygon cut down to where ``keep`` is not negative (one Sutherland-Hodgman pass)."""
    out: list[Point] = []
    n = len(pts)
    for i in range(n):
        p, q = pts[i], pts[(i + 1) % n]
        gp, gq = keep(p), keep(q)
        if gp >= 0.0:
            out.append(p)
        if (gp >= 0.0) != (gq >= 0.0):
            t = gp / (gp - gq)
            out.append((p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t))
    return out


def span_on(frame: EdgeFrame, other: Base) -> Span | None:
    """The stretch of an edge another stand lies along: the part of it within the touch tolerance
    outside the edge (or the overlap tolerance inside), cut to the edge's length. None if none.
    """
    if other.round:
        return None
    pts = [frame.local(c) for c in other.corners()]
    pts = _clip(pts, lambda p: p[1] + OVERLAP_TOLERANCE)
    if pts:
        pts = _clip(pts, lambda p: TOUCH_TOLERANCE - p[1])
    if not pts:
        return None
    half = frame.length / 2.0
    lo = max(-half, min(p[0] for p in pts))
    hi = min(half, max(p[0] for p in pts))
    return (lo, hi) if hi > lo else None


def uncovered(length: float, covers: Iterable[Span]) -> list[Span]:
    """What is left of an edge ``length`` long (centred on 0) once the ``covers`` are taken away."""
    half = length / 2.0
    out: list[Span] = []
    at = -half
    for lo, hi in sorted(covers):
        if lo > at:
            out.append((at, lo))
        at = max(at, hi)
    if at < half:
        out.append((at, half))
    return out


def front_contact(b: Base, others: Sequence[Base]) -> float:
    """How much of a stand's front edge (mm) lies against ``others``."""
    frame = front_frame(b)
    spans = [s for o in others if (s := span_on(frame, o)) is not None]
    free = uncovered(frame.length, spans)
    return frame.length - sum(hi - lo for lo, hi in free)


def front_corner_touches(b: Base, others: Sequence[Base]) -> bool:
    """Whether a front corner of the stand touches one of ``others``."""
    corners = b.front_edge()
    return any(o.gap_to_point(c) <= TOUCH_TOLERANCE for o in others for c in corners)


def exposed_spans(frame: EdgeFrame, others: Iterable[Base], side: int) -> tuple[list[Span], bool]:
    """The stretches of an edge at least ``MIN_EXPOSED`` long that none of ``others`` lies along, and
    whether stands of ``side`` (the charger's) cover the whole edge, making the target pinned there.
    """
    covers: list[Span] = []
    friends: list[Span] = []
    for o in others:
        if o.id == frame.stand.id:
            continue
        span = span_on(frame, o)
        if span is not None:
            covers.append(span)
            if o.side == side:
                friends.append(span)
    free = [(lo, hi) for lo, hi in uncovered(frame.length, covers) if hi - lo >= MIN_EXPOSED - 1e-6]
    # slivers under the touch tolerance are the rounding of poses, not room for anything
    pinned = all(hi - lo < TOUCH_TOLERANCE for lo, hi in uncovered(frame.length, friends))
    return free, pinned


def slide_offsets(frame: EdgeFrame, width: float, exposed: list[Span], pinned: bool) -> list[float]:
    """Offsets along an edge where a stand ``width`` wide keeps ``MIN_EXPOSED`` of its front on an
    exposed stretch, in whole millimetres, nearest the centre first; against a pinned target only the
    two corner-to-corner places, just past either end of the edge.
    """
    if pinned:
        reach = (frame.length + width) / 2.0
        return [-reach, reach]
    out: set[float] = set()
    for lo, hi in exposed:
        a = lo + MIN_EXPOSED - width / 2.0
        z = hi - MIN_EXPOSED + width / 2.0
        if a <= 0.0 <= z:
            out.add(0.0)
        out.update(float(k) for k in range(math.ceil(a - 1e-6), math.floor(z + 1e-6) + 1))
    return sorted(out, key=lambda o: (abs(o), o))
