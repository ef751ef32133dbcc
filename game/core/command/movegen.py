"""Representative moves for a unit or brigade owed a move.

Moves are continuous, so ``legal_actions`` cannot list them all. These candidates (straight ahead,
wheels, an about-face, towards the nearest enemy, a step back) each go as far as the rules allow, and
are what the random agent and the scripted opponents choose from; a person drags any move they like.
"""

from __future__ import annotations

import math

from game.core import board, moves
from game.core.command.actions import Charge, Hold, Move
from game.core.command.charging import charge_problems
from game.core.command.pending import allowance, check_hold, check_move
from game.core.state import GameState, Unit

Pose = tuple[int, int, int]
TURNS = (0, -45, 45, -90, 90, 180)


def _centroid(poses: list[Pose]) -> tuple[float, float]:
    return sum(p[0] for p in poses) / len(poses), sum(p[1] for p in poses) / len(poses)


def transform(poses: list[Pose], cx: float, cy: float, turn: int, dx: float, dy: float) -> list[Pose]:
    """Rotate poses about (cx, cy) by ``turn`` degrees clockwise, then shift by (dx, dy)."""
    a = math.radians(turn)
    c, s = math.cos(a), math.sin(a)
    out = []
    for x, y, f in poses:
        rx, ry = x - cx, y - cy
        nx, ny = cx + rx * c - ry * s, cy + rx * s + ry * c
        out.append((round(nx + dx), round(ny + dy), (f + turn) % 360))
    return out


def group_candidates(state: GameState, units: list[Unit], kind: str) -> list[Move]:
    """Straight moves of the whole group, each pushed as far as it legally goes."""
    allp = [p for u in units for p in moves.unit_poses(u)]
    cx, cy = _centroid(allp)
    facing = units[0].stands[0].facing
    limit = min(allowance(state, u, None, kind) for u in units)
    found: list[Move] = []
    seen: set[tuple] = set()
    for turn in TURNS:
        heading = math.radians(facing + turn)
        fx, fy = math.sin(heading), -math.cos(heading)
        directions = [(fx, fy)]
        if turn == 0:
            directions.append((-fx, -fy))  # a step back, keeping facing
        for vx, vy in directions:
            best = _furthest(state, units, cx, cy, turn, vx, vy, limit)
            if best is not None and best.poses not in seen:
                seen.add(best.poses)
                found.append(best)
    enemy = _nearest_enemy_vector(state, units, cx, cy)
    if enemy is not None:
        best = _furthest(state, units, cx, cy, 0, enemy[0], enemy[1], limit)
        if best is not None and best.poses not in seen:
            found.append(best)
    return found


def _make(units: list[Unit], all_poses: list[Pose]) -> Move:
    out = []
    i = 0
    for u in units:
        n = len(u.stands)
        out.append(tuple(all_poses[i : i + n]))
        i += n
    return Move(tuple(u.id for u in units), tuple(out))


# How close to the longest legal move the search gets (mm): candidates are a sample, not the last millimetre.
RESOLUTION_MM = 10


def _furthest(
    state: GameState, units: list[Unit], cx: float, cy: float, turn: int, vx: float, vy: float, limit: int
) -> Move | None:
    """The longest legal move in one direction (a binary search on the distance, to ``RESOLUTION_MM``)."""
    allp = [p for u in units for p in moves.unit_poses(u)]

    def at(d: float) -> Move:
        return _make(units, transform(allp, cx, cy, turn, vx * d, vy * d))

    # Try the full distance first: in open ground it is usually legal.
    m = at(limit)
    if not check_move(state, m):
        return m
    lo, hi = 0, limit
    best: Move | None = None
    # A wheel or turn spends part of the allowance on turning: what is left after it is usually legal,
    # which leaves only the last few centimetres to search.
    spent = math.ceil(_turn_cost(state, units, allp, cx, cy, turn))
    if 0 < spent < limit:
        m = at(limit - spent)
        if not check_move(state, m):
            best, lo = m, limit - spent
        else:
            hi = limit - spent
    while hi - lo > RESOLUTION_MM:
        mid = (lo + hi) // 2
        m = at(mid)
        if not check_move(state, m):
            best, lo = m, mid
        else:
            hi = mid
    if best is None and turn != 0:
        m = at(0)
        if not check_move(state, m):
            best = m
    return best


def _turn_cost(state: GameState, units: list[Unit], allp: list[Pose], cx: float, cy: float, turn: int) -> float:
    """How far the furthest corner travels when the group only turns (no move) by ``turn`` degrees."""
    if turn == 0:
        return 0.0
    turned = transform(allp, cx, cy, turn, 0, 0)
    cost, i = 0.0, 0
    for u in units:
        n = len(u.stands)
        before = board.unit_bases(state, u)
        after = board.unit_bases(state, u, turned[i : i + n])
        cost = max(cost, max(moves.corner_travel(a, b) for a, b in zip(before, after, strict=True)))
        i += n
    return cost


def _nearest_enemy_vector(state: GameState, units: list[Unit], cx: float, cy: float) -> tuple[float, float] | None:
    best = None
    for e in state.live_units(1 - units[0].side):
        for s in e.stands:
            d = math.dist((s.x, s.y), (cx, cy))
            if best is None or d < best[0]:
                best = (d, s.x - cx, s.y - cy)
    if best is None or best[0] < 1:
        return None
    return best[1] / best[0], best[2] / best[0]


def pending_candidates(state: GameState, hold: bool = True) -> list[Move | Charge | Hold]:
    """Hold (unless ``hold`` is False or a rule forbids it), every possible charge, and a handful of moves for
    the units owed a move."""
    p = state.command.pending
    if p is None:
        return []
    units = [state.units[u] for u in p.units]
    # A standing order may forbid holding while a way towards the enemy is open (it asks this list, no hold).
    out: list[Move | Charge | Hold] = [Hold(tuple(p.units))] if hold and not check_hold(state, Hold(p.units)) else []
    if p.kind == "order":
        t = board.table(state)
        for u in units:
            for enemy in state.live_units(1 - u.side):
                if t.owner_distance(u.id, enemy.id) > state.unit_profile(u).full_pace_mm + 50:
                    continue
                if not charge_problems(state, u, enemy.id, how="order"):
                    out.append(Charge(u.id, enemy.id))
            for ch in state.live_characters(1 - u.side):
                if ch.joined is not None or t.owner_distance(u.id, ch.id) > state.unit_profile(u).full_pace_mm + 50:
                    continue
                if not charge_problems(state, u, ch.id, how="order"):
                    out.append(Charge(u.id, ch.id))
    out.extend(group_candidates(state, units, p.kind))
    return out
