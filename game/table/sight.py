"""Line of sight: a clear straight line from a stand's front edge to some part of a target stand.

Stands of other units block (the observer's and the target's own stands never do, characters never
do); woods and villages block a line that runs more than 20 mm inside one; hills block a line that
passes higher than both its ends; buildings, high obstacles and impassable pieces block. A target
point must lie ahead of the line of the observer's front edge. A shooting line must be a clear strip
(10 mm wide): a thick line against stands and blocking terrain; the 20 mm and hill rules apply to its
centre line. Stands less than 1 mm apart leave no gap even for a plain line.

The search samples the looking edge and the target's outline every few millimetres and tries the
shortest lines first; ``views.py`` settles most lines, and most whole target stands, by angles alone.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.table.convex import convex_hull
from game.table.geometry import EPS, Point, id_key, lerp
from game.table.polygons import outline_polygon_distance
from game.table.shapes import Base
from game.table.sightpieces import SightPiece
from game.table.views import Block, View, screens, solid_blocks

if TYPE_CHECKING:
    from game.table.index import Table

SAMPLE_STEP = 5.0
"""Largest spacing (mm) between the points tried along a looking edge and along a target's outline."""

SIGHT_HAIR = 0.5
"""Half-thickness (mm) of a plain sight line against stands: stands under 1 mm apart leave no gap."""

BEHIND = "behind the front edge"
COVERED = "covered by its own unit"

# How far ahead of an edge (mm) another stand of the unit must reach to cover it: stands count as
# touching up to 1 mm apart.
COVER_PROBE = 1.0

Line = tuple[Point, Point]


@dataclass(frozen=True)
class Sight:
    """The answer to "can this unit see that one?".

    ``blocked_by`` names what stopped the shortest line tried (a unit id, a terrain id, or
    "behind the front edge"); ``line`` is a clear line found, from ``observer`` to ``target`` stand.
    """

    visible: bool
    blocked_by: str | None = None
    line: Line | None = None
    observer: str | None = None
    target: str | None = None

    def __bool__(self) -> bool:
        return self.visible


def can_see(
    table: Table,
    observer_owner: str,
    target_owner: str,
    strip: float = 0.0,
    from_base: str | None = None,
    all_round: bool = False,
) -> Sight:
    """See ``Table.can_see``."""
    if from_base is not None:
        observers = [table.base(from_base)]
        if observers[0].owner != observer_owner:
            raise ValueError(f"stand {from_base} does not belong to {observer_owner}")
    else:
        observers = table.bases_of(observer_owner)
    targets = table.bases_of(target_owner)
    if not observers or not targets:
        raise KeyError(observer_owner if not observers else target_owner)
    search = _Search(table, observer_owner, target_owner, strip, observers, targets)
    # nearest observer stands first: they are the likeliest to see
    order = sorted(
        range(len(observers)),
        key=lambda i: (min(math.hypot(observers[i].x - t.x, observers[i].y - t.y) for t in targets), i),
    )
    # every stand's likeliest lines before any stand's long search
    looks = []
    for i in order:
        look = search.look(observers[i], targets, all_round)
        looks.append((observers[i].id, look))
        found = look.quick()
        if found is not None:
            return Sight(True, None, found[0], observers[i].id, found[1])
    for oid, look in looks:
        found = look.full()
        if found is not None:
            return Sight(True, None, found[0], oid, found[1])
    return Sight(False, next((look.first_block for _, look in looks if look.first_block), None))


def visible_stands(
    table: Table,
    observer_base: str,
    target_owner: str,
    strip: float = 0.0,
    all_round: bool = False,
    over: frozenset[str] = frozenset(),
) -> list[str]:
    """See ``Table.visible_stands``."""
    o = table.base(observer_base)
    targets = table.bases_of(target_owner)
    return _seen_from(_Search(table, o.owner, target_owner, strip, [o], targets, over), o, targets, all_round)


