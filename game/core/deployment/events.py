"""Events of the deployment phase."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event


def where(x: float, table_w: int, side: int) -> str:
    """Left, centre or right of the table as the deploying side sees it (side 1 looks the other way)."""
    third = x * 3 // table_w if side == 0 else (table_w - x) * 3 // table_w
    return ("on the left", "in the centre", "on the right")[max(0, min(2, int(third)))]


@dataclass(frozen=True, kw_only=True)
class UnitDeployed(Event):
    """A unit is set up in its deployment zone."""

    unit: str
    unit_name: str
    side: int
    side_name: str
    formation: str
    poses: tuple[tuple[int, int, int], ...]
    place: str
    automatic: bool = False

    def text(self) -> str:
        how = " (laid out automatically)" if self.automatic else ""
        return f"{self.side_name} deploy {self.unit_name} in {self.formation} {self.place}{how}"


@dataclass(frozen=True, kw_only=True)
class CharacterDeployed(Event):
    """A character is set up in its deployment zone, on its own or with a unit."""

    character: str
    character_name: str
    side: int
    side_name: str
    pose: tuple[int, int, int]
    place: str
    joined: str | None = None
    joined_name: str = ""
    automatic: bool = False

    def text(self) -> str:
        how = " (laid out automatically)" if self.automatic else ""
        with_unit = f" with {self.joined_name}" if self.joined else ""
        return f"{self.side_name} deploy {self.character_name}{with_unit} {self.place}{how}"
