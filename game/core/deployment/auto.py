"""Setting up the rest of a side at once (AutoDeploy), and finding room for one unit near a wished-for spot.

The wished-for spot of a waiting unit or character is where the standard layout put it when the
game was made (``scenario._auto_place``: units side by side along the front of the zone, a second
rank when the first is full, characters behind). If something is already there, the nearest free
row position in the zone is taken instead, in line if it fits, else in column.
"""

from __future__ import annotations

import math

from game.core.deployment import order, zones
from game.core.deployment.actions import AutoDeploy
from game.core.deployment.placing import place_character, place_unit, turn_problems
from game.core.dice import Dice
from game.core.events import Event, Narration
from game.core.scenario import UNDEPLOYED
from game.core.state import Character, GameState, Unit

Pose = tuple[int, int, int]


def _nearest_in(ranges: list[tuple[float, float]], x: float) -> float | None:
    best: float | None = None
    for a, b in ranges:
        cand = min(max(x, a), b)
        if best is None or abs(cand - x) < abs(best - x):
            best = cand
    return best


def spots_near(state: GameState, side: int, width: int, depth: int, x: float, y: float) -> list[tuple[int, int]]:
    """Centres where a ``width`` x ``depth`` box clears everything set up, nearest (x, y) first (one per row)."""
    found = []
    for cy in zones.row_centres(state, side, depth):
        cx = _nearest_in(zones.free_centres(state, width, depth, cy), x)
        if cx is not None:
            found.append((math.hypot(cx - x, cy - y), round(cx), cy))
    found.sort()
    return [(cx, cy) for _, cx, cy in found]


def unit_spot(state: GameState, unit: Unit, x: float, y: float) -> tuple[list[Pose], str] | None:
    """The legal poses nearest (x, y) for the unit facing the enemy, and the formation; None if no room."""
    facing = zones.facing_enemy(unit.side)
    for formation in ("line", "column"):
        w, d = zones.footprint(state, unit, formation)
        for cx, cy in spots_near(state, unit.side, w, d, x, y):
            poses = zones.unit_poses(state, unit, cx, cy, facing, formation)
            # Terrain can still be in the way: the full check decides.
            if not zones.unit_problems(state, unit, poses):
                return poses, formation
    return None


def character_spot(state: GameState, ch: Character, x: float, y: float) -> Pose | None:
    facing = zones.facing_enemy(ch.side)
    w, d = zones.character_footprint(ch)
    for cx, cy in spots_near(state, ch.side, w, d, x, y):
        pose = (cx, cy, facing)
        if not zones.character_problems(state, ch, pose, ""):
            return pose
    return None


def _wished(unit: Unit) -> tuple[float, float]:
    # A waiting unit's stands hold the standard layout's place for it.
    return (sum(s.x for s in unit.stands) / len(unit.stands), sum(s.y for s in unit.stands) / len(unit.stands))


def check_auto_deploy(state: GameState, action: AutoDeploy) -> list[str]:
    if action.side not in (0, 1):
        return ["side must be 0 or 1"]
    return turn_problems(state, action.side, "rest")


def apply_auto_deploy(state: GameState, action: AutoDeploy, dice: Dice) -> list[Event]:
    events: list[Event] = []
    for unit in order.waiting_units(state, action.side):
        found = unit_spot(state, unit, *_wished(unit))
        if found is None:
            events += _no_room(state, unit)
        else:
            events += place_unit(state, unit, found[0], found[1], automatic=True)
    for ch in order.waiting_characters(state, action.side):
        pose = character_spot(state, ch, ch.x, ch.y)
        if pose is None:
            # Nowhere free is left in the zone: the character stands at its place and may be pushed aside later.
            pose = (ch.x, ch.y, zones.facing_enemy(ch.side))
        events += place_character(state, ch, pose, "", automatic=True)
    order.pass_on(state, action.side)
    return events


def _no_room(state: GameState, unit: Unit) -> list[Event]:
    """A unit with no room anywhere in its zone stays off the table for the whole battle (it counts as lost)."""
    unit.flags.pop(UNDEPLOYED, None)
    unit.flags["gone_for_good"] = 1
    return [
        Narration(
            message=f"There is no room left in the deployment zone for {unit.name}: it takes no part in the battle",
            rule="deployment.no_room",
        )
    ]
