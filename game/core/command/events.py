"""Events of the Command phase."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event, Modifier


def _mods(mods: tuple[Modifier, ...]) -> str:
    return "".join(f", {m}" for m in mods)


@dataclass(frozen=True, kw_only=True)
class OrderIssued(Event):
    """An order roll passed: the unit or brigade may now move."""

    character: str
    character_name: str
    units: tuple[str, ...]
    unit_names: str
    nth: int
    command: int
    modifiers: tuple[Modifier, ...]
    target: int
    faces: tuple[int, int]

    def text(self) -> str:
        return (
            f"{self.character_name} orders {self.unit_names} ({_nth(self.nth)} order): Command {self.command}"
            f"{_mods(self.modifiers)}: needs {self.target} or less; rolled {self.faces[0]}+{self.faces[1]} = "
            f"{sum(self.faces)}: passes"
        )


@dataclass(frozen=True, kw_only=True)
class OrderFailed(Event):
    """An order roll failed; says what the failure means for the unit, the character and the phase."""

    character: str
    character_name: str
    units: tuple[str, ...]
    unit_names: str
    nth: int
    command: int
    modifiers: tuple[Modifier, ...]
    target: int
    faces: tuple[int, int]
    consequence: str

    def text(self) -> str:
        return (
            f"{self.character_name} orders {self.unit_names} ({_nth(self.nth)} order): Command {self.command}"
            f"{_mods(self.modifiers)}: needs {self.target} or less; rolled {self.faces[0]}+{self.faces[1]} = "
            f"{sum(self.faces)}: fails; {self.consequence}"
        )


@dataclass(frozen=True, kw_only=True)
class Blunder(Event):
    """A Hero or Wizard rolled 12: the Blunder table result."""

    character_name: str
    units: tuple[str, ...]
    unit_names: str
    face: int
    result: str
    effect: str

    def text(self) -> str:
        effect = self.effect[:1].upper() + self.effect[1:]
        return f"Blunder! {self.unit_names} rolls {self.face} on the Blunder table: {self.result} {effect}."


@dataclass(frozen=True, kw_only=True)
class UnitHeld(Event):
    unit: str
    unit_name: str
    reason: str

    def text(self) -> str:
        return f"{self.unit_name} stays where it is ({self.reason})"


@dataclass(frozen=True, kw_only=True)
class Charged(Event):
    """A unit charged: the target it chose and every enemy unit its stands touch."""

    unit: str
    unit_name: str
    target: str
    target_name: str
    contacted: tuple[str, ...]
    edge: str
    how: str
    poses: tuple[tuple[int, int, int], ...]

    def text(self) -> str:
        if self.edge == "support":
            return f"{self.unit_name} follows {self.target_name} in with a supporting charge"
        others = len(self.contacted) - 1
        more = f" (and {others} more unit{'s' if others > 1 else ''} contacted)" if others > 0 else ""
        return f"{self.unit_name} charges {self.target_name} in the {self.edge}{more} ({self.how})"


@dataclass(frozen=True, kw_only=True)
class Evaded(Event):
    unit: str
    unit_name: str
    enemy: str
    enemy_name: str
    distance: int
    burst_through: tuple[str, ...]
    poses: tuple[tuple[int, int, int], ...]

    def text(self) -> str:
        bt = f", bursting through {len(self.burst_through)} friendly unit(s)" if self.burst_through else ""
        return f"{self.unit_name} evades {self.distance / 10:g} cm away from {self.enemy_name}{bt}"


@dataclass(frozen=True, kw_only=True)
class HomedBack(Event):
    unit: str
    unit_name: str
    character_name: str
    roll: int
    moved: int
    poses: tuple[tuple[int, int, int], ...]

    def text(self) -> str:
        return (
            f"{self.unit_name} homes back {self.moved / 10:g} cm towards {self.character_name} (rolled {self.roll}0 cm)"
        )


@dataclass(frozen=True, kw_only=True)
class CharacterMoved(Event):
    character: str
    character_name: str
    pose: tuple[int, int, int]
    distance: int
    joined: str | None
    joined_name: str = ""

    def text(self) -> str:
        j = f" and joins {self.joined_name}" if self.joined else ""
        return f"{self.character_name} moves {self.distance / 10:g} cm{j}"


def _nth(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")