def visible_stands_by_stand(
    table: Table, observer_owner: str, target_owner: str, strip: float = 0.0, all_round: bool = False
) -> dict[str, list[str]]:
    """See ``Table.visible_stands_by_stand``."""
    observers = table.bases_of(observer_owner)
    targets = table.bases_of(target_owner)
    # One search for the whole unit: what blocks, and the target's outline, are the same from each stand.
    search = _Search(table, observer_owner, target_owner, strip, observers, targets)
    return {o.id: _seen_from(search, o, targets, all_round) for o in observers}


def _seen_from(search: _Search, o: Base, targets: list[Base], all_round: bool) -> list[str]:
    out = []
    for t in targets:
        look = search.look(o, [t], all_round)
        if look.quick() is not None or look.full() is not None:
            out.append(t.id)
    return out


def _edge_samples(p: Point, q: Point, closed: bool = True) -> list[Point]:
    n = max(1, math.ceil(math.hypot(q[0] - p[0], q[1] - p[1]) / SAMPLE_STEP))
    return [lerp(p, q, k / n) for k in range(n + 1 if closed else n)]


def _outline_samples(b: Base) -> list[Point]:
    if b.round:
        n = max(8, math.ceil(2 * math.pi * b.radius / SAMPLE_STEP))
        r = b.radius
        return [(b.x + r * math.sin(2 * math.pi * k / n), b.y - r * math.cos(2 * math.pi * k / n)) for k in range(n)]
    out: list[Point] = []
    for p, q in b.edges().values():
        out.extend(_edge_samples(p, q, closed=False))
    return out


def _box_corners(b: Base) -> list[Point]:
    if b.round:
        x0, y0, x1, y1 = b.bounds()
        return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    return list(b.corners())


