"""Where a unit (or a brigade) could go: a few purposeful moves worked out without the rules' checks.

Each turns the group to face a point and sends it straight on for a chosen distance, keeping its
formation (``game.core.command.movegen.transform``). The planner weighs these cheaply and asks the
rules (``state.check``) only about the most promising.
"""

from __future__ import annotations

import math

from game.ai.scoring.views import Pose, UnitView, centre, heading
from game.core import transform

# Kept off each move so the furthest corner stays inside the allowance after rounding.
SLACK_MM = 6


def turn_towards(facing: int, cx: float, cy: float, x: float, y: float) -> int:
    """Degrees to turn (clockwise positive, -180..180, in steps of 5) to face (x, y) from (cx, cy)."""
    want = math.degrees(math.atan2(x - cx, -(y - cy)))
    turn = (want - facing + 180) % 360 - 180
    return int(round(turn / 5) * 5)


def turn_cost(poses: list[Pose], depth_mm: int, width_mm: int, turn: int) -> float:
    """How far the furthest corner travels when the group turns ``turn`` degrees about its centre."""
    if turn == 0:
        return 0.0
    cx, cy = centre(poses)
    r = max(math.dist((p[0], p[1]), (cx, cy)) for p in poses) + math.hypot(width_mm, depth_mm) / 2
    return 2 * r * math.sin(math.radians(abs(turn)) / 2)


def group_move(
    groups: list[UnitView], x: float, y: float, distance: float, allowance: int, face: bool = True
) -> list[tuple[Pose, ...]] | None:
    """The poses of every unit after turning to face (x, y) (if ``face``) and going ``distance`` mm
    towards it, or None if the allowance is spent on turning."""
    allp = [p for v in groups for p in v.poses]
    cx, cy = centre(allp)
    facing = groups[0].facing
    turn = turn_towards(facing, cx, cy, x, y) if face else 0
    if abs(turn) <= 5:
        turn = 0
    w, d = groups[0].prof.base_mm
    left = allowance - turn_cost(allp, d, w, turn) - SLACK_MM
    go = min(distance, left)
    if go < 0 or (go < 10 and turn == 0):
        return None
    if face:
        vx, vy = heading(facing + turn)
    else:
        n = math.hypot(x - cx, y - cy) or 1.0
        vx, vy = (x - cx) / n, (y - cy) / n
    moved = transform(allp, cx, cy, turn, vx * go, vy * go)
    out: list[tuple[Pose, ...]] = []
    i = 0
    for v in groups:
        out.append(tuple(moved[i : i + v.stands]))
        i += v.stands
    return out


def away_from(
    groups: list[UnitView], x: float, y: float, distance: float, allowance: int
) -> list[tuple[Pose, ...]] | None:
    """Back straight away from (x, y) without turning."""
    allp = [p for v in groups for p in v.poses]
    cx, cy = centre(allp)
    n = math.hypot(cx - x, cy - y) or 1.0
    return group_move(
        groups,
        cx + (cx - x) / n * 1000,
        cy + (cy - y) / n * 1000,
        min(distance, allowance - SLACK_MM),
        allowance,
        face=False,
    )


def alongside(v: UnitView, f: UnitView, right: bool) -> tuple[Pose, ...]:
    """``v``'s stands set beside ``f`` (on its right or left), facing the same way with the fronts level
    and 0.5 mm between the nearest edges, so that the two start the next Orders touching as a brigade."""
    fx, fy = heading(f.facing)
    rx, ry = -fy, fx
    turn = (f.facing - v.facing + 180) % 360 - 180
    moved = transform(list(v.poses), v.cx, v.cy, turn, 0.0, 0.0)
    vw, vd = v.prof.base_mm
    w, d = f.prof.base_mm
    across_v = [p[0] * rx + p[1] * ry for p in moved]
    across_f = [p[0] * rx + p[1] * ry for p in f.poses]
    along_v = max(p[0] * fx + p[1] * fy for p in moved) + vd / 2
    along_f = max(p[0] * fx + p[1] * fy for p in f.poses) + d / 2
    if right:
        shift = max(across_f) + w / 2 + 0.5 - (min(across_v) - vw / 2)
    else:
        shift = min(across_f) - w / 2 - 0.5 - (max(across_v) + vw / 2)
    ahead = along_f - along_v
    dx, dy = rx * shift + fx * ahead, ry * shift + fy * ahead
    return tuple((round(p[0] + dx), round(p[1] + dy), p[2]) for p in moved)
