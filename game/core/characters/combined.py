"""A combined unit moving as one (the seeds' "Combined Units"; a character module asks for it through
``questions.CARRIES_CHARACTERS``): when the unit is moved by an order, its joined characters go with it.

Each character keeps its place relative to the unit's first stand (turned with it); one that would then
sit on a stand or no longer touch the unit takes the nearest free spot touching it. One with no such spot
stays where it stood and is no longer joined, as a Warmaster character left behind.
"""

from __future__ import annotations

import math

from game.core import board, moves
from game.core.characters.alone import BAND, character_of, is_own_unit
from game.core.events import CharacterDisplaced, Event
from game.core.questions import CARRIES_CHARACTERS
from game.core.state import Character, GameState, Unit

Pose = tuple[int, int, int]


def carried_pose(ch: Character, before: Pose, after: Pose) -> Pose:
    """Where the character ends if it keeps its place relative to a stand moved from ``before`` to ``after``."""
    turn = (after[2] - before[2]) % 360
    a = math.radians(turn)
    dx, dy = ch.x - before[0], ch.y - before[1]
    rx = dx * math.cos(a) - dy * math.sin(a)
    ry = dx * math.sin(a) + dy * math.cos(a)
    return (round(after[0] + rx), round(after[1] + ry), (ch.facing + turn) % 360)


def _sits_well(state: GameState, ch: Character, unit: Unit) -> bool:
    t = board.table(state)
    cb = board.character_base(state, ch)
    if not t.in_table(cb):
        return False
    near = t.stands_in_box(cb.bounds(), characters=True)
    if any(b.owner != ch.id and board.table_overlap(cb, b) for b in near):
        return False
    return any(t.distance(cb, b) <= 1.0 for b in t.bases_of(unit.id))


def carried_along(state: GameState, unit: Unit) -> dict[str, Pose]:
    """The poses of the unit's joined characters that move with it, before it moves (none unless the game's
    rules make a combined unit move as one)."""
    if (is_own_unit(unit) and not unit.flags.get(BAND)) or not state.ruleset.ask(CARRIES_CHARACTERS, state, unit):
        return {}
    host = character_of(state, unit)  # the stand of a unit of characters is its host: it is moved, not carried
    return {ch.id: ch.pose for ch in state.live_characters(unit.side) if ch.joined == unit.id and ch is not host}


def carry_joined(state: GameState, unit: Unit, first_before: Pose, carried: dict[str, Pose]) -> list[Event]:
    """Move the characters ``carried`` with the unit, whose first stand stood at ``first_before``."""
    if not carried or not unit.stands:
        return []
    events: list[Event] = []
    for cid, old in carried.items():
        ch = state.characters[cid]
        if not ch.alive or ch.joined != unit.id:
            continue
        ch.x, ch.y, ch.facing = old
        there = carried_pose(ch, first_before, unit.stands[0].pose)
        ch.x, ch.y, ch.facing = there
        state.invalidate()
        if _sits_well(state, ch, unit):
            continue
        spot = moves.join_position(state, ch, unit)
        if spot is None:
            ch.x, ch.y, ch.facing = old
            ch.joined = None
            state.invalidate()
            continue
        ch.x, ch.y, ch.facing = round(spot.x), round(spot.y), round(spot.facing) % 360
        state.invalidate()
        events.append(
            CharacterDisplaced(
                character=ch.id,
                character_name=ch.name,
                pose=ch.pose,
                distance=round(math.dist(there[:2], ch.pose[:2])),
                joined=unit.id,
                joined_name=unit.name,
                rule="wh8.combined.moving" if state.ruleset.has("warhammer8-characters") else "ninth_age.combined",
            )
        )
    return events
