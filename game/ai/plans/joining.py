"""Charges that friends can still join this turn, for a side that looks one order ahead.

A unit charging alone may face poor odds that a second charger would turn (digest 5.1: every unit in
contact fights in the same engagement, and the round is won on all their hits). Looking one order ahead,
a charge counts the likeliest friend that could still be ordered into the same enemy this turn: its order's
chance of passing, a share of that for the room the first charger leaves, and the hits it would add.
The rules' own odds still judge each charge as it is made: the second charger's are worked out with the
first already in contact.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.ai.planner import Ctx
from game.ai.scoring.combat import Estimate, estimate
from game.ai.scoring.geometry import blocked, gap_over, in_arc, zone_of
from game.ai.scoring.views import UnitView
from game.core import board
from game.core.profiles import UnitType

# Share of a joiner's chance of being ordered that it also finds room and a way to the enemy.
ROOM_SHARE = 0.7


@dataclass(frozen=True)
class Joiner:
    """The friend likeliest to join a charge, its chance of doing so, and the round with it."""

    name: str
    chance: float
    together: Estimate


def joiner(ctx: Ctx, v: UnitView, e: UnitView, zone: str) -> Joiner | None:
    """The friend that would best join ``v``'s charge on ``e`` with an order still to come this turn, if any."""
    return board.memo(
        ctx.state, ("ai", "joiner", ctx.side, v.id, v.poses, e.id, zone), lambda: _joiner(ctx, v, e, zone)
    )


def _joiner(ctx: Ctx, v: UnitView, e: UnitView, zone: str) -> Joiner | None:
    state = ctx.state
    if state.phase != "command":
        return None
    best: Joiner | None = None
    for f in ctx.friends:
        if f.id == v.id or f.engaged or f.prof.type is UnitType.ARTILLERY:
            continue
        if math.dist((f.cx, f.cy), (e.cx, e.cy)) > f.pace + 160 or not in_arc(f, e, 100):
            continue
        if gap_over(f, e, f.pace - 5) or blocked(state, f, e.cx, e.cy):
            continue
        p = _order_chance(ctx, f.id) * ROOM_SHARE
        if p <= 0:
            continue
        # The hits it would strike charging in beside the first (its own first round, struck alone).
        extra = estimate(f, e, zone_of(e, f.cx, f.cy)).inflicted
        together = estimate(v, e, zone, att_support=round(extra))
        if best is None or p * together.win > best.chance * best.together.win:
            best = Joiner(f.name, p, together)
    return best


def with_joiner(ctx: Ctx, v: UnitView, e: UnitView, zone: str, est: Estimate) -> tuple[Estimate, Joiner | None]:
    """``est`` (a charge's first round) with the likeliest joiner's share counted: what the round with it adds
    over the same estimate without it, weighed by its chance of joining."""
    j = joiner(ctx, v, e, zone)
    if j is None:
        return est, None
    alone = estimate(v, e, zone)
    p = j.chance
    win = min(1.0, max(0.0, est.win + p * (j.together.win - alone.win)))
    lose = min(1.0 - win, max(0.0, est.lose + p * (j.together.lose - alone.lose)))
    gain = est.gain + p * (j.together.gain - alone.gain)
    return Estimate(win, max(0.0, 1.0 - win - lose), lose, est.inflicted, est.taken, gain), j


def _order_chance(ctx: Ctx, uid: str) -> float:
    """The best chance any character still giving orders has of ordering this unit now (0 if none may)."""
    from game.core.command.penalties import MAX_ORDERS, order_target
    from game.core.odds import order_passes

    state = ctx.state
    u = state.units[uid]
    if u.orders >= MAX_ORDERS or u.no_more_orders:
        return 0.0
    best = 0.0
    for ch in state.live_characters(ctx.side):
        if ch.finished:
            continue
        tgt = order_target(state, ch, [u])
        if tgt.out_of_range:
            continue
        best = max(best, float(order_passes(tgt.target)))
    return best
