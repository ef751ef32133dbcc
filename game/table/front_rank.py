"""A character taking a place in a unit's front rank (the Ninth Age's "Front Rank" when a character joins):
which stands are the front rank, the place nearest the character, and where the displaced stands go.

Only a unit whose stands face one way in ranks and files is laid out so; for any other the answer is None.
The character takes the pose of the front stand nearest to it. The stand it displaces goes "behind": the
file of that stand steps back one stand's depth, each stand of it into the place of the one behind; or,
for a unit of one rank, "widen": the stands from that place to the nearer end of the rank step outwards one
stand's width. Either way each displaced stand moves one stand's depth or width, the least that frees a place.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.table.shapes import Base

# Stands are in ranks and files to this much (mm): poses are whole millimetres.
TOLERANCE = 1.5
BEHIND = "behind"
WIDEN = "widen"


@dataclass(frozen=True)
class FrontPlace:
    """A character's front-rank place: its pose, the index of the stand it displaced, every stand's new centre."""

    pose: tuple[float, float, float]
    displaced: int
    centres: tuple[tuple[float, float], ...]


def _local(ref: Base, x: float, y: float) -> tuple[float, float]:
    """(right, back) of a point in the frame of ``ref``."""
    a = math.radians(ref.facing)
    dx, dy = x - ref.x, y - ref.y
    return dx * math.cos(a) + dy * math.sin(a), -dx * math.sin(a) + dy * math.cos(a)


def _world(ref: Base, right: float, back: float) -> tuple[float, float]:
    a = math.radians(ref.facing)
    return ref.x + right * math.cos(a) - back * math.sin(a), ref.y + right * math.sin(a) + back * math.cos(a)


def ranks(stands: Sequence[Base]) -> list[list[int]] | None:
    """The unit's ranks, front first, each left to right; None unless every stand faces the first's way on a grid
    of its own width and depth."""
    if not stands:
        return None
    ref = stands[0]
    cells: dict[tuple[int, int], int] = {}
    for i, b in enumerate(stands):
        if abs((b.facing - ref.facing + 180) % 360 - 180) > TOLERANCE:
            return None
        r, k = _local(ref, b.x, b.y)
        col, row = round(r / ref.width), round(k / ref.depth)
        if abs(r - col * ref.width) > TOLERANCE or abs(k - row * ref.depth) > TOLERANCE:
            return None
        cells[(row, col)] = i
    rows = sorted({row for row, _ in cells})
    return [[cells[(row, col)] for col in sorted(c for r2, c in cells if r2 == row)] for row in rows]


def front_place(stands: Sequence[Base], near: tuple[float, float], how: str = BEHIND) -> FrontPlace | None:
    """The character's place in the front rank nearest ``near``, with the stands displaced ``how``; None when
    the unit is not in ranks and files (or ``how`` is "widen" and it has more than one rank)."""
    layout = ranks(stands)
    if layout is None or (how == WIDEN and len(layout) > 1):
        return None
    ref = stands[0]
    front = layout[0]
    slot = min(front, key=lambda i: (math.dist((stands[i].x, stands[i].y), near), i))
    centres = [(b.x, b.y) for b in stands]
    r_slot, k_slot = _local(ref, stands[slot].x, stands[slot].y)
    if how == BEHIND:
        for i, b in enumerate(stands):
            r, k = _local(ref, b.x, b.y)
            if abs(r - r_slot) <= TOLERANCE:
                centres[i] = _world(ref, r, k + ref.depth)
    else:
        pos = front.index(slot)
        # Outwards towards the nearer end of the rank (the right on a tie).
        side = front[:pos + 1] if pos < len(front) - 1 - pos else front[pos:]
        step = -ref.width if pos < len(front) - 1 - pos else ref.width
        for i in side:
            r, k = _local(ref, stands[i].x, stands[i].y)
            centres[i] = _world(ref, r + step, k)
    s = stands[slot]
    return FrontPlace((s.x, s.y, s.facing), slot, tuple(centres))
