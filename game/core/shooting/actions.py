"""The action of the Shooting phase."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action


@dataclass(frozen=True)
class Shoot(Action):
    """A unit shoots, once this phase, at the closest enemy unit it can see (``target`` settles a tie).

    Stands that cannot reach ``target`` shoot stand by stand at the closest unit they can reach. A stone
    thrower with nothing in sight names the unseen unit it shoots at blind.
    """

    kind: ClassVar[str] = "shoot"
    unit: str
    target: str

    def __str__(self) -> str:
        return f"{self.unit} shoots at {self.target}"
