"""Infiltration (digest 10.0; Dwarf Rangers 10.6 [2]): troops kept back at deployment appear by order later.

- Hold back (``hold_back``, in the deployment step, instead of setting the unit up): a unit whose rules let it
  infiltrate stays off the table. How many a side may keep back is the ``INFILTRATORS_PER_1000`` answer per
  full 1000 points of the game (taken as the smallest game the force fits: its points rounded up to 1000).
- Infiltrate (``infiltrate``, in the Orders step): any character of the side, at any range, orders the unit
  to a point that lies in dense terrain on the table or on a table edge other than the enemy's own. The order
  is rolled as usual, with the penalty for the distance from the character to the point and -1 if an enemy
  unit is within 20 cm of where the unit appears, but never for dense terrain. On a pass the unit is placed
  in line around the point (the middle stand on it; at an edge, the line runs along the edge just inside it,
  facing into the table),
  touching no enemy, and the order counts as its first. On a failure it stays hidden and may try again next
  turn; the character stops giving orders as after any failed order (the General's failure stops everyone).
  Choice made for the players: a double six is a plain failure, not a blunder, as the unit is not yet there.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

from game.core import board, hooks
from game.core.actions import Action
from game.core.command.penalties import ENEMY_NEAR_MM, distance_penalty
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier
from game.core.magic import effects
from game.core.profiles import Rank
from game.core.questions import DISTANCE_PENALTY_FACTOR, INFILTRATORS_HALF, INFILTRATORS_PER_1000
from game.core.scenario import HIDDEN, UNDEPLOYED, formation_poses
from game.core.specials.dwarf_events import Infiltrated
from game.core.state import Character, GameState, Stand, Unit
from game.table import DENSE

RULE = "specials.infiltrate"
# Unit flag: the ply in which its infiltration order failed (it may not try again that turn).
FAILED_PLY = "infiltration_failed_ply"
EDGE_MM = 10
Pose = tuple[int, int, int]


@dataclass(frozen=True)
class HoldBack(Action):
    """Keep a unit that may infiltrate off the table at deployment."""

    kind: ClassVar[str] = "hold_back"
    unit: str

    def __str__(self) -> str:
        return f"{self.unit} is held back to infiltrate"


@dataclass(frozen=True)
class Infiltrate(Action):
    """A character orders a hidden unit to appear around (x, y), facing ``facing``."""

    kind: ClassVar[str] = "infiltrate"
    character: str
    unit: str
    x: int
    y: int
    facing: int

    def __str__(self) -> str:
        return f"{self.character} orders {self.unit} to appear at ({self.x}, {self.y})"


def _army_value(state: GameState, side: int) -> int:
    army = state.sides[side].army
    pts = sum(army.unit(u.profile).points for u in state.units.values() if u.side == side)
    for ch in state.characters.values():
        if ch.side == side:
            pts += state.character_profile(ch).points
            mount = state.mount_profile(ch)
            pts += mount.points if mount else 0
    return pts


def _kin(state: GameState, unit: Unit) -> list[Unit]:
    """The side's units of the unit's own kind (its profile), itself included."""
    return [u for u in state.units.values() if u.side == unit.side and u.profile == unit.profile]


def allowance(state: GameState, unit: Unit) -> int:
    """How many units like this one the side may hold back."""
    if state.ruleset.ask(INFILTRATORS_HALF, state, unit):
        return len(_kin(state, unit)) // 2
    per = state.ruleset.ask(INFILTRATORS_PER_1000, state, unit)
    if per <= 0:
        return 0
    return per * max(1, math.ceil(_army_value(state, unit.side) / 1000))


def check_hold_back(state: GameState, action: HoldBack) -> list[str]:
    unit = state.units.get(action.unit)
    if unit is None:
        return [f"there is no unit {action.unit!r}"]
    if not unit.flags.get(UNDEPLOYED):
        return [f"{unit.name} is not waiting to be set up; only units still to deploy may be held back"]
    from game.core.deployment.placing import turn_problems

    reasons = turn_problems(state, unit.side, "unit")
    if reasons:
        return reasons
    cap = allowance(state, unit)
    if cap <= 0:
        return [f"{unit.name} cannot infiltrate, so it must be set up"]
    # Units held back by half of their kind count only against their own kind's share.
    pool = _kin(state, unit) if state.ruleset.ask(INFILTRATORS_HALF, state, unit) else [
        u for u in state.units.values() if u.side == unit.side]
    kept = sum(1 for u in pool if u.flags.get(HIDDEN))
    if kept >= cap:
        return [f"no more units may be held back: {cap} may infiltrate in a force of this size"]
    return []


def apply_hold_back(state: GameState, action: HoldBack, dice: Dice) -> list[Event]:
    from game.core.deployment import order

    unit = state.units[action.unit]
    unit.flags.pop(UNDEPLOYED, None)
    unit.flags[HIDDEN] = 1
    unit.off_table = True
    order.pass_on(state, unit.side)
    return [
        Infiltrated(unit=unit.id, unit_name=unit.name, character_name="", success=False, where="held back",
                    rule=f"{RULE}.hold_back")
    ]


def legal_hold_back(state: GameState) -> list[HoldBack]:
    if state.phase != "deployment":
        return []
    out = []
    for u in state.units.values():
        a = HoldBack(u.id)
        if u.flags.get(UNDEPLOYED) and not check_hold_back(state, a):
            out.append(a)
    return sorted(out, key=lambda a: a.unit)


def poses_at(state: GameState, unit: Unit, x: int, y: int, facing: int) -> list[Pose]:
    """The unit in line around (x, y). At a table edge the line runs along the edge, just inside it and facing
    into the table (whatever facing was asked)."""
    prof = state.unit_profile(unit)
    n = len(unit.stands)
    w, d = prof.base_mm
    if y >= state.table_h - EDGE_MM or y <= EDGE_MM:
        bottom = y >= state.table_h - EDGE_MM
        y, facing = (state.table_h - d // 2 - 1, 0) if bottom else (d // 2 + 1, 180)
        x = min(max(x, (w * n) // 2 + 1), state.table_w - (w * n) // 2 - 1)
    elif x <= EDGE_MM or x >= state.table_w - EDGE_MM:
        left = x <= EDGE_MM
        x, facing = (d // 2 + 1, 90) if left else (state.table_w - d // 2 - 1, 270)
        y = min(max(y, (w * n) // 2 + 1), state.table_h - (w * n) // 2 - 1)
    return formation_poses(prof, n, x, y, facing, "line")


def point_problems(state: GameState, unit: Unit, x: int, y: int) -> list[str]:
    """Why (x, y) is no place to infiltrate to: neither in dense terrain nor on an edge other than the enemy's."""
    if not (0 <= x <= state.table_w and 0 <= y <= state.table_h):
        return ["the point must be on the table"]
    enemy_edge_y = 0 if unit.side == 0 else state.table_h
    own_edge_y = state.table_h - enemy_edge_y
    on_edge = abs(y - own_edge_y) <= EDGE_MM or x <= EDGE_MM or x >= state.table_w - EDGE_MM
    if abs(y - enemy_edge_y) <= EDGE_MM:
        return ["infiltrators may not appear on the enemy's own table edge"]
    t = board.table(state)
    dense = any(p.kind in DENSE for p in t.pieces_at((x, y)))
    if not (on_edge or dense):
        return ["infiltrators appear in dense terrain or on a table edge other than the enemy's"]
    return []


