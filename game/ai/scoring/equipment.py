"""What battlefield equipment costs a move, as the computer opponents weigh it: the hits a unit is expected
to take going over palisades, stakes and pits (Fantasy Warriors), and the confusion a palisade brings. A move
that pays them is worth that much less, so a unit goes round a pit or halts at stakes unless the crossing
buys more than it costs."""

from __future__ import annotations

from game.ai.scoring.views import Pose, UnitView
from game.core import GameState, expected_crossing

# A confused unit takes no orders next turn and fights worse: about a fifth of what it is worth.
CONFUSION_SHARE = 0.2


def crossing_cost(state: GameState, v: UnitView, poses: tuple[Pose, ...] | list[Pose]) -> float:
    """Points the unit ``v`` is expected to lose to equipment moving to ``poses`` (0 without the module)."""
    unit = state.units.get(v.id)
    if unit is None:
        return 0.0
    hits, confuses = expected_crossing(state, unit, list(poses))
    return hits * v.per_hit + (CONFUSION_SHARE * v.value if confuses and not v.confused else 0.0)
