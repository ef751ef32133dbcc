"""Pursuit (digest 5.8): who may pursue, and where pursuers go.

Only winners pursue, and only enemies that retreated from their fight. Artillery and fortified units
never pursue; infantry may not pursue cavalry or chariots, and nobody on foot or hoof may pursue
flyers, unless they charged them this round in the flank or rear or while in irregular formation.

Pursuers move at most a full pace along the ground. If any stand can go straight forward into
front-edge contact with a retreating stand the unit makes a basic pursuit: it steps forward together
until the first stand meets the enemy, then every stand that can still go straight on into contact
does so, as long as the unit stays in one body. Otherwise a unit that sees a retreating enemy pursues
like a charge at the closest visible one (``game.table.charge.place_charge``). Infantry that can do
neither may pursue into support: one stand exactly behind (or beside) a fighting infantry stand of
another unit, the rest in line with it, touching no enemy.

Table pieces a module lets the unit cross (``questions.CROSSABLE_PIECES``, Fantasy Warriors' palisades) or
carries (``CARRIED_PIECES``, its mantlets) are passed over but never ended on; a stand whose way to the enemy
ends on one halts touching it instead when the enemy stands right behind it (they fight over it). The module
pays for what was crossed after the action.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core import board, moves
from game.core.combat.contact import FRONT
from game.core.combat.engagements import contacts, not_fought_across
from game.core.combat.kept import Aftermath
from game.core.combat.moving import ground_mover, ground_pace
from game.core.cover import FORTIFIED, stand_cover
from game.core.profiles import UnitType
from game.core.questions import (
    ARTILLERY_PURSUES,
    CARRIED_PIECES,
    CROSSABLE_PIECES,
    MAY_PURSUE_ANY,
    PURSUED_BY_ANY,
    PURSUES_MOUNTED,
)
from game.core.state import GameState, Unit, id_key
from game.table import TOUCH_TOLERANCE, Base, base_distance
from game.table.charge_geometry import corner_travel

Pose = tuple[int, int, int]
EDGE_SLACK = 0.5


@dataclass(frozen=True)
class PursuitPlan:
    how: str  # "basic", "indirect" or "supporting"
    poses: tuple[Pose, ...]


def quarry(state: GameState, unit: Unit, pending: Aftermath) -> list[str]:
    """Retreated enemies of this fight that this unit is allowed to pursue."""
    prof = state.unit_profile(unit)
    allowed_mounted = set(pending.may_pursue.get(unit.id, []))
    any_kind = state.ruleset.ask(MAY_PURSUE_ANY, state, unit)
    mounted = state.ruleset.ask(PURSUES_MOUNTED, state, unit)
    out = []
    for e in pending.retreated:
        eu = state.units[e]
        if not eu.alive or eu.side == unit.side:
            continue
        eprof = state.unit_profile(eu)
        if any_kind or state.ruleset.ask(PURSUED_BY_ANY, state, eu):
            out.append(e)
            continue
        if prof.type is UnitType.INFANTRY and eprof.type in (UnitType.CAVALRY, UnitType.CHARIOT):
            if e not in allowed_mounted and not mounted:
                continue
        if eprof.flying and not prof.flying and e not in allowed_mounted:
            continue
        out.append(e)
    return sorted(out, key=id_key)


def barred(state: GameState, unit: Unit, pending: Aftermath) -> str | None:
    """Why this winner may not pursue at all, or None."""
    prof = state.unit_profile(unit)
    if prof.type is UnitType.ARTILLERY and not state.ruleset.ask(ARTILLERY_PURSUES, state, unit):
        return "artillery never pursues"
    from game.core.magic.effects import held  # the magic package imports the phases

    if held(state, unit, "pursue"):
        return held(state, unit, "pursue")
    targets = [state.units[e] for e in pending.retreated if state.units[e].alive]
    if not targets:
        return "no enemy retreated from this fight"
    at = (targets[0].stands[0].x, targets[0].stands[0].y)
    if any(stand_cover(state, unit, i, at).level == FORTIFIED for i in range(len(unit.stands))):
        return "fortified units never pursue"
    if not quarry(state, unit, pending):
        return f"{unit.name} may not pursue the enemies that retreated (foot cannot chase riders, nor walkers flyers)"
    return None


def passable(state: GameState, unit: Unit) -> frozenset[str]:
    """The table pieces the unit's pursuit may pass over (never end on): those a module lets it cross or
    carries."""
    crossable: tuple[str, ...] = state.ruleset.ask(CROSSABLE_PIECES, state, unit)
    carried: tuple[str, ...] = state.ruleset.ask(CARRIED_PIECES, state, unit)
    return frozenset((*crossable, *carried))


def _legal(state: GameState, unit: Unit, poses: list[Pose], ignore: set[str], *, touch_enemy: bool = True) -> bool:
    t = board.table(state)
    mover = ground_mover(state, unit)
    start = board.unit_bases(state, unit)
    end = board.unit_bases(state, unit, poses)
    pace = ground_pace(state, unit)
    if not moves.connected(end):
        return False
    skip = {unit.id, *ignore}
    over = skip | passable(state, unit)
    for a, b in zip(start, end, strict=True):
        if corner_travel(a, b) > pace + EDGE_SLACK:
            return False
        if t.overlaps(b, mover=mover, ignore=skip):
            return False
        if not t.path_clear(a, b, mover=mover, ignore=over, charging=True).ok:
            return False
        if not touch_enemy:
            for o in t.stands_in_box(b.bounds()):
                if o.side != unit.side and base_distance(b, o) <= TOUCH_TOLERANCE:
                    return False
    for i, b in enumerate(end):
        for c in end[i + 1 :]:
            if board.table_overlap(b, c):
                return False
    return True


def ahead_to_contact(b: Base, targets: Sequence[Base | Sequence[tuple[float, float]]]) -> float | None:
    """How far stand ``b`` must go straight forward for its front edge to meet one of ``targets`` (stands, or
    the corners of table pieces)."""
    fx, fy = b.direction()
    rx, ry = -fy, fx
    half = b.width / 2 - EDGE_SLACK
    best: float | None = None
    for tb in targets:
        corners = tb.corners() if isinstance(tb, Base) else tb
        pts = [((x - b.x) * rx + (y - b.y) * ry, (x - b.x) * fx + (y - b.y) * fy) for x, y in corners]
        clipped = _clip(_clip(pts, lambda p: half - p[0]), lambda p: p[0] + half)
        if not clipped:
            continue
        d = min(p[1] for p in clipped) - b.depth / 2
        if d < -TOUCH_TOLERANCE:
            continue
        d = max(0.0, d)
        if best is None or d < best:
            best = d
    return best


def _fills_gap(points: Sequence[tuple[float, float]], gap: float) -> bool:
    """Whether a piece (front-left, front-right, rear-right, rear-left corners) is no deeper than ``gap`` and
    so fills the gap between a stand touching it and an enemy touching its far side."""
    depth = math.dist(points[0], points[3]) if len(points) == 4 else 0.0
    return 0 < depth and gap <= depth + 2 * TOUCH_TOLERANCE


def _clip(pts: list[tuple[float, float]], keep: Any) -> list[tuple[float, float]]:
    out: list[tuple[float, float]] = []
    n = len(pts)
    for i in range(n):
        p, q = pts[i], pts[(i + 1) % n]
        kp, kq = keep(p), keep(q)
        if kp >= 0:
            out.append(p)
        if (kp >= 0) != (kq >= 0):
            s = kp / (kp - kq)
            out.append((p[0] + (q[0] - p[0]) * s, p[1] + (q[1] - p[1]) * s))
    return out


def _forward(pose: Pose, d: float) -> Pose:
    x, y, f = pose
    a = math.radians(f)
    return (round(x + math.sin(a) * d), round(y - math.cos(a) * d), f)


def _basic(state: GameState, unit: Unit, targets: list[str], chars: set[str]) -> PursuitPlan | None:
    t = board.table(state)
    pace = ground_pace(state, unit)
    prey = [b for e in targets for b in t.bases_of(e)]
    start = board.unit_bases(state, unit)
    poses = [s.pose for s in unit.stands]
    need: dict[int, float] = {}
    mover = ground_mover(state, unit)
    over = passable(state, unit)
    shapes = {p.id: p.points for p in board.terrain_pieces(state) if p.id in over}
    walls = not_fought_across(state)
    for i, b in enumerate(start):
        d = ahead_to_contact(b, prey)
        if d is None or d > pace + EDGE_SLACK:
            continue
        end = board.unit_base(state, unit, i, _forward(poses[i], d))
        on = [h for h in t.overlaps(end, mover=mover, ignore={unit.id, *chars}) if h in shapes]
        if on:
            # The enemy right behind a piece: the stand halts touching the piece, and they fight over it.
            near = ahead_to_contact(b, [shapes[h] for h in on])
            if near is None or on[0] in walls or not _fills_gap(shapes[on[0]], d - near):
                continue
            d = near
            end = board.unit_base(state, unit, i, _forward(poses[i], d))
        if not t.path_clear(b, end, mover=mover, ignore={unit.id, *chars, *over}, charging=True).ok:
            continue
        need[i] = d
    if not need:
        return None
    step = min(need.values())
    # Every stand that can goes straight into contact; the rest step forward with the first to arrive.
    plans = [
        [_forward(p, need.get(i, step)) for i, p in enumerate(poses)],
        [_forward(p, step) for p in poses],
    ]
    for plan in plans:
        if _legal(state, unit, plan, chars):
            return PursuitPlan("basic", tuple(plan))
    # Stands that cannot follow are placed behind or beside one that went in, or stay; while the unit
    # would split, the stand going in furthest stays back instead.
    going = sorted(need, key=lambda i: (need[i], i))
    while going:
        placed = _place_rest(state, unit, {i: _forward(poses[i], need[i]) for i in going}, chars)
        if placed is not None:
            return PursuitPlan("basic", tuple(placed))
        going.pop()
    return None


def _place_rest(state: GameState, unit: Unit, fixed: dict[int, Pose], chars: set[str]) -> list[Pose] | None:
    """Complete a pursuit: the stands in ``fixed`` are placed; put each other one where it may go."""
    poses = [s.pose for s in unit.stands]
    w, d = state.unit_profile(unit).base_mm
    out: dict[int, Pose] = dict(fixed)
    step = min(math.dist(fixed[j][:2], poses[j][:2]) for j in fixed)
    for i in range(len(poses)):
        if i in out:
            continue
        # Keep in step with the rest if possible; else take the nearest place beside or behind a stand
        # already placed; else stay.
        ahead = _forward(poses[i], step)
        spots: list[Pose] = []
        for j in [*fixed, *(j for j in sorted(out) if j not in fixed)]:
            x, y, f = out[j]
            a = math.radians(f)
            fx, fy, rx, ry = math.sin(a), -math.cos(a), math.cos(a), math.sin(a)
            spots += [
                (round(x + rx * w), round(y + ry * w), f),
                (round(x - rx * w), round(y - ry * w), f),
                (round(x - fx * d), round(y - fy * d), f),
            ]
        spots.sort(key=lambda p: math.dist(p[:2], ahead[:2]))
        options = [ahead, *spots]
        options.append(poses[i])
        for opt in options:
            trial = [out.get(k, poses[k]) for k in range(len(poses))]
            trial[i] = opt
            if _stands_ok(state, unit, trial, [*out, i], chars):
                out[i] = opt
                break
        else:
            return None
    plan = [out[k] for k in range(len(poses))]
    return plan if _legal(state, unit, plan, chars) else None


def _stands_ok(state: GameState, unit: Unit, poses: list[Pose], which: list[int], chars: set[str]) -> bool:
    """The stands ``which`` may stand at their poses (the unit need not be whole yet)."""
    t = board.table(state)
    mover = ground_mover(state, unit)
    pace = ground_pace(state, unit)
    start = board.unit_bases(state, unit)
    end = board.unit_bases(state, unit, poses)
    skip = {unit.id, *chars}
    over = skip | passable(state, unit)
    for i in which:
        if corner_travel(start[i], end[i]) > pace + EDGE_SLACK or t.overlaps(end[i], mover=mover, ignore=skip):
            return False
        if not t.path_clear(start[i], end[i], mover=mover, ignore=over, charging=True).ok:
            return False
        if any(board.table_overlap(end[i], end[k]) for k in which if k != i):
            return False
    return True


def _indirect(state: GameState, unit: Unit, targets: list[str]) -> PursuitPlan | None:
    from game.table.charge import place_charge

    t = board.table(state)
    seen = [e for e in targets if t.can_see(unit.id, e).visible]
    seen.sort(key=lambda e: (t.owner_distance(unit.id, e), id_key(e)))
    prof = state.unit_profile(unit)
    over = passable(state, unit)
    mover = ground_mover(state, unit)
    for e in seen:
        plan = place_charge(
            t,
            unit.id,
            e,
            allowance=ground_pace(state, unit),
            mover=mover,
            enemies=[u.id for u in state.live_units(1 - unit.side)],
            fortified_ok=prof.type is UnitType.INFANTRY or prof.flying,
            names={u.id: u.name for u in state.live_units()},
            ignore=tuple(sorted(over)),
        )
        if isinstance(plan, str):
            continue
        # Over the pieces it may cross, never ending on one.
        end = board.unit_bases(state, unit, list(plan.poses))
        if not any(h in over for b in end for h in t.overlaps(b, mover=mover, ignore={unit.id})):
            return PursuitPlan("indirect", tuple(plan.poses))
    return None


def _supporting(state: GameState, unit: Unit, chars: set[str]) -> PursuitPlan | None:
    if state.unit_profile(unit).type is not UnitType.INFANTRY:
        return None
    t = board.table(state)
    touch = contacts(state)
    w, d = state.unit_profile(unit).base_mm
    n = len(unit.stands)
    start = board.unit_bases(state, unit)
    best: tuple[float, list[Pose]] | None = None
    for friend in state.live_units(unit.side):
        if friend.id == unit.id or state.unit_profile(friend).type is not UnitType.INFANTRY:
            continue
        fighting = sorted({x.stand for x in touch.get(friend.id, []) if x.contact.category == FRONT})
        fb = t.bases_of(friend.id)
        for k in fighting:
            f = fb[k]
            fx, fy = f.direction()
            rx, ry = -fy, fx
            back = (f.depth + d) / 2
            # Stand j right behind the fighter, the rest in line with it.
            layouts = [[(k2 - j) * w for k2 in range(n)] for j in range(n)]
            for offs in layouts:
                poses = [
                    (round(f.x + rx * o - fx * back), round(f.y + ry * o - fy * back), round(f.facing) % 360)
                    for o in offs
                ]
                end = board.unit_bases(state, unit, poses)
                travel = max(corner_travel(a, b) for a, b in zip(start, end, strict=True))
                if best is not None and travel >= best[0]:
                    continue
                if _legal(state, unit, poses, chars, touch_enemy=False):
                    best = (travel, poses)
    return None if best is None else PursuitPlan("supporting", tuple(best[1]))


def plan_pursuit(state: GameState, unit: Unit, pending: Aftermath) -> PursuitPlan | None:
    """How the unit would pursue (basic, then indirect, then supporting), or None if it cannot."""
    if barred(state, unit, pending) is not None:
        return None
    key = ("pursuit", unit.id, tuple(sorted(pending.retreated)), tuple(pending.units))
    if key in state._cache:  # type: ignore[comparison-overlap]
        return state._cache[key]  # type: ignore[index, no-any-return]
    chars = {c.id for c in state.live_characters()}
    targets = quarry(state, unit, pending)
    plan = _basic(state, unit, targets, chars) or _indirect(state, unit, targets) or _supporting(state, unit, chars)
    state._cache[key] = plan  # type: ignore[index]
    return plan


def contacted(state: GameState, unit: Unit) -> list[str]:
    """Enemy units the unit's stands touch now."""
    return sorted({x.enemy for x in contacts(state).get(unit.id, [])}, key=id_key)
