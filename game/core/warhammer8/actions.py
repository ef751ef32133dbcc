"""The module's own actions: the decisions taken before an engagement's combat round (challenges, and where
attacks touching a character and its unit go)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action


@dataclass(frozen=True)
class IssueChallenge(Action):
    """A character of a unit in the engagement challenges the enemy's characters."""

    kind: ClassVar[str] = "wh8_challenge"
    engagement: str
    character: str

    def __str__(self) -> str:
        return f"{self.character} issues a challenge in {self.engagement}"


@dataclass(frozen=True)
class NoChallenge(Action):
    """The side named issues no challenge in this engagement this round."""

    kind: ClassVar[str] = "wh8_no_challenge"
    engagement: str
    side: int

    def __str__(self) -> str:
        return f"no challenge in {self.engagement}"


@dataclass(frozen=True)
class AcceptChallenge(Action):
    """A character of a unit touching the challenger's unit steps forward."""

    kind: ClassVar[str] = "wh8_accept"
    engagement: str
    character: str

    def __str__(self) -> str:
        return f"{self.character} accepts the challenge"


@dataclass(frozen=True)
class RefuseChallenge(Action):
    """No character steps forward; the challenger then names the one that retires."""

    kind: ClassVar[str] = "wh8_refuse"
    engagement: str

    def __str__(self) -> str:
        return f"the challenge in {self.engagement} is refused"


@dataclass(frozen=True)
class NameRetiring(Action):
    """After a refusal, the challenger names the enemy character that retires in ignominy."""

    kind: ClassVar[str] = "wh8_retire"
    engagement: str
    character: str

    def __str__(self) -> str:
        return f"{self.character} must retire"


@dataclass(frozen=True)
class AimAttacks(Action):
    """An attacking unit sends ``dice`` of the attacks of its stands touching a character and its unit at the
    character (the rest at the unit), declared before they are rolled."""

    kind: ClassVar[str] = "wh8_aim"
    unit: str
    character: str
    dice: int

    def __str__(self) -> str:
        return f"{self.unit} aims {self.dice} attack{'s' if self.dice != 1 else ''} at {self.character}"
