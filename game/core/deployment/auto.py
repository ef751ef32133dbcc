"""Setting up the rest of a side at once (AutoDeploy), and finding room for one unit near a wished-for spot.

The wished-for spot of a waiting unit or character is where the standard layout put it when the
game was made (``scenario._auto_place``: units side by side along the front of the zone, a second
rank when the first is full, characters behind). If something is already there, the nearest free
row position in the zone is taken instead, in line if it fits, else in column.

Units of one troop type are set up in brigades of up to four, each touching the last in line with
their fronts level, so a brigade can take its first order together; characters stand just behind
the middle of a front brigade near where the standard layout put them, where they can give orders,
not out at the table edge.
"""

from __future__ import annotations

import math

from game.core import board
from game.core.command.penalties import MAX_BRIGADE
from game.core.deployment import order, zones
from game.core.deployment.actions import AutoDeploy
from game.core.deployment.placing import place_character, place_unit, turn_problems
from game.core.dice import Dice
from game.core.events import Event, Narration
from game.core.questions import BRIGADES
from game.core.scenario import UNDEPLOYED
from game.core.state import Character, GameState, Unit

Pose = tuple[int, int, int]
# A character set up automatically keeps this far from its own table edge, in sight and easy to click.
EDGE_KEEP_MM = 80


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
    groups: list[list[Unit]] = []
    for group in brigade_groups(state, order.waiting_units(state, action.side)):
        placed: list[Unit] = []
        for unit in group:
            found = _beside(state, unit, placed) if placed else None
            if found is None:
                found = unit_spot(state, unit, *_wished(unit))
                if found is not None and placed:
                    # No room beside the brigade: this unit starts a brigade of its own.
                    groups.append(placed)
                    placed = []
            if found is None:
                events += _no_room(state, unit)
                continue
            events += place_unit(state, unit, found[0], found[1], automatic=True)
            placed.append(unit)
        if placed:
            groups.append(placed)
    for ch in order.waiting_characters(state, action.side):
        pose = None
        for group in _by_place(state, groups, ch.x):
            pose = _behind(state, ch, group)
            if pose is not None:
                break
        if pose is None:
            pose = character_spot(state, ch, ch.x, ch.y)
        if pose is None:
            # Nowhere free is left in the zone: the character stands at its place and may be pushed aside later.
            pose = (ch.x, ch.y, zones.facing_enemy(ch.side))
        events += place_character(state, ch, pose, "", automatic=True)
    order.pass_on(state, action.side)
    return events


def _brigade_kind(state: GameState, unit: Unit) -> str | None:
    """Which units this one is set up touching, so they can take one order as a brigade (digest 2.7):
    its own troop type; None for units the rules never brigade or brigade only with their own kind
    (Giants), and for artillery, machines and monsters, which are better kept apart."""
    if state.ruleset.ask(BRIGADES, state, unit) != "with anyone":
        return None
    kind = state.unit_profile(unit).type.value
    return None if kind in ("artillery", "machine", "monster") else kind


def brigade_groups(state: GameState, units: list[Unit]) -> list[list[Unit]]:
    """The waiting units in brigades of up to four of one troop type (in roster order), the rest alone."""
    groups: list[list[Unit]] = []
    open_: dict[str, list[Unit]] = {}
    for unit in units:
        kind = _brigade_kind(state, unit)
        if kind is None:
            groups.append([unit])
            continue
        group = open_.get(kind)
        if group is None or len(group) >= MAX_BRIGADE:
            group = []
            open_[kind] = group
            groups.append(group)
        group.append(unit)
    return groups


def _beside(state: GameState, unit: Unit, placed: list[Unit]) -> tuple[list[Pose], str] | None:
    """The unit in line touching the right or left end of the brigade set up so far, fronts level."""
    facing = zones.facing_enemy(unit.side)
    w, d = zones.footprint(state, unit, "line")
    toward = -1 if unit.side == 0 else 1
    xs = [x for u in placed for x in _x_span(state, u)]
    front = _front(state, placed[0])
    cy = round(front - toward * d / 2)
    for cx in (max(xs) + w / 2, min(xs) - w / 2):
        poses = zones.unit_poses(state, unit, round(cx), cy, facing, "line")
        if not zones.unit_problems(state, unit, poses) and _apart(state, unit, poses, placed):
            return poses, "line"
    return None


def _apart(state: GameState, unit: Unit, poses: list[Pose], brigade: list[Unit]) -> bool:
    """Whether these poses keep the usual spacing from every unit outside the brigade (two brigades side
    by side would touch as one body of eight)."""
    t = board.table(state)
    mine = {unit.id, *(u.id for u in brigade)}
    gap = zones.SPACING_MM
    for b in board.unit_bases(state, unit, poses):
        x0, y0, x1, y1 = b.bounds()
        for o in t.stands_in_box((x0 - gap, y0 - gap, x1 + gap, y1 + gap)):
            if o.owner not in mine and t.distance(b, o) < gap:
                return False
    return True


def _x_span(state: GameState, unit: Unit) -> tuple[float, float]:
    w = state.unit_profile(unit).base_mm[0]
    xs = [s.x for s in unit.stands]
    return min(xs) - w / 2, max(xs) + w / 2


def _front(state: GameState, unit: Unit) -> float:
    """The y of the unit's front edge (the edge towards the enemy)."""
    d = state.unit_profile(unit).base_mm[1]
    ys = [s.y for s in unit.stands]
    return min(ys) - d / 2 if unit.side == 0 else max(ys) + d / 2


def _by_place(state: GameState, groups: list[list[Unit]], x: float) -> list[list[Unit]]:
    """Brigades nearest the enemy first, then nearest ``x`` (where the standard layout put the
    character along its edge, so characters spread along the line as they did there)."""

    def key(group: list[Unit]) -> tuple[float, float]:
        front = _front(state, group[0])
        # How far the brigade's front is from the enemy's table edge (side 0's enemy edge is y = 0).
        to_enemy = front if group[0].side == 0 else state.table_h - front
        cx = sum(s.x for u in group for s in u.stands) / sum(len(u.stands) for u in group)
        return (round(to_enemy / 50), abs(cx - x))

    return sorted(groups, key=key)


def _behind(state: GameState, ch: Character, group: list[Unit]) -> Pose | None:
    """A place for a character just behind the middle of a brigade, or at either end of its line, never
    against the table edge (where a player could hardly see or reach it); None if none is free."""
    facing = zones.facing_enemy(ch.side)
    cw, cd = zones.character_footprint(ch)
    away = 1 if ch.side == 0 else -1
    mid = group[len(group) // 2]
    d = state.unit_profile(mid).base_mm[1]
    ys = [s.y for s in mid.stands]
    rear = max(ys) + d / 2 if ch.side == 0 else min(ys) - d / 2
    cx = sum(s.x for s in mid.stands) / len(mid.stands)
    behind = [(round(cx + dx), round(rear + away * (cd / 2 + 1))) for dx in (0, 45, -45, 90, -90)]
    xs = [x for u in group for x in _x_span(state, u)]
    row = round(_front(state, group[0]) + away * cd / 2)
    ends = [(round(max(xs) + cw / 2 + 1), row), (round(min(xs) - cw / 2 - 1), row)]
    for x, y in behind + ends:
        edge_gap = state.table_h - (y + cd / 2) if ch.side == 0 else y - cd / 2
        if edge_gap < EDGE_KEEP_MM:
            continue
        pose = (x, y, facing)
        if not zones.character_problems(state, ch, pose, ""):
            return pose
    return None


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
