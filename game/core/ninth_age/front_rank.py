"""Front Rank when a character joins a unit (the seed's "Characters Joined to Units" and Front Rank): the
character takes a place on the unit's front edge, displacing stands as little as possible; with one rank,
the owner chooses whether the displaced stand goes to a second rank or the unit widens.

Warhost: a character on a 40 x 20 mm base joining a unit of 40 x 20 mm stands in ranks and files takes the
place of the front stand nearest where it ended its move. The owner chooses by where the character ends: at
the side of a one-rank unit, the rank widens on that side (the stands from that place outwards step one
stand's width); anywhere else the displaced stand's file steps back one stand's depth, into a second rank.
A join is refused when the displaced stands would end off the table, on another unit, in ground the unit
may not enter or within 1 cm of an enemy. A round base, or a unit of other stands, joins as in Warmaster,
touching the unit wherever it ended. The geometry is ``game.table.front_rank``'s.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.core import board, moves
from game.core.events import Event
from game.core.profiles import STAND_LONG_MM, STAND_SHORT_MM
from game.core.state import Character, GameState, Unit
from game.table.front_rank import BEHIND, TOLERANCE, WIDEN, FrontPlace, front_place, ranks

RULE = "ninth_age.front_rank_place"


@dataclass(frozen=True, kw_only=True)
class TookFrontPlace(Event):
    """A joining character took a place in its unit's front rank."""

    character: str
    character_name: str
    unit: str
    unit_name: str
    how: str
    pose: tuple[int, int, int]
    poses: tuple[tuple[int, int, int], ...]

    def text(self) -> str:
        moved = "the rank widens" if self.how == WIDEN else "the stand it displaces steps back a rank"
        return f"{self.character_name} takes a place in {self.unit_name}'s front rank; {moved}"


def _applies(state: GameState, ch: Character, unit: Unit) -> bool:
    return not ch.round_base and state.unit_profile(unit).base_mm == (STAND_LONG_MM, STAND_SHORT_MM)


def fits(state: GameState, ch: Character, unit: Unit) -> bool:
    """The character's base is a stand of the unit's kind: it can take a place in the front rank."""
    return _applies(state, ch, unit)


def _how(state: GameState, unit: Unit, at: tuple[float, float]) -> str:
    """Widen when the character ends beside a one-rank unit, else a second rank."""
    bases = board.unit_bases(state, unit)
    layout = ranks(bases)
    if layout is None or len(layout) > 1:
        return BEHIND
    ref = bases[0]
    a = math.radians(ref.facing)
    dx, dy = at[0] - ref.x, at[1] - ref.y
    back = -dx * math.sin(a) + dy * math.cos(a)
    return WIDEN if abs(back) <= ref.depth / 2 + TOLERANCE else BEHIND


def plan(state: GameState, ch: Character, unit: Unit, pose: tuple[int, int, int]) -> FrontPlace | str | None:
    """The character's front-rank place if it joins ``unit`` ending at ``pose``; the reason it cannot; or None
    when the unit joins as in Warmaster."""
    if not _applies(state, ch, unit):
        return None
    bases = board.unit_bases(state, unit)
    place = front_place(bases, (pose[0], pose[1]), _how(state, unit, (pose[0], pose[1])))
    if place is None:
        return None
    new = [(round(x), round(y), s.facing) for (x, y), s in zip(place.centres, unit.stands, strict=True)]
    reasons = moves.move_problems(
        state, unit, new, allowance=float(STAND_LONG_MM + 1), ignore=[ch.id], allow_leave_table=False, what="make room"
    )
    # The character fills the place the stands left: they need not touch each other without it.
    reasons = [r for r in reasons if r != moves.NOT_CONNECTED]
    if state.phase == "deployment":
        # Joining as the armies are set up: the combined unit must stay wholly in the deployment zone.
        from game.core.deployment.zones import in_zone

        if not all(in_zone(state, unit.side, b) for b in board.unit_bases(state, unit, new)):
            reasons = ["a stand would leave the deployment zone"]
    if reasons:
        whose = unit.name + ("'" if unit.name.endswith("s") else "'s")
        return f"no room for {ch.name} in {whose} front rank: {reasons[0]}"
    return place


def check(state: GameState, ch: Character, pose: tuple[int, int, int], join: str) -> list[str]:
    """The hook ``CHARACTER_MOVE_CHECK``: a join whose front-rank place has no room is refused."""
    unit = state.units.get(join) if join else None
    if unit is None or not unit.alive:
        return []
    found = plan(state, ch, unit, pose)
    return [found] if isinstance(found, str) else []


def take_place(state: GameState, ch: Character, unit: Unit, rule: str = RULE) -> list[Event]:
    """The hook ``CHARACTER_JOINS``: the character takes its front-rank place, the stands make room (the
    event cites ``rule``: each module that places characters so names its own rulebook entry)."""
    found = plan(state, ch, unit, ch.pose)
    if not isinstance(found, FrontPlace):
        return []
    how = _how(state, unit, (ch.x, ch.y))
    poses = [(round(x), round(y), s.facing) for (x, y), s in zip(found.centres, unit.stands, strict=True)]
    moves.set_poses(state, unit, poses)
    ch.x, ch.y, ch.facing = round(found.pose[0]), round(found.pose[1]), round(found.pose[2]) % 360
    state.invalidate()
    return [
        TookFrontPlace(
            character=ch.id,
            character_name=ch.name,
            unit=unit.id,
            unit_name=unit.name,
            how=how,
            pose=ch.pose,
            poses=tuple(poses),
            rule=rule,
        )
    ]
