"""Fantasy Warriors' rules update, where Warhost has the moment for it.

``leave_for_good`` (on by default): a unit that moves off the table on its own move (by order or
a failed order's half move) does not roll to come back: it is gone, and counts as destroyed
for the break point and victory points. ``central_deployment`` (the suggestions' deployment, off by
default): the side that sets up first keeps to the middle 60% of its zone's width.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.questions import LEAVES_FOR_GOOD
from game.core.ruleset import Question
from game.core.state import GameState, Unit

MODULE_ID = "fw-update"


@dataclass(frozen=True)
class UpdateOptions:
    """``leave_for_good``: a unit that leaves the table on its own move never returns (the rules update's
    "Movement"); off, it rolls to return as Warmaster has it. ``central_deployment`` (a suggestion, off by
    default): the side that sets up first sets up only in the middle 60% of its zone's width."""

    leave_for_good: bool = True
    central_deployment: bool = False

    def problems(self) -> list[str]:
        names = ("leave_for_good", "central_deployment")
        return [f"{n} must be true or false" for n in names if not isinstance(getattr(self, n), bool)]


def _leaves(state: GameState, unit: Unit, answer: str) -> str:
    if state.ruleset.option(MODULE_ID).leave_for_good:
        return "a unit that leaves the table of its own will does not return"
    return answer


def deploy_width(state: GameState, side: int) -> tuple[int, int, str] | None:
    """The side that sets up first (the larger army, or the loser of the roll) is the one caught out: it
    keeps to the middle 60% of its zone, as an outscouted army does."""
    from game.core.deployment.order import info

    if not state.ruleset.option(MODULE_ID).central_deployment:
        return None
    order = info(state)
    if order is None or order.first != side:
        return None
    margin = state.table_w // 5
    return margin, state.table_w - margin, "in the middle 60% of its width (it sets up first)"


ANSWERS: dict[Question[Any], Any] = {LEAVES_FOR_GOOD: _leaves}
