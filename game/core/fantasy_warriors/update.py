"""Fantasy Warriors' rules update, where Warhost has the moment for it.

``leave_for_good`` (on by default): a unit that moves off the table on its own move (by order or
a failed order's half move) does not roll to come back: it is gone, and counts as destroyed
for the break point and victory points.
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
    "Movement"); off, it rolls to return as Warmaster has it."""

    leave_for_good: bool = True

    def problems(self) -> list[str]:
        return [] if isinstance(self.leave_for_good, bool) else ["leave_for_good must be true or false"]


def _leaves(state: GameState, unit: Unit, answer: str) -> str:
    if state.ruleset.option(MODULE_ID).leave_for_good:
        return "a unit that leaves the table of its own will does not return"
    return answer


ANSWERS: dict[Question[Any], Any] = {LEAVES_FOR_GOOD: _leaves}
