"""Representative placements for the side to deploy, for ``legal_actions``.

Positions are continuous, so the list is a sample: for each kind of unit still waiting (units of the
same troop type and size are interchangeable here, the first by id stands for them), in line and in
column, facing the enemy, in the zone's front and rear rows: the ends and the middle of each free
stretch of the row, at most ``PER_ROW`` of them spread along it; for characters, touching the rear of some of their units (joining them)
or a little behind them. ``AutoDeploy`` for the side is always offered too.
"""

from __future__ import annotations

from game.core.deployment import order, zones
from game.core.deployment.actions import AutoDeploy, DeployCharacter, DeployUnit
from game.core.deployment.auto import character_spot
from game.core.questions import DEPLOYS_FLUSH
from game.core.scenario import FORMATIONS
from game.core.state import Character, GameState, Unit

# The most places offered per unit kind, formation and row (spread over the row's free stretches).
PER_ROW = 4
# Units a character is offered to stand behind, spread along the line.
CHARACTER_UNITS = 5
# How far behind a unit a character stands when it does not join it (mm).
BEHIND_MM = 30


def legal_auto(state: GameState) -> list[AutoDeploy]:
    side = order.placer(state)
    return [] if side is None else [AutoDeploy(side)]


def legal_units(state: GameState) -> list[DeployUnit]:
    side = order.placer(state)
    if side is None or order.stage(state) != "units":
        return []
    return [a for unit in _kinds(order.waiting_units(state, side)) for a in _unit_candidates(state, unit)]


def legal_characters(state: GameState) -> list[DeployCharacter]:
    side = order.placer(state)
    if side is None or order.stage(state) != "characters":
        return []
    return [a for ch in order.waiting_characters(state, side) for a in _character_candidates(state, ch)]


def _kinds(units: list[Unit]) -> list[Unit]:
    seen: set[tuple[str, int]] = set()
    out = []
    for u in units:
        key = (u.profile, len(u.stands))
        if key not in seen:
            seen.add(key)
            out.append(u)
    return out


def _spread(items: list[int], n: int) -> list[int]:
    """At most ``n`` of ``items``, evenly spread, ends included."""
    if len(items) <= n:
        return items
    return [items[round(i * (len(items) - 1) / (n - 1))] for i in range(n)]


def _unit_candidates(state: GameState, unit: Unit) -> list[DeployUnit]:
    facing = zones.facing_enemy(unit.side)
    # A unit that moves only beside others (a Screaming Bell) is offered the stretches' ends flush against them.
    flush = zones.SPACING_MM if state.ruleset.ask(DEPLOYS_FLUSH, state, unit) else 0
    out = []
    for formation in FORMATIONS:
        w, d = zones.footprint(state, unit, formation)
        rows = zones.row_centres(state, unit.side, d)
        for cy in sorted({rows[0], rows[-1]}) if rows else ():
            xs: list[int] = []
            flush_xs: list[int] = []
            for a, b in zones.free_centres(state, w, d, cy):
                xs += sorted({round(a), round((a + b) / 2), round(b)})
                if flush:
                    flush_xs += [round(a - flush), round(b + flush)]
            for cx in [*_spread(xs, PER_ROW), *flush_xs]:
                poses = zones.unit_poses(state, unit, cx, cy, facing, formation)
                if not zones.unit_problems(state, unit, poses):
                    out.append(DeployUnit(unit.id, cx, cy, facing, formation))
    return list(dict.fromkeys(out))


def _character_candidates(state: GameState, ch: Character) -> list[DeployCharacter]:
    facing = zones.facing_enemy(ch.side)
    back = 1 if ch.side == 0 else -1  # towards the side's own table edge
    _, depth = zones.character_footprint(ch)
    friends = sorted(state.live_units(ch.side), key=lambda u: (min(s.x for s in u.stands), u.id))
    picks = [friends[i] for i in _spread(list(range(len(friends))), CHARACTER_UNITS)]
    out = []
    for u in picks:
        cx = round(sum(s.x for s in u.stands) / len(u.stands))
        rear = max(s.y for s in u.stands) if back > 0 else min(s.y for s in u.stands)
        half = state.unit_profile(u).base_mm[1] / 2
        touching = round(rear + back * (half + depth / 2 + 0.5))
        for cy, join in ((touching, u.id), (touching + back * BEHIND_MM, "")):
            if not zones.character_problems(state, ch, (cx, cy, facing), join):
                out.append(DeployCharacter(ch.id, cx, cy, facing, join))
    if not out:
        # No unit to stand by (or no room there): the nearest free place in the zone.
        pose = character_spot(state, ch, ch.x, ch.y)
        if pose is not None:
            out.append(DeployCharacter(ch.id, *pose))
    return out
