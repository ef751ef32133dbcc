"""Characters in combat move with the unit they have joined (seed "Characters in combat").

They fall back, retreat, pursue and advance with it: each joined character is shifted by the unit's
displacement and then stepped aside if it sits on a stand. A character on a monstrous or chariot mount
whose unit ends wholly in terrain the mount may not stand in must move up to 30 cm to join another
friendly unit, or is slain. Characters die with their unit (``game.core.moves.destroy_unit``).
"""

from __future__ import annotations

import math

from game.core import board, moves
from game.core.combat.events import CharacterFollows
from game.core.events import CharacterDisplaced, Event
from game.core.profiles import MountKind
from game.core.state import Character, GameState, Unit
from game.table import may_end_in

FLEE_MM = 300


def joined(state: GameState, unit: Unit) -> list[Character]:
    return [c for c in state.live_characters(unit.side) if c.joined == unit.id]


def follow(state: GameState, unit: Unit, dx: float, dy: float) -> list[Event]:
    """Move the unit's characters by (dx, dy), clear of stands, and check their mounts' footing."""
    events: list[Event] = []
    for ch in joined(state, unit):
        ch.x, ch.y = round(ch.x + dx), round(ch.y + dy)
        state.invalidate()
        t = board.table(state)
        cb = board.character_base(state, ch)
        if any(board.table_overlap(cb, b) for b in t.stands_in_box(cb.bounds())):
            moves.push_character_aside(state, ch)
        events.append(
            CharacterFollows(
                character=ch.id,
                character_name=ch.name,
                unit=unit.id,
                unit_name=unit.name,
                pose=ch.pose,
                rule="combat.characters",
            )
        )
        events += _mount_footing(state, ch, unit)
    return events


def _mounted(state: GameState, ch: Character) -> bool:
    mount = state.mount_profile(ch)
    return mount is not None and mount.kind in (MountKind.MONSTROUS, MountKind.CHARIOT)


def _footing_ok(state: GameState, ch: Character, unit: Unit) -> bool:
    """At least one stand of the unit stands where the mount could stand."""
    mover = board.character_mover(state, ch)
    t = board.table(state)
    for b in t.bases_of(unit.id):
        if all(may_end_in(p.kind, mover) for p in t.terrain_under(b)):
            return True
    return False


def _mount_footing(state: GameState, ch: Character, unit: Unit) -> list[Event]:
    if not _mounted(state, ch) or not unit.alive or _footing_ok(state, ch, unit):
        return []
    cb = board.character_base(state, ch)
    best: tuple[float, Unit, tuple[float, float]] | None = None
    for friend in state.live_units(ch.side):
        if friend.id == unit.id or not _footing_ok(state, ch, friend):
            continue
        spot = moves.join_position(state, ch, friend)
        if spot is None:
            continue
        d = math.dist((cb.x, cb.y), (spot.x, spot.y))
        if d <= FLEE_MM and (best is None or d < best[0]):
            best = (d, friend, (spot.x, spot.y))
    if best is None:
        return moves.slay_character(state, ch, f"its mount cannot follow {unit.name} and no friend is within 30 cm")
    d, friend, (x, y) = best
    ch.x, ch.y = round(x), round(y)
    ch.joined = friend.id
    state.invalidate()
    return [
        CharacterDisplaced(
            character=ch.id,
            character_name=ch.name,
            pose=ch.pose,
            distance=round(d),
            joined=friend.id,
            joined_name=friend.name,
            rule="combat.characters.mount",
        )
    ]
