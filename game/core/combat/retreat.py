"""Retreats (digest 5.7, 3.8).

The loser retreats by the difference in results, shared among its units (supporters and units
destroyed this round count), rounded up, at least 1 cm. Each unit moves straight away from the side
most enemy stands press on, keeping formation and facing; supporters go the way the unit they backed
went. A stand whose way is blocked by enemy stands, impassable terrain or friendly stands is destroyed
(the unit's hits stay as they were); ending in contact with an enemy of another engagement also
blocks it. Artillery forced to retreat is destroyed; a unit retreating off the table is destroyed.

Unengaged friends in the way make way if they can (``game.core.makeway``: aside or back, each testing
for confusion, as does the retreating unit); those that cannot, and engaged friends, block the retreat.
"""

from __future__ import annotations

import math

from game.core import board, moves
from game.core.combat.attacks import IN_THE_OPEN, RETREAT_MM
from game.core.combat.camps import camp
from game.core.combat.events import RetreatBlocked, Retreated
from game.core.combat.kept import Aftermath
from game.core.combat.moving import (
    away_angle,
    edge_towards,
    edge_word,
    ground_mover,
    pressed_edges,
    relocate,
    shifted,
    swept_blockers,
)
from game.core.dice import Dice
from game.core.events import Event, Narration
from game.core.profiles import UnitType
from game.core.questions import ARTILLERY_RETREAT, CROSSABLE_PIECES, RETREAT_DESTROYS
from game.core.state import GameState, Unit
from game.table import TOUCH_TOLERANCE, base_distance
from game.table.geometry import unit_vector

SPLIT = "split_by_retreat"
"""Unit flag: a blocked stand split the unit in its retreat (checked at the end of the turn)."""


def retreat_distance(difference: int, losing_units: int) -> int:
    """Millimetres each losing unit retreats: the difference shared out, rounded up, at least 1 cm."""
    return 10 * max(1, math.ceil(difference / max(1, losing_units)))


def edge_options(state: GameState, unit: Unit) -> list[str]:
    """The edges the unit may retreat away from (more than one only when enemies press equally)."""
    return pressed_edges(state, unit)


def retreat_angle(state: GameState, unit: Unit, edge: str, pending: Aftermath) -> tuple[int, str]:
    """(direction in degrees, edge it retreats from) for this unit."""
    options = pressed_edges(state, unit)
    if options:
        chosen = edge if edge in options else options[0]
        return away_angle(state, unit, chosen), chosen
    for friend in pending.supported.get(unit.id, []):
        if friend in pending.directions:
            angle = pending.directions[friend]
            return angle, edge_word(state, unit, angle)
        fu = state.units[friend]
        if fu.alive and pressed_edges(state, fu):
            e = pressed_edges(state, fu)[0]
            angle = away_angle(state, fu, e)
            return angle, edge_word(state, unit, angle)
    enemies = [u for u in pending.units if state.units[u].alive and camp(state, u) != camp(state, unit)]
    e = edge_towards(state, unit, enemies) or "front"
    angle = (unit.stands[0].facing + {"front": 180, "right": 270, "rear": 0, "left": 90}[e]) % 360
    return angle, e


def _sweep(state: GameState, unit: Unit, angle: int, distance: int) -> list[tuple[int, int, int]]:
    return shifted([s.pose for s in unit.stands], angle, distance, state, unit)


def order_matters(state: GameState, units: list[str], pending: Aftermath) -> bool:
    """Whether one losing unit's retreat could run into another's start or end: then the loser picks."""
    live = [state.units[u] for u in units if state.units[u].alive]
    if len(live) < 2:
        return False
    mm = pending.retreat_mm
    plans = {}
    for u in live:
        angle, _ = retreat_angle(state, u, "", pending)
        plans[u.id] = (angle, board.unit_bases(state, u), board.unit_bases(state, u, _sweep(state, u, angle, mm)))
    from game.table import penetration

    for a in live:
        angle, start, _ = plans[a.id]
        vx, vy = unit_vector(angle)
        steps = max(1, math.ceil(mm / 5))
        for b in live:
            if a.id == b.id:
                continue
            others = plans[b.id][1] + plans[b.id][2]
            for s in start:
                for k in range(1, steps + 1):
                    moved = s.translated(vx * mm * k / steps, vy * mm * k / steps)
                    if any(penetration(moved, o)[0] > 1.0 for o in others):
                        return True
    return False


