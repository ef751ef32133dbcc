"""Cheap geometry for the scoring: gaps between units, which zone of a unit another stands in, arcs.

Gaps are edge to edge between bases (``game.table.base_distance``) and are remembered by the poses of
the two units, so a unit that has not moved costs nothing the next time it is weighed.
"""

from __future__ import annotations

import math
from functools import lru_cache

from game.ai.scoring.views import Pose, UnitView, heading
from game.core import GameState, board
from game.table import Base, Mover, base_distance, may_enter
from game.table.displace import line_in_box
from game.table.polygons import inside_length

FRONT, FLANK, REAR = "front", "flank", "rear"


def gap(a: UnitView, b: UnitView) -> float:
    """Closest distance in mm between any stand of ``a`` and any stand of ``b``."""
    return _gap(a.poses, a.prof.base_mm, b.poses, b.prof.base_mm)


def gap_over(a: UnitView, b: UnitView, limit: float) -> bool:
    """Whether the gap between ``a`` and ``b`` is more than ``limit`` (mm). Most units the scoring asks about
    are settled by their stands' centres alone, without measuring a base: no two stands are nearer than their
    centres less both half-diagonals."""
    reach = (math.hypot(*a.prof.base_mm) + math.hypot(*b.prof.base_mm)) / 2
    nearest = math.inf
    for p in a.poses:
        px, py = p[0], p[1]
        for q in b.poses:
            d = (px - q[0]) ** 2 + (py - q[1]) ** 2
            if d < nearest:
                nearest = d
    if math.sqrt(nearest) - reach > limit:
        return True
    return gap(a, b) > limit


@lru_cache(maxsize=200_000)
def _gap(pa: tuple[Pose, ...], da: tuple[int, int], pb: tuple[Pose, ...], db: tuple[int, int]) -> float:
    # The centres rule out far pairs: two stands are never nearer than their centres less both half-diagonals.
    ra = math.hypot(*da) / 2
    rb = math.hypot(*db) / 2
    pairs = sorted((math.dist(p[:2], q[:2]), p, q) for p in pa for q in pb)
    best = math.inf
    for d, p, q in pairs:
        if d - ra - rb >= best:
            break
        best = min(best, base_distance(_stand(p, da), _stand(q, db)))
    return max(0.0, best)


@lru_cache(maxsize=50_000)
def _stand(p: Pose, dims: tuple[int, int]) -> Base:
    # One stand at a pose, kept: a unit that has not moved is measured against many others, and a base works
    # out its corners once.
    return Base(id="s", owner="s", side=0, x=p[0], y=p[1], facing=p[2], width=dims[0], depth=dims[1])


def bearing(viewer: UnitView, x: float, y: float) -> float:
    """Angle in degrees (0-180) between where ``viewer`` faces and the direction to (x, y)."""
    fx, fy = heading(viewer.facing)
    dx, dy = x - viewer.cx, y - viewer.cy
    n = math.hypot(dx, dy)
    if n < 1e-6:
        return 0.0
    c = max(-1.0, min(1.0, (fx * dx + fy * dy) / n))
    return math.degrees(math.acos(c))


def zone_of(target: UnitView, x: float, y: float) -> str:
    """Which zone of ``target`` the point (x, y) lies in: its front, a flank or its rear (45 degree bisectors)."""
    b = bearing(target, x, y)
    if b <= 45:
        return FRONT
    if b >= 135:
        return REAR
    return FLANK


def in_arc(viewer: UnitView, other: UnitView, half_angle: float = 90.0) -> bool:
    """Whether ``other``'s centre lies within ``half_angle`` of where ``viewer`` faces."""
    return bearing(viewer, other.cx, other.cy) <= half_angle


def spans(v: UnitView) -> tuple[float, float]:
    """(frontage, depth) the unit covers, measured across and along its facing."""
    fx, fy = heading(v.facing)
    rx, ry = -fy, fx
    across = [p[0] * rx + p[1] * ry for p in v.poses]
    along = [p[0] * fx + p[1] * fy for p in v.poses]
    w, d = v.prof.base_mm
    return max(across) - min(across) + w, max(along) - min(along) + d


def could_charge(state: GameState, v: UnitView, e: UnitView) -> bool:
    """Whether ``v`` stands where it could charge ``e`` this turn, roughly: near enough, facing it, a way open.
    The rules' placement settles it; this only spares asking them about the plainly hopeless."""
    if math.dist((e.cx, e.cy), (v.cx, v.cy)) > v.pace + 160 or not in_arc(v, e, 100):
        return False
    return not gap_over(v, e, v.pace - 5) and not blocked(state, v, e.cx, e.cy)


Box = tuple[float, float, float, float]
# Each piece's outline, with its bounding box.
Barriers = tuple[tuple[tuple[tuple[float, float], ...], Box], ...]


def _barriers(state: GameState, mover: Mover, carried: tuple[str, ...] = ()) -> Barriers:
    """The terrain polygons this kind of mover may not enter, each with its bounding box, but for the pieces
    the unit carries with it (its own mantlets and pavises go before it)."""
    return board.memo(
        state,
        ("ai", "barriers", mover.value, carried),
        lambda: tuple(
            (tuple((float(q[0]), float(q[1])) for q in p.points), p.bounds())
            for p in board.terrain_pieces(state)
            if not may_enter(p.kind, mover) and p.id not in carried
        ),
    )


