"""The actions of the Combat phase: which engagement to fight next, and the choices after each round."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action

# What a unit may do after a combat round (digest 5.5, 5.7-5.10).
RETREAT, STAND, FALL_BACK, PURSUE, ADVANCE = "retreat", "stand", "fall_back", "pursue", "advance"


@dataclass(frozen=True)
class Fight(Action):
    """The side whose turn it is picks the next engagement to fight, named by its lowest unit id."""

    kind: ClassVar[str] = "fight"
    engagement: str

    def __str__(self) -> str:
        return f"fight {self.engagement}"


@dataclass(frozen=True)
class CombatChoice(Action):
    """A decision after a combat round.

    ``choice`` is one of "retreat" (the loser names the unit to retreat next and, when enemies press
    it equally from several sides, the ``edge`` it retreats away from), "stand", "fall_back" (at most
    ``distance`` mm, or as far as the dice allow when None), "pursue" or "advance".
    """

    kind: ClassVar[str] = "combat_choice"
    unit: str
    choice: str
    edge: str = ""
    distance: int | None = None

    def __str__(self) -> str:
        extra = f" from its {self.edge}" if self.edge else ""
        if self.distance is not None:
            extra += f" up to {self.distance} mm"
        return f"{self.unit} {self.choice.replace('_', ' ')}{extra}"
