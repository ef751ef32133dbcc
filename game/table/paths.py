"""Clear paths: may a stand move from one pose to another?

A stand may turn as it goes, so its way is modelled as its centre sliding along the straight line from
start to end. It can squeeze through any gap at least as wide as its shortest edge, so the centre
must keep half that edge clear of every stand of another unit and of terrain it may not enter. Next
to an enemy stand the gap must be wider than the stand's frontage: the centre may not enter the part
of the space between an enemy stand and another obstacle where the two are no further apart than the
frontage (the distances from the centre to each add up to at most the frontage). Charging waives that
rule and lets the stand end in contact with enemies. Flyers pass over everything and are checked only
where they land.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.table.contact import TOUCH_TOLERANCE, base_distance
from game.table.convex import clip_segment_convex, closest_points, convex_hull
from game.table.geometry import EPS, Point, lerp, point_segment_distance
from game.table.polygons import outline_polygon_distance
from game.table.shapes import Base, TerrainPiece
from game.table.terrain import Mover, may_end_in, may_enter

if TYPE_CHECKING:
    from game.table.index import Table

_GOLDEN = (math.sqrt(5.0) - 1.0) / 2.0
# The narrowest point of a gap is found to within this distance along the path (mm).
_GAP_SEARCH_RESOLUTION = 0.01


@dataclass(frozen=True)
class PathCheck:
    """The answer to "can this stand move there?": ``blocked_by`` names a unit, terrain or the table edge."""

    ok: bool
    blocked_by: str | None = None
    reason: str = ""

    def __bool__(self) -> bool:
        return self.ok


_OK = PathCheck(True)


def _label(piece: TerrainPiece) -> str:
    return f"{piece.name or piece.id} ({piece.kind.value.replace('_', ' ')})"


def path_clear(table: Table, start: Base, end: Base, mover: Mover, ignore: set[str], charging: bool) -> PathCheck:
    """See ``Table.path_clear``."""
    if not table.in_table(end):
        return PathCheck(False, "table edge", "it would go off the table")
    skip = ignore | {start.owner, start.id, end.id}
    landing = _check_landing(table, end, mover, skip, charging)
    if landing is not None or mover is Mover.FLYER:
        return landing if landing is not None else _OK
    a, b = start.centre, end.centre
    frontage = start.width
    squeeze = start.shortest_edge / 2.0
    reach = max(squeeze, frontage)
    box = (
        min(a[0], b[0]) - reach - 1.0,
        min(a[1], b[1]) - reach - 1.0,
        max(a[0], b[0]) + reach + 1.0,
        max(a[1], b[1]) + reach + 1.0,
    )
    stands = [s for s in table.stands_in_box(box) if s.id not in skip and s.owner not in skip]
    walls = [p for p in table.pieces_in_box(box) if not may_enter(p.kind, mover) and p.id not in skip]
    for s in stands:
        if point_segment_distance(s.centre, a, b) - s.circumradius >= squeeze:
            # Its circumcircle keeps clear of the way by a free squeeze: it cannot block (most stands in the box).
            continue
        if _path_gap_to_stand(a, b, s) < _clearance(squeeze, _point_to_stand(a, s), _point_to_stand(b, s)) - EPS:
            return PathCheck(False, s.owner, f"{s.owner} is in the way")
    for p in walls:
        far = _clearance(squeeze, _point_to_piece(a, p), _point_to_piece(b, p))
        if outline_polygon_distance((a, b), 0.0, p.points) < far - EPS:
            return PathCheck(False, p.id, f"{_label(p)} is in the way: {mover.value} may not enter it")
    if not charging:
        narrow = _narrow_gap(a, b, start.side, frontage, stands, walls)
        if narrow is not None:
            return narrow
    return _OK


def _check_landing(table: Table, end: Base, mover: Mover, skip: set[str], charging: bool) -> PathCheck | None:
    for hit in table.overlaps(end, mover=mover, ignore=skip):
        if hit == "table edge":
            continue
        if table.has_owner(hit):
            return PathCheck(False, hit, f"it would end on top of {hit}")
        piece = table.piece(hit)
        if mover is Mover.FLYER and may_enter(piece.kind, Mover.INFANTRY) and not may_end_in(piece.kind, mover):
            return PathCheck(False, hit, f"flyers may not land in {_label(piece)}")
        return PathCheck(False, hit, f"it would end in {_label(piece)}, where {mover.value} may not go")
    if charging:
        return None
    t = TOUCH_TOLERANCE
    x0, y0, x1, y1 = end.bounds()
    for s in table.stands_in_box((x0 - t, y0 - t, x1 + t, y1 + t)):
        if s.side != end.side and s.id not in skip and s.owner not in skip and base_distance(end, s) <= t:
            return PathCheck(False, s.owner, f"it would touch {s.owner}; only a charge may end in contact")
    return None


def _clearance(squeeze: float, at_start: float, at_end: float) -> float:
    # Near where the stand starts or stops it may legitimately be closer than a free squeeze would
    # allow (stands in contact, or a move ending beside a friend): ask no more than it has there.
    return min(squeeze, at_start, at_end)


def _point_to_stand(p: Point, s: Base) -> float:
    core, r = s.outline()
    return max(0.0, closest_points((p,), core)[0] - r)


def _path_gap_to_stand(a: Point, b: Point, s: Base) -> float:
    core, r = s.outline()
    return max(0.0, closest_points((a, b), core)[0] - r)


def _point_to_piece(p: Point, piece: TerrainPiece) -> float:
    return outline_polygon_distance((p,), 0.0, piece.points)


Obstacle = Base | TerrainPiece


def _to(p: Point, o: Obstacle) -> float:
    return _point_to_stand(p, o) if isinstance(o, Base) else _point_to_piece(p, o)


def _name(o: Obstacle) -> str:
    return o.owner if isinstance(o, Base) else o.id


def _points(o: Obstacle) -> list[Point]:
    if isinstance(o, Base):
        if o.round:
            x0, y0, x1, y1 = o.bounds()
            return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        return list(o.corners())
    return list(o.points)


def _apart(e: Base, o: Obstacle) -> float:
    if isinstance(o, Base):
        return base_distance(e, o)
    core, r = e.outline()
    return outline_polygon_distance(core, r, o.points)


def _narrow_gap(
    a: Point, b: Point, side: int, frontage: float, stands: list[Base], walls: list[TerrainPiece]
) -> PathCheck | None:
    """A check failing if the path enters a gap next to an enemy no wider than ``frontage``."""
    enemies = [s for s in stands if s.side != side]
    others: list[Obstacle] = [*stands, *walls]
    for e in enemies:
        if point_segment_distance(e.centre, a, b) - e.circumradius > frontage:
            continue  # its circumcircle is further than that: so is the stand
        if _path_gap_to_stand(a, b, e) > frontage:
            continue
        for o in others:
            if o is e:
                continue
            apart = _apart(e, o)
            if apart > frontage or apart <= TOUCH_TOLERANCE:
                continue  # wide enough, or no gap at all (the stand could not pass anyway)
            span = clip_segment_convex(a, b, convex_hull(_points(e) + _points(o)))
            if span is None:
                continue
            t0, t1 = span

            def width(t: float, e: Base = e, o: Obstacle = o) -> float:
                p = lerp(a, b, t)
                return _to(p, e) + _to(p, o)

            if t0 <= EPS and width(0.0) <= frontage + EPS:
                continue  # it starts in the gap already and may leave it
            if _least(width, t0, t1, math.dist(a, b)) <= frontage + EPS:
                return PathCheck(
                    False,
                    e.owner,
                    f"the gap between {e.owner} and {_name(o)} is {apart:.0f} mm; "
                    f"next to an enemy it must be wider than {frontage:.0f} mm",
                )
    return None


def _least(f: Callable[[float], float], t0: float, t1: float, length: float) -> float:
    """The least value of a convex function on [t0, t1] (golden-section search)."""
    lo, hi = t0, t1
    c = hi - _GOLDEN * (hi - lo)
    d = lo + _GOLDEN * (hi - lo)
    fc, fd = f(c), f(d)
    best = min(f(t0), f(t1), fc, fd)
    while (hi - lo) * length > _GAP_SEARCH_RESOLUTION:
        if fc < fd:
            hi, d, fd = d, c, fc
            c = hi - _GOLDEN * (hi - lo)
            fc = f(c)
            best = min(best, fc)
        else:
            lo, c, fc = c, d, fd
            d = lo + _GOLDEN * (hi - lo)
            fd = f(d)
            best = min(best, fd)
    return best
