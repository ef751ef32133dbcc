"""Moving units in the aftermath of a round: which way is away from the enemy, what lies in a stand's
path, and putting a unit somewhere new with its characters (digest 5.7-5.10).

A retreating or falling-back unit keeps its formation and facing and moves straight away from the
side (front, flank or rear) pressed by most enemy stands, counted against the edges of its stand
touching most enemies; corner contacts count against the edge parallel to the enemy's front. With
nobody touching it moves away from the closest enemy of its fight.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from game.core import board, hooks, moves
from game.core.combat.contact import EDGES, outward
from game.core.combat.engagements import contacts
from game.core.combat.followers import follow
from game.core.events import Event
from game.core.profiles import FULL_PACE_MM
from game.core.state import GameState, Unit
from game.table import OVERLAP_TOLERANCE, Base, Mover, closest_pair, penetration
from game.table.geometry import unit_vector

Pose = tuple[int, int, int]

# Turn from a stand's facing to the direction that leads away from an enemy on each edge.
AWAY_TURN = {"front": 180, "right": 270, "rear": 0, "left": 90}
SWEEP_STEP_MM = 5.0


def ground_mover(state: GameState, unit: Unit) -> Mover:
    """How the unit crosses terrain on foot or hoof: flyers retreat and pursue along the ground."""
    return Mover(state.unit_profile(unit).type.value)


def ground_pace(state: GameState, unit: Unit) -> int:
    prof = state.unit_profile(unit)
    return prof.move_mm if prof.move_mm is not None else FULL_PACE_MM[prof.type]


def pressure(state: GameState, unit: Unit) -> tuple[int, dict[str, int]]:
    """(reference stand, enemy stands touching the unit counted against that stand's edges)."""
    bases = board.unit_bases(state, unit)
    touch = contacts(state).get(unit.id, [])
    per_stand = [0] * len(bases)
    for x in touch:
        per_stand[x.stand] += 1
    ref = max(range(len(bases)), key=lambda i: (per_stand[i], -i)) if bases else 0
    counted: dict[str, set[tuple[str, int]]] = {e: set() for e in EDGES}
    if bases:
        rb = bases[ref]
        for x in touch:
            nx, ny = outward(bases[x.stand], x.contact.edge)
            edge = max(EDGES, key=lambda e: (outward(rb, e)[0] * nx + outward(rb, e)[1] * ny, -EDGES.index(e)))
            counted[edge].add((x.enemy, x.enemy_stand))
    return ref, {e: len(v) for e, v in counted.items()}


def pressed_edges(state: GameState, unit: Unit) -> list[str]:
    """The edges of the reference stand most enemy stands press on (several when tied); [] if none touch."""
    _, counts = pressure(state, unit)
    top = max(counts.values(), default=0)
    if top == 0:
        return []
    return [e for e in EDGES if counts[e] == top]


def edge_towards(state: GameState, unit: Unit, enemies: Sequence[str]) -> str | None:
    """The edge of the unit's first stand facing the closest stand of ``enemies``."""
    t = board.table(state)
    best: tuple[float, Base, tuple[float, float], tuple[float, float]] | None = None
    for b in t.bases_of(unit.id):
        for e in enemies:
            for eb in t.bases_of(e):
                d, p, q = closest_pair(b, eb)
                if best is None or d < best[0] - 1e-9:
                    best = (d, b, p, q)
    if best is None:
        return None
    d, b, p, q = best
    ref = t.bases_of(unit.id)[0]
    # The line between the closest points says which way the enemy lies; touching, use the centre.
    vx, vy = (q[0] - p[0], q[1] - p[1]) if d > 1e-6 else (q[0] - b.x, q[1] - b.y)
    return max(EDGES, key=lambda e: (outward(ref, e)[0] * vx + outward(ref, e)[1] * vy, -EDGES.index(e)))


def away_angle(state: GameState, unit: Unit, edge: str) -> int:
    """Direction (degrees, as facings are given) leading away from an enemy on ``edge`` of the reference stand."""
    ref, _ = pressure(state, unit)
    facing = unit.stands[ref].facing if unit.stands else 0
    return (facing + AWAY_TURN[edge]) % 360


def edge_word(state: GameState, unit: Unit, angle: int) -> str:
    """The edge of the unit's first stand that a move in direction ``angle`` leads away from."""
    facing = unit.stands[0].facing if unit.stands else 0
    turn = (angle - facing) % 360
    return min(AWAY_TURN, key=lambda e: abs((AWAY_TURN[e] - turn + 180) % 360 - 180))


def shifted(
    poses: Sequence[Pose], angle: int, distance: float, state: GameState | None = None, unit: Unit | None = None
) -> list[Pose]:
    """Poses moved ``distance`` mm towards ``angle``, rounded to whole millimetres.

    Given the state and the unit, each stand is rounded the way (up or down) that keeps it out of
    other units' stands, so that rounding alone never pushes a stand into one it only touched.
    """
    vx, vy = unit_vector(angle)
    if state is None or unit is None:
        return moves.translate(poses, vx * distance, vy * distance)
    t = board.table(state)
    out: list[Pose] = []
    for i, (x, y, f) in enumerate(poses):
        ex, ey = x + vx * distance, y + vy * distance
        options = [(round(ex), round(ey))]
        options += [(a, b) for a in (math.floor(ex), math.ceil(ex)) for b in (math.floor(ey), math.ceil(ey))]
        best = None
        for ox, oy in options:
            b = board.unit_base(state, unit, i, (ox, oy, f))
            x0, y0, x1, y1 = b.bounds()
            worst = max(
                (penetration(b, o)[0] for o in t.stands_in_box((x0 - 1, y0 - 1, x1 + 1, y1 + 1)) if o.owner != unit.id),
                default=-1.0,
            )
            if best is None or worst < best[0] - 1e-9:
                best = (worst, (ox, oy, f))
            if worst <= 0.0:
                break
        assert best is not None
        out.append(best[1])
    return out


def swept_blockers(
    state: GameState, start: Base, angle: int, distance: float, ignore: set[str], end: Base | None = None
) -> list[str]:
    """Units whose stands a stand would cut into moving straight ``distance`` mm towards ``angle``
    (and, if given, standing at the rounded ``end`` pose)."""
    if distance <= 0:
        return []
    t = board.table(state)
    vx, vy = unit_vector(angle)
    end = start.translated(vx * distance, vy * distance)
    x0, y0, x1, y1 = start.bounds()
    ex0, ey0, ex1, ey1 = end.bounds()
    box = (min(x0, ex0) - 1, min(y0, ey0) - 1, max(x1, ex1) + 1, max(y1, ey1) + 1)
    others = [o for o in t.stands_in_box(box) if o.owner not in ignore]
    if not others:
        return []
    steps = max(1, math.ceil(distance / SWEEP_STEP_MM))
    hit: list[str] = []
    samples = [start.translated(vx * distance * k / steps, vy * distance * k / steps) for k in range(1, steps + 1)]
    if end is not None:
        samples.append(end)
    for s in samples:
        for o in others:
            if o.owner not in hit and penetration(s, o)[0] > OVERLAP_TOLERANCE:
                hit.append(o.owner)
    return hit


def relocate(state: GameState, unit: Unit, poses: Sequence[Pose], keep: Sequence[int] | None = None) -> list[Event]:
    """Put the unit's stands at ``poses``; its characters follow, others in the way step aside.

    ``keep`` lists the stands (by index before the move) that ``poses`` belong to, when some were lost.
    """
    before = board.unit_bases(state, unit)
    kept = list(range(len(before))) if keep is None else list(keep)
    if not kept:
        return []
    cx0 = sum(before[i].x for i in kept) / len(kept)
    cy0 = sum(before[i].y for i in kept) / len(kept)
    old = [before[i] for i in kept]
    moves.set_poses(state, unit, poses)
    after = board.unit_bases(state, unit)
    cx1 = sum(b.x for b in after) / len(after)
    cy1 = sum(b.y for b in after) / len(after)
    events = follow(state, unit, cx1 - cx0, cy1 - cy0)
    events += moves.displace_characters(state, unit, old, board.unit_bases(state, unit))
    return events


def end_refused(state: GameState, unit: Unit, choice: str, poses: Any) -> str:
    """Why a module will not let the unit end this move at ``poses`` (a Screaming Bell left alone), or ''."""
    for fn in state.ruleset.hook(hooks.AFTERMATH_MOVE_ENDS):
        why = fn(state, unit, choice, poses)
        if why:
            return why
    return ""
