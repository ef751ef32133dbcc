"""What a place is worth to a unit that might move there, against where it stands: ``scoring.position``
weighed for the planner, remembered for as long as nothing the worth depends on has changed.

The keys say what each answer depends on: the enemy (who does not move while a side gives its orders) and
the friends near enough to matter, so that a move elsewhere in the army leaves the answer as it was.
"""

from __future__ import annotations

from game.ai.planner import Ctx
from game.ai.plans.war_wagon import laager_delta
from game.ai.scoring.equipment import crossing_cost
from game.ai.scoring.position import Place, place_value
from game.ai.scoring.views import Pose, UnitView, moved_view

PosesList = list[tuple[Pose, ...]]


def place_delta(ctx: Ctx, groups: list[UnitView], poses: PosesList, follow_up: float = 0.0) -> tuple[float, str]:
    """How much better the units stand at ``poses`` than where they are (points), and the target named."""
    delta0, dopp, target = _delta_parts(ctx, groups, poses)
    if follow_up > 0 and dopp:
        # The worth of a place is linear in the chance of a further order: the same parts serve every
        # chance (a charge made with it is worth what is left of the chance of making it next turn).
        delta0 += ctx.persona.attack * follow_up * dopp
    return delta0, target


def _delta_parts(ctx: Ctx, groups: list[UnitView], poses: PosesList) -> tuple[float, float, str]:
    """(the move's worth without looking ahead, the change in the charges it offers, the target named),
    remembered for as long as nothing the units' worth depends on has changed."""
    key = ("parts", tuple(v.id for v in groups), tuple(tuple(p) for p in poses), signatures(ctx, groups))
    got = ctx.memory.get(key)
    if got is not None:
        return got  # type: ignore[no-any-return]
    friends = ctx.friends
    moving = {v.id for v in groups}
    moved = [moved_view(v, p) for v, p in zip(groups, poses, strict=True)]
    # The moved units judge their line against the others where those end up.
    others = [f for f in friends if f.id not in moving]
    total, dopp, target = 0.0, 0.0, ""
    for v, m, p in zip(groups, moved, poses, strict=True):
        mates = others + [x for x in moved if x.id != v.id]
        after = _place(ctx, m, mates + [m])
        before = _here_place(ctx, v)
        # Equipment gone over on the way (Fantasy Warriors' pits, stakes, palisades) costs what it is expected to.
        total += after.value - before.value - crossing_cost(ctx.state, v, p)
        # A War Wagon's short move ends laagered, a long one in column.
        total += laager_delta(ctx, v, m, tuple(p))
        dopp += after.opportunity * (1 - after.later) - before.opportunity * (1 - before.later)
        target = target or after.target
    ctx.memory[key] = (total, dopp, target)
    return total, dopp, target


def signatures(ctx: Ctx, groups: list[UnitView]) -> tuple[object, ...]:
    return tuple((v.poses, signature(ctx, v)) for v in groups)


def _here_place(ctx: Ctx, v: UnitView) -> Place:
    return _place(ctx, v, ctx.friends)


def _place(ctx: Ctx, v: UnitView, friends: list[UnitView]) -> Place:
    """``place_value`` of ``v`` where it stands among ``friends``, remembered while the enemy and the
    friends near enough to matter there (beside it, or behind it in support: within 20 cm) stay put.
    A move elsewhere in the army leaves it as it was."""
    near = tuple(
        (f.id, f.poses, f.engaged, f.confused)
        for f in friends
        if f.id != v.id and abs(f.cx - v.cx) <= 200 and abs(f.cy - v.cy) <= 200
    )
    key = ("place", v.id, v.poses, v.hits_left, v.engaged, v.confused, v.char_bonus, v.has_general, near)
    key = (*key, enemy_signature(ctx))
    got = ctx.memory.get(key)
    if got is None:
        got = place_value(ctx.state, v, ctx.enemies, friends, ctx.persona)
        ctx.memory[key] = got
    return got  # type: ignore[no-any-return]


def here_value(ctx: Ctx, v: UnitView, follow_up: float = 0.0) -> float:
    """The worth of ``v`` where it stands (with the same chance of a further order as a move is weighed with)."""
    here = _here_place(ctx, v)
    value = here.value
    if follow_up > 0 and here.opportunity:
        value += ctx.persona.attack * follow_up * (1 - here.later) * here.opportunity
    return float(value)


def signature(ctx: Ctx, v: UnitView) -> tuple[object, ...]:
    """See ``_unit_signature``; worked out once per unit and state."""
    from game.core import board

    return board.memo(ctx.state, ("ai", "signature", ctx.side, v.id, v.poses), lambda: _unit_signature(ctx, v))


def _unit_signature(ctx: Ctx, v: UnitView) -> tuple[object, ...]:
    """Everything ``v``'s worth depends on: every enemy (their reach and the distance to close count
    across the whole table) and the friends near enough to stand beside it or behind it after a move.

    Enemies do not move while a side gives its orders, so a friend's move elsewhere leaves the worth
    of a unit as it was: that is what keeps the orders cheap to weigh one after another.
    """
    reach = max(v.pace, 100) + 320
    near = []
    for o in ctx.friends:
        if o.id != v.id and abs(o.cx - v.cx) <= reach and abs(o.cy - v.cy) <= reach:
            near.append((o.id, o.poses, o.hits_left, o.engaged, o.confused))
    return (v.hits_left, v.engaged, v.confused, v.char_bonus, enemy_signature(ctx), tuple(near))


def enemy_signature(ctx: Ctx) -> int:
    """One number standing for where every enemy unit is and how it fares (worked out once per state)."""
    from game.core import board

    def build() -> int:
        return hash(tuple((e.id, e.poses, e.hits_left, e.engaged, e.confused, e.char_bonus) for e in ctx.enemies))

    return int(board.memo(ctx.state, ("ai", "enemy-signature", ctx.side), build))