def retreat_unit(state: GameState, unit: Unit, edge: str, pending: Aftermath, dice: Dice) -> list[Event]:
    """Carry out one losing unit's retreat; records how far it went for the pursuit bonus."""
    mm = pending.retreat_mm
    fight = set(pending.units)
    artillery = state.unit_profile(unit).type is UnitType.ARTILLERY
    fares = state.ruleset.ask(ARTILLERY_RETREAT, state, unit) if artillery else ""
    if fares == "stands":
        # A laagered War Wagon neither retreats nor is overrun: the fight goes on where it stands.
        return [Narration(message=f"{unit.name} holds its ground: it neither retreats nor is overrun",
                          rule="combat.retreat.holds")]
    if artillery and fares != "retreats":
        return moves.destroy_unit(state, unit, "artillery forced to retreat is overrun", "combat.retreat.artillery")
    overrun = state.ruleset.ask(RETREAT_DESTROYS, state, unit)
    if overrun:
        return moves.destroy_unit(state, unit, overrun, "combat.retreat.artillery")
    angle, from_edge = retreat_angle(state, unit, edge, pending)
    events: list[Event] = _make_way(state, unit, angle, mm, dice)
    t = board.table(state)
    mover = ground_mover(state, unit)
    start = board.unit_bases(state, unit)
    end_poses = _sweep(state, unit, angle, mm)
    end = board.unit_bases(state, unit, end_poses)
    chars = [c.id for c in state.live_characters()]
    everyone = [u.id for u in state.live_units()] + chars
    lost: dict[str, list[int]] = {}
    off_table = False
    # Pieces a module lets the unit go over (equipment): passed, and paid for by the module, but never ended on.
    crossable: tuple[str, ...] = state.ruleset.ask(CROSSABLE_PIECES, state, unit)
    names = {p.id: p.name or p.kind.value for p in board.terrain_pieces(state) if p.id in crossable}
    for i, (a, b) in enumerate(zip(start, end, strict=True)):
        why = None
        path = t.path_clear(a, b, mover=mover, ignore=[*everyone, *crossable], charging=True)
        if not path.ok and path.blocked_by == "table edge":
            off_table = True
            continue
        if not path.ok:
            why = moves.path_words(state, path).split(":")[0]
            piece = next((p for p in state.terrain if p.id == path.blocked_by), None)
            why = (piece.name or piece.kind.replace("_", " ")) if piece is not None else why
        if why is None and crossable:
            # A stand on a piece already (in a pit) may end still partly on it: it is climbing out.
            was = set(t.overlaps(a, mover=mover, ignore=everyone))
            on = [h for h in t.overlaps(b, mover=mover, ignore=everyone) if h in names and h not in was]
            why = names[on[0]] if on else None
        if why is None:
            hit = swept_blockers(state, a, angle, mm, {unit.id, *chars}, b)
            if hit:
                why = state.units[hit[0]].name
        if why is None:
            for o in t.stands_in_box(b.bounds()):
                if o.side != unit.side and o.owner not in fight and base_distance(b, o) <= TOUCH_TOLERANCE:
                    why = f"{state.units[o.owner].name} of another combat"
                    break
        if why is not None:
            lost.setdefault(why, []).append(i)
    pending.directions[unit.id] = angle
    if off_table:
        return events + moves.destroy_unit(state, unit, "it retreated off the table", "combat.retreat.off_table")
    gone = sorted(i for idx in lost.values() for i in idx)
    for why, idx in sorted(lost.items(), key=lambda kv: kv[1][0]):
        events.append(
            RetreatBlocked(
                unit=unit.id, unit_name=unit.name, stands=len(idx), blocked_by=why, rule="combat.retreat.blocked"
            )
        )
    keep = [i for i in range(len(unit.stands)) if i not in gone]
    if not keep:
        events += moves.destroy_unit(state, unit, "every stand's retreat was blocked", "combat.retreat.blocked")
        return events
    poses = [p for i, p in enumerate(end_poses) if i in keep]
    events.append(
        Retreated(
            unit=unit.id,
            unit_name=unit.name,
            distance=mm,
            away_from=from_edge,
            poses=tuple(poses),
            lost=len(gone),
            rule="combat.retreat",
        )
    )
    events += relocate(state, unit, poses, keep)
    unit.flags[IN_THE_OPEN] = 1
    unit.flags[RETREAT_MM] = mm
    if gone and not moves.connected(board.unit_bases(state, unit)):
        # Split by a lost stand: if still apart and out of combat at the end of the turn, it loses another.
        unit.flags[SPLIT] = 1
    pending.retreated[unit.id] = mm
    return events


def _make_way(state: GameState, unit: Unit, angle: int, mm: int, dice: Dice) -> list[Event]:
    """Unengaged friends in the retreat's path step aside or back if they can (``game.core.makeway``);
    those that cannot, like engaged friends, stay put and block it."""
    from game.core.makeway import in_path, make_way, path_hulls

    direction = unit_vector(angle)
    hulls = path_hulls(board.unit_bases(state, unit), direction, mm)
    events: list[Event] = []
    for friend in state.live_units(unit.side):
        if friend.id == unit.id or friend.engaged or not in_path(state, friend, hulls):
            continue
        _, evs = make_way(state, friend, unit, direction, mm, dice)
        events += evs
    return events
