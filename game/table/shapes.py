"""Things on the table: stands (``Base``) and terrain pieces, with their outlines.

Coordinates are millimetres, x to the right and y down the screen. A facing is in degrees clockwise
from north, north being towards y = 0, so its unit vector is (sin f, -cos f).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.table.geometry import Point, Polygon, bounds, signed_area, unit_vector

# Corners of a round base's circle are drawn from this many points when a polygon is asked for.
ROUND_POLYGON_POINTS = 24


class TerrainKind(StrEnum):
    """The kinds of terrain of the rules' terrain table."""

    OPEN = "open"
    HILL = "hill"
    WOOD = "wood"
    VILLAGE = "village"
    BROKEN = "broken"
    LOOSE = "loose"
    RIVER = "river"
    FORD = "ford"
    BRIDGE = "bridge"
    ROAD = "road"
    LOW_OBSTACLE = "low_obstacle"
    HIGH_OBSTACLE = "high_obstacle"
    BUILDING = "building"
    IMPASSABLE = "impassable"
    # Battlefield equipment a rule module puts on the table (palisades, stakes, pits, mantlets): only flyers pass.
    EQUIPMENT = "equipment"


class _once:  # noqa: N801 - used as a decorator, like property
    """A property worked out on first use and then kept on the instance (frozen bases and pieces are asked for their
    corners, frame and bounds over and over; unlike ``functools.cached_property`` it takes no lock)."""

    def __init__(self, fn: Callable[[Any], Any]) -> None:
        self.fn = fn
        self.name = fn.__name__
        self.__doc__ = fn.__doc__

    def __get__(self, obj: Any, cls: type | None = None) -> Any:
        if obj is None:
            return self
        value = self.fn(obj)
        obj.__dict__[self.name] = value
        return value


@dataclass(frozen=True)
class TerrainPiece:
    """A terrain piece: a simple polygon (any winding, may be concave) of one kind."""

    id: str
    kind: TerrainKind
    points: tuple[tuple[float, float], ...]
    name: str = ""

    def __post_init__(self) -> None:
        if len(self.points) < 3:
            raise ValueError(f"terrain {self.id} needs at least 3 points, got {len(self.points)}")
        if signed_area(self.points) == 0.0:
            raise ValueError(f"terrain {self.id} has no area")
        object.__setattr__(self, "kind", TerrainKind(self.kind))
        object.__setattr__(self, "points", tuple((float(x), float(y)) for x, y in self.points))

    def bounds(self) -> tuple[float, float, float, float]:
        """(min x, min y, max x, max y) of the piece."""
        return self._box  # type: ignore[no-any-return]

    @_once
    def _box(self) -> tuple[float, float, float, float]:
        # Asked for by every search of the table for terrain in a box; a piece never changes.
        return bounds(self.points)


