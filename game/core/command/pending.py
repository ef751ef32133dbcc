"""Settling a move owed after an order: move, charge or hold.

After a passed order the unit (or every unit of the brigade) moves up to full pace; after a failed
first order it may move at half pace, but never charge. Brigade units that charge go one at a time;
the rest move together in one Move and must end touching as one body (digest 2.7).
"""

from __future__ import annotations

import math
from dataclasses import replace

from game.core import board, hooks, moves, roads
from game.core.command.actions import Charge, Hold, Move
from game.core.command.charging import carry_out_charge, charge_problems
from game.core.command.events import UnitHeld
from game.core.dice import Dice
from game.core.events import Event, UnitMoved
from game.core.questions import CARRIES_CHARACTERS
from game.core.state import GameState, Unit


def _remaining(state: GameState) -> list[str]:
    p = state.command.pending
    return list(p.units) if p else []


def release(state: GameState, uid: str) -> None:
    """The unit has made its move some other way (a charge, a supporting charge): it is owed no other."""
    pending = state.command.pending
    if pending is not None and uid in pending.units:
        rest = tuple(u for u in pending.units if u != uid)
        state.command.pending = replace(pending, units=rest) if rest else None


def blocks_leaving(state: GameState) -> str | None:
    if state.command.pending is not None:
        names = ", ".join(state.units[u].name for u in _remaining(state))
        return f"{names} must move, charge or hold first"
    if state.command.blunder_choice is not None:
        return "choose which unit of the brigade takes the blunder penalty first"
    return None


def allowance(state: GameState, unit: Unit, end_poses: list[tuple[int, int, int]] | None, kind: str) -> int:
    start = board.unit_bases(state, unit)
    end = board.unit_bases(state, unit, end_poses) if end_poses is not None else None
    full = moves.pace(state, unit, start, end)
    if kind == "half":
        return full // 2 if not state.unit_profile(unit).flying else 100
    return full


def check_move(state: GameState, action: Move) -> list[str]:
    pending = state.command.pending
    if pending is None:
        return ["no unit is waiting to move: give an order first"]
    rem = _remaining(state)
    if sorted(action.units) != sorted(rem):
        names = ", ".join(state.units[u].name for u in rem)
        return [f"move all of {names} together (units that charge go first, one at a time)"]
    if len(action.poses) != len(action.units):
        return ["give the end positions of every unit's stands"]
    reasons: list[str] = []
    what = "move at half pace" if pending.kind == "half" else "move"
    movers = set(action.units)
    for uid, poses in zip(action.units, action.poses, strict=True):
        u = state.units[uid]
        allow = allowance(state, u, list(poses), pending.kind)
        rs = moves.move_problems(state, u, poses, allowance=allow, ignore=movers - {uid}, what=what)
        if not rs:
            end = board.unit_bases(state, u, list(poses))
            rs = [r for refuse in state.ruleset.hook(hooks.STANDING_ORDERS) for r in refuse(state, u, "move", end)]
        reasons += [f"{u.name}: {r}" if len(action.units) > 1 else r for r in rs]
    if not reasons and len(action.units) > 1:
        bases = []
        for uid, poses in zip(action.units, action.poses, strict=True):
            bases += board.unit_bases(state, state.units[uid], list(poses))
        if not moves.connected(bases):
            reasons.append("a brigade must end touching as one body (only charging units may leave it)")
        others = _overlap_between(state, action)
        if others:
            reasons.append(others)
    return reasons


def _overlap_between(state: GameState, action: Move) -> str | None:
    """Units of one brigade may not end on top of each other."""
    allb = []
    for uid, poses in zip(action.units, action.poses, strict=True):
        allb.append((uid, board.unit_bases(state, state.units[uid], list(poses))))
    for i, (ua, ba) in enumerate(allb):
        for ub, bb in allb[i + 1 :]:
            for a in ba:
                for b in bb:
                    if board.table_overlap(a, b):
                        return f"{state.units[ua].name} and {state.units[ub].name} would end on top of each other"
    return None


def apply_move(state: GameState, action: Move, dice: Dice) -> list[Event]:
    pending = state.command.pending
    assert pending is not None
    how = "half pace after a failed order" if pending.kind == "half" else "order"
    events: list[Event] = []
    for uid, poses in zip(action.units, action.poses, strict=True):
        u = state.units[uid]
        events += break_joins(state, u)
        travel = max(
            moves.corner_travel(a, b)
            for a, b in zip(board.unit_bases(state, u), board.unit_bases(state, u, list(poses)), strict=True)
        )
        # Rounded down: a move the measuring slack lets end 0.6 mm past a 20 cm pace reads "20 cm", not a breach.
        events.append(
            UnitMoved(
                unit=uid, unit_name=u.name, how=how, poses=tuple(poses), distance=math.floor(travel),
                rule="movement.move",
            )
        )
        before = board.unit_bases(state, u)
        # The table edge is dealt with once every unit of the move stands where it ends: a unit brought back
        # inside must not be set down where a brigade partner is about to move.
        events += moves.carry_out_move(state, u, list(poses), None)
        u.moved = True
        # Hook: a whole move along a road earns +1 on the next order (digest 2.4, 8).
        roads.note_march(state, u, before, board.unit_bases(state, u))
    for uid in action.units:
        u = state.units[uid]
        if u.alive and moves.leaves_table(state, u, moves.unit_poses(u)):
            events += moves.leave_table(state, u, dice, own_move=True)
    state.command.pending = None
    return events


def break_joins(state: GameState, unit: Unit) -> list[Event]:
    """Characters never move with units in the Command phase: a joined character stays behind (unless the
    game's rules make a combined unit move as one)."""
    if state.ruleset.ask(CARRIES_CHARACTERS, state, unit):
        return []
    for ch in state.live_characters(unit.side):
        if ch.joined == unit.id:
            ch.joined = None
    return []


def check_hold(state: GameState, action: Hold) -> list[str]:
    if state.command.pending is None:
        return ["no unit is waiting to move"]
    if sorted(action.units) != sorted(_remaining(state)):
        return ["every unit still owed a move must hold together"]
    return [r for u in action.units for refuse in state.ruleset.hook(hooks.STANDING_ORDERS)
            for r in refuse(state, state.units[u], "hold", None)][:1]


def apply_hold(state: GameState, action: Hold, dice: Dice) -> list[Event]:
    events: list[Event] = [
        UnitHeld(unit=u, unit_name=state.units[u].name, reason="its player chose not to move", rule="movement.hold")
        for u in action.units
    ]
    state.command.pending = None
    return events


def check_charge(state: GameState, action: Charge) -> list[str]:
    pending = state.command.pending
    if pending is None:
        return ["no unit is waiting to move: give an order first"]
    if action.unit not in pending.units:
        return [f"{action.unit} is not the unit being moved"]
    if pending.kind == "half":
        return ["a unit that failed its order cannot charge (its half-pace move may not reach the enemy)"]
    unit = state.units[action.unit]
    return charge_problems(state, unit, action.target, how="order")


def apply_charge(state: GameState, action: Charge, dice: Dice) -> list[Event]:
    pending = state.command.pending
    assert pending is not None
    unit = state.units[action.unit]
    events = break_joins(state, unit)
    events += carry_out_charge(state, unit, action.target, dice, how="order")
    release(state, action.unit)
    return events
