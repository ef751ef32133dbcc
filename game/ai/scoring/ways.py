"""Ways round the terrain: how far a unit must really walk to reach the enemy when a river, a wood
or a cliff lies between, and which way to go.

The table is cut into 25 mm cells. A cell is shut to a kind of mover when it lies in terrain that
mover may not enter, or nearer to it than half the group's frontage (a unit in line cannot file over
a narrow bridge; a column can). Walking distances from every open cell to the nearest enemy stand
are worked out once per position of the enemy (Dijkstra over eight neighbours); the same distances
with no terrain at all, worked out the same way so the grid's own error cancels, give the detour the
terrain forces. Following the walking distance downhill gives the way round: to a ford, a bridge or
the end of the river.
"""

from __future__ import annotations

import heapq
import math
from functools import lru_cache

from game.ai.scoring.geometry import spans
from game.ai.scoring.views import UnitView
from game.core import GameState, board
from game.table import Mover, may_enter
from game.table.polygons import boundary_distance, point_in_polygon

CELL = 25
# Half the frontage kept clear of shut terrain: a column of single stands, or a unit in line.
NARROW_MM, WIDE_MM = 20, 65
# A detour shorter than this is the grid's own error, not a barrier.
MIN_DETOUR = 40.0
_STEPS = tuple(
    (dx, dy, CELL * (math.sqrt(2.0) if dx and dy else 1.0)) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy
)

Walls = tuple[int, int, bytes]


def clearance(groups: list[UnitView]) -> int:
    """How far from shut terrain the group's centre must keep: narrow for a lone column, wide otherwise."""
    if len(groups) == 1 and spans(groups[0])[0] <= 2 * NARROW_MM + 10:
        return NARROW_MM
    return WIDE_MM


def walls(state: GameState, mover: Mover, margin: int) -> Walls:
    """(columns, rows, one byte per cell: 1 where shut) for a kind of mover and clearance."""

    def build() -> Walls:
        pieces = tuple((p.kind, p.points) for p in board.terrain_pieces(state) if not may_enter(p.kind, mover))
        return _walls(state.table_w, state.table_h, pieces, margin)

    return board.memo(state, ("ai", "walls", mover.value, margin), build)  # type: ignore[no-any-return]


