"""Raise Dead, the Tomb Kings' spell (digest 6.2 RAISE DEAD, 6.3).

The Wizard aims at a combat engagement within 30 cm (sight is not needed; range is taken to the closest
unit of the engagement); each engagement can be the target once a turn, judged as it stands when the die
is cast. If the spell works a new unit of three Skeleton stands rises: each stand goes in with its front
edge flush against an enemy stand of the engagement, or exactly behind or beside a friendly infantry
stand of it that fights to its front (raised stands count), touching no enemy. The three stands form one
unit, so each touches another. Unengaged enemies they touch are drawn into the fight. If three stands
cannot be placed the spell fails. Raised Skeletons never count as charging, and count for neither break
point nor victory points.

Where the stands go is found by the game, not chosen: first every place against an enemy stand (front
edges of the enemy first, then sides and rears, in unit and stand order; centred, then shifted half a
stand either way), then every supporting place; the first three that fit together are taken.
"""

from __future__ import annotations

import math

from game.core import board, distance_words, moves
from game.core.combat.engagements import engagement_of, update_engaged
from game.core.dice import Dice
from game.core.events import Event
from game.core.magic import record
from game.core.magic.actions import Cast
from game.core.magic.events import SpellEffect
from game.core.profiles import SpellProfile, UnitType
from game.core.state import Character, GameState, Stand, Unit, id_key
from game.table import Base, Mover, edge_contact, overlapping, touching

RULE = "magic.raise_dead"
RAISED_PROFILE = "Skeletons"
RAISED_STANDS = 3
RANGE_SLACK_MM = 0.01
# Flags of a raised unit: left out of the break point and of victory points.
RAISED_FLAGS = {"raised": 1, "no_break_point": 1, "no_victory_points": 1}

Pose = tuple[int, int, int]


def engagement_problems(state: GameState, ch: Character, spell: SpellProfile, unit: Unit) -> list[str]:
    """Why Raise Dead cannot be aimed at the engagement ``unit`` fights in."""
    group = engagement_of(state, unit.id)
    if not group:
        return [f"{unit.name} is not in combat; {spell.name} is aimed at a combat engagement"]
    if spell.range_mm is not None:
        from game.core.magic.casting import spell_range

        d = min(spell_range(state, ch, state.units[u]) for u in group)
        if d > spell.range_mm + RANGE_SLACK_MM:
            away = distance_words.past(d, spell.range_mm)
            return [f"that combat is {away} away; {spell.name} reaches {spell.range_mm / 10:g} cm"]
    if any(record.affected(state, spell.name, u) for u in group):
        return [f"{spell.name} has already been cast on that combat this turn"]
    return []


def _facing_towards(vx: float, vy: float) -> int:
    return round(math.degrees(math.atan2(vx, -vy))) % 360


def _against(enemy: Base, depth: float, width: float) -> list[tuple[int, Pose]]:
    """(edge rank, pose) with the front edge flush against each edge of ``enemy``, centred and then shifted
    half a stand either way; rank 0 for its front edge, 1 for its sides, 2 for its rear."""
    fx, fy = enemy.direction()
    rx, ry = -fy, fx
    out: list[tuple[int, Pose]] = []
    for rank, nx, ny, half_out, length in (
        (0, fx, fy, enemy.depth / 2, enemy.width),
        (1, rx, ry, enemy.width / 2, enemy.depth),
        (1, -rx, -ry, enemy.width / 2, enemy.depth),
        (2, -fx, -fy, enemy.depth / 2, enemy.width),
    ):
        cx = enemy.x + nx * (half_out + depth / 2)
        cy = enemy.y + ny * (half_out + depth / 2)
        facing = _facing_towards(-nx, -ny)
        shifts = (0.0, -width / 2, width / 2) if length >= width else (0.0,)
        for s in shifts:
            # Along the edge: perpendicular to its outward normal.
            out.append((rank, (round(cx - ny * s), round(cy + nx * s), facing)))
    return out


def _supporting(friend: Base, width: float, depth: float) -> list[Pose]:
    """Poses exactly behind and beside a friendly stand, facing as it does."""
    fx, fy = friend.direction()
    rx, ry = -fy, fx
    f = round(friend.facing) % 360
    back = friend.depth / 2 + depth / 2
    side = friend.width / 2 + width / 2
    return [
        (round(friend.x - fx * back), round(friend.y - fy * back), f),
        (round(friend.x + rx * side), round(friend.y + ry * side), f),
        (round(friend.x - rx * side), round(friend.y - ry * side), f),
    ]


