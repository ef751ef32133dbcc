"""Timings of the table queries on a full table: run with ``python tests/benchmarks/bench_table.py``.

Two armies of 20 units of 3 stands face each other in two lines, with 10 terrain pieces between and
around them. Each figure is the median of repeated runs (ms).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.table import Base, Mover, Table, TerrainKind, TerrainPiece  # noqa: E402


def army(side: int, rng: random.Random) -> list[Base]:
    """20 units of 3 infantry stands in two lines, side 0 at the top facing south."""
    out: list[Base] = []
    facing = 180.0 if side == 0 else 0.0
    lines = (450.0, 360.0) if side == 0 else (640.0, 730.0)
    for k in range(20):
        owner = f"u{side * 20 + k + 1}"
        y = lines[k // 10]
        x = 170.0 + 160.0 * (k % 10) + rng.uniform(-15, 15)
        turn = facing + rng.uniform(-10, 10)
        probe = Base("p", owner, side, x, y, turn, 40, 20)
        rx, ry = probe.right()
        for i in range(3):
            out.append(Base(f"{owner}.{i}", owner, side, x + rx * 40 * (i - 1), y + ry * 40 * (i - 1), turn, 40, 20))
    return out


def terrain() -> list[TerrainPiece]:
    """Ten pieces of mixed kinds spread over the middle of the table."""
    kinds = [
        TerrainKind.WOOD,
        TerrainKind.HILL,
        TerrainKind.VILLAGE,
        TerrainKind.BUILDING,
        TerrainKind.RIVER,
        TerrainKind.WOOD,
        TerrainKind.HILL,
        TerrainKind.LOW_OBSTACLE,
        TerrainKind.HIGH_OBSTACLE,
        TerrainKind.BROKEN,
    ]
    out = []
    for i, kind in enumerate(kinds):
        cx = 130.0 + 170.0 * i
        cy = 545.0 + (250.0 if i % 2 else -250.0) if i % 3 else 545.0
        pts = ((cx - 50, cy - 30), (cx + 40, cy - 40), (cx + 55, cy + 20), (cx, cy + 45), (cx - 45, cy + 25))
        out.append(TerrainPiece(f"t{i + 1}", kind, pts))
    return out


def median_ms(fn: Callable[[], object], repeat: int) -> float:
    """Median wall time of ``repeat`` calls, in milliseconds."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000.0


def main() -> None:
    """Print the median time of each query."""
    rng = random.Random(7)
    bases = army(0, rng) + army(1, rng)
    pieces = terrain()
    print(f"table: {len(bases)} stands, {len(pieces)} terrain pieces")
    print(f"build Table                         {median_ms(lambda: Table(1800, 1200, pieces, bases), 20):8.3f} ms")
    table = Table(1800, 1200, pieces, bases)
    owners = [f"u{k}" for k in range(1, 41)]

    per_unit = [median_ms(lambda o=o: table.closest_enemy_units(o, 200.0), 5) for o in owners]
    print(f"closest enemy within 200 mm, 1 unit {statistics.median(per_unit):8.3f} ms (max {max(per_unit):.3f})")
    per_unit = [median_ms(lambda o=o: table.closest_enemy_units(o, 200.0, visible_only=True), 5) for o in owners]
    print(f"  ... visible only, 1 unit          {statistics.median(per_unit):8.3f} ms (max {max(per_unit):.3f})")
    everyone = median_ms(lambda: [table.closest_enemy_units(o, 200.0, visible_only=True) for o in owners], 5)
    print(f"  ... visible only, all 40 units    {everyone:8.3f} ms")

    pairs = [(rng.choice(owners[:20]), rng.choice(owners[20:])) for _ in range(100)]
    pairs = [(a, b) if rng.random() < 0.5 else (b, a) for a, b in pairs]
    seen = sum(table.can_see(a, b).visible for a, b in pairs)
    per_pair = [median_ms(lambda a=a, b=b: table.can_see(a, b), 3) for a, b in pairs]
    print(f"can_see, 1 pair ({seen}/100 visible)     {statistics.median(per_pair):8.3f} ms (max {max(per_pair):.3f})")
    per_pair = [median_ms(lambda a=a, b=b: table.can_see(a, b, strip=10.0), 3) for a, b in pairs]
    print(f"can_see 10 mm strip, 1 pair         {statistics.median(per_pair):8.3f} ms (max {max(per_pair):.3f})")
    print(
        f"can_see, all 100 pairs              {median_ms(lambda: [table.can_see(a, b) for a, b in pairs], 3):8.3f} ms"
    )

    moves = []
    for _ in range(100):
        b = rng.choice(bases)
        fx, fy = b.direction()
        step = rng.uniform(50, 200)
        moves.append((b, b.moved(b.x + fx * step, b.y + fy * step, b.facing + rng.uniform(-30, 30))))
    ok = sum(table.path_clear(a, b, mover=Mover.INFANTRY).ok for a, b in moves)
    per_move = [median_ms(lambda a=a, b=b: table.path_clear(a, b, mover=Mover.INFANTRY), 3) for a, b in moves]
    print(f"path_clear, 1 move ({ok}/100 clear)     {statistics.median(per_move):8.3f} ms (max {max(per_move):.3f})")

    front = table.bases_of("u1") + table.bases_of("u2")
    cases = {
        "clipping a front rank": Base("c1", "c1", 0, front[1].x, front[1].y + 14.0, 180.0, 40, 20, character=True),
        "turned across two stands": Base("c1", "c1", 0, front[1].x + 20, front[1].y, 135.0, 40, 20, character=True),
        "round base in a unit": Base("c1", "c1", 0, front[1].x, front[1].y, 0.0, 25, 25, round=True, character=True),
    }
    for name, ch in cases.items():
        print(f"push_aside, {name:24s}{median_ms(lambda ch=ch: table.push_aside(ch, front), 20):8.3f} ms")
    ch = cases["turned across two stands"]
    print(f"push_aside, all 120 stands given    {median_ms(lambda: table.push_aside(ch, bases), 20):8.3f} ms")


if __name__ == "__main__":
    main()
