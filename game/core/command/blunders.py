"""Carrying out the Blunder table (seed "Blunders"; digest 2.6).

The moves a blunder forces are worked out by the game, not chosen by the player: falling back out of
reach of the enemy (2-3) and rushing the nearest visible enemy (6). Both are straight moves keeping
formation and facing, checked with the same rules as any other move.
"""

from __future__ import annotations

import math

from game.core import board, moves
from game.core.command.charging import carry_out_charge, charge_problems
from game.core.command.events import UnitHeld
from game.core.dice import Dice
from game.core.events import Event, Narration, UnitMoved
from game.core.state import BlunderPick, GameState, Unit

STEP_MM = 5


def carry_out_blunder(
    state: GameState, units: list[Unit], face: int, dice: Dice, takers: list[Unit] | None = None
) -> list[Event]:
    """Carry out the Blunder table's ``face`` for ``units``; ``takers`` narrows who may take the 1's penalty."""
    events: list[Event] = []
    state.command.pending = None
    for u in units:
        u.no_more_orders = True
    if face == 1:
        takers = takers or units
        if len(takers) == 1:
            takers[0].blunder_penalty += 1
            events.append(
                Narration(
                    message=f"{takers[0].name} takes -1 Command for the rest of the battle", rule="command.blunder.1"
                )
            )
        else:
            state.command.blunder_choice = BlunderPick(tuple(u.id for u in takers))
        return events
    if face in (4, 5):
        return [
            UnitHeld(unit=u.id, unit_name=u.name, reason="no sense in getting killed", rule=f"command.blunder.{face}")
            for u in units
        ]
    pace = min(state.unit_profile(u).full_pace_mm for u in units)
    if face in (2, 3):
        for u in units:
            events += _fall_back_from_enemy(state, u, pace, face)
        return events
    for u in units:
        events += _rush_nearest(state, u, dice)
    return events


def _travel(state: GameState, unit: Unit, poses: list[tuple[int, int, int]]) -> int:
    before = board.unit_bases(state, unit)
    return round(
        max(moves.corner_travel(a, b) for a, b in zip(before, board.unit_bases(state, unit, poses), strict=True))
    )


def _centre(state: GameState, unit: Unit) -> tuple[float, float]:
    xs = [s.x for s in unit.stands]
    ys = [s.y for s in unit.stands]
    return sum(xs) / len(xs), sum(ys) / len(ys)


def visible_enemies(state: GameState, unit: Unit, within: float) -> list[tuple[str, float]]:
    return board.table(state).closest_enemy_units(unit.id, within, visible_only=True)


def _min_enemy_distance(state: GameState, unit: Unit, poses: list[tuple[int, int, int]]) -> float:
    t = board.table(state)
    bases = board.unit_bases(state, unit, poses)
    # Two stands are never nearer than their centres less their circumradii: taking the pairs nearest by
    # that bound first, the exact edge-to-edge test is needed for only a few of them.
    pairs = sorted(
        (
            (math.hypot(b.x - eb.x, b.y - eb.y) - b.circumradius - eb.circumradius, b, eb)
            for e in state.live_units(1 - unit.side)
            for eb in t.bases_of(e.id)
            for b in bases
        ),
        key=lambda pair: pair[0],
    )
    best = math.inf
    for bound, b, eb in pairs:
        if bound >= best:
            break
        best = min(best, t.distance(b, eb))
    return best


def _fall_back_from_enemy(state: GameState, unit: Unit, pace: int, face: int) -> list[Event]:
    rule = f"command.blunder.{face}"
    if not visible_enemies(state, unit, pace):
        return [
            UnitHeld(
                unit=unit.id, unit_name=unit.name, reason="no enemy in sight within a full move: it halts", rule=rule
            )
        ]
    start = moves.unit_poses(unit)
    best: tuple[float, list[tuple[int, int, int]]] | None = None
    # The furthest place found, with its direction and step so that ties go to the first direction and the
    # shortest step, as if each direction were walked out in turn.
    fallback: tuple[float, int, int, list[tuple[int, int, int]]] | None = None
    directions = [(math.sin(math.radians(deg)), -math.cos(math.radians(deg))) for deg in range(0, 360, 10)]
    open_ways = list(range(len(directions)))
    # Step outwards in every direction at once: the shortest way out of reach is found at the first step
    # where any direction gets there, without walking the others to the end.
    for d in range(STEP_MM, pace + 1, STEP_MM):
        still_open = []
        for k in open_ways:
            dx, dy = directions[k]
            poses = moves.translate(start, dx * d, dy * d)
            if moves.move_problems(state, unit, poses, allowance=pace, allow_leave_table=False):
                continue
            gap = _min_enemy_distance(state, unit, poses)
            if gap > pace:
                # Shortest route first (the first step that gets out); then the one that ends furthest away.
                if best is None or gap > best[0]:
                    best = (gap, poses)
                continue
            still_open.append(k)
            if fallback is None or (gap, -k, -d) > (fallback[0], -fallback[1], -fallback[2]):
                fallback = (gap, k, d, poses)
        if best is not None:
            break
        open_ways = still_open
    chosen = best[1] if best else (fallback[3] if fallback else None)
    if chosen is None:
        return [UnitHeld(unit=unit.id, unit_name=unit.name, reason="it has nowhere to fall back to", rule=rule)]
    how = (
        "blunder: falling back out of the enemy's reach" if best else "blunder: getting as far from the enemy as it can"
    )
    events: list[Event] = [
        UnitMoved(
            unit=unit.id,
            unit_name=unit.name,
            how=how,
            poses=tuple(chosen),
            distance=_travel(state, unit, chosen),
            rule=rule,
        )
    ]
    events += moves.carry_out_move(state, unit, chosen, None)
    unit.moved = True
    return events


def _rush_nearest(state: GameState, unit: Unit, dice: Dice) -> list[Event]:
    rule = "command.blunder.6"
    seen = visible_enemies(state, unit, 10_000)
    if not seen:
        return [UnitHeld(unit=unit.id, unit_name=unit.name, reason="no enemy in sight: it halts", rule=rule)]
    target = seen[0][0]
    if not charge_problems(state, unit, target, how="blunder"):
        return carry_out_charge(state, unit, target, dice, how="Up and 'at 'em!")
    pace = state.unit_profile(unit).full_pace_mm
    cx, cy = _centre(state, unit)
    t = board.table(state)
    tb = min(t.bases_of(target), key=lambda b: math.dist((b.x, b.y), (cx, cy)))
    vx, vy = tb.x - cx, tb.y - cy
    n = math.hypot(vx, vy) or 1.0
    start = moves.unit_poses(unit)
    chosen = None
    for d in range(STEP_MM, pace + 1, STEP_MM):
        poses = moves.translate(start, vx / n * d, vy / n * d)
        if moves.move_problems(state, unit, poses, allowance=pace, allow_leave_table=False):
            break
        chosen = poses
    if chosen is None:
        return [UnitHeld(unit=unit.id, unit_name=unit.name, reason="it cannot get any closer", rule=rule)]
    events: list[Event] = [
        UnitMoved(
            unit=unit.id,
            unit_name=unit.name,
            how="blunder: rushing the enemy",
            poses=tuple(chosen),
            distance=_travel(state, unit, chosen),
            rule=rule,
        )
    ]
    events += moves.carry_out_move(state, unit, chosen, None)
    unit.moved = True
    return events
