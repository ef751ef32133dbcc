"""The actions of the Command phase."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.actions import Action, Pose


@dataclass(frozen=True)
class InitiativeCharge(Action):
    """A unit uses its initiative to charge the closest visible enemy unit within 20 cm."""

    kind: ClassVar[str] = "initiative_charge"
    unit: str
    target: str

    def __str__(self) -> str:
        return f"initiative: {self.unit} charges {self.target}"


@dataclass(frozen=True)
class Evade(Action):
    """A unit uses its initiative to evade directly away from the closest visible enemy unit."""

    kind: ClassVar[str] = "evade"
    unit: str
    enemy: str
    distance: int

    def __str__(self) -> str:
        return f"initiative: {self.unit} evades {self.enemy} {self.distance} mm"


@dataclass(frozen=True)
class HomeBack(Action):
    """A flying unit far from every friendly character rolls D6 x 10 cm to home back."""

    kind: ClassVar[str] = "home_back"
    unit: str

    def __str__(self) -> str:
        return f"home back {self.unit}"


@dataclass(frozen=True)
class HomeBackMove(Action):
    """Having rolled, the flyer moves towards ``character`` (or stays, with character empty)."""

    kind: ClassVar[str] = "home_back_move"
    unit: str
    character: str

    def __str__(self) -> str:
        return f"home back {self.unit} to {self.character or 'nowhere'}"


@dataclass(frozen=True)
class Order(Action):
    """A character tries to order a unit, or a brigade of up to four touching units."""

    kind: ClassVar[str] = "order"
    character: str
    units: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.character} orders {'+'.join(self.units)}"


@dataclass(frozen=True)
class Move(Action):
    """The units owed a move go to the given stand poses, one tuple of poses per unit. ``column`` names the War
    Wagons among them whose move of 5 cm or less ends in column rather than laagered (the rule's "may")."""

    kind: ClassVar[str] = "move"
    units: tuple[str, ...]
    poses: tuple[tuple[Pose, ...], ...]
    column: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        # Written only when chosen, so every log written before the choice existed reads the same.
        out = super().to_dict()
        if not self.column:
            out.pop("column")
        return out

    def __str__(self) -> str:
        return f"move {'+'.join(self.units)}" + (f" ({'+'.join(self.column)} in column)" if self.column else "")


@dataclass(frozen=True)
class Charge(Action):
    """A unit owed a move charges an enemy unit; the game places the stands."""

    kind: ClassVar[str] = "charge"
    unit: str
    target: str

    def __str__(self) -> str:
        return f"{self.unit} charges {self.target}"


@dataclass(frozen=True)
class Hold(Action):
    """The units owed a move stay where they are."""

    kind: ClassVar[str] = "hold"
    units: tuple[str, ...]

    def __str__(self) -> str:
        return f"hold {'+'.join(self.units)}"


@dataclass(frozen=True)
class BlunderChoice(Action):
    """After "You must be crazy!" on a brigade, the owner picks the unit that takes the penalty."""

    kind: ClassVar[str] = "blunder_choice"
    unit: str

    def __str__(self) -> str:
        return f"blunder penalty to {self.unit}"


@dataclass(frozen=True)
class MoveCharacter(Action):
    """A character moves once in the Characters sub-phase, and may join a unit it ends touching."""

    kind: ClassVar[str] = "move_character"
    character: str
    x: int
    y: int
    facing: int
    join: str = ""

    def __str__(self) -> str:
        j = f" joining {self.join}" if self.join else ""
        return f"{self.character} to ({self.x},{self.y}){j}"