def _fights_to_front(b: Base, enemies: list[Base]) -> bool:
    for e in enemies:
        c = edge_contact(b, e)
        if c is not None and c.edge == "front" and not c.corner_only:
            return True
    return False


def placement(state: GameState, ch: Character, group: list[str]) -> list[Pose] | None:
    """Three poses for the raised stands around engagement ``group``, or None if they cannot be placed."""
    t = board.table(state)
    side = ch.side
    prof = state.sides[side].army.unit(RAISED_PROFILE)
    width, depth = prof.base_mm
    ids = sorted(group, key=id_key)
    enemies = [b for u in ids if state.units[u].side != side for b in t.bases_of(u)]
    all_enemies = [b for u in state.live_units(1 - side) for b in t.bases_of(u.id)]
    friends = [
        b
        for u in ids
        if state.units[u].side == side and state.unit_profile(state.units[u]).type is UnitType.INFANTRY
        for b in t.bases_of(u)
    ]
    # Enemies' front edges first, then their sides, then their rears; enemy stands in unit and stand order.
    ranked = [(rank, n, i, p) for n, e in enumerate(enemies) for i, (rank, p) in enumerate(_against(e, depth, width))]
    against = [p for *_, p in sorted(ranked)]

    def base(p: Pose, n: int) -> Base:
        return Base(id=f"raised.{n}", owner="raised", side=side, x=p[0], y=p[1], facing=p[2], width=width, depth=depth)

    def fits(b: Base, placed: list[Base]) -> bool:
        if t.overlaps(b, mover=Mover.INFANTRY, include_characters=True):
            return False
        return not any(overlapping(b, o) for o in placed)

    def good_against(b: Base) -> bool:
        return any((c := edge_contact(b, e)) is not None and c.edge == "front" and not c.corner_only for e in enemies)

    def good_support(b: Base) -> bool:
        return not any(touching(b, e) for e in all_enemies)

    def search(placed: list[Base]) -> list[Base] | None:
        if len(placed) == RAISED_STANDS:
            return placed
        backers = [b for b in (*friends, *placed) if _fights_to_front(b, enemies)]
        options = [(p, good_against) for p in against]
        options += [(p, good_support) for f in backers for p in _supporting(f, width, depth)]
        seen: set[Pose] = {(round(b.x), round(b.y), round(b.facing) % 360) for b in placed}
        for pose, good in options:
            if pose in seen:
                continue
            seen.add(pose)
            b = base(pose, len(placed))
            if placed and not any(touching(b, o) for o in placed):
                continue
            if not good(b) or not fits(b, placed):
                continue
            found = search([*placed, b])
            if found is not None:
                return found
        return None

    found = search([])
    if found is None or not moves.connected(found):
        return None
    return [(round(b.x), round(b.y), round(b.facing) % 360) for b in found]



def resolve_raise_dead(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    aimed = state.units[action.target]
    group = engagement_of(state, aimed.id) or [aimed.id]
    for u in group:
        record.note_affected(state, spell.name, u)
    poses = placement(state, ch, group)
    if poses is None:
        return [
            SpellEffect(
                spell=spell.name,
                unit=aimed.id,
                unit_name=aimed.name,
                effect="has no room around it for three raised stands: nothing rises and the spell fails",
                rule=RULE,
            )
        ]
    uid = state.free_unit_id("raised")
    raised = Unit(
        id=uid,
        side=ch.side,
        profile=RAISED_PROFILE,
        name="Raised Skeletons",
        stands=[Stand(*p) for p in poses],
        start_size=RAISED_STANDS,
        flags=dict(RAISED_FLAGS),
    )
    state.units[uid] = raised
    state.invalidate()
    update_engaged(state)
    return [
        SpellEffect(
            spell=spell.name,
            unit=uid,
            unit_name=raised.name,
            effect=f"rise from the ground in the fight with {aimed.name}: three stands, no charge bonus, and worth "
            "nothing to the enemy",
            rule=RULE,
        )
    ]