def _enemy_near(state: GameState, unit: Unit, poses: list[Pose]) -> float | None:
    t = board.table(state)
    best: float | None = None
    for b in board.unit_bases(state, unit, poses):
        for e in state.live_units(1 - unit.side):
            for eb in t.bases_of(e.id):
                d = t.distance(b, eb)
                best = d if best is None else min(best, d)
    return best


def placement_problems(state: GameState, unit: Unit, poses: list[Pose]) -> list[str]:
    t = board.table(state)
    mover = board.unit_mover(state, unit)
    for b in board.unit_bases(state, unit, poses):
        hits = t.overlaps(b, mover=mover, ignore=[unit.id], include_characters=True)
        if hits:
            what = hits[0]
            name = state.units[what].name if what in state.units else what.replace("_", " ")
            return [f"{unit.name} would stand on {name}"]
    near = _enemy_near(state, unit, poses)
    if near is not None and near <= 1.0:
        return [f"{unit.name} may not appear touching the enemy"]
    return []


def order_modifiers(state: GameState, ch: Character, unit: Unit, x: int, y: int, poses: list[Pose]) -> list[Modifier]:
    # Measured from the character, or from the unit he has joined (its first stand), to the point.
    if ch.joined and ch.joined in state.units and state.units[ch.joined].stands:
        sx, sy = float(state.units[ch.joined].stands[0].x), float(state.units[ch.joined].stands[0].y)
    else:
        sx, sy = float(ch.x), float(ch.y)
    dist = math.hypot(sx - x, sy - y)
    mods = []
    # A unit that ignores distance when ordered (Gorgers) ignores it here too; its own order modifiers count.
    dp = distance_penalty(dist) * state.ruleset.ask(DISTANCE_PENALTY_FACTOR, state, unit)
    if dp:
        mods.append(Modifier(-dp, "command.penalty.distance", f"distance {dist / 10:.0f} cm to the point"))
    near = _enemy_near(state, unit, poses)
    if near is not None and near <= ENEMY_NEAR_MM:
        mods.append(Modifier(-1, "command.penalty.enemy_near", "enemy within 20 cm"))
    # The other rules' modifiers measure from the unit (an enemy Sorcerer's Anger within 30 cm): off the table
    # it has no place to measure from, so they are asked with it standing where it would appear.
    kept = (unit.stands, unit.off_table)
    unit.stands, unit.off_table = [Stand(*p) for p in poses], False
    state.invalidate()
    try:
        for more in state.ruleset.hook(hooks.COMMAND_MODIFIERS):
            mods += more(state, ch, [unit])
    finally:
        unit.stands, unit.off_table = kept
        state.invalidate()
    return mods


