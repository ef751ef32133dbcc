"""Sliding a unit straight back as one block: the first things it would meet on the way (digest 4.6, 7.1).

A unit driven back keeps its formation and facing, so every stand slides the same distance along the
same line. For each stand and each thing it could meet, the gap between them shrinks and grows again
along the line (the gap between two convex shapes, one sliding, is a convex function of the distance
slid), so the first point where it comes down to the gap that stops the unit can be found exactly by
searching: 1 cm for enemy units and engaged units, contact for friends and for terrain the unit may
not enter. The table edge is met where a corner first crosses it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.core import board
from game.core.state import GameState, Unit, id_key
from game.table import OVERLAP_TOLERANCE, Base, base_distance, may_enter, penetration
from game.table.convex import core_distance, sat_penetration

ENEMY_GAP_MM = 10.0
# How much closer (mm) something must come over the rest of the slide to count as being in the way when
# the unit starts already at the stopping gap (side by side, sliding past, it is not in the way).
CLOSING_MM = 0.5
_RESOLUTION_MM = 0.01
_GOLDEN = (math.sqrt(5.0) - 1.0) / 2.0

ENEMY, ENGAGED, FRIEND, TERRAIN, EDGE = "enemy", "engaged", "friend", "terrain", "edge"


@dataclass(frozen=True)
class Meeting:
    """Something met ``t`` mm along the line: an enemy or engaged unit (1 cm short), a friend (on contact),
    impassable terrain (at its edge) or the table edge (where the unit starts to cross it)."""

    t: float
    kind: str
    other: str


def signed_gap(a: Base, b: Base) -> float:
    """Gap between two stands, negative by the depth they overlap."""
    d = base_distance(a, b)
    if d > 0.0:
        return d
    return -max(0.0, penetration(a, b)[0])


def _polygon_gap(core: Sequence[tuple[float, float]], poly: Sequence[tuple[float, float]]) -> float:
    d = core_distance(core, poly)
    if d > 0.0:
        return d
    return -max(0.0, sat_penetration(core, poly)[0])


def _stand_gap(b: Base, other: Base, direction: tuple[float, float]) -> Callable[[float], float]:
    """The gap between stand ``b`` slid ``s`` mm along ``direction`` and ``other``, as a function of ``s``."""
    vx, vy = direction
    return lambda s: signed_gap(b.translated(vx * s, vy * s), other)


def _terrain_gap(
    b: Base, tri: Sequence[tuple[float, float]], direction: tuple[float, float]
) -> Callable[[float], float]:
    vx, vy = direction
    return lambda s: _polygon_gap(b.translated(vx * s, vy * s).corners(), tri)


def _minimum(f: Callable[[float], float], lo: float, hi: float) -> tuple[float, float]:
    """(where, value) of the least value of a convex function on [lo, hi] (golden-section search)."""
    c = hi - _GOLDEN * (hi - lo)
    d = lo + _GOLDEN * (hi - lo)
    fc, fd = f(c), f(d)
    while hi - lo > _RESOLUTION_MM:
        if fc < fd:
            hi, d, fd = d, c, fc
            c = hi - _GOLDEN * (hi - lo)
            fc = f(c)
        else:
            lo, c, fc = c, d, fd
            d = lo + _GOLDEN * (hi - lo)
            fd = f(d)
    ends = [(lo, f(lo)), (hi, f(hi)), (c, fc), (d, fd)]
    return min(ends, key=lambda p: p[1])


def first_reach(f: Callable[[float], float], length: float, gap: float) -> float | None:
    """The first distance in [0, length] where the convex gap function ``f`` comes down to ``gap`` while
    closing, or None if it never does. Already at or inside the gap counts only if it keeps closing.
    """
    f0 = f(0.0)
    if length <= 0.0:
        return None
    where, least = _minimum(f, 0.0, length)
    if f0 <= gap:
        return 0.0 if least < f0 - CLOSING_MM else None
    if least > gap:
        return None
    lo, hi = 0.0, where
    while hi - lo > _RESOLUTION_MM:
        mid = (lo + hi) / 2.0
        if f(mid) > gap:
            lo = mid
        else:
            hi = mid
    return lo


def meetings(
    state: GameState, unit: Unit, direction: tuple[float, float], length: float, *, ignore: Sequence[str] = ()
) -> list[Meeting]:
    """Everything the unit would meet sliding ``length`` mm along ``direction``, nearest first (one entry per
    unit or terrain piece met)."""
    t = board.table(state)
    vx, vy = direction
    mover = board.unit_mover(state, unit)
    bases = board.unit_bases(state, unit)
    skip = {unit.id, *ignore}
    found: dict[tuple[str, str], float] = {}

    def note(kind: str, other: str, at: float | None) -> None:
        if at is not None and at < found.get((kind, other), math.inf):
            found[(kind, other)] = at

    margin = ENEMY_GAP_MM + 2.0
    for b in bases:
        x0, y0, x1, y1 = b.bounds()
        box = (
            min(x0, x0 + vx * length) - margin,
            min(y0, y0 + vy * length) - margin,
            max(x1, x1 + vx * length) + margin,
            max(y1, y1 + vy * length) + margin,
        )
        for ob in t.stands_in_box(box):
            if ob.owner in skip or ob.owner not in state.units:
                continue
            other = state.units[ob.owner]
            if other.side != unit.side:
                kind, gap = ENEMY, ENEMY_GAP_MM
            elif other.engaged:
                kind, gap = ENGAGED, ENEMY_GAP_MM
            else:
                kind, gap = FRIEND, 0.0
            note(kind, other.id, first_reach(_stand_gap(b, ob, direction), length, gap))
        for piece in t.pieces_in_box(box):
            if may_enter(piece.kind, mover):
                continue
            for tri in t.triangles(piece.id):
                note(TERRAIN, piece.id, first_reach(_terrain_gap(b, tri, direction), length, 0.0))
        note(EDGE, "table edge", _edge_reach(state, b, direction, length))
    out = [Meeting(at, kind, other) for (kind, other), at in found.items()]
    order = {ENEMY: 0, ENGAGED: 1, TERRAIN: 2, FRIEND: 3, EDGE: 4}
    return sorted(out, key=lambda m: (round(m.t, 6), order[m.kind], id_key(m.other)))


def _edge_reach(state: GameState, b: Base, direction: tuple[float, float], length: float) -> float | None:
    """Where a corner of the stand first passes more than the tolerance beyond the table edge."""
    best: float | None = None
    limit = OVERLAP_TOLERANCE + 0.5
    for cx, cy in b.corners():
        for pos, v, hi in ((cx, direction[0], state.table_w), (cy, direction[1], state.table_h)):
            if v < -1e-12:
                at = (pos + limit) / -v
            elif v > 1e-12:
                at = (hi + limit - pos) / v
            else:
                continue
            if 0.0 <= at <= length and (best is None or at < best):
                best = at
    return best
