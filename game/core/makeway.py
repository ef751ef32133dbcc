"""Making way (digest 7.3): an unengaged unit steps out of the path of a friend forced to move through it.

Shared by drive backs from shooting and retreats from combat. The moving friend slides straight along a
line as one block; its path is the ground each of its stands sweeps. A unit in that path may get out of
it in one of two ways, each no further than its own move for its formation, never touching enemy or
engaged units, never crossing ground it may not enter:

- move aside: the whole unit shifts sideways, without turning, just clear of the path;
- move back: the whole unit goes the same way as the friend, just clear of where the friend stops.

The shorter of the moves that are allowed is taken (aside before back when they are equal). Both units
then test: the unit that made way is confused on a D6 roll of 6, and so is the moving friend, which
tests once for every unit that made way for it. A unit that cannot make way is an unyielding friend.

Approximations: all of the unit's stands move aside together (the rules let only the stands in the path
move, re-forming around them); a unit making way never makes another unit make way in turn.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.core import board, moves, rulebook
from game.core.confusion import confusion_test
from game.core.dice import Dice
from game.core.events import Event
from game.core.questions import NEVER_MAKES_WAY
from game.core.ruleset import RulesModule
from game.core.state import GameState, Unit
from game.table import OVERLAP_TOLERANCE, TOUCH_TOLERANCE, Base, base_distance
from game.table.convex import convex_hull, project, sat_penetration

Pose = tuple[int, int, int]
Polygon = tuple[tuple[float, float], ...]

# Clearance (mm) kept from the path so that whole-millimetre positions never sink into it.
CLEAR_MM = 0.6

RULES: dict[str, tuple[str, str]] = {
        "confusion.making_way": (
            "Making way",
            "An unengaged unit may step aside or back, up to its own move, to let a friend being driven back or "
            "retreating through; it is confused on a D6 roll of 6.",
        ),
        "confusion.forcing_way": (
            "Forcing friends aside",
            "A unit driven back or retreating through friends tests once for each unit that made way: a 6 confuses it.",
        ),
}


@dataclass(frozen=True, kw_only=True)
class MadeWay(Event):
    """A unit stepped out of a friend's path."""

    unit: str
    unit_name: str
    for_unit: str
    for_name: str
    how: str
    distance: int
    poses: tuple[Pose, ...]

    def text(self) -> str:
        return f"{self.unit_name} makes way for {self.for_name}: it {self.how} {self.distance / 10:g} cm"


def shift_unit(state: GameState, unit: Unit, dx: int, dy: int, dice: Dice | None = None) -> list[Event]:
    """Move the unit as one block by (dx, dy); characters with it go along (seed: they move in company with
    units they have joined outside the Command phase). With ``dice``, leaving the table is rolled for."""
    for ch in state.live_characters(unit.side):
        if ch.joined == unit.id:
            ch.x, ch.y = ch.x + dx, ch.y + dy
    poses = [(s.x + dx, s.y + dy, s.facing) for s in unit.stands]
    return moves.carry_out_move(state, unit, poses, dice)


def path_hulls(bases: Sequence[Base], direction: tuple[float, float], length: float) -> list[Polygon]:
    """The ground each stand sweeps sliding ``length`` mm along ``direction``."""
    vx, vy = direction
    out = []
    for b in bases:
        pts = list(b.corners()) + [(x + vx * length, y + vy * length) for x, y in b.corners()]
        out.append(convex_hull(pts))
    return out


def _overlaps(b: Base, hull: Polygon) -> bool:
    return sat_penetration(b.corners(), hull)[0] > OVERLAP_TOLERANCE


def in_path(state: GameState, unit: Unit, hulls: Sequence[Polygon]) -> list[int]:
    """Indices of the unit's stands that stand in the path."""
    return [i for i, b in enumerate(board.unit_bases(state, unit)) if any(_overlaps(b, h) for h in hulls)]


def _least_shift(bases: Sequence[Base], hulls: Sequence[Polygon], axis: tuple[float, float]) -> float:
    """The least distance (>= 0) along ``axis`` that takes every stand clear of every part of the path.

    Judged on the two axes of the path (along ``axis`` and across it), which never asks for less than is
    needed.
    """
    across = (-axis[1], axis[0])
    spans: list[tuple[float, float]] = []
    for b in bases:
        a0, a1 = project(b.corners(), axis)
        c0, c1 = project(b.corners(), across)
        for h in hulls:
            h0, h1 = project(h, axis)
            k0, k1 = project(h, across)
            if c1 <= k0 + OVERLAP_TOLERANCE or k1 <= c0 + OVERLAP_TOLERANCE:
                continue  # side by side with this part of the path whatever the shift
            spans.append((h0 - a1, h1 - a0))
    s = 0.0
    moved = True
    while moved:
        moved = False
        for lo, hi in spans:
            if lo + OVERLAP_TOLERANCE < s < hi - OVERLAP_TOLERANCE:
                s = hi
                moved = True
    return s + CLEAR_MM if s > 0.0 else 0.0


