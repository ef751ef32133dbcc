"""Typed events: what happened, each naming the rule that made it happen.

Events are returned by ``GameState.apply``. The UI animates them, the log narrates them with
``text()``, tests assert them. Every event carries display names as well as ids, so it can be
narrated without the state it came from. Subclasses register themselves by class name, which is
the ``type`` field of ``to_dict()`` and stays stable for saves and scenario ``--json`` output.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any, ClassVar

EVENT_TYPES: dict[str, type[Event]] = {}


def _plain(v: Any) -> Any:
    if isinstance(v, Enum):
        return v.value
    if hasattr(v, "to_dict"):
        return v.to_dict()
    if isinstance(v, tuple | list):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    return v


@dataclass(frozen=True)
class Modifier:
    """One modifier to a roll or a target number, with the rule it comes from."""

    value: int
    rule: str
    label: str

    def to_dict(self) -> dict[str, Any]:
        return {"value": self.value, "rule": self.rule, "label": self.label}

    def __str__(self) -> str:
        return f"{self.value:+d} {self.label}"


@dataclass(frozen=True, kw_only=True)
class Event:
    """Base of every event; ``rule`` names the clause of the rules that produced it."""

    rule: str = ""
    type_name: ClassVar[str] = "Event"

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.type_name = cls.__name__
        EVENT_TYPES[cls.__name__] = cls

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type_name}
        for f in fields(self):
            out[f.name] = _plain(getattr(self, f.name))
        return out

    def text(self) -> str:
        """One readable line for the log."""
        return self.type_name


@dataclass(frozen=True, kw_only=True)
class DiceRolled(Event):
    """A roll: what it was for, the number needed, each modifier, the faces and the outcome."""

    purpose: str
    sides: int
    faces: tuple[int, ...]
    target: int | None = None
    modifiers: tuple[Modifier, ...] = ()
    total: int | None = None
    success: bool | None = None
    outcome: str = ""
    side: int | None = None
    # True when the next event already tells the roll in full (order rolls), so the log says it once.
    quiet: bool = False

    def text(self) -> str:
        # Dice counted against a score (hits, saves) are not added up: "rolled 4 1 6 (4+ each)", and the
        # outcome says how many made it; "4+1+6 = 11" is kept for rolls that are summed.
        counted = (
            self.target is not None and len(self.faces) > 1 and self.total is not None and self.total != sum(self.faces)
        )
        if counted:
            line = f"{self.purpose}: rolled {' '.join(str(f) for f in self.faces)} ({self.target}+ each)"
        else:
            faces = "+".join(str(f) for f in self.faces)
            shown = (
                faces
                if len(self.faces) == 1
                else f"{faces} = {self.total if self.total is not None else sum(self.faces)}"
            )
            line = f"{self.purpose}: rolled {shown}"
            if self.target is not None:
                line += f" (needs {self.target})"
        if self.outcome:
            line += f": {self.outcome}"
        return line


@dataclass(frozen=True, kw_only=True)
class TurnBegan(Event):
    turn: int
    side: int
    side_name: str

    def text(self) -> str:
        return f"Turn {self.turn}: {self.side_name} to play"


@dataclass(frozen=True, kw_only=True)
class PhaseBegan(Event):
    turn: int
    side: int
    phase: str
    step: str

    def text(self) -> str:
        return f"{self.phase.capitalize()} phase: {self.step.replace('_', ' ')}"


@dataclass(frozen=True, kw_only=True)
class Narration(Event):
    """A plain line of explanation with no state change (used by demos and rule decisions)."""

    message: str

    def text(self) -> str:
        return self.message


@dataclass(frozen=True, kw_only=True)
class GameOver(Event):
    winner: int | None
    reason: str
    points: tuple[int, int] = (0, 0)
    winner_name: str = ""

    def text(self) -> str:
        who = f"victory to {self.winner_name}" if self.winner is not None else "a draw"
        return f"The battle is over ({self.reason}): {who}; victory points {self.points[0]} to {self.points[1]}"


@dataclass(frozen=True, kw_only=True)
class RefereeRuling(Event):
    """A referee override, recorded with its written reason."""

    reason: str
    change: str
    data: dict[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        return f"Referee: {self.change} ({self.reason})"


@dataclass(frozen=True, kw_only=True)
class UnitMoved(Event):
    """A unit's stands moved; ``how`` says why (order, half pace, initiative, evade, blunder...)."""

    unit: str
    unit_name: str
    how: str
    poses: tuple[tuple[int, int, int], ...]
    distance: int = 0

    def text(self) -> str:
        extra = f" {self.distance / 10:g} cm" if self.distance else ""
        return f"{self.unit_name} moves ({self.how}){extra}"


@dataclass(frozen=True, kw_only=True)
class Confused(Event):
    unit: str
    unit_name: str
    cause: str

    def text(self) -> str:
        return f"{self.unit_name} is confused ({self.cause})"


@dataclass(frozen=True, kw_only=True)
class ConfusionEnds(Event):
    unit: str
    unit_name: str

    def text(self) -> str:
        return f"{self.unit_name} is no longer confused"


@dataclass(frozen=True, kw_only=True)
class CharacterDisplaced(Event):
    """A character moved aside by a friendly unit, or forced to flee an enemy."""

    character: str
    character_name: str
    pose: tuple[int, int, int]
    distance: int
    joined: str | None = None
    joined_name: str = ""
    by_enemy: bool = False

    def text(self) -> str:
        if self.by_enemy:
            return f"{self.character_name} flees the enemy {self.distance / 10:g} cm and joins {self.joined_name}"
        return f"{self.character_name} steps aside {self.distance / 10:g} cm"


@dataclass(frozen=True, kw_only=True)
class CharacterSlain(Event):
    character: str
    character_name: str
    cause: str

    def text(self) -> str:
        return f"{self.character_name} is slain ({self.cause})"


@dataclass(frozen=True, kw_only=True)
class UnitLeftTable(Event):
    unit: str
    unit_name: str
    roll: int
    result: str

    def text(self) -> str:
        return f"{self.unit_name} is off the table and rolls {self.roll} (a die, less stands lost): {self.result}"


@dataclass(frozen=True, kw_only=True)
class UnitDestroyed(Event):
    unit: str
    unit_name: str
    cause: str

    def text(self) -> str:
        return f"{self.unit_name} is destroyed ({self.cause})"
