"""Charges that friends can still join this turn, for a side that looks one order ahead.

A unit charging alone may face poor odds that a second charger would turn (digest 5.1: every unit in
contact fights in the same engagement, and the round is won on all their hits). Looking one order ahead,
a charge counts the likeliest friend that could still be ordered into the same enemy this turn: its order's
chance of passing, a share of that for the room the first charger leaves, and the hits it would add. A
charge it would not make alone is made for a friend only if the rules would still let that friend charge
with the first charger in contact, and a friend already counted on by a fight begun this turn is not counted
again.
The rules' own odds still judge each charge as it is made: the second charger's are worked out with the
first already in contact.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.ai.planner import Ctx
from game.ai.scoring.combat import Estimate, estimate
from game.ai.scoring.geometry import could_charge, zone_of
from game.ai.scoring.views import UnitView
from game.core import UnitType, board

# Share of a joiner's chance of being ordered that it also finds room and a way to the enemy.
ROOM_SHARE = 0.7


@dataclass(frozen=True)
class Joiner:
    """The friend likeliest to join a charge, its chance of doing so, and the round with it."""

    name: str
    chance: float
    together: Estimate


Still = Callable[[str], bool]
"""Whether the friend of this id could still charge the enemy once the first charger is in contact."""


def joiner(ctx: Ctx, v: UnitView, e: UnitView, zone: str, still: Still | None = None) -> Joiner | None:
    """The friend that would best join ``v``'s charge on ``e`` with an order still to come this turn, if any.

    With ``still`` the joiner must pass it too: a first charger often fills the edge or stands in the way."""
    key = ("ai", "joiner", ctx.side, v.id, v.poses, e.id, zone, still is None)
    return board.memo(ctx.state, key, lambda: _joiner(ctx, v, e, zone, still))


def _joiner(ctx: Ctx, v: UnitView, e: UnitView, zone: str, still: Still | None) -> Joiner | None:
    state = ctx.state
    if state.phase != "command":
        return None
    found: list[tuple[float, str, Joiner]] = []
    spoken = _spoken_for(ctx)
    for f in ctx.friends:
        if f.id == v.id or f.engaged or f.prof.type is UnitType.ARTILLERY or f.id in spoken:
            continue
        if not could_charge(ctx.state, f, e):
            continue
        p = _order_chance(ctx, f.id) * ROOM_SHARE
        if p <= 0:
            continue
        # The hits it would strike charging in beside the first (its own first round, struck alone).
        extra = estimate(f, e, zone_of(e, f.cx, f.cy)).inflicted
        together = estimate(v, e, zone, att_support=round(extra))
        found.append((-p * together.win, f.id, Joiner(f.name, p, together)))
    found.sort(key=lambda c: (c[0], c[1]))
    if still is None:
        return found[0][2] if found else None
    # Placing a charge by the rules is dear: only the two likeliest are tried.
    return next((j for _, fid, j in found[:2] if still(fid)), None)


def help_in_fight(ctx: Ctx, e: UnitView) -> int:
    """The hits friends already fighting ``e`` can be expected to strike it in the next round (rounded), for a
    side that looks one charge ahead: a charge into a fight begun is won on every unit's hits (digest 5.1), and a
    first look that counted the charger alone passes over the friend that would turn the fight."""
    if not e.engaged or not ctx.level.lookahead:
        return 0

    def work() -> int:
        from game.core import engagement_of

        group = engagement_of(ctx.state, e.id) or []
        vs = ctx.views
        total = 0.0
        for fid in group:
            f = vs.get(fid)
            if f is None or f.side != ctx.side:
                continue
            charged = ctx.state.units[fid].charged
            total += estimate(f, e, zone_of(e, f.cx, f.cy), charging=charged).inflicted
        return round(total)

    return int(board.memo(ctx.state, ("ai", "help-in-fight", ctx.side, e.id), work))


def _spoken_for(ctx: Ctx) -> frozenset[str]:
    """Friends that could join a fight a friend has already charged into this turn: counted on there, they are
    not counted again for another charge."""

    def work() -> frozenset[str]:
        begun = {eid for g in _fights_begun(ctx) for eid in g if ctx.state.units[eid].side != ctx.side}
        out: set[str] = set()
        for eid in begun:
            e = ctx.views.get(eid)
            if e is None:
                continue
            out.update(f.id for f in ctx.friends if not f.engaged and could_charge(ctx.state, f, e))
        return frozenset(out)

    return board.memo(ctx.state, ("ai", "spoken-for", ctx.side), work)  # type: ignore[no-any-return]


def _fights_begun(ctx: Ctx) -> list[list[str]]:
    """The engagements a unit of this side has charged into this turn."""
    from game.core import engagements

    state = ctx.state
    return [g for g in engagements(state) if any(state.units[u].side == ctx.side and state.units[u].charged for u in g)]


def with_joiner(
    ctx: Ctx, v: UnitView, e: UnitView, zone: str, est: Estimate, still: Still | None = None
) -> tuple[Estimate, Joiner | None]:
    """``est`` (a charge's first round) with the likeliest joiner's share counted: what the round with it adds
    over the same estimate without it, weighed by its chance of joining."""
    j = joiner(ctx, v, e, zone, still)
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
    from game.core import MAX_ORDERS, order_passes, order_target

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
