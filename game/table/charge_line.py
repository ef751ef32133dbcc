"""The battle line of a charge (digest 3.6): the stands after the first, placed one at a time.

Each stand goes to whichever end of the line gives it most frontage: first the length of its front
edge against the original target, then against any enemy, then a front corner touching an enemy; a
tie goes to the stand and end with the shortest move, which is the end nearer where it starts. Which
stand fills a place is chosen the same greedy way. If neither end is open to any stand, one goes
directly behind a placed stand, or beside one and staggered back by half or all of its depth
(touching at least corner to corner), the places least far behind the front of the line first so the
unit stays as compact as it can; if that fails too, the unit cannot charge in formation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.table.charge_geometry import corner_travel, front_contact, front_corner_touches, rounded
from game.table.contact import TOUCH_TOLERANCE
from game.table.geometry import Point, unit_vector
from game.table.shapes import Base

if TYPE_CHECKING:
    from game.table.charge import _Charge

Frontage = tuple[int, int, int]


def frontage(job: _Charge, b: Base) -> Frontage:
    """How good a place is, smaller being better: minus the whole millimetres of front edge against the
    target, then against any enemy, then minus one if a front corner touches an enemy.

    Lengths are rounded to whole millimetres so that the rounding of poses never decides between ends.
    """
    x0, y0, x1, y1 = b.bounds()
    pad = TOUCH_TOLERANCE + 1.0
    near = [o for o in job.table.stands_in_box((x0 - pad, y0 - pad, x1 + pad, y1 + pad)) if o.owner in job.enemies]
    if not near:
        return (0, 0, 0)
    on_target = [o for o in near if o.owner == job.target]
    return (
        -round(front_contact(b, on_target)) if on_target else 0,
        -round(front_contact(b, near)),
        -int(front_corner_touches(b, near)),
    )


def form_line(job: _Charge, first: int, first_base: Base, origin: Point) -> list[Base] | None:
    """Every stand's place, the first stand being at ``first_base`` (unrounded centre ``origin``), in
    the order of the charger's stands; None if the unit cannot charge and stay in formation."""
    own = job.own
    facing = first_base.facing
    fx, fy = unit_vector(facing)
    rx, ry = -fy, fx
    width, depth = first_base.width, first_base.depth
    placed: dict[int, Base] = {first: first_base}
    centres: dict[int, Point] = {first: origin}
    lo = hi = 0
    cache: dict[tuple[int, int, int, float, float], Frontage] = {}

    def option(i: int, c: Point) -> tuple[Frontage, float, int, Base]:
        b = rounded(own[i], c[0], c[1], facing)
        key = (round(b.x), round(b.y), round(b.facing), b.width, b.depth)
        if key not in cache:
            cache[key] = frontage(job, b)
        return cache[key], corner_travel(own[i], b), i, b

    def pick(spots: list[tuple[int | None, Point]], rest: list[int]) -> tuple[int | None, int, Point, Base] | None:
        options = []
        for n, (k, c) in enumerate(spots):
            # how far behind the front of the line a place is: the shallower the better once off the line
            back = round((origin[0] - c[0]) * fx + (origin[1] - c[1]) * fy, 6)
            for i in rest:
                score, travel, _, b = option(i, c)
                options.append((score, back, round(travel, 6), i, n, k, c, b))
        options.sort(key=lambda o: o[:5])
        already = list(placed.values())
        for *_, i, _, k, c, b in options:
            if job.legal(own[i], b, already):
                return k, i, c, b
        return None

    while len(placed) < len(own):
        rest = [i for i in range(len(own)) if i not in placed]
        ends: list[tuple[int | None, Point]] = [
            (k, (origin[0] + rx * width * k, origin[1] + ry * width * k)) for k in (lo - 1, hi + 1)
        ]
        chosen = pick(ends, rest)
        if chosen is None:
            behind: list[tuple[int | None, Point]] = []
            for j in sorted(centres):
                cx, cy = centres[j]
                behind.append((None, (cx - fx * depth, cy - fy * depth)))
                for side in (-1.0, 1.0):
                    for back in (depth / 2.0, depth):
                        behind.append((None, (cx + rx * width * side - fx * back, cy + ry * width * side - fy * back)))
            chosen = pick(behind, rest)
            if chosen is None:
                return None
        k, i, c, b = chosen
        placed[i] = b
        centres[i] = c
        if k is not None:
            lo, hi = min(lo, k), max(hi, k)
    return [placed[i] for i in range(len(own))]