def blocked(state: GameState, v: UnitView, x: float, y: float) -> bool:
    """Whether the straight way from ``v``'s centre to (x, y) crosses terrain it may not enter."""
    from game.core import CARRIED_PIECES

    unit = state.units.get(v.id)
    if unit is None:
        return False
    carried: tuple[str, ...] = state.ruleset.ask(CARRIED_PIECES, state, unit)
    return _crosses(_barriers(state, board.unit_mover(state, unit), carried), (v.cx, v.cy), (x, y))


@lru_cache(maxsize=200_000)
def _crosses(barriers: Barriers, a: tuple[float, float], b: tuple[float, float]) -> bool:
    # Terrain stays put all battle and units often ask the same way again: remembered by the polygons themselves.
    x0, x1 = min(a[0], b[0]), max(a[0], b[0])
    y0, y1 = min(a[1], b[1]), max(a[1], b[1])
    # A way that misses a piece's bounding box runs no length inside it.
    return any(
        inside_length(a, b, poly) > 1.0
        for poly, (px0, py0, px1, py1) in barriers
        if px0 <= x1 and x0 <= px1 and py0 <= y1 and y0 <= py1
    )


class Stands:
    """Every unit's stands on the table, filed by 10 cm squares, for ``surely_blocked`` (built once per state)."""

    CELL = 100

    def __init__(self, units: list[UnitView]) -> None:
        self.cells: dict[tuple[int, int], list[tuple[int, int, int, float, float, float, str]]] = {}
        for o in units:
            w, d = o.prof.base_mm
            entry = (w / 2 - _INSIDE_MM, d / 2 - _INSIDE_MM, min(w, d) / 2 - _INSIDE_MM, o.id)
            for q in o.poses:
                cell = (q[0] // self.CELL, q[1] // self.CELL)
                self.cells.setdefault(cell, []).append((q[0], q[1], q[2], *entry))
        # Answers already given, by the group, where it stands and where it would go.
        self.known: dict[tuple[object, ...], bool] = {}

    def near(self, x0: float, y0: float, x1: float, y1: float) -> list[tuple[int, int, int, float, float, float, str]]:
        """The stands whose centres lie in the box."""
        c = self.CELL
        out = []
        for cx in range(int(x0 // c), int(x1 // c) + 1):
            for cy in range(int(y0 // c), int(y1 // c) + 1):
                for e in self.cells.get((cx, cy), ()):
                    if x0 <= e[0] <= x1 and y0 <= e[1] <= y1:
                        out.append(e)
        return out


def surely_blocked(groups: list[UnitView], poses: list[tuple[Pose, ...]], stands: Stands) -> bool:
    """Whether the rules would surely refuse this move: a moving stand's way runs through the middle of a stand
    of another unit, or it would end on one (digest 3.3; flyers pass over, 3.9). Only the plain cases are
    settled here, by the stands' centres and outlines a millimetre in: the rules' own check settles the rest.
    The other units of the group are left out, as the rules leave out a brigade's own stands."""
    key = (tuple(v.id for v in groups), tuple(v.poses for v in groups), tuple(tuple(p) for p in poses))
    got = stands.known.get(key)
    if got is None:
        got = stands.known[key] = _blocked(groups, poses, stands)
    return got


def _blocked(groups: list[UnitView], poses: list[tuple[Pose, ...]], stands: Stands) -> bool:
    movers = {v.id for v in groups}
    for v, ends in zip(groups, poses, strict=True):
        flying = v.prof.flying
        own = min(v.prof.base_mm) / 2 - _INSIDE_MM
        for start, end in zip(v.poses, ends, strict=True):
            ax, ay, bx, by = start[0], start[1], end[0], end[1]
            box = (min(ax, bx) - _REACH, min(ay, by) - _REACH, max(ax, bx) + _REACH, max(ay, by) + _REACH)
            for qx, qy, qf, hw, hd, inner, owner in stands.near(*box):
                if owner in movers:
                    continue
                # Two stands whose centres are nearer than both half short edges overlap.
                if math.hypot(qx - bx, qy - by) < inner + own:
                    return True
                if not flying and _through(ax - qx, ay - qy, bx - qx, by - qy, qf, hw, hd):
                    return True
    return False


# Far enough round a moving stand's way to hold every stand it could touch (half a stand's diagonal and more).
_REACH = 40
_INSIDE_MM = 1.0


def _through(ax: float, ay: float, bx: float, by: float, facing: int, hw: float, hd: float) -> bool:
    """Whether the segment a-b (relative to a stand's centre) crosses the stand's rectangle of half sizes
    ``hw`` by ``hd``, turned to ``facing``."""
    fx, fy = heading(facing)
    # The stand's own frame: along its front (right) and towards its rear (back).
    rx, ry = -fy, fx
    a1, a2 = ax * rx + ay * ry, -(ax * fx + ay * fy)
    b1, b2 = bx * rx + by * ry, -(bx * fx + by * fy)
    span = line_in_box((a1, a2), (b1 - a1, b2 - a2), hw, hd)
    return span is not None and span[0] < 1.0 and span[1] > 0.0