def _move_problems(state: GameState, unit: Unit, mover: Unit, poses: list[Pose], hulls: Sequence[Polygon]) -> list[str]:
    start = board.unit_bases(state, unit)
    allowance = moves.pace(state, unit, start)
    reasons = moves.move_problems(
        state,
        unit,
        poses,
        allowance=allowance,
        ignore=[mover.id],
        keep_away=False,
        allow_leave_table=False,
        what="make way",
    )
    if reasons:
        return reasons
    end = board.unit_bases(state, unit, poses)
    if any(_overlaps(b, h) for b in end for h in hulls):
        return [f"{unit.name} would still be in the way"]
    t = board.table(state)
    for other in state.live_units():
        if other.id in (unit.id, mover.id) or not (other.side != unit.side or other.engaged):
            continue
        for ob in t.bases_of(other.id):
            if any(base_distance(b, ob) <= TOUCH_TOLERANCE for b in end):
                return [f"{unit.name} may not move into contact with {other.name}"]
    return []


def plan_make_way(
    state: GameState, unit: Unit, mover: Unit, direction: tuple[float, float], length: float
) -> tuple[str, list[Pose], float] | list[str]:
    """How ``unit`` gets out of the path of ``mover`` sliding ``length`` mm along ``direction``:
    (how, the unit's new poses, distance moved), or the reasons it cannot."""
    if unit.engaged:
        return [f"{unit.name} is engaged in combat"]
    stays = state.ruleset.ask(NEVER_MAKES_WAY, state, unit)
    if stays:
        return [stays]
    hulls = path_hulls(board.unit_bases(state, mover), direction, length)
    if not in_path(state, unit, hulls):
        return ("stays where it is", [s.pose for s in unit.stands], 0.0)
    bases = board.unit_bases(state, unit)
    vx, vy = direction
    # Aside: clear of the path across it; back: the same way as the friend, until clear of where it stops.
    options = [
        (_least_shift(bases, hulls, axis), order, how, axis)
        for order, (how, axis) in enumerate(
            (("moves aside", (-vy, vx)), ("moves aside", (vy, -vx)), ("moves back", (vx, vy)))
        )
    ]
    reasons: list[str] = []
    for s, _, how, axis in sorted(options):
        dx, dy = _away_from_zero(axis[0] * s), _away_from_zero(axis[1] * s)
        poses = [(p.x + dx, p.y + dy, p.facing) for p in unit.stands]
        problems = _move_problems(state, unit, mover, poses, hulls)
        if not problems:
            return (how, poses, math.hypot(dx, dy))
        reasons += [p for p in problems if p not in reasons]
    return reasons


def _away_from_zero(x: float) -> int:
    return math.ceil(x - 1e-9) if x > 0 else math.floor(x + 1e-9)


def make_way(
    state: GameState,
    unit: Unit,
    mover: Unit,
    direction: tuple[float, float],
    length: float,
    dice: Dice,
) -> tuple[bool, list[Event]]:
    """``unit`` makes way for ``mover`` if it can: (whether it did, events). Both confusion tests are rolled
    (first the unit that made way, then the mover)."""
    plan = plan_make_way(state, unit, mover, direction, length)
    if isinstance(plan, list):
        return False, []
    how, poses, dist = plan
    if dist <= 0.0:
        return True, []
    dx, dy = poses[0][0] - unit.stands[0].x, poses[0][1] - unit.stands[0].y
    events: list[Event] = [
        MadeWay(
            unit=unit.id,
            unit_name=unit.name,
            for_unit=mover.id,
            for_name=mover.name,
            how=how,
            distance=round(dist),
            poses=tuple(poses),
            rule="confusion.making_way",
        )
    ]
    events += shift_unit(state, unit, dx, dy)
    events += confusion_test(state, unit, dice, f"after making way for {mover.name}", "confusion.making_way")
    events += confusion_test(state, mover, dice, f"after forcing {unit.name} to make way", "confusion.forcing_way")
    return True, events


@dataclass(frozen=True)
class MovementOptions:
    """``make_way``: "always" (friends step aside for a unit driven back or retreating when they can) or
    "never" (they stand fast and the moving unit stops at them)."""

    make_way: str = "always"

    def problems(self) -> list[str]:
        if self.make_way not in ("always", "never"):
            return [f"make_way must be always or never, got {self.make_way!r}"]
        return []


MODULE = RulesModule(
    id="movement",
    title="Movement",
    description="Paces and formations, moving through gaps, leaving the table, friends making way for a unit "
    "driven back or retreating, and removing stands for hits.",
    options=MovementOptions,
    rulebook={**rulebook.section("movement", "casualties"), **RULES},
)
