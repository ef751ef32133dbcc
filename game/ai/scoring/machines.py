"""A crew away from the machine they left (a war cannon, ballista or giant crossbow, Fantasy Warriors), as the
scoring sees them: where their machine stands, the place behind it where they would man it again, and how near
they are to it.

Away from their machine the crew shoot nothing; beside it they man it in their next Orders step. So the worth
of a place for them is the shooting it leads back to, which falls off with the walk still to go.
"""

from __future__ import annotations

import math

from game.ai.scoring.views import Pose, UnitView, heading
from game.core import GameState, left_guns, machine_has_shots
from game.table import Base

# A crew this near their machine (mm, centre to edge as the scoring measures it) stand beside it.
BESIDE_MM = 5.0
# Beyond this walk (mm) a machine left behind no longer draws its crew back.
PULL_MM = 400.0


def machine_base(state: GameState, v: UnitView) -> Base | None:
    """The machine ``v``'s crew left, if it would still shoot once manned; None for any other unit."""
    for u, base in left_guns(state):
        if u.id == v.id:
            return base if machine_has_shots(state, u) else None
    return None


def back_poses(v: UnitView, base: Base) -> tuple[Pose, ...]:
    """The crew's stands in a line behind the machine, facing as it faces, their front edge on its rear edge:
    where the crew stood round it before they left."""
    fx, fy = heading(base.facing)
    rx, ry = -fy, fx  # to the machine's right
    w, d = v.prof.base_mm
    behind = base.depth / 2 + d / 2
    out = []
    for i in range(v.stands):
        side = (i - (v.stands - 1) / 2) * w
        x = base.x - fx * behind + rx * side
        y = base.y - fy * behind + ry * side
        out.append((round(x), round(y), round(base.facing)))
    return tuple(out)


def walk_left(poses: tuple[Pose, ...], base: Base, depth: float) -> float:
    """How far the nearest stand still has to go to stand beside the machine (mm, 0 when beside it)."""
    reach = base.depth / 2 + depth / 2
    return max(0.0, min(math.dist((p[0], p[1]), (base.x, base.y)) for p in poses) - reach)


def closeness(v: UnitView, base: Base) -> float:
    """1 for a crew beside their machine, falling from a half to nothing over a walk of ``PULL_MM``."""
    g = walk_left(v.poses, base, v.prof.base_mm[1])
    if g <= BESIDE_MM:
        return 1.0
    return 0.5 * max(0.0, 1 - g / PULL_MM)
