"""Setting up one unit or one character: the checks and the change to the state."""

from __future__ import annotations

from game.core import hooks
from game.core.deployment import order, zones
from game.core.deployment.actions import DeployCharacter, DeployUnit
from game.core.deployment.events import CharacterDeployed, UnitDeployed, where
from game.core.dice import Dice
from game.core.events import Event
from game.core.scenario import FORMATIONS, UNDEPLOYED
from game.core.state import Character, GameState, Stand, Unit

Pose = tuple[int, int, int]


def turn_problems(state: GameState, side: int, what: str) -> list[str]:
    """Why ``side`` may not set up a ``what`` ("unit", "character" or "rest") now; empty if it may."""
    nxt = order.placer(state)
    if nxt is None:
        return ["nothing is waiting to be deployed"]
    if side != nxt:
        return [f"it is the other side's turn to deploy ({state.sides[nxt].name})"]
    if what == "character" and order.stage(state) == "units":
        return ["characters are set up after every unit of both armies"]
    return []


def check_deploy_unit(state: GameState, action: DeployUnit) -> list[str]:
    unit = state.units.get(action.unit)
    if unit is None:
        return [f"there is no unit {action.unit!r}"]
    if not unit.flags.get(UNDEPLOYED):
        return [f"{unit.name} is already on the table"]
    reasons = turn_problems(state, unit.side, "unit")
    if reasons:
        return reasons
    if action.formation not in FORMATIONS:
        return [f"a unit is set up in line or in column, not {action.formation!r}"]
    poses = zones.unit_poses(state, unit, action.x, action.y, action.facing, action.formation)
    return zones.unit_problems(state, unit, poses)


def place_unit(state: GameState, unit: Unit, poses: list[Pose], formation: str, automatic: bool) -> list[Event]:
    """Put a waiting unit on the table at ``poses``."""
    unit.stands = [Stand(*p) for p in poses]
    unit.off_table = False
    unit.flags.pop(UNDEPLOYED, None)
    state.invalidate()
    cx = sum(p[0] for p in poses) / len(poses)
    return [
        UnitDeployed(
            unit=unit.id,
            unit_name=unit.name,
            side=unit.side,
            side_name=state.sides[unit.side].name,
            formation=formation,
            poses=tuple(poses),
            place=where(cx, state.table_w, unit.side),
            automatic=automatic,
            rule="deployment.place",
        )
    ]


def apply_deploy_unit(state: GameState, action: DeployUnit, dice: Dice) -> list[Event]:
    unit = state.units[action.unit]
    poses = zones.unit_poses(state, unit, action.x, action.y, action.facing, action.formation)
    events = place_unit(state, unit, poses, action.formation, automatic=False)
    order.pass_on(state, unit.side)
    return events


def check_deploy_character(state: GameState, action: DeployCharacter) -> list[str]:
    ch = state.characters.get(action.character)
    if ch is None:
        return [f"there is no character {action.character!r}"]
    if not ch.flags.get(UNDEPLOYED):
        return [f"{ch.name} is already on the table"]
    reasons = turn_problems(state, ch.side, "character")
    if reasons:
        return reasons
    return zones.character_problems(state, ch, (action.x, action.y, action.facing % 360), action.join)


def place_character(state: GameState, ch: Character, pose: Pose, join: str, automatic: bool) -> list[Event]:
    """Put a waiting character on the table at ``pose``, joined to ``join`` if given."""
    ch.x, ch.y, ch.facing = pose[0], pose[1], pose[2] % 360
    ch.off_table = False
    ch.joined = join or None
    ch.flags.pop(UNDEPLOYED, None)
    state.invalidate()
    events: list[Event] = [
        CharacterDeployed(
            character=ch.id,
            character_name=ch.name,
            side=ch.side,
            side_name=state.sides[ch.side].name,
            pose=ch.pose,
            place=where(ch.x, state.table_w, ch.side),
            joined=ch.joined,
            joined_name=state.units[join].name if join else "",
            automatic=automatic,
            rule="deployment.characters",
        )
    ]
    if join:
        for place in state.ruleset.hook(hooks.CHARACTER_JOINS):
            events += place(state, ch, state.units[join])
    return events


def apply_deploy_character(state: GameState, action: DeployCharacter, dice: Dice) -> list[Event]:
    ch = state.characters[action.character]
    events = place_character(state, ch, (action.x, action.y, action.facing), action.join, automatic=False)
    order.pass_on(state, ch.side)
    return events
