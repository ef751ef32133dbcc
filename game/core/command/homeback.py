"""Home back: flyers far from every friendly character may fly D6 x 10 cm towards one (digest 2.8)."""

from __future__ import annotations

import math

from game.core import board, moves
from game.core.command.actions import HomeBack, HomeBackMove
from game.core.command.events import HomedBack, UnitHeld
from game.core.command.kept import command_kept
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.state import GameState, Unit

HOME_BACK_RANGE_MM = 200


def eligible_home_back(state: GameState) -> list[str]:
    """Flying units of the active side, unengaged and more than 20 cm from every friendly character."""
    t = board.table(state)
    out = []
    for u in state.live_units(state.active):
        if not state.unit_profile(u).flying or u.engaged:
            continue
        chars = state.live_characters(u.side)
        if chars and all(t.owner_distance(u.id, c.id) > HOME_BACK_RANGE_MM for c in chars):
            out.append(u.id)
    return out


def _data(state: GameState) -> dict[str, int]:
    k = command_kept(state)
    if k.home_back is None:
        k.home_back = {}
    return k.home_back


def _rolls(state: GameState) -> dict[str, int]:
    """The home back rolls so far, read only: checking or listing actions must not change the state
    (a replay, which never lists them, would drift from the game that did)."""
    return command_kept(state).home_back or {}


def check_home_back(state: GameState, action: HomeBack) -> list[str]:
    if state.command.orders_started:
        return ["home back comes before orders; the first order has been attempted"]
    if action.unit not in (command_kept(state).home_back_eligible or []):
        u = state.units.get(action.unit)
        name = u.name if u else action.unit
        return [f"{name} cannot home back: only unengaged flyers more than 20 cm from every friendly character can"]
    if state.units[action.unit].engaged:
        # Eligible at the start of the phase, it has charged since (on initiative): homing back never leaves a fight.
        return [f"{state.units[action.unit].name} cannot home back: it is in combat, and homing back never leaves one"]
    if action.unit in _rolls(state):
        return ["it has already rolled to home back"]
    if any(v is not None and k != action.unit for k, v in _rolls(state).items() if v >= 0):
        return ["finish the home back already rolled first"]
    return []


def apply_home_back(state: GameState, action: HomeBack, dice: Dice) -> list[Event]:
    u = state.units[action.unit]
    face = dice.roll(1, 6, "home back")[0]
    _data(state)[u.id] = face * 100
    return [
        DiceRolled(
            purpose=f"{u.name} homes back",
            sides=6,
            faces=(face,),
            total=face * 10,
            outcome=f"may fly up to {face * 10} cm towards a friendly character",
            rule="command.home_back",
            side=u.side,
        )
    ]


def check_home_back_move(state: GameState, action: HomeBackMove) -> list[str]:
    roll = _rolls(state).get(action.unit)
    if roll is None or roll < 0:
        return ["roll for the home back first"]
    if action.character == "":
        return []
    ch = state.characters.get(action.character)
    if ch is None or not ch.alive or ch.side != state.units[action.unit].side:
        return ["home back towards a friendly character"]
    if _home_back_poses(state, state.units[action.unit], action.character, roll) is None:
        return ["there is no room to fly towards that character"]
    return []


def _home_back_poses(state: GameState, unit: Unit, cid: str, roll: int) -> list[tuple[int, int, int]] | None:
    t = board.table(state)
    ch = state.characters[cid]
    cb = board.character_base(state, ch)
    near = min(t.bases_of(unit.id), key=lambda b: t.distance(b, cb))
    pa, pb, gap = board.closest_points(near, cb)
    vx, vy = pb[0] - pa[0], pb[1] - pa[1]
    n = math.hypot(vx, vy)
    if n < 1e-6:
        return moves.unit_poses(unit)
    dist = min(roll, gap)
    start = moves.unit_poses(unit)
    d = dist
    while d > 0:
        poses = moves.translate(start, vx / n * d, vy / n * d)
        if not moves.move_problems(state, unit, poses, allowance=roll + 1, allow_leave_table=False):
            return poses
        d -= 5
    return None


def apply_home_back_move(state: GameState, action: HomeBackMove, dice: Dice) -> list[Event]:
    u = state.units[action.unit]
    roll = _data(state)[u.id]
    _data(state)[u.id] = -1
    if not action.character:
        return [UnitHeld(unit=u.id, unit_name=u.name, reason="it chose not to home back", rule="command.home_back")]
    poses = _home_back_poses(state, u, action.character, roll)
    assert poses is not None
    before = board.unit_bases(state, u)
    moved = max(moves.corner_travel(a, b) for a, b in zip(before, board.unit_bases(state, u, poses), strict=True))
    events: list[Event] = [
        HomedBack(
            unit=u.id,
            unit_name=u.name,
            character_name=state.characters[action.character].name,
            roll=roll // 100,
            moved=round(moved),
            poses=tuple(poses),
            rule="command.home_back",
        )
    ]
    events += moves.carry_out_move(state, u, poses, None)
    return events


def legal_home_back(state: GameState) -> list[HomeBack | HomeBackMove]:
    if state.command.orders_started:
        return []
    data = _rolls(state)
    rolled = [k for k, v in data.items() if v >= 0]
    if rolled:
        uid = rolled[0]
        out: list[HomeBack | HomeBackMove] = [HomeBackMove(uid, "")]
        for c in state.live_characters(state.active):
            a = HomeBackMove(uid, c.id)
            if not check_home_back_move(state, a):
                out.append(a)
        return out
    return [HomeBack(u) for u in (command_kept(state).home_back_eligible or [])
            if u not in data and not state.units[u].engaged]


def blocks_leaving(state: GameState) -> str | None:
    if any(v >= 0 for v in _rolls(state).values()):
        return "finish the home back move first (fly to a character or stay)"
    return None
