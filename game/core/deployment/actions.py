"""The actions of the deployment phase."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action


@dataclass(frozen=True)
class DeployUnit(Action):
    """Set up a unit in its side's deployment zone: its formation centred on (x, y), facing ``facing``."""

    kind: ClassVar[str] = "deploy_unit"
    unit: str
    x: int
    y: int
    facing: int
    formation: str = "line"

    def __str__(self) -> str:
        return f"deploy {self.unit} in {self.formation} at ({self.x},{self.y}) facing {self.facing}"


@dataclass(frozen=True)
class DeployCharacter(Action):
    """Set up a character in its side's deployment zone, joining the unit ``join`` if it touches it."""

    kind: ClassVar[str] = "deploy_character"
    character: str
    x: int
    y: int
    facing: int
    join: str = ""

    def __str__(self) -> str:
        j = f" joining {self.join}" if self.join else ""
        return f"deploy {self.character} at ({self.x},{self.y}){j}"


@dataclass(frozen=True)
class AutoDeploy(Action):
    """Set up everything a side still has to deploy, along its edge as the standard layout puts it."""

    kind: ClassVar[str] = "auto_deploy"
    side: int

    def __str__(self) -> str:
        return f"auto-deploy side {self.side}"
