"""What the scoring features read about each unit, gathered once per state.

A ``UnitView`` is a read-only summary of a unit (its stands' poses, pace, value in points, attacks, shooting)
built from the public state and profiles. ``views(state)`` memoises the lot on the state through
``board.memo``, so it is rebuilt only after the state changes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.core import GameState, Rank, Unit, UnitProfile, UnitType, board, unit_value, weapon

Pose = tuple[int, int, int]


@dataclass(frozen=True)
class UnitView:
    """One unit as the scoring sees it."""

    id: str
    side: int
    name: str
    prof: UnitProfile
    poses: tuple[Pose, ...]
    cx: float
    cy: float
    facing: int
    pace: int
    # Points paid for the unit and what is left of them (stands and hits lost taken off).
    points: int
    value: float
    per_hit: float
    hits_left: int
    engaged: bool
    confused: bool
    shots: int
    range_mm: int
    char_bonus: int
    has_general: bool

    @property
    def infantry(self) -> bool:
        return self.prof.type is UnitType.INFANTRY

    @property
    def stands(self) -> int:
        return len(self.poses)


def centre(poses: tuple[Pose, ...] | list[Pose]) -> tuple[float, float]:
    return sum(p[0] for p in poses) / len(poses), sum(p[1] for p in poses) / len(poses)


def heading(facing: float) -> tuple[float, float]:
    """Unit vector a facing points along (x right, y down, 0 = north)."""
    a = math.radians(facing)
    return math.sin(a), -math.cos(a)


def _view(state: GameState, u: Unit) -> UnitView:
    prof = state.unit_profile(u)
    poses = tuple(s.pose for s in u.stands)
    cx, cy = centre(poses)
    pts = unit_value(state, u)
    capacity = max(1, u.start_size * prof.hits)
    left = max(0, len(u.stands) * prof.hits - u.hits)
    w = weapon(state, u)
    bonus = 0
    general = False
    for ch in state.live_characters(u.side):
        if ch.joined == u.id:
            cp = state.character_profile(ch)
            mount = state.mount_profile(ch)
            bonus = max(bonus, cp.attack_bonus + (mount.attack_bonus if mount else 0))
            general = general or cp.rank is Rank.GENERAL
    return UnitView(
        id=u.id,
        side=u.side,
        name=u.name,
        prof=prof,
        poses=poses,
        cx=cx,
        cy=cy,
        facing=u.stands[0].facing,
        pace=prof.full_pace_mm,
        points=pts,
        value=pts * left / capacity,
        per_hit=pts / capacity,
        hits_left=left,
        engaged=u.engaged,
        confused=u.confused,
        shots=(w.shots if w is not None else 0) or 0,
        range_mm=w.range_mm if w is not None else 0,
        char_bonus=bonus,
        has_general=general,
    )


def views(state: GameState) -> dict[str, UnitView]:
    """Every unit on the table, by id (memoised until the state changes)."""
    return board.memo(state, ("ai", "views"), lambda: {u.id: _view(state, u) for u in state.live_units()})


def moved_view(v: UnitView, poses: tuple[Pose, ...] | list[Pose]) -> UnitView:
    """The same unit standing at other poses (a move being weighed)."""
    poses = tuple(poses)
    cx, cy = centre(poses)
    # A copy of the view's fields with four changed, made without ``dataclasses.replace`` (which runs every
    # field through ``__init__`` again): a view has nothing to check, and moves are weighed by the ten thousand.
    m = object.__new__(UnitView)
    m.__dict__.update(v.__dict__, poses=poses, cx=cx, cy=cy, facing=poses[0][2])
    return m
