"""What one point on an observer's edge sees: the arcs of its view that stands and terrain hide.

From a point s, a convex thing (a stand, a terrain triangle) fills an arc of directions. Any line
from s in a direction inside that arc and longer than the thing's far reach is blocked; a line
outside every arc, or shorter than every near reach, is clear of it. Only the lines in between need
an exact test. A target stand inside a chain of arcs of things wholly nearer than it is hidden
without testing any line at all.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from game.table.contact import TOUCH_TOLERANCE, base_distance
from game.table.convex import clip_segment_convex, convex_hull, core_distance, point_convex_gap
from game.table.geometry import EPS, Point, Polygon, signed_area
from game.table.polygons import point_in_polygon
from game.table.shapes import Base
from game.table.sightpieces import SightPiece

# (first angle, last angle, nearest reach, farthest reach, name): angles are measured from the aim
Arc = tuple[float, float, float, float, str]


def angle(u: Point, v: Point) -> float:
    """Signed angle (radians) from direction u to vector v."""
    return math.atan2(u[0] * v[1] - u[1] * v[0], u[0] * v[0] + u[1] * v[1])


def cone(s: Point, u: Point, core: Polygon, r: float) -> tuple[float, float]:
    """The angles (from u) between which a convex core grown by r is seen from s (s outside it)."""
    sx, sy = s
    ux, uy = u
    lo, hi = math.inf, -math.inf
    angles = []
    for px, py in core:
        vx, vy = px - sx, py - sy
        a = math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        half = math.asin(min(1.0, r / math.hypot(vx, vy))) if r > 0.0 else 0.0
        angles.append((a, half))
        lo, hi = min(lo, a), max(hi, a)
    if hi - lo > math.pi:
        # it straddles the direction straight behind the aim: count round the back instead
        angles = [(a + 2 * math.pi if a < 0.0 else a, half) for a, half in angles]
    return min(a - half for a, half in angles), max(a + half for a, half in angles)


def _arc(s: Point, u: Point, core: Polygon, r: float, near: float, name: str) -> Arc:
    lo, hi = cone(s, u, core, r)
    far = max(math.hypot(px - s[0], py - s[1]) for px, py in core) + r
    return (lo, hi, near, far, name)


def _inside(x: float, lo: float, hi: float, margin: float) -> bool:
    # arcs may run past +-pi; try the angle a turn either way
    return (
        lo + margin < x < hi - margin
        or lo + margin < x + 2 * math.pi < hi - margin
        or (lo + margin < x - 2 * math.pi < hi - margin)
    )


class View:
    """The view from one sample point s of an observer's looking edge.

    Arcs are worked out only when a line or a target first needs them.
    """

    def __init__(
        self,
        s: Point,
        aim: Point,
        blockers: list[Base],
        r: float,
        pieces: list[SightPiece],
        r_terrain: float,
        on_hill: bool,
    ):
        self.s = s
        self.r = r
        self.r_terrain = r_terrain
        ux, uy = aim[0] - s[0], aim[1] - s[1]
        n = math.hypot(ux, uy)
        self.u: Point = (ux / n, uy / n) if n > EPS else (1.0, 0.0)
        self.blockers = blockers
        self.pieces = pieces
        self.on_hill = on_hill
        self.smothered: str | None = None  # something so close to s that nothing can be seen from it
        self._near = [b.gap_to_point(s) - r for b in blockers]
        for b, near in zip(blockers, self._near, strict=True):
            if near < 0.0:
                self.smothered = b.owner
                break
        self._stand_arcs: list[Arc | None] = [None] * len(blockers)
        self._piece_arcs: list[Arc | None] | None = None
        self._piece_done: list[bool] = []
        self._walls: list[tuple[Arc, str]] | None = None
        self._hidden: dict[str, str | None] = {}

    def _stand_arc(self, i: int) -> Arc:
        arc = self._stand_arcs[i]
        if arc is None:
            b = self.blockers[i]
            core, rb = b.outline()
            arc = self._stand_arcs[i] = _arc(self.s, self.u, core, rb + self.r, self._near[i], b.owner)
        return arc

    def _piece_arc(self, i: int) -> Arc | None:
        """The arc of piece i's hull, or None when s is inside it (every line must then be tested)."""
        if self._piece_arcs is None:
            self._piece_arcs = [None] * len(self.pieces)
            self._piece_done = [False] * len(self.pieces)
        if not self._piece_done[i]:
            piece = self.pieces[i]
            grow = self.r_terrain if piece.solid else 0.0
            near = point_convex_gap(self.s, piece.hull) - grow
            self._piece_arcs[i] = _arc(self.s, self.u, piece.hull, grow, near, piece.id) if near > 0.0 else None
            self._piece_done[i] = True
        return self._piece_arcs[i]

    def _terrain_walls(self) -> list[tuple[Arc, str]]:
        """Arcs of terrain that hides what lies behind it: always (buildings and the like), or only a
        target off every hill (hills, when s is off them too), or only a target clear of that wood.
        """
        if self._walls is None:
            s = self.s
            self._walls = []
            for piece in self.pieces:
                grow = self.r_terrain if piece.solid else 0.0
                if piece.solid or (piece.hill and not self.on_hill):
                    for tri in piece.triangles:
                        gap = point_convex_gap(s, tri) - grow
                        if gap <= 0.0:
                            if piece.solid:
                                self.smothered = self.smothered or piece.id
                            continue
                        kind = "wall" if piece.solid else "hill"
                        self._walls.append((_arc(s, self.u, tri, grow, gap, piece.id), kind))
                elif piece.deep and not point_in_polygon(s, piece.points):
                    for core in piece.cores:
                        gap = point_convex_gap(s, core)
                        if gap > 0.0:
                            self._walls.append((_arc(s, self.u, core, 0.0, gap, piece.id), piece.id))
        return self._walls

    def hidden(self, t: Base, clear_of: frozenset[str]) -> str | None:
        """What hides the whole of target stand t from s (only things wholly nearer than it), if anything.

        ``clear_of`` holds the woods and villages t does not touch, and "hill" if it is off every hill.
        """
        walls = self._terrain_walls()
        if self.smothered is not None:
            return self.smothered
        if t.id not in self._hidden:
            self._hidden[t.id] = self._cover(t, walls, clear_of)
        return self._hidden[t.id]

    def _cover(self, t: Base, walls: list[tuple[Arc, str]], clear_of: frozenset[str]) -> str | None:
        nearest = t.gap_to_point(self.s)
        if nearest <= 0.0:
            return None
        core, rt = t.outline()
        lo, hi = cone(self.s, self.u, core, rt)
        if hi - lo >= math.pi:
            return None  # the target wraps round s: no arc can hide it
        arcs = [self._stand_arc(i) for i, near in enumerate(self._near) if near < nearest]
        arcs += [a for a, kind in walls if kind == "wall" or kind in clear_of]
        front = sorted((a0, a1, near, name) for a0, a1, near, far, name in arcs if far < nearest)
        reach = lo
        closest: tuple[float, str] | None = None
        for a0, a1, near, name in front:  # chain arcs from the target's first edge to its last
            if a0 >= reach:
                return None
            if a1 <= reach:
                continue
            reach = a1
            if closest is None or near < closest[0]:
                closest = (near, name)
            if reach > hi:
                return closest[1]
        return None

    def blocked(
        self, p: Point, length: float, height: Callable[[Point], float], clear_of: frozenset[str]
    ) -> str | None:
        """What stops the line from s to p: a unit id or a terrain id, or None if it is clear.

        ``clear_of`` is as for ``hidden``, for the target stand p lies on.
        """
        if self.smothered is not None:
            return self.smothered
        s = self.s
        a = angle(self.u, (p[0] - s[0], p[1] - s[1]))
        x0, x1 = min(s[0], p[0]) - self.r, max(s[0], p[0]) + self.r
        y0, y1 = min(s[1], p[1]) - self.r, max(s[1], p[1]) + self.r
        for i, b in enumerate(self.blockers):
            if length <= self._near[i]:
                continue
            bx0, by0, bx1, by1 = b.bounds()
            if bx0 > x1 or bx1 < x0 or by0 > y1 or by1 < y0:
                continue
            a0, a1, near, far, name = self._stand_arc(i)
            if not _inside(a, a0, a1, -EPS):
                continue
            if length > far and _inside(a, a0, a1, EPS):
                return name
            core, rb = b.outline()
            if core_distance((s, p), core) - rb < self.r:
                return name
        # walls are only worked out for whole targets; once known they settle lines quickly too
        for (a0, a1, _, far, name), kind in self._walls or ():
            if length > far and (kind == "wall" or kind in clear_of) and _inside(a, a0, a1, EPS):
                return name
        for i, piece in enumerate(self.pieces):
            px0, py0, px1, py1 = piece.box
            if px0 > x1 + self.r_terrain or px1 < x0 - self.r_terrain:
                continue
            if py0 > y1 + self.r_terrain or py1 < y0 - self.r_terrain:
                continue
            arc = self._piece_arc(i)
            if arc is not None and (length <= arc[2] or not _inside(a, arc[0], arc[1], -EPS)):
                continue
            if piece.blocks(s, p, self.r_terrain, height):
                return piece.id
        return None


