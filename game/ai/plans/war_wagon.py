"""The computer's Kislev War Wagon (``kislev_wagon``): long moves in column, laager again near the enemy.

The rule lets the wagon move more than 5 cm only if it ends in column, one stand behind the other; a move of
5 cm or less ends in laager, the team drawn in beside the wagon. The planner's purposeful moves keep a unit's
formation, which for a laager (two stands side by side) the rule refuses beyond 5 cm: each of the wagon's
moves longer than that is redrawn here as a column whose middle ends where the move's would, team ahead,
facing the way it went, drawn back along its way until no corner goes further than the wagon may move.

A laager is defended, has no flank and is never driven back: worth most with the enemy near. Its worth at a
place is a share of what the enemy could win by charging the wagon there, and a little more with an enemy
within its shooting range and a bit (whose shots it would meet defended). A wagon in column is offered a move
of nothing, which forms laager where it stands, and any wagon a move of up to 5 cm towards the nearest enemy; a laagered wagon's long move gives that worth up. After a failed
order the rule forms no laager: every move of the half-pace move is drawn as a column.
"""

from __future__ import annotations

import math

from game.ai.planner import Ctx
from game.ai.scoring.geometry import gap
from game.ai.scoring.intents import group_move
from game.ai.scoring.position import threat
from game.ai.scoring.views import Pose, UnitView, centre, heading
from game.core import LAAGER_MM, board, farthest_mm, is_war_wagon, laagered, moves

# The share of an enemy charge's expected gain a laager takes away (5s to hit rather than 4s, and no flank).
LAAGER_SHARE = 0.35
# Worth of standing laagered with an enemy within the wagon's range and this much more (mm).
NEAR_POINTS = 12.0
NEAR_EXTRA_MM = 100
# How far back along its way each try draws a column that would go too far (mm).
STEP_MM = 10
SLACK_MM = 0.5

Poses = tuple[Pose, ...]


def is_wagon(ctx: Ctx, v: UnitView) -> bool:
    """A War Wagon with its team: the one whose shape the rule decides (a lone wagon stand cannot move)."""
    return v.stands == 2 and is_war_wagon(ctx.state, ctx.state.units[v.id])


def short(ctx: Ctx, v: UnitView, poses: Poses) -> bool:
    """A move the rule lets end in laager: no corner goes more than 5 cm."""
    return farthest_mm(ctx.state, ctx.state.units[v.id], poses) <= LAAGER_MM + SLACK_MM


def column_towards(ctx: Ctx, v: UnitView, poses: Poses, allowance: int, least: float = LAAGER_MM) -> Poses | None:
    """``poses`` (a move of the whole unit) redrawn as a column ending where its middle would, team ahead, facing
    its way, drawn back until it fits the allowance; None if only a move of ``least`` (5 cm) or less would."""
    state = ctx.state
    unit = state.units[v.id]
    depth = v.prof.base_mm[1]
    (x0, y0), (x1, y1) = centre(v.poses), centre(poses)
    facing = poses[0][2]
    hx, hy = heading(facing)
    d = math.dist((x0, y0), (x1, y1))
    if d < 1:
        return None
    ux, uy = (x1 - x0) / d, (y1 - y0) / d
    start = board.unit_bases(state, unit)
    while d > least:
        cx, cy = x0 + ux * d, y0 + uy * d
        # The wagon (the first stand) behind, its team in front.
        column = (
            (round(cx - hx * depth / 2), round(cy - hy * depth / 2), facing),
            (round(cx + hx * depth / 2), round(cy + hy * depth / 2), facing),
        )
        end = board.unit_bases(state, unit, list(column))
        if max(moves.corner_travel(a, b) for a, b in zip(start, end, strict=True)) <= allowance - 1:
            return column
        d -= STEP_MM
    return None


def wagon_moves(ctx: Ctx, v: UnitView, out: list[tuple[list[Poses], str]], allowance: int) -> list[tuple[list[Poses], str]]:
    """The planner's moves for the wagon as its rule has them: short ones as they are (they end in laager),
    longer ones in column; and, in column, forming laager where it stands."""
    shaped: list[tuple[list[Poses], str]] = []
    seen: set[Poses] = set()
    in_column = not laagered(ctx.state.units[v.id])
    # After a failed order the laager cannot be formed: every move it makes ends in column.
    pending = ctx.state.command.pending
    half = pending is not None and pending.kind == "half"
    for poses_list, words in out:
        poses = tuple(poses_list[0])
        if half or not short(ctx, v, poses):
            column = column_towards(ctx, v, poses, allowance, 1.0 if half else LAAGER_MM)
            if column is None:
                continue
            poses, words = column, f"{words}, in column"
        elif in_column:
            words = f"{words}, forming its laager"
        if poses not in seen:
            seen.add(poses)
            shaped.append(([poses], words))
    if not half:
        if in_column and v.poses not in seen:
            shaped.append(([v.poses], "form laager where it stands"))
        # Up to 5 cm towards the nearest enemy, turning to face it: closer, and laagered.
        near = sorted((e for e in ctx.enemies if not e.engaged), key=lambda e: (math.dist((e.cx, e.cy), (v.cx, v.cy)), e.id))
        edge = group_move([v], near[0].cx, near[0].cy, LAAGER_MM, LAAGER_MM) if near else None
        if edge is not None and edge[0] not in seen and short(ctx, v, edge[0]):
            shaped.append(([edge[0]], f"edge towards {near[0].name}, {'forming' if in_column else 'keeping'} its laager"))
    return shaped


def laager_worth(ctx: Ctx, v: UnitView) -> float:
    """What standing laagered at ``v``'s place is worth against standing there in column."""
    danger, _ = threat(ctx.state, v, ctx.enemies, ctx.friends, ctx.persona.exposure)
    worth = ctx.persona.risk * LAAGER_SHARE * danger
    if any(not e.engaged and gap(v, e) <= v.range_mm + NEAR_EXTRA_MM for e in ctx.enemies):
        worth += NEAR_POINTS
    return worth


def laager_delta(ctx: Ctx, v: UnitView, moved: UnitView, poses: Poses) -> float:
    """What a move gains or loses in laager: a short one ends laagered, a long one in column."""
    if not is_wagon(ctx, v):
        return 0.0
    pending = ctx.state.command.pending
    half = pending is not None and pending.kind == "half"
    before = laager_worth(ctx, v) if laagered(ctx.state.units[v.id]) else 0.0
    if half and poses == v.poses:
        return 0.0
    after = laager_worth(ctx, moved) if short(ctx, v, poses) and not half else 0.0
    return after - before