@dataclass(frozen=True)
class Base:
    """One stand on the table.

    ``width`` is the length of the front edge and ``depth`` the length of the side edges; infantry
    stands are 40 x 20, cavalry and the like 20 x 40. A round base (characters) has
    width = depth = its diameter and no meaningful front edge.
    """

    id: str
    owner: str
    side: int
    x: float
    y: float
    facing: float
    width: float
    depth: float
    round: bool = False
    character: bool = False

    def __post_init__(self) -> None:
        if self.width <= 0 or self.depth <= 0:
            raise ValueError(f"stand {self.id} must have a positive size, got {self.width} x {self.depth}")
        if self.round and self.width != self.depth:
            raise ValueError(f"round stand {self.id} must have width == depth (its diameter)")

    @property
    def centre(self) -> Point:
        """The centre point."""
        return (self.x, self.y)

    @property
    def radius(self) -> float:
        """The radius of a round base; 0 for a rectangle."""
        return self.width / 2.0 if self.round else 0.0

    @_once
    def circumradius(self) -> float:
        """Distance from the centre to the furthest point of the stand."""
        return self.radius if self.round else math.hypot(self.width, self.depth) / 2.0

    @property
    def shortest_edge(self) -> float:
        """The shortest edge (the diameter of a round base): the narrowest gap it can turn through."""
        return min(self.width, self.depth)

    @_once
    def _facing_vector(self) -> Point:
        # Bases are asked for their corners and frame over and over; the trigonometry adds up.
        return unit_vector(self.facing)

    def direction(self) -> Point:
        """Unit vector the stand faces."""
        return self._facing_vector

    def right(self) -> Point:
        """Unit vector to the stand's own right."""
        fx, fy = self._facing_vector
        return (-fy, fx)

    def corners(self) -> tuple[Point, Point, Point, Point]:
        """Front-left, front-right, rear-right, rear-left, as seen by the stand.

        For a round base these are the corners of the square around its circle.
        """
        return self._corners

    @_once
    def _corners(self) -> tuple[Point, Point, Point, Point]:
        fx, fy = self._facing_vector
        rx, ry = -fy, fx
        hd, hw = self.depth / 2.0, self.width / 2.0
        x, y = self.x, self.y
        return (
            (x + fx * hd - rx * hw, y + fy * hd - ry * hw),
            (x + fx * hd + rx * hw, y + fy * hd + ry * hw),
            (x - fx * hd + rx * hw, y - fy * hd + ry * hw),
            (x - fx * hd - rx * hw, y - fy * hd - ry * hw),
        )

    def front_edge(self) -> tuple[Point, Point]:
        """The front edge, from the front-left to the front-right corner."""
        c = self.corners()
        return c[0], c[1]

    def edges(self) -> dict[str, tuple[Point, Point]]:
        """The four edges by name, in the order front, right, rear, left, each running clockwise."""
        fl, fr, rr, rl = self.corners()
        return {"front": (fl, fr), "right": (fr, rr), "rear": (rr, rl), "left": (rl, fl)}

    def polygon(self) -> Polygon:
        """The outline as a polygon: the four corners, or a circle approximated for drawing."""
        if not self.round:
            return self.corners()
        r = self.radius
        return tuple(
            (
                self.x + r * math.sin(2 * math.pi * k / ROUND_POLYGON_POINTS),
                self.y - r * math.cos(2 * math.pi * k / ROUND_POLYGON_POINTS),
            )
            for k in range(ROUND_POLYGON_POINTS)
        )

    def outline(self) -> tuple[Polygon, float]:
        """The exact outline as (convex vertices, radius): four corners, or the centre and radius."""
        if self.round:
            return ((self.x, self.y),), self.radius
        return self.corners(), 0.0

    def bounds(self) -> tuple[float, float, float, float]:
        """(min x, min y, max x, max y) of the stand."""
        return self._bounds

    @_once
    def _bounds(self) -> tuple[float, float, float, float]:
        if self.round:
            r = self.radius
            return (self.x - r, self.y - r, self.x + r, self.y + r)
        return bounds(self._corners)

    def gap_to_point(self, p: Point) -> float:
        """Distance from the stand's edge to a point; 0 when the point is on or inside it."""
        vx, vy = p[0] - self.x, p[1] - self.y
        if self.round:
            return max(0.0, math.hypot(vx, vy) - self.radius)
        fx, fy = self._facing_vector
        across = abs(vx * -fy + vy * fx) - self.width / 2.0
        along = abs(vx * fx + vy * fy) - self.depth / 2.0
        return math.hypot(max(across, 0.0), max(along, 0.0))

    def closest_point(self, p: Point) -> Point:
        """The point of the stand (its edge or inside) nearest to p."""
        vx, vy = p[0] - self.x, p[1] - self.y
        if self.round:
            d = math.hypot(vx, vy)
            if d <= self.radius:
                return p
            return (self.x + vx * self.radius / d, self.y + vy * self.radius / d)
        fx, fy = self._facing_vector
        hw, hd = self.width / 2.0, self.depth / 2.0
        across = min(hw, max(-hw, vx * -fy + vy * fx))
        along = min(hd, max(-hd, vx * fx + vy * fy))
        return (self.x - fy * across + fx * along, self.y + fx * across + fy * along)

    def moved(self, x: float, y: float, facing: float | None = None) -> Base:
        """This stand at another place (and facing, if given)."""
        # Built directly: ``dataclasses.replace`` costs several times as much, and stands are moved by the thousand.
        f = self.facing if facing is None else facing
        return Base(self.id, self.owner, self.side, x, y, f, self.width, self.depth, self.round, self.character)

    def translated(self, dx: float, dy: float) -> Base:
        """This stand shifted by (dx, dy), keeping its facing."""
        return self.moved(self.x + dx, self.y + dy)
