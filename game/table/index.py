"""The Table: a pymunk-backed index of the stands and terrain on the table.

The index is rebuilt or updated from the game state and is never the source of truth. pymunk serves
as the broad phase for shapes (which stands or terrain come near a region, which terrain holds a point),
a plain grid for boxes (``boxgrid``); exact answers come from the plain geometry in ``geometry.py`` so
they repeat bit for bit. Every shape is fixed on the static body; the space is never stepped.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

import pymunk

from game.table import displace, paths, placement, sight
from game.table.boxgrid import BoxGrid
from game.table.contact import base_distance
from game.table.geometry import Point, Polygon, boxes_overlap, id_key
from game.table.paths import PathCheck
from game.table.polygons import outline_polygon_distance, point_in_polygon, triangulate
from game.table.shapes import Base, TerrainKind, TerrainPiece
from game.table.sight import Sight
from game.table.sightpieces import SightPiece
from game.table.terrain import Mover, hill_height

STAND_BIT = 0b001
CHARACTER_BIT = 0b010
TERRAIN_BIT = 0b100
_STAND_FILTER = pymunk.ShapeFilter(categories=STAND_BIT)
_CHARACTER_FILTER = pymunk.ShapeFilter(categories=CHARACTER_BIT)

# Pieces the stand must sink into by more than this before it counts as being in them at all.
UNDER_TOLERANCE = 1e-6

Box = tuple[float, float, float, float]
T = TypeVar("T")

# Probes reach this much (mm) further than asked, so that rounding inside pymunk never drops a shape.
_PROBE_MARGIN = 0.01


class Table:
    """Geometry queries over the stands and terrain of one table (mm; x right, y down)."""

    def __init__(self, width: float, height: float, terrain: Sequence[TerrainPiece], bases: Sequence[Base]) -> None:
        self.width = float(width)
        self.height = float(height)
        # Never threaded: a threaded space gives different answers from run to run.
        self._space = pymunk.Space()
        self._bases: dict[str, Base] = {}
        self._owners: dict[str, list[str]] = {}
        self._shapes: dict[str, pymunk.Shape] = {}
        self._shape_base: dict[pymunk.Shape, str] = {}
        self._pieces: dict[str, TerrainPiece] = {}
        self._shape_piece: dict[pymunk.Shape, str] = {}
        self._triangles: dict[str, list[Polygon]] = {}
        self._sight_pieces: dict[str, SightPiece | None] = {}
        # Sight, path and overlap answers, kept until a stand is added, removed or moved: the rules and opponents ask
        # the same question of one table again and again (a table is shared by every action that moves nothing).
        self._seen: dict[tuple[object, ...], Any] = {}
        # Built when first asked for, and again after a stand is added, removed or moved.
        self._grid: BoxGrid | None = None
        self._probe_body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        for piece in sorted(terrain, key=lambda p: id_key(p.id)):
            self._add_piece(piece)
        for b in bases:
            if b.id in self._bases:
                raise ValueError(f"stand id {b.id} appears twice")
            self._bases[b.id] = b
            self._owners.setdefault(b.owner, []).append(b.id)
        # Insertion order into the space is fixed (sorted ids) so the tree, and any tie it breaks, repeats.
        for bid in sorted(self._bases, key=id_key):
            self._insert(self._bases[bid])

    # --- building the index ------------------------------------------------------------------------

    def _add_piece(self, piece: TerrainPiece) -> None:
        if piece.id in self._pieces:
            raise ValueError(f"terrain id {piece.id} appears twice")
        self._pieces[piece.id] = piece
        self._triangles[piece.id] = triangulate(piece.points)
        for tri in self._triangles[piece.id]:
            shape = pymunk.Poly(self._space.static_body, list(tri))
            shape.sensor = True
            shape.filter = pymunk.ShapeFilter(categories=TERRAIN_BIT)
            self._space.add(shape)
            self._shape_piece[shape] = piece.id

    def _make_shape(self, b: Base) -> pymunk.Shape:
        # Stands never move inside a table (a moved stand gets a new shape), so each is a shape fixed in
        # table coordinates on the static body: a body of its own per stand made every table dear to build.
        shape: pymunk.Shape
        body = self._space.static_body
        if b.round:
            shape = pymunk.Circle(body, b.radius, (b.x, b.y))
        else:
            shape = pymunk.Poly(body, b.corners())
        shape.sensor = True
        shape.filter = _CHARACTER_FILTER if b.character else _STAND_FILTER
        return shape

    def _insert(self, b: Base) -> None:
        shape = self._make_shape(b)
        self._space.add(shape)
        self._shapes[b.id] = shape
        self._shape_base[shape] = b.id

    def _take_out(self, base_id: str) -> None:
        shape = self._shapes.pop(base_id)
        del self._shape_base[shape]
        self._space.remove(shape)

    def _forget(self) -> None:
        """Drop every answer worked out for the stands as they were (one has been added, removed or moved)."""
        self._seen.clear()
        self._grid = None

    def add(self, base: Base) -> None:
        """Put a new stand on the table."""
        if base.id in self._bases:
            raise ValueError(f"stand id {base.id} is already on the table")
        self._forget()
        self._bases[base.id] = base
        self._owners.setdefault(base.owner, []).append(base.id)
        self._insert(base)

    def remove(self, base_id: str) -> None:
        """Take a stand off the table."""
        b = self._bases.pop(base_id)
        self._forget()
        self._owners[b.owner].remove(base_id)
        if not self._owners[b.owner]:
            del self._owners[b.owner]
        self._take_out(base_id)

    def update(self, base: Base) -> None:
        """Move or replace a stand already on the table (same id), keeping its place in its unit."""
        old = self._bases.get(base.id)
        if old is None:
            raise KeyError(base.id)
        self._forget()
        if old.owner != base.owner:
            self._owners[old.owner].remove(base.id)
            if not self._owners[old.owner]:
                del self._owners[old.owner]
            self._owners.setdefault(base.owner, []).append(base.id)
        self._bases[base.id] = base
        self._take_out(base.id)
        self._insert(base)

    # --- lookups -----------------------------------------------------------------------------------

    def base(self, base_id: str) -> Base:
        """The stand with this id."""
        return self._bases[base_id]

    @property
    def bases(self) -> list[Base]:
        """All stands, in id order."""
        return [self._bases[k] for k in sorted(self._bases, key=id_key)]

    def bases_of(self, owner: str) -> list[Base]:
        """All stands of a unit (or a character), in the order they were given."""
        return [self._bases[k] for k in self._owners.get(owner, ())]

    def owners(self) -> list[str]:
        """Ids of every unit and character with a stand on the table, in id order."""
        return sorted(self._owners, key=id_key)

    def has_owner(self, owner: str) -> bool:
        """Whether a unit or character of this id has a stand on the table."""
        return owner in self._owners

    def side_of(self, owner: str) -> int:
        """The side a unit or character fights for."""
        ids = self._owners.get(owner)
        if not ids:
            raise KeyError(owner)
        return self._bases[ids[0]].side

    def is_character(self, owner: str) -> bool:
        """Whether this owner is a character (its stands are character stands)."""
        ids = self._owners.get(owner)
        if not ids:
            return False
        return self._bases[ids[0]].character

    @property
    def terrain(self) -> list[TerrainPiece]:
        """All terrain pieces, in id order."""
        return list(self._pieces.values())

    def piece(self, terrain_id: str) -> TerrainPiece:
        """The terrain piece with this id."""
        return self._pieces[terrain_id]

    def sight_piece(self, terrain_id: str) -> SightPiece | None:
        """A terrain piece prepared for sight lines, or None if it never stops one."""
        if terrain_id not in self._sight_pieces:
            piece = self._pieces[terrain_id]
            ready = SightPiece(piece, self._triangles[terrain_id]) if SightPiece.stops_sight(piece) else None
            self._sight_pieces[terrain_id] = ready
        return self._sight_pieces[terrain_id]

    def triangles(self, terrain_id: str) -> list[Polygon]:
        """A terrain piece cut into triangles (the convex parts the index holds)."""
        return self._triangles[terrain_id]

    def _resolve(self, b: Base | str) -> Base:
        return self._bases[b] if isinstance(b, str) else b

    def stands_in_box(self, box: Box, *, characters: bool = False) -> list[Base]:
        """Stands whose bounding boxes meet a (min x, min y, max x, max y) box, in id order."""
        if self._grid is None:
            self._grid = BoxGrid(self._bases.values())
        return self._grid.meeting(box, characters)

    def near_region(
        self, core: Sequence[Point], radius: float, *, terrain: bool = False
    ) -> tuple[list[Base], list[TerrainPiece]]:
        """Stands (not characters) and, if asked, terrain pieces that may come within ``radius`` of a
        convex region, in id order. A broad phase: it may list a few that stay just out of reach.
        """
        # a probe shape need not be in the space; the query uses its body's current transform
        probe = pymunk.Poly(self._probe_body, list(core), radius=radius + _PROBE_MARGIN)
        mask = STAND_BIT | (TERRAIN_BIT if terrain else 0)
        stands: list[str] = []
        pieces: set[str] = set()
        for hit in self._space.shape_query(probe):
            shape = hit.shape
            if shape.filter.categories & mask == 0:
                continue
            if shape in self._shape_base:
                stands.append(self._shape_base[shape])
            else:
                pieces.add(self._shape_piece[shape])
        stands.sort(key=id_key)
        return [self._bases[i] for i in stands], [p for p in self._pieces.values() if p.id in pieces]

    def pieces_in_box(self, box: Box) -> list[TerrainPiece]:
        """Terrain pieces whose bounds meet a box, in id order."""
        return [p for p in self._pieces.values() if boxes_overlap(p.bounds(), box)]

    def pieces_at(self, point: Point) -> list[TerrainPiece]:
        """Terrain pieces containing a point, in id order (a point on an edge may go either way)."""
        hits = self._space.point_query(point, _PROBE_MARGIN, pymunk.ShapeFilter(mask=TERRAIN_BIT))
        ids = {self._shape_piece[h.shape] for h in hits}
        return [p for p in self._pieces.values() if p.id in ids and point_in_polygon(point, p.points)]

    # --- distances ---------------------------------------------------------------------------------

    def distance(self, a: Base | str, b: Base | str) -> float:
        """Edge-to-edge distance (mm) between two stands; 0 when touching or overlapping."""
        return round(base_distance(self._resolve(a), self._resolve(b)), 9)

    def owner_distance(self, owner_a: str, owner_b: str) -> float:
        """Distance (mm) between the closest stands of two units (or a unit and a character)."""
        sa, sb = self.bases_of(owner_a), self.bases_of(owner_b)
        if not sa or not sb:
            raise KeyError(owner_a if not sa else owner_b)
        # Nearest centres first: two stands are never nearer than their centres less both circumradii, so the
        # pairs that cannot beat the best so far are never measured (the same minimum, far fewer measurements).
        pairs = sorted(
            (math.hypot(a.x - b.x, a.y - b.y) - a.circumradius - b.circumradius, i, j)
            for i, a in enumerate(sa)
            for j, b in enumerate(sb)
        )
        best = math.inf
        for bound, i, j in pairs:
            if bound >= best:
                break
            d = base_distance(sa[i], sb[j])
            if d < best:
                best = d
        return round(best, 9)

    def terrain_distance(self, base: Base | str, terrain_id: str) -> float:
        """Distance (mm) from a stand to a terrain piece; 0 when it touches or is in it."""
        b = self._resolve(base)
        core, radius = b.outline()
        return round(outline_polygon_distance(core, radius, self._pieces[terrain_id].points), 9)

    def closest_enemy_units(
        self, owner: str, within: float, *, visible_only: bool = False, ignore: Iterable[str] = ()
    ) -> list[tuple[str, float]]:
        """Enemy units within ``within`` mm of a unit, as (unit id, distance), closest first.

        Characters are never counted. Ties keep id order; the caller settles them. With
        ``visible_only`` only units the owner can see (front-edge sight) are listed.
        """
        side = self.side_of(owner)
        skip = set(ignore)
        found: dict[str, float] = {}
        for s in self.bases_of(owner):
            x0, y0, x1, y1 = s.bounds()
            for e in self.stands_in_box((x0 - within, y0 - within, x1 + within, y1 + within)):
                if e.side == side or e.owner in skip:
                    continue
                if math.hypot(s.x - e.x, s.y - e.y) - s.circumradius - e.circumradius > within:
                    continue  # the box corners reach further than the distance does
                d = base_distance(s, e)
                if d <= within + 1e-9 and d < found.get(e.owner, math.inf):
                    found[e.owner] = d
        out = sorted(((k, round(d, 9)) for k, d in found.items()), key=lambda kv: (kv[1], id_key(kv[0])))
        if visible_only:
            out = [(k, d) for k, d in out if self.can_see(owner, k).visible]
        return out

    # --- terrain -----------------------------------------------------------------------------------

    def terrain_under(self, base: Base | str) -> list[TerrainPiece]:
        """Terrain pieces a stand is at least partly on (merely touching an edge does not count)."""
        return placement.pieces_overlapped(self, self._resolve(base), UNDER_TOLERANCE)

    def in_table(self, base: Base | str) -> bool:
        """Whether a stand lies on the table, no part more than ``OVERLAP_TOLERANCE`` beyond an edge."""
        return placement.in_table(self, self._resolve(base))

    def height_at(self, x: float, y: float) -> float:
        """Height above the ground: on a hill, the distance to the hill's edge (the crest is deepest)."""
        best = 0.0
        for piece in self.pieces_at((x, y)):
            if piece.kind is TerrainKind.HILL:
                best = max(best, hill_height((x, y), piece.points))
        return best

    # --- delegated queries -------------------------------------------------------------------------

    def _remember(self, key: tuple[object, ...], compute: Callable[[], T]) -> T:
        """The answer to a question of this table, worked out once while its stands stay as they are."""
        if key not in self._seen:
            self._seen[key] = compute()
        return self._seen[key]  # type: ignore[no-any-return]

    def overlaps(
        self, base: Base, *, mover: Mover, ignore: Iterable[str] = (), include_characters: bool = False
    ) -> list[str]:
        """What a stand placed here would overlap, by more than ``OVERLAP_TOLERANCE``.

        Lists the ids of other units whose stands it overlaps (characters only if asked), then the
        ids of terrain pieces ``mover`` may not end in, then "table edge" if it leaves the table.
        ``ignore`` holds unit ids or stand ids to leave out; the stand's own unit is always left out.
        """
        skip = frozenset(ignore)
        key = ("overlaps", base, mover, skip, include_characters)
        return list(self._remember(key, lambda: tuple(placement.overlaps(self, base, mover, skip, include_characters))))

    def can_see(
        self,
        observer_owner: str,
        target_owner: str,
        *,
        strip: float = 0.0,
        from_base: str | None = None,
        all_round: bool = False,
    ) -> Sight:
        """Whether a unit sees another: a clear line from a stand's front edge to a target stand.

        ``strip`` asks for a clear strip that wide (10 mm for shooting); ``from_base`` looks from one
        stand only; ``all_round`` lets any edge look (360-degree vision). See ``sight.py``.
        """
        key = ("see", observer_owner, target_owner, strip, from_base, all_round)
        return self._remember(
            key, lambda: sight.can_see(self, observer_owner, target_owner, strip, from_base, all_round)
        )

    def visible_stands(
        self,
        observer_base: str,
        target_owner: str,
        *,
        strip: float = 0.0,
        all_round: bool = False,
        over: frozenset[str] = frozenset(),
    ) -> list[str]:
        """Ids of the stands of a target unit one observer stand can see, in the target's order (``over``: units
        and terrain pieces it sees over)."""
        key = ("stands", observer_base, target_owner, strip, all_round, over)
        return list(
            self._remember(
                key, lambda: tuple(sight.visible_stands(self, observer_base, target_owner, strip, all_round, over))
            )
        )

    def visible_stands_by_stand(
        self, observer_owner: str, target_owner: str, *, strip: float = 0.0, all_round: bool = False
    ) -> dict[str, list[str]]:
        """``visible_stands`` for every stand of the observing unit, by stand id (worked out together)."""
        key = ("stands-by-stand", observer_owner, target_owner, strip, all_round)
        got = self._remember(
            key, lambda: sight.visible_stands_by_stand(self, observer_owner, target_owner, strip, all_round)
        )
        return {k: list(v) for k, v in got.items()}

    def path_clear(
        self,
        start: Base,
        end: Base,
        *,
        mover: Mover,
        ignore: Iterable[str] = (),
        charging: bool = False,
    ) -> PathCheck:
        """Whether a stand can move from ``start`` to ``end``: a clear way and a legal place to stop.

        See ``paths.py`` for the gap rules.
        """
        skip = frozenset(ignore)
        return self._remember(
            ("path", start, end, mover, skip, charging),
            lambda: paths.path_clear(self, start, end, mover, set(skip), charging),
        )

    def push_aside(self, base: Base, blockers: Sequence[Base], *, keep_clear_of: Sequence[Base] = ()) -> Base:
        """``base`` moved (not turned) by the least distance so it overlaps none of ``blockers``.

        It also ends clear of ``keep_clear_of``. See ``displace.py``.
        """
        return displace.push_aside(base, list(blockers) + list(keep_clear_of))
