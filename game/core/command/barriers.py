"""Enemies across a barrier neither side may cross (digest 2.2): they may be ignored for initiative.

A unit reacting on its initiative may leave out an enemy on the far side of terrain that neither it nor
that enemy may enter (a river between two bodies of horse, say), provided neither could get round it
within one full-pace move; it then reacts to the closest enemy it has not left out. "Getting round" is
measured as the shortest way between the two units' closest points that keeps out of every such piece
(bending only at its corners, 2 mm clear of them); if that way is longer than both units' full pace,
the enemy may be ignored.
"""

from __future__ import annotations

import heapq
import math

from game.core import board
from game.core.state import GameState, Unit
from game.table import closest_pair, may_enter
from game.table.geometry import Point, signed_area
from game.table.polygons import inside_length

CLEAR_MM = 2.0
# A way may graze a barrier's outline by this much (rounding), but not cut across it.
GRAZE_MM = 0.5


def _barriers(state: GameState, unit: Unit, enemy: Unit) -> list[tuple[str, tuple[Point, ...]]]:
    """(name, outline) of each terrain piece neither unit may enter."""
    mine, theirs = board.unit_mover(state, unit), board.unit_mover(state, enemy)
    return [
        (piece.name or piece.kind.value, piece.points)
        for piece in board.table(state).terrain
        if not may_enter(piece.kind, mine) and not may_enter(piece.kind, theirs)
    ]


def _blocked(a: Point, b: Point, outlines: list[tuple[Point, ...]]) -> bool:
    return any(inside_length(a, b, poly) > GRAZE_MM for poly in outlines)


def _corners(poly: tuple[Point, ...]) -> list[Point]:
    """The outline's corners, each moved 2 mm outwards along the bisector of its edges."""
    turn = 1.0 if signed_area(poly) > 0 else -1.0
    n = len(poly)
    out: list[Point] = []
    for i, (x, y) in enumerate(poly):
        px, py = poly[i - 1]
        nx, ny = poly[(i + 1) % n]
        # Outward normals of the two edges meeting here (their direction depends on the winding).
        e1 = (x - px, y - py)
        e2 = (nx - x, ny - y)
        n1 = (e1[1] * turn, -e1[0] * turn)
        n2 = (e2[1] * turn, -e2[0] * turn)
        l1, l2 = math.hypot(*n1) or 1.0, math.hypot(*n2) or 1.0
        dx, dy = n1[0] / l1 + n2[0] / l2, n1[1] / l1 + n2[1] / l2
        d = math.hypot(dx, dy) or 1.0
        out.append((x + dx / d * CLEAR_MM, y + dy / d * CLEAR_MM))
    return out


def way_round(a: Point, b: Point, outlines: list[tuple[Point, ...]]) -> float:
    """The length of the shortest way from a to b that cuts through none of the outlines."""
    if not _blocked(a, b, outlines):
        return math.dist(a, b)
    nodes = [a, b] + [c for poly in outlines for c in _corners(poly)]
    best = {0: 0.0}
    todo = [(0.0, 0)]
    while todo:
        d, i = heapq.heappop(todo)
        if i == 1:
            return d
        if d > best.get(i, math.inf):
            continue
        for j in range(1, len(nodes)):
            if j == i:
                continue
            step = math.dist(nodes[i], nodes[j])
            if d + step < best.get(j, math.inf) and not _blocked(nodes[i], nodes[j], outlines):
                best[j] = d + step
                heapq.heappush(todo, (d + step, j))
    return math.inf


def across_barrier(state: GameState, unit: Unit, enemy: Unit) -> str:
    """The barrier that lets ``unit`` ignore ``enemy`` on its initiative, or "" if it may not ignore it."""
    return board.memo(state, ("barrier", unit.id, enemy.id), lambda: _across(state, unit, enemy))


def _across(state: GameState, unit: Unit, enemy: Unit) -> str:
    barriers = _barriers(state, unit, enemy)
    if not barriers:
        return ""
    t = board.table(state)
    pairs = [closest_pair(a, b) for a in t.bases_of(unit.id) for b in t.bases_of(enemy.id)]
    _, pa, pb = min(pairs, key=lambda p: p[0])
    outlines = [poly for _, poly in barriers]
    if not _blocked(pa, pb, outlines):
        return ""
    reach = max(state.unit_profile(unit).full_pace_mm, state.unit_profile(enemy).full_pace_mm)
    if way_round(pa, pb, outlines) <= reach:
        return ""
    return next(name for name, poly in barriers if inside_length(pa, pb, poly) > GRAZE_MM)
