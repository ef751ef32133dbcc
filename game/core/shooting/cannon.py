"""The cannon ball's flight (digest 4.7): it strikes the nearest point of the target stand, passes through
it and bounces 5 cm further along the same line.

One line serves the whole battery: from the nearest cannon to the nearest target stand. Each cannon
then gives the target 2 attacks plus 1 for every further stand of the target the ball crosses, and every
other unit it crosses 1 attack per stand, friends and engaged units included.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.core import board
from game.core.state import GameState, Unit
from game.table import Base, closest_pair
from game.table.convex import clip_segment_convex

BOUNCE_MM = 50
# A ball must cross this much of a stand to count as passing through it (not just grazing a corner).
GRAZE_MM = 0.5
_FAR_MM = 1000.0


def ball_path(
    state: GameState, cannons: Sequence[Base], target: Unit, aimed: Sequence[int]
) -> tuple[tuple[float, float], tuple[float, float], str]:
    """(where the ball strikes, where its bounce ends, the id of the stand struck first)."""
    t = board.table(state)
    tb = t.bases_of(target.id)
    best: tuple[float, Base, Base, tuple[float, float], tuple[float, float]] | None = None
    for c in cannons:
        for i in aimed:
            d, pa, pb = closest_pair(c, tb[i])
            if best is None or d < best[0] - 1e-9:
                best = (d, c, tb[i], pa, pb)
    assert best is not None
    d, c, s, pa, pb = best
    pb = _middle_of_closest(c, s, d, pb)
    pa = c.closest_point(pb)
    vx, vy = pb[0] - pa[0], pb[1] - pa[1]
    n = math.hypot(vx, vy)
    if n < 1e-6:
        vx, vy = s.x - c.x, s.y - c.y
        n = math.hypot(vx, vy) or 1.0
    vx, vy = vx / n, vy / n
    far = (pb[0] + vx * _FAR_MM, pb[1] + vy * _FAR_MM)
    span = clip_segment_convex(pb, far, s.corners())
    through = span[1] * _FAR_MM if span is not None else 0.0
    exit_x, exit_y = pb[0] + vx * through, pb[1] + vy * through
    end = (exit_x + vx * BOUNCE_MM, exit_y + vy * BOUNCE_MM)
    return (pb[0], pb[1]), end, s.id


def _middle_of_closest(cannon: Base, stand: Base, d: float, fallback: tuple[float, float]) -> tuple[float, float]:
    """The middle of the part of the stand's edge nearest the cannon: where parallel edges face each other,
    every point of the overlap is equally close, and the ball is taken to strike its middle."""
    pts = []
    for p, q in stand.edges().values():
        n = max(1, math.ceil(math.dist(p, q)))
        for k in range(n):  # each corner once: it starts one edge and ends the one before
            pt = (p[0] + (q[0] - p[0]) * k / n, p[1] + (q[1] - p[1]) * k / n)
            if cannon.gap_to_point(pt) <= d + 1e-6:
                pts.append(pt)
    if not pts:
        return fallback
    return (sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts))


def stands_crossed(
    state: GameState, start: tuple[float, float], end: tuple[float, float], first: str
) -> dict[str, int]:
    """How many stands of each unit the ball passes through after the first stand it struck."""
    t = board.table(state)
    length = math.dist(start, end)
    box = (min(start[0], end[0]), min(start[1], end[1]), max(start[0], end[0]), max(start[1], end[1]))
    out: dict[str, int] = {}
    for b in t.stands_in_box(box):
        if b.id == first or b.character or b.round:
            continue
        span = clip_segment_convex(start, end, b.corners())
        if span is not None and (span[1] - span[0]) * length > GRAZE_MM:
            out[b.owner] = out.get(b.owner, 0) + 1
    return out