def order_needed(state: GameState, action: Infiltrate) -> int:
    """The score the infiltration order must not exceed (Command with its penalties, at most 10)."""
    ch, unit = state.characters[action.character], state.units[action.unit]
    poses = poses_at(state, unit, action.x, action.y, action.facing % 360)
    mods = order_modifiers(state, ch, unit, action.x, action.y, poses)
    return min(10, state.character_profile(ch).command + sum(m.value for m in mods))


def check_infiltrate(state: GameState, action: Infiltrate) -> list[str]:
    cmd = state.command
    if state.phase != "command" or state.step != "orders":
        return ["infiltration orders are given in the Orders step of the Command phase"]
    if cmd.pending is not None or cmd.blunder_choice is not None:
        return ["finish the order under way first"]
    ch = state.characters.get(action.character)
    if ch is None or not ch.alive or ch.off_table:
        return [f"there is no character {action.character!r} on the table"]
    if ch.side != state.active:
        return [f"{ch.name} belongs to the other side"]
    if cmd.general_failed:
        return ["the General has failed an order: no character may give more orders this phase"]
    if ch.failed or ch.finished:
        return [f"{ch.name} can give no more orders this phase"]
    unit = state.units.get(action.unit)
    if unit is None or unit.side != ch.side or not unit.flags.get(HIDDEN) or unit.destroyed:
        return [f"{action.unit!r} is no unit of {ch.name}'s waiting to infiltrate"]
    if unit.flags.get(FAILED_PLY) == effects.ply(state):
        return [f"{unit.name} failed to infiltrate this turn; it may try again next turn"]
    reasons = point_problems(state, unit, action.x, action.y)
    if reasons:
        return reasons
    return placement_problems(state, unit, poses_at(state, unit, action.x, action.y, action.facing % 360))


def apply_infiltrate(state: GameState, action: Infiltrate, dice: Dice) -> list[Event]:
    from game.core.command.orders import _start_group

    cmd = state.command
    cmd.orders_started = True
    ch = state.characters[action.character]
    unit = state.units[action.unit]
    _start_group(state, ch, (unit.id,))
    poses = poses_at(state, unit, action.x, action.y, action.facing % 360)
    mods = order_modifiers(state, ch, unit, action.x, action.y, poses)
    target = order_needed(state, action)
    a, b = dice.roll(2, 6, "infiltration order")
    passed = a + b <= target and a + b != 12
    ch.orders_given += 1
    where = f"at {action.x / 10:.0f} cm, {action.y / 10:.0f} cm"
    events: list[Event] = [
        DiceRolled(
            purpose=f"{ch.name} orders {unit.name} to infiltrate",
            sides=6,
            faces=(a, b),
            target=target,
            modifiers=tuple(mods),
            total=a + b,
            success=passed,
            outcome="passes" if passed else "fails",
            rule=RULE,
            side=ch.side,
            quiet=True,
        ),
        Infiltrated(unit=unit.id, unit_name=unit.name, character_name=ch.name, success=passed, where=where, rule=RULE),
    ]
    if passed:
        unit.stands = [Stand(*p) for p in poses]
        unit.off_table = False
        unit.flags.pop(HIDDEN, None)
        unit.orders = 1
        unit.ordered_by = ch.id
        state.invalidate()
        return events
    unit.flags[FAILED_PLY] = effects.ply(state)
    ch.failed = True
    if state.character_profile(ch).rank is Rank.GENERAL:
        cmd.general_failed = True
    return events


def candidates(state: GameState, unit: Unit) -> list[tuple[int, int, int]]:
    """A few places to appear at: along the own and side edges, and in each piece of dense terrain."""
    facing = 0 if unit.side == 0 else 180
    own_y = state.table_h if unit.side == 0 else 0
    out = [(x, own_y, facing) for x in range(300, state.table_w, 600)]
    out += [(0, y, 90) for y in (state.table_h // 3, state.table_h // 2, 2 * state.table_h // 3)]
    out += [(state.table_w, y, 270) for y in (state.table_h // 3, state.table_h // 2, 2 * state.table_h // 3)]
    for piece in board.table(state).terrain:
        if piece.kind in DENSE:
            xs, ys = [p[0] for p in piece.points], [p[1] for p in piece.points]
            out.append((round(sum(xs) / len(xs)), round(sum(ys) / len(ys)), facing))
    return out


def legal_infiltrate(state: GameState) -> list[Infiltrate]:
    if state.phase != "command" or state.step != "orders" or state.command.pending is not None:
        return []
    hidden = [u for u in state.units.values() if u.side == state.active and u.flags.get(HIDDEN) and not u.destroyed]
    if not hidden:
        return []
    out = []
    for ch in state.live_characters(state.active):
        for u in hidden:
            for x, y, f in candidates(state, u):
                a = Infiltrate(ch.id, u.id, x, y, f)
                if not check_infiltrate(state, a):
                    out.append(a)
    return out
