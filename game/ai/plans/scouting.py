"""The scouting army's choice of table edge (the optional module "scouting"): keep its own edge, or take the
far one when the far zone leaves more open ground to set up in and more hills to stand on."""

from __future__ import annotations

from game.ai.planner import Choice, Ctx
from game.core import Action
from game.core.deployment import scouting, zones

# Terrain that is no hindrance to a battle line, or a help to it (hills give the high ground).
OPEN_KINDS = {"open", "road", "ford", "bridge"}
HILL_WORTH = 0.5


def _overlap(points: tuple[tuple[int, int], ...], y0: int, y1: int) -> float:
    """The area (mm²) of a piece's bounding box inside the band of the table between y0 and y1."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return max(0, max(xs) - min(xs)) * max(0, min(max(ys), y1) - max(min(ys), y0))


def zone_worth(ctx: Ctx, side: int) -> float:
    """How good the zone along ``side``'s edge is to set up in: hills count for it, other terrain against."""
    y0, y1 = zones.zone(ctx.state, side)
    out = 0.0
    for t in ctx.state.terrain:
        area = _overlap(t.points, y0, y1)
        if t.kind == "hill":
            out += HILL_WORTH * area
        elif t.kind not in OPEN_KINDS:
            out -= area
    return out


def choose_edge(ctx: Ctx, legal: list[Action]) -> Choice:
    me = ctx.side
    far = zone_worth(ctx, 1 - me) > zone_worth(ctx, me)
    action = next(a for a in legal if isinstance(a, scouting.ChooseEdge) and a.far == far)
    why = ("the far edge has more open ground and high ground to set up on" if far
           else "our own edge is as good ground to set up on as the far one")
    return action, why