@lru_cache(maxsize=32)
def _walls(width: int, height: int, pieces: tuple[object, ...], margin: int) -> Walls:
    nx, ny = math.ceil(width / CELL), math.ceil(height / CELL)
    shut = bytearray(nx * ny)
    for _, poly in pieces:  # type: ignore[misc]
        xs = [p[0] for p in poly]
        ys = [p[1] for p in poly]
        i0, i1 = max(0, int((min(xs) - margin) // CELL)), min(nx - 1, int((max(xs) + margin) // CELL))
        j0, j1 = max(0, int((min(ys) - margin) // CELL)), min(ny - 1, int((max(ys) + margin) // CELL))
        for j in range(j0, j1 + 1):
            for i in range(i0, i1 + 1):
                c = ((i + 0.5) * CELL, (j + 0.5) * CELL)
                if point_in_polygon(c, poly) or boundary_distance(c, poly) < margin:
                    shut[j * nx + i] = 1
    return nx, ny, bytes(shut)


def _field(nx: int, ny: int, shut: bytes, sources: tuple[int, ...]) -> list[float]:
    # Worked out on the grid with a border of shut cells round it, so that a neighbour is one fixed step
    # away in the list and the border stops the search instead of a bounds check on every step (this is
    # the dearest loop of a first order decision). Cells, neighbours and ties go in the same order as on
    # the bare grid, so the distances are the same to the last digit.
    w = nx + 2
    padded = bytearray(b"\x01") * (w * (ny + 2))
    for j in range(ny):
        padded[(j + 1) * w + 1 : (j + 1) * w + 1 + nx] = shut[j * nx : (j + 1) * nx]
    steps = tuple((dy * w + dx, step) for dx, dy, step in _STEPS)
    dist = [math.inf] * len(padded)
    heap: list[tuple[float, int]] = []
    for s in sources:
        k = (s // nx + 1) * w + s % nx + 1
        if not padded[k] and dist[k] > 0:
            dist[k] = 0.0
            heap.append((0.0, k))
    heapq.heapify(heap)
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        d, k = pop(heap)
        if d > dist[k]:
            continue
        for off, step in steps:
            j = k + off
            nd = d + step
            if nd < dist[j] and not padded[j]:
                dist[j] = nd
                push(heap, (nd, j))
    out: list[float] = []
    for j in range(ny):
        out += dist[(j + 1) * w + 1 : (j + 1) * w + 1 + nx]
    return out


def _fields(nx: int, ny: int, shut: bytes, sources: tuple[int, ...]) -> tuple[list[float], list[float]]:
    """(walking distances round the shut cells, the same with nothing shut)."""
    return _walled(nx, ny, shut, sources), _open(nx, ny, sources)


@lru_cache(maxsize=64)
def _walled(nx: int, ny: int, shut: bytes, sources: tuple[int, ...]) -> list[float]:
    return _field(nx, ny, shut, sources)


@lru_cache(maxsize=16)
def _open(nx: int, ny: int, sources: tuple[int, ...]) -> list[float]:
    # The same for every kind of mover: worked out once per position of the enemy.
    return _field(nx, ny, bytes(nx * ny), sources)


def cell_of(nx: int, ny: int, x: float, y: float) -> int:
    i = min(nx - 1, max(0, int(x // CELL)))
    j = min(ny - 1, max(0, int(y // CELL)))
    return j * nx + i


def _mover(state: GameState, v: UnitView) -> Mover:
    return board.unit_mover(state, state.units[v.id])


def _sources(state: GameState, nx: int, ny: int, enemies: list[UnitView]) -> tuple[int, ...]:
    """The cells of every enemy stand (the scoring always passes the whole enemy army)."""

    def build() -> tuple[int, ...]:
        return tuple(sorted({cell_of(nx, ny, p[0], p[1]) for e in enemies for p in e.poses}))

    return board.memo(state, ("ai", "way-sources", enemies[0].side, len(enemies)), build)  # type: ignore[no-any-return]


def detour(state: GameState, v: UnitView, enemies: list[UnitView]) -> float:
    """How much further than the straight line ``v`` must walk to reach the nearest enemy (mm)."""
    mover = _mover(state, v)
    if mover is Mover.FLYER or not enemies:
        return 0.0
    nx, ny, shut = walls(state, mover, clearance([v]))
    if not any(shut):
        return 0.0
    ways, free = _fields(nx, ny, shut, _sources(state, nx, ny, enemies))
    k = open_cell(nx, ny, shut, v.cx, v.cy)
    if k is None or math.isinf(ways[k]) or math.isinf(free[k]):
        return 0.0
    extra = ways[k] - free[k]
    return extra if extra >= MIN_DETOUR else 0.0


def zone_detour(state: GameState, mover: Mover, line: bool, x: float, y: float, enemy_edge_y: int) -> float:
    """How much further than straight across the table a unit set up at (x, y) must walk to reach the
    enemy's table edge (mm): what deployment weighs before the enemy stands anywhere."""
    if mover is Mover.FLYER:
        return 0.0
    nx, ny, shut = walls(state, mover, WIDE_MM if line else NARROW_MM)
    if not any(shut):
        return 0.0
    row = 0 if enemy_edge_y <= 0 else ny - 1
    ways, free = _fields(nx, ny, shut, tuple(row * nx + i for i in range(nx)))
    k = open_cell(nx, ny, shut, x, y)
    if k is None or math.isinf(ways[k]):
        return 0.0
    extra = ways[k] - free[k]
    return extra if extra >= MIN_DETOUR else 0.0


def open_cell(nx: int, ny: int, shut: bytes, x: float, y: float) -> int | None:
    """The open cell nearest (x, y), within three cells (a unit at a river bank stands in shut cells)."""
    k = cell_of(nx, ny, x, y)
    if not shut[k]:
        return k
    i0, j0 = k % nx, k // nx
    best: tuple[float, int] | None = None
    for j in range(max(0, j0 - 3), min(ny, j0 + 4)):
        for i in range(max(0, i0 - 3), min(nx, i0 + 4)):
            c = j * nx + i
            if not shut[c]:
                d = math.dist((x, y), ((i + 0.5) * CELL, (j + 0.5) * CELL))
                if best is None or d < best[0]:
                    best = (d, c)
    return None if best is None else best[1]


def way_round(
    state: GameState, groups: list[UnitView], enemies: list[UnitView], allowance: int
) -> tuple[float, float] | None:
    """The furthest point the group can head for in a straight line along its way round the terrain to
    the nearest enemy, within ``allowance``; None when the straight way is open (no detour)."""
    mover = _mover(state, groups[0])
    if mover is Mover.FLYER or not enemies:
        return None
    nx, ny, shut = walls(state, mover, clearance(groups))
    if not any(shut):
        return None
    ways, free = _fields(nx, ny, shut, _sources(state, nx, ny, enemies))
    cx = sum(v.cx for v in groups) / len(groups)
    cy = sum(v.cy for v in groups) / len(groups)
    start = open_cell(nx, ny, shut, cx, cy)
    if start is None or math.isinf(ways[start]) or ways[start] - free[start] < MIN_DETOUR:
        return None
    k = start
    # Downhill along the walking distance, as far as the allowance and a straight line allow.
    best: tuple[float, float] | None = None
    walked = 0.0
    while walked < allowance + 2 * CELL and ways[k] > 0:
        x, y = k % nx, k // nx
        step = None
        for dx, dy, w in _STEPS:
            X, Y = x + dx, y + dy
            if 0 <= X < nx and 0 <= Y < ny:
                j = Y * nx + X
                if ways[j] < ways[k] and (step is None or ways[j] < ways[step[0]]):
                    step = (j, w)
        if step is None:
            break
        k, w = step
        walked += w
        px, py = (k % nx + 0.5) * CELL, (k // nx + 0.5) * CELL
        if math.dist((cx, cy), (px, py)) > allowance:
            break
        if _straight(nx, ny, shut, cx, cy, px, py):
            best = (px, py)
    return best


def _straight(nx: int, ny: int, shut: bytes, x0: float, y0: float, x1: float, y1: float) -> bool:
    """Whether the straight line between two points keeps to open cells."""
    n = max(1, int(math.dist((x0, y0), (x1, y1)) // (CELL / 2)))
    for t in range(n + 1):
        f = t / n
        if shut[cell_of(nx, ny, x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)]:
            return False
    return True