class _Search:
    """One sight question: what may block, and the search for a clear line."""

    def __init__(
        self,
        table: Table,
        observer_owner: str,
        target_owner: str,
        strip: float,
        observers: list[Base],
        targets: list[Base],
        over: frozenset[str] = frozenset(),
    ):
        self.table = table
        # ``over``: units and terrain pieces this observer sees over (a huge creature's crew high on its back).
        self.exclude = {observer_owner, target_owner, *over}
        self.r_stand = max(strip / 2.0, SIGHT_HAIR)
        self.r_terrain = strip / 2.0
        n = len(targets)
        self.centroid = (sum(t.x for t in targets) / n, sum(t.y for t in targets) / n)
        self.samples = {t.id: _outline_samples(t) for t in targets}
        self._blocks: dict[str, list[Block]] = {}
        self._clear_of: dict[tuple[str, frozenset[str]], frozenset[str]] = {}
        self._heights: dict[Point, float] = {}

    def blocks_of(self, owner: str) -> list[Block]:
        """The convex blocks a unit's stands form (cached per question)."""
        if owner not in self._blocks:
            self._blocks[owner] = solid_blocks(self.table.bases_of(owner))
        return self._blocks[owner]

    def clear_of(self, t: Base, pieces: list[SightPiece]) -> frozenset[str]:
        """The woods and villages among ``pieces`` a target stand does not touch, and "hill" if it is on
        none of them.
        """
        key = (t.id, frozenset(p.id for p in pieces))
        if key not in self._clear_of:
            core, r = t.outline()
            touched = {p.id for p in pieces if outline_polygon_distance(core, r, p.points) <= 0.0}
            out = {p.id for p in pieces if p.deep and p.id not in touched}
            if not any(p.hill and p.id in touched for p in pieces):
                out.add("hill")
            self._clear_of[key] = frozenset(out)
        return self._clear_of[key]

    def height(self, p: Point) -> float:
        """Height of a point (cached: the same sample points come up line after line)."""
        h = self._heights.get(p)
        if h is None:
            h = self._heights[p] = self.table.height_at(*p)
        return h

    def _uncovered(self, o: Base, sources: list[Point]) -> list[Point]:
        """The sample points not covered by another stand of the observer's own unit touching that edge.

        A unit's own stands never block its sight, but a stand cannot look out through the stand
        touching its front (so a unit in column cannot see sideways out of it).
        """
        own = [b for b in self.table.bases_of(o.owner) if b.id != o.id]
        if not own or o.round:
            return sources
        fx, fy = o.direction()
        outward = {name: n for name, n in zip(("front", "right", "rear", "left"), _normals(fx, fy), strict=True)}
        out = []
        for s in sources:
            nx, ny = outward[_edge_of(o, s)]
            probe = (s[0] + nx * COVER_PROBE, s[1] + ny * COVER_PROBE)
            if not any(b.gap_to_point(probe) <= 0.0 for b in own):
                out.append(s)
        return out

    def look(self, o: Base, targets: list[Base], all_round: bool) -> _Look:
        """Set up the search from one observer stand; it is settled at once when nothing can block."""
        look = _Look(self)
        ahead = not (o.round or all_round)
        if ahead:
            sources = _edge_samples(*o.front_edge())
            look.ahead = (o.front_edge()[0], o.direction())
        else:
            sources = _outline_samples(o)
        look.sources = sources = self._uncovered(o, sources)
        if not sources:
            return look.settle(None, None, COVERED)
        aimed: list[tuple[Base, list[Point]]] = []
        for t in targets:
            pts = self.samples[t.id]
            if look.ahead is not None:
                pts = [p for p in pts if _ahead_of(p, look.ahead)]
            if pts:
                aimed.append((t, pts))
        if not aimed:
            return look.settle(None, None, BEHIND)
        hull = convex_hull(_box_corners(o) + [c for t, _ in aimed for c in _box_corners(t)])
        r = self.r_stand
        near_stands, near_pieces = self.table.near_region(hull, max(r, self.r_terrain), terrain=True)
        look.blockers = [b for b in near_stands if b.owner not in self.exclude]
        look.pieces = [
            sp
            for p in near_pieces
            if p.id not in self.exclude
            and (sp := self.table.sight_piece(p.id)) is not None
            and sp.near(hull, self.r_terrain)
        ]
        if not look.blockers and not look.pieces:
            line, target = _shortest(sources, aimed)
            return look.settle(line, target, None)
        # A target stand hidden behind one solid block from the corners of the looking edge is
        # hidden from all of it (see ``screens``).
        corners = list(o.front_edge()) if ahead else _box_corners(o)
        owners = sorted({b.owner for b in look.blockers}, key=id_key)
        blocks = [g for owner in owners for g in self.blocks_of(owner)]
        for t, pts in aimed:
            screen = next((g for g in blocks if screens(g, t, corners, r)), None)
            if screen is None:
                look.aimed.append((t, pts))
            else:
                look.first_block = look.first_block or screen.owner
        if not look.aimed:
            return look.settle(None, None, look.first_block)
        look.any_hill = any(p.hill for p in look.pieces)
        return look