class Block:
    """Touching stands of one unit whose union is, within the touch tolerance, one convex block."""

    def __init__(self, owner: str, hull: Polygon):
        self.owner = owner
        self.hull = hull


def solid_blocks(blockers: list[Base]) -> list[Block]:
    """The units among ``blockers`` (split where stands do not touch) that form convex blocks."""
    out = []
    by_owner: dict[str, list[Base]] = {}
    for b in blockers:
        if not b.round:
            by_owner.setdefault(b.owner, []).append(b)
    for owner, stands in by_owner.items():
        clusters: list[list[Base]] = []
        for b in stands:
            joined = [c for c in clusters if any(base_distance(b, x) <= TOUCH_TOLERANCE for x in c)]
            clusters = [c for c in clusters if c not in joined] + [[b] + [x for c in joined for x in c]]
        for c in clusters:
            hull = convex_hull([p for b in c for p in b.corners()])
            perimeter = sum(math.dist(hull[i], hull[i - 1]) for i in range(len(hull)))
            # the hull may add the slivers between stands up to the tolerance apart, nothing more
            if abs(signed_area(hull)) <= sum(b.width * b.depth for b in c) + TOUCH_TOLERANCE * perimeter / 2.0:
                out.append(Block(owner, hull))
    return out


def screens(block: Block, t: Base, corners: list[Point], r: float) -> bool:
    """Whether ``block`` (grown by r) stands between each of ``corners`` and the whole of stand ``t``.

    The places from which a convex block hides a convex target form a convex set, so a target hidden
    from the corners of an edge is hidden from every point of it.
    """
    for s in corners:
        if point_convex_gap(s, block.hull) < r:
            continue  # the block touches this corner: every line from it is blocked
        ux, uy = t.x - s[0], t.y - s[1]
        n = math.hypot(ux, uy)
        if n <= EPS or t.gap_to_point(s) <= 0.0:
            return False
        u = (ux / n, uy / n)
        core, rt = t.outline()
        t_lo, t_hi = cone(s, u, core, rt)
        g_lo, g_hi = cone(s, u, block.hull, r)
        if not (g_lo < t_lo and t_hi < g_hi):
            return False
        # disjoint convex things keep the same order along every ray: compare along one
        far = (s[0] + ux, s[1] + uy)
        into_block = clip_segment_convex(s, far, block.hull)
        into_t = clip_segment_convex(s, far, core) if len(core) >= 3 else (max(0.0, (n - rt) / n), 1.0)
        if into_block is None or into_t is None or into_block[0] >= into_t[0]:
            return False
    return True