class _Look:
    """The search for a clear line from one observer stand: settled at once, or by ``quick`` then ``full``."""

    def __init__(self, search: _Search):
        self.search = search
        self.ahead: tuple[Point, Point] | None = None  # a point of the looking edge and its facing
        self.sources: list[Point] = []
        self.aimed: list[tuple[Base, list[Point]]] = []
        self.blockers: list[Base] = []
        self.pieces: list[SightPiece] = []
        self.clear: list[frozenset[str]] = []
        self.any_hill = False
        self.views: dict[int, View] = {}
        self.settled = False
        self.found: tuple[Line, str] | None = None
        self.first_block: str | None = None

    def settle(self, line: Line | None, target: str | None, blocked: str | None) -> _Look:
        """Record the answer reached without testing lines."""
        self.settled = True
        if line is not None and target is not None:
            self.found = (line, target)
        self.first_block = self.first_block or blocked
        return self

    def _view(self, si: int) -> View:
        if si not in self.views:
            search, s = self.search, self.sources[si]
            on_hill = self.any_hill and search.height(s) > 0.0
            self.views[si] = View(
                s, search.centroid, self.blockers, search.r_stand, self.pieces, search.r_terrain, on_hill
            )
        return self.views[si]

    def _blocked(self, si: int, ti: int, p: Point, length: float) -> str | None:
        # which woods and hills a target is clear of only matters once a view has worked out its walls
        clear = self.clear[ti] if self.clear else frozenset()
        blocked = self._view(si).blocked(p, length, self.search.height, clear)
        self.first_block = self.first_block or blocked
        return blocked

    def quick(self) -> tuple[Line, str] | None:
        """Try the likeliest lines: from each sample point to the nearest point of each target stand."""
        if self.settled:
            return self.found
        lines = []
        for si, s in enumerate(self.sources):
            for ti, (t, _) in enumerate(self.aimed):
                q = t.closest_point(s)
                if self.ahead is None or _ahead_of(q, self.ahead):
                    lines.append(((q[0] - s[0]) ** 2 + (q[1] - s[1]) ** 2, si, ti, q))
        lines.sort()
        for d2, si, ti, q in lines:
            if self._blocked(si, ti, q, math.sqrt(d2)) is None:
                return (self.sources[si], q), self.aimed[ti][0].id
        return None

    def full(self) -> tuple[Line, str] | None:
        """Try every sampled line, shortest first, leaving out target stands hidden whole from a point."""
        if self.settled:
            return self.found
        self.clear = [self.search.clear_of(t, self.pieces) for t, _ in self.aimed]
        lines = []
        for si, s in enumerate(self.sources):
            for ti, (t, pts) in enumerate(self.aimed):
                hidden = self._view(si).hidden(t, self.clear[ti])
                if hidden is not None:
                    self.first_block = self.first_block or hidden
                    continue
                lines += [((p[0] - s[0]) ** 2 + (p[1] - s[1]) ** 2, si, ti, pi) for pi, p in enumerate(pts)]
        lines.sort()
        for d2, si, ti, pi in lines:
            t, pts = self.aimed[ti]
            if self._blocked(si, ti, pts[pi], math.sqrt(d2)) is None:
                return (self.sources[si], pts[pi]), t.id
        return None


def _shortest(sources: list[Point], aimed: list[tuple[Base, list[Point]]]) -> tuple[Line, str]:
    """The shortest of the sampled lines (when nothing can block any of them)."""
    best: tuple[float, Point, Point, str] | None = None
    for t, pts in aimed:
        for s in sources:
            for p in pts:
                d = (p[0] - s[0]) ** 2 + (p[1] - s[1]) ** 2
                if best is None or d < best[0]:
                    best = (d, s, p, t.id)
    assert best is not None
    return (best[1], best[2]), best[3]


def _normals(fx: float, fy: float) -> tuple[Point, Point, Point, Point]:
    # outward normals of the front, right, rear and left edges of a stand facing (fx, fy)
    return ((fx, fy), (-fy, fx), (-fx, -fy), (fy, -fx))


def _edge_of(o: Base, s: Point) -> str:
    """The edge of stand o a sample point lies on (a corner goes to the first edge in order)."""
    vx, vy = s[0] - o.x, s[1] - o.y
    fx, fy = o.direction()
    along, across = vx * fx + vy * fy, vx * -fy + vy * fx
    if along >= o.depth / 2.0 - EPS:
        return "front"
    if across >= o.width / 2.0 - EPS:
        return "right"
    if along <= -o.depth / 2.0 + EPS:
        return "rear"
    return "left"


def _ahead_of(p: Point, ahead: tuple[Point, Point]) -> bool:
    (ax, ay), (fx, fy) = ahead
    return (p[0] - ax) * fx + (p[1] - ay) * fy > EPS
